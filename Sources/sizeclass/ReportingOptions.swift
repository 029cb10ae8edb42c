import ArgumentParser
import LayoutReports

/// The options `validate` and `check` share: what to report and how, the project's
/// configuration, the baseline.
struct ReportingOptions: ParsableArguments {
    @Option(
        name: .customLong("reporter"),
        help: ArgumentHelp(
            "A reporter, to standard output or to a file after a colon (sarif:out.sarif); repeat for several: "
                + ProblemReport.Reporter.allCases.map(\.rawValue).joined(separator: ", ")
                + "; for check also html:PATH (an index page with thumbnails and a page per layout).",
            valueName: "name[:path]"))
    var reporters: [String] = []

    @Option(
        help: ArgumentHelp("Output format: text or json (the same as --reporter xcode or json).", valueName: "format"))
    var format: OutputFormat?

    @Option(help: ArgumentHelp("The configuration file; default: the nearest .sizeclass.yml.", valueName: "path"))
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Read no configuration file.")
    var noConfig = false

    @Option(help: ArgumentHelp("Report only the problems this baseline file does not list.", valueName: "path"))
    var baseline: String?

    @Flag(help: "Warnings fail too (exit status 1).")
    var strict = false

    init() {}

    /// The reporters chosen, each with its file (nil for standard output); `xcode` when
    /// neither the command line nor the configuration names one.
    func chosen(configured: [String]) throws -> [(reporter: ProblemReport.Reporter, path: String?)] {
        var names = reporters
        if let format { names.append(format == .json ? "json" : "xcode") }
        if names.isEmpty { names = configured }
        // The pictures are written apart (`htmlPaths`); the terminal still gets its report.
        names = names.filter { !Self.isHTML($0) }
        if names.isEmpty { names = ["xcode"] }
        return try names.map { spec in
            let parts = spec.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts.first ?? ""
            guard let reporter = ProblemReport.Reporter(rawValue: name == "text" ? "xcode" : name) else {
                throw ValidationError(
                    "unknown reporter '\(name)': "
                        + ProblemReport.Reporter.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if parts.count == 2 && parts[1].isEmpty { throw ValidationError("reporter '\(name):' names no file") }
            return (reporter, parts.count == 2 ? parts[1] : nil)
        }
    }

    /// Where the html reporter writes its index (`html:PATH`, on the command line or
    /// else in the configuration): it writes files, so it needs a path.
    func htmlPaths(configured: [String]) throws -> [String] {
        let names = reporters.isEmpty && format == nil ? configured : reporters
        return try names.filter(Self.isHTML).map { spec in
            let path = spec.dropFirst("html".count).drop { $0 == ":" }
            guard !path.isEmpty else {
                throw ValidationError("the html reporter writes an index and a page per layout: give html:PATH")
            }
            return String(path)
        }
    }

    static func isHTML(_ spec: String) -> Bool { spec == "html" || spec.hasPrefix("html:") }
}
