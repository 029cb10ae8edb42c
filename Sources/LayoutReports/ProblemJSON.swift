import LayoutDocument

/// A problem in the JSON of `validate` and `check`: the diagnostic's fields
/// (`DiagnosticJSON`), with the path, the devices that show it, a conflict's
/// constraints, and the fingerprint a baseline records.
struct ProblemJSON: Encodable {
    struct ConstraintJSON: Encodable {
        var id, equation, source: String
        var line: Int?
    }

    var path: String
    var line, column: Int
    var severity, rule, message: String
    var classes: [String]
    /// `iphone-16 portrait`.
    var environments: [String]
    var constraints: [ConstraintJSON]
    var fingerprint: String

    init(_ p: Problem, layout: LayoutResult) {
        let d = p.diagnostic
        path = d.path
        line = d.location.line
        column = d.location.column
        severity = d.severity.rawValue
        rule = d.rule.rawValue
        message = d.message
        classes = d.sizeClasses.map(\.description)
        environments = p.environments.map { e in
            (e.deviceName ?? e.size.description) + (e.orientation.map { " \($0.rawValue)" } ?? "")
        }
        constraints = p.constraints.map {
            ConstraintJSON(
                id: $0.id, equation: $0.equation, source: $0.source.rawValue,
                line: $0.location.line > 0 ? $0.location.line : nil)
        }
        fingerprint = p.fingerprint(layout: layout.name)
    }
}
