/// How text output is styled: ANSI colours, or plain. The command line decides (colours
/// only on a terminal, never with `NO_COLOR`); reports only apply it.
public struct TextStyle: Sendable {
    /// Whether to write ANSI colour codes.
    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    /// No colours: for files, pipes and tests.
    public static let plain = TextStyle(colors: false)

    /// `text` in the ANSI style `code` (`"1;31"`, bold red), or as it is.
    func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
