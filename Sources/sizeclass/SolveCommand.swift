import ArgumentParser
import LayoutCompilation
import LayoutReports
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

            Environment: --device (see `sizeclass devices`), or --size WxH with --class. \
            Without either, a storyboard scene or xib view is laid out where Xcode laid it \
            out: its design canvas (the file's device and orientation, or the 600×600 \
            any-any canvas of Xcode 6–7; the root's saved size; the simulated and inherited \
            bars; a freeform view at its own size), which the header names; a layout \
            document on iphone-16 portrait. Overrides: --class, --orientation, --margins, \
            --top-guide, --bottom-guide, --safe-area, --right-to-left.

            Exit status: 0 when the layout is clean, 1 when it is unsatisfiable or ambiguous \
            or the document has errors, 2 when the file cannot be read, 64 for a usage error.
            """
    )

    @Argument(help: "A layout document, storyboard or xib.")
    var file: String

    @OptionGroup var sceneOption: SceneOption

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var output: FormatOption<OutputFormat>

    func run() throws {
        let terminal = Terminal.current
        let documents = try ValidDocument.load(
            file, scene: sceneOption.scene, terminal: terminal, json: output.format == .json,
            contentSize: environment.textSize)
        var clean = true
        var parts: [String] = []
        for document in documents {
            let e = environment.environment(for: document)
            let resolved = Resolver(document: document, path: file).resolve(for: e.sizeClass)
            let solution = CompiledLayout(resolved, environment: e, path: file).solve()
            clean = clean && solution.status == .ok
            switch output.format {
            case .json: parts.append(try SolveReport(solution, file: file, name: document.name).json())
            case .text: parts.append(SolveReport.text(solution, file: file, name: document.name, style: terminal.style))
            }
        }
        LayoutReportsOutput.print(parts, json: output.format == .json)
        if !clean { throw ExitStatus.problems }
    }
}
