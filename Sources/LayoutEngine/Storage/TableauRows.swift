/// One `coefficient × symbol` entry of a tableau row.
struct RowEntry: SymbolKeyed {
    var symbol: Symbol
    var coefficient: Double

    @inline(__always) var key: Symbol { symbol }

    init(symbol: Symbol, coefficient: Double) {
        self.symbol = symbol
        self.coefficient = coefficient
    }

    @inline(__always) init(freeLink: Int32) { self.init(symbol: Symbol(freeLink), coefficient: 0) }
    @inline(__always) var freeLink: Int32 { symbol.id }
}

/// The rows of the tableau, one per symbol (empty while the symbol is parametric):
/// `basic = constant + Σ coefficient × parametric`.
///
/// Rows being built or moved between symbols are `SparseRow`s; at rest, a short row
/// (nearly every row of a layout) lives in one shared array (see `SymbolLists`), where
/// the same arithmetic is done in place. A row longer than `longRow` when it is stored
/// stays a `SparseRow` of its own: a pivot moves rows between symbols, and copying a
/// long row in and out of the shared array at each pivot (rebuilding its hash each
/// time) doubled the cost of interactive resizing, whose rows are dense.
struct TableauRows {
    private var entries = SymbolLists(filler: RowEntry(symbol: Symbol(0), coefficient: 0), linearLimit: 20)
    /// Each row's constant, long rows included (their `SparseRow.constant` is kept equal).
    private let constants = Slab<Double>()
    /// Per symbol: the index of its long row in `longRows`, or -1.
    private let longIndex = Slab<Int32>()
    private var longRows: [SparseRow] = []
    private var freeLongRows: [Int32] = []

    static let longRow = 32

    mutating func reserveCapacity(symbols: Int) {
        entries.reserveCapacity(lists: symbols, entries: 4 * symbols)
        constants.reserveCapacity(symbols)
        longIndex.reserveCapacity(symbols)
    }

    /// Adds an empty row for a new symbol.
    mutating func addRow() {
        entries.addList()
        constants.append(0)
        longIndex.append(-1)
    }

    @inline(__always) private func long(_ b: Symbol) -> Int? {
        let l = longIndex[b.index]
        return l < 0 ? nil : Int(l)
    }

    @inline(__always) func count(_ b: Symbol) -> Int {
        if let l = long(b) { return longRows[l].count }
        return entries.count(b)
    }

    @inline(__always) func constant(_ b: Symbol) -> Double { constants[b.index] }

    @inline(__always) mutating func setConstant(_ b: Symbol, _ value: Double) {
        constants[b.index] = value
        if let l = long(b) { longRows[l].constant = value }
    }

    /// Adds `delta` to row `b`'s constant, returning the new constant.
    @inline(__always) @discardableResult
    mutating func shiftConstant(_ b: Symbol, by delta: Double) -> Double {
        let value = constants[b.index] + delta
        setConstant(b, value)
        return value
    }

    /// Adds `delta` × (the coefficient of `s` in row `b`) to the constant of each row `b`
    /// of `owners` (the rows `s` appears in), and passes each row whose constant ends
    /// below 0 to `negative`. One sweep with no copy-on-write check per row: an edit's
    /// suggested value moves every row its error appears in, at every resize step.
    mutating func shiftConstants(
        ofRows owners: UnsafeBufferPointer<Symbol>, containing s: Symbol, by delta: Double,
        negative: (Symbol) -> Void
    ) {
        var longOwners = false
        for b in owners {
            guard longIndex[b.index] < 0 else {
                longOwners = true
                continue
            }
            guard let p = entries.position(of: s, in: b) else { continue }
            let value = constants[b.index] + delta * entries[b, p].coefficient
            constants[b.index] = value
            if value < 0 { negative(b) }
        }
        guard longOwners else { return }
        for b in owners {
            guard let l = long(b) else { continue }
            let value = constants[b.index] + delta * longRows[l].coefficient(of: s)
            setConstant(b, value)
            if value < 0 { negative(b) }
        }
    }

    /// `target += factor × (row b)`, for rows outside the tableau.
    func add(row b: Symbol, times factor: Double, into target: inout SparseRow) {
        if let l = long(b) {
            target.add(longRows[l], times: factor)
            return
        }
        target.constant += factor * constants[b.index]
        entries.withEntries(b) { all in
            for entry in all { target.accumulate(entry.symbol, factor * entry.coefficient) }
        }
    }

    @inline(__always) func symbol(_ b: Symbol, at i: Int) -> Symbol {
        if let l = long(b) { return longRows[l].symbol(at: i) }
        return entries[b, i].symbol
    }

    @inline(__always) func coefficient(_ b: Symbol, at i: Int) -> Double {
        if let l = long(b) { return longRows[l].coefficient(at: i) }
        return entries[b, i].coefficient
    }

    /// The largest magnitude among row `b`'s coefficients (`SparseRow.largestCoefficient`).
    func largestCoefficient(of b: Symbol) -> Double {
        var largest = 0.0
        forEachEntry(of: b) { _, c in largest = max(largest, abs(c)) }
        return largest
    }

    /// Calls `body` with each entry of row `b` (symbol and coefficient), in order: a
    /// sweep through one row without finding it again for every entry (a dual ratio test
    /// reads every entry of a long row).
    @inline(__always)
    func forEachEntry(of b: Symbol, _ body: (Symbol, Double) -> Void) {
        if let l = long(b) {
            let row = longRows[l]
            row.symbols.withUnsafeBufferPointer { symbols in
                row.coefficients.withUnsafeBufferPointer { coefficients in
                    for i in symbols.indices { body(symbols[i], coefficients[i]) }
                }
            }
            return
        }
        entries.withEntries(b) { all in
            for entry in all { body(entry.symbol, entry.coefficient) }
        }
    }

    /// The coefficient of `s` in row `b` (0 when absent).
    @inline(__always)
    func coefficient(of s: Symbol, in b: Symbol) -> Double {
        if let l = long(b) { return longRows[l].coefficient(of: s) }
        guard let p = entries.position(of: s, in: b) else { return 0 }
        return entries[b, p].coefficient
    }

    /// Stores `row` as row `b` (empty), leaving `row` empty.
    mutating func install(_ b: Symbol, _ row: inout SparseRow) {
        constants[b.index] = row.constant
        if row.count > Self.longRow {
            let l: Int32
            if let free = freeLongRows.popLast() {
                l = free
            } else {
                l = Int32(longRows.count)
                longRows.append(SparseRow())
            }
            swap(&longRows[Int(l)], &row)
            longIndex[b.index] = l
            row = SparseRow()
        } else {
            entries.assign(b, count: row.count) {
                RowEntry(symbol: row.symbol(at: $0), coefficient: row.coefficient(at: $0))
            }
            row.removeAll(constant: 0)
        }
    }

    /// Moves row `b` into `row` (a short row reuses `row`'s storage), leaving it empty.
    mutating func take(_ b: Symbol, into row: inout SparseRow) {
        if let l = long(b) {
            row = SparseRow()
            swap(&longRows[l], &row)
            freeLongRows.append(Int32(l))
            longIndex[b.index] = -1
            constants[b.index] = 0
            return
        }
        row.removeAll(constant: constants[b.index])
        entries.withEntries(b) { all in
            for entry in all { row.appendNew(entry.symbol, entry.coefficient) }
        }
        clear(b)
    }

    /// Row `b`, leaving it empty.
    mutating func take(_ b: Symbol) -> SparseRow {
        var row = SparseRow()
        take(b, into: &row)
        return row
    }

    /// Empties row `b`.
    mutating func clear(_ b: Symbol) {
        if let l = long(b) {
            longRows[l] = SparseRow()
            freeLongRows.append(Int32(l))
            longIndex[b.index] = -1
        } else {
            entries.removeAll(b)
        }
        constants[b.index] = 0
    }

    /// Removes `s` from row `b`, returning the coefficient it had (0 when absent).
    @discardableResult
    mutating func remove(_ s: Symbol, from b: Symbol) -> Double {
        if let l = long(b) { return longRows[l].remove(s) }
        guard let p = entries.position(of: s, in: b) else { return 0 }
        let value = entries[b, p].coefficient
        entries.remove(at: p, from: b)
        return value
    }

    /// Row `b` += `factor × source`, reporting which symbols entered and left it so the
    /// caller can keep its column lists right (as `SparseRow.add(_:times:inserted:removed:)`).
    mutating func add(
        _ source: SparseRow, times factor: Double, to b: Symbol,
        inserted: Slab<Symbol>, removed: Slab<Symbol>
    ) {
        if let l = long(b) {
            longRows[l].add(source, times: factor, inserted: inserted, removed: removed)
            constants[b.index] = longRows[l].constant
            return
        }
        constants[b.index] += factor * source.constant
        for i in 0..<source.count {
            let s = source.symbol(at: i)
            let delta = factor * source.coefficient(at: i)
            if let p = entries.position(of: s, in: b) {
                let value = entries[b, p].coefficient + delta
                if SparseRow.isCancelled(value, adding: delta) {
                    entries.remove(at: p, from: b)
                    removed.append(s)
                } else {
                    entries[b, p].coefficient = value
                }
            } else if abs(delta) >= SparseRow.epsilon {
                entries.append(RowEntry(symbol: s, coefficient: delta), to: b)
                inserted.append(s)
            }
        }
    }
}
