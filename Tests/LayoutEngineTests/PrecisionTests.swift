import Testing

@testable import LayoutEngine

/// The engine's accuracy at the edges of what a document may hold (`DocumentLimits`:
/// constants to ±10⁷, multipliers to 1/10,000), from EngineFuzzer's findings: a required
/// constraint holds to a millionth of its terms' size plus a trillionth of the largest
/// value any constraint pulls towards (a constant over its smallest coefficient).
@Suite("Precision at the limits")
struct PrecisionTests {
    /// Input `Tools/fuzz/corpus/EngineFuzzer/precision-weak-1e7-constant`: a weak pull to
    /// v7 ≈ −3.3 × 10⁹ held back by an edit, then `3·v0 ≤ 640` came out 5 × 10⁻⁴ over.
    @Test func requiredInequalityNextToAHugeWeakPull() throws {
        let v0 = Variable("v0")
        let v7 = Variable("v7")
        let solver = Solver()
        solver.checksInvariants = true
        try solver.add(
            Constraint(
                Expression(terms: [Term(v7, 0.003)], constant: 10_000_000), .lessThanOrEqual,
                priority: .defaultHigh))
        try solver.addEditVariable(v7, priority: 999)
        try solver.add(
            Constraint(Expression(terms: [Term(v7, 1.001), Term(v0, 0.001)], constant: -640), .lessThanOrEqual))
        try solver.add(Constraint(Expression(terms: [Term(v0, 3)], constant: -640), .lessThanOrEqual))
        solver.solve()
        #expect(solver.invariantViolations().isEmpty)
        let magnitude = 10_000_000 / 0.003
        #expect(3 * solver.value(of: v0) - 640 <= 1e-6 * 1280 + 1e-12 * magnitude)
        #expect(solver.value(of: v7) == 0)
    }

    /// Input `precision-1e12-constant`: past the limits (10¹² points) the same system
    /// came out half a point over; within them (10⁷), to the contract (here 10⁻² at
    /// most: 10⁷ over 0.001 is 10¹⁰).
    @Test func aHugeEqualityInsideTheLimitsStaysExact() throws {
        let v0 = Variable("v0")
        let v7 = Variable("v7")
        let solver = Solver()
        try solver.add(Constraint(Expression(terms: [Term(v0, 0.001), Term(v7, 3)], constant: 10_000_000), .equal))
        try solver.add(Constraint(Expression(terms: [Term(v0, 3)], constant: -640), .lessThanOrEqual))
        solver.solve()
        let tolerance = 1e-6 * 1280 + 1e-12 * (10_000_000 / 0.001)
        #expect(3 * solver.value(of: v0) - 640 <= tolerance)
        #expect(
            abs(0.001 * solver.value(of: v0) + 3 * solver.value(of: v7) + 10_000_000) <= 1e-6 * 20_000_000 + tolerance)
    }
}
