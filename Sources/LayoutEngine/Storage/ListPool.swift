/// Many short lists (of symbols, of definitions) in one array: each list is a range of
/// `storage`.
///
/// Every constraint in the solver keeps two such lists (the symbols its row uses, the
/// definitions expanded into it). As separate arrays they were two heap blocks per
/// constraint, each allocated, reference counted and freed on its own; here they are a
/// range each. Freed ranges are only counted; the owner compacts (copies its live lists
/// into a fresh pool) when more than half the storage is garbage.
struct ListPool<Element> {
    /// Where a list lives in the pool.
    struct Handle {
        var start: Int32
        var count: Int32
        static var empty: Handle { Handle(start: 0, count: 0) }
    }

    private(set) var storage: [Element] = []
    private var garbage = 0

    mutating func reserveCapacity(_ n: Int) { storage.reserveCapacity(n) }

    mutating func append<C: Collection<Element>>(_ list: C) -> Handle {
        guard !list.isEmpty else { return .empty }
        let start = Int32(storage.count)
        storage.append(contentsOf: list)
        return Handle(start: start, count: Int32(list.count))
    }

    @inline(__always)
    subscript(_ handle: Handle) -> ArraySlice<Element> {
        storage[Int(handle.start)..<Int(handle.start + handle.count)]
    }

    mutating func free(_ handle: Handle) { garbage += Int(handle.count) }

    /// How many entries belong to lists not freed.
    var liveCount: Int { storage.count - garbage }

    /// Whether enough of the storage is garbage to be worth a compaction.
    var wantsCompaction: Bool { garbage > 1024 && garbage * 2 > storage.count }
}
