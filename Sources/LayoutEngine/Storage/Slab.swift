/// A growable array of plain values (no references inside) behind one pointer, with
/// reference semantics and no copy-on-write.
///
/// The tableau's rows and columns are read and written a few times per entry of every
/// pivot. Held in `Array`s nested in structs, each write checked that the array was
/// uniquely referenced (a call into the runtime) and each access checked its bounds: a
/// third of the instructions of building a small form. A slab has one owner, which never
/// copies it, so neither check buys anything; bounds are asserted in debug builds, which
/// the tests, the fuzzers and the sanitizer runs use.
final class Slab<Element: BitwiseCopyable> {
    // A slab is not shared across threads (no type holding one is Sendable): dynamic
    // exclusivity checks on these would cost more than the accesses they guard.
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private(set) var capacity: Int

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 0)
        base = .allocate(capacity: max(capacity, 1))
    }

    deinit { base.deallocate() }

    @inline(__always)
    subscript(_ i: Int) -> Element {
        get {
            assert(i >= 0 && i < count, "slab index \(i) out of 0..<\(count)")
            return base[i]
        }
        set {
            assert(i >= 0 && i < count, "slab index \(i) out of 0..<\(count)")
            base[i] = newValue
        }
    }

    /// The elements `range` as a buffer, valid until the slab next grows.
    @inline(__always)
    func buffer(_ range: Range<Int>) -> UnsafeBufferPointer<Element> {
        assert(range.lowerBound >= 0 && range.upperBound <= count)
        return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { grow(atLeast: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `n` copies of `element`.
    func append(repeating element: Element, count n: Int) {
        guard n > 0 else { return }
        if count + n > capacity { grow(atLeast: count + n) }
        (base + count).initialize(repeating: element, count: n)
        count += n
    }

    func reserveCapacity(_ n: Int) {
        if n > capacity { resize(to: n) }
    }

    /// Keeps the first `n` elements.
    func truncate(to n: Int) {
        assert(n >= 0 && n <= count)
        count = n
    }

    /// Takes `other`'s elements, leaving it empty (a compaction builds its copy in a
    /// second slab and moves it in).
    func take(_ other: Slab) {
        swap(&base, &other.base)
        swap(&count, &other.count)
        swap(&capacity, &other.capacity)
        other.count = 0
    }

    private func grow(atLeast n: Int) { resize(to: Swift.max(n, 2 * capacity, 8)) }

    private func resize(to newCapacity: Int) {
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        fresh.initialize(from: base, count: count)
        base.deallocate()
        base = fresh
        capacity = newCapacity
    }
}
