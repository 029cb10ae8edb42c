// Release-mode benchmark of size-class resolution: reads a layout document (parsing is
// not timed), then times the nine resolutions and the whole coverage grid (nine
// resolutions, differences and findings). Preparing the document is timed with the
// resolutions. One JSON object per line:
// {"workload": ..., "seconds": ..., "constraints": ...}. Run via Tools/bench/resolve-grid.
import Glibc
import LayoutDocument
import LayoutValidation
import SizeClassResolution

func measure(_ body: () -> Void) -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

func median(_ count: Int, _ body: () -> Void) -> Double {
    let times = (0..<count).map { _ in measure(body) }.sorted()
    return times[times.count / 2]
}

for path in CommandLine.arguments.dropFirst() {
    let result = DocumentValidation.validate(file: path)
    guard let document = result.document, result.isValid else {
        print("{\"error\": \"\(path) is not a valid document\"}")
        exit(1)
    }
    let n = document.constraints.count
    var installed = 0
    // Preparing the document is part of the time: it is what a user pays once per file.
    let nine = median(5) {
        let resolver = Resolver(document: document, path: path)
        installed = SizeClass.all.reduce(0) { $0 + resolver.resolve(for: $1).entryCount }
    }
    print("{\"workload\": \"resolve-nine/\(n)\", \"seconds\": \(nine), \"constraints\": \(n), \"installed\": \(installed)}")
    let prepare = median(5) { _ = Resolver(document: document, path: path) }
    print("{\"workload\": \"prepare/\(n)\", \"seconds\": \(prepare), \"constraints\": \(n)}")
    var findings = 0
    let grid = median(5) { findings = CoverageGrid(document, path: path).findings.count }
    print("{\"workload\": \"grid/\(n)\", \"seconds\": \(grid), \"constraints\": \(n), \"findings\": \(findings)}")
}
