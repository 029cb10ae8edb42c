/// A layout document's `font`: a Dynamic Type text style, the system font at a size and
/// weight, or a named font at a size. Text in a text style follows the content size
/// category; a point size stays as it is, as in UIKit.
public enum TextFont: Sendable, Hashable, CustomStringConvertible {
    /// `body`, `headline`, `caption1`, `largeTitle`, … (UIKit's names without `UIFont.TextStyle.`).
    case textStyle(String)
    /// `system 17`, `system-semibold 15`.
    case system(size: Double, weight: TextMeasurement.Weight)
    /// `Avenir-Heavy 17`: measured with `NamedFontMetrics` (an estimate for most families).
    case named(String, size: Double)

    /// The text styles by their document names, with UIKit's identifiers.
    public static let textStyles: [String: String] = [
        "largeTitle": "UICTFontTextStyleLargeTitle", "title1": "UICTFontTextStyleTitle1",
        "title2": "UICTFontTextStyleTitle2", "title3": "UICTFontTextStyleTitle3",
        "headline": "UICTFontTextStyleHeadline", "body": "UICTFontTextStyleBody",
        "callout": "UICTFontTextStyleCallout", "subheadline": "UICTFontTextStyleSubhead",
        "footnote": "UICTFontTextStyleFootnote", "caption1": "UICTFontTextStyleCaption1",
        "caption2": "UICTFontTextStyleCaption2",
    ]

    /// Reads `body`, `system 17`, `system-bold 15`, `Avenir-Heavy 17`; nil for anything
    /// else (an unknown style, a size that is not a positive number up to 1,000).
    public init?(parsing text: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        if parts.count == 1 {
            let name = String(parts[0])
            guard Self.textStyles[name] != nil else { return nil }
            self = .textStyle(name)
            return
        }
        guard parts.count == 2, let size = Double(parts[1]), size.isFinite, size > 0, size <= 1000 else {
            return nil
        }
        let family = String(parts[0])
        if family == "system" {
            self = .system(size: size, weight: .regular)
        } else if family.hasPrefix("system-") {
            guard let weight = TextMeasurement.Weight(named: String(family.dropFirst("system-".count))) else {
                return nil
            }
            self = .system(size: size, weight: weight)
        } else {
            self = .named(family, size: size)
        }
    }

    /// As written in a document.
    public var description: String {
        switch self {
        case .textStyle(let name): return name
        case .system(let size, let weight):
            return "system\(weight == .regular ? "" : "-" + weight.rawValue) \(formatNumber(size))"
        case .named(let name, let size): return "\(name) \(formatNumber(size))"
        }
    }

    /// The point size at `contentSize` (text styles follow it; other fonts do not).
    public func pointSize(at contentSize: ContentSizeCategory) -> Double {
        switch self {
        case .textStyle(let name): return contentSize.pointSize(ofTextStyle: Self.textStyles[name]!) ?? 17
        case .system(let size, _), .named(_, let size): return size
        }
    }

    /// How text in this font is measured at `contentSize`, with UIKit's rounding to a 2x
    /// screen's pixels (a document names no device): San Francisco's metrics for text
    /// styles and the system font (the headline style is semibold), San Francisco scaled by
    /// the family's fitted factors for a named font.
    /// `fonts`: the fonts the project ships, by PostScript name; a named font among them is
    /// measured with its file.
    public func measurement(at contentSize: ContentSizeCategory, fonts: [String: FontFace] = [:]) -> TextMeasurement {
        let size = pointSize(at: contentSize)
        switch self {
        case .textStyle(let name):
            var m = TextMeasurement(systemFontOfSize: size, weight: name == "headline" ? .semibold : .regular)
            m.narrowAdvances = true
            if let leading = contentSize.lineLeading(ofTextStyle: Self.textStyles[name]!) {
                m.setTextStyleLeading(leading)
            }
            return m
        case .system(_, let weight):
            var m = TextMeasurement(systemFontOfSize: size, weight: weight)
            m.narrowAdvances = true
            return m
        case .named(let name, _): return TextMeasurement(fontNamed: name, pointSize: size, projectFonts: fonts)
        }
    }
}
