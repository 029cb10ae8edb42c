import ArgumentParser
import LayoutReports

/// `sizeclass devices`
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device knows, with what each reports per orientation.",
        discussion: """
            Sizes in points; the size class; the status bar; the safe area (top left bottom \
            right); the root's layout margins (leading/trailing). The top layout guide ends \
            at the safe area's top and the bottom guide at its bottom.
            """
    )

    @OptionGroup var output: FormatOption<OutputFormat>

    func run() throws {
        let report = DevicesReport()
        print(output.format == .json ? try report.json() : report.text())
    }
}
