internal import CLibXML2
import LayoutDocument

/// Builds the element tree from libxml2's SAX2 events as the parser streams through the
/// file: no libxml2 tree is ever made. Every tag and attribute is located in the source
/// (`SourceText`), in document order. `consume` may take an element when it closes
/// (a layout document's constraints are converted one by one), so it never joins the
/// tree and its memory goes at once.
final class StreamingTreeBuilder {
    typealias Consumer = (_ element: XMLElement, _ parent: String) -> Bool

    var source: SourceText
    let sink: ErrorSink
    private let consume: Consumer?
    private var open: [XMLElement] = []
    /// Elements open below `XMLReader.maximumDepth`, which are read but not built: every
    /// later stage walks the tree recursively, and thousands of levels overflow the stack.
    private var openTooDeep = 0
    private var pendingComment: String?
    private(set) var root: XMLElement?
    /// libxml2 interns element and attribute names in the parser's dictionary, which
    /// lives as long as the parse (this builder's lifetime): one Swift string per
    /// distinct pointer.
    private var names: [UnsafePointer<xmlChar>: String] = [:]

    init(source: SourceText, sink: ErrorSink, consume: Consumer?) {
        self.source = source
        self.sink = sink
        self.consume = consume
    }

    /// A start tag: `attributes` is libxml2's array of five pointers per attribute
    /// (local name, prefix, URI, value start, value end).
    func name(_ pointer: UnsafePointer<xmlChar>) -> String {
        if let known = names[pointer] { return known }
        let s = String(cString: pointer)
        names[pointer] = s
        return s
    }

    func start(_ name: String, count: Int, attributes raw: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let (location, spots) = source.startTag(name, line: 0)
        guard open.count < XMLReader.maximumDepth else {
            if openTooDeep == 0 && !sink.hasFatal {
                sink.add(
                    Diagnostic(
                        path: sink.path, location: location,
                        message: "elements are nested more than \(XMLReader.maximumDepth) deep",
                        rule: .xmlDepth))
            }
            openTooDeep += 1
            return
        }
        var attributes: [XMLAttribute] = []
        if let raw, count > 0 {
            attributes.reserveCapacity(count)
            for i in 0..<count {
                guard let namePointer = raw[5 * i], let start = raw[5 * i + 3], let end = raw[5 * i + 4] else {
                    continue
                }
                let nameBytes = UnsafeBufferPointer(start: namePointer, count: Int(xmlStrlen(namePointer)))
                let spot = spots.first {
                    $0.name.count == nameBytes.count && source.bytes[$0.name].elementsEqual(nameBytes)
                }
                attributes.append(
                    XMLAttribute(
                        name: self.name(namePointer),
                        value: String(
                            decoding: UnsafeBufferPointer(start: start, count: end - start),
                            as: UTF8.self),
                        location: spot?.location ?? location))
            }
        }
        var element = XMLElement(name: name, attributes: attributes, children: [], location: location)
        element.comment = pendingComment
        pendingComment = nil
        // Text only matters in leaves: a parent's whitespace between children is dropped.
        if !open.isEmpty { open[open.count - 1].text = "" }
        sink.open(element)
        open.append(element)
    }

    func end() {
        guard openTooDeep == 0 else {
            openTooDeep -= 1
            return
        }
        guard var element = open.popLast() else { return }
        sink.close()
        pendingComment = nil
        if !element.children.isEmpty { element.text = "" }
        guard let parent = open.last else {
            root = element
            return
        }
        if let consume, consume(element, parent.name) { return }
        open[open.count - 1].children.append(element)
    }

    func characters(_ text: String) {
        guard openTooDeep == 0, !open.isEmpty, open[open.count - 1].children.isEmpty else { return }
        open[open.count - 1].text += text
    }

    func comment(_ text: String) { pendingComment = text }

    /// The SAX2 handler calling this builder (its `ctx` is the builder).
    static func handler() -> xmlSAXHandler {
        var h = xmlSAXHandler()
        h.initialized = UInt32(XML_SAX2_MAGIC)
        h.startElementNs = { ctx, localname, _, _, _, _, count, _, attributes in
            guard let ctx, let localname else { return }
            let builder = Unmanaged<StreamingTreeBuilder>.fromOpaque(ctx).takeUnretainedValue()
            builder.start(builder.name(localname), count: Int(count), attributes: attributes)
        }
        h.endElementNs = { ctx, _, _, _ in
            guard let ctx else { return }
            Unmanaged<StreamingTreeBuilder>.fromOpaque(ctx).takeUnretainedValue().end()
        }
        let text: charactersSAXFunc = { ctx, characters, length in
            guard let ctx, let characters, length > 0 else { return }
            let s = String(decoding: UnsafeBufferPointer(start: characters, count: Int(length)), as: UTF8.self)
            Unmanaged<StreamingTreeBuilder>.fromOpaque(ctx).takeUnretainedValue().characters(s)
        }
        h.characters = text
        h.cdataBlock = text
        h.comment = { ctx, value in
            guard let ctx, let value else { return }
            Unmanaged<StreamingTreeBuilder>.fromOpaque(ctx).takeUnretainedValue().comment(String(cString: value))
        }
        return h
    }
}
