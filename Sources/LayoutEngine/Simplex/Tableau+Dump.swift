extension Tableau {
    /// The tableau as text, for debugging (kiwi's `debug.h` is the model): each basic
    /// row as `x3 = 16 + 1 * s4 - 1 * e7`, then each priority level's objective, then the
    /// rows waiting for the dual simplex. Symbols are named by kind: `x` external, `s`
    /// slack, `e` error, `d` marker of a required equality, `a` artificial.
    func dump() -> String {
        var lines = ["rows:"]
        for b in 0..<kinds.count where isBasic[b] {
            let basic = Symbol(index: b)
            var terms: [(Symbol, Double)] = []
            for i in 0..<rows.count(basic) { terms.append((rows.symbol(basic, at: i), rows.coefficient(basic, at: i))) }
            lines.append("  \(name(basic)) = \(text(constant: rows.constant(basic), terms))")
        }
        lines.append("objective:")
        for level in levels {
            let terms = level.row.symbols.map { ($0, level.row.coefficient(of: $0)) }
            lines.append("  priority \(level.priority): \(text(constant: level.row.constant, terms))")
        }
        if !infeasibleRows.isEmpty {
            lines.append("infeasible: " + infeasibleRows.map(name).joined(separator: " "))
        }
        lines.append("pivots: \(pivotCount)")
        return lines.joined(separator: "\n")
    }

    private func text(constant: Double, _ terms: [(Symbol, Double)]) -> String {
        // Sorted by symbol, so two dumps of the same tableau read the same.
        let sorted = terms.sorted { $0.0 < $1.0 }
        var out = "\(constant)"
        for (s, c) in sorted { out += c < 0 ? " - \(-c) * \(name(s))" : " + \(c) * \(name(s))" }
        return out
    }
}
