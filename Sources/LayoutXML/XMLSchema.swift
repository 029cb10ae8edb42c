internal import CLibXML2
import LayoutDocument

/// A compiled XML Schema. libxml2 lets one compiled schema serve any number of
/// validations at once, each with its own validation context, which is what the reader
/// creates; so it is shared across threads read-only.
public final class XMLSchema: @unchecked Sendable {
    let pointer: xmlSchemaPtr

    /// Compiles the schema text `xsd`; throws the schema's own errors.
    public init(text xsd: String) throws(SchemaError) {
        LibXML.setUp()
        let sink = ErrorSink(path: "schema")
        // The schema's own XML is parsed through the thread's structured handler, not the
        // parser context's: without this, a malformed schema would print to stderr.
        let sinkPointer = Unmanaged.passUnretained(sink).toOpaque()
        xmlSetStructuredErrorFunc(sinkPointer, ErrorSink.handler)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        var bytes = Array(xsd.utf8)
        let parsed: xmlSchemaPtr? = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                guard let context = xmlSchemaNewMemParserCtxt(chars.baseAddress, Int32(chars.count)) else {
                    return nil
                }
                defer { xmlSchemaFreeParserCtxt(context) }
                xmlSchemaSetParserStructuredErrors(context, ErrorSink.handler, sinkPointer)
                return xmlSchemaParse(context)
            }
        }
        guard let parsed else {
            throw SchemaError(messages: sink.diagnostics.map(\.description))
        }
        pointer = parsed
    }

    deinit { xmlSchemaFree(pointer) }
}

/// The schema itself did not compile.
public struct SchemaError: Error, CustomStringConvertible {
    public var messages: [String]
    public var description: String { "invalid XML Schema:\n" + messages.joined(separator: "\n") }
}
