/// An open-addressing map from object identity to a small number (a variable code, a
/// record's slot).
///
/// Reading every value after a resize is on the hot path of interactive layout, and
/// `Dictionary<ObjectIdentifier, _>` spends most of a lookup in SipHash; object
/// addresses are already well spread, so a multiplicative hash does.
struct IdentityTable {
    private var keys: [UInt]
    private var values: [Int32]
    private var shift: UInt
    private(set) var count = 0

    init() {
        keys = [UInt](repeating: 0, count: 64)
        values = [Int32](repeating: -1, count: 64)
        shift = UInt(UInt.bitWidth - 6)
    }

    @inline(__always)
    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    @inline(__always)
    func value(for object: AnyObject) -> Int32? {
        let key = UInt(bitPattern: ObjectIdentifier(object))
        let mask = keys.count - 1
        var slot = home(key)
        while true {
            let k = keys[slot]
            if k == key { return values[slot] }
            if k == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Makes room for `n` entries, so filling the table never rehashes (a rehash visits
    /// the whole table in random order).
    mutating func reserveCapacity(_ n: Int) {
        var capacity = keys.count
        while n * 2 > capacity { capacity *= 2 }
        if capacity > keys.count { resize(to: capacity) }
    }

    mutating func insert(_ object: AnyObject, value: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        place(UInt(bitPattern: ObjectIdentifier(object)), value)
        count += 1
    }

    private mutating func place(_ key: UInt, _ value: Int32) {
        let mask = keys.count - 1
        var slot = home(key)
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() { resize(to: keys.count * 2) }

    /// Rehashes into `capacity` slots (a power of two).
    private mutating func resize(to capacity: Int) {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt](repeating: 0, count: capacity)
        values = [Int32](repeating: -1, count: capacity)
        shift = UInt(UInt.bitWidth - capacity.trailingZeroBitCount)
        for i in oldKeys.indices where oldKeys[i] != 0 { place(oldKeys[i], oldValues[i]) }
    }

    /// Removes the entry by backward shift (no tombstones).
    mutating func remove(_ object: AnyObject) {
        let key = UInt(bitPattern: ObjectIdentifier(object))
        let mask = keys.count - 1
        var hole = home(key)
        while keys[hole] != key {
            if keys[hole] == 0 { return }
            hole = (hole + 1) & mask
        }
        var probe = hole
        while true {
            probe = (probe + 1) & mask
            let k = keys[probe]
            if k == 0 { break }
            let wanted = home(k)
            let stays = hole <= probe ? (hole < wanted && wanted <= probe) : (hole < wanted || wanted <= probe)
            if stays { continue }
            keys[hole] = k
            values[hole] = values[probe]
            hole = probe
        }
        keys[hole] = 0
        count -= 1
    }
}
