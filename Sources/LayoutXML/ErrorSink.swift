internal import CLibXML2
import LayoutDocument

/// Collects libxml2's structured errors for one parse as diagnostics. libxml2 gives the
/// line and, for syntax errors, the column; schema errors get the place of the element
/// (or of the attribute) they name, among the elements open or just closed.
final class ErrorSink {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var hasFatal = false
    /// The elements a validity error can be about: those open now, and the last few
    /// closed (the schema validator reports as the parser streams, so nothing older).
    private typealias Seen = (name: String, location: SourceLocation, attributes: [XMLAttribute])
    private var openElements: [Seen] = []
    private var recentlyClosed: [Seen] = []
    private static let recentLimit = 32

    init(path: String) { self.path = path }

    func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error && diagnostic.rule.rawValue.hasPrefix("xml-") { hasFatal = true }
    }

    /// An element's start tag was read: remember where it and its attributes are.
    func open(_ element: XMLElement) {
        openElements.append((element.name, element.location, element.attributes))
    }

    /// The innermost open element ended.
    func close() {
        guard let element = openElements.popLast() else { return }
        recentlyClosed.append(element)
        if recentlyClosed.count > 2 * Self.recentLimit { recentlyClosed.removeFirst(Self.recentLimit) }
    }

    /// Where a validity error points: the element (and attribute) its message names
    /// ("Element 'view', attribute 'kind': ..."). The validator reports while the parser
    /// streams, without a line: the element is the innermost open one of that name (its
    /// start tag or content is being checked), else the latest closed one (its end).
    private func locate(_ message: String, line: Int?) -> SourceLocation? {
        guard let name = quoted(after: "Element '", in: message) else { return nil }
        let local = name.split(separator: "}").last.map(String.init) ?? name
        func matches(_ e: Seen) -> Bool { e.name == local && (line.map { e.location.line <= $0 } ?? true) }
        guard let element = openElements.last(where: matches) ?? recentlyClosed.last(where: matches) else { return nil }
        if let attribute = quoted(after: "attribute '", in: message),
            let found = element.attributes.first(where: { $0.name == attribute })
        {
            return found.location
        }
        return element.location
    }

    private func quoted(after marker: String, in text: String) -> String? {
        guard let start = text.range(of: marker)?.upperBound,
            let end = text[start...].firstIndex(of: "'")
        else { return nil }
        return String(text[start..<end])
    }

    static let handler: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        Unmanaged<ErrorSink>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
    }

    private func record(_ error: xmlError) {
        let fromSchema =
            error.domain == Int32(XML_FROM_SCHEMASV.rawValue)
            || error.domain == Int32(XML_FROM_SCHEMASP.rawValue)
        // A diagnostic is one line: libxml2 sometimes continues a message on another.
        var message = (error.message.map { String(cString: $0) } ?? "unknown error")
            .split(whereSeparator: \.isNewline)
            .map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }
            .joined(separator: "; ")
        let severity: Diagnostic.Severity = error.level == XML_ERR_WARNING ? .warning : .error
        var location = SourceLocation(line: max(Int(error.line), 1), column: max(Int(error.int2), 1))
        // Validity errors name the node they are about: use where that node was found.
        if fromSchema, let found = locate(message, line: error.line > 0 ? Int(error.line) : nil) {
            location = found
        }
        var rule = fromSchema ? RuleID.schema : RuleID.xmlSyntax
        // libxml2 versions differ in the code (XML_ERR_INVALID_ENCODING, or the broader
        // XML_ERR_INVALID_CHAR); the message is the same.
        if error.code == Int32(XML_ERR_INVALID_ENCODING.rawValue) || message.hasPrefix("Input is not proper UTF-8") {
            // libxml2 says "Input is not proper UTF-8, indicate encoding !; Bytes: 0x…" (once
            // folded): keep the bytes, in words a user can act on.
            let bytes = message.range(of: "Bytes: ").map { " (bytes \(message[$0.upperBound...]))" } ?? ""
            message = "the file is not valid UTF-8 here\(bytes); save it as UTF-8"
            rule = .xmlEncoding
        }
        add(Diagnostic(path: path, location: location, severity: severity, message: message, rule: rule))
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}

extension Set where Element == Character {
    fileprivate static let whitespacesAndNewlines: Set<Character> = [" ", "\n", "\t", "\r"]
}
