/// One problem found in a layout, with the rule that found it.
///
/// Printed as `path:line:column: error: message [rule]`, the form compilers use, so
/// editors and CI annotate the right line. Every stage reports this one type: reading,
/// the document's rules, size-class resolution and the grid's findings, compilation and
/// solving.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Comparable {
        case warning, error

        public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
    }

    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    public var message: String
    public var rule: RuleID
    /// The size classes the problem concerns, in `SizeClass.all` order; empty when it
    /// does not depend on the class (a syntax error, a rule of the document).
    public var sizeClasses: [SizeClass]

    public init(
        path: String, location: SourceLocation, severity: Severity = .error,
        message: String, rule: RuleID, sizeClasses: [SizeClass] = []
    ) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
        self.rule = rule
        self.sizeClasses = sizeClasses
    }

    /// `path:line:column: severity: message [rule]`.
    public var description: String {
        "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(rule)]"
    }
}
