internal import CLibXML2
import Foundation
import LayoutDocument

/// The outcome of reading one file: the element tree (nil when the file is not
/// well-formed enough to have one) and every problem found, in file order.
public struct XMLReadResult: Sendable {
    public var root: XMLElement?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads XML files with libxml2, safely:
/// - no network access and no external entities (a process-wide loader refuses them);
/// - no document type declarations at all: layout documents never need one, and
///   refusing it before any entity is referenced rules out entity-expansion bombs
///   ("billion laughs") at once;
/// - files over `maximumFileSize` are refused before parsing; libxml2's own limits on
///   names and text nodes stay on (no `XML_PARSE_HUGE`), and elements may nest at most
///   `maximumDepth` deep;
/// - documents must be UTF-8; bytes that are not valid UTF-8 are a syntax error.
/// Optionally validates against an XML Schema while reading, in the same pass.
public enum XMLReader {
    /// The largest file read: 256 MiB.
    public static let maximumFileSize = 256 << 20
    /// The deepest nesting of elements read: 256, libxml2's own historical limit. A
    /// layout nests one element per view, a storyboard two (`view`, `subviews`), so this
    /// is over a hundred levels of views; real hierarchies stay within a few dozen.
    public static let maximumDepth = 256

    /// Reads and parses the file at `path`; problems are reported against `path`.
    /// `consume` may take elements as they close (see `parse`).
    public static func read(
        file path: String, schema: XMLSchema? = nil,
        consume: ((_ element: XMLElement, _ parent: String) -> Bool)? = nil
    ) -> XMLReadResult {
        let url = URL(fileURLWithPath: path)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int
        if let size, size > maximumFileSize {
            return XMLReadResult(
                root: nil,
                diagnostics: [
                    Diagnostic(
                        path: path, location: SourceLocation(line: 1, column: 1),
                        message: "file is \(size) bytes; the limit is \(maximumFileSize)", rule: .xmlSize)
                ])
        }
        let bytes: [UInt8]
        do {
            // An empty regular file is not read: Foundation's reader leaks its buffer for
            // one (found by the fuzzers' leak checks).
            let empty = size == 0 && attributes?[.type] as? FileAttributeType == .typeRegular
            // One copy of the file: the Data goes as soon as the bytes are made.
            bytes = empty ? [] : try { [UInt8](try Data(contentsOf: url)) }()
        } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason =
                !exists
                ? "no such file" : (isDirectory.boolValue ? "it is a directory" : "permission denied or unreadable")
            return XMLReadResult(
                root: nil,
                diagnostics: [
                    Diagnostic(
                        path: path, location: SourceLocation(line: 1, column: 1),
                        message: "cannot read the file: \(reason)", rule: .io)
                ])
        }
        return parse(bytes, path: path, schema: schema, consume: consume)
    }

    /// Parses `bytes` as the contents of `path`, streaming: libxml2's SAX2 parser feeds
    /// the element tree directly, and the schema validator (when given) is plugged into
    /// the same pass, so no libxml2 tree is built. `consume` is offered each element as
    /// it closes, with its parent's name; an element it takes (returns true for) is left
    /// out of the tree.
    public static func parse(
        _ bytes: [UInt8], path: String, schema: XMLSchema? = nil,
        consume: ((_ element: XMLElement, _ parent: String) -> Bool)? = nil
    ) -> XMLReadResult {
        LibXML.setUp()
        guard bytes.count <= maximumFileSize else {
            return XMLReadResult(
                root: nil,
                diagnostics: [
                    Diagnostic(
                        path: path, location: SourceLocation(line: 1, column: 1),
                        message: "input is \(bytes.count) bytes; the limit is \(maximumFileSize)", rule: .xmlSize)
                ])
        }
        guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
            return XMLReadResult(
                root: nil,
                diagnostics: [
                    Diagnostic(
                        path: path, location: SourceLocation(line: 1, column: 1),
                        message: "the file is empty", rule: .xmlSyntax)
                ])
        }
        // macOS's AppleDouble metadata (`._Main.storyboard` beside `Main.storyboard` on
        // other disks and in zip archives): named like the file, not a document at all.
        if bytes.starts(with: [0x00, 0x05, 0x16, 0x07]) {
            return XMLReadResult(
                root: nil,
                diagnostics: [
                    Diagnostic(
                        path: path, location: SourceLocation(line: 1, column: 1),
                        message:
                            "an AppleDouble file (the metadata macOS keeps beside a file, named '._' and the file's name), not a document",
                        rule: .xmlSyntax)
                ])
        }
        let source = SourceText(bytes)
        if let doctype = source.doctypeOffset() {
            // Refused before libxml2 sees a byte: no DTD, so no entity can ever expand.
            return XMLReadResult(
                root: nil,
                diagnostics: [
                    Diagnostic(
                        path: path, location: source.location(of: doctype),
                        message: "document type declarations are not allowed (no DTD, no entities)",
                        rule: .xmlDoctype)
                ])
        }
        let sink = ErrorSink(path: path)
        let builder = StreamingTreeBuilder(source: source, sink: sink, consume: consume)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        // libxml2 keeps this handler per thread, so parallel reads do not mix.
        xmlSetStructuredErrorFunc(context, ErrorSink.handler)
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        var handler = StreamingTreeBuilder.handler()
        var validation: xmlSchemaValidCtxtPtr?
        if let schema, let v = xmlSchemaNewValidCtxt(schema.pointer) {
            xmlSchemaSetValidStructuredErrors(v, ErrorSink.handler, context)
            validation = v
        }
        defer { if let validation { xmlSchemaFreeValidCtxt(validation) } }
        let (wellFormed, encoding): (Bool, String?) = withUnsafeMutablePointer(to: &handler) { handlerPointer in
            var sax: UnsafeMutablePointer<xmlSAXHandler>? = handlerPointer
            var user: UnsafeMutableRawPointer? = Unmanaged.passUnretained(builder).toOpaque()
            // The validator sees every event before the builder does, in the same pass.
            let plug = validation.flatMap { xmlSchemaSAXPlug($0, &sax, &user) }
            defer { if let plug { xmlSchemaSAXUnplug(plug) } }
            guard let parser = xmlCreatePushParserCtxt(sax, user, nil, 0, path) else { return (false, nil) }
            defer { xmlFreeParserCtxt(parser) }
            // NOENT makes libxml2 hand over `&amp;` decoded (SAX2 would pass `&#38;`). With
            // the document type refused above there are no declared entities at all:
            // only the five predefined ones and character references can appear.
            xmlCtxtUseOptions(
                parser,
                Int32(
                    XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue
                        | XML_PARSE_NOENT.rawValue))
            // Fed in chunks, so libxml2's own buffer stays small.
            let chunk = 1 << 16
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    var offset = 0
                    repeat {
                        let n = min(chunk, chars.count - offset)
                        let last: Int32 = offset + n >= chars.count ? 1 : 0
                        xmlParseChunk(parser, chars.baseAddress! + offset, Int32(n), last)
                        offset += n
                    } while offset < chars.count && parser.pointee.disableSAX == 0
                }
            }
            let declared = parser.pointee.encoding.map { String(cString: $0) }
            return (parser.pointee.wellFormed != 0, declared)
        }
        if let encoding, !["UTF-8", "UTF8"].contains(encoding.uppercased()) {
            return XMLReadResult(
                root: nil,
                diagnostics: [
                    Diagnostic(
                        path: path, location: SourceLocation(line: 1, column: 1),
                        message: "documents must be UTF-8, this one is \(encoding)", rule: .xmlEncoding)
                ])
        }
        if !wellFormed && sink.diagnostics.isEmpty {
            sink.add(
                Diagnostic(
                    path: path, location: SourceLocation(line: 1, column: 1),
                    message: "not a well-formed XML document", rule: .xmlSyntax))
        }
        guard wellFormed, !sink.hasFatal, let root = builder.root else {
            // A merge that left Git's markers behind: one error that says so, not the
            // parser's complaints about a `<<<<<<<` tag.
            if let conflict = source.mergeConflict() {
                let message =
                    conflict.count == 1
                    ? "unresolved merge conflict: Git's markers are still in the file ('\(conflict.marker)' starts the conflict here); resolve it and save the file"
                    : "unresolved merge conflicts: Git's markers of \(conflict.count) conflicts are still in the file (the first starts here, '\(conflict.marker)'); resolve them and save the file"
                return XMLReadResult(
                    root: nil,
                    diagnostics: [
                        Diagnostic(path: path, location: conflict.location, message: message, rule: .mergeConflict)
                    ])
            }
            return XMLReadResult(root: nil, diagnostics: sink.diagnostics)
        }
        return XMLReadResult(root: root, diagnostics: sink.diagnostics)
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
