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
///   names and text nodes stay on (no `XML_PARSE_HUGE`);
/// - documents must be UTF-8; bytes that are not valid UTF-8 are a syntax error.
/// Optionally validates against an XML Schema while reading, in the same pass.
public enum XMLReader {
    /// The largest file read: 256 MiB.
    public static let maximumFileSize = 256 << 20

    /// Reads and parses the file at `path`; problems are reported against `path`.
    public static func read(file path: String, schema: XMLSchema? = nil) -> XMLReadResult {
        let url = URL(fileURLWithPath: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        if let size, size > maximumFileSize {
            return XMLReadResult(root: nil, diagnostics: [Diagnostic(
                path: path, location: SourceLocation(line: 1, column: 1),
                message: "file is \(size) bytes; the limit is \(maximumFileSize)", rule: "xml-size")])
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let reason = !exists ? "no such file" : (isDirectory.boolValue ? "it is a directory" : "permission denied or unreadable")
            return XMLReadResult(root: nil, diagnostics: [Diagnostic(
                path: path, location: SourceLocation(line: 1, column: 1),
                message: "cannot read the file: \(reason)", rule: "io")])
        }
        return parse(Array(data), path: path, schema: schema)
    }

    /// Parses `bytes` as the contents of `path`.
    public static func parse(_ bytes: [UInt8], path: String, schema: XMLSchema? = nil) -> XMLReadResult {
        LibXML.setUp()
        guard bytes.count <= maximumFileSize else {
            return XMLReadResult(root: nil, diagnostics: [Diagnostic(
                path: path, location: SourceLocation(line: 1, column: 1),
                message: "input is \(bytes.count) bytes; the limit is \(maximumFileSize)", rule: "xml-size")])
        }
        guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
            return XMLReadResult(root: nil, diagnostics: [Diagnostic(
                path: path, location: SourceLocation(line: 1, column: 1),
                message: "the file is empty", rule: "xml-syntax")])
        }
        var source = SourceText(bytes)
        if let doctype = source.doctypeOffset() {
            // Refused before libxml2 sees a byte: no DTD, so no entity can ever expand.
            return XMLReadResult(root: nil, diagnostics: [Diagnostic(
                path: path, location: source.location(of: doctype),
                message: "document type declarations are not allowed (no DTD, no entities)",
                rule: "xml-doctype")])
        }
        let sink = ErrorSink(path: path)
        let context = Unmanaged.passUnretained(sink).toOpaque()
        // libxml2 keeps this handler per thread, so parallel reads do not mix.
        xmlSetStructuredErrorFunc(context, ErrorSink.handler)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document: xmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                xmlReadMemory($0.baseAddress, Int32($0.count), path, nil, options)
            }
        }
        guard let document else {
            if sink.diagnostics.isEmpty {
                sink.add(Diagnostic(path: path, location: SourceLocation(line: 1, column: 1),
                                    message: "not a well-formed XML document", rule: "xml-syntax"))
            }
            return XMLReadResult(root: nil, diagnostics: sink.diagnostics)
        }
        defer { xmlFreeDoc(document) }
        if let raw = document.pointee.encoding {
            let encoding = String(cString: raw)
            guard ["UTF-8", "UTF8"].contains(encoding.uppercased()) else {
                return XMLReadResult(root: nil, diagnostics: [Diagnostic(
                    path: path, location: SourceLocation(line: 1, column: 1),
                    message: "documents must be UTF-8, this one is \(encoding)", rule: "xml-encoding")])
            }
        }
        guard let top = xmlDocGetRootElement(document) else {
            return XMLReadResult(root: nil, diagnostics: sink.diagnostics)
        }
        let root = element(top, source: &source, sink: sink)
        if let schema {
            if let validation = xmlSchemaNewValidCtxt(schema.pointer) {
                xmlSchemaSetValidStructuredErrors(validation, ErrorSink.handler, context)
                xmlSchemaValidateDoc(validation, document)
                xmlSchemaFreeValidCtxt(validation)
            }
        }
        return XMLReadResult(root: sink.hasFatal ? nil : root, diagnostics: sink.diagnostics)
    }

    /// Converts a libxml2 element (and its element children) to the Swift tree,
    /// locating every tag and attribute in the source and noting them for diagnostics.
    private static func element(_ node: xmlNodePtr, source: inout SourceText, sink: ErrorSink) -> XMLElement {
        let name = string(node.pointee.name)
        let (location, tag) = source.startTag(name, line: Int(xmlGetLineNo(node)))
        var attributes: [XMLAttribute] = []
        let names = node.pointee.properties == nil ? [] : source.attributeNames(in: tag)
        var attribute = node.pointee.properties
        while let a = attribute {
            let attributeName = string(a.pointee.name)
            // The value is the attribute's text children (no DTD, so no entity nodes).
            var value = ""
            var text = a.pointee.children
            while let t = text {
                value += string(t.pointee.content)
                text = t.pointee.next
            }
            let nameBytes = Array(attributeName.utf8)
            let found = names.first { $0.count == nameBytes.count && source.bytes[$0].elementsEqual(nameBytes) }
            let where_ = found.map { source.location(of: $0.lowerBound, after: location, at: tag.lowerBound) } ?? location
            attributes.append(XMLAttribute(name: attributeName, value: value, location: where_))
            attribute = a.pointee.next
        }
        var children: [XMLElement] = []
        var text = ""
        var comment: String?
        var child = node.pointee.children
        while let c = child {
            switch c.pointee.type {
            case XML_ELEMENT_NODE:
                var e = element(c, source: &source, sink: sink)
                e.comment = comment
                comment = nil
                children.append(e)
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                text += string(c.pointee.content)
            case XML_COMMENT_NODE:
                comment = string(c.pointee.content)
            default:
                break
            }
            child = c.pointee.next
        }
        var element = XMLElement(name: name, attributes: attributes, children: children, location: location)
        // Text matters only in leaves (Interface Builder's `<string key="text">`).
        if children.isEmpty { element.text = text }
        sink.noteElement(node, element)
        return element
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}
