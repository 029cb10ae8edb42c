import Testing

@testable import LayoutEngine

/// Rows longer than `Solver.unindexedRowLength` leave the column index: a long chain
/// resized moves thousands of entries between rows at every pivot. The same drag with
/// and without them must keep the invariants and reach optima of the same violation.
@Suite("Long rows kept out of the column index")
struct UnindexedRowTests {
    /// `n` views in a row, 8 pt apart, each at least 10 wide and preferring 100 (low
    /// priority), in a container whose width is an edit variable: the benchmarks' chain.
    struct Chain {
        let solver = Solver()
        let container = Variable("container.width")
        let widths: [Variable]

        init(_ n: Int, unindexedRow: Int) throws {
            solver.checksInvariants = true
            solver.unindexedRowLength = unindexedRow
            let left = Variable("container.left")
            let lefts = (0..<n).map { Variable("v\($0).left") }
            widths = (0..<n).map { Variable("v\($0).width") }
            try solver.addEditVariable(container, priority: 999)
            try solver.suggestValue(Double(n) * 108 + 8, for: container)
            try solver.add(left == 0)
            for i in 0..<n {
                try solver.add(i == 0 ? lefts[0] == left + 8 : lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
                try solver.add(widths[i] >= 10)
                try solver.add((widths[i] == 100).withPriority(.defaultLow))
            }
            try solver.add(lefts[n - 1] + widths[n - 1] + 8 == left + container)
        }

        /// Resizes to `width`: the sum of the widths and how far they are from 100 in all.
        func resize(to width: Double) throws -> (sum: Double, violation: Double) {
            try solver.suggestValue(width, for: container)
            let values = widths.map { solver.value(of: $0) }
            #expect(values.allSatisfy { $0 >= 10 - 1e-9 })
            return (values.reduce(0, +), values.reduce(0) { $0 + abs($1 - 100) })
        }
    }

    @Test func aDraggedLongChainKeepsItsInvariantsAndItsOptimum() throws {
        let n = 150
        let listed = try Chain(n, unindexedRow: Int.max / 2)
        let unlisted = try Chain(n, unindexedRow: 256)
        let preferred = Double(n) * 108 + 8
        // Down by 40 %, with jumps back up, then past the preferred width.
        var widths = stride(from: preferred, to: preferred * 0.6, by: -preferred / 40).map { $0 }
        widths += [preferred * 0.9, preferred * 0.7, preferred * 1.1, preferred * 0.65, preferred]
        for width in widths {
            let a = try listed.resize(to: width)
            let b = try unlisted.resize(to: width)
            #expect(abs(a.sum - b.sum) < 1e-6 && abs(b.sum - (width - Double(n + 1) * 8)) < 1e-6)
            #expect(abs(a.violation - b.violation) < 1e-6)
        }
        #expect(listed.solver.invariantViolations().isEmpty)
        #expect(unlisted.solver.invariantViolations().isEmpty)
        // The drag did take the long rows out of the lists, and the other solver kept them.
        #expect(!unlisted.solver.tableau.unindexed.isEmpty)
        #expect(listed.solver.tableau.unindexed.isEmpty)
    }
}
