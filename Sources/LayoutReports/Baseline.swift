import Foundation
import LayoutDocument

/// Problems a team knows about, so that `check --baseline FILE` reports only new ones.
/// Each is recorded by file, layout, rule and fingerprint (`Problem.fingerprint`: the ids
/// involved and the classes, not line numbers), so the baseline survives edits elsewhere
/// in the file. Written by `check --write-baseline FILE` as JSON, sorted, one problem per
/// entry; a problem counts as known as many times as the baseline lists it.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public var path: String
        public var layout: String?
        public var rule: String
        public var fingerprint: String
        /// For people reading the file; not compared.
        public var message: String

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.layout ?? "", a.rule, a.fingerprint, a.message)
                < (b.path, b.layout ?? "", b.rule, b.fingerprint, b.message)
        }

        /// What must match for a problem to be this one.
        var key: String { [Baseline.normalized(path), layout ?? "", rule, fingerprint].joined(separator: "\u{1F}") }
    }

    struct File: Codable {
        var version: Int
        var tool: String
        var problems: [Entry]
    }

    /// The format's version; a file of another is refused.
    public static let version = 1

    public var entries: [Entry]

    /// Every problem of `layouts` (known ones too), as a baseline.
    public init(layouts: [LayoutResult]) {
        entries = layouts.flatMap { l in
            l.problems.map { p in
                Entry(
                    path: Self.normalized(p.diagnostic.path), layout: l.name, rule: p.rule.rawValue,
                    fingerprint: p.fingerprint(layout: l.name), message: p.diagnostic.message)
            }
        }.sorted()
    }

    /// The file `--write-baseline` writes.
    public func json() throws -> String {
        try JSONOutput.string(File(version: Self.version, tool: "sizeclass", problems: entries)) + "\n"
    }

    /// Reads a baseline; an unreadable or malformed file is an error at its path
    /// (`[baseline]`).
    public static func load(path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path: path, "cannot read the baseline file")
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw BaselineError(path: path, "not a baseline that `check --write-baseline` wrote: \(Self.reason(error))")
        }
        guard file.version == version else {
            throw BaselineError(path: path, "baseline version \(file.version) is not \(version)")
        }
        var baseline = Baseline(layouts: [])
        baseline.entries = file.problems
        return baseline
    }

    /// Marks as known every problem of `layouts` the baseline lists (each entry hides
    /// one problem).
    public func apply(to layouts: inout [LayoutResult]) {
        var remaining: [String: Int] = [:]
        for e in entries { remaining[e.key, default: 0] += 1 }
        for l in layouts.indices {
            for k in layouts[l].problems.indices {
                let p = layouts[l].problems[k]
                let key = Entry(
                    path: p.diagnostic.path, layout: layouts[l].name, rule: p.rule.rawValue,
                    fingerprint: p.fingerprint(layout: layouts[l].name), message: ""
                ).key
                if let n = remaining[key], n > 0 {
                    remaining[key] = n - 1
                    layouts[l].problems[k].isKnown = true
                }
            }
        }
    }

    /// `./App/Main.storyboard` and `App/Main.storyboard` are one file.
    static func normalized(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return String(p)
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "'\(key.stringValue)' is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "a value of the wrong kind at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted: "not JSON"
        default: "\(error)"
        }
    }
}

/// A baseline file that cannot be used: `path:1:1: error: message [baseline]`.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic

    init(path: String, _ message: String) {
        diagnostic = Diagnostic(
            path: path, location: SourceLocation(line: 1, column: 1), message: message, rule: .baseline)
    }

    public var description: String { diagnostic.description }
}
