import Foundation
import LayoutDocument
import LayoutFiles

/// `sizeclass validate`: every layout's diagnostics and a summary (JSON shape pinned by
/// `Tests/LayoutReportsTests/Snapshots/validate.json`; a storyboard has one entry per
/// scene).
public struct ValidationReport: Encodable {
    struct File: Encodable {
        var path: String
        /// The storyboard scene or xib view, for Interface Builder files.
        var scene: String?
        var valid: Bool
        var errors: Int
        var warnings: Int
        var diagnostics: [DiagnosticJSON]
    }

    public struct Summary: Encodable, Sendable {
        public var files: Int
        public var valid: Int
        public var invalid: Int
        public var unreadable: Int
        public var errors: Int
        public var warnings: Int
    }

    var files: [File]
    /// The counts over every file and layout.
    public internal(set) var summary: Summary

    public init(_ results: [LayoutFile]) {
        files = results.map { r in
            File(
                path: r.path, scene: r.scene?.name, valid: r.isValid, errors: r.errorCount, warnings: r.warningCount,
                diagnostics: r.diagnostics.map(DiagnosticJSON.init))
        }
        summary = Summary(
            files: results.count, valid: results.filter(\.isValid).count,
            invalid: results.filter { !$0.isValid }.count,
            unreadable: results.filter(\.isUnreadable).count,
            errors: results.reduce(0) { $0 + $1.errorCount },
            warnings: results.reduce(0) { $0 + $1.warningCount })
    }

    public func json() throws -> String {
        try JSONOutput.string(self)
    }

    /// "3 files: 2 valid, 1 invalid (4 errors, 1 warning)".
    public func summaryLine() -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        // A storyboard counts once per scene: say "layouts" then.
        let word = files.contains { $0.scene != nil } ? "layout" : "file"
        var line = "\(count(summary.files, word)): \(summary.valid) valid, \(summary.invalid) invalid"
        line += " (\(count(summary.errors, "error")), \(count(summary.warnings, "warning")))"
        if summary.unreadable > 0 { line += ", \(summary.unreadable) unreadable" }
        return line
    }
}
