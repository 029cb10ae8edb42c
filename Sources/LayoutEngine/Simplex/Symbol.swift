/// A symbol of the tableau, by number: a user variable, a slack, an error, a dummy or an
/// artificial variable (its `SymbolKind`).
///
/// Symbols are numbered densely from 0 and numbers are reused after release, so what the
/// tableau knows per symbol lives in arrays indexed by `index`. A `Symbol` is the number
/// and nothing else (four bytes, compared and hashed as the number); it exists so that a
/// symbol is never mistaken for a row count, a position, a definition or a list index,
/// and "no symbol" is `nil`, never a negative number.
struct Symbol: Hashable, Comparable, CustomStringConvertible {
    let id: Int32

    @inline(__always) init(_ id: Int32) { self.id = id }
    @inline(__always) init(index: Int) { id = Int32(index) }

    /// Where its data sits in per-symbol arrays.
    @inline(__always) var index: Int { Int(id) }

    @inline(__always) static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }

    /// Whether this symbol comes before `other` in the order ties are broken by; never
    /// before no symbol at all.
    @inline(__always) func precedes(_ other: Symbol?) -> Bool {
        guard let other else { return false }
        return id < other.id
    }

    var description: String { "s\(id)" }
}
