import TestSupport
import Testing

@testable import LayoutEngine

@Suite("Properties on random systems")
struct PropertyTests {
    static let seeds: [UInt64] = Array(1...300)

    @Test(arguments: seeds)
    func requiredConstraintsHold(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let (_, _, values) = try system.solve()
        #expect(system.requiredViolation(values) < 1e-6, "seed \(seed)")
    }

    /// Lexicographic optimality: the violation at each priority is exactly what the
    /// constraints at that priority and above can achieve on their own. Lower
    /// priorities never cost a higher one anything.
    @Test(arguments: seeds)
    func noPriorityPaysForALowerOne(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let (_, _, values) = try system.solve()
        let full = system.violations(values)
        let levels = RandomSystem.optionalPriorities.sorted(by: >)
        for (k, level) in levels.enumerated() {
            let (_, _, partial) = try system.solve(keeping: { $0.priority >= level })
            let alone = system.violations(partial)
            #expect(
                nearlyEqual(Array(full[...k]), Array(alone[...k])),
                "seed \(seed): level \(level): \(full) vs \(alone)")
        }
    }

    /// A batch (added required equalities first) reaches the optimum of one-by-one adds
    /// in the given order: the required constraints hold and every priority's violation
    /// is the same (the values may differ where the optimum is not unique).
    @Test(arguments: seeds.prefix(200))
    func aBatchReachesTheOptimumOfOneByOneAdds(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let (_, _, values) = try system.solve()
        let (solver, variables, _) = try system.loaded()
        let batch = variables.dropLast().map { solver.value(of: $0) }
        #expect(system.requiredViolation(batch) < 1e-6, "seed \(seed)")
        #expect(
            nearlyEqual(system.violations(batch), system.violations(values)),
            "seed \(seed): \(system.violations(batch)) vs \(system.violations(values))")
    }

    /// An optional equality with a shortfall priority is the two inequalities it stands
    /// for: `≤` at its priority, `≥` at the shortfall's. Solved either way, the required
    /// constraints hold and every level's violation (measured on the inequalities) is
    /// the same.
    @Test(arguments: seeds.prefix(200))
    func aShortfallPriorityIsTwoInequalities(seed: UInt64) throws {
        var paired = RandomSystem(seed: seed, optional: 12)
        var rng = SplitMix64(seed: seed &* 31)
        var split = paired
        split.constraints = []
        for i in paired.constraints.indices {
            var c = paired.constraints[i]
            guard c.relation == .equal, c.priority < 1000, Bool.random(using: &rng) else {
                split.constraints.append(c)
                continue
            }
            let shortfall = RandomSystem.optionalPriorities.randomElement(using: &rng)!
            paired.constraints[i].shortfall = shortfall
            c.relation = .lessThanOrEqual
            split.constraints.append(c)
            c.relation = .greaterThanOrEqual
            c.priority = shortfall
            split.constraints.append(c)
        }
        let (_, _, pairedValues) = try paired.solve()
        let (_, _, splitValues) = try split.solve()
        #expect(split.requiredViolation(pairedValues) < 1e-6, "seed \(seed)")
        #expect(
            nearlyEqual(split.violations(pairedValues), split.violations(splitValues)),
            "seed \(seed): \(split.violations(pairedValues)) vs \(split.violations(splitValues))")
    }

    @Test(arguments: seeds.prefix(100))
    func sameCallsGiveBitIdenticalValues(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let (_, _, a) = try system.solve()
        let (_, _, b) = try system.solve()
        #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "seed \(seed)")
    }

    /// Reading every value in one sweep gives what `value(of:)` gives, once per variable
    /// a constraint mentions (defined ones included), before and after removals.
    @Test(arguments: seeds.prefix(100))
    func forEachValueMatchesValueOf(seed: UInt64) throws {
        let (solver, variables, made) = try RandomSystem(seed: seed, variables: 10, required: 8, optional: 12).loaded()
        defer { #expect(solver.invariantViolations() == [], "seed \(seed)") }
        var rng = SplitMix64(seed: seed &+ 99)
        for round in 0..<2 {
            var seen: [ObjectIdentifier: Double] = [:]
            solver.forEachValue { variable, value in
                #expect(seen.updateValue(value, forKey: ObjectIdentifier(variable)) == nil, "seed \(seed): twice")
            }
            for v in variables {
                if solver.isConstrained(v) {
                    #expect(
                        seen[ObjectIdentifier(v)]?.bitPattern == solver.value(of: v).bitPattern,
                        "seed \(seed) round \(round) \(v)")
                } else {
                    #expect(seen[ObjectIdentifier(v)] == nil, "seed \(seed) round \(round) \(v)")
                }
            }
            #expect(seen.count == variables.filter { solver.isConstrained($0) }.count)
            for c in made where solver.contains(c) && Bool.random(using: &rng) { try solver.remove(c) }
        }
    }

    /// Reserving room is only a hint: too little, enough or far too much, the values
    /// are the same bits, and the solver keeps working past the reservation.
    @Test(arguments: seeds.prefix(100))
    func reservingCapacityChangesNoValue(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, variables: 12, required: 10, optional: 20)
        let (_, _, plain) = try system.solve()
        for room in [(constraints: 3, variables: 2), (30, 12), (5_000, 4_000)] {
            let (solver, _, reserved) = try system.solve(reserving: room)
            #expect(reserved.map(\.bitPattern) == plain.map(\.bitPattern), "seed \(seed), room \(room)")
            #expect(solver.constraintCount == system.constraints.count)
        }
    }

    @Test(arguments: seeds.prefix(150))
    func orderOfAdditionDoesNotChangeTheOptimum(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let (_, _, values) = try system.solve()
        var rng = SplitMix64(seed: seed &* 31)
        let shuffled = Array(system.constraints.indices).shuffled(using: &rng)
        let (_, _, other) = try system.solve(order: shuffled)
        #expect(nearlyEqual(system.violations(values), system.violations(other)), "seed \(seed)")
    }

    /// Removing constraints from a solved system gives the optimum of what remains.
    @Test(arguments: seeds.prefix(150))
    func removalMatchesAFreshSolve(seed: UInt64) throws {
        let system = RandomSystem(seed: seed)
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        solver.checksInvariants = true
        defer { #expect(solver.invariantViolations() == [], "seed \(seed)") }
        let made = system.constraints.map { $0.make(variables) }
        try solver.add(made)
        _ = solver.value(of: variables[0])
        var rng = SplitMix64(seed: seed &+ 7)
        var kept: [Int] = []
        for i in made.indices {
            if Bool.random(using: &rng) { try solver.remove(made[i]) } else { kept.append(i) }
        }
        let values = variables.map { solver.value(of: $0) }
        let (_, _, fresh) = try system.solve(order: kept)
        let keptSystem = RandomSystem(
            variableCount: system.variableCount,
            constraints: kept.map { system.constraints[$0] })
        #expect(keptSystem.requiredViolation(values) < 1e-6, "seed \(seed)")
        #expect(nearlyEqual(keptSystem.violations(values), keptSystem.violations(fresh)), "seed \(seed)")
        #expect(solver.constraintCount == kept.count)
    }

    /// Rounds of removal and re-addition on a system large enough that the solver
    /// compacts its bookkeeping (the records' symbol lists): what remains
    /// is still solved to its optimum, and a conflict afterwards still names constraints
    /// that are in the solver.
    @Test(arguments: [UInt64(1), 2, 3])
    func churnOnALargeSystemMatchesAFreshSolve(seed: UInt64) throws {
        // A layout-like chain (sparse, so it solves quickly at this size): 400 links of
        // a required gap, a preferred gap, a defined edge and a cap on it.
        var list: [GeneratedConstraint] = []
        let links = 400
        for i in 0..<links {
            let x = i
            let next = i + 1
            let y = links + 1 + i
            list.append(
                GeneratedConstraint(
                    terms: [(next, 1), (x, -1)], relation: .greaterThanOrEqual, constant: 8,
                    priority: 1000))
            list.append(
                GeneratedConstraint(
                    terms: [(next, 1), (x, -1)], relation: .equal,
                    constant: Double(10 + i % 7), priority: 250))
            list.append(GeneratedConstraint(terms: [(y, 1), (x, -1)], relation: .equal, constant: 4, priority: 1000))
            list.append(
                GeneratedConstraint(
                    terms: [(y, 1)], relation: .lessThanOrEqual, constant: Double(6 * i),
                    priority: 750))
        }
        list.append(GeneratedConstraint(terms: [(0, 1)], relation: .equal, constant: 0, priority: 1000))
        let system = RandomSystem(variableCount: 2 * links + 1, constraints: list)
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        // Large: its invariants are checked at the end, not after every step.
        defer { #expect(solver.invariantViolations() == [], "seed \(seed)") }
        var made = system.constraints.map { $0.make(variables) }
        try solver.add(made)
        var inSolver = Array(repeating: true, count: made.count)
        var rng = SplitMix64(seed: seed &* 977)
        for round in 0..<4 {
            _ = solver.value(of: variables[0])
            for i in made.indices where Bool.random(using: &rng) {
                if inSolver[i] {
                    try solver.remove(made[i])
                } else {
                    made[i] = system.constraints[i].make(variables)
                    try solver.add(made[i])
                }
                inSolver[i].toggle()
            }
            let kept = made.indices.filter { inSolver[$0] }
            let values = variables.map { solver.value(of: $0) }
            let keptSystem = RandomSystem(
                variableCount: system.variableCount,
                constraints: kept.map { system.constraints[$0] })
            let (_, _, fresh) = try keptSystem.solve()
            #expect(keptSystem.requiredViolation(values) < 1e-6, "seed \(seed) round \(round)")
            #expect(
                nearlyEqual(keptSystem.violations(values), keptSystem.violations(fresh), tolerance: 1e-5),
                "seed \(seed) round \(round)")
            #expect(solver.constraintCount == kept.count)
        }
        // y = x + 4 where still defined, so y ≥ 5000 and x ≤ 100 cannot both hold, and the
        // explanation goes through the compacted lists of expanded definitions.
        let k = links / 2
        let a = Constraint(Expression(variables[links + 1 + k]), .greaterThanOrEqual, Expression(constant: 5000))
        let b = Constraint(Expression(variables[k]), .lessThanOrEqual, Expression(constant: 100))
        if !inSolver[4 * k + 2] { try solver.add(system.constraints[4 * k + 2].make(variables)) }
        try solver.add(a)
        let others: [Constraint]
        switch Result(catching: { () throws(SolverError) in try solver.add(b) }) {
        case .failure(.unsatisfiable(_, let named)): others = named
        default: others = []
        }
        #expect(others.contains { $0 === a }, "seed \(seed)")
        #expect(!others.isEmpty && others.allSatisfy { solver.contains($0) }, "seed \(seed)")
    }

    /// An edit variable after a series of suggestions is as good as a fresh solve with
    /// the last suggestion written as a constraint at the edit's priority.
    @Test(arguments: seeds.prefix(150))
    func suggestionsMatchAFreshSolve(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, priorities: [100, 250, 750])
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        solver.checksInvariants = true
        defer { #expect(solver.invariantViolations() == [], "seed \(seed)") }
        try solver.add(system.constraints.map { $0.make(variables) })
        let edited = variables[Int(seed % UInt64(variables.count))]
        try solver.addEditVariable(edited, priority: 500)
        var rng = SplitMix64(seed: seed ^ 0xABCDEF)
        var target = 0.0
        for _ in 0..<6 {
            target = Double(Int.random(in: -100...400, using: &rng))
            try solver.suggestValue(target, for: edited)
            _ = solver.value(of: edited)
        }
        let values = variables.map { solver.value(of: $0) }
        var withEdit = system
        let index = variables.firstIndex { $0 === edited }!
        withEdit.constraints.append(
            GeneratedConstraint(
                terms: [(index, 1)], relation: .equal,
                constant: target, priority: 500))
        let (_, _, fresh) = try withEdit.solve()
        let levels: [Double] = [750, 500, 250, 100]
        #expect(system.requiredViolation(values) < 1e-6, "seed \(seed)")
        #expect(
            nearlyEqual(
                withEdit.violations(values, priorities: levels),
                withEdit.violations(fresh, priorities: levels)), "seed \(seed)")
    }

    /// A reported conflict is a certificate: the named constraints alone rule the new
    /// one out, they are fewer than everything in the solver, and none is superfluous.
    @Test(arguments: seeds.prefix(200))
    func conflictSetsAreSufficientAndIrreducible(seed: UInt64) throws {
        let system = RandomSystem(seed: seed, variables: 5, required: 7, optional: 3)
        let (solver, variables, values) = try system.solve()
        var rng = SplitMix64(seed: seed &* 97)
        let x = Int.random(in: 0..<variables.count, using: &rng)
        // Ask for x to be well away from where the required constraints allow it.
        let bad = variables[x] == values[x] + Double(Int.random(in: 1...50, using: &rng))
        do {
            try solver.add(bad)
            // Feasible after all: it must hold with everything else.
            let now = variables.map { solver.value(of: $0) }
            #expect(system.requiredViolation(now) < 1e-6, "seed \(seed)")
            #expect(abs(bad.expression.evaluate { v in solver.value(of: v) }) < 1e-6, "seed \(seed)")
        } catch {
            guard case .unsatisfiable(let culprit, let others) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(culprit === bad)
            #expect(others.allSatisfy { $0.priority.isRequired })
            #expect(others.count <= system.constraints.filter { $0.priority == 1000 }.count)
            let alone = Solver()
            for c in others {
                try alone.add(Constraint(c.expression, c.relation, priority: c.priority))
            }
            #expect(throws: SolverError.self, "seed \(seed): the named set does not rule it out") {
                try alone.add(Constraint(bad.expression, bad.relation))
            }
            // ... and none of it is superfluous: without any one, the rest admit it.
            for left in others.indices {
                let fewer = Solver()
                for (i, c) in others.enumerated() where i != left {
                    try fewer.add(Constraint(c.expression, c.relation, priority: c.priority))
                }
                #expect(throws: Never.self, "seed \(seed): \(others[left]) is not needed") {
                    try fewer.add(Constraint(bad.expression, bad.relation))
                }
            }
            // The solver is as good as before and usable.
            let after = variables.map { solver.value(of: $0) }
            #expect(system.requiredViolation(after) < 1e-6, "seed \(seed)")
            #expect(nearlyEqual(system.violations(after), system.violations(values)), "seed \(seed)")
            #expect(!solver.contains(bad))
        }
    }
}

extension RandomSystem {
    init(variableCount: Int, constraints: [GeneratedConstraint]) {
        self.variableCount = variableCount
        self.constraints = constraints
    }
}
