import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import LayoutRendering
import SizeClassResolution
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What the rendering tests share: the files, pictures made as `sizeclass render` makes
/// them, and an SVG read back as XML.
enum Rendering {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let realFiles = repository.deletingLastPathComponent().appendingPathComponent(
        "shared/fixtures/interface-builder/real")
    static let testStoryboard = repository.appendingPathComponent("Tests/Documents/interface-builder/render.storyboard")
        .path

    static func documents(_ path: String) throws -> [LayoutDocument] {
        let results = LayoutFile.readLayouts(path, scene: nil)
        return try results.map { r in
            try #require(r.isValid && r.document != nil, "\(path): \(r.diagnostics)")
            return r.document!
        }
    }

    /// `document` solved at its design canvas (a storyboard) or on `device`, and drawn.
    static func picture(_ document: LayoutDocument, device: String? = nil) -> LayoutPicture {
        var e: Environment
        if device == nil, let canvas = document.designCanvas {
            e = Environment(designCanvas: canvas)
        } else {
            e = DeviceCatalog.device(named: device ?? "iphone-16")!.environment(.portrait)!
        }
        let resolved = Resolver(document: document, path: "t").resolve(for: e.sizeClass)
        let compiled = CompiledLayout(resolved, environment: e, path: "t")
        return LayoutPicture(
            document: document, solution: compiled.solve(), constraints: compiled.documentConstraintDescriptions())
    }

    /// A view group of an SVG picture, as read back.
    struct DrawnView: Equatable {
        var id: String
        var classes: [String]
        var frame: [Double]
        var hidden: Bool
        var texts: [String]
    }

    /// The SVG parsed as XML (a failure if it is not well formed): each view group's
    /// data-id, classes, first rect and texts; and the guides' rects by class.
    final class SVGReader: NSObject, XMLParserDelegate {
        var views: [DrawnView] = []
        var guides: [String: [Double]] = [:]
        var groups: [String] = []
        var legend: [String] = []
        private var current: DrawnView?
        private var inText = false
        private var text = ""
        private var inGuides = false
        private var inLegend = false
        var error: String?

        static func read(_ svg: String) throws -> SVGReader {
            let reader = SVGReader()
            let parser = XMLParser(data: Data(svg.utf8))
            parser.delegate = reader
            let ok = parser.parse()
            try #require(ok, "the SVG is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
            return reader
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes a: [String: String]
        ) {
            func rect() -> [Double] { ["x", "y", "width", "height"].map { Double(a[$0] ?? "") ?? .nan } }
            switch name {
            case "g":
                let classes = (a["class"] ?? "").split(separator: " ").map(String.init)
                if let c = classes.first { groups.append(c) }
                if classes.contains("view"), let id = a["data-id"] {
                    current = DrawnView(
                        id: id, classes: classes, frame: [], hidden: a["display"] == "none", texts: [])
                }
                if classes == ["guides"] { inGuides = true }
                if classes == ["legend"] { inLegend = true }
            case "rect":
                if current != nil, current!.frame.isEmpty, a["class"] == "frame" { current!.frame = rect() }
                if inGuides, let c = a["class"] { guides[c] = rect() }
            case "text":
                inText = true
                text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { if inText { text += string } }

        func parser(
            _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if name == "text" {
                inText = false
                if inLegend { legend.append(text) } else { current?.texts.append(text) }
            }
            if name == "g" {
                if let c = current {
                    views.append(c)
                    current = nil
                } else if inGuides {
                    inGuides = false
                } else if inLegend {
                    inLegend = false
                }
            }
        }
    }
}
