import Testing

@testable import LayoutEngine

/// `Solver.add(_:)` with a whole layout: added equalities first, with the answer and the
/// errors of one-by-one adds in the given order.
@Suite("Adding a batch")
struct BatchAddTests {
    /// A row of `count` views in a container, written as layouts built in code often are
    /// (and as the small-form benchmark is): every view's bounds first, then its place and
    /// size, then the preferences.
    static func row(_ count: Int) -> (constraints: [Constraint], variables: [Variable]) {
        let left = Variable("container.left")
        let width = Variable("container.width")
        let xs = (0..<count).map { Variable("v\($0).x") }
        let ws = (0..<count).map { Variable("v\($0).width") }
        var cs: [Constraint] = [left == 0]
        for i in 0..<count {
            cs += [ws[i] >= 0, xs[i] >= left, xs[i] + ws[i] <= left + width]
        }
        for i in 0..<count {
            cs.append(xs[i] == (i == 0 ? left + 20 : xs[i - 1] + ws[i - 1] + 8))
            cs.append(ws[i] >= 30 + Double(i))
        }
        cs.append(xs[count - 1] + ws[count - 1] + 20 == left + width)
        for i in 0..<count { cs.append((ws[i] == 60).withPriority(.defaultLow)) }
        return (cs, [left, width] + xs + ws)
    }

    /// The container's width `row(12)` settles on: margins of 20, views at their
    /// preferred 60, gaps of 8.
    static let rowWidth: Double = 20 + 12 * 60 + 11 * 8 + 20

    @Test func aBatchTakesFewerPivotsForTheSameAnswer() throws {
        let (constraints, variables) = Self.row(12)
        let batch = Solver()
        try batch.add(constraints)
        let single = Solver()
        for c in constraints { try single.add(c) }
        for v in variables { #expect(abs(batch.value(of: v) - single.value(of: v)) < 1e-9, "\(v)") }
        #expect(batch.value(of: variables[1]) == Self.rowWidth)
        // Bounds first, one by one: most equalities start from phase one (34 pivots
        // here, 12 for the batch).
        #expect(batch.pivotCount < single.pivotCount, "\(batch.pivotCount) against \(single.pivotCount)")
        #expect(batch.invariantViolations().isEmpty)
    }

    @Test func aFailingBatchLeavesWhatOneByOneAddsLeave() throws {
        var (constraints, variables) = Self.row(12)
        // A required width the row cannot have, among the bounds (before the equalities
        // that the batch adds first).
        let impossible = variables[1] == -5
        constraints.insert(impossible, at: 20)
        let batch = Solver()
        var batchError: SolverError?
        do { try batch.add(constraints) } catch { batchError = error }
        let single = Solver()
        var singleError: SolverError?
        do { for c in constraints { try single.add(c) } } catch { singleError = error }
        guard case .unsatisfiable(let broken, _) = try #require(batchError) else {
            Issue.record("\(String(describing: batchError))")
            return
        }
        #expect(broken === impossible)
        guard case .unsatisfiable(let singleBroken, _) = try #require(singleError) else { return }
        #expect(singleBroken === impossible)
        // The constraints before it, and only those, are in.
        #expect(batch.constraintCount == 20 && single.constraintCount == 20)
        #expect(
            constraints.prefix(20).allSatisfy(batch.contains)
                && !constraints.dropFirst(20).contains(where: batch.contains))
        for v in variables { #expect(abs(batch.value(of: v) - single.value(of: v)) < 1e-9, "\(v)") }
        #expect(batch.invariantViolations().isEmpty)
        // The solver goes on as any other.
        try batch.add(Array(constraints.dropFirst(21)))
        #expect(batch.value(of: variables[1]) == Self.rowWidth)
    }
}
