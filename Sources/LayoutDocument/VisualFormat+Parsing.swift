extension VisualFormat {
    /// Parses a format string; the error names the character offset where it went wrong.
    public init(parsing text: String) throws(VisualFormatError) {
        var parser = VisualFormatParser(Array(text))
        self = try parser.format()
    }
}

/// A recursive-descent parser over the format's characters, so every offset it reports
/// is a character offset (what a column counts).
private struct VisualFormatParser {
    typealias Failure = VisualFormatError
    let text: [Character]
    var i = 0

    init(_ text: [Character]) { self.text = text }

    var peek: Character? { i < text.count ? text[i] : nil }

    /// `'x'` for a character, `the end` past it: for messages.
    var found: String { peek.map { "'\($0)'" } ?? "the end of the format" }

    mutating func format() throws(Failure) -> VisualFormat {
        guard !text.isEmpty else { throw Failure("the format is empty", at: 0) }
        // Apple's parser has no whitespace anywhere; catching it here names the spot.
        if let space = text.firstIndex(where: \.isWhitespace) {
            throw Failure("unexpected space: a visual format has no whitespace", at: space)
        }
        var orientation = VisualFormat.Orientation.horizontal
        if let o = peek, o == "H" || o == "V" {
            i += 1
            guard peek == ":" else {
                throw Failure("expected ':' after '\(o)' to give the orientation (H: or V:)", at: i)
            }
            i += 1
            orientation = o == "V" ? .vertical : .horizontal
        }
        var leading: VisualFormat.Connection?
        var leadingOffset: Int?
        if peek == "|" {
            leadingOffset = i
            i += 1
            leading = try connection()
        }
        var views = [try view(after: leading)]
        var connections: [VisualFormat.Connection] = []
        var trailing: VisualFormat.Connection?
        var trailingOffset: Int?
        while i < text.count {
            let c = try connection()
            if peek == "|" {
                trailingOffset = i
                i += 1
                trailing = c
                if i < text.count {
                    throw Failure(
                        "unexpected '\(text[i])' after the closing '|': the superview only starts or ends a format",
                        at: i)
                }
                break
            }
            views.append(try view(after: c, following: views.last!.name))
            connections.append(c)
        }
        return VisualFormat(
            orientation: orientation, leadingSuperview: leading,
            superviewOffsets: (leadingOffset, trailingOffset), views: views,
            connections: connections, trailingSuperview: trailing)
    }

    /// A connection: nothing (flush), `-` (standard) or `-predicates-`.
    mutating func connection() throws(Failure) -> VisualFormat.Connection {
        let start = i
        guard peek == "-" else { return .init(spacing: .flush, offset: start) }
        i += 1
        if peek == "[" || peek == "|" { return .init(spacing: .standard, offset: start) }
        guard peek != nil else {
            throw Failure("expected a view ('[name]') or '|' after '-', found the end of the format", at: i)
        }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try predicateList(subject: nil)
        } else {
            let at = i
            guard let object = try simpleObject() else {
                throw Failure(
                    "expected a spacing (a number, a metric name or a parenthesized predicate list) after '-', found \(found)",
                    at: i)
            }
            predicates = [
                .init(
                    relation: .equal, object: object, priority: nil, offset: at, objectOffset: at,
                    priorityOffset: at)
            ]
        }
        guard peek == "-" else {
            throw Failure("expected '-' after the spacing, found \(found)", at: i)
        }
        i += 1
        return .init(spacing: .predicates(predicates), offset: start)
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func view(
        after connection: VisualFormat.Connection?, following previous: String? = nil
    ) throws(Failure) -> VisualFormat.View {
        let start = i
        guard peek == "[" else {
            if peek == "|" {
                throw Failure("unexpected '|': the superview only starts or ends a format", at: i)
            }
            if let previous, connection?.spacing == .flush {
                throw Failure("unexpected \(found) after view '\(previous)': expected '-', '[' or '|'", at: i)
            }
            throw Failure("expected a view ('[name]'), found \(found)", at: i)
        }
        i += 1
        let nameOffset = i
        guard let name = identifier(hyphens: true) else {
            throw Failure("expected a view name after '[', found \(found)", at: i)
        }
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" { predicates = try predicateList(subject: name) }
        guard peek == "]" else {
            let what = predicates.isEmpty ? "view name '\(name)'" : "the predicates of '\(name)'"
            throw Failure("expected ']' after \(what), found \(found)", at: i)
        }
        i += 1
        return .init(name: name, predicates: predicates, offset: start, nameOffset: nameOffset)
    }

    /// `(predicate, predicate, …)`; `subject` is the view they size (nil on a connection).
    mutating func predicateList(subject: String?) throws(Failure) -> [VisualFormat.Predicate] {
        i += 1  // "("
        var list = [try predicate()]
        while peek == "," {
            i += 1
            list.append(try predicate())
        }
        guard peek == ")" else {
            throw Failure("expected ',' or ')' after a predicate, found \(found)", at: i)
        }
        i += 1
        return list
    }

    /// `(== | >= | <=)? object (@priority)?`
    mutating func predicate() throws(Failure) -> VisualFormat.Predicate {
        let start = i
        var relation = ConstraintRelation.equal
        if let c = peek, c == "=" || c == "<" || c == ">" {
            guard i + 1 < text.count, text[i + 1] == "=" else {
                throw Failure("unknown relation: use ==, >= or <=", at: i)
            }
            relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            i += 2
        }
        let objectOffset = i
        let object: VisualFormat.Object
        if let n = number(signed: true) {
            object = .number(n)
        } else if let name = identifier(hyphens: true) {
            object = .name(name)
        } else {
            throw Failure("expected a number, a metric or a view name in the predicate, found \(found)", at: i)
        }
        var priority: VisualFormat.Object?
        var priorityOffset = i
        if peek == "@" {
            i += 1
            priorityOffset = i
            guard let p = try simpleObject() else {
                throw Failure("expected a priority (a number or a metric name) after '@', found \(found)", at: i)
            }
            priority = p
        }
        return .init(
            relation: relation, object: object, priority: priority, offset: start,
            objectOffset: objectOffset, priorityOffset: priorityOffset)
    }

    /// A positive number or a metric name (C identifier).
    mutating func simpleObject() throws(Failure) -> VisualFormat.Object? {
        if let n = number(signed: false) { return .number(n) }
        if let name = identifier(hyphens: false) { return .name(name) }
        return nil
    }

    /// Digits with an optional fraction (and sign when `signed`), as strtod reads them.
    mutating func number(signed: Bool) -> Double? {
        let start = i
        var j = i
        if signed, j < text.count, text[j] == "-" || text[j] == "+" { j += 1 }
        let digitsStart = j
        while j < text.count, text[j].isASCII, text[j].isNumber { j += 1 }
        if j < text.count, text[j] == "." {
            j += 1
            while j < text.count, text[j].isASCII, text[j].isNumber { j += 1 }
        }
        guard j > digitsStart, text[digitsStart..<j].contains(where: \.isNumber),
            let value = Double(String(text[start..<j]))
        else { return nil }
        i = j
        return value
    }

    /// A name: a letter or `_`, then letters, digits, `_` (and `-` for view names).
    mutating func identifier(hyphens: Bool) -> String? {
        func isStart(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c == "_") }
        guard let c = peek, isStart(c) else { return nil }
        let start = i
        while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" || (hyphens && c == "-") { i += 1 }
        return String(text[start..<i])
    }
}
