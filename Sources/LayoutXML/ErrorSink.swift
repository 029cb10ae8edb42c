internal import CLibXML2
import LayoutDocument

/// Collects libxml2's structured errors for one parse as diagnostics. libxml2 gives the
/// line and, for syntax errors, the column; schema errors get the column of the element
/// (or of the attribute they name) from the tags seen on that line.
final class ErrorSink {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var hasFatal = false
    private var elementOfNode: [UnsafeMutableRawPointer: Int] = [:]
    /// Elements in document order with their attributes' locations.
    private var elements: [(name: String, location: SourceLocation, attributes: [XMLAttribute])] = []

    init(path: String) { self.path = path }

    func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error && diagnostic.rule.hasPrefix("xml-") { hasFatal = true }
    }

    /// Remembers where an element and its attributes are, for validity errors about them.
    func noteElement(_ node: xmlNodePtr, _ element: XMLElement) {
        elementOfNode[UnsafeMutableRawPointer(node)] = elements.count
        elements.append((element.name, element.location, element.attributes))
    }

    /// Where a validity error points: the node libxml2 names, else the element and
    /// attribute its message names ("Element 'view', attribute 'kind': ..."), looked up
    /// from the reported line backwards (a tag may span lines).
    private func locate(_ error: xmlError, _ message: String, line: Int) -> SourceLocation? {
        var index = error.node.flatMap { elementOfNode[$0] }
        if index == nil, let name = quoted(after: "Element '", in: message) {
            let local = name.split(separator: "}").last.map(String.init) ?? name
            index = elements.lastIndex { $0.location.line <= line && $0.name == local }
        }
        guard let index else { return nil }
        let element = elements[index]
        if let attribute = quoted(after: "attribute '", in: message),
           let found = element.attributes.first(where: { $0.name == attribute }) {
            return found.location
        }
        return element.location
    }

    private func quoted(after marker: String, in text: String) -> String? {
        guard let start = text.range(of: marker)?.upperBound,
              let end = text[start...].firstIndex(of: "'") else { return nil }
        return String(text[start..<end])
    }

    static let handler: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
    }

    private func record(_ error: xmlError) {
        let fromSchema = error.domain == Int32(XML_FROM_SCHEMASV.rawValue)
            || error.domain == Int32(XML_FROM_SCHEMASP.rawValue)
        var message = error.message.map { String(cString: $0) } ?? "unknown error"
        message = message.trimmingCharacters(in: .whitespacesAndNewlines)
        let severity: Diagnostic.Severity = error.level == XML_ERR_WARNING ? .warning : .error
        var location = SourceLocation(line: max(Int(error.line), 1), column: max(Int(error.int2), 1))
        // Validity errors name the node they are about: use where that node was found.
        if fromSchema, let found = locate(error, message, line: location.line) {
            location = found
        }
        add(Diagnostic(path: path, location: location, severity: severity, message: message,
                       rule: fromSchema ? "schema" : "xml-syntax"))
    }
}

private extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}

private extension Set where Element == Character {
    static let whitespacesAndNewlines: Set<Character> = [" ", "\n", "\t", "\r"]
}
