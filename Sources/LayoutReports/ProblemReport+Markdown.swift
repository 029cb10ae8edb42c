extension ProblemReport {
    /// A summary for a pull-request comment: the counts, a table of the layouts with
    /// problems, and each problem once with where it is written.
    func markdown() -> String {
        let s = summary
        let failing = reported.contains { fails($0.problem) } || s.unreadable > 0
        let title = command == .check ? "sizeclass check" : "sizeclass validate"
        var lines = ["## \(title): \(failing ? "❌ problems found" : "✅ no problems")", ""]
        lines.append(Self.markdownText(s.line(command: command)))
        let withProblems = layouts.filter { !$0.reported.isEmpty }
        if withProblems.isEmpty { return lines.joined(separator: "\n") }
        lines += ["", "| Layout | Status | Errors | Warnings |", "| --- | --- | ---: | ---: |"]
        for l in withProblems {
            let errors = l.reported.filter { $0.severity == .error }.count
            lines.append(
                "| \(Self.markdownText(l.displayName)) | \(l.status.rawValue) | \(errors) | \(l.reported.count - errors) |"
            )
        }
        lines += ["", "<details><summary>Problems</summary>", ""]
        for (l, p) in reported {
            let d = p.diagnostic
            let icon = d.severity == .error ? "❌" : "⚠️"
            lines.append(
                "- \(icon) `\(Self.code(d.path)):\(d.location.line):\(d.location.column)` "
                    + "\(Self.markdownText(l.name ?? "")) — \(Self.markdownText(p.fullMessage)) `\(d.rule.rawValue)`")
        }
        lines += ["", "</details>"]
        return lines.joined(separator: "\n")
    }

    /// Text from files, safe in Markdown: no HTML, no table breaks, no emphasis.
    static func markdownText(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "|", "*", "_", "`", "[", "]", "\\", "#": out += "\\" + String(ch)
            case "\n", "\r": out += " "
            default: out.append(ch)
            }
        }
        return out
    }

    /// Text inside a code span: backticks would end it.
    static func code(_ text: String) -> String { text.replacingOccurrences(of: "`", with: "'") }
}
