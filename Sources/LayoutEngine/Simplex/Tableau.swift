/// The simplex tableau behind `Solver`, in Cassowary's "basic feasible solved form":
/// every basic symbol has a row `basic = constant + Σ coefficient × parametric`, the
/// parametric (non-basic) symbols are 0, and restricted basic symbols keep a
/// non-negative constant.
///
/// What makes it suited to layout:
/// - **Column index.** `columns[s]` lists the basic rows that mention `s`, so a pivot or a
///   suggested value touches only the rows involved, never the whole tableau.
/// - **Exact priorities.** The objective is not one weighted row but one row per
///   priority level (`levels`, highest first), compared lexicographically. A violation
///   at a higher level is never traded for any amount of lower-level violation.
/// - **Deferred optimization.** Adding constraints keeps the tableau feasible but
///   postpones optimization until values are needed, so the order in which constraints
///   arrive does not multiply the work.
/// - **Determinism.** Every choice (subject, entering, leaving) is made by value with
///   ties broken by symbol id, never by hash order.
struct Tableau {
    /// What a constraint owns in the tableau.
    struct Markers {
        /// The slack or dummy that marks the constraint (for an optional equality, its
        /// excess error).
        var marker: Symbol
        /// The constraint's second error, if it has one (an optional constraint's error,
        /// an optional equality's shortfall).
        var other: Symbol? = nil
    }

    /// One priority level of the objective.
    struct Level {
        var priority: Double
        var row = SparseRow.objective()
        var errorCount = 0
    }

    enum AddOutcome {
        case added(Markers)
        /// The required constraint cannot hold together with the constraints whose
        /// markers are listed.
        case conflict(markers: [Symbol])
    }

    private(set) var kinds: [SymbolKind] = []
    /// Whether a required equality's marker (`dummy`) is written into the rows. A dummy
    /// stays at 0 and never enters the basis: the solution, every pivot and every
    /// conflict found are the same without it in the rows. Its column is only needed to
    /// remove that equality again, and to name the equalities in a conflict; without
    /// it, rows that substitution fills with the markers of a layout's equalities are a
    /// third shorter. `Solver` builds without them and rebuilds with them the first time
    /// one of those two things is asked of it (`Solver.trackDummies`).
    private(set) var tracksDummies = false
    /// Row `b` of a basic symbol `b`; empty for parametric symbols.
    private(set) var rows = TableauRows()
    private(set) var isBasic: [Bool] = []
    /// `columns` list `s`: the basic symbols whose rows mention `s`, except the unindexed
    /// rows below.
    private(set) var columns = SymbolLists<Symbol>(filler: Symbol(0), linearLimit: 32)
    /// The rows kept out of the column lists: a row of more than `unindexedRow` entries
    /// takes a slot when one is free.
    private(set) var unindexed = UnindexedRows()
    /// The length above which a row leaves the column lists (if a slot is free); it goes
    /// back under a quarter of it (a row moving between the two at every pivot would pay
    /// what the slots save). Real layouts' rows are far shorter; tests and fuzzers set it
    /// low so that small systems take both paths.
    var unindexedRow = 256
    private var reindexedRow: Int { unindexedRow / 4 }
    /// Scratch lists of `substitute`: the rows it visits, and the symbols each row gains
    /// and loses (slabs: emptied and refilled per row without a copy-on-write check).
    private let scratchUsers = Slab<Symbol>()
    private let scratchInserted = Slab<Symbol>()
    private let scratchRemoved = Slab<Symbol>()
    private var scratchPivotRow = SparseRow()
    private var scratchNewRow = SparseRow()
    private var errorPriority: [Double] = []
    private var freeSymbols: [Symbol] = []
    private(set) var levels: [Level] = []
    private var artificialObjective: SparseRow?
    private(set) var infeasibleRows: [Symbol] = []
    private var needsOptimization = false
    private var merge = DenseMerge()
    /// Simplex pivots so far (primal, dual and phase one), a measure of the work done.
    private(set) var pivotCount = 0
    /// Tests and debugging: check the invariants after every pivot and keep what breaks
    /// them in `recordedViolations` (a pass over the whole tableau per pivot).
    var checksInvariants = false
    private(set) var recordedViolations: [String] = []
    /// Pricing: what is being optimized (nil when nothing is) and the symbols that may be
    /// improving. A price only changes when a pivot adds a row to the objective, so that
    /// row's symbols are the only new candidates: pricing costs what the pivots cost, not
    /// a scan of the whole objective per pivot (quadratic on large layouts).
    private var pricing: PricedObjective?
    private var pricingCandidates = PricingCandidates()

    private enum PricedObjective { case levels, artificial }

    /// Safety net against cycling on pathological inputs: bad input must never hang.
    private static let pivotLimitFactor = 50

    init() {}

    /// An empty tableau that writes dummies into its rows, with `old`'s external symbols
    /// at the same numbers (every other number free, lowest first), for `Solver` to add
    /// its constraints to again.
    init(trackingDummiesWithExternalsOf old: Tableau) {
        tracksDummies = true
        checksInvariants = old.checksInvariants
        unindexedRow = old.unindexedRow
        recordedViolations = old.recordedViolations
        pivotCount = old.pivotCount
        reserveSymbols(old.kinds.count)
        for kind in old.kinds {
            _ = newSymbol(kind == .external ? .external : .unused)
        }
        for i in kinds.indices.reversed() where kinds[i] == .unused {
            freeSymbols.append(Symbol(index: i))
        }
    }

    // MARK: symbols

    /// Makes room for `n` symbols in the per-symbol arrays.
    mutating func reserveSymbols(_ n: Int) {
        kinds.reserveCapacity(n)
        rows.reserveCapacity(symbols: n)
        isBasic.reserveCapacity(n)
        // As much room as the rows: every row entry has its column entry, and a column
        // list that moves leaves garbage behind. Room never written costs no cache misses;
        // one regrowth of a full array costs megabytes of them.
        columns.reserveCapacity(lists: n, entries: 4 * n)
        unindexed.reserveCapacity(symbols: n)
        errorPriority.reserveCapacity(n)
    }

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        if let s = freeSymbols.popLast() {
            kinds[s.index] = kind
            return s
        }
        let s = Symbol(index: kinds.count)
        kinds.append(kind)
        rows.addRow()
        isBasic.append(false)
        columns.addList()
        unindexed.addSymbol()
        errorPriority.append(0)
        return s
    }

    /// Returns a symbol to the free list after removing every trace of it.
    mutating func releaseSymbol(_ s: Symbol) {
        let i = s.index
        if isBasic[i] { dropRow(s) }
        for k in 0..<userCount(of: s) { rows.remove(s, from: user(of: s, k)) }
        columns.removeAll(s)
        unindexed.unmentionEverywhere(s)
        for l in levels.indices { levels[l].row.remove(s) }
        artificialObjective?.remove(s)
        kinds[i] = .unused
        freeSymbols.append(s)
    }

    /// The current value of a symbol (parametric symbols are 0).
    @inline(__always)
    func value(of s: Symbol) -> Double {
        // A parametric symbol's row is empty with constant 0 (an invariant).
        rows.constant(s)
    }

    var symbolCount: Int { kinds.count - freeSymbols.count }

    // MARK: constraints

    /// Adds `Σ terms + constant (relation) 0` at `priority` (1000 = required); an optional
    /// equality falls short of 0 at `shortfallPriority` (the same as `priority` unless the
    /// constraint prices its two directions apart).
    mutating func addConstraint(
        terms: [(symbol: Symbol, coefficient: Double)],
        constant: Double,
        relation: Relation,
        priority: Double,
        shortfallPriority: Double,
        replaying: Bool = false
    ) -> AddOutcome {
        restoreFeasibility()
        let required = priority >= Priority.required.rawValue
        // The new row's storage is reused from one constraint to the next: installing a
        // short row copies it into the shared entries and leaves it empty.
        var row = scratchNewRow
        scratchNewRow = SparseRow()
        defer { scratchNewRow = row }
        row.removeAll(constant: constant)
        for (s, c) in terms {
            if isBasic[s.index] { rows.add(row: s, times: c, into: &row) } else { row.accumulate(s, c) }
        }
        if row.constant != 0 { dropConstantRounding(&row, terms: terms, constant: constant) }
        let owned: Markers
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.accumulate(slack, sign)
            if required {
                owned = Markers(marker: slack)
            } else {
                let error = newSymbol(.error)
                row.accumulate(error, -sign)
                addToObjective(error, priority: priority)
                owned = Markers(marker: slack, other: error)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                if tracksDummies { row.accumulate(dummy, 1) }
                owned = Markers(marker: dummy)
            } else {
                // row: Σ terms + constant = plus - minus, so plus is the excess, minus the shortfall.
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.accumulate(plus, -1)
                row.accumulate(minus, 1)
                addToObjective(plus, priority: priority)
                addToObjective(minus, priority: shortfallPriority)
                owned = Markers(marker: plus, other: minus)
            }
        }
        // A non-negative constant lets a restricted subject start out feasible.
        if row.constant < 0 { row.scale(by: -1) }

        var subject = chooseSubject(row, owned)
        if subject == nil && row.symbols.allSatisfy({ kinds[$0.index] == .dummy }) {
            // Replaying, the equality held before: what is left of its constant is the
            // rounding of another order of additions (0.001 multipliers beside 10^7
            // constants leave more than 10^-8), and it is redundant.
            if replaying { row.constant = 0 }
            guard abs(row.constant) < SparseRow.epsilon else {
                let markers = row.symbols.filter { $0 != owned.marker }
                releaseSymbol(owned.marker)
                return .conflict(markers: markers.sorted())
            }
            guard tracksDummies else {
                // Redundant, and with no markers in the rows there is nothing to write:
                // the marker stays parametric, in no row.
                needsOptimization = true
                return .added(owned)
            }
            subject = owned.marker  // redundant but consistent: keep it removable
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            installRow(subject, &row)
        } else if let markers = addWithArtificialVariable(row, replaying: replaying) {
            releaseSymbol(owned.marker)
            // Phase one pivoted: still feasible, no longer optimal.
            needsOptimization = true
            return .conflict(markers: markers)
        }
        needsOptimization = true
        return .added(owned)
    }

    /// A new row's constant this small a part of the constants that summed to it is
    /// rounding.
    static let cancellationNoise = 1e-11

    /// Makes a new row's constant 0 when it is what is left of constants cancelling each
    /// other: less than `cancellationNoise` of their magnitudes. An equality written twice,
    /// expanded through rows whose constants reach 10^6 (0.001 multipliers), leaves
    /// 10^-10 where exact arithmetic leaves 0 (2.5 × 10^-7, above `SparseRow.epsilon`,
    /// after a rebuild expanded it through other rows); phase one, or a subject taken as for a
    /// row that holds as things stand, would divide it by a coefficient of rounding size
    /// (4 × 10^-7) and put a restricted row below zero with nothing to repair it.
    private func dropConstantRounding(
        _ row: inout SparseRow, terms: [(symbol: Symbol, coefficient: Double)], constant: Double
    ) {
        var magnitude = abs(constant)
        for (s, c) in terms where isBasic[s.index] { magnitude += abs(c * rows.constant(s)) }
        if abs(row.constant) < Self.cancellationNoise * magnitude { row.constant = 0 }
    }

    /// Removes a constraint by its markers; the tableau stays feasible. Returns false when
    /// taking the marker out meant dividing by a coefficient this small a part of its
    /// row's largest (`removalConditioning`): rows then carry the coefficients dropped as
    /// noise before, multiplied as much, and no longer say what their constraints say
    /// (a row that dropped 3 × 10⁻¹⁰ of a marker, divided by 3 × 10⁻⁷, lost 10⁻³ of
    /// three symbols, and a required inequality later ended 10⁷ off). The caller builds
    /// the tableau again then.
    @discardableResult
    mutating func removeConstraint(_ owned: Markers) -> Bool {
        restoreFeasibility()
        if kinds[owned.marker.index] == .error { removeFromObjective(owned.marker) }
        if let other = owned.other, kinds[other.index] == .error { removeFromObjective(other) }
        let marker = owned.marker
        var wellConditioned = true
        if !isBasic[marker.index], let leaving = markerLeavingRow(marker) {
            wellConditioned =
                abs(rows.coefficient(of: marker, in: leaving))
                >= Self.removalConditioning * rows.largestCoefficient(of: leaving)
            pivot(entering: marker, leaving: leaving)
        }
        if isBasic[marker.index] { dropRow(marker) }
        releaseSymbol(marker)
        if let other = owned.other { releaseSymbol(other) }
        dropEmptyLevels()
        needsOptimization = true
        return wellConditioned
    }

    /// The smallest part of its row's largest coefficient that a marker's coefficient may
    /// be for the removal's pivot to be trusted.
    static let removalConditioning = 1e-4

    // MARK: edits

    /// Shifts the target of an edit constraint (an optional equality, which owns both its
    /// errors) by `delta`.
    mutating func shiftEdit(_ owned: Markers, by delta: Double) {
        let plus = owned.marker
        guard let minus = owned.other else { preconditionFailure("an edit constraint is an optional equality") }
        if isBasic[plus.index] || isBasic[minus.index] {
            let basic = isBasic[plus.index] ? plus : minus
            if rows.shiftConstant(basic, by: basic == plus ? -delta : delta) < 0 {
                // The two errors have opposite columns, so the twin appears in this row
                // only: swapping them restores feasibility by touching one row, and the
                // primal simplex takes it from there. A dual simplex from here would
                // cascade through every view the jump moves.
                pivot(entering: basic == plus ? minus : plus, leaving: basic)
                needsOptimization = true
            }
            return
        }
        if needsOptimization { optimizeLevels() }
        let columns = self.columns
        let kinds = self.kinds
        var infeasible = self.infeasibleRows
        self.infeasibleRows = []
        columns.withEntries(plus) { owners in
            rows.shiftConstants(ofRows: owners, containing: plus, by: delta) { b in
                if kinds[b.index].isRestricted { infeasible.append(b) }
            }
        }
        var mask = unindexed.mask(of: plus)
        while mask != 0 {
            let b = unindexed.firstRow(in: mask)
            mask &= mask - 1
            let value = rows.shiftConstant(b, by: delta * rows.coefficient(of: plus, in: b))
            if value < 0 && kinds[b.index].isRestricted { infeasible.append(b) }
        }
        self.infeasibleRows = infeasible
    }

    /// Brings the tableau to an optimal, feasible state.
    mutating func solve() {
        restoreFeasibility()
        if needsOptimization {
            optimizeLevels()
            // Rounding in a primal pivot can leave a restricted row just below zero (the
            // pivots queue it): clamp or repair it now, keeping the optimum, rather than at
            // the next edit.
            if !infeasibleRows.isEmpty { restoreFeasibility() }
        }
    }

    // MARK: objective bookkeeping

    private mutating func levelIndex(for priority: Double) -> Int {
        var i = 0
        while i < levels.count && levels[i].priority > priority { i += 1 }
        if i == levels.count || levels[i].priority != priority {
            levels.insert(Level(priority: priority), at: i)
        }
        return i
    }

    private mutating func addToObjective(_ error: Symbol, priority: Double) {
        errorPriority[error.index] = priority
        let l = levelIndex(for: priority)
        levels[l].errorCount += 1
        if isBasic[error.index] {
            rows.add(row: error, times: 1, into: &levels[l].row)
        } else {
            levels[l].row.accumulate(error, 1)
        }
    }

    private mutating func removeFromObjective(_ error: Symbol) {
        let l = levelIndex(for: errorPriority[error.index])
        levels[l].errorCount -= 1
        if isBasic[error.index] {
            rows.add(row: error, times: -1, into: &levels[l].row)
        } else {
            levels[l].row.accumulate(error, -1)
        }
    }

    private mutating func dropEmptyLevels() {
        levels.removeAll { $0.errorCount == 0 }
    }

    // MARK: rows

    /// The smallest part of a new row's largest coefficient that a restricted subject's
    /// may be: dividing by less multiplies what the rows hold (a 0.002 subject put
    /// 10¹⁰–10¹⁴ in them and left a required inequality 3,033 over); phase one adds
    /// such a row instead.
    static let subjectConditioning = 1e-2

    private func chooseSubject(_ row: SparseRow, _ owned: Markers) -> Symbol? {
        // Prefer the external symbol that appears in the fewest rows: substituting it
        // touches the least of the tableau.
        var best: Symbol?
        var bestUses = Int.max
        for i in 0..<row.count {
            let s = row.symbol(at: i)
            guard kinds[s.index] == .external else { continue }
            let uses = userCount(of: s)
            if uses < bestUses || (uses == bestUses && s.precedes(best)) {
                best = s
                bestUses = uses
            }
        }
        if let best { return best }
        if row.constant == 0, let fewest = pivotableInFewestRows(row) {
            // Degenerate (the constraint holds with equality as things stand): whatever
            // its sign, a restricted subject's row keeps a constant of 0 and no other
            // row's constant moves, so the cheapest substitution wins. A new marker is
            // in no row; the oldest slacks of a layout built bounds first are in nearly
            // every row (a small form's `right <= container.right`s, one per view).
            return fewest
        }
        let smallest = Self.subjectConditioning * row.largestCoefficient
        if kinds[owned.marker.index].isPivotable && row.coefficient(of: owned.marker) < -smallest {
            return owned.marker
        }
        if let other = owned.other, kinds[other.index].isPivotable && row.coefficient(of: other) < -smallest {
            return other
        }
        // Any slack or error with a negative coefficient can take the row, provided the
        // new row is its tightest bound (a ratio test over its column): then every row
        // stays feasible and phase one is not needed.
        var pick: Symbol?
        for i in 0..<row.count {
            let s = row.symbol(at: i)
            let a = row.coefficient(at: i)
            guard a < -smallest, kinds[s.index].isPivotable, pick == nil || s.precedes(pick) else { continue }
            let ratio = row.constant / -a
            var tightest = true
            for k in 0..<userCount(of: s) {
                let b = user(of: s, k)
                guard kinds[b.index].isRestricted else { continue }
                let a = rows.coefficient(of: s, in: b)
                if kinds[b.index] == .dummy || (a < 0 && rows.constant(b) / -a < ratio) {
                    tightest = false
                    break
                }
            }
            if tightest { pick = s }
        }
        return pick
    }

    /// The slack or error of `row` that the fewest rows mention (ties to the lowest id),
    /// among those whose coefficient is at least a tenth of the largest such one: dividing
    /// by a small coefficient (0.001 multipliers) multiplies what the rows hold.
    private func pivotableInFewestRows(_ row: SparseRow) -> Symbol? {
        var largest = 0.0
        for i in 0..<row.count where kinds[row.symbol(at: i).index].isPivotable {
            largest = max(largest, abs(row.coefficient(at: i)))
        }
        var pick: Symbol?
        var pickUses = Int.max
        for i in 0..<row.count {
            let s = row.symbol(at: i)
            guard kinds[s.index].isPivotable, abs(row.coefficient(at: i)) >= 0.1 * largest else { continue }
            let uses = userCount(of: s)
            if uses < pickUses || (uses == pickUses && s.precedes(pick)) {
                pick = s
                pickUses = uses
            }
        }
        return pick
    }

    /// Makes `basic` basic with `row`, registering the row in the column index; `row` is
    /// left empty (its storage is the caller's to reuse).
    private mutating func installRow(_ basic: Symbol, _ row: inout SparseRow) {
        if row.count > unindexedRow, let j = unindexed.freeSlot() {
            unindexed.assign(basic, to: j)
            for i in 0..<row.count { unindexed.mention(row.symbol(at: i), inSlot: j) }
        } else {
            for i in 0..<row.count { columns.append(basic, to: row.symbol(at: i)) }
        }
        rows.install(basic, &row)
        isBasic[basic.index] = true
    }

    /// Removes the row of a basic symbol, which becomes parametric.
    private mutating func dropRow(_ basic: Symbol) {
        unregisterRow(basic)
        rows.clear(basic)
    }

    /// Removes the row of a basic symbol, which becomes parametric, and returns it.
    private mutating func takeRow(_ basic: Symbol) -> SparseRow {
        unregisterRow(basic)
        return rows.take(basic)
    }

    private mutating func unregisterRow(_ basic: Symbol) {
        if let j = unindexed.slot(of: basic) {
            for i in 0..<rows.count(basic) { unindexed.unmention(rows.symbol(basic, at: i), inSlot: j) }
            unindexed.release(j)
        } else {
            for i in 0..<rows.count(basic) { removeFromColumn(rows.symbol(basic, at: i), basic) }
        }
        isBasic[basic.index] = false
    }

    /// Removes `basic` from the column list of `s`.
    @inline(__always)
    private mutating func removeFromColumn(_ s: Symbol, _ basic: Symbol) {
        if let p = columns.position(of: basic, in: s) { columns.remove(at: p, from: s) }
    }

    // MARK: the rows that mention a symbol (its users)

    /// How many rows mention `s`: its column list and the unindexed rows that do.
    @inline(__always)
    func userCount(of s: Symbol) -> Int {
        columns.count(s) + unindexed.count(of: s)
    }

    /// The `k`th row that mentions `s` (`k` below `userCount(of:)`): its column
    /// list first, then the unindexed rows in slot order.
    @inline(__always)
    func user(of s: Symbol, _ k: Int) -> Symbol {
        let listed = columns.count(s)
        if k < listed { return columns[s, k] }
        var mask = unindexed.mask(of: s)
        for _ in 0..<(k - listed) { mask &= mask - 1 }
        return unindexed.firstRow(in: mask)
    }

    /// Replaces `symbol` by `row` wherever it appears (rows and objectives).
    private mutating func substitute(_ symbol: Symbol, with row: SparseRow) {
        let users = scratchUsers
        let inserted = scratchInserted
        let removed = scratchRemoved
        users.truncate(to: 0)
        columns.withEntries(symbol) { for b in $0 { users.append(b) } }
        columns.removeAll(symbol)
        if !unindexed.isEmpty {
            var mask = unindexed.mask(of: symbol)
            while mask != 0 {
                users.append(unindexed.firstRow(in: mask))
                mask &= mask - 1
            }
            unindexed.unmentionEverywhere(symbol)
        }
        for u in 0..<users.count {
            let b = users[u]
            let factor = rows.remove(symbol, from: b)
            // A row about to take in a long one leaves the lists while it is short.
            if row.count > reindexedRow && unindexed.slot(of: b) == nil
                && row.count + rows.count(b) > unindexedRow
            {
                unindexed.take(b, of: rows, from: &columns)
            }
            inserted.truncate(to: 0)
            removed.truncate(to: 0)
            if row.count > 32 && 2 * row.count >= rows.count(b) {
                // Adding a large row to one of similar size (the two mostly cancel or
                // fill): one linear pass beats per-entry hashing. A small row into a
                // large one stays incremental: rebuilding would cost the large row.
                var target = rows.take(b)
                merge.add(
                    row, times: factor, into: &target, symbolCount: kinds.count,
                    inserted: inserted, removed: removed)
                rows.install(b, &target)
            } else {
                rows.add(row, times: factor, to: b, inserted: inserted, removed: removed)
            }
            if let j = unindexed.slot(of: b) {
                for i in 0..<inserted.count { unindexed.mention(inserted[i], inSlot: j) }
                for i in 0..<removed.count { unindexed.unmention(removed[i], inSlot: j) }
                if rows.count(b) < reindexedRow { unindexed.giveBack(b, of: rows, to: &columns) }
            } else {
                for i in 0..<inserted.count { columns.append(b, to: inserted[i]) }
                for i in 0..<removed.count { removeFromColumn(removed[i], b) }
            }
            if rows.constant(b) < 0 && kinds[b.index].isRestricted {
                // What is left of two constants cancelling is rounding, not a violation: a
                // row at 1.4 × 10⁸ that a pivot's tie brought to −3 × 10⁻⁸ was queued, no
                // longer blocked the pivots after it (a queued row waits for the dual
                // simplex) and was driven to −5,961 with nothing left to repair it.
                if SparseRow.isCancelled(rows.constant(b), adding: factor * row.constant) {
                    rows.setConstant(b, 0)
                } else {
                    infeasibleRows.append(b)
                }
            }
        }
        for l in levels.indices {
            let factor = levels[l].row.remove(symbol)
            if factor != 0 {
                levels[l].row.add(row, times: factor)
                if pricing == .levels { addPricingCandidates(row) }
            }
        }
        if artificialObjective != nil {
            let factor = artificialObjective!.remove(symbol)
            if factor != 0 {
                artificialObjective!.add(row, times: factor)
                if pricing == .artificial { addPricingCandidates(row) }
            }
        }
    }

    private mutating func addPricingCandidates(_ row: SparseRow) {
        for i in 0..<row.count { pricingCandidates.insert(row.symbol(at: i)) }
    }

    /// Starts pricing: every symbol of the objective (all its levels, or the artificial
    /// row) is a candidate.
    private mutating func beginPricing(_ objective: PricedObjective) {
        pricing = objective
        switch objective {
        case .artificial:
            pricingCandidates.reset(to: artificialObjective!.symbols)
        case .levels:
            pricingCandidates.reset(to: levels.flatMap(\.row.symbols))
        }
    }

    private mutating func endPricing() {
        pricingCandidates.removeAll()
        pricing = nil
    }

    /// Exchanges a parametric `entering` symbol with the basic `leaving` one.
    private mutating func pivot(entering: Symbol, leaving: Symbol) {
        pivotCount += 1
        // The pivot row's storage is reused from one pivot to the next.
        var row = scratchPivotRow
        scratchPivotRow = SparseRow()
        defer { scratchPivotRow = row }
        rows.take(leaving, into: &row)
        isBasic[leaving.index] = false
        if let j = unindexed.slot(of: leaving) {
            // An unindexed row keeps its slot under its new basic symbol; `entering`
            // leaves it and `leaving` joins it.
            unindexed.transfer(j, to: entering)
            unindexed.unmention(entering, inSlot: j)
            row.solve(for: entering, from: leaving)
            unindexed.mention(leaving, inSlot: j)
        } else {
            // The row keeps its symbols but one: rename its column entries in place.
            for i in 0..<row.count where row.symbol(at: i) != entering {
                let c = row.symbol(at: i)
                if let p = columns.position(of: leaving, in: c) { columns.replace(at: p, in: c, with: entering) }
            }
            removeFromColumn(entering, leaving)
            row.solve(for: entering, from: leaving)
            columns.append(entering, to: leaving)
        }
        // `entering` is not among the rows that mention it yet, so substitution skips
        // this row.
        substitute(entering, with: row)
        rows.install(entering, &row)
        isBasic[entering.index] = true
        if checksInvariants {
            recordViolations(after: "pivot \(pivotCount) (\(name(entering)) enters)", .structure)
        }
    }

    /// Keeps the invariants' violations in `scope`, if any, with what was just done;
    /// `more` are the solver's own. Checking stops after the first hundred: a broken
    /// tableau stays broken, and a check per pivot must not make a failing test crawl.
    mutating func recordViolations(after step: String, _ scope: InvariantScope, more: [String] = []) {
        guard recordedViolations.count < 100 else { return }
        recordedViolations += (invariantViolations(scope) + more).map { "after \(step): \($0)" }
    }

    // MARK: phase one

    /// The part of a row's constant that phase one may leave as rounding.
    static let phaseOneRounding = 1e-14

    /// The part of the largest constant in the rows that phase one may leave when a
    /// constraint that held before is put back (a rebuild, a definition taken out).
    static let replayRounding = 1e-9

    /// The largest magnitude of a row's constant: the scale of the values solved.
    private func largestRowConstant() -> Double {
        var largest = 0.0
        for b in 0..<kinds.count where isBasic[b] { largest = max(largest, abs(rows.constant(Symbol(index: b)))) }
        return largest
    }

    /// Adds a row that has no usable subject by minimizing an artificial variable.
    /// Returns nil on success, or the markers of the required constraints that keep
    /// the artificial variable above zero (the constraints in conflict).
    private mutating func addWithArtificialVariable(_ row: SparseRow, replaying: Bool) -> [Symbol]? {
        let start = abs(row.constant)
        let art = newSymbol(.artificial)
        artificialObjective = row
        var row = row
        installRow(art, &row)
        optimize(artificial: true)
        let objective = artificialObjective!
        artificialObjective = nil
        // What is left of a large constant is rounding below a part in 10^14 of it (a
        // replayed equality among 10^9 values kept 2 × 10^-7, a quarter of their last digit).
        var success = abs(objective.constant) < max(SparseRow.epsilon, Self.phaseOneRounding * start)
        if !success && replaying {
            // A constraint put back held before: what phase one leaves is the rounding of
            // values that went through the rows, not of this row's constant (a tight
            // `−3·v1 ≤ 395` 9 × 10⁻⁶ short with v1 already 3 × 10⁻⁶ off, among values
            // near 10⁶, was dropped). Within `replayRounding` of the largest constant in
            // the rows it goes back, its residual taken as rounding.
            success = abs(objective.constant) < Self.replayRounding * largestRowConstant()
        }

        if !success {
            // The artificial variable is still basic; its row holds only this
            // constraint's residual, so dropping it restores the previous system.
            // The parametric markers with a non-zero price are a certificate: the
            // required constraints that together rule the new one out.
            var markers: [Symbol] = []
            for i in 0..<objective.count {
                let s = objective.symbol(at: i)
                let k = kinds[s.index]
                if k == .dummy || k == .slack { markers.append(s) }
            }
            releaseSymbol(art)
            return markers.sorted()
        }
        if isBasic[art.index] {
            var artRow = takeRow(art)
            // The residual accepted as rounding goes with the artificial variable: solved
            // into another symbol, it would carry that symbol below zero, unqueued.
            artRow.constant = 0
            if !artRow.isEmpty {
                // Degenerate: pivot any symbol in so the artificial one can go.
                var pivotable: Symbol?
                for i in 0..<artRow.count {
                    let s = artRow.symbol(at: i)
                    if kinds[s.index].isPivotable && (pivotable == nil || s.precedes(pivotable)) { pivotable = s }
                }
                let entering = pivotable ?? artRow.symbols.min()!
                artRow.solve(for: entering, from: art)
                substitute(entering, with: artRow)
                installRow(entering, &artRow)
            }
        }
        // Parametric at zero: removing its column enforces the constraint exactly.
        releaseSymbol(art)
        return nil
    }

    // MARK: primal simplex

    /// The smallest coefficient a primal pivot divides by (the engine's coefficients
    /// carry rounding from 10^-8 up); a direction only smaller ones block is taken as
    /// unbounded, which in a bounded objective only noise can be.
    static let pivotTolerance = 1e-7

    private mutating func optimizeLevels() {
        optimize(artificial: false)
        needsOptimization = false
    }

    /// Primal simplex on the lexicographic objective (or the artificial one), in one
    /// pass over the candidates for all levels at once. A symbol's price is the vector of
    /// its coefficients in the levels' rows, compared lexicographically: the first level
    /// that prices it decides (a lower level can never buy a higher level's violation).
    /// This is the simplex method over an ordered field, where Bland's rule still rules
    /// out cycling. Level by level, each level rescanned its whole row and every symbol a
    /// higher level prices had to be marked blocked first: more work for the same pivots.
    private mutating func optimize(artificial: Bool) {
        var unbounded = Set<Symbol>()
        let limit = Self.pivotLimitFactor * (symbolCount + 100)
        var iterations = 0
        beginPricing(artificial ? .artificial : .levels)
        defer { endPricing() }
        while iterations < limit {
            iterations += 1
            guard let (entering, direction) = selectEntering(excluding: unbounded) else { break }
            var leaving: Symbol?
            var bestRatio = Double.infinity
            let listed = columns.count(entering)
            for k in 0..<userCount(of: entering) {
                let b = k < listed ? columns[entering, k] : user(of: entering, k)
                let bi = b.index
                guard kinds[bi].isRestricted else { continue }
                let a = rows.coefficient(of: entering, in: b) * direction
                // A basic dummy is a redundant required equality: it may not move at
                // all, so it blocks either direction at once.
                let blocks = kinds[bi] == .dummy || a < 0
                guard blocks else { continue }
                // A row below zero waits for the dual simplex (it is queued): as a pivot
                // row it would make the entering symbol negative too. A constant within
                // rounding of 0 is 0 (such a row is not queued): it blocks at once, or
                // the pivot would drive it truly negative with nothing to repair it.
                if kinds[bi] != .dummy && rows.constant(b) < -SparseRow.epsilon { continue }
                let ratio = kinds[bi] == .dummy ? 0 : max(0, rows.constant(b)) / -a
                // A coefficient near the noise floor does not block: dividing by it would
                // multiply every rounding error in the row by its inverse, and the tableau
                // would stop describing the constraints. Such a row may go below zero; it
                // is queued, and the dual simplex repairs it after the optimization.
                if kinds[bi] != .dummy && -a < Self.pivotTolerance { continue }
                if ratio < bestRatio || (ratio == bestRatio && b.precedes(leaving)) {
                    bestRatio = ratio
                    leaving = b
                }
            }
            guard let leaving else {
                // An unbounded direction can only be rounding noise in a bounded
                // objective; skip the symbol rather than loop.
                unbounded.insert(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// An improving symbol and its direction (+1 grows, -1 shrinks; only unrestricted
    /// symbols shrink): the lowest-numbered one, which is Bland's rule and rules out
    /// cycling. Candidates come off `pricingCandidates`: one that does not improve now can
    /// only start to when a pivot changes its price, which makes it a candidate again, so
    /// each selection costs a few steps, not a scan.
    private mutating func selectEntering(excluding unbounded: Set<Symbol>) -> (Symbol, Double)? {
        while let s = pricingCandidates.popLowest() {
            let kind = kinds[s.index]
            if kind == .dummy || kind == .artificial || unbounded.contains(s) { continue }
            let c = pricing == .artificial ? artificialObjective!.coefficient(of: s) : price(of: s)
            let improving = kind == .external ? abs(c) >= SparseRow.epsilon : c <= -SparseRow.epsilon
            if improving { return (s, c < 0 ? 1 : -1) }
        }
        return nil
    }

    /// The deciding component of the lexicographic price of `s`: its coefficient in the
    /// highest level that prices it, or 0.
    @inline(__always)
    private func price(of s: Symbol) -> Double {
        for l in levels.indices {
            let c = levels[l].row.coefficient(of: s)
            if abs(c) >= SparseRow.epsilon { return c }
        }
        return 0
    }

    // MARK: dual simplex

    /// Repairs rows made infeasible by edits, keeping optimality (dual simplex).
    private mutating func restoreFeasibility() {
        var iterations = 0
        let limit = Self.pivotLimitFactor * (symbolCount + 100)
        while !infeasibleRows.isEmpty && iterations < limit {
            iterations += 1
            // Last in, first out: a deterministic order with no rescans. (Picking the
            // most violated row first made a resize that flips a thousand
            // preferences quadratic.)
            let leaving = infeasibleRows.removeLast()
            let bi = leaving.index
            guard isBasic[bi], kinds[bi].isRestricted, rows.constant(leaving) < -SparseRow.epsilon else {
                if isBasic[bi] && rows.constant(leaving) < 0 { rows.setConstant(leaving, 0) }
                continue
            }
            guard let entering = dualEntering(leaving) else {
                // Nothing can raise the row: in exact arithmetic it is at 0, and what is
                // below is rounding (three duplicates of a tight `6·v6 ≤ −590` among
                // 10⁷ constants sat at −3 × 10⁻⁸), taken as 0 when under `replayRounding`
                // of the largest constant in the rows. Otherwise dropped rather than loop
                // (it cannot happen while edits are optional).
                if -rows.constant(leaving) < Self.replayRounding * largestRowConstant() {
                    rows.setConstant(leaving, 0)
                }
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
        infeasibleRows.removeAll(keepingCapacity: true)
    }

    /// The parametric symbol whose lexicographic price ratio is smallest.
    private func dualEntering(_ leaving: Symbol) -> Symbol? {
        // The best candidate's ratios live on the stack: a heap array here was a malloc
        // and a free on every dual pivot of every resize.
        withUnsafeTemporaryAllocation(of: Double.self, capacity: max(1, levels.count)) { bestRatios in
            dualEntering(leaving, bestRatios: bestRatios)
        }
    }

    private func dualEntering(_ leaving: Symbol, bestRatios: UnsafeMutableBufferPointer<Double>) -> Symbol? {
        let levelCount = levels.count
        var best: Symbol?
        rows.forEachEntry(of: leaving) { s, a in
            let kind = kinds[s.index]
            guard a > 0 && kind != .dummy && kind != .artificial else { return }
            // Compare price(s)/a with the best's ratios level by level; most
            // candidates are decided at the first level.
            var better = best == nil
            var decided = better
            var l = 0
            while !decided && l < levelCount {
                let r = levels[l].row.coefficient(of: s) / a
                let q = bestRatios[l]
                if abs(r - q) >= SparseRow.epsilon {
                    better = r < q
                    decided = true
                }
                l += 1
            }
            if !decided { better = s.precedes(best) }
            if better {
                best = s
                for l in 0..<levelCount { bestRatios[l] = levels[l].row.coefficient(of: s) / a }
            }
        }
        return best
    }

    // MARK: removal helpers

    /// The row to pivot a parametric marker into before its constraint is removed,
    /// chosen so the tableau stays feasible.
    private func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var first: Symbol?
        var second: Symbol?
        var third: Symbol?
        var r1 = Double.infinity
        var r2 = Double.infinity
        for k in 0..<userCount(of: marker) {
            let b = user(of: marker, k)
            let bi = b.index
            let c = rows.coefficient(of: marker, in: b)
            if kinds[bi] == .dummy {
                // Must not move (see `optimize`): exchange with it before anything else.
                if r1 > 0 || b.precedes(first) {
                    r1 = 0
                    first = b
                }
            } else if kinds[bi] == .external {
                if third == nil || b.precedes(third) { third = b }
            } else if c < 0 {
                let r = -rows.constant(b) / c
                if r < r1 || (r == r1 && b.precedes(first)) {
                    r1 = r
                    first = b
                }
            } else {
                let r = rows.constant(b) / c
                if r < r2 || (r == r2 && b.precedes(second)) {
                    r2 = r
                    second = b
                }
            }
        }
        return first ?? second ?? third
    }

    // MARK: analysis

    /// The price vector of a parametric symbol is zero at every level.
    func hasZeroPrice(_ s: Symbol) -> Bool { price(of: s) == 0 }

    /// Directions along which the solution can move while every constraint stays
    /// satisfied and every priority level's violation stays the same: for each, the
    /// external symbols that change and their rates.
    ///
    /// Each parametric symbol with a zero price is such a direction unless a degenerate
    /// restricted row (value 0) blocks it. Combinations of blocked directions at
    /// degenerate vertices are not explored.
    func freeDirections() -> [[(symbol: Symbol, rate: Double)]] {
        var result: [[(symbol: Symbol, rate: Double)]] = []
        for si in kinds.indices where !isBasic[si] {
            let s = Symbol(index: si)
            let kind = kinds[si]
            guard kind == .external || (kind.isPivotable && userCount(of: s) > 0), hasZeroPrice(s)
            else { continue }
            var canGrow = true
            var canShrink = kind == .external
            for k in 0..<userCount(of: s) {
                let b = user(of: s, k)
                guard kinds[b.index].isRestricted, rows.constant(b) < SparseRow.epsilon else { continue }
                let a = rows.coefficient(of: s, in: b)
                if a < 0 { canGrow = false }
                if a > 0 { canShrink = false }
            }
            guard canGrow || canShrink else { continue }
            var direction: [(symbol: Symbol, rate: Double)] = kind == .external ? [(s, 1)] : []
            for k in 0..<userCount(of: s) {
                let b = user(of: s, k)
                guard kinds[b.index] == .external else { continue }
                direction.append((b, rows.coefficient(of: s, in: b)))
            }
            if !direction.isEmpty { result.append(direction) }
        }
        return result
    }
}
