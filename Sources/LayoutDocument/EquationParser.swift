/// Parses constraint equations in the Auto Layout Cookbook's notation:
///
///     first (= | == | >= | <=) [multiplier (x | *)] second [(+ | -) constant] [@priority]
///     first (>= | <= | =) constant [@priority]
///
/// The constant may be a number or `standard`; the priority `@750` or `(Priority 750)`.
/// Item names may start with digits: `2xview.top` is the item `2xview`, and `2x view.top`
/// twice `view.top`.
/// Attribute names match case-insensitively (`Leading`, `leadingMargin`).
public enum EquationParser {
    /// Attribute names match case-insensitively (`Leading`): looked up once, not by
    /// lowercasing every name for every reference.
    static let attributesByLowercasedName: [String: LayoutAttribute] =
        Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.map { ($0.rawValue.lowercased(), $0) })

    public struct Parsed: Sendable, Equatable {
        public var first: ItemReference
        public var relation: ConstraintRelation
        public var multiplier: Double
        public var second: ItemReference?
        public var constant: ConstantValue
        public var priority: Double?
    }

    /// A problem at a character offset (0-based) in the equation.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
    }

    public static func parse(_ text: String) throws(Failure) -> Parsed {
        do {
            return try parseBytes(text)
        } catch {
            // Scanning works on UTF-8 bytes; report the offset in characters.
            let bytes = Array(text.utf8)
            let prefix = String(decoding: bytes[0..<min(error.offset, bytes.count)], as: UTF8.self)
            throw Failure(message: error.message, offset: prefix.count)
        }
    }

    private static func parseBytes(_ text: String) throws(Failure) -> Parsed {
        var scanner = Scanner(Array(text.utf8))
        let first = try scanner.reference()
        let relation = try scanner.relation()
        var multiplier = 1.0
        var second: ItemReference?
        var constant = ConstantValue.points(0)

        scanner.skipSpace()
        let start = scanner.position
        // An item's name may start with digits (Interface Builder's `2xA-bc-def`), so a
        // whole `name.attribute` is read as the second item before a multiplier is tried:
        // `0x.top` is the item `0x`, not a multiplier of 0 before `.top`.
        var probe = scanner
        if let reference = try? probe.reference() {
            second = reference
            scanner = probe
        } else if let number = try scanner.number() {
            scanner.skipSpace()
            if scanner.take("x") || scanner.take("*") {
                multiplier = number
                second = try scanner.reference()
            } else {
                constant = .points(number)
            }
        } else if scanner.word() == "standard" {
            constant = .standard
        } else {
            scanner.position = start
            second = try scanner.reference()
        }
        if second != nil {
            scanner.skipSpace()
            if scanner.peek == "+" || scanner.peek == "-" {
                let negative = scanner.peek == "-"
                scanner.position += 1
                scanner.skipSpace()
                let at = scanner.position
                if let number = try scanner.number() {
                    constant = .points(negative ? -number : number)
                } else if scanner.word()?.lowercased() == "standard" {
                    guard !negative else { throw Failure(message: "'standard' cannot be subtracted", offset: at) }
                    constant = .standard
                } else {
                    throw Failure(
                        message: "expected a number or 'standard' after '\(negative ? "-" : "+")'", offset: at)
                }
            }
        }
        let priority = try scanner.priority()
        scanner.skipSpace()
        guard scanner.atEnd else {
            throw Failure(message: "unexpected '\(scanner.rest)'", offset: scanner.position)
        }
        return Parsed(
            first: first, relation: relation, multiplier: multiplier, second: second,
            constant: constant, priority: priority)
    }

    private struct Scanner {
        let chars: [UInt8]
        var position = 0

        init(_ chars: [UInt8]) { self.chars = chars }

        var atEnd: Bool { position >= chars.count }
        var peek: Character? { atEnd ? nil : Character(Unicode.Scalar(chars[position])) }
        var rest: String { String(decoding: chars[position...], as: UTF8.self) }

        mutating func skipSpace() {
            while !atEnd && (chars[position] == 0x20 || chars[position] == 0x09) { position += 1 }
        }

        mutating func take(_ c: Character) -> Bool {
            skipSpace()
            guard !atEnd, chars[position] == c.asciiValue else { return false }
            position += 1
            return true
        }

        private static func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
                || b == 0x5F || b == 0x2D || b >= 0x80
        }

        /// An identifier: letters, digits, `_` and `-` (XML names, without `.`).
        mutating func word() -> String? {
            skipSpace()
            let start = position
            while !atEnd && Self.isWordByte(chars[position]) { position += 1 }
            return position > start ? String(decoding: chars[start..<position], as: UTF8.self) : nil
        }

        /// A number, or nil (the position unchanged) where there is none; a number too
        /// large to hold (three hundred digits and more) is an error at its start.
        mutating func number() throws(Failure) -> Double? {
            skipSpace()
            let start = position
            while !atEnd && ((chars[position] >= 0x30 && chars[position] <= 0x39) || chars[position] == 0x2E) {
                position += 1
            }
            guard position > start,
                let value = Double(String(decoding: chars[start..<position], as: UTF8.self))
            else {
                position = start
                return nil
            }
            guard value.isFinite else { throw Failure(message: "the number is too large", offset: start) }
            // "2x" is a multiplier, "2abc" is not a number.
            if !atEnd && Self.isWordByte(chars[position]) && chars[position] != 0x78
                && !(chars[position] >= 0x30 && chars[position] <= 0x39)
            {
                position = start
                return nil
            }
            return value
        }

        mutating func reference() throws(Failure) -> ItemReference {
            skipSpace()
            let start = position
            guard let item = word() else { throw Failure(message: "expected an item name", offset: start) }
            guard peek == "." else {
                throw Failure(message: "expected '.attribute' after '\(item)'", offset: position)
            }
            position += 1
            let attributeStart = position
            guard let name = word() else {
                throw Failure(message: "expected an attribute after '\(item).'", offset: attributeStart)
            }
            guard
                let attribute = LayoutAttribute.named[name]
                    ?? EquationParser.attributesByLowercasedName[name.lowercased()]
            else {
                throw Failure(message: "unknown attribute '\(name)'", offset: attributeStart)
            }
            return ItemReference(item: item, attribute: attribute)
        }

        mutating func relation() throws(Failure) -> ConstraintRelation {
            skipSpace()
            let start = position
            for (token, relation) in [
                ("==", ConstraintRelation.equal), (">=", .greaterThanOrEqual),
                ("<=", .lessThanOrEqual), ("=", .equal), ("≥", .greaterThanOrEqual),
                ("≤", .lessThanOrEqual),
            ] {
                let t = Array(token.utf8)
                if position + t.count <= chars.count && chars[position..<(position + t.count)].elementsEqual(t) {
                    position += t.count
                    return relation
                }
            }
            throw Failure(message: "expected '=', '>=' or '<='", offset: start)
        }

        mutating func priority() throws(Failure) -> Double? {
            skipSpace()
            let start = position
            if take("@") {
                guard let p = try number() else {
                    throw Failure(message: "expected a priority after '@'", offset: position)
                }
                return try checked(p, at: start)
            }
            if take("(") {
                guard word()?.lowercased() == "priority" else {
                    throw Failure(message: "expected 'Priority' after '('", offset: start + 1)
                }
                guard let p = try number() else {
                    throw Failure(message: "expected a priority number", offset: position)
                }
                guard take(")") else { throw Failure(message: "expected ')'", offset: position) }
                return try checked(p, at: start)
            }
            return nil
        }

        func checked(_ p: Double, at offset: Int) throws(Failure) -> Double {
            guard p >= 1 && p <= 1000 else {
                throw Failure(message: "priority \(formatNumber(p)) is outside 1…1000", offset: offset)
            }
            return p
        }
    }
}
