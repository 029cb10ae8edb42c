import Testing

@testable import LayoutEngine

/// Variables introduced by a required equality are kept out of the tableau as
/// definitions; these tests pin down what a user sees when such constraints come and go.
@Suite("Defined variables")
struct DefinitionTests {
    @Test func longRowOfDefinedEdges() throws {
        let solver = Solver()
        let lefts = (0..<50).map { Variable("v\($0).left") }
        let widths = (0..<50).map { Variable("v\($0).width") }
        try solver.add(lefts[0] == 8)
        for i in 1..<50 { try solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8) }
        for w in widths { try solver.add(w == 20) }
        #expect(solver.value(of: lefts[49]) == 8 + 49 * 28)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func removingADefinitionFreesItsVariable() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let define = x == y + 10
        try solver.add(define)
        try solver.add(y == 5)
        #expect(solver.value(of: x) == 15)
        try solver.remove(define)
        #expect(solver.value(of: x) == 0)  // no longer known to the solver
        #expect(solver.value(of: y) == 5)
        try solver.add(x == 3)
        #expect(solver.value(of: x) == 3)
    }

    @Test func definitionsThatReferToARemovedOneKeepTheirMeaning() throws {
        let a = Variable("a")
        let b = Variable("b")
        let solver = Solver()
        let pinA = a == 20
        try solver.add(pinA)
        try solver.add(b == a + 10)
        #expect(solver.value(of: b) == 30)
        try solver.remove(pinA)
        // a is free now, and b still follows it.
        #expect(solver.ambiguousVariables().map(\.name) == ["a", "b"])
        try solver.add(a == 7)
        #expect(solver.value(of: b) == 17)
    }

    @Test func constraintsExpandedFromARemovedDefinitionAreRestated() throws {
        let a = Variable("a")
        let w = Variable("w")
        let solver = Solver()
        let pinA = a == 20
        try solver.add(pinA)
        let sum = a + w == 100
        try solver.add(sum)
        #expect(solver.value(of: w) == 80)
        try solver.remove(pinA)
        #expect(solver.contains(sum))
        try solver.add(w == 30)
        #expect(solver.value(of: a) == 70)
        try solver.remove(sum)
        #expect(solver.constraintCount == 1)
        #expect(solver.value(of: w) == 30)
    }

    /// A row naming two variables defined as constants folds both in (without the
    /// expansion's bookkeeping) and still remembers each: removing either restates it.
    @Test func aRowOverTwoConstantsRemembersBoth() throws {
        let a = Variable("a")
        let b = Variable("b")
        let w = Variable("w")
        let solver = Solver()
        let pinA = a == 20
        let pinB = b == 0.1
        try solver.add([pinA, pinB])
        let sum = a - b + w == 100
        try solver.add(sum)
        #expect(abs(solver.value(of: w) - 80.1) < 1e-9)
        try solver.remove(pinB)
        try solver.add(b == 1)
        #expect(abs(solver.value(of: w) - 81) < 1e-9)
        try solver.remove(pinA)
        try solver.add(a == 0)
        #expect(abs(solver.value(of: w) - 101) < 1e-9)
        // A definition that refers to others takes the general expansion, with the same
        // answer.
        let c = Variable("c")
        try solver.add(c == a + b + 2)
        try solver.add(c + w <= 200)
        let total = Variable("total")
        try solver.add(total == c + w)
        #expect(abs(solver.value(of: total) - 104) < 1e-9)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func conflictThroughADefinitionNamesIt() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let solver = Solver()
        let defineRight = right == left + width
        let pinLeft = left == 10
        let minWidth = width >= 50
        try solver.add([defineRight, pinLeft, minWidth])
        let tooTight = right <= 40
        do {
            try solver.add(tooTight)
            Issue.record("expected a conflict")
        } catch {
            guard case .unsatisfiable(_, let others) = error else { throw error }
            #expect(others.map(\.description) == [defineRight, pinLeft, minWidth].map(\.description))
        }
    }
}
