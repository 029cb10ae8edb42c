import LayoutDocument

/// A diagnostic in every JSON report: `{"line", "column", "severity", "rule", "message",
/// "classes"}`. `classes` lists the size classes the problem concerns (empty when it does
/// not depend on the class). The path is the enclosing file entry's.
struct DiagnosticJSON: Encodable {
    var line, column: Int
    var severity, rule, message: String
    var classes: [String]

    init(_ d: Diagnostic) {
        line = d.location.line
        column = d.location.column
        severity = d.severity.rawValue
        rule = d.rule.rawValue
        message = d.message
        classes = d.sizeClasses.map(\.description)
    }
}
