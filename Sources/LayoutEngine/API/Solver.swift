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
///   suggestion re-solves incrementally.
/// - Values are computed lazily: adding many constraints and then reading costs one
///   optimization, whatever order the constraints came in.
/// - The same calls in the same order give bit-identical values.
public final class Solver {
    enum Placement {
        case tableau(Tableau.Markers)
        case definition(Int)
    }

    struct ConstraintRecord {
        let constraint: Constraint
        /// Where the constraint is; a tableau's markers change when it is rebuilt.
        var placement: Placement
        /// Tableau symbols the constraint's row uses (each counted once in `useCount`),
        /// in `symbolLists`.
        var symbols: ListPool<Symbol>.Handle
        /// Definitions expanded into the row, directly or through other definitions, in
        /// `definitionLists`.
        var expanded: ListPool<Int32>.Handle
        let sequence: Int
    }

    // The solver is not shareable across threads (it is not Sendable), so the dynamic
    // exclusivity checks on these hot properties buy nothing; they cost a quarter of a
    // resize step.
    @exclusivity(unchecked) var tableau = Tableau()
    /// Variable → its `VariableCode` (a tableau symbol or a definition), stored raw.
    @exclusivity(unchecked) private var codes = TaggedIdentityTable<Variable>() {
        // Every change may move or retire a code that `VariableHandles` keep.
        didSet { codeEpoch &+= 1 }
    }
    /// Counts changes to `codes`, so that handles know when to look their variables up again.
    @exclusivity(unchecked) private var codeEpoch: UInt64 = 0
    /// The solver's number, for handles (which may be read from another solver).
    private let identity = newSolverIdentity()
    @exclusivity(unchecked) var variableOfSymbol: [UnownedReference<Variable>?] = []
    @exclusivity(unchecked) var useCount: [Int32] = []
    @exclusivity(unchecked) private var registration: [Int] = []
    @exclusivity(unchecked) var definitions: [Definition] = []
    /// Every definition's references (`Definition.range`).
    @exclusivity(unchecked) var references: [(code: VariableCode, coefficient: Double)] = []
    /// Definitions' values, apart from the definitions so a read copies nothing.
    @exclusivity(unchecked) private var definitionValues: [Double] = []
    /// Every constraint's record, in a slot found through `recordSlots`. An array rather
    /// than a dictionary: a large solver is torn down (and scanned by `undefine`) in the
    /// order constraints arrived, not in hash order, which on 10,000-view layouts missed
    /// the cache on every record.
    @exclusivity(unchecked) var records: [ConstraintRecord?] = []
    @exclusivity(unchecked) private var recordSlots = TaggedIdentityTable<Constraint>()
    @exclusivity(unchecked) private var freeRecordSlots: [Int32] = []
    @exclusivity(unchecked) private var ownerOfSymbol: [UnownedReference<Constraint>?] = []
    /// The records' symbol and expansion lists.
    @exclusivity(unchecked) var symbolLists = ListPool<Symbol>()
    @exclusivity(unchecked) var definitionLists = ListPool<Int32>()
    /// An edit variable's constraint and the value last suggested. (Its markers are
    /// looked up at each suggestion: taking out a definition puts the constraints that
    /// expanded it back with new markers.)
    private struct Edit {
        let constraint: Constraint
        var value: Double
    }
    /// Edits in slots found through `editSlots`: a suggestion is two lookups by identity per
    /// resize step, which a dictionary spent hashing.
    @exclusivity(unchecked) private var edits: [Edit?] = []
    @exclusivity(unchecked) private var editSlots = TaggedIdentityTable<Variable>()
    private var freeEditSlots: [Int32] = []
    @exclusivity(unchecked) private var sequence = 0
    @exclusivity(unchecked) private var isSettled = true
    @exclusivity(unchecked) private var expansion = Expansion()
    @exclusivity(unchecked) private var scratchFresh: [Symbol] = []
    /// A solver of `irreducible`'s, which only tells whether a constraint is rejected: its
    /// own explanations are not narrowed down (that would recurse).
    private var isScratch = false

    public init() {}

    /// How many constraints (edit constraints included) the solver holds.
    public var constraintCount: Int { recordSlots.count }

    /// Simplex pivots performed so far, in every phase: the engine's unit of work, for
    /// benchmarks that check how work (rather than noisy time) scales.
    public var pivotCount: Int { tableau.pivotCount }

    /// Makes room for about `constraints` constraints over `variables` variables, so a
    /// large layout is built without regrowing the solver's tables: on layouts of
    /// thousands of views each regrowth copies (or rehashes) megabytes that are no longer
    /// in the cache. Only a hint; any number may still be added.
    public func reserveCapacity(constraints: Int, variables: Int) {
        guard constraints > 0 || variables > 0 else { return }
        // A tableau constraint brings a marker and up to two error symbols.
        let symbols = variables + 2 * constraints
        codes.reserveCapacity(variables)
        recordSlots.reserveCapacity(constraints)
        records.reserveCapacity(constraints)
        symbolLists.reserveCapacity(3 * constraints)
        tableau.reserveSymbols(symbols)
        variableOfSymbol.reserveCapacity(symbols)
        useCount.reserveCapacity(symbols)
        registration.reserveCapacity(symbols)
        ownerOfSymbol.reserveCapacity(symbols)
        definitions.reserveCapacity(min(constraints, variables))
        references.reserveCapacity(2 * min(constraints, variables))
        definitionValues.reserveCapacity(min(constraints, variables))
    }

    public func contains(_ constraint: Constraint) -> Bool {
        recordSlots.value(for: constraint) != nil
    }

    // MARK: constraints

    /// Adds a constraint.
    /// - Throws: `SolverError.unsatisfiable` when it is required and cannot hold;
    ///   `.duplicateConstraint`; `.invalidConstraint` for non-finite numbers, or a
    ///   shortfall priority on anything but an optional equality.
    public func add(_ constraint: Constraint) throws(SolverError) {
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw .invalidConstraint(constraint, reason: "coefficients and constants must be finite")
        }
        if let shortfall = constraint.shortfallPriority,
            constraint.relation != .equal || constraint.priority.isRequired || shortfall.isRequired
        {
            throw .invalidConstraint(
                constraint,
                reason: "a shortfall priority belongs to an optional equality and must be optional")
        }
        sequence += 1
        defer { checkpoint("adding \(constraint)") }
        try insert(constraint, sequence: sequence)
    }

    /// Adds the constraints; stops at the first error, with the constraints before it (in
    /// the given order) added, as one-by-one adds would leave the solver.
    ///
    /// Into an empty solver a batch is a whole layout, and is added as one: its tables
    /// sized for it at once (see `reserveCapacity`), and its required equalities first,
    /// then its required inequalities, then its optional constraints (each group in the
    /// given order). Equalities first pin what they define before the bounds around it
    /// arrive, where bounds first make most equalities that follow start from scratch
    /// (phase one of the simplex): a small form builds in four fifths of the work. The
    /// solution is the same as one-by-one adds give, to rounding, wherever the
    /// constraints determine it; values they leave open (ambiguity) may settle
    /// differently. If any constraint fails, what the batch added is taken out again and
    /// the batch is added in the given order, which fails the same way.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        guard constraintCount == 0 && constraints.count > 8 else {
            for c in constraints { try add(c) }
            return
        }
        // A first batch says how large the tables will grow: room for it at once instead
        // of a regrowth of each table every time it doubles (a small form's 109
        // constraints regrew a dozen tables five or six times each). Each constraint's
        // terms bound the variables it can bring. Only into an empty solver: reserving
        // exactly what each later batch needs would copy the tables at every batch.
        var terms = 0
        for c in constraints { terms += c.expression.terms.count }
        reserveCapacity(constraints: constraints.count, variables: terms)
        do {
            for group in 0..<3 {
                for c in constraints where Self.batchGroup(of: c) == group { try add(c) }
            }
        } catch {
            // Back to no constraints (all were this batch's), then the given order: its
            // error, and its prefix added.
            for c in constraints.reversed() where contains(c) { try? remove(c) }
            for c in constraints { try add(c) }
        }
    }

    /// Where a constraint goes in a first batch: required equalities (0), required
    /// inequalities (1), optional constraints (2).
    private static func batchGroup(of c: Constraint) -> Int {
        c.priority.isRequired ? (c.relation == .equal ? 0 : 1) : 2
    }

    /// Removes a constraint that was added.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        // Taking a required equality out needs its marker's column.
        if constraint.relation == .equal && constraint.priority.isRequired { trackDummies() }
        guard let record = takeRecord(of: constraint) else { throw .unknownConstraint(constraint) }
        defer { checkpoint("removing \(constraint)") }
        isSettled = false
        switch record.placement {
        case .tableau(let markers):
            if !removeFromTableau(record, markers) {
                rebuild("rebuilding after removing \(constraint) through a pivot on a small coefficient")
            }
        case .definition(let index):
            undefine(index)
        }
        compactListsIfWorthwhile()
    }

    // MARK: edit variables

    /// Makes `variable` follow `suggestValue` at `priority` (below required).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard editSlots.value(for: variable) == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, label: "edit")
        try add(constraint)
        let edit = Edit(constraint: constraint, value: 0)
        let slot: Int32
        if let free = freeEditSlots.popLast() {
            slot = free
            edits[Int(slot)] = edit
        } else {
            slot = Int32(edits.count)
            edits.append(edit)
        }
        editSlots.insert(variable, value: slot)
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let slot = editSlots.value(for: variable).map(Int.init), let edit = edits[slot] else {
            throw .unknownEditVariable(variable)
        }
        forgetEdit(slot)
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        editSlots.value(for: variable) != nil
    }

    /// Asks the edit variable to take `value`; the next read re-solves incrementally.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let slot = editSlots.value(for: variable).map(Int.init), let edit = edits[slot] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else {
            throw .invalidConstraint(edit.constraint, reason: "suggested value must be finite")
        }
        edits[slot]!.value = value
        guard case .tableau(let markers) = record(of: edit.constraint)!.placement else { return }
        tableau.shiftEdit(markers, by: value - edit.value)
        isSettled = false
        checkpoint("suggesting \(value) for \(variable)")
    }

    // MARK: values

    /// Brings every value up to date (reads do this on demand).
    @inline(__always)
    public func solve() {
        if !isSettled { settle() }
    }

    private func settle() {
        tableau.solve()
        definitions.withUnsafeBufferPointer { definitions in
            references.withUnsafeBufferPointer { references in
                definitionValues.withUnsafeMutableBufferPointer { values in
                    for i in 0..<definitions.count {
                        let definition = definitions[i]
                        guard definition.isAlive else { continue }
                        var v = definition.constant
                        var t = Int(definition.start)
                        let end = t + Int(definition.count)
                        while t < end {
                            let (code, k) = references[t]
                            if let s = code.symbol {
                                v += k * tableau.value(of: s)
                            } else if let d = code.definition {
                                v += k * values[d]
                            }
                            t += 1
                        }
                        values[i] = v
                    }
                }
            }
        }
        isSettled = true
        checkpoint("solving", .settled)
    }

    /// The value of a variable in the current optimal solution; 0 for a variable the
    /// solver does not know.
    public func value(of variable: Variable) -> Double {
        solve()
        return settledValue(of: variable)
    }

    /// The values of `variables`, in their order, written into `values` (which ends with
    /// as many elements as `variables`; its storage is reused from call to call). A
    /// variable the solver does not know reads as 0.
    ///
    /// This is how to read a layout back after every resize: one check that the solution
    /// is up to date for all of them, and no reference counting per variable, which
    /// `value(of:)` called in a loop over an array of variables costs as much as the
    /// lookups themselves.
    public func values(of variables: [Variable], into values: inout [Double]) {
        solve()
        if values.count != variables.count {
            values = [Double](repeating: 0, count: variables.count)
        }
        variables.withUnsafeBufferPointer { variables in
            values.withUnsafeMutableBufferPointer { values in
                for i in variables.indices {
                    values[i] = settledValue(of: variables[i])
                }
            }
        }
    }

    /// The values of the handles' variables, in their order, written into `values` (which
    /// ends with as many elements as there are variables; its storage is reused). The
    /// first read finds each variable by identity; later ones go straight to each value,
    /// until a constraint brings a variable in or takes one out. A variable the solver
    /// does not know reads as 0.
    public func values(of handles: inout VariableHandles, into values: inout [Double]) {
        solve()
        if handles.solverIdentity != identity || handles.codeEpoch != codeEpoch {
            handles.codes = handles.variables.map { codes.value(for: $0) ?? Int32.min }
            (handles.solverIdentity, handles.codeEpoch) = (identity, codeEpoch)
        }
        if values.count != handles.codes.count {
            values = [Double](repeating: 0, count: handles.codes.count)
        }
        handles.codes.withUnsafeBufferPointer { codes in
            values.withUnsafeMutableBufferPointer { values in
                for i in codes.indices {
                    // Int32.min: a variable the solver did not know.
                    values[i] = settledValue(of: codes[i] == Int32.min ? nil : VariableCode(rawValue: codes[i]))
                }
            }
        }
    }

    /// `value(of:)` once the solution is up to date.
    @inline(__always)
    private func settledValue(of variable: Variable) -> Double {
        settledValue(of: code(of: variable))
    }

    /// The value kept at `code` (0 for none) once the solution is up to date.
    @inline(__always)
    private func settledValue(of code: VariableCode?) -> Double {
        guard let code else { return 0 }
        if let s = code.symbol { return tableau.value(of: s) }
        return code.definition.map { definitionValues[$0] } ?? 0
    }

    /// Calls `body` once with every variable some constraint mentions and its value, in
    /// no particular order. Reading a whole layout this way is one sweep through the
    /// solver's own arrays; `value(of:)` per variable is a lookup by identity each, in
    /// random order through memory.
    public func forEachValue(_ body: (Variable, Double) -> Void) {
        solve()
        for s in variableOfSymbol.indices {
            guard let variable = variableOfSymbol[s]?.object else { continue }
            body(variable, tableau.value(of: Symbol(index: s)))
        }
        for i in definitions.indices where definitions[i].isAlive {
            body(definitions[i].variable, definitionValues[i])
        }
    }

    /// Whether any constraint in the solver mentions `variable`. A variable no
    /// constraint mentions is entirely free (its value reads as 0).
    public func isConstrained(_ variable: Variable) -> Bool {
        codes.value(for: variable) != nil
    }

    /// Where `variable` is kept, if any constraint mentions it.
    @inline(__always)
    private func code(of variable: Variable) -> VariableCode? {
        codes.value(for: variable).map(VariableCode.init(rawValue:))
    }

    /// Variables whose value is not uniquely determined: some other solution satisfies
    /// every required constraint with the same violation at every priority level and
    /// gives them another value. In the order they first appeared in a constraint.
    public func ambiguousVariables() -> [Variable] {
        solve()
        var symbolFlag = Set<Symbol>()
        var definitionFlag = [Bool](repeating: false, count: definitions.count)
        var rate = [Symbol: Double]()
        var definitionRate = [Double](repeating: 0, count: definitions.count)
        for direction in tableau.freeDirections() {
            rate.removeAll(keepingCapacity: true)
            for (s, r) in direction where abs(r) >= SparseRow.epsilon {
                rate[s] = r
                symbolFlag.insert(s)
            }
            for i in definitions.indices where definitions[i].isAlive {
                var d = 0.0
                for (code, k) in references[definitions[i].range] {
                    if let s = code.symbol {
                        d += k * rate[s, default: 0]
                    } else if let j = code.definition {
                        d += k * definitionRate[j]
                    }
                }
                definitionRate[i] = d
                if abs(d) >= 1e-7 { definitionFlag[i] = true }
            }
        }
        var found: [(Int, Variable)] = symbolFlag.compactMap { s in
            variableOfSymbol[s.index].map { (registration[s.index], $0.object) }
        }
        for i in definitions.indices where definitionFlag[i] && definitions[i].isAlive {
            found.append((definitions[i].registration, definitions[i].variable))
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The total violation `Σ |error|` of the optional constraints at each priority in
    /// use, highest priority first. Equal vectors mean equally good solutions.
    public func violations() -> [(priority: Priority, total: Double)] {
        solve()
        return tableau.levels.map { (Priority(rawValue: $0.priority)!, $0.row.constant) }
    }

    // MARK: inserting

    private func insert(_ constraint: Constraint, sequence: Int, replaying: Bool = false) throws(SolverError) {
        isSettled = false
        let terms = merged(constraint.expression.terms)
        // Terms are looked up again below; the second lookup hits the cache line the
        // first one loaded (keeping the codes in a scratch array measured slower).
        if constraint.relation == .equal && constraint.priority.isRequired,
            let defined = terms.firstIndex(where: { codes.value(for: $0.variable) == nil })
        {
            define(terms[defined].variable, by: constraint, terms: terms, at: defined, sequence: sequence)
            return
        }

        // Expand definitions; unknown variables become tableau symbols. Variables first
        // seen here: a scratch array kept from one constraint to the next (a new array was
        // a heap block for nearly every constraint of a build).
        var fresh = scratchFresh
        scratchFresh = []
        fresh.removeAll(keepingCapacity: true)
        defer { scratchFresh = fresh }
        let (rowTerms, constant, expanded) = expansion.row(
            of: terms, constant: constraint.expression.constant,
            code: { variable in
                if let code = code(of: variable) { return code }
                let s = register(variable)
                fresh.append(s)
                return VariableCode(s)
            },
            symbolCount: { variableOfSymbol.count }, definitions, references)
        for (s, _) in rowTerms { useCount[s.index] += 1 }
        for s in fresh where useCount[s.index] == 0 { unregister(s) }

        switch addToTableau(constraint, terms: rowTerms, constant: constant, replaying: replaying) {
        case .added(let markers):
            store(
                ConstraintRecord(
                    constraint: constraint, placement: .tableau(markers),
                    symbols: symbolLists.append(rowTerms.lazy.map(\.symbol)),
                    expanded: definitionLists.append(expanded),
                    sequence: sequence))
            setOwners(markers, constraint)
        case .conflict(let markers):
            for (s, _) in rowTerms { release(s) }
            if !tableau.tracksDummies && !isScratch {
                // Without their markers in the rows, the required equalities in the
                // conflict cannot be named: rebuild with them and add again, which fails
                // the same way and names them. (A scratch solver only asks whether.)
                trackDummies()
                return try insert(constraint, sequence: sequence, replaying: replaying)
            }
            let explanation = explain(markers, expanded)
            throw .unsatisfiable(
                constraint,
                conflictingWith: isScratch
                    ? explanation
                    : Self.irreducible(explanation, against: constraint))
        }
    }

    private func define(
        _ variable: Variable, by constraint: Constraint,
        terms: [Term], at position: Int, sequence: Int
    ) {
        let a = terms[position].coefficient
        let start = Int32(references.count)
        for (i, term) in terms.enumerated() where i != position {
            let code = code(of: term.variable) ?? VariableCode(register(term.variable))
            if let s = code.symbol { useCount[s.index] += 1 }
            references.append((code, -term.coefficient / a))
        }
        let index = definitions.count
        definitionValues.append(0)
        definitions.append(
            Definition(
                variable: variable, start: start, count: Int32(references.count) - start,
                constant: -constraint.expression.constant / a,
                constraint: constraint, registration: sequence))
        codes.insert(variable, value: VariableCode(definition: index).rawValue)
        store(
            ConstraintRecord(
                constraint: constraint, placement: .definition(index), symbols: .empty,
                expanded: .empty, sequence: sequence))
    }

    /// Terms with repeated variables merged (rows are tiny: a linear scan is cheapest).
    /// Most constraints need no merging, and then the array is shared, not copied.
    private func merged(_ terms: [Term]) -> [Term] {
        if isMerged(terms) { return terms }
        var result: [Term] = []
        result.reserveCapacity(terms.count)
        for term in terms {
            if let i = result.firstIndex(where: { $0.variable === term.variable }) {
                result[i].coefficient += term.coefficient
            } else {
                result.append(term)
            }
        }
        result.removeAll { $0.coefficient == 0 }
        return result
    }

    private func isMerged(_ terms: [Term]) -> Bool {
        for i in terms.indices {
            if terms[i].coefficient == 0 { return false }
            for j in terms.indices[..<i] where terms[j].variable === terms[i].variable { return false }
        }
        return true
    }

    /// The constraints behind a conflict: those owning the markers, and the
    /// definitions their rows (and the rejected constraint's row) were expanded from.
    private func explain(_ markers: [Symbol], _ expanded: [Int32]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var found: [ConstraintRecord] = []
        func note(_ c: Constraint) {
            if seen.insert(ObjectIdentifier(c)).inserted, let r = record(of: c) {
                found.append(r)
            }
        }
        for i in expanded { note(definitions[Int(i)].constraint) }
        for m in markers where m.index < ownerOfSymbol.count {
            guard let owner = ownerOfSymbol[m.index]?.object else { continue }
            note(owner)
            if let expanded = record(of: owner)?.expanded {
                for i in definitionLists[expanded] { note(definitions[Int(i)].constraint) }
            }
        }
        return found.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The largest explanation `irreducible` narrows down (each step is a small solve of
    /// the explanation: quadratic in its size).
    public static let irreducibleLimit = 64

    /// An irreducible part of `explanation` that still rules out `constraint`: without
    /// any one of its constraints, the rest would hold together with it. The explanation
    /// also names every definition substituted into the rejected row, and a definition
    /// (a view placed by its stack, say) is often not needed for the contradiction (two
    /// widths for one view). Deletion filter: each constraint is left out in turn, and
    /// stays out if the others, alone in a scratch solver, still reject `constraint`.
    private static func irreducible(_ explanation: [Constraint], against constraint: Constraint) -> [Constraint] {
        guard explanation.count > 1, explanation.count <= irreducibleLimit else { return explanation }
        func rejects(_ constraints: [Constraint]) -> Bool {
            let scratch = Solver()
            scratch.isScratch = true
            // The solver's own constraints always hold together; were they not to, the
            // trial would count as admitting `constraint`, and nothing is dropped for it.
            guard (try? scratch.add(constraints)) != nil else { return false }
            return (try? scratch.add(constraint)) == nil
        }
        guard rejects(explanation) else { return explanation }
        var kept = explanation
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if rejects(trial) { kept = trial } else { i += 1 }
        }
        return kept
    }

    // MARK: markers of required equalities

    /// Rebuilds the tableau with the markers of required equalities in its rows
    /// (`Tableau.tracksDummies`), once: the constraints in the tableau are added again in
    /// the order they first came, edits with the values last suggested. Values stay the
    /// same where the layout determines them; where it does not, the rebuilt tableau may
    /// settle on another of the equally good solutions.
    func trackDummies() {
        guard !tableau.tracksDummies else { return }
        rebuild("rebuilding with the markers of required equalities")
    }

    /// Builds the tableau again from the constraints it holds, in the order they came,
    /// with the markers of required equalities in the rows.
    private func rebuild(_ step: @autoclosure () -> String) {
        let placed = records.indices.filter { i in
            guard let record = records[i], case .tableau = record.placement else { return false }
            return true
        }.sorted { records[$0]!.sequence < records[$1]!.sequence }
        tableau = Tableau(trackingDummiesWithExternalsOf: tableau)
        for i in ownerOfSymbol.indices { ownerOfSymbol[i] = nil }
        isSettled = false
        for slot in placed {
            let constraint = records[slot]!.constraint
            guard replay(slot) else {
                // Numerically it can happen that a system that held together no longer
                // does when built in another order; the constraint is dropped then, as
                // `undefine` drops one it cannot put back.
                let record = takeRecord(of: constraint)!
                for s in symbolLists[record.symbols] { release(s) }
                if let editSlot = editSlot(of: constraint) { forgetEdit(editSlot) }
                continue
            }
            reapplySuggestion(constraint)
        }
        checkpoint(step())
    }

    /// Frees the slot of an edit (its constraint is the caller's to remove or drop).
    private func forgetEdit(_ slot: Int) {
        guard let edit = edits[slot] else { return }
        editSlots.remove(edit.constraint.expression.terms[0].variable)
        edits[slot] = nil
        freeEditSlots.append(Int32(slot))
    }

    /// The slot of the edit whose constraint `constraint` is, if it is one.
    private func editSlot(of constraint: Constraint) -> Int? {
        guard constraint.expression.terms.count == 1,
            let slot = editSlots.value(for: constraint.expression.terms[0].variable).map(Int.init),
            edits[slot]?.constraint === constraint
        else { return nil }
        return slot
    }

    /// A constraint put back into the tableau starts from its own constant: an edit's
    /// takes the value last suggested again.
    private func reapplySuggestion(_ constraint: Constraint) {
        guard let slot = editSlot(of: constraint), let edit = edits[slot], edit.value != 0,
            case .tableau(let markers) = record(of: constraint)?.placement
        else { return }
        tableau.shiftEdit(markers, by: edit.value)
        isSettled = false
    }

    /// Adds the constraint of the record in `slot` to a rebuilt tableau, expanded as when
    /// it first came (every variable it mentions is known); false if the tableau refuses
    /// it.
    private func replay(_ slot: Int) -> Bool {
        let constraint = records[slot]!.constraint
        let terms = merged(constraint.expression.terms)
        // Every variable of a constraint the solver holds is known.
        guard terms.allSatisfy({ code(of: $0.variable) != nil }) else { return false }
        let (rowTerms, constant, _) = expansion.row(
            of: terms, constant: constraint.expression.constant, code: { code(of: $0)! },
            symbolCount: { variableOfSymbol.count }, definitions, references)
        let outcome = addToTableau(constraint, terms: rowTerms, constant: constant, replaying: true)
        guard case .added(let markers) = outcome else { return false }
        records[slot]!.placement = .tableau(markers)
        setOwners(markers, constraint)
        return true
    }

    /// `constraint`'s row (its terms expanded into tableau symbols) added to the tableau
    /// at the constraint's priorities.
    private func addToTableau(
        _ constraint: Constraint, terms: [(symbol: Symbol, coefficient: Double)], constant: Double,
        replaying: Bool = false
    ) -> Tableau.AddOutcome {
        let priority = constraint.priority.rawValue
        return tableau.addConstraint(
            terms: terms, constant: constant, relation: constraint.relation, priority: priority,
            shortfallPriority: constraint.shortfallPriority?.rawValue ?? priority, replaying: replaying)
    }

    // MARK: removing

    /// Takes a constraint's row out; false when the tableau should be built again (see
    /// `Tableau.removeConstraint`).
    @discardableResult
    private func removeFromTableau(_ record: ConstraintRecord, _ markers: Tableau.Markers) -> Bool {
        setOwners(markers, nil)
        let wellConditioned = tableau.removeConstraint(markers)
        for s in symbolLists[record.symbols] { release(s) }
        return wellConditioned
    }

    /// Removes definition `index`: the constraints whose rows expanded it are taken out,
    /// its variable becomes an ordinary tableau variable if anything still refers to
    /// it, and those constraints are put back.
    private func undefine(_ index: Int) {
        let code = VariableCode(definition: index)
        let affected =
            records
            .compactMap { record -> ConstraintRecord? in
                guard let record, case .tableau = record.placement,
                    definitionLists[record.expanded].contains(Int32(index))
                else { return nil }
                return record
            }
            .sorted { $0.sequence < $1.sequence }
        for record in affected {
            _ = takeRecord(of: record.constraint)
            if case .tableau(let markers) = record.placement { removeFromTableau(record, markers) }
        }
        let variable = definitions[index].variable
        definitions[index].isAlive = false
        for (c, _) in references[definitions[index].range] {
            if let s = c.symbol { release(s) }
        }
        definitions[index].count = 0
        codes.remove(variable)
        // The variable becomes a tableau symbol when the first reference to it is found.
        var materialized: Symbol?
        for i in definitions.indices where definitions[i].isAlive {
            for t in definitions[i].range where references[t].code == code {
                let s: Symbol
                if let m = materialized {
                    s = m
                } else {
                    s = register(variable)
                    registration[s.index] = definitions[index].registration  // first appearance
                    materialized = s
                }
                references[t].code = VariableCode(s)
                useCount[s.index] += 1
            }
        }
        for record in affected {
            // A relaxation of a satisfiable system stays satisfiable: each held before,
            // and a required equality that comes out redundant is put back whatever the
            // rounding of its constant in the new order (a duplicate of one put back
            // before it, through 10^6 multipliers, left 10^-7 and was dropped).
            try? insert(record.constraint, sequence: record.sequence, replaying: true)
            reapplySuggestion(record.constraint)
        }
    }

    // MARK: bookkeeping

    private func record(of constraint: Constraint) -> ConstraintRecord? {
        recordSlots.value(for: constraint).flatMap { records[Int($0)] }
    }

    private func store(_ record: ConstraintRecord) {
        if let slot = freeRecordSlots.popLast() {
            records[Int(slot)] = record
            recordSlots.insert(record.constraint, value: slot)
        } else {
            recordSlots.insert(record.constraint, value: Int32(records.count))
            records.append(record)
        }
    }

    /// Removes and returns the constraint's record.
    private func takeRecord(of constraint: Constraint) -> ConstraintRecord? {
        guard let slot = recordSlots.value(for: constraint), let record = records[Int(slot)] else { return nil }
        recordSlots.remove(constraint)
        records[Int(slot)] = nil
        freeRecordSlots.append(slot)
        symbolLists.free(record.symbols)
        definitionLists.free(record.expanded)
        return record
    }

    /// Rewrites the records' lists without the garbage of removed ones. Callers hold
    /// only handles they are about to drop (the record just taken), never others.
    private func compactListsIfWorthwhile() {
        guard symbolLists.wantsCompaction || definitionLists.wantsCompaction else { return }
        var symbols = ListPool<Symbol>()
        var expansions = ListPool<Int32>()
        symbols.reserveCapacity(symbolLists.liveCount)
        expansions.reserveCapacity(definitionLists.liveCount)
        for i in records.indices {
            guard var record = records[i] else { continue }
            record.symbols = symbols.append(symbolLists[record.symbols])
            record.expanded = expansions.append(definitionLists[record.expanded])
            records[i] = record
        }
        symbolLists = symbols
        definitionLists = expansions
    }

    /// Makes `variable` a tableau symbol with no uses yet.
    private func register(_ variable: Variable) -> Symbol {
        let s = tableau.newSymbol(.external)
        codes.insert(variable, value: VariableCode(s).rawValue)
        let i = s.index
        while variableOfSymbol.count <= i {
            variableOfSymbol.append(nil)
            useCount.append(0)
            registration.append(0)
        }
        variableOfSymbol[i] = UnownedReference(variable)
        useCount[i] = 0
        sequence += 1
        registration[i] = sequence
        return s
    }

    private func release(_ s: Symbol) {
        useCount[s.index] -= 1
        if useCount[s.index] == 0 { unregister(s) }
    }

    private func unregister(_ s: Symbol) {
        guard let variable = variableOfSymbol[s.index]?.object else { return }
        codes.remove(variable)
        variableOfSymbol[s.index] = nil
        tableau.releaseSymbol(s)
    }

    /// Records `constraint` (or nobody) as the owner of its markers.
    private func setOwners(_ markers: Tableau.Markers, _ constraint: Constraint?) {
        setOwner(markers.marker, constraint)
        if let other = markers.other { setOwner(other, constraint) }
    }

    private func setOwner(_ s: Symbol, _ constraint: Constraint?) {
        let i = s.index
        while ownerOfSymbol.count <= i { ownerOfSymbol.append(nil) }
        ownerOfSymbol[i] = constraint.map(UnownedReference.init)
    }
}
