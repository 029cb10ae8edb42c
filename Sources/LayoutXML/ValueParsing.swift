import LayoutDocument

/// Attribute value spellings of the format.
enum ValueParsing {
    static func bool(_ s: String) -> Bool? {
        switch s {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }

    static func number(_ s: String) -> Double? {
        guard let v = Double(s), v.isFinite else { return nil }
        return v
    }

    /// 1…1000 or required/high/low/fittingSize.
    private static let namedPriorities: [String: Double] = [
        "required": 1000, "high": 750, "low": 250, "fittingSize": 50,
    ]

    static func priority(_ s: String) -> Double? {
        if let v = namedPriorities[s] { return v }
        guard let v = number(s), v >= 1 && v <= 1000 else { return nil }
        return v
    }

    /// `2`, `2.0`, `200%`, `2/1`, `2:1`.
    static func multiplier(_ s: String) -> Double? {
        if s.last == "%" { return number(String(s.dropLast())).map { $0 / 100 } }
        // Character search: Foundation's substring `contains` costs more than the parse.
        for separator: Character in ["/", ":"] where s.contains(separator) {
            let parts = s.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let a = number(String(parts[0])), let b = number(String(parts[1])), b != 0
            else { return nil }
            return a / b
        }
        return number(s)
    }

    /// "H V" or one value for both (the range 1…1000 is a semantic rule, with its own
    /// message).
    static func priorityPair(_ s: String) -> AxisPair<Double>? {
        let parts = s.split(separator: " ").map(String.init)
        guard (1...2).contains(parts.count) else { return nil }
        let values = parts.compactMap(number)
        guard values.count == parts.count else { return nil }
        return AxisPair(horizontal: values[0], vertical: values.last!)
    }

    /// "top leading bottom trailing".
    static func insets(_ s: String) -> EdgeInsets? {
        let values = s.split(separator: " ").compactMap { number(String($0)) }
        guard values.count == 4 else { return nil }
        return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// `item.attribute`.
    static func reference(_ s: String) -> (item: String, attribute: LayoutAttribute?)? {
        // Searched as bytes: a character search would run the grapheme breaker.
        guard let dot = s.utf8.lastIndex(of: UInt8(ascii: ".")), dot != s.startIndex else { return nil }
        let item = String(s[..<dot])
        let name = String(s[s.utf8.index(after: dot)...])
        return (item, LayoutAttribute.named[name])
    }
}
