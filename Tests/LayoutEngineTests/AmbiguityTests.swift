import Testing

@testable import LayoutEngine

@Suite("Ambiguity")
struct AmbiguityTests {
    @Test func fullyConstrainedRowIsNotAmbiguous() throws {
        let left = Variable("left")
        let width = Variable("width")
        let solver = Solver()
        try solver.add(left == 20)
        try solver.add(left + width == 300)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func missingWidthIsReported() throws {
        let left = Variable("left")
        let width = Variable("width")
        let top = Variable("top")
        let solver = Solver()
        try solver.add(left == 20)
        try solver.add(top == 0)
        try solver.add(width >= 0)
        #expect(solver.ambiguousVariables().map(\.name) == ["width"])
    }

    @Test func equalPreferencesPullingApartAreAmbiguous() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).withPriority(250))
        try solver.add((x == 10).withPriority(250))
        #expect(solver.ambiguousVariables().map(\.name) == ["x"])
        // A higher priority settles it.
        try solver.add((x == 4).withPriority(251))
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.value(of: x) == 4)
    }

    @Test func sharedSlackBetweenTwoViewsIsAmbiguous() throws {
        // Two views share 300 pt with no preference for how.
        let a = Variable("a.width")
        let b = Variable("b.width")
        let solver = Solver()
        try solver.add(a + b == 300)
        try solver.add(a >= 0)
        try solver.add(b >= 0)
        #expect(Set(solver.ambiguousVariables().map(\.name)) == ["a.width", "b.width"])
        try solver.add(a == b)
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.value(of: a) == 150)
    }

    @Test func inequalityPinnedAtItsBoundIsDetermined() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add((x == 0).withPriority(500))
        #expect(solver.value(of: x) == 10)
        #expect(solver.ambiguousVariables().isEmpty)
    }
}
