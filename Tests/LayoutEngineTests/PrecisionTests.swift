import Testing

@testable import LayoutEngine

/// The engine's accuracy at the edges of what a document may hold (`DocumentLimits`:
/// constants to ±10⁷, multipliers to 1/10,000), from EngineFuzzer's findings: a required
/// constraint holds to 10⁻⁷ of its terms' size plus 10⁻⁸ of the largest value any
/// constraint pulls towards (a constant over its smallest coefficient) or any variable
/// takes: rows drop coefficients under 10⁻⁸ as noise. EngineFuzzer checks that contract;
/// these cases hold tighter bounds where they can.
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
        #expect(3 * solver.value(of: v0) - 640 <= 1e-7 * 1280 + 1e-12 * magnitude)
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
        let tolerance = 1e-7 * 1280 + 1e-12 * (10_000_000 / 0.001)
        #expect(3 * solver.value(of: v0) - 640 <= tolerance)
        #expect(
            abs(0.001 * solver.value(of: v0) + 3 * solver.value(of: v7) + 10_000_000) <= 1e-7 * 20_000_000 + tolerance)
    }
}

extension PrecisionTests {
    /// Input `precision-thousandth-coefficients`: coefficients of 0.001 on both sides
    /// (products of 10⁻⁹ through pivots) next to pulls towards 10⁶; `0.001·v0 − v7 ≤ 640`
    /// came out 8.5 × 10⁻⁴ over (kiwi is exact): rows drop coefficients under 10⁻⁸.
    @Test func thousandthCoefficientsNextToLargePulls() throws {
        let v = (0..<8).map { (k: Int) in Variable("v\(k)", tag: k) }
        let solver = Solver()
        solver.checksInvariants = true
        try solver.add(
            Constraint(
                Expression(terms: [Term(v[7], 3), Term(v[5], 0.001)], constant: -640), .lessThanOrEqual,
                priority: 999))
        try solver.add(
            Constraint(
                Expression(terms: [Term(v[0], 1), Term(v[7], 0.001)], constant: 0), .lessThanOrEqual,
                priority: .defaultHigh))
        try solver.add(
            Constraint(Expression(terms: [Term(v[0], 0.001), Term(v[7], -1)], constant: -640), .lessThanOrEqual))
        try solver.add(
            Constraint(Expression(terms: [Term(v[0], -2), Term(v[1], 0.001)], constant: -640), .lessThanOrEqual))
        solver.solve()
        #expect(solver.invariantViolations().isEmpty)
        let value = { solver.value(of: v[$0]) }
        // Within the contract: 10⁻⁸ of the largest pull (640 / 0.001), as rows drop
        // coefficients under 10⁻⁸ (keeping them broke the simplex's invariants).
        let tolerance = 1e-7 * 1280 + 1e-8 * 640_000
        #expect(0.001 * value(0) - value(7) - 640 <= tolerance)
        #expect(-2 * value(0) + 0.001 * value(1) - 640 <= tolerance)
    }
}
