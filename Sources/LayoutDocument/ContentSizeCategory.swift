/// A Dynamic Type setting (UIKit's `UIContentSizeCategory`): the size of text in the
/// text styles (`UICTFontTextStyleBody`, …) a user chose in Settings, from extra small to
/// the largest accessibility size.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case extraSmall = "extra-small"
    case small
    case medium
    /// The default.
    case large
    case extraLarge = "extra-large"
    case extraExtraLarge = "extra-extra-large"
    case extraExtraExtraLarge = "extra-extra-extra-large"
    case accessibilityMedium = "accessibility-medium"
    case accessibilityLarge = "accessibility-large"
    case accessibilityExtraLarge = "accessibility-extra-large"
    case accessibilityExtraExtraLarge = "accessibility-extra-extra-large"
    case accessibilityExtraExtraExtraLarge = "accessibility-extra-extra-extra-large"

    public var description: String { rawValue }

    /// Xcode's short names (Environment Overrides, previews): `XS`, `L`, `AX1` … `AX5`.
    public var shortName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][
            Self.allCases.firstIndex(of: self)!]
    }

    /// A category by its name or Xcode's short name (`accessibility-large`, `AX2`,
    /// `accessibilityLarge`, case ignored).
    public init?(name: String) {
        // No Foundation here: letters compared without case, hyphens and underscores.
        func key(_ s: String) -> String { String(s.lowercased().filter { $0 != "-" && $0 != "_" }) }
        let wanted = key(name)
        guard let found = Self.allCases.first(where: { key($0.rawValue) == wanted || key($0.shortName) == wanted })
        else { return nil }
        self = found
    }

    /// The point size of a text style (`UICTFontTextStyleBody`) at this setting, from
    /// Apple's Dynamic Type size tables for iOS; nil for a style it does not know.
    public func pointSize(ofTextStyle style: String) -> Double? {
        guard let sizes = Self.sizes[style] else { return nil }
        return sizes[Self.allCases.firstIndex(of: self)!]
    }

    /// The readable width (UIView's `readableContentGuide`, which a view's margins follow
    /// with Xcode's "Follow Readable Width"): 672 pt at Large, the default (an iPad in
    /// landscape, 1024 pt wide, has its readable content 176 pt in from either edge);
    /// UIKit scales it with the text size, and the tool scales it with the Body style's
    /// size at other settings (an estimate: Apple publishes no table of it).
    public var readableWidth: Double {
        let body = "UICTFontTextStyleBody"
        return 672 * (pointSize(ofTextStyle: body) ?? 17) / (Self.large.pointSize(ofTextStyle: body) ?? 17)
    }

    /// The distance from one line's baseline to the next of a text style's wrapping text
    /// at this setting: Apple's leading at Large (Body 22 pt for 17 pt text), scaled with
    /// the style's size at other settings (an approximation: the tables' leading grows
    /// with the size in about that ratio). Nil for a style it does not know.
    public func lineLeading(ofTextStyle style: String) -> Double? {
        guard let leading = Self.leadingAtLarge[style], let size = pointSize(ofTextStyle: style),
            let large = ContentSizeCategory.large.pointSize(ofTextStyle: style)
        else { return nil }
        return leading * size / large
    }

    /// Each text style's leading at Large (the Human Interface Guidelines' table). The
    /// saved frames of wrapping labels agree: Body 42.5 pt for two lines and 152.5 for
    /// seven, Subheadline 38 for two, Footnote 70 for four (each line after the first
    /// this far below the one before).
    static let leadingAtLarge: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 41, "UICTFontTextStyleTitle0": 41, "UICTFontTextStyleTitle1": 34,
        "UICTFontTextStyleTitle2": 28, "UICTFontTextStyleTitle3": 25, "UICTFontTextStyleHeadline": 22,
        "UICTFontTextStyleBody": 22, "UICTFontTextStyleCallout": 21, "UICTFontTextStyleSubhead": 20,
        "UICTFontTextStyleFootnote": 18, "UICTFontTextStyleCaption1": 16, "UICTFontTextStyleCaption2": 13,
    ]

    /// Each text style's sizes, extra small to accessibility extra extra extra large (the
    /// Human Interface Guidelines' tables; Large is the default column).
    static let sizes: [String: [Double]] = [
        "UICTFontTextStyleLargeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "UICTFontTextStyleTitle0": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "UICTFontTextStyleTitle1": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "UICTFontTextStyleTitle2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "UICTFontTextStyleTitle3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "UICTFontTextStyleHeadline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "UICTFontTextStyleBody": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "UICTFontTextStyleCallout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "UICTFontTextStyleSubhead": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "UICTFontTextStyleFootnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "UICTFontTextStyleCaption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "UICTFontTextStyleCaption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}
