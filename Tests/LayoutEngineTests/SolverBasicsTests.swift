import Testing

@testable import LayoutEngine

@Suite("Relations, edits and removal")
struct SolverBasicsTests {
    @Test func equalityWithMultiplierAndConstant() throws {
        let a = Variable("a")
        let b = Variable("b")
        let solver = Solver()
        try solver.add(a == 2 * b + 8)
        try solver.add(b == 100)
        #expect(solver.value(of: a) == 208)
        #expect(solver.value(of: b) == 100)
    }

    @Test func inequalitiesBoundOptionalPreferences() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(x <= 20)
        let prefer = (x == 50).withPriority(.defaultHigh)
        try solver.add(prefer)
        #expect(solver.value(of: x) == 20)
        try solver.remove(prefer)
        try solver.add((x == 0).withPriority(.defaultHigh))
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingAConstraintReleasesItsEffect() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 5).withPriority(.defaultLow))
        let pin = x == 40
        try solver.add(pin)
        #expect(solver.value(of: x) == 40)
        try solver.remove(pin)
        #expect(solver.value(of: x) == 5)
        #expect(solver.constraintCount == 1)
        #expect(throws: SolverError.self) { try solver.remove(pin) }
    }

    @Test func duplicateConstraintIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        #expect(throws: SolverError.self) { try solver.add(c) }
        #expect(solver.value(of: x) == 1)
    }

    @Test func nonFiniteNumbersAreRefused() {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.add(x == .infinity) }
        #expect(throws: SolverError.self) { try solver.add(Double.nan * x == 1) }
        #expect(solver.constraintCount == 0)
    }

    /// A shortfall priority belongs to an optional equality only, and is optional itself.
    @Test func misplacedShortfallPrioritiesAreRefused() {
        let x = Variable("x")
        let solver = Solver()
        let refused = [
            Constraint(Expression(x) - 10, .lessThanOrEqual, priority: 250, shortfallPriority: 750),
            Constraint(Expression(x) - 10, .equal, priority: .required, shortfallPriority: 750),
            Constraint(Expression(x) - 10, .equal, priority: 250, shortfallPriority: .required),
        ]
        for c in refused {
            #expect(throws: SolverError.self, "\(c)") { try solver.add(c) }
        }
        #expect(solver.constraintCount == 0)
    }

    @Test func editVariableFollowsSuggestions() throws {
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let solver = Solver()
        try solver.add(left == 0)
        try solver.add(right == left + width)
        try solver.add(width >= 100)
        try solver.addEditVariable(right, priority: 999)
        for target in [300.0, 150, 40, 120, 1000] {
            try solver.suggestValue(target, for: right)
            #expect(solver.value(of: right) == max(target, 100))
            #expect(solver.value(of: width) == max(target, 100))
        }
        try solver.removeEditVariable(right)
        #expect(!solver.hasEditVariable(right))
        #expect(throws: SolverError.self) { try solver.suggestValue(5, for: right) }
    }

    @Test func editVariablesCannotBeRequired() {
        let x = Variable("x")
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
    }

    @Test func suggestionsInterleavedWithNewConstraints() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(x, priority: 900)
        try solver.suggestValue(30, for: x)
        try solver.add(y == x + 5)
        #expect(solver.value(of: y) == 35)
        try solver.suggestValue(70, for: x)
        let cap = y <= 50
        try solver.add(cap)
        #expect(solver.value(of: x) == 45)
        try solver.remove(cap)
        #expect(solver.value(of: y) == 75)
    }

    /// The edit's constraint expanded `y`'s definition; taking the definition out puts
    /// the edit back into the tableau under new markers, and suggestions must follow
    /// them (a fuzzed program once shifted the old ones and read infinities).
    @Test func anEditKeepsFollowingOnceADefinitionItExpandedIsRemoved() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let definition = y == x + 10
        try solver.add(definition)
        try solver.add(x >= 0)
        try solver.addEditVariable(y, priority: 999)
        try solver.suggestValue(50, for: y)
        #expect(solver.value(of: x) == 40)
        try solver.remove(definition)
        try solver.suggestValue(70, for: y)
        #expect(solver.value(of: y) == 70)
        try solver.suggestValue(-5, for: y)
        #expect(solver.value(of: y) == -5)
        #expect(solver.invariantViolations().isEmpty, "\(solver.invariantViolations().prefix(3))")
    }

    @Test func unknownVariablesReadAsZero() {
        #expect(Solver().value(of: Variable("nobody")) == 0)
    }

    @Test func descriptionsReadLikeTheMath() {
        let a = Variable("a.width")
        let b = Variable("b.width")
        #expect((a == 2 * b + 8).description == "a.width - 2 * b.width == 8")
        #expect((a >= 150).withPriority(750).description == "a.width >= 150 @750")
        #expect(
            Constraint(Expression(a) - 60, .equal, priority: 251, shortfallPriority: 750).description
                == "a.width == 60 @251, short @750")
        let tagged = Constraint(Expression(a) - 60, .equal, priority: 251, shortfallPriority: 750, tag: 7)
        let labeled = tagged.labeled("hug")
        #expect(labeled.description == "hug: a.width == 60 @251, short @750" && labeled.tag == 7)
    }

    /// Every operator shape keeps its terms in reading order with their signs, and its
    /// constant: the operators build their arrays directly and share an empty side's.
    @Test func operatorsKeepTermsInOrder() {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let ab = a + b
        let cases: [(Expression, String)] = [
            (a + b, "a + b"), (a - b, "a - b"), (a + 3, "a + 3"), (3 + a, "a + 3"),
            (a - 3, "a - 3"), (3 - a, "-a + 3"), (ab + c, "a + b + c"), (ab - c, "a + b - c"),
            (c + ab, "c + a + b"), (c - (ab + 2), "c - a - b - 2"), (ab - (c - 1), "a + b - c + 1"),
            (ab - Expression(constant: 4), "a + b - 4"), (Expression(constant: 4) + ab, "a + b + 4"),
            (Expression(constant: 4) - ab, "-a - b + 4"), (2 * ab + 0.5 * c, "2 * a + 2 * b + 0.5 * c"),
        ]
        for (expression, text) in cases { #expect(expression.description == text) }
        #expect((a >= b).description == "a - b >= 0")
        #expect((a <= 5).description == "a <= 5")
        #expect((a == b + 8).description == "a - b == 8")
        #expect((ab == c).description == "a + b - c == 0")
        // Shared storage is still a value: changing one expression leaves the other.
        var grown = ab + 1
        grown.terms.append(Term(c))
        #expect(ab.description == "a + b" && grown.description == "a + b + c + 1")
    }
}

@Suite("Regressions found by the property tests")
struct RegressionTests {
    /// Removing a required equality that has a redundant twin must keep the twin: the
    /// twin's marker is basic and must not move while the removed one is pivoted out.
    @Test func removingOneOfTwoRedundantEqualitiesKeepsTheOther() throws {
        let x0 = Variable("x0")
        let x2 = Variable("x2")
        let x3 = Variable("x3")
        let solver = Solver()
        let twice = 2 * x2 == 88
        try solver.add(-2 * x2 >= -92)
        try solver.add(twice)
        try solver.add((-2 * x3 >= 198).withPriority(250))
        try solver.add(3 * x2 + x0 == 163)
        try solver.add(x2 == 44)
        try solver.add((-2 * x2 + x0 - x3 == 129).withPriority(250))
        #expect(solver.value(of: x2) == 44)
        try solver.remove(twice)
        #expect(solver.value(of: x2) == 44)
        #expect(solver.value(of: x0) == 31)
    }
}

@Suite("Documented examples")
struct ReadmeExampleTests {
    /// The engine example of the LayoutEngine documentation, verbatim in substance.
    @Test func complexWidthsExample() throws {
        let red = Variable("red.width")
        let blue = Variable("blue.width")
        let room = Variable("room")
        let solver = Solver()
        try solver.add(red + 8 + blue == room)
        try solver.add((red == 2 * blue).withPriority(750))
        try solver.add(blue >= 150)
        try solver.addEditVariable(room, priority: 999)
        try solver.suggestValue(400, for: room)
        #expect(solver.value(of: blue) == 150)
        #expect(solver.value(of: red) == 242)
        try solver.suggestValue(608, for: room)
        #expect(solver.value(of: blue) == 200)
        #expect(solver.value(of: red) == 400)
    }
}

/// What adding a constraint costs depends on the symbol its row is solved for: every row
/// that mentions it is rewritten.
@Suite("A new row's subject")
struct SubjectChoiceTests {
    /// Views placed inside a container bounds first, as a form is built: each view's
    /// `right <= container.right` holds with equality when it is added (nothing is wide
    /// yet), so its own new slack can take the row whatever its sign, and no other row
    /// changes. Taking the first view's slack instead, as a ratio test would, wrote it
    /// into every later view's row: the tableau grew with the square of the views.
    @Test func aRowThatHoldsWithEqualityTakesItsOwnSlack() throws {
        let solver = Solver()
        let container = Variable("container.width")
        let count = 12
        for i in 0..<count {
            let left = Variable("v\(i).left")
            let width = Variable("v\(i).width")
            try solver.add(width >= 0)
            try solver.add(left >= 0)
            try solver.add(left + width <= container)
        }
        // Two rows of one entry per view, and a third of five (the view's two slacks and
        // the container's width, which the first view's three slacks make up): 82 in all.
        // Solved for the first view's slacks instead, the same rows held 126.
        let rows = solver.dump().split(separator: "\n").drop { $0 != "rows:" }.dropFirst()
            .prefix { $0 != "objective:" }
        let entries = rows.reduce(0) { $0 + $1.components(separatedBy: " * ").count - 1 }
        #expect(entries <= 7 * count, "\(entries) row entries\n\(solver.dump())")
        #expect(solver.invariantViolations().isEmpty)
        try solver.addEditVariable(container, priority: 999)
        try solver.suggestValue(320, for: container)
        #expect(solver.value(of: container) == 320)
    }
}
