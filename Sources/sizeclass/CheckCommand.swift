import ArgumentParser
import Foundation
import LayoutCompilation
import LayoutFiles
import LayoutReports
import SizeClassResolution

/// `sizeclass check FILE|DIR...`
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check all nine size classes of each document: ok, ambiguous or unsatisfiable.",
        discussion: """
            For each of the nine size classes, resolves the document and solves it at \
            representative environments: a final class on its most common devices \
            (compact-regular: iphone-16 and iphone-se portrait; compact-compact: the same \
            in landscape; regular-compact: iphone-16-plus landscape; regular-regular: ipad \
            portrait and landscape), a base class on the first device of each final class \
            it covers. Reports each class's status with the conflicts and ambiguities found, \
            then the grid's findings. Storyboards and xibs are checked scene by scene and \
            cell by cell; with --misplaced, each is also laid out on its design canvas and \
            every view more than 0.5 pt from the frame Xcode saved is a misplaced-view \
            warning (opt-in while text sizes are estimated). \
            Directories are searched for *.xml, *.storyboard and *.xib.

            Exit status: 0 when every class of every document lays out cleanly (findings \
            and warnings allowed), 1 when any class is unsatisfiable or ambiguous or a \
            document has errors, 2 when a file cannot be read, 64 for a usage error.
            """
    )

    @Argument(help: "Layout documents, storyboards, xibs, or directories to search.")
    var paths: [String] = []

    @OptionGroup var sceneOption: SceneOption

    @Flag(name: .customLong("right-to-left"), help: "Lay out right to left.")
    var rightToLeft = false

    @Flag(
        help:
            "Also lay each storyboard scene and xib view out on its design canvas and warn about every view more than 0.5 pt from the frame Xcode saved [misplaced-view]."
    )
    var misplaced = false

    @OptionGroup var output: FormatOption<OutputFormat>

    mutating func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("name at least one file or directory") }
    }

    func run() throws {
        let files = InputFiles.expand(paths)
        let terminal = Terminal.current
        let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let scene = sceneOption.scene
        let misplaced = misplaced
        let slots = ResultSlots<[CheckReport.FileResult]>(count: files.count)
        let showProgress = terminal.progress && files.count >= 10
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            let results = LayoutFile.readLayouts(files[i], scene: scene).map { validation in
                if validation.isValid, let document = validation.document {
                    var warnings = validation.diagnostics
                    if misplaced, let canvas = document.designCanvas {
                        let e = Environment(designCanvas: canvas, direction: direction)
                        let resolved = Resolver(document: document, path: files[i]).resolve(for: e.sizeClass)
                        warnings += CompiledLayout(resolved, environment: e, path: files[i]).solve()
                            .misplacedViews(in: document, path: files[i])
                    }
                    return CheckReport.FileResult.checked(
                        path: files[i], name: document.name,
                        check: SizeClassCheck(document, path: files[i], direction: direction),
                        warnings: warnings)
                }
                return validation.isValid ? .empty(validation) : .invalid(validation)
            }
            let done = slots.store(results, at: i)
            if showProgress { terminal.status("checked \(done)/\(files.count)") }
        }
        if showProgress { terminal.status("") }
        let report = CheckReport(results: slots.values.flatMap { $0 }, style: terminal.style)
        switch output.format {
        case .json: print(try report.json())
        case .text: print(report.text())
        }
        if report.unreadable > 0 { throw ExitStatus.unreadable }
        if !report.isClean { throw ExitStatus.problems }
    }
}
