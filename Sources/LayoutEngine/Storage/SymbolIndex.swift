/// A set of symbols kept as a compact array (for fast iteration) plus, once it grows
/// past a few entries, a hash from id to position (for O(1) lookup). Removal swaps the
/// last entry into the hole, so positions are not stable.
///
/// Layout rows are mostly tiny (2–6 entries), where a linear scan beats hashing; long
/// rows get the hash. The objective's rows, a few per solver, each touched by every
/// substitution, index positions directly by symbol instead (`dense`): consecutive
/// substitutions name nearby symbols, so their lookups share cache lines, where hashed
/// they landed anywhere in a table that a 10,000-view layout makes megabytes long.
struct SymbolIndex {
    /// The members, in insertion order disturbed only by swap-removal.
    private(set) var members: [Symbol] = []
    /// Present once the index has more than `linearLimit` members (unless dense).
    private var slots: PositionSlots?
    /// For a dense index: `position + 1` of each symbol (0: absent), indexed by symbol.
    private var positions: [Int32] = []
    private let isDense: Bool

    static let linearLimit = 12

    init() { isDense = false }

    /// An empty index that finds positions through an array indexed by symbol: for the
    /// few rows that grow long and are looked up everywhere (the objective's).
    init(dense: Void) { isDense = true }

    /// An index over distinct `members`, with no hash yet: a row that a merge rebuilt
    /// is often merged again, or looked up once, before anything appends to it, and a
    /// linear scan of a long row costs a third of hashing it (a drag step rebuilt four
    /// long rows' hashes per pivot). The first `append` or `buildHashIfLong` hashes it.
    init(members: [Symbol]) {
        self.members = members
        isDense = false
    }

    /// Hashes a long index that has no hash yet, before many lookups.
    @inline(__always)
    mutating func buildHashIfLong() {
        if !isDense && slots == nil && members.count > Self.linearLimit { rebuild() }
    }

    mutating func reserveCapacity(_ n: Int) { members.reserveCapacity(n) }

    @inline(__always) var count: Int { members.count }
    @inline(__always) var isEmpty: Bool { members.isEmpty }

    /// The position of `symbol` in `members`, or nil.
    @inline(__always)
    func position(of symbol: Symbol) -> Int? {
        if isDense {
            let s = symbol.index
            return s < positions.count && positions[s] != 0 ? Int(positions[s]) - 1 : nil
        }
        return members.withUnsafeBufferPointer { members in
            if let slots { return slots.position(of: symbol) { members[$0] } }
            var i = 0
            while i < members.count {
                if members[i] == symbol { return i }
                i += 1
            }
            return nil
        }
    }

    /// Appends `symbol`, which must not be a member; returns its position.
    @discardableResult
    mutating func append(_ symbol: Symbol) -> Int {
        members.append(symbol)
        let position = members.count - 1
        if isDense {
            setDensePosition(of: symbol, to: position)
        } else if slots == nil {
            if members.count > Self.linearLimit { rebuild() }
        } else if !slots!.fits(members.count) {
            rebuild()
        } else {
            slots!.insert(symbol, position: position)
        }
        return position
    }

    /// Removes the member at `position`; the last member moves into its place.
    mutating func remove(at position: Int) {
        let last = members.count - 1
        if isDense {
            positions[members[position].index] = 0
            if position != last { positions[members[last].index] = Int32(position + 1) }
        } else if slots != nil {
            members.withUnsafeBufferPointer { members in
                slots!.remove(members[position]) { members[$0] }
                if position != last { slots!.move(members[last], to: position) { members[$0] } }
            }
        }
        members[position] = members[last]
        members.removeLast()
    }

    /// Puts `symbol`, which must not be a member, in place of the member at `position`.
    mutating func replace(at position: Int, with symbol: Symbol) {
        if isDense {
            positions[members[position].index] = 0
            setDensePosition(of: symbol, to: position)
        } else if slots != nil {
            members.withUnsafeBufferPointer { members in slots!.remove(members[position]) { members[$0] } }
            slots!.insert(symbol, position: position)
        }
        members[position] = symbol
    }

    /// Records a dense index's `symbol` at `position`, growing the array to reach it.
    private mutating func setDensePosition(of symbol: Symbol, to position: Int) {
        let s = symbol.index
        if s >= positions.count { positions.append(contentsOf: repeatElement(0, count: s + 1 - positions.count)) }
        positions[s] = Int32(position + 1)
    }

    mutating func removeAll() {
        if isDense { for m in members { positions[m.index] = 0 } }
        members.removeAll(keepingCapacity: true)
        slots = nil
    }

    private mutating func rebuild() {
        slots = members.withUnsafeBufferPointer { members in
            PositionSlots(count: members.count) { members[$0] }
        }
    }
}
