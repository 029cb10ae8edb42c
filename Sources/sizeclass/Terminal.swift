import Foundation
import LayoutDocument
import LayoutReports

/// What the output is going to: colours only on a terminal, and never with `NO_COLOR`;
/// progress only when standard error is a terminal.
struct Terminal {
    let style: TextStyle
    let progress: Bool

    static let current: Terminal = {
        let environment = ProcessInfo.processInfo.environment
        let dumb = environment["TERM"] == "dumb"
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Terminal(
            style: TextStyle(colors: isatty(STDOUT_FILENO) == 1 && !noColor && !dumb),
            progress: isatty(STDERR_FILENO) == 1 && !dumb)
    }()

    /// Rewrites one status line on standard error.
    func status(_ text: String) {
        guard progress else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }

    /// Prints `diagnostic` on standard error, without colours (standard output may be a
    /// report or JSON).
    static func printToStandardError(_ diagnostic: Diagnostic) {
        FileHandle.standardError.write(Data((diagnostic.text(style: .plain) + "\n").utf8))
    }
}

extension Terminal {
    /// The width lines are cut to: the terminal's, `COLUMNS`, or 120 for files and pipes.
    var width: Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 120
    }
}
