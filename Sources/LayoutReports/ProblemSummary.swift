/// The counts at the end of `validate` and `check`: files and layouts apart (a
/// storyboard is one file and many layouts), each status, and the problems reported.
public struct ProblemSummary: Encodable, Sendable, Equatable {
    /// The command a summary is for: they count statuses differently.
    public enum Command: Sendable { case validate, check }

    /// Distinct files read.
    public var files: Int
    /// Layouts: documents, storyboard scenes, xib views, cells.
    public var layouts: Int
    public var ok = 0, ambiguous = 0, unsatisfiable = 0, valid = 0, invalid = 0, unreadable = 0, empty = 0
    /// Problems reported, by severity (each once, however many classes show it).
    public var errors = 0, warnings = 0
    /// Problems a baseline knew, so not reported.
    public var known = 0

    public init(_ layouts: [LayoutResult]) {
        var paths = Set<String>()
        for l in layouts { paths.insert(l.path) }
        files = paths.count
        self.layouts = layouts.count
        for l in layouts {
            switch l.status {
            case .ok: ok += 1
            case .ambiguous: ambiguous += 1
            case .unsatisfiable: unsatisfiable += 1
            case .valid: valid += 1
            case .invalid: invalid += 1
            case .unreadable: unreadable += 1
            case .empty: empty += 1
            }
            for p in l.problems {
                if p.isKnown {
                    known += 1
                } else if p.severity == .error {
                    errors += 1
                } else {
                    warnings += 1
                }
            }
        }
    }

    /// `2 files, 15 layouts: 15 valid, 0 invalid (0 errors, 2 warnings)` for `validate`;
    /// `47 files, 555 layouts: 540 ok, 7 ambiguous, 8 unsatisfiable, 0 invalid (16 errors,
    /// 40 warnings)` for `check`. "19 files" alone when every file is one layout.
    public func line(command: Command) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var line = count(files, "file")
        if layouts != files { line += ", " + count(layouts, "layout") }
        switch command {
        case .validate:
            // An empty storyboard is valid too.
            line += ": \(valid + empty) valid, \(invalid + unreadable) invalid"
        case .check:
            line += ": \(ok) ok, \(ambiguous) ambiguous, \(unsatisfiable) unsatisfiable, \(invalid) invalid"
        }
        line += " (\(count(errors, "error")), \(count(warnings, "warning")))"
        if unreadable > 0 { line += ", \(unreadable) unreadable" }
        if command == .check && empty > 0 { line += ", \(empty) with nothing to lay out" }
        if known > 0 { line += "; \(count(known, "known problem")) hidden by the baseline" }
        return line
    }
}
