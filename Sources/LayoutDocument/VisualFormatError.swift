/// A problem with a visual format: the message, the rule id of the diagnostic it becomes
/// (`vfl-syntax`, `vfl-metric`, `vfl-option`, `priority-range`), and where: a character
/// offset (0-based) in the format string, or in the `options` attribute for `vfl-option`.
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var rule: RuleID
    public var offset: Int

    public init(_ message: String, rule: RuleID = .vflSyntax, at offset: Int) {
        self.message = message
        self.rule = rule
        self.offset = offset
    }

    public var description: String { message }
}
