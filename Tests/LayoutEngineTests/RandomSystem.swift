import TestSupport
import Testing

@testable import LayoutEngine

/// One generated constraint, kept as data so it can be rebuilt, shuffled and sent to
/// the kiwisolver peer.
struct GeneratedConstraint {
    var terms: [(variable: Int, coefficient: Double)]
    var relation: Relation
    var constant: Double  // the row reads Σ terms (relation) constant
    var priority: Double  // 1000 = required
    /// An optional equality's priority for falling short of `constant` (nil: `priority`).
    var shortfall: Double? = nil

    func make(_ variables: [Variable]) -> Constraint {
        let expression = Expression(terms: terms.map { Term(variables[$0.variable], $0.coefficient) })
        return Constraint(
            expression - constant, relation, priority: Priority(rawValue: priority)!,
            shortfallPriority: shortfall.map { Priority(rawValue: $0)! })
    }

    /// How far `values` are from satisfying this constraint (0 when satisfied).
    func violation(_ values: [Double]) -> Double {
        let lhs = terms.reduce(0) { $0 + $1.coefficient * values[$1.variable] }
        switch relation {
        case .equal: return abs(lhs - constant)
        case .greaterThanOrEqual: return max(0, constant - lhs)
        case .lessThanOrEqual: return max(0, lhs - constant)
        }
    }
}

/// A random system whose required part is feasible by construction: every required
/// constraint holds at a hidden witness point. Optional constraints pull towards
/// random targets at a few priorities and usually compete.
struct RandomSystem {
    var variableCount: Int
    var constraints: [GeneratedConstraint]
    /// Odd seeds solve with rows of more than 4 entries kept out of the column index (the
    /// path long chains take), even ones with the default.
    var unindexedRowLength: Int?

    static let optionalPriorities: [Double] = [100, 249, 250, 500, 750, 999]

    init(
        seed: UInt64, variables: Int = 6, required: Int = 6, optional: Int = 10,
        priorities: [Double] = optionalPriorities
    ) {
        var rng = SplitMix64(seed: seed)
        variableCount = variables
        unindexedRowLength = seed % 2 == 1 ? 4 : nil
        let witness = (0..<variables).map { _ in Double(Int.random(in: 0...100, using: &rng)) }
        var list: [GeneratedConstraint] = []
        func randomTerms() -> [(variable: Int, coefficient: Double)] {
            let count = Int.random(in: 1...min(3, variables), using: &rng)
            let chosen = Array((0..<variables).shuffled(using: &rng).prefix(count))
            return chosen.map { ($0, Double([-2, -1, 1, 1, 2, 3].randomElement(using: &rng)!)) }
        }
        for _ in 0..<required {
            let terms = randomTerms()
            let atWitness = terms.reduce(0) { $0 + $1.coefficient * witness[$1.variable] }
            let relation = [Relation.equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(using: &rng)!
            let slack = Double(Int.random(in: 0...20, using: &rng))
            let constant =
                relation == .equal
                ? atWitness
                : (relation == .greaterThanOrEqual ? atWitness - slack : atWitness + slack)
            list.append(GeneratedConstraint(terms: terms, relation: relation, constant: constant, priority: 1000))
        }
        for _ in 0..<optional {
            let terms = randomTerms()
            let relation = [Relation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(using: &rng)!
            let constant = Double(Int.random(in: -50...300, using: &rng))
            list.append(
                GeneratedConstraint(
                    terms: terms, relation: relation, constant: constant,
                    priority: priorities.randomElement(using: &rng)!))
        }
        constraints = list.shuffled(using: &rng)
    }

    /// Solves with a fresh solver, adding in the given order.
    func solve(
        order: [Int]? = nil, variables: [Variable]? = nil, reserving: (constraints: Int, variables: Int)? = nil,
        keeping keep: (GeneratedConstraint) -> Bool = { _ in true }
    ) throws -> (Solver, [Variable], [Double]) {
        let vars = variables ?? (0..<variableCount).map { Variable("x\($0)") }
        let solver = Solver()
        // Every step (pivot, add, solve) of a random system is checked against the
        // engine's invariants; a large one only at the end (a check is a pass over the
        // whole tableau).
        solver.checksInvariants = constraints.count <= 200
        if let unindexedRowLength { solver.unindexedRowLength = unindexedRowLength }
        defer {
            let violations = solver.invariantViolations()
            if !violations.isEmpty { Issue.record("invariants broken: \(violations.prefix(5))") }
        }
        if let reserving { solver.reserveCapacity(constraints: reserving.constraints, variables: reserving.variables) }
        for i in order ?? Array(constraints.indices) where keep(constraints[i]) {
            try solver.add(constraints[i].make(vars))
        }
        return (solver, vars, vars.map { solver.value(of: $0) })
    }

    /// Total violation per optional priority, highest first, measured from the values.
    func violations(_ values: [Double], priorities: [Double] = optionalPriorities) -> [Double] {
        priorities.sorted(by: >).map { p in
            constraints.filter { $0.priority == p }.reduce(0) { $0 + $1.violation(values) }
        }
    }

    func requiredViolation(_ values: [Double]) -> Double {
        constraints.filter { $0.priority == 1000 }.map { $0.violation(values) }.max() ?? 0
    }
}

func nearlyEqual(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
}

extension RandomSystem {
    /// The system added to a solver that checks its invariants, over `variableCount + 1`
    /// variables named `x0`, `x1`, … (the last one in no constraint).
    func loaded() throws -> (solver: Solver, variables: [Variable], constraints: [Constraint]) {
        let variables = (0..<variableCount + 1).map { Variable("x\($0)") }
        let solver = Solver()
        solver.checksInvariants = true
        if let unindexedRowLength { solver.unindexedRowLength = unindexedRowLength }
        let made = constraints.map { $0.make(variables) }
        try solver.add(made)
        return (solver, variables, made)
    }
}
