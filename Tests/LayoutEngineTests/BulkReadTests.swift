import TestSupport
import Testing

@testable import LayoutEngine

/// Reading a whole layout at once, by array or by handles, gives what `value(of:)`
/// gives, however the solver changed since the handles last read.
@Suite("Bulk reads")
struct BulkReadTests {
    @Test func readsInTheVariablesOrderWithUnknownOnesAsZero() throws {
        let (x, y, z, stranger) = (Variable("x"), Variable("y"), Variable("z"), Variable("stranger"))
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 5)  // a definition, kept out of the tableau
        try solver.add(z >= y + 1)
        var values: [Double] = [42, 42, 42, 42, 42, 42]
        solver.values(of: [z, stranger, y, x], into: &values)
        #expect(values == [16, 0, 15, 10])
        var handles = VariableHandles([stranger, x, y, z])
        solver.values(of: &handles, into: &values)
        #expect(values == [0, 10, 15, 16])
    }

    /// A removal frees a variable's place, and the next variable added takes it: handles
    /// made before must not read the newcomer's value for the variable that left.
    @Test func handlesFindTheirVariablesAgainAfterAPlaceIsReused() throws {
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        let solver = Solver()
        let pinA = a >= 7
        try solver.add(pinA)
        try solver.add(b >= 3)
        var handles = VariableHandles([a, b, c])
        var values: [Double] = []
        solver.values(of: &handles, into: &values)
        #expect(values == [7, 3, 0])
        try solver.remove(pinA)
        try solver.add(c >= 11)
        solver.values(of: &handles, into: &values)
        #expect(values == [0, 3, 11])
    }

    @Test func handlesMadeForOneSolverReadAnother() throws {
        let (a, b) = (Variable("a"), Variable("b"))
        let first = Solver()
        try first.add(a == 1)
        try first.add(b == 2)
        let second = Solver()
        try second.add(b == 20)
        try second.add(a == 10)
        var handles = VariableHandles([a, b])
        var values: [Double] = []
        first.values(of: &handles, into: &values)
        #expect(values == [1, 2])
        second.values(of: &handles, into: &values)
        #expect(values == [10, 20])
        first.values(of: &handles, into: &values)
        #expect(values == [1, 2])
    }

    /// Random systems, with edits suggested and constraints removed and added back
    /// between reads through the same handles.
    @Test(arguments: PropertyTests.seeds.prefix(100))
    func bulkReadsMatchValueOf(seed: UInt64) throws {
        let (solver, variables, made) = try RandomSystem(seed: seed, variables: 10, required: 8, optional: 12).loaded()
        defer { #expect(solver.invariantViolations() == [], "seed \(seed)") }
        let edited = variables[0]
        try solver.addEditVariable(edited, priority: .defaultHigh)
        var handles = VariableHandles(variables.reversed())
        var rng = SplitMix64(seed: seed &+ 7)
        for round in 0..<4 {
            try solver.suggestValue(Double(round) * 37, for: edited)
            var byArray: [Double] = []
            var byHandles: [Double] = []
            solver.values(of: variables.reversed(), into: &byArray)
            solver.values(of: &handles, into: &byHandles)
            let expected = variables.reversed().map { solver.value(of: $0).bitPattern }
            #expect(byArray.map(\.bitPattern) == expected, "seed \(seed) round \(round)")
            #expect(byHandles.map(\.bitPattern) == expected, "seed \(seed) round \(round)")
            for c in made {
                if solver.contains(c) {
                    if Bool.random(using: &rng) { try solver.remove(c) }
                } else if Bool.random(using: &rng) {
                    try? solver.add(c)
                }
            }
        }
    }
}
