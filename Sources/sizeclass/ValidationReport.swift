import Foundation
import LayoutDocument
import LayoutValidation

/// The JSON shape of `sizeclass validate --format json` (keys sorted, stable):
///
///     {"files": [{"path", "scene" (storyboards and xibs: one entry per scene), "valid", "errors", "warnings",
///                 "diagnostics": [{"line", "column", "severity", "rule", "message"}]}],
///      "summary": {"files", "valid", "invalid", "unreadable", "errors", "warnings"}}
struct ValidationReport: Encodable {
    struct Item: Encodable {
        var line: Int
        var column: Int
        var severity: String
        var rule: String
        var message: String
    }

    struct File: Encodable {
        var path: String
        /// The storyboard scene or xib view, for Interface Builder files.
        var scene: String?
        var valid: Bool
        var errors: Int
        var warnings: Int
        var diagnostics: [Item]
    }

    struct Summary: Encodable {
        var files: Int
        var valid: Int
        var invalid: Int
        var unreadable: Int
        var errors: Int
        var warnings: Int
    }

    var files: [File]
    var summary: Summary

    init(_ results: [FileValidation]) {
        files = results.map { r in
            File(path: r.path, scene: r.scene?.name, valid: r.isValid, errors: r.errorCount, warnings: r.warningCount,
                 diagnostics: r.diagnostics.map {
                     Item(line: $0.location.line, column: $0.location.column,
                          severity: $0.severity.rawValue, rule: $0.rule, message: $0.message)
                 })
        }
        summary = Summary(files: results.count, valid: results.filter(\.isValid).count,
                          invalid: results.filter { !$0.isValid }.count,
                          unreadable: results.filter(\.isUnreadable).count,
                          errors: results.reduce(0) { $0 + $1.errorCount },
                          warnings: results.reduce(0) { $0 + $1.warningCount })
    }

    func json() throws -> String {
        try JSONOutput.string(self)
    }

    /// "3 files: 2 valid, 1 invalid (4 errors, 1 warning)".
    func summaryLine() -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        // A storyboard counts once per scene: say "layouts" then.
        let word = files.contains { $0.scene != nil } ? "layout" : "file"
        var line = "\(count(summary.files, word)): \(summary.valid) valid, \(summary.invalid) invalid"
        line += " (\(count(summary.errors, "error")), \(count(summary.warnings, "warning")))"
        if summary.unreadable > 0 { line += ", \(summary.unreadable) unreadable" }
        return line
    }
}
