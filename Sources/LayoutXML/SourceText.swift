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
    /// The line the cursor is on (index into `lineStarts`): tags come in order, so the
    /// line of the next one is found by moving on, not by searching.
    private var cursorLine = 0
    /// The column of the last tag found, at its offset: the next tag's column on the same
    /// line is counted on from there. Counting from the line's start each time made a
    /// file written on one line (generated or minified XML) quadratic to read.
    private var columnMark = (offset: 0, column: 1)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
    }

    /// An attribute name in a start tag: its bytes and where it starts.
    struct AttributeSpot {
        var name: Range<Int>
        var location: SourceLocation
    }

    /// Locates the next start tag of `name` after the previous one (elements are visited
    /// in document order; libxml2's line only serves as a fallback) and, in the same
    /// pass, the name and place of each of its attributes.
    mutating func startTag(_ name: String, line: Int) -> (location: SourceLocation, attributes: [AttributeSpot]) {
        var name = name
        return name.withUTF8 { needle in
            bytes.withUnsafeBufferPointer { startTag(needle: needle, in: $0, line: line) }
        }
    }

    private mutating func startTag(
        needle: UnsafeBufferPointer<UInt8>, in p: UnsafeBufferPointer<UInt8>,
        line: Int
    ) -> (location: SourceLocation, attributes: [AttributeSpot]) {
        let n = p.count
        var i = cursor
        while i < n {
            guard p[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            if starts("<!--", at: i) {
                i = end(of: "-->", from: i + 4)
                continue
            }
            if starts("<![CDATA[", at: i) {
                i = end(of: "]]>", from: i + 9)
                continue
            }
            if starts("<?", at: i) {
                i = end(of: "?>", from: i + 2)
                continue
            }
            let nameEnd = i + 1 + needle.count
            guard nameEnd <= n, needle.indices.allSatisfy({ p[i + 1 + $0] == needle[$0] }),
                nameEnd == n || isNameEnd(p[nameEnd])
            else {
                i += 1
                continue
            }
            cursor = i + 1
            while cursorLine + 1 < lineStarts.count && lineStarts[cursorLine + 1] <= i { cursorLine += 1 }
            let lineStart = lineStarts[cursorLine]
            let from = columnMark.offset >= lineStart ? columnMark : (offset: lineStart, column: 1)
            columnMark = (i, from.column + column(from: from.offset, to: i) - 1)
            let tagLocation = SourceLocation(line: cursorLine + 1, column: columnMark.column)
            // Walk the tag once, keeping line and column, noting each attribute name.
            var spots: [AttributeSpot] = []
            spots.reserveCapacity(8)
            var (lineNumber, column) = (tagLocation.line, tagLocation.column + 1 + needle.count)
            var quote: UInt8 = 0
            var nameStart = -1
            var nameLocation = tagLocation
            var ended: AttributeSpot?  // a name followed by spaces, before its '='
            var k = nameEnd
            while k < n {
                let b = p[k]
                if quote != 0 {
                    if b == quote { quote = 0 }
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    quote = b
                } else if b == UInt8(ascii: ">") {
                    break
                } else if isSpace(b) {
                    if nameStart >= 0 { ended = AttributeSpot(name: nameStart..<k, location: nameLocation) }
                    nameStart = -1
                } else if b == UInt8(ascii: "=") {
                    if nameStart >= 0 {
                        spots.append(AttributeSpot(name: nameStart..<k, location: nameLocation))
                    } else if let ended {
                        spots.append(ended)
                    }
                    nameStart = -1
                    ended = nil
                } else if nameStart < 0 && b != UInt8(ascii: "/") {
                    nameStart = k
                    ended = nil
                    nameLocation = SourceLocation(line: lineNumber, column: column)
                }
                if b == UInt8(ascii: "\n") {
                    lineNumber += 1
                    column = 1
                } else if b & 0xC0 != 0x80 {
                    column += 1
                }
                k += 1
            }
            return (tagLocation, spots)
        }
        return (SourceLocation(line: max(line, 1), column: 1), [])
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

    /// Git's conflict markers left in the file by a merge: where the first conflict starts
    /// (a line that begins `<<<<<<<`), that line's text (at most 60 characters), and how
    /// many conflicts there are. Nil for a file without them.
    func mergeConflict() -> (location: SourceLocation, marker: String, count: Int)? {
        var first: Int?
        var count = 0
        for start in lineStarts where starts("<<<<<<<", at: start) {
            let next = start + 7
            guard
                next == bytes.count
                    || [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[next])
            else { continue }
            if first == nil { first = start }
            count += 1
        }
        guard let first else { return nil }
        let end = bytes[first...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.count
        let line = String(decoding: bytes[first..<end], as: UTF8.self)
        return (location(of: first), String(line.prefix(60)), count)
    }

    /// Line and column (in characters) of a byte offset.
    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: column(from: lineStarts[low], to: offset))
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
