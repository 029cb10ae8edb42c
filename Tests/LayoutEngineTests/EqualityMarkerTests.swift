import Testing

@testable import LayoutEngine

/// A required equality's marker stays out of the rows until the solver needs it: to name
/// the equalities in a conflict, or to take one out again. Then the tableau is rebuilt
/// with the markers, once, and everything the solver held must still hold: the values,
/// the edits and the values last suggested for them.
@Suite("Markers of required equalities, written when needed")
struct EqualityMarkerTests {
    /// Three views in a row inside a resizable container. The sizes and edges are first
    /// seen in inequalities, so the equalities that follow go into the tableau rather
    /// than defining a variable.
    private struct Row {
        let solver = Solver()
        let container = Variable("container.width")
        let left = (0..<3).map { Variable("v\($0).left") }
        let width = (0..<3).map { Variable("v\($0).width") }
        var placement: [Constraint] = []

        init() throws {
            for i in 0..<3 {
                try solver.add(width[i] >= 0)
                try solver.add(left[i] >= 0)
                try solver.add(left[i] + width[i] <= container)
            }
            placement = [left[0] == 0, left[1] == left[0] + width[0] + 8, left[2] == left[1] + width[1] + 8]
            placement.append(left[2] + width[2] == container)
            placement.append(width[1] == width[0])
            try solver.add(placement)
            try solver.add((width[2] == 60).withPriority(.defaultHigh))
            try solver.addEditVariable(container, priority: 999)
        }
    }

    @Test func aLayoutBuiltAndResizedNeverWritesTheMarkers() throws {
        let row = try Row()
        try row.solver.suggestValue(320, for: row.container)
        #expect(row.solver.value(of: row.width[0]) == (320 - 16 - 60) / 2)
        try row.solver.suggestValue(400, for: row.container)
        #expect(row.solver.value(of: row.width[1]) == (400 - 16 - 60) / 2)
        #expect(!row.solver.tableau.tracksDummies)
    }

    @Test func aConflictNamesTheEqualitiesInTheTableau() throws {
        let row = try Row()
        try row.solver.suggestValue(320, for: row.container)
        #expect(row.solver.value(of: row.left[2]) == 260)
        // The views and their spacing are the container's width, not a point less.
        let short = row.width[0] + row.width[1] + row.width[2] + 16 == row.container - 1
        var named: [Constraint] = []
        do {
            try row.solver.add(short)
            Issue.record("the row was made a point shorter than itself")
        } catch {
            guard case .unsatisfiable(let culprit, let others) = error else { throw error }
            #expect(culprit === short)
            named = others
        }
        #expect(row.solver.tableau.tracksDummies)
        // The equalities that place the views take part (their equal widths need not).
        for equality in row.placement.prefix(4) {
            #expect(named.contains { $0 === equality }, "\(equality) not named in \(named)")
        }
        // The suggested width survived the rebuild, and the edit still follows.
        #expect(row.solver.value(of: row.container) == 320)
        #expect(row.solver.value(of: row.width[0]) == 122)
        try row.solver.suggestValue(360, for: row.container)
        #expect(row.solver.value(of: row.width[0]) == 142)
        #expect(row.solver.invariantViolations().isEmpty, "\(row.solver.invariantViolations().prefix(3))")
    }

    @Test func removingAnEqualityInTheTableauFreesWhatItHeld() throws {
        let row = try Row()
        try row.solver.suggestValue(320, for: row.container)
        #expect(row.solver.value(of: row.width[1]) == 122)
        // Without `width[1] == width[0]`, the first view takes what the preference leaves
        // (the two widths are then ambiguous between them), and pinning the second one
        // decides it.
        try row.solver.remove(row.placement[4])
        #expect(row.solver.tableau.tracksDummies)
        try row.solver.add(row.width[1] == 100)
        #expect(row.solver.value(of: row.width[0]) == 320 - 16 - 60 - 100)
        #expect(row.solver.value(of: row.left[2]) == 260)
        #expect(row.solver.invariantViolations().isEmpty, "\(row.solver.invariantViolations().prefix(3))")
    }
}
