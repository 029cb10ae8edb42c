/// An open-addressing hash from a symbol to its position in a list, for lists too long
/// to scan. The list itself stays with its owner: operations that compare symbols are
/// handed `key`, the symbol at a position, so one implementation serves lists held in
/// their own array (`SymbolIndex`) and lists held in a shared one (`SymbolLists`).
///
/// Slots hold `position + 1` (0 = empty); deletion shifts entries back, so lookups need
/// no tombstones.
struct PositionSlots {
    private var slots: [Int32]
    private var shift: UInt32

    /// Slots for the first `count` positions of a list, with room to grow.
    init(count: Int, key: (Int) -> Symbol) {
        var capacity = 32
        while capacity < count * 3 { capacity <<= 1 }
        shift = UInt32(32 - capacity.trailingZeroBitCount)
        slots = [Int32](repeating: 0, count: capacity)
        for position in 0..<count { insert(key(position), position: position) }
    }

    /// Whether a list of `count` entries still fits; when not, the owner builds anew.
    @inline(__always) func fits(_ count: Int) -> Bool { count * 2 <= slots.count }

    @inline(__always)
    private func home(_ symbol: Symbol) -> Int {
        Int((UInt32(bitPattern: symbol.id) &* 0x9E37_79B1) >> shift)
    }

    /// The position of `symbol`, or nil.
    @inline(__always)
    func position(of symbol: Symbol, key: (Int) -> Symbol) -> Int? {
        let mask = slots.count - 1
        var slot = home(symbol)
        while true {
            let p = slots[slot]
            if p == 0 { return nil }
            if key(Int(p) - 1) == symbol { return Int(p) - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Records `symbol` (not present) at `position`.
    @inline(__always)
    mutating func insert(_ symbol: Symbol, position: Int) {
        let mask = slots.count - 1
        var slot = home(symbol)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
    }

    /// Records that `symbol` (present) now sits at `position`.
    mutating func move(_ symbol: Symbol, to position: Int, key: (Int) -> Symbol) {
        slots[slot(of: symbol, key: key)] = Int32(position + 1)
    }

    /// Forgets `symbol` (present). `key` must still find it at its old position.
    mutating func remove(_ symbol: Symbol, key: (Int) -> Symbol) {
        let mask = slots.count - 1
        var hole = slot(of: symbol, key: key)
        var probe = hole
        while true {
            probe = (probe + 1) & mask
            let p = slots[probe]
            if p == 0 { break }
            let wanted = home(key(Int(p) - 1))
            // Leave the entry where it is if its home lies cyclically in (hole, probe].
            let stays =
                hole <= probe
                ? (hole < wanted && wanted <= probe)
                : (hole < wanted || wanted <= probe)
            if stays { continue }
            slots[hole] = p
            hole = probe
        }
        slots[hole] = 0
    }

    private func slot(of symbol: Symbol, key: (Int) -> Symbol) -> Int {
        let mask = slots.count - 1
        var slot = home(symbol)
        while key(Int(slots[slot]) - 1) != symbol { slot = (slot + 1) & mask }
        return slot
    }
}
