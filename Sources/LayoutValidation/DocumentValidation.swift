import LayoutDocument
import LayoutXML

/// The outcome of validating one file.
public struct FileValidation: Sendable {
    public var path: String
    public var document: LayoutDocument?
    /// Every problem, in file order.
    public var diagnostics: [Diagnostic]

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    public var isValid: Bool { errorCount == 0 }
    /// The file could not be read at all (missing, a directory, permissions).
    public var isUnreadable: Bool { diagnostics.contains { $0.rule == "io" } }
}

/// Validation of layout documents: well-formedness and safety (libxml2), the schema
/// (Schemas/layout.xsd), then the semantic rules.
public enum DocumentValidation {
    public static func validate(file path: String) -> FileValidation {
        let (document, readDiagnostics) = LayoutDocumentReader.read(file: path)
        var diagnostics = readDiagnostics
        if let document {
            var rules = SemanticRules(path: path)
            rules.check(document)
            diagnostics += rules.diagnostics
        }
        return FileValidation(path: path, document: document, diagnostics: deduplicated(diagnostics))
    }

    /// In file order; where the schema already reported a spot, later findings about the
    /// same spot are dropped (one mistake, one message).
    static func deduplicated(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let schemaSpots = Set(diagnostics.filter { $0.rule == "schema" }.map(\.location))
        var seen = Set<Diagnostic>()
        return diagnostics
            .filter { $0.rule == "schema" || !schemaSpots.contains($0.location) }
            .filter { seen.insert($0).inserted }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
