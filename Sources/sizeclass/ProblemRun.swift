import ArgumentParser
import Foundation
import LayoutCompilation
import LayoutConfiguration
import LayoutDocument
import LayoutFiles
import LayoutReports

/// What `validate` and `check` do around their own work: the configuration read, the
/// files chosen, the results adjusted (rules, severities, baseline), every reporter
/// written, and the exit status.
struct ProblemRun {
    let options: ReportingOptions
    let configuration: Configuration
    let terminal = Terminal.current

    /// Reads the configuration (`--config`, or the nearest `.sizeclass.yml`); a file that
    /// cannot be used ends the command with its diagnostic and exit status 2.
    init(options: ReportingOptions) throws {
        self.options = options
        if options.noConfig {
            configuration = Configuration()
            return
        }
        guard let path = options.config ?? Configuration.find().map(Self.relativeToWorkingDirectory) else {
            configuration = Configuration()
            return
        }
        do {
            configuration = try Configuration.load(path: path)
        } catch {
            Self.fail(error.diagnostic)
        }
        LayoutFile.addFonts(at: configuration.fonts.map(configuration.resolve))
    }

    /// The files to read: the paths given, or the configuration's `included`; folders
    /// searched, `excluded` left out (a file named on the command line is kept).
    func files(_ paths: [String]) throws -> [String] {
        let named = paths.isEmpty ? configuration.included.map(configuration.resolve) : paths
        guard !named.isEmpty else {
            throw ValidationError("name at least one file or directory (or 'included' in .sizeclass.yml)")
        }
        let explicit = Set(paths)
        return InputFiles.expand(named).filter { explicit.contains($0) || !configuration.isExcluded($0) }
    }

    /// Rules and severities as configured, then the baseline's known problems marked
    /// (unless `applyingBaseline` is false: a baseline being written records them all,
    /// and may not exist yet).
    func adjust(_ layouts: [LayoutResult], applyingBaseline: Bool = true) -> [LayoutResult] {
        var layouts = layouts.map {
            $0.adjusted(disabledRules: configuration.disabledRules, severities: configuration.severities)
        }
        if applyingBaseline, let path = options.baseline ?? configuration.baseline.map(configuration.resolve) {
            do {
                try Baseline.load(path: path).apply(to: &layouts)
            } catch {
                Self.fail(error.diagnostic)
            }
        }
        return layouts
    }

    var strict: Bool { options.strict || configuration.strict }

    /// Writes every reporter (the command's own text and JSON through `own`), then exits
    /// 2 when a file cannot be read, 1 when a problem fails the run.
    func finish(
        _ layouts: [LayoutResult], command: ProblemSummary.Command,
        own: (ProblemReport.Reporter) throws -> String
    ) throws {
        let report = ProblemReport(
            command: command, layouts: layouts, toolVersion: SizeClassVersion.current, strict: strict)
        for (reporter, path) in try options.chosen(configured: configuration.reporters) {
            let text =
                switch reporter {
                case .xcode, .json: try own(reporter)
                default: try report.render(reporter)
                }
            if let path {
                do {
                    try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
                } catch {
                    Self.fail(
                        Diagnostic(
                            path: path, location: SourceLocation(line: 1, column: 1),
                            message: "cannot write the report: \(error.localizedDescription)", rule: .io))
                }
            } else if !text.isEmpty {
                print(text)
            }
        }
        let summary = report.summary
        if summary.unreadable > 0 { throw ExitStatus.unreadable }
        let failing = layouts.contains { l in
            l.reported.contains { $0.severity == .error || strict }
        }
        if failing { throw ExitStatus.problems }
    }

    /// Prints `diagnostic` to standard error and exits 2: the run cannot go on.
    static func fail(_ diagnostic: Diagnostic) -> Never {
        Terminal.printToStandardError(diagnostic)
        Foundation.exit(ExitStatus.unreadable.rawValue)
    }

    /// An absolute path inside the working directory, relative to it (as diagnostics
    /// print paths).
    static func relativeToWorkingDirectory(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }
}
