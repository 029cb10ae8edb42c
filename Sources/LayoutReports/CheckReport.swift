import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution

/// `sizeclass check`: every layout of the files checked in all nine size classes, for
/// people (a line per clean layout; each problem once, with the classes and devices that
/// show it) and machines (JSON; shape pinned by
/// `Tests/LayoutReportsTests/Snapshots/check.json`).
public struct CheckReport: Sendable {
    /// One layout of the files checked: solved in all nine classes, or not checked.
    public enum FileResult: Sendable {
        case checked(path: String, name: String?, check: SizeClassCheck, warnings: [Diagnostic])
        case invalid(LayoutFile)
        /// A valid file with nothing to lay out (a storyboard of navigation controllers
        /// only, an empty xib): its warnings, nothing to check.
        case empty(LayoutFile)

        /// The layout's result, its problems grouped.
        public var layoutResult: LayoutResult {
            switch self {
            case .checked(let path, let name, let check, let warnings):
                return LayoutResult(path: path, name: name, check: check, warnings: warnings)
            case .invalid(let v):
                return LayoutResult(v)
            case .empty(let v):
                var r = LayoutResult(v)
                r.status = .empty
                return r
            }
        }
    }

    /// How much the text says.
    public enum Verbosity: Sendable {
        /// Only layouts with problems, and the summary.
        case quiet
        /// A line per clean layout, each problem once.
        case normal
        /// Also each layout's per-class table of statuses and devices.
        case verbose
    }

    /// Every layout, in the order checked.
    public var layouts: [LayoutResult]
    let style: TextStyle
    let verbosity: Verbosity
    /// The terminal's width: long lines of constraints are cut to it.
    let width: Int

    public init(layouts: [LayoutResult], style: TextStyle, verbosity: Verbosity = .normal, width: Int = 120) {
        self.layouts = layouts
        self.style = style
        self.verbosity = verbosity
        self.width = width
    }

    public init(results: [FileResult], style: TextStyle, verbosity: Verbosity = .normal, width: Int = 120) {
        self.init(layouts: results.map(\.layoutResult), style: style, verbosity: verbosity, width: width)
    }

    /// The counts the summary gives.
    public var summary: ProblemSummary { ProblemSummary(layouts) }

    // MARK: text

    public func text() -> String {
        var lines: [String] = []
        var lastHadDetail = false
        for layout in layouts {
            let reported = layout.reported
            let clean = reported.isEmpty && [.ok, .empty, .valid].contains(layout.status)
            if clean && verbosity == .quiet { continue }
            let detail = !reported.isEmpty || verbosity == .verbose
            if (detail || lastHadDetail) && !lines.isEmpty { lines.append("") }
            lastHadDetail = detail
            lines.append(header(layout))
            if verbosity == .verbose, let check = layout.check { lines += classTable(check) }
            for p in reported { lines += problemLines(p, file: layout.path) }
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(summary.line(command: .check))
        return lines.joined(separator: "\n")
    }

    /// `path › Name: ok`, `path › Name: unsatisfiable in compact-compact, regular-compact`.
    private func header(_ layout: LayoutResult) -> String {
        let status: String
        switch layout.status {
        case .ok: status = style.paint("ok", "32")
        case .ambiguous, .unsatisfiable:
            // Where the layout's conflicts and ambiguities show: their classes and, when
            // every one of them needs another text size, those sizes.
            let solving = layout.problems.filter { $0.rule == .unsatisfiable || $0.rule == .ambiguous }
            let bad = SizeClass.all.filter { c in solving.contains { $0.diagnostic.sizeClasses.contains(c) } }
            let sizes =
                !solving.isEmpty && solving.allSatisfy({ !$0.contentSizes.isEmpty })
                ? ContentSizeCategory.allCases.filter { s in solving.contains { $0.contentSizes.contains(s) } } : []
            var place = Problem.place(classes: bad, contentSizes: sizes)
            if !place.isEmpty { place = " " + place }
            status = style.paint(layout.status.rawValue, "31") + place
        case .invalid: status = style.paint("not checked: the document has errors", "31")
        case .unreadable: status = style.paint("cannot be read", "31")
        case .empty: status = "nothing to lay out"
        case .valid: status = "valid"
        }
        return "\(style.paint(layout.displayName, "1")): \(status)"
    }

    /// The diagnostic with its place, then a conflict's constraints, one per line, cut
    /// to the terminal's width.
    private func problemLines(_ p: Problem, file: String) -> [String] {
        var d = p.diagnostic
        d.message = p.fullMessage
        if let broken = p.constraints.first {
            // The constraints follow, one per line: the message need not list them.
            let n = p.constraints.count - 1
            d.message =
                "unable to simultaneously satisfy constraints: breaking '\(broken.id)' (\(broken.equation))"
                + (n == 0 ? ", which cannot hold on its own" : ", which conflicts with \(n) other\(n == 1 ? "" : "s")")
            if !p.place.isEmpty { d.message += " (\(p.place))" }
            if let hint = LayoutSolution.Conflict.hint(for: p.constraints) { d.message += ": \(hint)" }
        }
        var lines = [d.text(style: style)]
        if !p.constraints.isEmpty {
            var table = Table()
            for (k, c) in p.constraints.enumerated() {
                table.add([
                    k == 0 ? "broken" : "with",
                    c.location.line > 0 ? "line \(c.location.line)" : "(\(c.source.rawValue))", c.id, c.equation,
                ])
            }
            lines += table.lines(indent: "    ").map { Self.cut($0, to: width) }
        }
        return lines
    }

    private func classTable(_ check: SizeClassCheck) -> [String] {
        var table = Table()
        for c in check.classes {
            let environments = Problem.devices(c.solutions.map(\.environment))
            let status = c.solutions.isEmpty ? "not checked" : paint(c.status)
            table.add([c.sizeClass.description, status, environments])
        }
        return table.lines(indent: "  ")
    }

    private func paint(_ status: LayoutSolution.Status) -> String {
        style.paint(status.rawValue, status == .ok ? "32" : "31")
    }

    /// `line` cut to `width` terminal columns with an ellipsis (never below 40).
    static func cut(_ line: String, to width: Int) -> String {
        let limit = max(40, width)
        return line.terminalWidth <= limit ? line : line.prefix(columns: limit - 1) + "…"
    }

    /// The summary line: `3 files, 5 layouts: 4 ok, 1 ambiguous, 0 unsatisfiable, 0 invalid (1 error, 2 warnings)`.
    public func summaryLine() -> String { summary.line(command: .check) }

    // MARK: JSON

    struct EnvironmentJSON: Encodable {
        var device: String?
        var orientation: String?
        var size: SolveReport.SizeJSON
        var status: String
        var conflicts: [SolveReport.ConflictJSON]
        var ambiguous: [SolveReport.AmbiguityJSON]
    }
    struct ClassJSON: Encodable {
        var `class`, status: String
        var environments: [EnvironmentJSON]
        var warnings: [DiagnosticJSON]
    }
    struct FileJSON: Encodable {
        var path: String
        var name: String?
        var valid: Bool
        var status: String
        /// Each problem once (the baseline's known ones left out).
        var problems: [ProblemJSON]
        /// Each class's status and solutions on its devices.
        var classes: [ClassJSON]
    }
    struct Body: Encodable {
        var schemaVersion: Int
        var files: [FileJSON]
        var summary: ProblemSummary
    }

    /// The version of the JSON shape, raised when a field changes meaning or goes away.
    public static let schemaVersion = 2

    public func json() throws -> String {
        let files: [FileJSON] = layouts.map { r in
            let problems = r.reported.map { ProblemJSON($0, layout: r) }
            guard let check = r.check else {
                return FileJSON(
                    path: r.path, name: r.name, valid: r.status != .invalid && r.status != .unreadable,
                    status: r.status.rawValue, problems: problems, classes: [])
            }
            let classes = check.classes.map { c in
                ClassJSON(
                    class: c.sizeClass.description, status: c.status.rawValue,
                    environments: c.solutions.map { s in
                        let solved = SolveReport(s, file: r.path, name: r.name)
                        return EnvironmentJSON(
                            device: s.environment.deviceName,
                            orientation: s.environment.orientation?.rawValue,
                            size: solved.size, status: solved.status,
                            conflicts: solved.conflicts, ambiguous: solved.ambiguous)
                    },
                    warnings: c.warnings.map(DiagnosticJSON.init))
            }
            return FileJSON(
                path: r.path, name: r.name, valid: true, status: r.status.rawValue, problems: problems,
                classes: classes)
        }
        return try JSONOutput.string(Body(schemaVersion: Self.schemaVersion, files: files, summary: summary))
    }
}
