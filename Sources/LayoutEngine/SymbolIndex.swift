/// A set of symbol ids kept as a compact array (for fast iteration) plus, once it grows
/// past a few entries, a hash from id to position (for O(1) lookup). Removal swaps the
/// last entry into the hole, so positions are not stable.
///
/// Layout rows are mostly tiny (2–6 entries), where a linear scan beats hashing; the
/// objective rows get the hash.
struct SymbolIndex {
    /// The members, in insertion order disturbed only by swap-removal.
    private(set) var members: [Int32] = []
    /// Present once the index has more than `linearLimit` members.
    private var slots: PositionSlots?

    static let linearLimit = 12

    init() {}

    /// An index over distinct `members`.
    init(members: [Int32]) {
        self.members = members
        if members.count > Self.linearLimit { rebuild() }
    }

    mutating func reserveCapacity(_ n: Int) { members.reserveCapacity(n) }

    @inline(__always) var count: Int { members.count }
    @inline(__always) var isEmpty: Bool { members.isEmpty }

    /// The position of `symbol` in `members`, or nil.
    @inline(__always)
    func position(of symbol: Int32) -> Int? {
        members.withUnsafeBufferPointer { members in
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
    mutating func append(_ symbol: Int32) -> Int {
        members.append(symbol)
        let position = members.count - 1
        if slots == nil {
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
        if slots != nil {
            members.withUnsafeBufferPointer { members in
                slots!.remove(members[position]) { members[$0] }
                if position != last { slots!.move(members[last], to: position) { members[$0] } }
            }
        }
        members[position] = members[last]
        members.removeLast()
    }

    mutating func removeAll() {
        members.removeAll(keepingCapacity: true)
        slots = nil
    }

    private mutating func rebuild() {
        slots = members.withUnsafeBufferPointer { members in
            PositionSlots(count: members.count) { members[$0] }
        }
    }
}
