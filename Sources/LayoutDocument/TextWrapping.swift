/// What a wrapping label (or a text view that does not scroll) shows, so that its height
/// can be measured again at the width the layout gives it (UIKit's two passes:
/// `preferredMaxLayoutWidth` is the width after the first).
public struct TextWrapping: Sendable, Hashable {
    public var text: String
    public var measurement: TextMeasurement
    /// The most lines shown; 0 for any number.
    public var maximumLines: Int
    /// What the view adds around its text: a text view's container inset (8 pt above and
    /// below) and line fragment padding (5 pt either side); 0 for a label.
    public var horizontalInset: Double
    public var verticalInset: Double

    public init(
        text: String, measurement: TextMeasurement, maximumLines: Int, horizontalInset: Double = 0,
        verticalInset: Double = 0
    ) {
        self.text = text
        self.measurement = measurement
        self.maximumLines = maximumLines
        self.horizontalInset = horizontalInset
        self.verticalInset = verticalInset
    }

    /// A text view that does not scroll, showing `text`: it wraps 5 pt inside either side
    /// (UIKit's line fragment padding) and adds 8 pt above and below (its text container
    /// inset). Habitica's empty 14 pt text views were saved 33 pt high, 15 pt ones 34.
    public static func textView(showing text: String, in measurement: TextMeasurement) -> TextWrapping {
        TextWrapping(text: text, measurement: measurement, maximumLines: 0, horizontalInset: 10, verticalInset: 16)
    }

    /// The size before wrapping (UIKit's first pass): as wide as the widest line, as tall
    /// as the lines, with the insets.
    public var unwrappedSize: (width: Double, height: Double) {
        (measurement.size(of: text).width + horizontalInset, height(at: 0))
    }

    /// The first baseline from the top and the last from the bottom, on one line.
    public var baselines: (first: Double, last: Double) {
        let m = measurement
        return (tenth(verticalInset / 2 + m.ascender), tenth(verticalInset / 2 + m.lineHeight - m.ascender))
    }

    private func tenth(_ v: Double) -> Double { (v * 10).rounded() / 10 }

    /// The height at `width`: its lines, at most `maximumLines`, each a line high, and the
    /// insets. A text view's empty text is a line high, as its caret is.
    public func height(at width: Double) -> Double {
        var lines = measurement.lineCount(of: text, wrappedAt: width - horizontalInset)
        if maximumLines > 0 { lines = min(lines, maximumLines) }
        if verticalInset > 0 { lines = max(lines, 1) }
        return measurement.height(lines: lines) + verticalInset
    }
}
