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

            Reporters (--reporter, repeatable, NAME or NAME:PATH): xcode (the default), json, \
            sarif, github-actions-logging, junit, checkstyle, markdown. A .sizeclass.yml in \
            the working directory or a parent (or --config) sets the files, rules, \
            severities, strictness and baseline; see Documentation/CI.md.

            Exit status: 0 when every file is valid (warnings allowed unless --strict), 1 \
            when any file has an error, 2 when a file, the configuration or the baseline \
            cannot be read, 64 for a usage error.
            """
    )

    @Argument(help: "Layout documents, storyboards, xibs, or directories to search (default: 'included').")
    var paths: [String] = []

    @OptionGroup var sceneOption: SceneOption

    @OptionGroup var reporting: ReportingOptions

    func run() throws {
        let run = try ProblemRun(options: reporting)
        if reporting.reporters.contains(where: ReportingOptions.isHTML) {
            throw ValidationError("the html reporter draws solved layouts: it is check's, not validate's")
        }
        let files = try run.files(paths)
        let terminal = Terminal.current
        let results = Self.validateAll(files, scene: sceneOption.scene, terminal: terminal)
        let layouts = run.adjust(results.map(LayoutResult.init))
        let report = ValidationReport(layouts: layouts, style: terminal.style)
        try run.finish(layouts, command: .validate) { reporter in
            reporter == .json ? try report.json() : report.text()
        }
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
