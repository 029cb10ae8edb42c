/// Something a `SymbolLists` list holds, found by a symbol.
protocol SymbolKeyed: BitwiseCopyable {
    var key: Symbol { get }
    /// An entry that holds a storage position instead: a free range's first entry names
    /// the range freed before it (free ranges are a stack threaded through themselves).
    init(freeLink: Int32)
    var freeLink: Int32 { get }
}

extension Symbol: SymbolKeyed {
    @inline(__always) var key: Symbol { self }
    @inline(__always) init(freeLink: Int32) { self.init(freeLink) }
    @inline(__always) var freeLink: Int32 { id }
}

/// One short list per symbol (a tableau row, a column of row owners), all in one array.
///
/// As an array each, a tableau of a 10,000-view layout held a quarter of a million heap
/// blocks, scattered among the compilation's objects: every pivot reached them through
/// cache misses, and freeing the tableau visited each one. Here a list is a range of
/// `storage` with room to grow. Range sizes come in classes (`RangeClass`); a range a
/// list gives up (it was emptied, or outgrew it) goes on its class's free stack, and the
/// next range of that class is taken from there, last freed first. A pivot empties one
/// row and fills another of about the same length, so the new row is written where the
/// old one was just read, in cache; always taking fresh room at the end instead made
/// the array three times the live entries and every new row a write to cold memory.
/// Ranges beyond the largest pooled class are left behind as garbage, and when more
/// than half of `storage` is garbage or free the live lists are copied, in symbol
/// order, into a fresh array. Positions inside a list survive a move; removal swaps the
/// last entry into the hole. Lists longer than `linearLimit` get a hash
/// from symbol to position.
///
/// The headers and entries are `Slab`s: a `SymbolLists` is owned by one tableau and never
/// copied to be changed apart (a copy shares the lists; only read through copies).
struct SymbolLists<Element: SymbolKeyed> {
    private struct Header {
        var start: Int32 = 0
        var count: Int32 = 0
        var capacity: Int32 = 0
        /// Index into `hashes`, or -1 while the list is short enough to scan.
        var hash: Int32 = -1
    }

    private let headers = Slab<Header>()
    private let storage = Slab<Element>()
    private var hashes: [PositionSlots] = []
    private var freeHashes: [Int32] = []
    /// Per pooled range class: the start of the last freed range of that class, or -1.
    /// Each free range's first entry keys the one freed before it (a stack threaded
    /// through the free ranges themselves).
    private var freeRanges = [Int32](repeating: -1, count: RangeClass.pooledCount)
    /// Entries of `storage` in free ranges.
    private var free = 0
    /// Entries of `storage` that no list owns and no free stack holds.
    private var garbage = 0
    /// What fills the unused room of a range (never read).
    private let filler: Element
    /// The longest list found by a scan; longer ones get a hash.
    private let linearLimit: Int

    init(filler: Element, linearLimit: Int = SymbolIndex.linearLimit) {
        self.filler = filler
        self.linearLimit = linearLimit
    }

    mutating func reserveCapacity(lists: Int, entries: Int) {
        headers.reserveCapacity(lists)
        storage.reserveCapacity(entries)
    }

    /// Adds an empty list; lists are numbered from 0 in the order they are added, one per
    /// symbol.
    mutating func addList() { headers.append(Header()) }

    @inline(__always) func count(_ list: Symbol) -> Int { Int(headers[list.index].count) }
    @inline(__always) func isEmpty(_ list: Symbol) -> Bool { headers[list.index].count == 0 }

    /// Entries of the shared array in use: lists' ranges, free ranges and garbage.
    var storageCount: Int { storage.count }

    /// The entry at `position` of `list`.
    @inline(__always)
    subscript(_ list: Symbol, _ position: Int) -> Element {
        get {
            assert(position < headers[list.index].count)
            return storage[Int(headers[list.index].start) + position]
        }
        nonmutating set {
            // The key must stay the same: the hash, if any, is not told.
            assert(position < headers[list.index].count)
            storage[Int(headers[list.index].start) + position] = newValue
        }
    }

    /// Calls `body` with the entries of `list`, which must not change meanwhile.
    @inline(__always)
    func withEntries<R>(_ list: Symbol, _ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        let h = headers[list.index]
        return body(storage.buffer(Int(h.start)..<Int(h.start + h.count)))
    }

    /// The position of the entry keyed `symbol` in `list`, or nil.
    @inline(__always)
    func position(of symbol: Symbol, in list: Symbol) -> Int? {
        let h = headers[list.index]
        let all = storage.base + Int(h.start)
        if h.hash >= 0 { return hashes[Int(h.hash)].position(of: symbol) { all[$0].key } }
        var i = 0
        while i < Int(h.count) {
            if all[i].key == symbol { return i }
            i += 1
        }
        return nil
    }

    /// Appends `entry`, whose key must not be in `list`.
    @inline(__always)
    mutating func append(_ entry: Element, to list: Symbol) {
        // Most lists are short, unhashed and have room: a pivot of a long row appends
        // thousands of entries, and a call each cost a fifth of the append.
        let h = headers[list.index]
        if h.count < h.capacity && h.hash < 0 && Int(h.count) < linearLimit {
            storage[Int(h.start + h.count)] = entry
            headers[list.index].count = h.count + 1
        } else {
            appendGrowingOrHashing(entry, to: list)
        }
    }

    private mutating func appendGrowingOrHashing(_ entry: Element, to list: Symbol) {
        var h = headers[list.index]
        if h.count == h.capacity {
            grow(list)
            h = headers[list.index]
        }
        let position = Int(h.count)
        storage[Int(h.start) + position] = entry
        h.count += 1
        headers[list.index] = h
        if h.hash >= 0 {
            if hashes[Int(h.hash)].fits(Int(h.count)) {
                hashes[Int(h.hash)].insert(entry.key, position: position)
            } else {
                buildHash(list)
            }
        } else if h.count > linearLimit {
            buildHash(list)
        }
    }

    /// Removes the entry at `position`; the last entry of the list moves into its place.
    @inline(__always)
    mutating func remove(at position: Int, from list: Symbol) {
        let h = headers[list.index]
        assert(position < Int(h.count))
        if h.hash >= 0 { forgetHashed(at: position, in: list) }
        let all = storage.base + Int(h.start)
        all[position] = all[Int(h.count) - 1]
        headers[list.index].count = h.count - 1
    }

    /// Takes the entry at `position` out of a hashed list's hash, the last entry moving
    /// into its place.
    private mutating func forgetHashed(at position: Int, in list: Symbol) {
        let h = headers[list.index]
        let all = storage.base + Int(h.start)
        let last = Int(h.count) - 1
        let hash = Int(h.hash)
        hashes[hash].remove(all[position].key) { all[$0].key }
        if position != last { hashes[hash].move(all[last].key, to: position) { all[$0].key } }
    }

    /// Puts `entry` (a key not in `list`) in place of the entry at `position`: in place
    /// in a short list; a hashed one removes and appends.
    @inline(__always)
    mutating func replace(at position: Int, in list: Symbol, with entry: Element) {
        if headers[list.index].hash >= 0 {
            remove(at: position, from: list)
            append(entry, to: list)
        } else {
            self[list, position] = entry
        }
    }

    /// Empties `list`, giving up its range.
    mutating func removeAll(_ list: Symbol) {
        let h = headers[list.index]
        release(start: h.start, capacity: Int(h.capacity))
        if h.hash >= 0 { freeHashes.append(h.hash) }
        headers[list.index] = Header()
    }

    /// Makes `list` hold exactly `count` entries, `entry(i)` for each position `i` (distinct
    /// keys), with `slack` entries of room.
    mutating func assign(_ list: Symbol, count: Int, slack: Int = 2, _ entry: (Int) -> Element) {
        removeAll(list)
        guard count > 0 else { return }
        compactIfWorthwhile()
        let capacity = RangeClass.capacity(atLeast: count + slack)
        let start = Int(allocate(capacity))
        let all = storage.base + start
        for i in 0..<count { all[i] = entry(i) }
        headers[list.index] = Header(start: Int32(start), count: Int32(count), capacity: Int32(capacity))
        if count > linearLimit { buildHash(list) }
    }

    /// Gives a full list about twice the room: in place at the end of `storage`, else in
    /// another range, the old one freed.
    private mutating func grow(_ list: Symbol) {
        let old = headers[list.index]
        let capacity = RangeClass.capacity(atLeast: max(4, 2 * Int(old.capacity)))
        if old.capacity > 0 && Int(old.start + old.capacity) == storage.count {
            storage.append(repeating: filler, count: capacity - Int(old.capacity))
            headers[list.index].capacity = Int32(capacity)
            return
        }
        compactIfWorthwhile()
        let h = headers[list.index]
        let start = allocate(capacity)
        let all = storage.base
        for i in 0..<Int(h.count) { all[Int(start) + i] = all[Int(h.start) + i] }
        release(start: h.start, capacity: Int(h.capacity))
        headers[list.index].start = start
        headers[list.index].capacity = Int32(capacity)
    }

    /// A range of `capacity` (a `RangeClass` size) entries: the last freed one of its
    /// class, else new room at the end.
    private mutating func allocate(_ capacity: Int) -> Int32 {
        if let c = RangeClass.pooledIndex(capacity), freeRanges[c] >= 0 {
            let start = freeRanges[c]
            freeRanges[c] = storage[Int(start)].freeLink
            free -= capacity
            return start
        }
        let start = Int32(storage.count)
        storage.append(repeating: filler, count: capacity)
        return start
    }

    /// Gives up a range: onto its class's free stack, or left as garbage when too large
    /// to pool.
    private mutating func release(start: Int32, capacity: Int) {
        guard capacity > 0 else { return }
        if let c = RangeClass.pooledIndex(capacity) {
            storage[Int(start)] = Element(freeLink: freeRanges[c])
            freeRanges[c] = start
            free += capacity
        } else {
            garbage += capacity
        }
    }

    private mutating func buildHash(_ list: Symbol) {
        let h = headers[list.index]
        let all = storage.base + Int(h.start)
        let hash = PositionSlots(count: Int(h.count)) { all[$0].key }
        if h.hash >= 0 {
            hashes[Int(h.hash)] = hash
        } else if let reused = freeHashes.popLast() {
            hashes[Int(reused)] = hash
            headers[list.index].hash = reused
        } else {
            hashes.append(hash)
            headers[list.index].hash = Int32(hashes.count - 1)
        }
    }

    /// Copies the live lists into a fresh array when more than half of it is garbage or
    /// free. Positions within lists are kept, so hashes stay valid; free ranges are
    /// dropped.
    private mutating func compactIfWorthwhile() {
        let idle = garbage + free
        guard idle > 4096 && idle * 2 > storage.count else { return }
        let fresh = Slab<Element>(capacity: storage.count - idle)
        for l in 0..<headers.count where headers[l].capacity > 0 {
            let h = headers[l]
            headers[l].start = Int32(fresh.count)
            for i in Int(h.start)..<Int(h.start + h.capacity) { fresh.append(storage[i]) }
        }
        storage.take(fresh)
        garbage = 0
        free = 0
        for c in freeRanges.indices { freeRanges[c] = -1 }
    }
}
