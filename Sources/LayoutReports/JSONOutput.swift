import Foundation

/// Every JSON report: pretty-printed, keys sorted (a stable shape), slashes as is.
public enum JSONOutput {
    /// `value` as JSON text.
    public static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// One JSON report as it is; several (a storyboard's scenes), as an array; none (a
    /// file with nothing to lay out), an empty one.
    public static func joined(_ parts: [String]) -> String {
        if parts.isEmpty { return "[]" }
        return parts.count == 1 ? parts[0] : "[\n" + parts.joined(separator: ",\n") + "\n]"
    }
}
