import Foundation

/// What the output is going to: colors only on a terminal, and never with NO_COLOR.
struct Terminal {
    let colors: Bool
    let progress: Bool

    static let current: Terminal = {
        let environment = ProcessInfo.processInfo.environment
        let dumb = environment["TERM"] == "dumb"
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Terminal(colors: isatty(STDOUT_FILENO) == 1 && !noColor && !dumb,
                        progress: isatty(STDERR_FILENO) == 1 && !dumb)
    }()

    func paint(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Rewrites one status line on standard error.
    func status(_ text: String) {
        guard progress else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }
}
