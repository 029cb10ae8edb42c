import LayoutDocument

/// Numbers and text as SVG and HTML attributes want them.
enum SVGText {
    /// A coordinate to a thousandth of a point; never `nan` or `inf` (0 instead), which
    /// would make the document invalid.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 1000).rounded() / 1000
        return formatNumber(r == 0 ? 0 : r)
    }

    /// Untrusted text for an attribute value or element content.
    static func escaped(_ s: String) -> String { XMLText.escaped(s) }

    /// `x="…" y="…" width="…" height="…"`, sizes never negative.
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
        "x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(max(w, 0)))\" height=\"\(number(max(h, 0)))\""
    }

    /// A colour as `fill`/`stroke` attributes want it, with its opacity apart.
    static func paint(_ attribute: String, _ c: RGBAColor) -> String {
        var s = "\(attribute)=\"\(c.hex)\""
        if c.alpha < 1 { s += " \(attribute)-opacity=\"\(number(max(c.alpha, 0)))\"" }
        return s
    }
}
