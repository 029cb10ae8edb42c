/// A path pattern of `included` and `excluded`: `*` matches within a path component,
/// `**` across components, `?` one character; a pattern that names a folder matches
/// everything in it.
public struct Glob: Sendable, Equatable {
    public var pattern: String

    public init(_ pattern: String) {
        var p = Substring(pattern)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        while p.hasSuffix("/") && p.count > 1 { p = p.dropLast() }
        self.pattern = String(p)
    }

    /// Whether `path` (relative, `/`-separated) or a folder it is in matches.
    public func matches(_ path: String) -> Bool {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        let pattern = Array(self.pattern.unicodeScalars)
        let full = Array(p.unicodeScalars)
        if Self.match(pattern, 0, full, 0) { return true }
        // Each folder the path is in.
        for (k, c) in full.enumerated() where c == "/" {
            if Self.match(pattern, 0, Array(full[..<k]), 0) { return true }
        }
        return false
    }

    private static func match(_ p: [Unicode.Scalar], _ i: Int, _ s: [Unicode.Scalar], _ j: Int) -> Bool {
        var i = i
        var j = j
        while i < p.count {
            switch p[i] {
            case "*":
                if i + 1 < p.count && p[i + 1] == "*" {
                    let rest = i + 2
                    if rest < p.count && p[rest] == "/" {
                        // `**/`: no folder, or any folders.
                        if match(p, rest + 1, s, j) { return true }
                        for k in j..<s.count where s[k] == "/" && match(p, rest + 1, s, k + 1) { return true }
                        return false
                    }
                    for k in j...s.count where match(p, rest, s, k) { return true }
                    return false
                }
                var k = j
                while true {
                    if match(p, i + 1, s, k) { return true }
                    if k == s.count || s[k] == "/" { return false }
                    k += 1
                }
            case "?":
                guard j < s.count, s[j] != "/" else { return false }
            default:
                guard j < s.count, s[j] == p[i] else { return false }
            }
            i += 1
            j += 1
        }
        return j == s.count
    }
}
