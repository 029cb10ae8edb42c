/// An incremental constraint solver with Cassowary semantics and exact priorities.
///
/// ```swift
/// let solver = Solver()
/// try solver.add(a.width == 2 * b.width + 8)
/// try solver.add((b.width == 100).withPriority(.defaultLow))
/// solver.value(of: a.width)   // 208
/// ```
///
/// - Required constraints (priority 1000) always hold; adding one that cannot throws
///   `SolverError.unsatisfiable` naming the constraints it conflicts with, and leaves the
///   solver as it was.
/// - Optional constraints are kept as close to satisfied as possible, level by level:
///   the total violation at a priority is minimized before any lower priority is
///   considered.
/// - Edit variables (`addEditVariable`, `suggestValue`) follow values cheaply: a
///   suggestion re-solves incrementally with the dual simplex.
/// - Values are computed lazily: adding many constraints and then reading costs one
///   optimization, whatever order the constraints came in.
/// - The same calls in the same order give bit-identical values.
public final class Solver {
    private struct ConstraintRecord {
        let constraint: Constraint
        let tag: Tableau.Tag
        let symbols: [Int32]
        let sequence: Int
    }

    private struct EditRecord {
        let constraint: Constraint
        var value: Double
    }

    private var tableau = Tableau()
    private var symbolsByVariable = IdentityTable()
    private var variableOfSymbol: [Variable?] = []
    private var useCount: [Int32] = []
    private var registration: [Int] = []
    private var constraintRecords: [ObjectIdentifier: ConstraintRecord] = [:]
    private var ownerOfSymbol: [Constraint?] = []
    private var edits: [ObjectIdentifier: EditRecord] = [:]
    private var sequence = 0
    private var isSettled = true

    public init() {}

    /// How many constraints (edit constraints included) the solver holds.
    public var constraintCount: Int { constraintRecords.count }

    public func contains(_ constraint: Constraint) -> Bool {
        constraintRecords[ObjectIdentifier(constraint)] != nil
    }

    // MARK: constraints

    /// Adds a constraint.
    /// - Throws: `SolverError.unsatisfiable` when it is required and cannot hold;
    ///   `.duplicateConstraint`; `.invalidConstraint` for non-finite numbers.
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraintRecords[key] == nil else { throw .duplicateConstraint(constraint) }
        let expression = constraint.expression
        guard expression.constant.isFinite,
              expression.terms.allSatisfy({ $0.coefficient.isFinite })
        else { throw .invalidConstraint(constraint, reason: "coefficients and constants must be finite") }

        var terms: [(symbol: Int32, coefficient: Double)] = []
        terms.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            let s = register(term.variable)
            if let i = terms.firstIndex(where: { $0.symbol == s }) {
                terms[i].coefficient += term.coefficient
                release(s)
            } else {
                terms.append((s, term.coefficient))
            }
        }
        isSettled = false
        switch tableau.addConstraint(terms: terms, constant: expression.constant,
                                     relation: constraint.relation,
                                     priority: constraint.priority.rawValue) {
        case let .added(tag):
            sequence += 1
            constraintRecords[key] = ConstraintRecord(
                constraint: constraint, tag: tag, symbols: terms.map(\.symbol), sequence: sequence)
            setOwner(tag.marker, constraint)
            if tag.other >= 0 { setOwner(tag.other, constraint) }
        case let .conflict(markers):
            for t in terms { release(t.symbol) }
            var seen = Set<ObjectIdentifier>()
            let others = markers
                .compactMap { Int($0) < ownerOfSymbol.count ? ownerOfSymbol[Int($0)] : nil }
                .filter { seen.insert(ObjectIdentifier($0)).inserted }
                .sorted { record($0).sequence < record($1).sequence }
            throw .unsatisfiable(constraint, conflictingWith: others)
        }
    }

    /// Adds each constraint in order; stops at the first error.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        for c in constraints { try add(c) }
    }

    /// Removes a constraint that was added.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard let record = constraintRecords.removeValue(forKey: key) else {
            throw .unknownConstraint(constraint)
        }
        isSettled = false
        setOwner(record.tag.marker, nil)
        if record.tag.other >= 0 { setOwner(record.tag.other, nil) }
        tableau.removeConstraint(record.tag)
        for s in record.symbols { release(s) }
    }

    // MARK: edit variables

    /// Makes `variable` follow `suggestValue` at `priority` (below required).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit")
        try add(constraint)
        edits[key] = EditRecord(constraint: constraint, value: 0)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let record = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(record.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks the edit variable to take `value`; the next read re-solves incrementally.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let record = edits[key] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else {
            throw .invalidConstraint(record.constraint, reason: "suggested value must be finite")
        }
        let delta = value - record.value
        edits[key]!.value = value
        tableau.shiftEdit(constraintRecords[ObjectIdentifier(record.constraint)]!.tag, by: delta)
        isSettled = false
    }

    // MARK: values

    /// Brings every value up to date (reads do this on demand).
    public func solve() {
        if !isSettled {
            tableau.solve()
            isSettled = true
        }
    }

    /// The value of a variable in the current optimal solution; 0 for a variable the
    /// solver does not know.
    public func value(of variable: Variable) -> Double {
        solve()
        guard let s = symbolsByVariable.symbol(for: variable) else { return 0 }
        return tableau.value(of: s)
    }

    /// Variables whose value is not uniquely determined: some other solution satisfies
    /// every required constraint with the same violation at every priority level and
    /// gives them another value. In the order they first appeared in a constraint.
    public func ambiguousVariables() -> [Variable] {
        solve()
        return tableau.undeterminedExternals()
            .sorted { registration[Int($0)] < registration[Int($1)] }
            .compactMap { variableOfSymbol[Int($0)] }
    }

    /// The total violation `Σ |error|` of the optional constraints at each priority in
    /// use, highest priority first. Equal vectors mean equally good solutions.
    public func violations() -> [(priority: Priority, total: Double)] {
        solve()
        return tableau.levels.map { (Priority(rawValue: $0.priority)!, $0.row.constant) }
    }

    // MARK: bookkeeping

    private func register(_ variable: Variable) -> Int32 {
        if let s = symbolsByVariable.symbol(for: variable) {
            useCount[Int(s)] += 1
            return s
        }
        let s = tableau.newSymbol(.external)
        symbolsByVariable.insert(variable, symbol: s)
        let i = Int(s)
        while variableOfSymbol.count <= i {
            variableOfSymbol.append(nil)
            useCount.append(0)
            registration.append(0)
        }
        variableOfSymbol[i] = variable
        useCount[i] = 1
        sequence += 1
        registration[i] = sequence
        return s
    }

    private func release(_ s: Int32) {
        let i = Int(s)
        useCount[i] -= 1
        guard useCount[i] == 0, let variable = variableOfSymbol[i] else { return }
        symbolsByVariable.remove(variable)
        variableOfSymbol[i] = nil
        tableau.releaseSymbol(s)
    }

    private func setOwner(_ s: Int32, _ constraint: Constraint?) {
        let i = Int(s)
        while ownerOfSymbol.count <= i { ownerOfSymbol.append(nil) }
        ownerOfSymbol[i] = constraint
    }

    private func record(_ constraint: Constraint) -> ConstraintRecord {
        constraintRecords[ObjectIdentifier(constraint)]!
    }
}
