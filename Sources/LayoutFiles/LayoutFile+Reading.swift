import InterfaceBuilder
import LayoutDocument
import LayoutXML

extension LayoutFile {
    /// Adds folders of font files, or font files, (`--fonts`, a configuration's `fonts`)
    /// to those every file's text is measured with, after the fonts of the file's own
    /// project: for fonts that live outside the project (a package's checkout, a design
    /// system's repository). A folder is searched as a project is, with its limits.
    public static func addFonts(at paths: [String]) {
        ProjectFonts.add(paths: paths)
    }

    /// Reads a layout document: well-formedness and safety (libxml2), the schema
    /// (Schemas/layout.xsd), then the semantic rules. Unreadable files give the `io`
    /// diagnostic and no document. Views that give a `font` have their text measured at
    /// `contentSize` (`LayoutDocument.measuringText`).
    public static func read(_ path: String, contentSize: ContentSizeCategory = .large) -> LayoutFile {
        let (read, readDiagnostics) = LayoutDocumentReader.read(file: path)
        var diagnostics = readDiagnostics
        var document = read
        if let read {
            var rules = SemanticRules(path: path)
            rules.check(read)
            diagnostics += rules.diagnostics
            // The project's fonts are looked for only by a document that names a font.
            func namesAFont(_ item: LayoutItem) -> Bool {
                if case .named = item.font { return true }
                return item.children.contains(where: namesAFont)
            }
            let fonts = namesAFont(read.root) ? ProjectFonts.faces(near: path) : [:]
            let measured = read.measuringText(at: contentSize, path: path, fonts: fonts)
            document = measured.document
            diagnostics += measured.warnings
        }
        return LayoutFile(path: path, scene: nil, document: document, diagnostics: deduplicated(diagnostics))
    }

    /// Every layout a file holds, validated: a layout document is one; an Interface
    /// Builder file (`.storyboard`, `.xib`) gives one per scene or top-level view, or
    /// only those `scene` names (by name or id). A file that cannot be read or parsed is
    /// one result with its diagnostics. `contentSize`: the Dynamic Type setting text
    /// styles are measured at (an Interface Builder file's, a layout document's `font`);
    /// nil for the design canvas's (an Interface Builder file's own, as
    /// `InterfaceBuilderReader.read` says; large for a layout document).
    public static func readLayouts(
        _ path: String, scene: String? = nil, contentSize: ContentSizeCategory? = .large
    ) -> [LayoutFile] {
        guard InterfaceBuilderReader.isInterfaceBuilderFile(path) else {
            var result = read(path, contentSize: contentSize ?? .large)
            if scene != nil {
                result.diagnostics.append(
                    Diagnostic(
                        path: path, location: SourceLocation(line: 1, column: 1),
                        message: "--scene applies to storyboards and xibs; '\(path)' is a layout document",
                        rule: .scene))
            }
            return [result]
        }
        let (layouts, fileDiagnostics) = InterfaceBuilderReader.read(
            file: path, contentSize: contentSize, fonts: ProjectFonts.faces(near: path))
        let fileErrors = fileDiagnostics.filter { $0.severity == .error }
        guard fileErrors.isEmpty, !layouts.isEmpty else {
            return [LayoutFile(path: path, document: nil, diagnostics: fileDiagnostics)]
        }
        if layouts.count > DocumentLimits.maximumLayouts {
            let first = layouts[DocumentLimits.maximumLayouts]
            return [
                LayoutFile(
                    path: path, document: nil,
                    diagnostics: fileDiagnostics + [
                        Diagnostic(
                            path: path, location: first.document.location,
                            message:
                                "the file has \(layouts.count) scenes, views and cells to lay out; the limit is "
                                + "\(DocumentLimits.maximumLayouts), and '\(first.name)' is the first past it",
                            rule: .limit)
                    ])
            ]
        }
        var selected = layouts
        if let scene {
            selected = layouts.filter { $0.matches(scene) }
            if selected.isEmpty {
                let known = layouts.map { "'\($0.name)' (\($0.id))" }.joined(separator: ", ")
                return [
                    LayoutFile(
                        path: path, document: nil,
                        diagnostics: [
                            Diagnostic(
                                path: path, location: SourceLocation(line: 1, column: 1),
                                message: "no scene '\(scene)' here; the file has \(known)", rule: .scene)
                        ])
                ]
            }
        }
        return selected.map { layout in
            var rules = SemanticRules(path: path)
            rules.check(layout.document)
            return LayoutFile(
                path: path, scene: (layout.name, layout.id), document: layout.document,
                diagnostics: deduplicated(fileDiagnostics + layout.warnings + rules.diagnostics))
        }
    }

    /// In file order; where the schema already reported a spot, later findings about the
    /// same spot are dropped (one mistake, one message).
    static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let schemaSpots = Set(diagnostics.filter { $0.rule == .schema }.map(\.location))
        var seen = Set<Diagnostic>()
        return
            diagnostics
            .filter { $0.rule == .schema || !schemaSpots.contains($0.location) }
            .filter { seen.insert($0).inserted }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
