/// What a wrapping label shows, so that its height can be measured again at the width
/// the layout gives it (UIKit's two passes: `preferredMaxLayoutWidth` is the width after
/// the first).
public struct TextWrapping: Sendable, Hashable {
    public var text: String
    public var measurement: TextMeasurement
    /// The most lines shown; 0 for any number.
    public var maximumLines: Int

    public init(text: String, measurement: TextMeasurement, maximumLines: Int) {
        self.text = text
        self.measurement = measurement
        self.maximumLines = maximumLines
    }

    /// The height at `width`: its lines, at most `maximumLines`, each a line high.
    public func height(at width: Double) -> Double {
        var lines = measurement.lineCount(of: text, wrappedAt: width)
        if maximumLines > 0 { lines = min(lines, maximumLines) }
        return measurement.height(lines: lines)
    }
}
