import ArgumentParser
import Dispatch
import Foundation
import LayoutFiles
import LayoutReports

/// `sizeclass validate FILE|DIR...`
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check layout documents: XML, the schema, and the semantic rules.",
        discussion: """
            Reports every problem in every file as path:line:column: error: message [rule], \
            then a summary. Storyboards and xibs are read too, each scene (or top-level \
            view) on its own. Directories are searched for *.xml, *.storyboard and *.xib.

            Exit status: 0 when every file is valid (warnings allowed), 1 when any file has \
            an error, 2 when a file cannot be read, 64 for a usage error.
            """
    )

    @Argument(help: "Layout documents, storyboards, xibs, or directories to search.")
    var paths: [String]

    @OptionGroup var sceneOption: SceneOption

    @OptionGroup var output: FormatOption<OutputFormat>

    mutating func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one file or directory") }
    }

    func run() throws {
        let files = InputFiles.expand(paths)
        let terminal = Terminal.current
        let results = Self.validateAll(files, scene: sceneOption.scene, terminal: terminal)
        let report = ValidationReport(results)
        switch output.format {
        case .json:
            print(try report.json())
        case .text:
            for result in results {
                for d in result.diagnostics { print(d.text(style: terminal.style)) }
            }
            print(report.summaryLine())
        }
        if report.summary.unreadable > 0 { throw ExitStatus.unreadable }
        if report.summary.invalid > 0 { throw ExitStatus.problems }
    }

    /// Validates in parallel (one file per task), keeping the input order; a storyboard
    /// gives one result per scene.
    static func validateAll(_ files: [String], scene: String? = nil, terminal: Terminal) -> [LayoutFile] {
        let results = ResultSlots<[LayoutFile]>(count: files.count)
        let showProgress = terminal.progress && files.count >= 50
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let done = results.store(LayoutFile.readLayouts(files[i], scene: scene), at: i)
            if showProgress && (done % 25 == 0 || done == files.count) {
                terminal.status("validated \(done)/\(files.count)")
            }
        }
        if showProgress { terminal.status("") }
        return results.values.flatMap { $0 }
    }
}
