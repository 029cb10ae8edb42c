import ArgumentParser
import LayoutCompilation
import LayoutReports
import SizeClassResolution

/// `sizeclass grid FILE`
struct GridCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grid",
        abstract: "Show, for all nine size classes at once, which constraints and views apply.",
        discussion: """
            The default view is a 3×3 grid: width classes as columns, height classes as rows; \
            each cell counts what is installed and lists what differs from any-any (+ added, \
            − removed, ~ other constant or priority) and whether it lays out cleanly at its \
            representative environments (ok, ambiguous, unsatisfiable; as `sizeclass check`, \
            which gives the details). --matrix shows one row per constraint \
            and view instead. Findings follow: constraints installed in no class, variations \
            that change nothing, conflicting partial variations, views with no constraints.

            Exit status: 0, 1 when the document has errors, 2 when it cannot be read, 64 for \
            a usage error.
            """
    )

    @Argument(help: "A layout document, storyboard or xib.")
    var file: String

    @OptionGroup var sceneOption: SceneOption

    @Flag(help: "One row per constraint and view, one column per size class.")
    var matrix = false

    @OptionGroup var output: FormatOption<TableFormat>

    func run() throws {
        let terminal = Terminal.current
        var parts: [String] = []
        for document in try ValidDocument.load(
            file, scene: sceneOption.scene, terminal: terminal, json: output.format == .json)
        {
            let report = GridReport(
                check: SizeClassCheck(document, path: file), name: document.name ?? file,
                style: terminal.style, width: terminal.width)
            switch output.format {
            case .json: parts.append(try report.json())
            case .markdown: parts.append(report.markdown(matrix: matrix))
            case .text: parts.append(matrix ? report.matrixText() : report.text())
            }
        }
        LayoutReportsOutput.print(parts, json: output.format == .json)
    }
}
