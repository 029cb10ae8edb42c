import Foundation
import LayoutDocument

/// A project's settings for `validate` and `check`, from `.sizeclass.yml` (found in the
/// working directory or a parent, or given with `--config`). Key names follow
/// SwiftLint's where it has them; see Documentation/CI.md.
///
/// ```yaml
/// included: [App]                 # what to check when no paths are given
/// excluded: [Pods, "**/Generated"]
/// disabled_rules: [unconstrained-view]
/// never-installed: error          # a rule's severity
/// strict: true                    # warnings fail
/// baseline: .sizeclass-baseline.json
/// reporter: xcode
/// devices: [iphone-se, iphone-16-pro-max, ipad-pro-13]
/// orientations: [portrait]
/// fonts: [../DesignSystem/Fonts] # fonts outside the project
/// ```
public struct Configuration: Sendable, Equatable {
    /// The file it was read from; relative paths in it are relative to its folder.
    public var path: String?
    /// Paths or globs to check when the command line names none.
    public var included: [String] = []
    /// Globs of files and folders never checked (`Pods`, `**/Generated/*.xib`).
    public var excluded: [String] = []
    /// Rules whose problems are not reported.
    public var disabledRules: Set<RuleID> = []
    /// Rules reported with another severity than their own.
    public var severities: [RuleID: Diagnostic.Severity] = [:]
    /// Warnings fail the run too.
    public var strict = false
    /// A baseline file of known problems (`check --write-baseline` writes one).
    public var baseline: String?
    /// The reporters when the command line names none (`xcode`, `sarif:out.sarif`).
    public var reporters: [String] = []
    /// The devices `check` solves each class on, by `sizeclass devices` name; empty for
    /// the default representatives.
    public var devices: [String] = []
    /// The orientations `check` uses; empty for both.
    public var orientations: [String] = []
    /// The Dynamic Type sizes `check` lays text out at (`large`, `AX5`); empty for large
    /// alone.
    public var contentSizes: [String] = []
    /// Folders of font files to measure text with besides each file's project's own
    /// (`--fonts`), relative to the configuration's folder.
    public var fonts: [String] = []

    public init() {}

    /// The folder relative paths in the file are taken from ("." without a file).
    public var directory: String {
        guard let path, let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path` as seen from the working directory: relative to the configuration's folder.
    public func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || directory == "." { return path }
        return directory + "/" + path
    }

    /// Whether an `excluded` glob matches `path` (as given on the command line or found
    /// in a folder), taken relative to the configuration's folder.
    public func isExcluded(_ path: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        let cwd = FileManager.default.currentDirectoryPath
        func absolute(_ p: String) -> String {
            URL(fileURLWithPath: p.hasPrefix("/") ? p : cwd + "/" + p).standardizedFileURL.path
        }
        let folder = absolute(directory)
        var relative = absolute(path)
        if relative.hasPrefix(folder + "/") { relative.removeFirst(folder.count + 1) }
        return excluded.contains { Glob($0).matches(relative) }
    }

    /// The keys a configuration file may have.
    public static let keys = [
        "included", "excluded", "disabled_rules", "strict", "baseline", "reporter", "devices", "orientations",
        "content_sizes", "fonts",
    ]
}
