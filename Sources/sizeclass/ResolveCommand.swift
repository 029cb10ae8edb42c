import ArgumentParser
import LayoutDocument
import LayoutReports
import SizeClassResolution

/// `sizeclass resolve FILE --class CLASS`
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Show what a layout is in one size class: installed views and constraints.",
        discussion: """
            Each attribute takes the most specific value for the class: (w, h), then (w, any), \
            then (any, h), then any-any. Views not installed take their subviews and every \
            constraint mentioning them along. Conflicting width-only and height-only \
            variations are settled width-first and reported as warnings.

            --format xml writes the resolved layout as a document without variations. \
            Exit status: 0, 1 when the document has errors, 2 when it cannot be read, 64 \
            for a usage error.
            """
    )

    @Argument(help: "A layout document, storyboard or xib.")
    var file: String

    @OptionGroup var sceneOption: SceneOption

    @Option(
        name: .customLong("class"),
        help: "The size class: compact-regular, Compact-Regular, wC hR, wC/hR, any-any, …")
    var sizeClass: SizeClassArgument?

    @Option(help: "The width class (any, compact, regular), with --height instead of --class.")
    var width: SizeClassAxis?

    @Option(help: "The height class (any, compact, regular), with --width instead of --class.")
    var height: SizeClassAxis?

    mutating func validate() throws {
        if sizeClass != nil && (width != nil || height != nil) {
            throw ValidationError("give --class, or --width and --height, not both")
        }
        if sizeClass == nil && width == nil && height == nil {
            throw ValidationError("name a size class with --class (e.g. compact-regular) or --width and --height")
        }
    }

    /// The class asked for; an axis left out is `any`.
    private var requested: SizeClass {
        sizeClass?.value ?? SizeClass(width: width ?? .any, height: height ?? .any)
    }

    @OptionGroup var output: FormatOption<ResolveFormat>

    func run() throws {
        let terminal = Terminal.current
        let documents = try ValidDocument.load(
            file, scene: sceneOption.scene, terminal: terminal, json: output.format == .json)
        if output.format == .xml && documents.count > 1 {
            throw ValidationError("'\(file)' has \(documents.count) scenes; choose one with --scene for --format xml")
        }
        var parts: [String] = []
        for document in documents {
            let resolved = Resolver(document: document, path: file).resolve(for: requested)
            switch output.format {
            case .json:
                parts.append(try ResolveReport(resolved, name: document.name).json())
            case .xml:
                print(LayoutDocumentWriter.xml(resolved.document(name: document.name)), terminator: "")
            case .text:
                parts.append(ResolveReport.text(resolved, name: document.name, file: file, style: terminal.style))
            }
        }
        if output.format != .xml {
            LayoutReportsOutput.print(parts, json: output.format == .json)
        }
    }
}
