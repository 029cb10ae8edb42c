import LayoutDocument

/// Every rule of the registry (`Rule.all`): id, default severity, stage and summary.
public struct RulesReport: Encodable {
    struct Entry: Encodable {
        var id, severity, stage, summary: String
    }

    var rules: [Entry]

    public init() {
        rules = Rule.all.map {
            Entry(id: $0.id.rawValue, severity: $0.severity.rawValue, stage: $0.stage.rawValue, summary: $0.summary)
        }
    }

    public func json() throws -> String { try JSONOutput.string(self) }

    /// An aligned table, one rule a line.
    public func text() -> String {
        var table = Table()
        table.add(["rule", "severity", "stage", "finds"])
        for r in rules { table.add([r.id, r.severity, r.stage, r.summary]) }
        return table.lines(indent: "").joined(separator: "\n")
    }

    /// A Markdown table, as the README lists the rules.
    public func markdown() -> String {
        var lines = ["| rule | severity | stage | finds |", "| --- | --- | --- | --- |"]
        for r in rules { lines.append("| `\(r.id)` | \(r.severity) | \(r.stage) | \(r.summary) |") }
        return lines.joined(separator: "\n")
    }
}
