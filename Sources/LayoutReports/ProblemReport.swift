import LayoutDocument

/// What `validate` or `check` found in a set of files, for the reporters that share one
/// shape across commands: SARIF, GitHub Actions annotations, JUnit, checkstyle and
/// Markdown. (`xcode`, the default text, and `json` are `ValidationReport`'s and
/// `CheckReport`'s own.)
public struct ProblemReport: Sendable {
    /// The reporters `--reporter` names (SwiftLint's names where it has them).
    public enum Reporter: String, Sendable, CaseIterable {
        /// `path:line:column: error: message [rule]`, as Xcode and compilers print them.
        case xcode
        /// The command's JSON, with a schema version.
        case json
        /// SARIF 2.1.0, as GitHub code scanning reads it.
        case sarif
        /// `::error file=…,line=…,col=…,title=…::message` workflow commands.
        case githubActionsLogging = "github-actions-logging"
        /// A test suite per file, a test case per layout (and size class for `check`).
        case junit
        /// Checkstyle's XML, which many CI servers read.
        case checkstyle
        /// A summary for a pull-request comment.
        case markdown
    }

    public var command: ProblemSummary.Command
    public var layouts: [LayoutResult]
    /// The tool's version, for SARIF's driver.
    public var toolVersion: String
    /// Warnings fail too (`--strict`): JUnit marks them as failures.
    public var strict: Bool

    public init(command: ProblemSummary.Command, layouts: [LayoutResult], toolVersion: String, strict: Bool = false) {
        self.command = command
        self.layouts = layouts
        self.toolVersion = toolVersion
        self.strict = strict
    }

    public var summary: ProblemSummary { ProblemSummary(layouts) }

    /// Every reported problem with its layout, in order.
    var reported: [(layout: LayoutResult, problem: Problem)] {
        layouts.flatMap { l in l.reported.map { (l, $0) } }
    }

    /// Whether a problem fails the run.
    func fails(_ p: Problem) -> Bool { p.severity == .error || strict }

    /// The text of `reporter` for these results (not `xcode` or `json`, which the
    /// commands' own reports print).
    public func render(_ reporter: Reporter) throws -> String {
        switch reporter {
        case .sarif: try sarif()
        case .githubActionsLogging: githubActionsLogging()
        case .junit: junit()
        case .checkstyle: checkstyle()
        case .markdown: markdown()
        case .xcode, .json: preconditionFailure("the command's own report prints \(reporter.rawValue)")
        }
    }
}
