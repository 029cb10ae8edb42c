import SizeClassResolution

/// A grid finding in JSON, as `grid` and `check` print it.
struct FindingJSON: Encodable {
    var rule, message: String
    var line, column: Int
    var classes: [String]

    init(_ f: CoverageGrid.Finding) {
        rule = f.rule
        message = f.message
        line = f.location.line
        column = f.location.column
        classes = f.classes.map(\.description)
    }
}
