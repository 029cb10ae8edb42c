import Foundation
import LayoutDocument
import LayoutFiles

/// `sizeclass validate`: every layout's diagnostics and a summary, for people (one
/// diagnostic per line) and machines (JSON; shape pinned by
/// `Tests/LayoutReportsTests/Snapshots/validate.json`; a storyboard has one entry per
/// scene).
public struct ValidationReport: Sendable {
    struct File: Encodable {
        var path: String
        /// The storyboard scene or xib view, for Interface Builder files.
        var scene: String?
        var valid: Bool
        var errors: Int
        var warnings: Int
        var diagnostics: [DiagnosticJSON]
    }

    struct SummaryJSON: Encodable {
        var files, layouts, valid, invalid, unreadable, errors, warnings, known: Int
    }

    struct Body: Encodable {
        var schemaVersion: Int
        var files: [File]
        var summary: SummaryJSON
    }

    /// Every layout, in the order read.
    public var layouts: [LayoutResult]
    let style: TextStyle

    public init(layouts: [LayoutResult], style: TextStyle = .plain) {
        self.layouts = layouts
        self.style = style
    }

    public init(_ results: [LayoutFile], style: TextStyle = .plain) {
        self.init(layouts: results.map(LayoutResult.init), style: style)
    }

    /// The counts over every file and layout.
    public var summary: ProblemSummary { ProblemSummary(layouts) }

    /// Each reported diagnostic on its line, then the summary.
    public func text() -> String {
        let lines = layouts.flatMap { $0.reported.map { $0.diagnostic.text(style: style) } }
        return (lines + [summaryLine()]).joined(separator: "\n")
    }

    public func json() throws -> String {
        let files = layouts.map { r in
            let reported = r.reported
            return File(
                path: r.path, scene: r.status == .unreadable ? nil : (r.isScene ? r.name : nil),
                valid: r.status == .valid || r.status == .empty,
                errors: reported.filter { $0.severity == .error }.count,
                warnings: reported.filter { $0.severity == .warning }.count,
                diagnostics: reported.map { DiagnosticJSON($0.diagnostic) })
        }
        let s = summary
        return try JSONOutput.string(
            Body(
                schemaVersion: CheckReport.schemaVersion, files: files,
                summary: SummaryJSON(
                    files: s.files, layouts: s.layouts, valid: s.valid + s.empty, invalid: s.invalid + s.unreadable,
                    unreadable: s.unreadable, errors: s.errors, warnings: s.warnings, known: s.known)))
    }

    /// "3 files: 2 valid, 1 invalid (4 errors, 1 warning)".
    public func summaryLine() -> String { summary.line(command: .validate) }
}
