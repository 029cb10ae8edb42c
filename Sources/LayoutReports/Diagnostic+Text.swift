import LayoutDocument

extension Diagnostic {
    /// `path:line:column: error: message [rule]`, coloured when `style` says so.
    public func text(style: TextStyle) -> String {
        let severityText =
            severity == .error
            ? style.paint("error:", "1;31") : style.paint("warning:", "1;33")
        let place = style.paint("\(path):\(location.line):\(location.column):", "1")
        return "\(place) \(severityText) \(message) \(style.paint("[\(rule)]", "2"))"
    }
}
