/// One problem found in a document, with the rule that found it.
///
/// Printed as `path:line:column: error: message [rule]`, the form compilers use, so
/// editors and CI annotate the right line.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning, error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    /// A stable identifier of the rule, e.g. `xml-syntax`, `schema`, `unknown-item`.
    public var rule: String

    public init(path: String, location: SourceLocation, severity: Severity = .error,
                message: String, rule: String) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
        self.rule = rule
    }

    public var description: String {
        "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(rule)]"
    }
}
