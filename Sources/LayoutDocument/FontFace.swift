/// A font the project itself ships (a `.ttf` or `.otf` file beside its storyboards), read
/// from the file: what UILabel measures text in it with. A line is the sum of its
/// characters' advance widths, with the font's pair kerning (`GPOS`, else `kern`), times
/// the point size over the units per em; a line's height is the ascender less the
/// descender (`hhea`), without the line gap: the heights Xcode saved for labels in
/// fonts apps bundle, 17 of 17 (the widths: 23 of 24 with kerning, 16 without).
///
/// Read with bounds checked at every step: a damaged or hostile file gives no face, or a
/// face without kerning, never a crash.
public final class FontFace: Sendable, Hashable {
    /// The PostScript name Interface Builder writes (`<fontDescription name=...>`).
    public let postScriptName: String
    let unitsPerEm: Double
    /// `hhea`'s ascender and descender (negative), in font units.
    let ascender: Double
    let descender: Double
    /// Each character's glyph and that glyph's advance width, in font units.
    let glyphs: [UInt32: UInt16]
    let advances: [UInt16]
    /// The pair-adjustment lookups of the `kern` feature (`GPOS`), in order.
    let kerning: PairKerning?

    init(
        postScriptName: String, unitsPerEm: Double, ascender: Double, descender: Double, glyphs: [UInt32: UInt16],
        advances: [UInt16], kerning: PairKerning?
    ) {
        self.postScriptName = postScriptName
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.glyphs = glyphs
        self.advances = advances
        self.kerning = kerning
    }

    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether the font has a glyph for every scalar of `c`.
    func covers(_ c: Character) -> Bool { c.unicodeScalars.allSatisfy { glyphs[$0.value] != nil } }

    /// The width of `text` in ems: advances and kerning (a character the font lacks
    /// counts as its missing glyph; `TextMeasurement` measures such text otherwise). Never
    /// less than 0, whatever kerning a damaged or hostile file gives.
    func ems(of text: Substring) -> Double {
        var units = 0.0
        var previous: UInt16?
        for scalar in text.unicodeScalars {
            let glyph = glyphs[scalar.value] ?? 0
            units += Double(advance(of: glyph))
            if let previous, let kerning { units += Double(kerning.adjustment(previous, glyph)) }
            previous = glyph
        }
        return max(0, units) / unitsPerEm
    }

    /// A line's height in ems (0 for a file whose descender is above its ascender).
    var lineHeight: Double { max(0, ascender - descender) / unitsPerEm }

    /// The ascender in ems: where the first baseline is below the top of the line.
    var ascenderEms: Double { ascender / unitsPerEm }

    private func advance(of glyph: UInt16) -> UInt16 {
        guard !advances.isEmpty else { return 0 }
        // Glyphs past the metrics' end all take the last advance (monospaced tails).
        return advances[min(Int(glyph), advances.count - 1)]
    }
}
