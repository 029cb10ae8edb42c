/// The sizes a `SymbolLists` range comes in: powers of two and the midpoints between
/// them (2, 3, 4, 6, 8, 12, 16, 24, …), so a freed range fits many later lists while
/// a list of more than two entries leaves less than a third of its range empty. Ranges
/// up to `largestPooled` entries are reused; larger ones (a column of a symbol in
/// thousands of rows) are rare.
enum RangeClass {
    static let largestPooled = 4096
    /// Classes 2, 3, 4, 6, …, 4096.
    static let pooledCount = 2 * (Int.bitWidth - largestPooled.leadingZeroBitCount - 1) - 1

    /// The smallest class size of at least `n` entries (at least 2).
    @inline(__always)
    static func capacity(atLeast n: Int) -> Int {
        guard n > 2 else { return 2 }
        let power = 1 << (Int.bitWidth - n.leadingZeroBitCount - 1)
        if n == power { return n }
        return n <= power + power / 2 ? power + power / 2 : 2 * power
    }

    /// The free stack of class size `capacity`, or nil when such ranges are not pooled.
    @inline(__always)
    static func pooledIndex(_ capacity: Int) -> Int? {
        guard capacity <= largestPooled else { return nil }
        let k = Int.bitWidth - capacity.leadingZeroBitCount - 1
        // 2 → 0, 3 → 1, 4 → 2, 6 → 3, 8 → 4, …
        return 2 * (k - 1) + (capacity == 1 << k ? 0 : 1)
    }
}
