import LayoutDocument

extension Diagnostic {
    /// `path:line:column: error: message [rule]`, colored on a terminal.
    func text(on terminal: Terminal) -> String {
        let severityText = severity == .error
            ? terminal.paint("error:", "1;31") : terminal.paint("warning:", "1;33")
        let place = terminal.paint("\(path):\(location.line):\(location.column):", "1")
        return "\(place) \(severityText) \(message) \(terminal.paint("[\(rule)]", "2"))"
    }
}
