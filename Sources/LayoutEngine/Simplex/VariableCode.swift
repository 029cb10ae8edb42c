/// Where the solver keeps a variable: a tableau symbol, or a definition kept out of the
/// tableau (`Definition`). Stored as one `Int32` in the solver's identity table and in
/// definitions' references (a symbol as its number, a definition as a negative number);
/// that encoding is this type's alone.
struct VariableCode: Hashable {
    /// The encoding, for storage: read back with `init(rawValue:)`.
    let rawValue: Int32

    @inline(__always) init(rawValue: Int32) { self.rawValue = rawValue }
    @inline(__always) init(_ symbol: Symbol) { rawValue = symbol.id }
    @inline(__always) init(definition index: Int) { rawValue = Int32(-index - 1) }

    /// The tableau symbol, when the variable is one.
    @inline(__always) var symbol: Symbol? { rawValue >= 0 ? Symbol(rawValue) : nil }
    /// The definition's index, when the variable is defined.
    @inline(__always) var definition: Int? { rawValue < 0 ? Int(-rawValue - 1) : nil }
}
