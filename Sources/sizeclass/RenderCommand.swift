import ArgumentParser
import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutRendering
import SizeClassResolution

/// `sizeclass render FILE [environment] -o OUT.svg`, `--all-classes -o OUT.html`.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a solved layout: SVG for one environment, or an HTML page of all nine size classes.",
        discussion: """
            Without --all-classes, each layout is solved as `sizeclass solve` solves it (the \
            same environment options; a storyboard or xib at its design canvas by default) \
            and drawn as SVG at the root's size in points: every view at its frame, in a \
            group with data-id and data-name and a <title> with its name and frame; text at \
            its measured size; controls by their shape; stack views dashed; the safe area \
            and layout margins as guides (--no-guides); views in a conflict or ambiguous \
            marked, with a legend below the layout (--no-legend).

            With --all-classes, one self-contained HTML page per layout (nothing loaded \
            from the network) shows the nine size classes as the coverage grid does, each \
            at its representative devices (a switcher where there are several), with its \
            status and what differs from any-any; clicking a view lists its constraints, \
            the broken ones marked.

            Output: -o FILE for one layout (a storyboard's scene chosen with --scene), -o \
            DIR/ for one file per layout (named after the layouts), or standard output for \
            one layout. The paths written are printed.

            Exit status: 0 when the pictures are written (problems are drawn, not failed), \
            1 when the document has errors, 2 when a file cannot be read or written, 64 for \
            a usage error.
            """
    )

    @Argument(help: "A layout document, storyboard or xib.")
    var file: String

    @OptionGroup var sceneOption: SceneOption

    @OptionGroup var environment: EnvironmentOptions

    @Flag(name: .customLong("all-classes"), help: "One HTML page with all nine size classes.")
    var allClasses = false

    @Flag(name: .customLong("no-guides"), help: "Leave out the safe area, layout margins and layout guides.")
    var noGuides = false

    @Flag(name: .customLong("no-legend"), help: "Leave out the legend below the layout.")
    var noLegend = false

    @Option(
        name: .shortAndLong, help: "FILE.svg / FILE.html, or DIR/ for one file per layout (default: standard output).")
    var output: String?

    func validate() throws {
        if allClasses && (environment.device != nil || environment.size != nil || environment.sizeClass != nil) {
            throw ValidationError(
                "--all-classes draws every class at its representative devices; --device, --size and --class choose one"
            )
        }
    }

    func run() throws {
        let terminal = Terminal.current
        let documents = try ValidDocument.load(
            file, scene: sceneOption.scene, terminal: terminal,
            contentSize: allClasses ? environment.contentSize ?? .large : environment.textSize)
        let options = LayoutPicture.Options(guides: !noGuides, legend: !noLegend)
        let ext = allClasses ? "html" : "svg"
        var pictures: [(name: String, text: String)] = []
        for document in documents {
            let name = document.name ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            if allClasses {
                let direction: LayoutDirection = environment.rightToLeft ? .rightToLeft : .leftToRight
                let page = SizeClassPage(document, file: file, name: document.name, direction: direction)
                pictures.append((name, page.html(options: options)))
            } else {
                let e = environment.environment(for: document)
                let resolved = Resolver(document: document, path: file).resolve(for: e.sizeClass)
                let compiled = CompiledLayout(resolved, environment: e, path: file)
                let picture = LayoutPicture(
                    document: document, solution: compiled.solve(),
                    constraints: compiled.documentConstraintDescriptions(), name: document.name)
                pictures.append((name, picture.svg(options: options)))
            }
        }
        try write(pictures, extension: ext)
    }

    /// Standard output or one file for one picture; a folder of files for several.
    func write(_ pictures: [(name: String, text: String)], extension ext: String) throws {
        // A file with nothing to lay out has nothing to draw (its warning said so).
        guard !pictures.isEmpty else { return }
        var isDirectory: ObjCBool = false
        let intoFolder =
            output.map {
                $0.hasSuffix("/")
                    || (FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue)
            }
            ?? false
        guard let output, intoFolder || pictures.count == 1 else {
            if let only = pictures.first, pictures.count == 1 {
                print(only.text, terminator: "")
                return
            }
            throw ValidationError(
                "\(file) has \(pictures.count) layouts: choose one with --scene, or write them all with -o DIR/")
        }
        var targets: [(path: String, text: String)] = []
        if intoFolder {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                print("error: cannot create '\(output)': \(error.localizedDescription)")
                throw ExitStatus.unreadable
            }
            var used: Set<String> = []
            for p in pictures {
                let name = FileName.unique(p.name, taken: &used)
                targets.append(((output as NSString).appendingPathComponent("\(name).\(ext)"), p.text))
            }
        } else {
            targets = [(output, pictures[0].text)]
        }
        for t in targets {
            do {
                try Data(t.text.utf8).write(to: URL(fileURLWithPath: t.path))
            } catch {
                print("error: cannot write '\(t.path)': \(error.localizedDescription)")
                throw ExitStatus.unreadable
            }
            print(t.path)
        }
    }
}
