// Release-mode benchmark of LayoutEngine on the workloads of design/benchmarks.md.
// Prints one JSON object per line: {"workload": ..., "seconds": ..., "checksum": ...}.
// `seconds` is per operation (one build, one resize step). Run through
// Tools/bench/engine-vs-kiwi, which runs the kiwisolver peer on identical systems.
import BenchSupport
import LayoutEngine

let arguments = Array(CommandLine.arguments.dropFirst())
let selected = Set(arguments.filter { !$0.hasPrefix("-") })

func wanted(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

func report(_ workload: String, _ seconds: Double, checksum: Double? = nil) {
    var line = "{\"workload\": \"\(workload)\", \"seconds\": \(seconds)"
    if let checksum { line += ", \"checksum\": \(checksum)" }
    print(line + "}")
}

if wanted("small-form/build") || wanted("small-form/resize") {
    var checksum = 0.0
    let build = median(repeating: 200) {
        let form = SmallForm()
        checksum = form.resize(width: 375, height: 667)
    }
    report("small-form/build", build, checksum: checksum)
    let form = SmallForm()
    let sizes: [(Double, Double)] = [(320, 568), (375, 667), (414, 896), (768, 1024), (667, 375)]
    let steps = 50_000
    let resize =
        measure {
            for k in 0..<steps { _ = form.resize(width: sizes[k % sizes.count].0, height: sizes[k % sizes.count].1) }
        } / Double(steps)
    report("small-form/resize", resize)
    let each =
        measure {
            for k in 0..<steps {
                _ = form.resizeReadingEach(width: sizes[k % sizes.count].0, height: sizes[k % sizes.count].1)
            }
        } / Double(steps)
    report("small-form/resize-reading-each", each)
}

for n in [100, 1000, 5000] where wanted("chain-\(n)/build") {
    var checksum = 0.0
    let build = median(repeating: n >= 5000 ? 3 : (n >= 1000 ? 7 : 50)) {
        // Add everything, then the first solve (the container edit keeps its initial 0).
        checksum = Chain(count: n).readAll()
    }
    report("chain-\(n)/build", build, checksum: checksum)
}

if wanted("resize-drag/step") {
    let chain = Chain(count: 1000)
    _ = chain.resize(to: chain.preferredWidth)
    let widths = Chain.dragWidths(preferred: chain.preferredWidth, steps: 1000)
    var checksum = 0.0
    // Every pass starts where the first does, at the preferred width: the wave ends 19 %
    // below it, and going back there is a jump (resize-jump/step), not a step of a drag.
    let backToTheStart = { _ = chain.resize(to: chain.preferredWidth) }
    let step =
        median(repeating: 5, setUp: backToTheStart) {
            for w in widths { checksum = chain.resize(to: w) }
        } / Double(widths.count)
    report("resize-drag/step", step, checksum: checksum)
}

if wanted("resize-jump/step") {
    let chain = Chain(count: 1000)
    _ = chain.resize(to: chain.preferredWidth)
    let widths = Chain.jumpWidths(count: 1000, preferred: chain.preferredWidth, steps: 100)
    let step = measure { for w in widths { _ = chain.resize(to: w) } } / Double(widths.count)
    report("resize-jump/step", step)
}

for order in ["ordered", "interleaved"] where wanted("grid-30x30/build-\(order)") {
    var checksum = 0.0
    let build = median(repeating: 5) {
        checksum = Grid(size: 30, interleaved: order == "interleaved").readAll()
    }
    report("grid-30x30/build-\(order)", build, checksum: checksum)
}

for kind in ["crossing", "above"] where wanted("grid-30x30/resize-\(kind)") {
    let grid = Grid(size: 30, interleaved: false)
    _ = grid.resize(to: grid.preferredSize)
    let factors: [Double] = kind == "crossing" ? [0.8, 1.2] : [1.1, 1.3]
    let steps = 100
    var checksum = 0.0
    let step =
        measure {
            for k in 0..<steps { checksum = grid.resize(to: grid.preferredSize * factors[k % 2]) }
        } / Double(steps)
    report("grid-30x30/resize-\(kind)", step, checksum: checksum)
}
if selected.contains("reads") {
    // Not a workload: the cost of reading 2,000 values, and of a suggestion alone.
    let chain = Chain(count: 1000)
    _ = chain.resize(to: chain.preferredWidth)
    report("chain-1000/read-all", measure { for _ in 0..<1000 { _ = chain.readAll() } } / 1000)
    report(
        "chain-1000/suggest-solve",
        measure {
            for k in 0..<1000 {
                try! chain.solver.suggestValue(chain.preferredWidth + Double(k % 2), for: chain.containerWidth)
                chain.solver.solve()
            }
        } / 1000)
}
