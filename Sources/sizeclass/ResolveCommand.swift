import ArgumentParser
import LayoutDocument
import LayoutXML
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

    @Option(help: "For a storyboard or xib: the scene (or top-level view) by name or id; default: every one.")
    var scene: String?

    @Option(name: .customLong("class"),
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

    @Option(help: "Output format: text, json or xml.")
    var format: ResolveFormat = .text

    enum ResolveFormat: String, ExpressibleByArgument, CaseIterable { case text, json, xml }

    func run() throws {
        let terminal = Terminal.current
        let documents = try ValidDocument.load(file, scene: scene, terminal: terminal, json: format == .json)
        if format == .xml && documents.count > 1 {
            throw ValidationError("'\(file)' has \(documents.count) scenes; choose one with --scene for --format xml")
        }
        var parts: [String] = []
        for document in documents {
            let resolved = Resolver(document: document, path: file).resolve(for: requested)
            switch format {
            case .json:
                parts.append(try ResolveReport(resolved, name: document.name).json())
            case .xml:
                print(LayoutDocumentWriter.xml(resolved.document(name: document.name)), terminator: "")
            case .text:
                parts.append((resolved.warnings.map { $0.text(on: terminal) } + [text(resolved, name: document.name)])
                    .joined(separator: "\n"))
            }
        }
        if format != .xml { print(format == .json ? ValidDocument.json(parts) : parts.joined(separator: "\n\n")) }
    }

    private func text(_ r: ResolvedLayout, name: String?) -> String {
        var lines = ["\(name ?? file): \(r.sizeClass)"]
        let items = r.root.allItems()
        lines.append("")
        lines.append("views (\(items.count))")
        var views = Table()
        for item in items {
            let a = item.attributes
            var facts: [String] = []
            if let w = a.intrinsicWidth, let h = a.intrinsicHeight {
                facts.append("intrinsic \(formatNumber(w))×\(formatNumber(h))")
            } else if let w = a.intrinsicWidth {
                facts.append("intrinsic width \(formatNumber(w))")
            } else if let h = a.intrinsicHeight {
                facts.append("intrinsic height \(formatNumber(h))")
            }
            if let note = item.intrinsicSizeNote, a.intrinsicWidth != nil || a.intrinsicHeight != nil {
                facts[facts.count - 1] += " (\(note))"
            }
            if a.hidden == true { facts.append("hidden") }
            if item.element == .stack {
                facts.append([a.axis?.rawValue ?? "horizontal", a.distribution?.rawValue ?? "fill",
                              a.alignment?.rawValue ?? "fill", "spacing \(formatNumber(a.spacing ?? 0))"]
                    .joined(separator: " "))
            }
            let kind = item.element == .view ? item.kind.rawValue : item.element.rawValue
            views.add([item.id, kind, facts.joined(separator: ", ")])
        }
        lines += views.lines()
        lines.append("")
        let all = r.constraints
        lines.append("constraints (\(all.count))")
        var constraints = Table()
        // A visual format's line comes right before the constraints it expands to.
        let formats = Dictionary(r.visuals.map { ($0.source.id, $0.source.format) }, uniquingKeysWith: { a, _ in a })
        var lastVisual: String?
        for c in all {
            if let v = c.visual, v != lastVisual {
                constraints.add([v, "visual \(formats[v] ?? "")"])
                lastVisual = v
            }
            constraints.add([c.source.id, c.effective.equationText] + (c.source.label.map { ["(\($0))"] } ?? []))
        }
        lines += constraints.lines()
        if !r.removedItems.isEmpty || !r.removedConstraints.isEmpty {
            lines.append("")
            if !r.removedItems.isEmpty { lines.append("not installed: views \(r.removedItems.joined(separator: ", "))") }
            if !r.removedConstraints.isEmpty {
                lines.append("not installed: constraints \(r.removedConstraints.joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
