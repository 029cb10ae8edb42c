import LayoutEngine

/// Workloads 2 and 3: N views in a row (Apple's "long row"), 8 pt apart, each
/// `width >= 10` (required) and `width == 100` (weak), in a container whose width is an
/// edit variable. Mirrored in Tools/bench/kiwi_peer.py.
final class Chain {
    let solver = Solver()
    let containerLeft = Variable("c.left"), containerWidth = Variable("c.width")
    let lefts: [Variable], widths: [Variable]
    /// Every variable, in the order `readAll` sums them, and a buffer for their values.
    private var all: VariableHandles
    private var values: [Double] = []

    init(count n: Int) {
        lefts = (0..<n).map { Variable("v\($0).left") }
        widths = (0..<n).map { Variable("v\($0).width") }
        all = VariableHandles([containerLeft, containerWidth] + lefts + widths)
        // The container comes first, at the row's natural width, as a view hierarchy
        // is set up: then the constraints, then the first solve.
        try! solver.addEditVariable(containerWidth, priority: editPriority)
        try! solver.suggestValue(Double(n) * 108 + 8, for: containerWidth)
        try! solver.add(containerLeft == 0)
        for i in 0..<n {
            if i == 0 {
                try! solver.add(lefts[0] == containerLeft + 8)
            } else {
                try! solver.add(lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
            }
            try! solver.add(widths[i] >= 10)
            try! solver.add((widths[i] == 100).withPriority(.defaultLow))
        }
        try! solver.add(lefts[n - 1] + widths[n - 1] + 8 == containerLeft + containerWidth)
    }

    var preferredWidth: Double { Double(lefts.count) * 108 + 8 }

    /// Suggests a container width and reads every value back; returns their sum.
    func resize(to width: Double) -> Double {
        try! solver.suggestValue(width, for: containerWidth)
        return readAll()
    }

    /// Reads every value in one call by handle (as kiwi's peer reads them after
    /// `updateVariables`); returns their sum.
    func readAll() -> Double {
        solver.values(of: &all, into: &values)
        var sum = values[0] + values[1]
        for v in values[2...] { sum += v }
        return sum
    }

    /// A triangle wave of ±20 % around the preferred width, ~66 pt a step for N = 1000.
    static func dragWidths(preferred: Double, steps: Int) -> [Double] {
        let amplitude = 0.2 * preferred
        let step = amplitude / 327
        return (1...steps).map { k in
            let t = (Double(k) * step).truncatingRemainder(dividingBy: 4 * amplitude)
            let offset = t < amplitude ? t : (t < 3 * amplitude ? 2 * amplitude - t : t - 4 * amplitude)
            return preferred + offset
        }
    }

    /// Widths spread over the feasible range in a fixed pseudo-random order.
    static func jumpWidths(count n: Int, preferred: Double, steps: Int) -> [Double] {
        let minimum = Double(n) * 18 + 8
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        return (0..<steps).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            return minimum + unit * (1.2 * preferred - minimum)
        }
    }
}
