/// Where each attribute of an element is written, by name. Every view and constraint of
/// a document has one, so it is packed: one 32-bit word per attribute (the name as an
/// index into the format's attribute names, the line as an offset from the first
/// attribute's, the column), in a small array; names outside the format, and places
/// that do not fit, go to a dictionary that is usually never made.
public struct AttributeLocations: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private var baseLine: Int32 = 0
    private var packed: [UInt32] = []
    private var overflow: [String: SourceLocation]?

    /// The attribute names of the layout format (and of Interface Builder's ids).
    private static let names = [
        "id", "kind", "title", "text", "label", "installed", "hidden", "intrinsicWidth", "intrinsicHeight",
        "firstBaseline", "lastBaseline", "hugging", "compressionResistance", "margins", "axis", "distribution",
        "alignment", "spacing", "baselineRelative", "marginsRelative", "eq", "first", "relation", "second",
        "multiplier", "constant", "priority", "format", "options", "metrics", "class", "version", "name",
    ]
    /// Codes by a key made of the name's length and first, second and last bytes
    /// (distinct for the names above), so finding a code hashes one integer; the name is
    /// then compared to be sure.
    private static let codes: [UInt32: UInt32] = {
        var table: [UInt32: UInt32] = [:]
        for (k, name) in names.enumerated() { table[key(name)] = UInt32(k + 1) }
        precondition(table.count == names.count, "attribute name keys collide")
        return table
    }()

    private static func key(_ name: String) -> UInt32 {
        var name = name
        return name.withUTF8 { b in
            guard b.count >= 2, b.count < 256 else { return 0 }
            return UInt32(b.count) << 24 | UInt32(b[0]) << 16 | UInt32(b[1]) << 8 | UInt32(b[b.count - 1])
        }
    }

    private static func code(_ name: String) -> UInt32? {
        guard let code = codes[key(name)], names[Int(code) - 1] == name else { return nil }
        return code
    }

    public init() {}

    public init(dictionaryLiteral elements: (String, SourceLocation)...) {
        for (name, location) in elements { self[name] = location }
    }

    public init(capacity: Int) { packed.reserveCapacity(capacity) }

    public var isEmpty: Bool { packed.isEmpty && (overflow?.isEmpty ?? true) }

    public subscript(name: String) -> SourceLocation? {
        get {
            if let code = Self.code(name), let word = packed.first(where: { $0 >> 24 == code }) {
                return SourceLocation(line: Int(baseLine) + Int((word >> 16) & 0xFF), column: Int(word & 0xFFFF))
            }
            return overflow?[name]
        }
        set {
            if let code = Self.code(name) { packed.removeAll { $0 >> 24 == code } }
            overflow?[name] = nil
            if let newValue { append(name, newValue) }
        }
    }

    /// Adds an attribute that is not there yet (a reader's single pass, in order).
    public mutating func append(_ name: String, _ location: SourceLocation) {
        if packed.isEmpty && overflow == nil { baseLine = Int32(clamping: location.line) }
        let delta = location.line - Int(baseLine)
        if let code = Self.code(name), (0...0xFF).contains(delta), (0...0xFFFF).contains(location.column) {
            packed.append(code << 24 | UInt32(delta) << 16 | UInt32(location.column))
        } else {
            overflow = overflow ?? [:]
            overflow![name] = location
        }
    }
}
