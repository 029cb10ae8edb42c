extension Solver {
    /// Tests and debugging: when set, the solver checks its invariants after every pivot,
    /// add, remove, suggested value and solve, and keeps what breaks them for
    /// `invariantViolations()`. Each check is a pass over the whole tableau, so this is
    /// for property tests and bug hunts, never for production layouts.
    public var checksInvariants: Bool {
        get { tableau.checksInvariants }
        set { tableau.checksInvariants = newValue }
    }

    /// Tests and debugging: the length above which a tableau row leaves the column index
    /// (256 by default, far above any real layout's rows: long chains resized). Property
    /// tests and fuzzers set it low so that their small systems exercise those rows.
    public var unindexedRowLength: Int {
        get { tableau.unindexedRow }
        set { tableau.unindexedRow = max(1, newValue) }
    }

    /// What breaks the solver's invariants now, and what broke them at any step checked
    /// since `checksInvariants` was set; empty when all hold:
    /// - the tableau's: rows over parametric symbols and mirrored by the column index,
    ///   restricted basic symbols non-negative (or queued for the dual simplex), markers
    ///   of required equalities at 0 when basic, objective rows over parametric symbols only;
    /// - every variable's use count is the number of constraint rows and definitions
    ///   that mention it;
    /// - definitions refer only to live definitions made before them (so they form a DAG
    ///   and evaluate in creation order).
    public func invariantViolations() -> [String] {
        tableau.recordedViolations + tableau.invariantViolations() + ownViolations()
    }

    /// The tableau as text: rows, objective levels, the dual simplex's queue (symbols
    /// named by kind: `x` external, `s` slack, `e` error, `d` marker, `a` artificial),
    /// then each definition kept out of it, for debugging.
    public func dump() -> String {
        var lines = [tableau.dump()]
        let live = definitions.indices.filter { definitions[$0].isAlive }
        if !live.isEmpty {
            lines.append("definitions:")
            for i in live {
                let terms = references[definitions[i].range].map { code, k in
                    let name = code.symbol.map(tableau.name) ?? code.definition.map { "D\($0)" } ?? "?"
                    return k < 0 ? " - \(-k) * \(name)" : " + \(k) * \(name)"
                }
                lines.append("  D\(i) (\(definitions[i].variable)) = \(definitions[i].constant)" + terms.joined())
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Records the violations after a public operation, when checking is on.
    func checkpoint(_ step: @autoclosure () -> String, _ scope: Tableau.InvariantScope = .operation) {
        guard tableau.checksInvariants else { return }
        tableau.recordViolations(after: step(), scope, more: ownViolations())
    }

    /// The solver's own invariants: use counts and the definitions' order.
    private func ownViolations() -> [String] {
        var found: [String] = []
        var counted = [Int32](repeating: 0, count: useCount.count)
        for record in records {
            guard let record else { continue }
            for s in symbolLists[record.symbols] where s.index < counted.count { counted[s.index] += 1 }
        }
        for (i, d) in definitions.enumerated() where d.isAlive {
            for (code, _) in references[d.range] {
                if let s = code.symbol {
                    if s.index < counted.count { counted[s.index] += 1 }
                } else if let j = code.definition {
                    if j >= i { found.append("definition D\(i) refers to D\(j), made after it") }
                    if j < definitions.count && !definitions[j].isAlive {
                        found.append("definition D\(i) refers to D\(j), which is gone")
                    }
                }
            }
        }
        for s in useCount.indices where variableOfSymbol[s] != nil && useCount[s] != counted[s] {
            found.append("\(tableau.name(Symbol(index: s))) has use count \(useCount[s]), but \(counted[s]) uses")
        }
        return found
    }
}
