import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution

/// `sizeclass check`: every layout of the files checked in all nine size classes, for
/// people (each class's status, the problems grouped by the environments that show them,
/// the findings) and machines (JSON; shape pinned by
/// `Tests/LayoutReportsTests/Snapshots/check.json`).
public struct CheckReport {
    /// One layout of the files checked: solved in all nine classes, or not checked.
    public enum FileResult: Sendable {
        case checked(path: String, name: String?, check: SizeClassCheck, warnings: [Diagnostic])
        case invalid(LayoutFile)
        /// A valid file with nothing to lay out (a storyboard of navigation controllers
        /// only, an empty xib): its warnings, nothing to check.
        case empty(LayoutFile)
    }

    let results: [FileResult]
    let style: TextStyle

    public init(results: [FileResult], style: TextStyle) {
        self.results = results
        self.style = style
    }

    /// How many files could not be read.
    public var unreadable: Int {
        results.filter { if case .invalid(let v) = $0 { return v.isUnreadable } else { return false } }.count
    }

    /// Every layout was checked and lays out cleanly in every class.
    public var isClean: Bool {
        results.allSatisfy {
            switch $0 {
            case .checked(_, _, let check, _): check.status == .ok
            case .empty: true
            case .invalid: false
            }
        }
    }

    // MARK: text

    public func text() -> String {
        var lines: [String] = []
        for r in results {
            if !lines.isEmpty { lines.append("") }
            switch r {
            case .invalid(let v):
                lines += v.diagnostics.map { $0.text(style: style) }
                lines.append("\(v.path): \(v.isUnreadable ? "cannot be read" : "not checked: the document has errors")")
            case .empty(let v):
                lines += v.diagnostics.map { $0.text(style: style) }
                lines.append("\(v.path): nothing to lay out")
            case .checked(let path, let name, let check, let warnings):
                lines += (warnings + check.layoutWarnings).map { $0.text(style: style) }
                lines += fileText(path: path, name: name, check: check)
            }
        }
        lines.append("")
        lines.append(summaryLine())
        return lines.joined(separator: "\n")
    }

    private func fileText(path: String, name: String?, check: SizeClassCheck) -> [String] {
        var lines = [name.map { "\($0) (\(path))" } ?? path, ""]
        var table = Table()
        for c in check.classes {
            let environments = c.solutions.map { short($0.environment) }.joined(separator: ", ")
            table.add([c.sizeClass.description, paint(c.status), environments])
        }
        lines += table.lines()
        // Problems per class, each distinct list once with the environments showing it.
        for c in check.classes where c.status != .ok || !c.warnings.isEmpty {
            var groups: [(problems: [String], environments: [String])] = []
            for s in c.solutions where s.status != .ok {
                let problems = SolveReport.problemLines(s, file: path, style: style)
                if let k = groups.firstIndex(where: { $0.problems == problems }) {
                    groups[k].environments.append(short(s.environment))
                } else {
                    groups.append((problems, [short(s.environment)]))
                }
            }
            if groups.isEmpty && c.warnings.isEmpty { continue }
            lines.append("")
            if !c.warnings.isEmpty {
                lines.append("\(c.sizeClass):")
                lines += c.warnings.map { "  " + $0.text(style: style) }
            }
            for g in groups {
                lines.append("\(c.sizeClass) on \(g.environments.joined(separator: ", ")):")
                lines += g.problems.map { "  " + $0 }
            }
        }
        let findings = check.grid.findings
        lines.append("")
        if findings.isEmpty {
            lines.append("findings: none")
        } else {
            lines.append("findings:")
            lines += findings.map { "  " + $0.text(style: style) }
        }
        return lines
    }

    private func short(_ e: Environment) -> String {
        (e.deviceName.map { "\($0) \(e.orientation?.rawValue ?? "")" } ?? e.size.description)
    }

    private func paint(_ status: LayoutSolution.Status) -> String {
        style.paint(status.rawValue, status == .ok ? "32" : "31")
    }

    private var counts: (ok: Int, ambiguous: Int, unsatisfiable: Int, invalid: Int, empty: Int) {
        var c = (ok: 0, ambiguous: 0, unsatisfiable: 0, invalid: 0, empty: 0)
        for r in results {
            switch r {
            case .invalid: c.invalid += 1
            case .empty: c.empty += 1
            case .checked(_, _, let check, _):
                switch check.status {
                case .ok: c.ok += 1
                case .ambiguous: c.ambiguous += 1
                case .unsatisfiable: c.unsatisfiable += 1
                }
            }
        }
        return c
    }

    /// `3 files: 2 ok, 1 ambiguous, 0 unsatisfiable, 0 invalid`.
    public func summaryLine() -> String {
        let c = counts
        var line =
            "\(results.count) file\(results.count == 1 ? "" : "s"): \(c.ok) ok, \(c.ambiguous) ambiguous, "
            + "\(c.unsatisfiable) unsatisfiable, \(c.invalid - unreadable) invalid"
        if unreadable > 0 { line += ", \(unreadable) unreadable" }
        if c.empty > 0 { line += ", \(c.empty) with nothing to lay out" }
        return line
    }

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
        var classes: [ClassJSON]
        var findings: [DiagnosticJSON]
        var diagnostics: [DiagnosticJSON]
    }
    struct SummaryJSON: Encodable {
        var files, ok, ambiguous, unsatisfiable, invalid, unreadable, empty: Int
    }
    struct Body: Encodable {
        var files: [FileJSON]
        var summary: SummaryJSON
    }

    public func json() throws -> String {
        let files: [FileJSON] = results.map { r in
            switch r {
            case .invalid(let v):
                return FileJSON(
                    path: v.path, name: nil, valid: false, status: v.isUnreadable ? "unreadable" : "invalid",
                    classes: [], findings: [], diagnostics: v.diagnostics.map(DiagnosticJSON.init))
            case .empty(let v):
                return FileJSON(
                    path: v.path, name: nil, valid: true, status: "empty", classes: [], findings: [],
                    diagnostics: v.diagnostics.map(DiagnosticJSON.init))
            case .checked(let path, let name, let check, let warnings):
                let classes = check.classes.map { c in
                    ClassJSON(
                        class: c.sizeClass.description, status: c.status.rawValue,
                        environments: c.solutions.map { s in
                            let solved = SolveReport(s, file: path, name: name)
                            return EnvironmentJSON(
                                device: s.environment.deviceName,
                                orientation: s.environment.orientation?.rawValue,
                                size: solved.size, status: solved.status,
                                conflicts: solved.conflicts, ambiguous: solved.ambiguous)
                        },
                        warnings: c.warnings.map(DiagnosticJSON.init))
                }
                let findings = check.grid.findings.map(DiagnosticJSON.init)
                return FileJSON(
                    path: path, name: name, valid: true, status: check.status.rawValue, classes: classes,
                    findings: findings, diagnostics: (warnings + check.layoutWarnings).map(DiagnosticJSON.init))
            }
        }
        let c = counts
        return try JSONOutput.string(
            Body(
                files: files,
                summary: SummaryJSON(
                    files: results.count, ok: c.ok, ambiguous: c.ambiguous, unsatisfiable: c.unsatisfiable,
                    invalid: c.invalid - unreadable, unreadable: unreadable, empty: c.empty)))
    }
}
