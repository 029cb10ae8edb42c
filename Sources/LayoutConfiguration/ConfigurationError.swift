import LayoutDocument

/// A configuration file that cannot be used: where, and why, as a diagnostic
/// (`path:line:column: error: message [configuration]`).
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic
    /// The file could not be read at all (rather than read and found wrong).
    public var isUnreadable: Bool

    init(path: String, line: Int, column: Int, _ message: String, unreadable: Bool = false) {
        diagnostic = Diagnostic(
            path: path, location: SourceLocation(line: max(1, line), column: max(1, column)), message: message,
            rule: .configuration)
        isUnreadable = unreadable
    }

    public var description: String { diagnostic.description }
}
