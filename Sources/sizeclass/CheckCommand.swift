import ArgumentParser
import Foundation
import LayoutCompilation
import LayoutConfiguration
import LayoutDocument
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
            it covers (or the devices .sizeclass.yml names). Storyboards and xibs are checked scene by scene and \
            cell by cell; with --misplaced, each is also laid out on its design canvas and \
            every view more than 0.5 pt from the frame Xcode saved is a misplaced-view \
            warning (opt-in while text sizes are estimated). \
            Directories are searched for *.xml, *.storyboard and *.xib.

            Each problem is printed once, with the size classes and devices that show it; \
            a clean layout is one line (--quiet: none; --verbose: each class's status). \
            Reporters (--reporter, repeatable, NAME or NAME:PATH): xcode (the default), \
            json, sarif, github-actions-logging, junit, checkstyle, markdown, and \
            html:PATH (an index of every layout with its status, problems and a thumbnail, \
            linking to a page of its nine size classes, in PATH's folder). A \
            .sizeclass.yml in the working directory or a parent (or --config) sets the \
            files, rules, severities, devices, strictness and baseline; \
            --write-baseline FILE records today's problems, --baseline FILE reports only \
            new ones. See Documentation/CI.md.

            Exit status: 0 when every class of every document lays out cleanly (findings \
            and warnings allowed unless --strict), 1 when any class is unsatisfiable or \
            ambiguous or a document has errors, 2 when a file, the configuration or the \
            baseline cannot be read, 64 for a usage error.
            """
    )

    @Argument(help: "Layout documents, storyboards, xibs, or directories to search (default: 'included').")
    var paths: [String] = []

    @OptionGroup var sceneOption: SceneOption

    @Flag(name: .customLong("right-to-left"), help: "Lay out right to left.")
    var rightToLeft = false

    @Flag(
        help:
            "Also lay each storyboard scene and xib view out on its design canvas and warn about every view more than 0.5 pt from the frame Xcode saved [misplaced-view]."
    )
    var misplaced = false

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "Also check at this Dynamic Type text size (repeatable; default: large, or the configuration's content_sizes).",
            valueName: "size"))
    var contentSizes: [ContentSizeCategory] = []

    @Option(
        name: .customLong("content-sizes"),
        help: ArgumentHelp(
            "Also check at these Dynamic Type text sizes: 'all' (extra-small to AX5), or a comma-separated list (L,XXXL,AX5).",
            valueName: "sizes"))
    var contentSizeList: ContentSizeList?

    @Flag(name: .shortAndLong, help: "Print only the layouts with problems, and the summary.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print each layout's table of size classes, statuses and devices.")
    var verbose = false

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Write every problem found to this baseline file (then exit 0).", valueName: "path"))
    var writeBaseline: String?

    @OptionGroup var reporting: ReportingOptions

    mutating func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }

    func run() throws {
        let run = try ProblemRun(options: reporting)
        let files = try run.files(paths)
        let devices = try Self.devices(run.configuration)
        let terminal = Terminal.current
        let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        let scene = sceneOption.scene
        let misplaced = misplaced
        let sizes = try Self.contentSizes(contentSizes + (contentSizeList?.categories ?? []), run.configuration)
        let slots = ResultSlots<[LayoutResult]>(count: files.count)
        let showProgress = terminal.progress && files.count >= 10
        DispatchQueue.concurrentPerform(iterations: files.count) { i in
            // Each layout at each text size, merged: a problem once, with the sizes showing it.
            let perSize = sizes.map { size in
                Self.check(
                    files[i], scene: scene, contentSize: size, direction: direction, devices: devices,
                    misplaced: misplaced && size == .large)
            }
            let results = perSize[0].indices.map { k in
                LayoutResult.merging(perSize.indices.map { (sizes[$0], perSize[$0][k].layoutResult) })
            }
            let done = slots.store(results, at: i)
            if showProgress { terminal.status("checked \(done)/\(files.count)") }
        }
        if showProgress { terminal.status("") }
        let layouts = run.adjust(slots.values.flatMap { $0 }, applyingBaseline: writeBaseline == nil)
        if let writeBaseline {
            do {
                try Data(try Baseline(layouts: layouts).json().utf8).write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                ProblemRun.fail(
                    Diagnostic(
                        path: writeBaseline, location: SourceLocation(line: 1, column: 1),
                        message: "cannot write the baseline: \(error.localizedDescription)", rule: .io))
            }
            let count = layouts.reduce(0) { $0 + $1.problems.count }
            print("\(writeBaseline): \(count) problem\(count == 1 ? "" : "s") recorded")
            return
        }
        for path in try reporting.htmlPaths(configured: run.configuration.reporters) {
            HTMLReportWriter(scene: scene, direction: direction, devices: devices, terminal: terminal)
                .write(layouts, to: path)
        }
        let report = CheckReport(
            layouts: layouts, style: terminal.style,
            verbosity: quiet ? .quiet : (verbose ? .verbose : .normal), width: terminal.width)
        try run.finish(layouts, command: .check) { reporter in
            reporter == .json ? try report.json() : report.text()
        }
    }

    /// Every layout of `file` read at `contentSize` and checked in all nine classes (and,
    /// with `misplaced`, against the frames Xcode saved, its text at the size the design
    /// canvas draws it).
    static func check(
        _ file: String, scene: String?, contentSize: ContentSizeCategory, direction: LayoutDirection,
        devices: [(device: Device, orientation: Orientation)]?, misplaced: Bool
    ) -> [CheckReport.FileResult] {
        let designed = misplaced ? LayoutFile.readLayouts(file, scene: scene, contentSize: nil) : []
        // Read for its canvases, a file whose text styles no canvas draws at another size
        // is read as at `contentSize` (large, the only size `misplaced` comes with).
        let sameText = misplaced && designed.allSatisfy { $0.document?.designCanvas?.textSize == nil }
        let layouts = sameText ? designed : LayoutFile.readLayouts(file, scene: scene, contentSize: contentSize)
        return layouts.indices.map { k in
            let validation = layouts[k]
            guard validation.isValid, let document = validation.document else {
                return validation.isValid ? .empty(validation) : .invalid(validation)
            }
            var warnings = validation.diagnostics
            let onCanvas = designed.count == layouts.count ? designed[k].document : nil
            if misplaced, let onCanvas, let canvas = onCanvas.designCanvas {
                let e = Environment(designCanvas: canvas, direction: direction)
                let resolved = Resolver(document: onCanvas, path: file).resolve(for: e.sizeClass)
                warnings += CompiledLayout(resolved, environment: e, path: file).solve()
                    .misplacedViews(in: onCanvas, path: file)
            }
            return .checked(
                path: file, name: document.name,
                check: SizeClassCheck(document, path: file, direction: direction, devices: devices),
                warnings: warnings)
        }
    }

    /// The text sizes to check at: the command line's, else the configuration's, else
    /// large (the default setting) alone; each once, large first when present.
    static func contentSizes(
        _ given: [ContentSizeCategory], _ configuration: Configuration
    ) throws -> [ContentSizeCategory] {
        var sizes = given
        if sizes.isEmpty { sizes = configuration.contentSizes.compactMap(ContentSizeCategory.init(name:)) }
        if sizes.isEmpty { sizes = [.large] }
        var unique: [ContentSizeCategory] = []
        for s in sizes where !unique.contains(s) { unique.append(s) }
        return ContentSizeCategory.allCases.filter(unique.contains)
    }

    /// The configuration's devices and orientations, or nil for the default
    /// representatives; an unknown device name is an error at the configuration.
    static func devices(_ configuration: Configuration) throws -> [(device: Device, orientation: Orientation)]? {
        guard !configuration.devices.isEmpty || !configuration.orientations.isEmpty else { return nil }
        let names =
            configuration.devices.isEmpty
            ? Array(Set(SizeClassCheck.finalClassDevices.values.flatMap { $0.map(\.device) })).sorted()
            : configuration.devices
        let orientations = configuration.orientations.compactMap(Orientation.init(rawValue:))
        var picks: [(device: Device, orientation: Orientation)] = []
        for name in names {
            guard let device = DeviceCatalog.device(named: name) else {
                ProblemRun.fail(
                    Diagnostic(
                        path: configuration.path ?? Configuration.fileName,
                        location: SourceLocation(line: 1, column: 1),
                        message: "unknown device '\(name)' (`sizeclass devices` lists them)", rule: .configuration))
            }
            for o in device.orientations where orientations.isEmpty || orientations.contains(o) {
                picks.append((device, o))
            }
        }
        return picks
    }
}
