/// What a view shows, as far as a picture of the layout needs it: its class as Interface
/// Builder names it, its text and font, its image, its colours. Nothing here takes part
/// in the layout; `sizeclass render` draws it.
public struct ViewAppearance: Sendable, Hashable {
    /// How a line of text sits in its view (`NSTextAlignment`; natural follows the
    /// layout direction).
    public enum TextAlignment: String, Sendable, Hashable {
        case natural, left, center, right, justified
    }

    /// Interface Builder's element name for the view's class: `label`, `button`,
    /// `switch`, `slider`, `segmentedControl`, `tableView`, `view`, …
    public var className: String
    /// A label's or text view's text, a button's title, a text field's text.
    public var text: String?
    /// A text field's placeholder.
    public var placeholder: String?
    /// The image an image view or button shows, by name.
    public var imageName: String?
    /// The text's font, as it was measured.
    public var font: TextMeasurement?
    /// The font of the size classes that have their own (a font variation), as measured.
    public var fontBySizeClass: [SizeClass: TextMeasurement] = [:]
    public var textAlignment: TextAlignment = .natural
    /// A label's most lines (0: any number).
    public var numberOfLines = 1
    /// A segmented control's titles.
    public var segments: [String] = []
    /// A switch's state, a slider's or progress view's fraction of its range.
    public var isOn = false
    public var fraction: Double?
    /// A text field's border (`none`, `line`, `bezel`, `roundedRect`).
    public var borderStyle: String?
    public var backgroundColor: RGBAColor?
    /// The text's colour (a button's title colour, a label's text colour).
    public var textColor: RGBAColor?

    public init(className: String) { self.className = className }

    /// The text's font in `sizeClass`: the most specific class's own along its
    /// resolution chain, else the view's.
    public func font(in sizeClass: SizeClass) -> TextMeasurement? {
        guard !fontBySizeClass.isEmpty else { return font }
        return sizeClass.resolutionChain.lazy.compactMap { fontBySizeClass[$0] }.first ?? font
    }
}

/// A colour with components from 0 to 1 (sRGB, as a picture shows it).
public struct RGBAColor: Sendable, Hashable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public init(white: Double, alpha: Double = 1) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// `#rrggbb`, for SVG and CSS (the alpha is written apart).
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for c in [red, green, blue] {
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            s.append(digits[v / 16])
            s.append(digits[v % 16])
        }
        return s
    }
}
