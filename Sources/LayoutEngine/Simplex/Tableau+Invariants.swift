extension Tableau {
    /// How much of the invariants holds at a point: a removal's own pivots pass through
    /// states the value invariants do not allow, so after a pivot only the structure is
    /// checked; once values are up to date, no restricted symbol may be negative, queued or
    /// not (the queue may keep rows already repaired).
    enum InvariantScope {
        case structure, operation, settled
    }

    /// What must hold between any two operations, as readable violations (empty when all
    /// hold). Costs a pass over the whole tableau: for tests and debugging, never on the
    /// hot path unless `checksInvariants` is set.
    ///
    /// - every basic symbol's row mentions parametric, live symbols only, and each of them
    ///   lists the row in its column, or, for an unindexed row, has the row's bit in its
    ///   mask (and no column entry for it); every column entry and every mask bit is a
    ///   basic row that mentions the symbol;
    /// - a restricted basic symbol with a negative constant is waiting in
    ///   `infeasibleRows` (the dual simplex's work list), and none is negative once values
    ///   are up to date;
    /// - a required equality's marker (`dummy`) is basic only when the equality was
    ///   redundant, and then stays at 0;
    /// - a parametric symbol's row is empty, with constant 0 (its value);
    /// - the objective rows, one per priority level, mention parametric symbols only.
    func invariantViolations(_ scope: InvariantScope = .operation) -> [String] {
        var found: [String] = []
        let count = kinds.count
        for b in 0..<count where isBasic[b] {
            let basic = Symbol(index: b)
            if kinds[b] == .unused { found.append("basic symbol \(name(basic)) is unused") }
            for i in 0..<rows.count(basic) {
                let s = rows.symbol(basic, at: i)
                if isBasic[s.index] { found.append("row \(name(basic)) mentions basic \(name(s))") }
                if kinds[s.index] == .unused { found.append("row \(name(basic)) mentions unused \(name(s))") }
                if let j = unindexed.slot(of: basic) {
                    if unindexed.mask(of: s) & (1 << UInt32(j)) == 0 {
                        found.append("unindexed row \(name(basic)) mentions \(name(s)), whose mask lacks it")
                    }
                    if columns.position(of: basic, in: s) != nil {
                        found.append("unindexed row \(name(basic)) is in the column of \(name(s))")
                    }
                } else if columns.position(of: basic, in: s) == nil {
                    found.append("row \(name(basic)) mentions \(name(s)), whose column lacks it")
                }
            }
            if scope == .structure { continue }
            // A redundant required equality leaves its marker basic, over other markers only,
            // so at 0 for good.
            if kinds[b] == .dummy && abs(rows.constant(basic)) > SparseRow.epsilon {
                found.append("basic marker \(name(basic)) = \(rows.constant(basic)), not 0")
            }
            if kinds[b].isRestricted && rows.constant(basic) < -SparseRow.epsilon {
                if scope == .settled {
                    found.append("restricted \(name(basic)) = \(rows.constant(basic)) after solving")
                } else if !infeasibleRows.contains(basic) {
                    found.append("restricted \(name(basic)) = \(rows.constant(basic)) is negative and not queued")
                }
            }
        }
        for s in 0..<count {
            let symbol = Symbol(index: s)
            // `value(of:)` reads the constant of any symbol's row, basic or not.
            if !isBasic[s] && (rows.constant(symbol) != 0 || rows.count(symbol) != 0) {
                found.append("parametric \(name(symbol)) has a row (constant \(rows.constant(symbol)))")
            }
            for k in 0..<userCount(of: symbol) {
                let b = user(of: symbol, k)
                if b.index >= count || !isBasic[b.index] {
                    found.append("column \(name(symbol)) lists \(b), not a basic row")
                } else if rows.coefficient(of: symbol, in: b) == 0 {
                    found.append("column \(name(symbol)) lists row \(name(b)), which does not mention it")
                }
            }
        }
        var occupied = 0
        for j in 0..<UnindexedRows.slots {
            guard let basic = unindexed.basic(in: j) else { continue }
            occupied += 1
            if basic.index >= count || !isBasic[basic.index] || unindexed.slot(of: basic) != j {
                found.append("slot \(j) holds \(basic), not a basic row with that slot")
            }
        }
        if occupied != unindexed.occupied {
            found.append("\(occupied) slots hold rows, \(unindexed.occupied) counted")
        }
        for s in 0..<count {
            if let j = unindexed.slot(of: Symbol(index: s)), unindexed.basic(in: j) != Symbol(index: s) {
                found.append("\(name(Symbol(index: s))) has slot \(j), which holds another row")
            }
        }
        for (l, level) in levels.enumerated() {
            for s in level.row.symbols where isBasic[s.index] {
                found.append("objective level \(l) (priority \(level.priority)) mentions basic \(name(s))")
            }
        }
        return found
    }

    /// `e12` for an error symbol, `x3` for an external one, and so on: the kind's letter
    /// and the symbol's number, as the dump prints them.
    func name(_ s: Symbol) -> String {
        guard s.index < kinds.count else { return "?\(s.id)" }
        let letter =
            switch kinds[s.index] {
            case .unused: "u"
            case .external: "x"
            case .slack: "s"
            case .error: "e"
            case .dummy: "d"
            case .artificial: "a"
            }
        return "\(letter)\(s.id)"
    }
}
