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

    @Argument(help: "A layout document, storyboard or xib.")
    var file: String

    @Option(help: "For a storyboard or xib: the scene (or top-level view) by name or id; default: every one.")
    var scene: String?

    @OptionGroup var environment: EnvironmentOptions

    @Option(help: "Output format: text or json.")
    var format: SolveFormat = .text

    enum SolveFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    func run() throws {
        let terminal = Terminal.current
        let documents = try ValidDocument.load(file, scene: scene, terminal: terminal, json: format == .json)
        let e = environment.environment
        var clean = true
        var parts: [String] = []
        for document in documents {
            let resolved = Resolver(document: document, path: file).resolve(for: e.sizeClass)
            let solution = CompiledLayout(resolved, environment: e, path: file).solve()
            clean = clean && solution.status == .ok
            switch format {
            case .json: parts.append(try SolveReport(solution, file: file, name: document.name).json())
            case .text: parts.append(SolveReport.text(solution, file: file, name: document.name, terminal: terminal))
            }
        }
        print(format == .json ? ValidDocument.json(parts) : parts.joined(separator: "\n\n"))
        if !clean { throw ExitCode(1) }
    }
}
