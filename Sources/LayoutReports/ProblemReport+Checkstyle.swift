import LayoutDocument

extension ProblemReport {
    /// Checkstyle's XML: a `<file>` per file with an `<error>` per problem (severity
    /// `error` or `warning`, source `sizeclass.RULE`).
    func checkstyle() -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, #"<checkstyle version="4.3">"#]
        var order: [String] = []
        var byFile: [String: [Problem]] = [:]
        for l in layouts {
            if byFile[l.path] == nil { order.append(l.path) }
            byFile[l.path, default: []] += l.reported
        }
        for path in order {
            let problems = byFile[path] ?? []
            guard !problems.isEmpty else {
                lines.append("  <file name=\"\(XMLText.escaped(path))\"/>")
                continue
            }
            lines.append("  <file name=\"\(XMLText.escaped(path))\">")
            for p in problems {
                let d = p.diagnostic
                lines.append(
                    "    <error line=\"\(d.location.line)\" column=\"\(d.location.column)\" severity=\"\(d.severity.rawValue)\" "
                        + "message=\"\(XMLText.escaped(p.fullMessage))\" source=\"sizeclass.\(d.rule.rawValue)\"/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n")
    }
}
