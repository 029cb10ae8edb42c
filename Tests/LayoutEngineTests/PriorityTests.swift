import Testing

@testable import LayoutEngine

@Suite("Exact priorities")
struct PriorityTests {
    @Test func priorityRangeIsEnforced() {
        #expect(Priority(rawValue: 0) == nil)
        #expect(Priority(rawValue: 1001) == nil)
        #expect(Priority(rawValue: 999.5)?.rawValue == 999.5)
        #expect(Priority.required.isRequired)
        #expect(Priority.defaultHigh.rawValue == 750)
        #expect(Priority.fittingSizeLevel.rawValue == 50)
    }

    /// A weighted objective lets many weak constraints outvote one stronger one; a
    /// hierarchy must not.
    @Test func oneConstraintAt250BeatsAThousandAt249() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).withPriority(250))
        for _ in 0..<1000 { try solver.add((x == 100).withPriority(249)) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func higherLevelViolationNeverTradedForLowerOnes() throws {
        // Three boxes share 300 pt; one at 751 wants 200, a thousand at 750 want the
        // others at 150 each.
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let solver = Solver()
        try solver.add(a + b + c == 300)
        try solver.add(b >= 0)
        try solver.add(c >= 0)
        try solver.add((a == 200).withPriority(751))
        for _ in 0..<1000 {
            try solver.add((b == 150).withPriority(750))
            try solver.add((c == 150).withPriority(750))
        }
        #expect(solver.value(of: a) == 200)
        #expect(solver.value(of: b) + solver.value(of: c) == 100)
        let levels = solver.violations()
        #expect(levels.map(\.priority.rawValue) == [751, 750])
        #expect(levels[0].total == 0)
    }

    /// The Dynamic Height recipe: hugging at 250 must hold against position
    /// preferences at 249, so the view moves instead of stretching.
    @Test func huggingAt250HoldsAgainstPreferencesAt249() throws {
        let top = Variable("label.top")
        let height = Variable("label.height")
        let solver = Solver()
        try solver.add(top >= 20)
        try solver.add((top == 20).withPriority(249))
        try solver.add((height <= 21).withPriority(250))  // hugging
        try solver.add((height >= 21).withPriority(750))  // compression resistance
        // The baseline of the taller neighbour forces this label's bottom to 60.
        try solver.add(top + height == 60)
        #expect(solver.value(of: height) == 21)
        #expect(solver.value(of: top) == 39)
    }

    /// Hugging and resistance as one equality priced apart by direction (as the
    /// compilation writes intrinsic sizes): a push to grow wins only above the hugging
    /// priority, a push to shrink only above the resistance priority.
    @Test(arguments: [
        (push: 300.0, grown: 25.0, shrunk: 21.0), (push: 200, grown: 21, shrunk: 21),
        (push: 800, grown: 25, shrunk: 15),
    ])
    func oneEqualityHugsAndResists(push: Double, grown: Double, shrunk: Double) throws {
        for (target, expected) in [(25.0, grown), (15, shrunk)] {
            let height = Variable("label.height")
            let solver = Solver()
            try solver.add(Constraint(Expression(height) - 21, .equal, priority: 250, shortfallPriority: 750))
            try solver.add(Constraint(Expression(height) - target, .equal, priority: Priority(rawValue: push)!))
            #expect(solver.value(of: height) == expected, "pushed to \(target) at \(push)")
        }
    }
}
