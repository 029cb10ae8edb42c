import ArgumentParser
import LayoutReports

/// `sizeclass rules`
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule a diagnostic can name, with its default severity.",
        discussion: """
            Each diagnostic ends with its rule in brackets ([unknown-item]). The stage says \
            which command reports it: reading, document and interface-builder rules in \
            validate (and every command that reads a file), size-classes in grid and check, \
            layout in solve and check.
            """
    )

    @OptionGroup var output: FormatOption<TableFormat>

    func run() throws {
        let report = RulesReport()
        switch output.format {
        case .text: print(report.text())
        case .json: print(try report.json())
        case .markdown: print(report.markdown())
        }
    }
}
