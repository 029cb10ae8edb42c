/// A deterministic stand-in for measuring text in the system font, used where an
/// Interface Builder view's intrinsic size comes from its text (labels, buttons, text
/// fields). It is not UIKit's measurement (that needs the font files); it is a fixed,
/// documented model so that results are reproducible on any machine, and any view can
/// override it with Interface Builder's placeholder intrinsic size.
///
/// - Advance widths, as fractions of the point size: narrow characters (`i l j ' . , : ;
///   ! | ( ) [ ] f t` and space) 0.28; `m w M W` 0.86; other capitals and digits 0.62;
///   other lowercase letters and ASCII punctuation 0.52; East Asian wide characters
///   1.0; anything else 0.6.
/// - Line height: the point size × 1.2, rounded up to a whole point.
/// - First baseline: the point size × 0.95 below the top of the line (SF's ascender),
///   to a tenth of a point.
/// - Bold fonts are 5 % wider.
public struct TextMeasurement: Sendable, Hashable {
    public var pointSize: Double
    public var bold: Bool

    public init(pointSize: Double, bold: Bool = false) {
        self.pointSize = pointSize
        self.bold = bold
    }

    public var lineHeight: Double { (pointSize * 1.2).rounded(.up) }
    public var ascender: Double { (pointSize * 0.95 * 10).rounded() / 10 }

    /// The width of one line, rounded up to a whole point.
    public func width(of line: Substring) -> Double {
        var em = 0.0
        for c in line { em += Self.advance(c) }
        return (em * pointSize * (bold ? 1.05 : 1)).rounded(.up)
    }

    /// The widest line and the number of lines of `text` (newlines separate lines).
    public func size(of text: String) -> (width: Double, lines: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.map { width(of: $0) }.max() ?? 0, max(lines.count, 1))
    }

    /// How many lines `text` takes when wrapped at `width`, as a label wraps by words
    /// (a word wider than the line breaks by characters); newlines start lines.
    public func lineCount(of text: String, wrappedAt width: Double) -> Int {
        guard width > 0 else { return 1 }
        var count = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            count += 1
            var line = 0.0
            let space = Self.advance(" ") * pointSize * (bold ? 1.05 : 1)
            for word in paragraph.split(separator: " ") {
                var w = Double(word.reduce(0) { $0 + Self.advance($1) }) * pointSize * (bold ? 1.05 : 1)
                let needed = line == 0 ? w : line + space + w
                if needed <= width + 0.5 {
                    line = needed
                    continue
                }
                if line > 0 { count += 1 }
                // A word wider than the line fills whole lines first.
                while w > width + 0.5 {
                    count += 1
                    w -= width
                }
                line = w
            }
        }
        return max(count, 1)
    }

    static func advance(_ c: Character) -> Double {
        if "ilj'.,:;!|()[]ft ".contains(c) { return 0.28 }
        if "mwMW".contains(c) { return 0.86 }
        if c.isASCII {
            if c.isUppercase || c.isNumber { return 0.62 }
            return 0.52
        }
        if let scalar = c.unicodeScalars.first, Self.isWide(scalar.value) { return 1.0 }
        return 0.6
    }

    /// CJK ideographs, kana, hangul and full-width forms.
    static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
    }

    /// Point sizes of the Dynamic Type text styles at the default (Large) setting.
    public static let textStyles: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]
}
