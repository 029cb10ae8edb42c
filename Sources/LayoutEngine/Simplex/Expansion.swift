/// Scratch space that rewrites a constraint's terms over tableau symbols, expanding
/// definitions. Definitions refer only to older ones, so taking them newest first
/// expands each exactly once, whatever sharing the DAG has.
struct Expansion {
    private var symbolCoefficient: [Double] = []
    private var touchedSymbols: [Symbol] = []
    private var definitionCoefficient: [Double] = []
    private var pending: [Int32] = []  // max-heap of definition indices
    private var constant = 0.0
    /// The result buffers, reused from one constraint to the next: the caller's copies
    /// are gone by the next `begin`, so clearing them keeps their storage.
    private var terms: [(symbol: Symbol, coefficient: Double)] = []
    private var expanded: [Int32] = []
    /// The constant definitions a row names, for `row(of:…)`'s direct path.
    private var folded: [(definition: Int32, coefficient: Double)] = []

    /// The row of a constraint whose terms are `terms` (each variable once) plus
    /// `constant`, over tableau symbols: its terms, its constant, and the definitions
    /// expanded (newest first). `code` gives a term's variable as a tableau symbol or a
    /// definition (the same code every time it is asked); `symbolCount` is then the
    /// tableau's symbol count. Most constraints name only tableau symbols and variables
    /// defined as constants (`container.x == 0`): their row is their terms with those
    /// constants folded in, in the order the full expansion takes them, without its dense
    /// scratch tables (which were a fifth of a small layout's build outside the tableau).
    @inline(__always)
    mutating func row(
        of terms: [Term], constant: Double, code: (Variable) -> VariableCode, symbolCount: () -> Int,
        _ definitions: [Definition], _ references: [(code: VariableCode, coefficient: Double)]
    ) -> (terms: [(symbol: Symbol, coefficient: Double)], constant: Double, expanded: [Int32]) {
        self.terms.removeAll(keepingCapacity: true)
        expanded.removeAll(keepingCapacity: true)
        folded.removeAll(keepingCapacity: true)
        // Every term's code is asked for here, before the full expansion sizes its tables
        // by `symbolCount`.
        var direct = true
        for term in terms {
            let c = code(term.variable)
            let k = term.coefficient
            if let s = c.symbol {
                if abs(k) >= SparseRow.epsilon { self.terms.append((s, k)) }
            } else if let d = c.definition, definitions[d].count == 0 {
                folded.append((Int32(d), k))
            } else {
                direct = false
            }
        }
        guard direct else {
            begin(constant: constant, symbolCount: symbolCount(), definitionCount: definitions.count)
            for term in terms { add(code(term.variable), term.coefficient) }
            return finish(definitions, references)
        }
        if folded.count > 1 { folded.sort { $0.definition > $1.definition } }
        var folding = constant
        for (d, k) in folded {
            folding += k * definitions[Int(d)].constant
            expanded.append(d)
        }
        return (self.terms, folding, expanded)
    }

    mutating func begin(constant: Double, symbolCount: Int, definitionCount: Int) {
        self.constant = constant
        terms.removeAll(keepingCapacity: true)
        expanded.removeAll(keepingCapacity: true)
        growSymbols(to: symbolCount)
        if definitionCoefficient.count < definitionCount {
            definitionCoefficient.append(
                contentsOf: repeatElement(0, count: definitionCount - definitionCoefficient.count))
        }
    }

    private mutating func growSymbols(to count: Int) {
        if symbolCoefficient.count < count {
            symbolCoefficient.append(contentsOf: repeatElement(0, count: count - symbolCoefficient.count))
        }
    }

    /// Adds `coefficient × code` (a tableau symbol or a definition).
    @inline(__always)
    mutating func add(_ code: VariableCode, _ coefficient: Double) {
        if let s = code.symbol {
            add(s, coefficient)
        } else if let d = code.definition {
            if definitionCoefficient[d] == 0 { push(Int32(d)) }
            definitionCoefficient[d] += coefficient
            if definitionCoefficient[d] == 0 { definitionCoefficient[d] = .leastNonzeroMagnitude }
        }
    }

    /// Adds `coefficient × s`.
    @inline(__always)
    mutating func add(_ s: Symbol, _ coefficient: Double) {
        if symbolCoefficient[s.index] == 0 { touchedSymbols.append(s) }
        symbolCoefficient[s.index] += coefficient
        if symbolCoefficient[s.index] == 0 { symbolCoefficient[s.index] = .leastNonzeroMagnitude }
    }

    /// The row over tableau symbols (in first-touch order), its constant, and the
    /// definitions that were expanded (newest first).
    mutating func finish(
        _ definitions: [Definition], _ references: [(code: VariableCode, coefficient: Double)]
    )
        -> (terms: [(symbol: Symbol, coefficient: Double)], constant: Double, expanded: [Int32])
    {
        while let d = pop() {
            let k = definitionCoefficient[Int(d)]
            definitionCoefficient[Int(d)] = 0
            // Cancelled out exactly (`a.top - b.bottom` with both placed below the same
            // chain of views): the definition adds nothing to the row, so it is neither
            // expanded nor part of what the constraint depends on (nor of a conflict's
            // explanation). `add` marks such a cancellation with the least magnitude.
            if abs(k) <= .leastNonzeroMagnitude { continue }
            expanded.append(d)
            let definition = definitions[Int(d)]
            constant += k * definition.constant
            for (code, c) in references[definition.range] { add(code, k * c) }
        }
        for s in touchedSymbols {
            let c = symbolCoefficient[s.index]
            symbolCoefficient[s.index] = 0
            if abs(c) >= SparseRow.epsilon { terms.append((s, c)) }
        }
        touchedSymbols.removeAll(keepingCapacity: true)
        return (terms, constant, expanded)
    }

    private mutating func push(_ d: Int32) {
        pending.append(d)
        var i = pending.count - 1
        while i > 0 {
            let parent = (i - 1) / 2
            if pending[parent] >= pending[i] { break }
            pending.swapAt(parent, i)
            i = parent
        }
    }

    private mutating func pop() -> Int32? {
        guard let top = pending.first else { return nil }
        let last = pending.removeLast()
        if !pending.isEmpty {
            pending[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1
                let r = l + 1
                var m = i
                if l < pending.count && pending[l] > pending[m] { m = l }
                if r < pending.count && pending[r] > pending[m] { m = r }
                if m == i { break }
                pending.swapAt(i, m)
                i = m
            }
        }
        return top
    }
}
