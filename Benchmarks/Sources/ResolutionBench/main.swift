// Release-mode benchmark of size-class resolution: reads a layout document (parsing is
// not timed), then times the nine resolutions and the whole coverage grid (nine
// resolutions, differences and findings). Preparing the document is timed with the
// resolutions. One JSON object per line:
// {"workload": ..., "seconds": ..., "constraints": ...}. Run via Tools/bench/resolve-grid.
import BenchSupport
import Glibc
import LayoutDocument
import LayoutFiles
import SizeClassResolution

for path in CommandLine.arguments.dropFirst() {
    let result = LayoutFile.read(path)
    guard let document = result.document, result.isValid else {
        print("{\"error\": \"\(path) is not a valid document\"}")
        exit(1)
    }
    let n = document.constraints.count
    var installed = 0
    // Preparing the document is part of the time: it is what a user pays once per file.
    let nine = median(repeating: 5) {
        let resolver = Resolver(document: document, path: path)
        installed = SizeClass.all.reduce(0) { $0 + resolver.resolve(for: $1).entryCount }
    }
    print(
        "{\"workload\": \"resolve-nine/\(n)\", \"seconds\": \(nine), \"constraints\": \(n), \"installed\": \(installed)}"
    )
    let prepare = median(repeating: 5) { _ = Resolver(document: document, path: path) }
    print("{\"workload\": \"prepare/\(n)\", \"seconds\": \(prepare), \"constraints\": \(n)}")
    var findings = 0
    let grid = median(repeating: 5) { findings = CoverageGrid(document, path: path).findings.count }
    print("{\"workload\": \"grid/\(n)\", \"seconds\": \(grid), \"constraints\": \(n), \"findings\": \(findings)}")
}
