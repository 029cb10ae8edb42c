import ArgumentParser
import LayoutDocument
import LayoutReports

/// `sizeclass vfl FORMAT`: what a Visual Format Language string means, as constraints.
struct VFLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vfl",
        abstract: "Print the constraints a Visual Format Language string stands for.",
        discussion: """
            The format is read as UIKit reads it (see the README): `-` is the standard \
            spacing (8 pt) between views and 0 to the superview's margin with `|-`; an \
            explicit spacing to `|` is to the superview's edge. A mistake is shown under \
            the character where it is, and the command exits 1.
            """
    )

    @Argument(help: "The format, e.g. 'H:|-[a]-[b(==a)]-|' (quote it for the shell).")
    var visualFormat: String

    @Option(help: "Metrics, as name=value pairs separated by commas: gap=12,width=100.")
    var metrics: String?

    @Option(help: "Layout options separated by commas: alignAllTop,directionLeftToRight.")
    var options: String?

    @OptionGroup var output: FormatOption<OutputFormat>

    func validate() throws {
        _ = try parsedMetrics()
    }

    private func parsedMetrics() throws -> [String: Double] {
        var result: [String: Double] = [:]
        for pair in (metrics ?? "").split(separator: ",") {
            let parts = pair.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, let value = Double(parts[1]), !parts[0].isEmpty else {
                throw ValidationError("--metrics takes name=value pairs separated by commas, not '\(pair)'")
            }
            result[String(parts[0])] = value
        }
        return result
    }

    func run() throws {
        let optionNames = (options ?? "").split(separator: ",").map(String.init)
        let report = VFLReport(format: visualFormat, options: optionNames, metrics: try parsedMetrics())
        print(output.format == .json ? try report.json() : report.text(style: Terminal.current.style))
        if report.failed { throw ExitStatus.problems }
    }
}
