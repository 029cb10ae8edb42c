/// A linear expression over tableau symbols: `constant + Σ coefficient × symbol`.
///
/// In the tableau a row belongs to a basic symbol and reads `basic = constant + Σ …`;
/// objective rows read `objective = constant + Σ …`. Coefficients whose magnitude falls
/// below `SparseRow.epsilon` are dropped, which keeps rows sparse and avoids pivoting on
/// rounding noise.
struct SparseRow {
    static let epsilon = 1e-8

    /// The part of a coefficient added to another below which their sum is rounding.
    static let cancellationNoise = 1e-11

    /// Whether `sum`, a coefficient plus `delta`, is what is left of two coefficients
    /// cancelling: below `epsilon`, or below `cancellationNoise` of `delta` (then the
    /// coefficient was about `-delta` too). Coefficients near 10^9 (reached through
    /// 0.001 multipliers) cancel to 2^-22, far above `epsilon`: such a noise coefficient
    /// once let an error variable take a required equality that contradicts another.
    @inline(__always)
    static func isCancelled(_ sum: Double, adding delta: Double) -> Bool {
        abs(sum) < epsilon || abs(sum) < cancellationNoise * abs(delta)
    }

    private(set) var index = SymbolIndex()
    private(set) var coefficients: [Double] = []
    var constant: Double = 0

    /// The outcome of changing one coefficient, so callers can maintain column lists.
    enum Change { case inserted, removed, updated, none }

    init(constant: Double = 0) { self.constant = constant }

    /// An empty row that will grow long and be looked up by symbol everywhere (an
    /// objective level): its index is an array indexed by symbol (`SymbolIndex(dense:)`).
    static func objective() -> SparseRow {
        var row = SparseRow()
        row.index = SymbolIndex(dense: ())
        return row
    }

    /// A row over distinct `symbols`.
    init(symbols: [Symbol], coefficients: [Double], constant: Double) {
        index = SymbolIndex(members: symbols)
        self.coefficients = coefficients
        self.constant = constant
    }

    /// Empties the row, keeping its storage, and sets its constant.
    mutating func removeAll(constant: Double) {
        index.removeAll()
        coefficients.removeAll(keepingCapacity: true)
        self.constant = constant
    }

    /// Appends `symbol`, which must not be in the row, with a coefficient that is not ~0.
    @inline(__always)
    mutating func appendNew(_ symbol: Symbol, _ coefficient: Double) {
        index.append(symbol)
        coefficients.append(coefficient)
    }

    @inline(__always) var count: Int { index.count }
    @inline(__always) var isEmpty: Bool { index.isEmpty }
    @inline(__always) var symbols: [Symbol] { index.members }

    @inline(__always) func symbol(at i: Int) -> Symbol { index.members[i] }
    @inline(__always) func coefficient(at i: Int) -> Double { coefficients[i] }

    /// The largest magnitude among the coefficients (0 for an empty row): the scale a
    /// pivot's divisor is judged against.
    var largestCoefficient: Double { coefficients.reduce(0) { max($0, abs($1)) } }

    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        guard let p = index.position(of: symbol) else { return 0 }
        return coefficients[p]
    }

    /// Adds `delta` to the coefficient of `symbol`, dropping it when it becomes ~0.
    @inline(__always) @discardableResult
    mutating func accumulate(_ symbol: Symbol, _ delta: Double) -> Change {
        if let p = index.position(of: symbol) {
            let value = coefficients[p] + delta
            if Self.isCancelled(value, adding: delta) {
                removeEntry(at: p)
                return .removed
            }
            coefficients[p] = value
            return .updated
        }
        if abs(delta) < Self.epsilon { return .none }
        index.append(symbol)
        coefficients.append(delta)
        return .inserted
    }

    /// Removes `symbol`, returning the coefficient it had (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let p = index.position(of: symbol) else { return 0 }
        let value = coefficients[p]
        removeEntry(at: p)
        return value
    }

    private mutating func removeEntry(at p: Int) {
        index.remove(at: p)
        let last = coefficients.count - 1
        coefficients[p] = coefficients[last]
        coefficients.removeLast()
    }

    /// Adds `factor × other` and reports which symbols entered and left this row, so
    /// the caller can keep its column lists right.
    mutating func add(
        _ other: SparseRow, times factor: Double,
        inserted: Slab<Symbol>, removed: Slab<Symbol>
    ) {
        constant += factor * other.constant
        if other.count > 1 { index.buildHashIfLong() }
        other.index.members.withUnsafeBufferPointer { symbols in
            other.coefficients.withUnsafeBufferPointer { values in
                for i in 0..<symbols.count {
                    switch accumulate(symbols[i], factor * values[i]) {
                    case .inserted: inserted.append(symbols[i])
                    case .removed: removed.append(symbols[i])
                    case .updated, .none: break
                    }
                }
            }
        }
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for i in coefficients.indices { coefficients[i] *= factor }
    }

    /// Adds `factor × other`, without column bookkeeping (for rows outside the tableau).
    mutating func add(_ other: SparseRow, times factor: Double) {
        constant += factor * other.constant
        if other.count > 1 { index.buildHashIfLong() }
        for i in 0..<other.count {
            accumulate(other.symbol(at: i), factor * other.coefficient(at: i))
        }
    }

    /// Rewrites `0 = self` (with `symbol` in it) as `symbol = …`.
    mutating func solve(for symbol: Symbol) {
        let a = remove(symbol)
        scale(by: -1 / a)
    }

    /// Rewrites `lhs = self` (with `symbol` in it, `lhs` not) as `symbol = …`, moving
    /// `lhs` in. `lhs` takes `symbol`'s place: the order appending it and removing
    /// `symbol` gave, without hashing a long row only to look one symbol up in it.
    mutating func solve(for symbol: Symbol, from lhs: Symbol) {
        assert(index.position(of: lhs) == nil)
        guard let p = index.position(of: symbol) else { preconditionFailure("solving for a symbol not in the row") }
        let a = coefficients[p]
        index.replace(at: p, with: lhs)
        coefficients[p] = -1
        scale(by: -1 / a)
    }
}
