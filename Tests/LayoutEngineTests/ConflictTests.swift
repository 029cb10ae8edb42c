import Testing

@testable import LayoutEngine

@Suite("Unsatisfiable required constraints")
struct ConflictTests {
    private func conflicts(_ body: () throws(SolverError) -> Void) -> (Constraint, [Constraint])? {
        do {
            try body()
            return nil
        } catch {
            if case .unsatisfiable(let c, let others) = error { return (c, others) }
            return nil
        }
    }

    @Test func conflictNamesTheSmallSetThatRulesItOut() throws {
        // A row of three views pinned in a 300 pt container, plus bystanders.
        let solver = Solver()
        let l = (0..<3).map { Variable("v\($0).left") }
        let w = (0..<3).map { Variable("v\($0).width") }
        let bystanders = (0..<20).map { Variable("other\($0)") }
        var row: [Constraint] = [l[0] == 0]
        for i in 1..<3 { row.append(l[i] == l[i - 1] + w[i - 1] + 8) }
        row.append(l[2] + w[2] == 300)
        try solver.add(row)
        for (i, v) in bystanders.enumerated() { try solver.add(v == Double(i)) }
        let wide0 = w[0] >= 100
        let wide1 = w[1] >= 100
        try solver.add(wide0)
        try solver.add(wide1)
        let wide2 = w[2] >= 100
        let found = conflicts { () throws(SolverError) in try solver.add(wide2) }
        let (culprit, others) = try #require(found)
        #expect(culprit === wide2)
        let expected = row + [wide0, wide1]
        #expect(others.count == expected.count)
        #expect(zip(others, expected).allSatisfy { $0 === $1 })
        // Consistent and usable afterwards.
        #expect(!solver.contains(wide2))
        try solver.add(w[2] >= 50)
        #expect(solver.value(of: w[2]) + solver.value(of: w[0]) + solver.value(of: w[1]) == 284)
        #expect(solver.value(of: w[2]) >= 50)
        #expect(solver.value(of: bystanders[7]) == 7)
    }

    /// Two widths for a view placed in a row: the widths alone rule each other out, so
    /// the constraints that place the row's views (which the solver substituted into the
    /// rejected row) are not named.
    @Test func conflictLeavesOutConstraintsItDoesNotNeed() throws {
        let solver = Solver()
        let rowWidth = Variable("row.width")
        let label = (left: Variable("label.left"), width: Variable("label.width"))
        let field = (left: Variable("field.left"), width: Variable("field.width"))
        // In the order a stack adds them (in the row's coordinates): the label's width
        // is first seen in the spacing, and so defined by it.
        let placement = [
            label.left == 0, field.left + field.width == rowWidth,
            field.left == label.left + label.width + 8,
        ]
        let narrow = label.width == 100
        try solver.add(placement + [rowWidth == 343, narrow])
        let wide = label.width == 120
        let found = conflicts { () throws(SolverError) in try solver.add(wide) }
        let (culprit, others) = try #require(found)
        #expect(culprit === wide)
        #expect(others.count == 1 && others.first === narrow, "\(others)")
        #expect(solver.value(of: field.width) == 343 - 108)
    }

    @Test func contradictoryEqualitiesConflict() throws {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        let a = x == y + 10
        let b = y == 5
        try solver.add(a)
        try solver.add(b)
        let bad = x == 20
        let found = conflicts { () throws(SolverError) in try solver.add(bad) }
        let (_, others) = try #require(found)
        #expect(others.count == 2 && others[0] === a && others[1] === b)
        #expect(solver.value(of: x) == 15)
        try solver.add(x == 15)  // redundant and consistent: accepted
        #expect(solver.value(of: x) == 15)
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add((x == 20).withPriority(999))
        #expect(solver.value(of: x) == 10)
    }

    @Test func conflictingInequalitiesLeaveSolverUnchanged() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = x <= 10
        try solver.add(low)
        try solver.add((x == 7).withPriority(500))
        let found = conflicts { () throws(SolverError) in try solver.add(x >= 11) }
        let (_, others) = try #require(found)
        #expect(others.count == 1 && others[0] === low)
        #expect(solver.value(of: x) == 7)
        #expect(solver.constraintCount == 2)
    }

    /// Two views far down one chain, related to each other: the chain above the nearer
    /// one places both and cancels out of the rejected row, so it is not named. Named,
    /// it made the explanation the whole chain (121 constraints), past what
    /// `irreducible` narrows down (`Solver.irreducibleLimit`).
    @Test func conflictLeavesOutAChainThatCancels() throws {
        let solver = Solver()
        let top = (0...120).map { Variable("v\($0).top") }
        var chain: [Constraint] = [top[0] == 0]
        for i in 1...120 { chain.append(top[i] == top[i - 1] + 28) }
        try solver.add(chain)
        let apart = top[120] - top[110] == 100
        let found = conflicts { () throws(SolverError) in try solver.add(apart) }
        let (culprit, others) = try #require(found)
        #expect(culprit === apart)
        // Only the ten links between the two: 10 × 28 = 280, not 100.
        #expect(others.count == 10)
        #expect(others.allSatisfy { c in chain[111...].contains { $0 === c } })
    }
}
