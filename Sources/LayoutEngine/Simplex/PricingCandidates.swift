/// The symbols that may be improving while the objective is priced, handed out lowest
/// first (Bland's rule).
///
/// Pricing starts with every symbol of the objective's rows and then sweeps upwards, so
/// the members are kept in two parts: a bitset for those at or above the sweep, taken in
/// order by scanning words, and a min-heap for the few that a pivot makes candidates
/// again below it. Starting costs the rows' length, not a heap insertion per symbol, and
/// taking the lowest costs a word scan, not a heap's log n, which grew with the layout.
/// A bit also marks a heap member (the sweep never looks below itself), so a symbol is
/// never held twice.
struct PricingCandidates {
    private var bits: [UInt64] = []
    /// Members below `sweep`, as a min-heap.
    private var heap: [Symbol] = []
    /// The next position the bitset scan looks at.
    private var sweep = 0
    /// One past the highest position the bitset may hold.
    private var end = 0
    /// Every symbol inserted since `removeAll`, to clear their bits in that many steps.
    private var inserted: [Symbol] = []

    /// Starts over with `symbols` as the members (one listed twice is held once).
    mutating func reset(to symbols: [Symbol]) {
        removeAll()
        var low = Int.max
        var high = -1
        for s in symbols {
            low = min(low, s.index)
            high = max(high, s.index)
        }
        guard high >= 0 else { return }
        // A few symbols spread far apart cost less on the heap than a long word scan.
        if symbols.count * 1024 < high - low {
            sweep = Int.max
        } else {
            sweep = low
            end = high + 1
        }
        for s in symbols { insert(s) }
    }

    /// Adds `s` unless it is already a member.
    @inline(__always)
    mutating func insert(_ s: Symbol) {
        let word = s.index >> 6
        let bit = UInt64(1) << UInt64(s.index & 63)
        if word >= bits.count { bits += repeatElement(0, count: word + 1 - bits.count + bits.count / 2) }
        guard bits[word] & bit == 0 else { return }
        bits[word] |= bit
        inserted.append(s)
        if s.index < sweep {
            push(s)
        } else {
            end = max(end, s.index + 1)
        }
    }

    /// Takes the lowest member out.
    mutating func popLowest() -> Symbol? {
        let next = nextInBitset()
        if let h = heap.first, next.map({ h < $0 }) ?? true {
            popHeap()
            clear(h)
            return h
        }
        guard let b = next else { return nil }
        clear(b)
        sweep = b.index + 1
        return b
    }

    /// Empties the set, in as many steps as symbols were inserted.
    mutating func removeAll() {
        for s in inserted { bits[s.index >> 6] = 0 }
        inserted.removeAll(keepingCapacity: true)
        heap.removeAll(keepingCapacity: true)
        sweep = 0
        end = 0
    }

    @inline(__always)
    private mutating func clear(_ s: Symbol) {
        bits[s.index >> 6] &= ~(UInt64(1) << UInt64(s.index & 63))
    }

    /// The lowest bitset member at or above the sweep, which moves up to it.
    private mutating func nextInBitset() -> Symbol? {
        guard sweep < end else { return nil }
        var word = sweep >> 6
        // Bits below the sweep belong to heap members: masked out.
        var w = bits[word] & (~UInt64(0) << UInt64(sweep & 63))
        let lastWord = (end - 1) >> 6
        while w == 0 {
            word += 1
            guard word <= lastWord else {
                sweep = end
                return nil
            }
            w = bits[word]
        }
        let s = word << 6 + w.trailingZeroBitCount
        guard s < end else {
            sweep = end
            return nil
        }
        sweep = s
        return Symbol(index: s)
    }

    private mutating func push(_ s: Symbol) {
        heap.append(s)
        var k = heap.count - 1
        while k > 0 {
            let parent = (k - 1) / 2
            guard heap[parent] > heap[k] else { break }
            heap.swapAt(parent, k)
            k = parent
        }
    }

    private mutating func popHeap() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var k = 0
        let n = heap.count
        while true {
            let l = 2 * k + 1
            let r = l + 1
            var m = k
            if l < n && heap[l] < heap[m] { m = l }
            if r < n && heap[r] < heap[m] { m = r }
            guard m != k else { break }
            heap.swapAt(k, m)
            k = m
        }
    }
}
