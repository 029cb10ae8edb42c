@testable import LayoutEngine

/// EngineFuzzer's world, for replaying its findings as tests: eight variables v0…v7 and
/// a solver that checks its invariants after every step.
struct FuzzedSystem {
    let v = (0..<8).map { (k: Int) in Variable("v\(k)", tag: k) }
    let solver = Solver()

    /// `unindexedRow`: as the fuzzer's trace says (4 for inputs of odd length), else the
    /// default.
    init(unindexedRow: Int? = nil) {
        solver.checksInvariants = true
        if let unindexedRow { solver.unindexedRowLength = unindexedRow }
    }

    /// `Σ coefficient × v[index] + constant (relation) 0` at `priority`, terms given as
    /// `(coefficient, index)` as the fuzzer's trace prints them.
    func c(
        _ terms: [(Double, Int)], _ constant: Double, _ relation: Relation, _ priority: Priority = .required
    ) -> Constraint {
        Constraint(
            Expression(terms: terms.map { Term(v[$0.1], $0.0) }, constant: constant), relation, priority: priority)
    }
}
