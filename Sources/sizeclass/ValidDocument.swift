import ArgumentParser
import LayoutDocument
import LayoutFiles
import LayoutReports

/// Reads the layouts of a file for a command that needs valid ones: a layout document,
/// or the scenes of a storyboard or the views of a xib (all, or the one `--scene`
/// names). On any error, prints the diagnostics and exits 1 (2 when the file cannot be
/// read), as every command documents; warnings are printed and the layouts returned.
/// With `json`, the diagnostics are `sizeclass validate --format json`'s report, so that
/// a command asked for JSON prints nothing else on standard output.
enum ValidDocument {
    static func load(
        _ file: String, scene: String?, terminal: Terminal,
        printWarnings: Bool = false, json: Bool = false
    ) throws -> [LayoutDocument] {
        let results = LayoutFile.readLayouts(file, scene: scene)
        let failed = results.filter { !$0.isValid || $0.document == nil }
        guard failed.isEmpty else {
            if json {
                print(try ValidationReport(results).json())
            } else {
                for r in results { for d in r.diagnostics { print(d.text(style: terminal.style)) } }
            }
            throw failed.contains(where: \.isUnreadable) ? ExitStatus.unreadable : ExitStatus.problems
        }
        if printWarnings { for r in results { for d in r.diagnostics { print(d.text(style: terminal.style)) } } }
        return results.compactMap(\.document)
    }
}
