/// A set of symbol ids kept as a compact array (for fast iteration) plus, once it grows
/// past a few entries, an open-addressing hash index from id to position (for O(1)
/// lookup). Removal swaps the last entry into the hole, so positions are not stable.
///
/// Layout rows are mostly tiny (2–6 entries), where a linear scan beats hashing; rows
/// that fill in, objective rows and column lists get the index.
struct SymbolIndex {
    /// The members, in insertion order disturbed only by swap-removal.
    private(set) var members: [Int32] = []
    /// Hash slots holding `position + 1` (0 = empty); empty array while small.
    private var slots: [Int32] = []
    private var shift: UInt32 = 0

    private static let linearLimit = 12

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
        if slots.isEmpty {
            var i = 0
            let n = members.count
            while i < n {
                if members[i] == symbol { return i }
                i += 1
            }
            return nil
        }
        let mask = slots.count - 1
        var slot = home(symbol)
        while true {
            let p = slots[slot]
            if p == 0 { return nil }
            if members[Int(p) - 1] == symbol { return Int(p) - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Appends `symbol`, which must not be a member; returns its position.
    @discardableResult
    mutating func append(_ symbol: Int32) -> Int {
        members.append(symbol)
        let position = members.count - 1
        if slots.isEmpty {
            if members.count > Self.linearLimit { rebuild() }
        } else if members.count * 2 > slots.count {
            rebuild()
        } else {
            insertSlot(symbol, position: position)
        }
        return position
    }

    /// Removes the member at `position`; the last member moves into its place.
    mutating func remove(at position: Int) {
        let last = members.count - 1
        if !slots.isEmpty {
            deleteSlot(of: members[position])
            if position != last {
                let moved = members[last]
                slots[slotIndex(of: moved)] = Int32(position + 1)
            }
        }
        members[position] = members[last]
        members.removeLast()
    }

    /// Replaces member `old` by `new` (not a member), keeping its position.
    mutating func replace(_ old: Int32, with new: Int32) {
        guard let p = position(of: old) else { return }
        if slots.isEmpty {
            members[p] = new
        } else {
            remove(at: p)
            append(new)
        }
    }

    mutating func removeAll() {
        members.removeAll(keepingCapacity: true)
        if !slots.isEmpty { slots = [] }
    }

    // MARK: hashing

    @inline(__always)
    private func home(_ symbol: Int32) -> Int {
        Int((UInt32(bitPattern: symbol) &* 0x9E37_79B1) >> shift)
    }

    private mutating func rebuild() {
        var capacity = 32
        while capacity < members.count * 3 { capacity <<= 1 }
        shift = UInt32(32 - capacity.trailingZeroBitCount)
        slots = [Int32](repeating: 0, count: capacity)
        for (position, symbol) in members.enumerated() {
            insertSlot(symbol, position: position)
        }
    }

    @inline(__always)
    private mutating func insertSlot(_ symbol: Int32, position: Int) {
        let mask = slots.count - 1
        var slot = home(symbol)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }

    private func slotIndex(of symbol: Int32) -> Int {
        let mask = slots.count - 1
        var slot = home(symbol)
        while members[Int(slots[slot]) - 1] != symbol { slot = (slot + 1) & mask }
        return slot
    }

    /// Linear-probing deletion by backward shift, so lookups never need tombstones.
    private mutating func deleteSlot(of symbol: Int32) {
        let mask = slots.count - 1
        var hole = slotIndex(of: symbol)
        var probe = hole
        while true {
            probe = (probe + 1) & mask
            let p = slots[probe]
            if p == 0 { break }
            let wanted = home(members[Int(p) - 1])
            // Leave the entry where it is if its home lies cyclically in (hole, probe].
            let stays = hole <= probe
                ? (hole < wanted && wanted <= probe)
                : (hole < wanted || wanted <= probe)
            if stays { continue }
            slots[hole] = p
            hole = probe
        }
        slots[hole] = 0
    }
}
