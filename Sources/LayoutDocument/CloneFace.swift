/// An open font's metrics, standing for an iOS face drawn to the same advance widths
/// (`CloneFontMetrics`): advances and pair kerning in the font's units, line height and
/// ascender in ems.
struct CloneFace: Sendable, Hashable {
    /// The open font's PostScript name, which tells faces apart.
    let name: String
    let unitsPerEm: Double
    let lineHeight: Double
    let ascender: Double
    private let advances: [UInt32: Double]
    private let kerning: [UInt64: Double]

    /// `advances`: `scalar:units` tokens; `kerning`: `left,right:units` tokens, both
    /// separated by white space, as the generator writes them.
    init(name: String, unitsPerEm: Double, lineHeight: Double, ascender: Double, advances: String, kerning: String) {
        self.name = name
        self.unitsPerEm = unitsPerEm
        self.lineHeight = lineHeight
        self.ascender = ascender
        var table: [UInt32: Double] = [:]
        for token in advances.split(whereSeparator: \.isWhitespace) {
            let parts = token.split(separator: ":")
            guard parts.count == 2, let scalar = UInt32(parts[0]), let units = Double(parts[1]) else { continue }
            table[scalar] = units
        }
        self.advances = table
        var pairs: [UInt64: Double] = [:]
        for token in kerning.split(whereSeparator: \.isWhitespace) {
            let parts = token.split(separator: ":")
            let scalars = parts.first?.split(separator: ",") ?? []
            guard parts.count == 2, scalars.count == 2, let left = UInt32(scalars[0]),
                let right = UInt32(scalars[1]), let units = Double(parts[1])
            else { continue }
            pairs[Self.key(left, right)] = units
        }
        self.kerning = pairs
    }

    /// A face between two of one family, `fraction` of the way from `lighter` to `heavier`:
    /// each advance and kerning amount on the straight line between theirs.
    init(name: String, between lighter: CloneFace, and heavier: CloneFace, fraction: Double) {
        self.name = name
        unitsPerEm = lighter.unitsPerEm
        lineHeight = lighter.lineHeight + (heavier.lineHeight - lighter.lineHeight) * fraction
        ascender = lighter.ascender + (heavier.ascender - lighter.ascender) * fraction
        let scale = lighter.unitsPerEm / heavier.unitsPerEm
        func blend(_ a: Double?, _ b: Double?) -> Double { (a ?? 0) + ((b ?? 0) * scale - (a ?? 0)) * fraction }
        advances = lighter.advances.reduce(into: [:]) { table, entry in
            if let b = heavier.advances[entry.key] { table[entry.key] = blend(entry.value, b) }
        }
        kerning = Set(lighter.kerning.keys).union(heavier.kerning.keys).reduce(into: [:]) { table, key in
            table[key] = blend(lighter.kerning[key], heavier.kerning[key])
        }
    }

    private static func key(_ left: UInt32, _ right: UInt32) -> UInt64 { UInt64(left) << 32 | UInt64(right) }

    /// A character's single scalar, if it has one.
    private static func scalar(_ c: Character) -> UInt32? {
        c.unicodeScalars.count == 1 ? c.unicodeScalars.first?.value : nil
    }

    /// A character's advance in ems; nil for one the table lacks (CJK, emoji, combining
    /// sequences).
    func advance(_ c: Character) -> Double? {
        Self.scalar(c).flatMap { advances[$0] }.map { $0 / unitsPerEm }
    }

    /// How much `right` moves after `left`, in ems (negative: closer).
    func kerning(_ left: Character, _ right: Character) -> Double {
        guard let l = Self.scalar(left), let r = Self.scalar(right), let units = kerning[Self.key(l, r)] else {
            return 0
        }
        return units / unitsPerEm
    }

    static func == (a: CloneFace, b: CloneFace) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
