extension Problem {
    /// What identifies the problem across unrelated edits of its file, for a baseline:
    /// the layout, the rule, the ids involved (or the message, its line numbers taken
    /// out) and the classes; not where it is written. 16 hexadecimal digits (FNV-1a).
    public func fingerprint(layout: String?) -> String {
        let what = subjects.isEmpty ? Self.withoutLineNumbers(diagnostic.message) : subjects.joined(separator: ",")
        let key =
            [
                layout ?? "", rule.rawValue, what, diagnostic.sizeClasses.map(\.description).joined(separator: ","),
            ].joined(separator: "\u{1F}")
            + (contentSizes.isEmpty ? "" : "\u{1F}" + contentSizes.map(\.rawValue).joined(separator: ","))
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `(line 15)` and `line 15` become `line #`: a message may say where something else
    /// is written, which an edit elsewhere moves.
    static func withoutLineNumbers(_ message: String) -> String {
        var result = ""
        var rest = Substring(message)
        while let r = rest.range(of: "line ") {
            result += rest[..<r.upperBound]
            rest = rest[r.upperBound...]
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty {
                result += "#"
                rest = rest.dropFirst(digits.count)
            }
        }
        return result + rest
    }
}
