import LayoutEngine

/// Workload 4: a 30×30 grid. Each row is a chain pinned to the container's left and
/// right with equal widths between neighbours, each column a chain pinned to top and
/// bottom with equal heights; `size >= 10` required, `size == 50` weak; the container's
/// width and height are edit variables. 7,204 constraints over 3,604 variables.
/// Mirrored in Tools/bench/kiwi_peer.py.
final class Grid {
    let solver = Solver()
    let left = Variable("c.left"), top = Variable("c.top")
    let width = Variable("c.width"), height = Variable("c.height")
    let cells: [[Rect]]
    let size: Int
    /// Every cell's x, y, width and height, row by row, and a buffer for their values.
    private var all: VariableHandles
    private var values: [Double] = []

    init(size n: Int, interleaved: Bool) {
        size = n
        cells = (0..<n).map { r in (0..<n).map { c in Rect("cell\(r)_\(c)") } }
        var all: [Variable] = []
        all.reserveCapacity(4 * n * n)
        for row in cells { for cell in row { all += [cell.x, cell.y, cell.width, cell.height] } }
        self.all = VariableHandles(all)
        // The container first, at the grid's natural size; then the constraints.
        let natural = Double(n) * 58 + 8
        try! solver.addEditVariable(width, priority: editPriority)
        try! solver.addEditVariable(height, priority: editPriority)
        try! solver.suggestValue(natural, for: width)
        try! solver.suggestValue(natural, for: height)
        var structural: [Constraint] = [left == 0, top == 0]
        var preferences: [Constraint] = []
        for r in 0..<n {
            for c in 0..<n {
                let cell = cells[r][c]
                var mine: [Constraint] = []
                mine.append(c == 0 ? cell.x == left + 8 : cell.x == cells[r][c - 1].right + 8)
                mine.append(r == 0 ? cell.y == top + 8 : cell.y == cells[r - 1][c].bottom + 8)
                if c > 0 { mine.append(cell.width == cells[r][c - 1].width) }
                if r > 0 { mine.append(cell.height == cells[r - 1][c].height) }
                if c == n - 1 { mine.append(cell.right + 8 == left + width) }
                if r == n - 1 { mine.append(cell.bottom + 8 == top + height) }
                mine += [cell.width >= 10, cell.height >= 10]
                let prefs = [
                    (cell.width == 50).withPriority(.defaultLow),
                    (cell.height == 50).withPriority(.defaultLow),
                ]
                if interleaved {
                    structural += mine + prefs
                } else {
                    structural += mine
                    preferences += prefs
                }
            }
        }
        try! solver.add(structural + preferences)
    }

    var preferredSize: Double { Double(size) * 58 + 8 }

    /// Suggests a square container size and reads every value back; returns their sum.
    func resize(to side: Double) -> Double {
        try! solver.suggestValue(side, for: width)
        try! solver.suggestValue(side, for: height)
        return readAll()
    }

    /// Reads every value in one call by handle (as kiwi's peer reads them after
    /// `updateVariables`); returns their sum, cell by cell.
    func readAll() -> Double {
        solver.values(of: &all, into: &values)
        var sum = 0.0
        for i in stride(from: 0, to: values.count, by: 4) {
            sum += values[i] + values[i + 1] + values[i + 2] + values[i + 3]
        }
        return sum
    }
}
