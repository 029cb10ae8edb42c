import LayoutDocument

/// `sizeclass diff`: a `LayoutDiff` for people (text), pull requests (Markdown) and
/// machines (JSON).
public struct DiffReport: Sendable {
    let diff: LayoutDiff
    let style: TextStyle

    public init(_ diff: LayoutDiff, style: TextStyle = .plain) {
        self.diff = diff
        self.style = style
    }

    /// `+ constraint 'wide' blue.width = 300 (in compact-regular)`.
    static func line(_ c: LayoutDiff.Change) -> String {
        let what: String
        let subject = c.name.map { n in n == c.id ? "'\(n)'" : "'\(n)' (\(c.id))" } ?? "'\(c.id)'"
        switch c.kind {
        case .constraintInstalled: what = "+ constraint \(subject): \(c.new ?? "")"
        case .constraintRemoved: what = "\u{2212} constraint \(subject): \(c.old ?? "")"
        case .constraintChanged: what = "~ constraint \(subject): \(c.old ?? "") → \(c.new ?? "")"
        case .viewInstalled: what = "+ view \(subject)"
        case .viewRemoved: what = "\u{2212} view \(subject)"
        case .viewChanged: what = "~ view \(subject): \(c.old ?? "") → \(c.new ?? "")"
        case .frameMoved: what = "↦ frame of \(subject) moves: \(c.new ?? "")"
        }
        let place = Problem.place(
            classes: c.sizeClasses, environments: c.environments, onEveryEnvironment: c.onEveryEnvironment)
        return place.isEmpty ? what : "\(what) (\(place))"
    }

    public func text() -> String {
        var lines = ["--- \(diff.oldName)", "+++ \(diff.newName)"]
        for e in diff.entries where e.status != .same {
            lines.append("")
            switch e.status {
            case .added: lines.append("\(style.paint(e.name, "1")): layout added")
            case .removed: lines.append("\(style.paint(e.name, "1")): layout removed")
            default:
                lines.append("\(style.paint(e.name, "1")):")
                lines += e.changes.map { "  " + paint(Self.line($0), $0.kind) }
                if !e.introduced.isEmpty {
                    lines.append("  problems introduced:")
                    lines += e.introduced.map { "    " + text($0) }
                }
                if !e.fixed.isEmpty {
                    lines.append("  problems fixed:")
                    lines += e.fixed.map { "    " + text($0) }
                }
            }
        }
        lines.append("")
        lines.append(summaryLine())
        return lines.joined(separator: "\n")
    }

    private func text(_ p: Problem) -> String {
        var d = p.diagnostic
        d.message = p.fullMessage
        return d.text(style: style)
    }

    private func paint(_ line: String, _ kind: LayoutDiff.Change.Kind) -> String {
        switch kind {
        case .constraintInstalled, .viewInstalled: style.paint(line, "32")
        case .constraintRemoved, .viewRemoved: style.paint(line, "31")
        default: style.paint(line, "33")
        }
    }

    /// `2 layouts: 1 changed, 1 the same (3 changes, 1 problem introduced, 0 fixed)`.
    public func summaryLine() -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let e = diff.entries
        let changed = e.filter { $0.status == .changed }.count
        let added = e.filter { $0.status == .added }.count
        let removed = e.filter { $0.status == .removed }.count
        var parts = ["\(changed) changed", "\(e.count - changed - added - removed) the same"]
        if added > 0 { parts.append("\(added) added") }
        if removed > 0 { parts.append("\(removed) removed") }
        let changes = e.reduce(0) { $0 + $1.changes.count }
        let introduced = e.reduce(0) { $0 + $1.introduced.count }
        let fixed = e.reduce(0) { $0 + $1.fixed.count }
        return "\(count(e.count, "layout")): \(parts.joined(separator: ", ")) "
            + "(\(count(changes, "change")), \(count(introduced, "problem")) introduced, \(fixed) fixed)"
    }

    public func markdown() -> String {
        var lines = [
            "## sizeclass diff: \(diff.hasDifferences ? "layouts changed" : "no layout changed")", "",
            ProblemReport.markdownText(summaryLine()),
        ]
        for e in diff.entries where e.status != .same {
            lines += ["", "### \(ProblemReport.markdownText(e.name))", ""]
            switch e.status {
            case .added: lines.append("Layout added.")
            case .removed: lines.append("Layout removed.")
            default:
                lines += e.changes.map { "- " + ProblemReport.markdownText(Self.line($0)) }
                lines += e.introduced.map {
                    "- ❌ introduced: " + ProblemReport.markdownText($0.fullMessage) + " `\($0.rule)`"
                }
                lines += e.fixed.map { "- ✅ fixed: " + ProblemReport.markdownText($0.fullMessage) + " `\($0.rule)`" }
            }
        }
        return lines.joined(separator: "\n")
    }

    struct ChangeJSON: Encodable {
        var kind, id: String
        var name, old, new: String?
        var classes: [String]
        var environments: [String]
    }
    struct ProblemEntryJSON: Encodable {
        var line, column: Int
        var severity, rule, message: String
        var classes: [String]
    }
    struct EntryJSON: Encodable {
        var name, status: String
        var changes: [ChangeJSON]
        var introduced, fixed: [ProblemEntryJSON]
    }
    struct Body: Encodable {
        var schemaVersion: Int
        var old, new: String
        var different: Bool
        var layouts: [EntryJSON]
    }

    public func json() throws -> String {
        func problem(_ p: Problem) -> ProblemEntryJSON {
            ProblemEntryJSON(
                line: p.diagnostic.location.line, column: p.diagnostic.location.column,
                severity: p.severity.rawValue, rule: p.rule.rawValue, message: p.fullMessage,
                classes: p.diagnostic.sizeClasses.map(\.description))
        }
        let layouts = diff.entries.map { e in
            EntryJSON(
                name: e.name, status: e.status.rawValue,
                changes: e.changes.map { c in
                    ChangeJSON(
                        kind: c.kind.rawValue, id: c.id, name: c.name, old: c.old, new: c.new,
                        classes: c.sizeClasses.map(\.description),
                        environments: c.environments.map(\.reportName))
                },
                introduced: e.introduced.map(problem), fixed: e.fixed.map(problem))
        }
        return try JSONOutput.string(
            Body(
                schemaVersion: CheckReport.schemaVersion, old: diff.oldName, new: diff.newName,
                different: diff.hasDifferences, layouts: layouts))
    }
}
