import LayoutDocument

/// The legend below a picture: a swatch and a few words per entry, in rows no wider
/// than the picture (at least 200 pt).
struct LegendLayout {
    struct Entry {
        var cssClass: String
        var text: String
    }

    var entries: [Entry]
    /// Each entry's origin, relative to the legend's top left.
    private var origins: [(x: Double, y: Double)] = []
    private(set) var width = 0.0
    private(set) var height = 0.0

    static let rowHeight = 18.0
    static let font = TextMeasurement(pointSize: 11)

    init(entries: [Entry], width available: Double) {
        self.entries = entries
        guard !entries.isEmpty else { return }
        var x = 8.0
        var y = 6.0
        for e in entries {
            let w = 14 + 5 + Self.font.width(of: Substring(e.text)) + 14
            if x + w > available, x > 8 {
                x = 8
                y += Self.rowHeight
            }
            origins.append((x, y))
            x += w
            width = max(width, x)
        }
        height = y + Self.rowHeight + 2
    }

    /// The legend as a group placed `top` points down.
    func svg(top: Double) -> String {
        var out = "<g class=\"legend\" transform=\"translate(0 \(SVGText.number(top)))\">\n"
        for (e, o) in zip(entries, origins) {
            out += "<rect class=\"\(e.cssClass)\" \(SVGText.rect(o.x, o.y + 2, 14, 10))/>"
            out += "<text x=\"\(SVGText.number(o.x + 19))\" y=\"\(SVGText.number(o.y + 11))\">"
            out += "\(SVGText.escaped(e.text))</text>\n"
        }
        out += "</g>\n"
        return out
    }
}
