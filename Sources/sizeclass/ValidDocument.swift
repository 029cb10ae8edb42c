import ArgumentParser
import LayoutDocument
import LayoutFiles
import LayoutReports

/// Reads the layouts of a file for a command that needs valid ones: a layout document,
/// or the scenes of a storyboard or the views of a xib (all, or the one `--scene`
/// names). On any error, prints the diagnostics and exits 1 (2 when the file cannot be
/// read), as every command documents; otherwise returns the layouts (their warnings are
/// `validate`'s to print).
/// With `json`, the diagnostics are `sizeclass validate --format json`'s report, so that
/// a command asked for JSON prints nothing else on standard output.
/// A valid file with nothing to lay out (an empty xib, a storyboard of navigation
/// controllers) is no error, as `check` and `validate` count it: its warning goes to
/// standard error and there are no layouts, unless `nothingIsAProblem` (`convert`, which
/// has nothing to write).
enum ValidDocument {
    static func load(
        _ file: String, scene: String?, terminal: Terminal, json: Bool = false,
        contentSize: ContentSizeCategory? = .large
    ) throws -> [LayoutDocument] {
        try documents(
            of: LayoutFile.readLayouts(file, scene: scene, contentSize: contentSize), terminal: terminal, json: json)
    }

    /// The documents of layouts already read, on the same terms as `load`.
    static func documents(
        of results: [LayoutFile], terminal: Terminal, json: Bool = false, nothingIsAProblem: Bool = false
    ) throws -> [LayoutDocument] {
        let failed = results.filter { !$0.isValid || (nothingIsAProblem && $0.document == nil) }
        guard failed.isEmpty else {
            if json {
                print(try ValidationReport(results).json())
            } else {
                for r in results { for d in r.diagnostics { print(d.text(style: terminal.style)) } }
            }
            throw failed.contains(where: \.isUnreadable) ? ExitStatus.unreadable : ExitStatus.problems
        }
        for r in results where r.document == nil {
            for d in r.diagnostics { Terminal.printToStandardError(d) }
        }
        return results.compactMap(\.document)
    }
}
