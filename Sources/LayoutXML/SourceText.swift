import LayoutDocument

/// The bytes of a file, with what is needed to turn libxml2's line numbers into exact
/// line and column positions of start tags and attributes.
///
/// libxml2 reports the line of each element but no columns. Elements are visited in
/// document order, so each start tag is found by searching forward from the previous
/// one; attribute names are then found inside the tag in one pass.
struct SourceText {
    let bytes: [UInt8]
    private var lineStarts: [Int] = [0]
    private var cursor = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
    }

    /// Locates the next start tag of `name` after the previous one (elements are visited
    /// in document order; libxml2's line is where the tag ends, so it only serves as a
    /// fallback). Returns its location and the byte range of the tag.
    mutating func startTag(_ name: String, line: Int) -> (SourceLocation, Range<Int>) {
        let needle = Array(name.utf8)
        var i = cursor
        let n = bytes.count
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
            if starts("<!--", at: i) { i = end(of: "-->", from: i + 4); continue }
            if starts("<![CDATA[", at: i) { i = end(of: "]]>", from: i + 9); continue }
            if starts("<?", at: i) { i = end(of: "?>", from: i + 2); continue }
            let nameEnd = i + 1 + needle.count
            if nameEnd <= n, matches(needle, at: i + 1),
               nameEnd == n || isNameEnd(bytes[nameEnd]) {
                var end = nameEnd
                var quote: UInt8 = 0
                while end < n {
                    let b = bytes[end]
                    if quote != 0 {
                        if b == quote { quote = 0 }
                    } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                        quote = b
                    } else if b == UInt8(ascii: ">") {
                        break
                    }
                    end += 1
                }
                cursor = i + 1
                return (location(of: i), i..<min(end + 1, n))
            }
            i += 1
        }
        return (SourceLocation(line: max(line, 1), column: 1), cursor..<cursor)
    }

    /// The byte ranges of every attribute name in a start tag, in one pass.
    func attributeNames(in tag: Range<Int>) -> [Range<Int>] {
        var names: [Range<Int>] = []
        var i = tag.lowerBound
        var quote: UInt8 = 0
        var nameStart = -1
        while i < tag.upperBound {
            let b = bytes[i]
            if quote != 0 {
                if b == quote { quote = 0 }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if isSpace(b) {
                nameStart = i + 1
            } else if b == UInt8(ascii: "="), nameStart >= 0 {
                var end = i
                while end > nameStart && isSpace(bytes[end - 1]) { end -= 1 }
                if end > nameStart { names.append(nameStart..<end) }
                nameStart = -1
            }
            i += 1
        }
        return names
    }

    /// The offset of a `<!DOCTYPE` in the prolog (before the first element), if any.
    func doctypeOffset() -> Int? {
        var i = 0
        let n = bytes.count
        if n >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { i = 3 }  // BOM
        while i < n {
            if isSpace(bytes[i]) {
                i += 1
            } else if starts("<?", at: i) {
                i = end(of: "?>", from: i + 2)
            } else if starts("<!--", at: i) {
                i = end(of: "-->", from: i + 4)
            } else if starts("<!DOCTYPE", at: i) {
                return i
            } else {
                return nil  // the first element, or text the parser will reject
            }
        }
        return nil
    }

    private func starts(_ prefix: StaticString, at i: Int) -> Bool {
        let n = prefix.utf8CodeUnitCount
        guard i + n <= bytes.count else { return false }
        let p = prefix.utf8Start
        for k in 0..<n where bytes[i + k] != p[k] { return false }
        return true
    }

    /// Whether `needle` occurs at `i`, compared in place.
    private func matches(_ needle: [UInt8], at i: Int) -> Bool {
        guard i + needle.count <= bytes.count else { return false }
        for k in needle.indices where bytes[i + k] != needle[k] { return false }
        return true
    }

    private func end(of terminator: String, from i: Int) -> Int {
        guard let found = find(Array(terminator.utf8), from: i) else {
            return bytes.count
        }
        return found + terminator.utf8.count
    }

    /// Line and column (in characters) of a byte offset.
    func location(of offset: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: column(from: lineStarts[low], to: offset))
    }

    /// Line and column of a byte offset at or after `known` (at `knownOffset`), counting
    /// on from it when both are on the same line: attributes are located left to right.
    func location(of offset: Int, after known: SourceLocation, at knownOffset: Int) -> SourceLocation {
        guard offset >= knownOffset, known.line < lineStarts.count ? lineStarts[known.line] > offset : true
        else { return location(of: offset) }
        return SourceLocation(line: known.line, column: known.column - 1 + column(from: knownOffset, to: offset))
    }

    /// 1 + the characters in bytes `start..<end` (UTF-8 lead bytes).
    private func column(from start: Int, to end: Int) -> Int {
        var column = 1
        var i = start
        while i < end {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return column
    }

    /// The first occurrence of `needle` at or after `from`.
    private func find(_ needle: [UInt8], from: Int) -> Int? {
        var i = from
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0] && matches(needle, at: i) { return i }
            i += 1
        }
        return nil
    }

    private func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }

    private func isNameEnd(_ b: UInt8) -> Bool {
        isSpace(b) || b == UInt8(ascii: ">") || b == UInt8(ascii: "/")
    }
}
