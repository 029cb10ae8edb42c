import ArgumentParser
import LayoutCompilation
import SizeClassResolution

/// `sizeclass solve FILE [environment]`
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Lay a document out in one environment and print every view's frame.",
        discussion: """
            Resolves the document for the environment's size class, compiles it to \
            constraints with Auto Layout's semantics (intrinsic sizes, stack views, margins, \
            layout guides) and solves it. Frames are in root coordinates. A layout is always \
            printed: a required constraint that cannot hold is broken and reported with the \
            constraints it conflicts with; ambiguous items are named with the axis and the \
            attributes left undetermined.

            Environment: --device (see `sizeclass devices`; default iphone-16 portrait), or \
            --size WxH with --class. Overrides: --margins, --top-guide, --bottom-guide, \
            --safe-area, --right-to-left.

            Exit status: 0 when the layout is clean, 1 when it is unsatisfiable or ambiguous \
            or the document has errors, 2 when the file cannot be read, 64 for a usage error.
            """
    )

    @Argument(help: "A layout document.")
    var file: String

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: "Output format: text or json.")
    var format: SolveFormat = .text

    enum SolveFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    func run() throws {
        let terminal = Terminal.current
        let document = try ValidDocument.load(file, terminal: terminal)
        let e = environment.environment
        let resolved = Resolver(document: document, path: file).resolve(for: e.sizeClass)
        let solution = CompiledLayout(resolved, environment: e, path: file).solve()
        switch format {
        case .json: print(try SolveReport(solution, file: file, name: document.name).json())
        case .text: print(SolveReport.text(solution, file: file, name: document.name, terminal: terminal))
        }
        if solution.status != .ok { throw ExitCode(1) }
    }
}
