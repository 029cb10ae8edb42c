import LayoutCompilation
import LayoutDocument

/// What one view looks like in a picture: its frame's rectangle (filled with its
/// background colour, if it has one), then what its class shows, in root coordinates.
struct ViewDrawing {
    let frame: LayoutSolution.Frame
    let item: LayoutItem?
    /// Interface Builder's class name (`label`, `switch`, …), `stackView` or `root`.
    let className: String
    let direction: LayoutDirection

    var appearance: ViewAppearance? { item?.appearance }
    var x: Double { frame.x }
    var y: Double { frame.y }
    var w: Double { frame.width }
    var h: Double { frame.height }

    func svg(isRoot: Bool) -> String {
        var out = "<rect class=\"frame\" \(SVGText.rect(x, y, w, h))"
        if let bg = appearance?.backgroundColor, bg.alpha > 0 {
            out += " style=\"fill:\(bg.hex);fill-opacity:\(SVGText.number(bg.alpha))\""
        }
        out += "/>"
        switch className {
        case "label": out += label()
        case "button": out += button()
        case "textField": out += textField()
        case "textView": out += textView()
        case "imageView": out += imageView()
        case "switch": out += toggle()
        case "slider": out += slider()
        case "progressView": out += progress()
        case "segmentedControl": out += segmented()
        case "stepper": out += stepper()
        case "activityIndicatorView": out += activityIndicator()
        case "pageControl": out += pageControl()
        case "view":
            // A custom view draws itself at run time; its class says what it is.
            if let name = item?.customClass, !isRoot, item?.children.allSatisfy({ $0.element == .guide }) ?? true {
                out += imageName(name)
            }
        default: break
        }
        return out
    }

    // MARK: text

    /// The text's font: the measured one, else the system font at UIKit's default size
    /// for the class (a layout document says no more than the text).
    func font(default size: Double) -> TextMeasurement {
        appearance?.font ?? TextMeasurement(systemFontOfSize: size)
    }

    var text: String? {
        if let a = appearance { return a.text }
        return item?.text ?? item?.title
    }

    /// Lines of text in a box: each line at its measured width (`textLength`), aligned
    /// as the view aligns it, the block centred vertically (`top` nil) or from `top`.
    func textBlock(
        _ lines: [String], in box: (x: Double, y: Double, w: Double, h: Double), font m: TextMeasurement,
        alignment: ViewAppearance.TextAlignment, top: Double? = nil, cssClass: String? = nil,
        color: RGBAColor? = nil
    ) -> String {
        guard !lines.isEmpty else { return "" }
        let n = lines.count
        let blockHeight = m.height(lines: n)
        let step = n > 1 ? (blockHeight - m.height(lines: 1)) / Double(n - 1) : m.lineHeight
        let blockTop = top ?? box.y + (box.h - blockHeight) / 2
        let anchor: String
        let ax: Double
        switch alignment {
        case .center:
            (anchor, ax) = ("middle", box.x + box.w / 2)
        case .right:
            (anchor, ax) = ("end", box.x + box.w)
        case .natural where direction == .rightToLeft:
            (anchor, ax) = ("end", box.x + box.w)
        default:
            (anchor, ax) = ("start", box.x)
        }
        let weight = m.systemWeight.map { Self.cssWeights[$0] ?? 400 } ?? (m.bold ? 700 : 400)
        var out = ""
        for (k, line) in lines.enumerated() {
            let fitted = Self.truncated(line, toWidth: box.w, font: m)
            guard !fitted.isEmpty else { continue }
            let width = min(m.width(of: Substring(fitted)), max(box.w, 0))
            let baseline = blockTop + Double(k) * step + m.ascender
            out += "<text x=\"\(SVGText.number(ax))\" y=\"\(SVGText.number(baseline))\""
            out += " font-size=\"\(SVGText.number(m.pointSize))\""
            if weight != 400 { out += " font-weight=\"\(weight)\"" }
            if anchor != "start" { out += " text-anchor=\"\(anchor)\"" }
            if width > 0 { out += " textLength=\"\(SVGText.number(width))\" lengthAdjust=\"spacingAndGlyphs\"" }
            if let cssClass { out += " class=\"\(cssClass)\"" }
            if let color { out += " " + SVGText.paint("fill", color) }
            out += ">\(SVGText.escaped(fitted))</text>"
        }
        return out
    }

    static let cssWeights: [TextMeasurement.Weight: Int] = [
        .ultraLight: 100, .thin: 200, .light: 300, .regular: 400, .medium: 500, .semibold: 600, .bold: 700,
        .heavy: 800, .black: 900,
    ]

    /// `line`, cut with an ellipsis until it fits `width` (UILabel's tail truncation):
    /// the longest prefix that fits with "…", found by halving (a prefix is never
    /// narrower than a shorter one), so a long text costs a few measurements.
    static func truncated(_ line: String, toWidth width: Double, font m: TextMeasurement) -> String {
        guard m.width(of: Substring(line)) > width + 0.5 else { return line }
        let characters = Array(line)
        func fits(_ n: Int) -> Bool { m.width(of: Substring(String(characters[..<n]) + "…")) <= width + 0.5 }
        var (low, high) = (0, characters.count - 1)  // `low` fits (or is 0); `high` + 1 does not
        guard fits(0) else { return "" }
        while low < high {
            let mid = (low + high + 1) / 2
            if fits(mid) { low = mid } else { high = mid - 1 }
        }
        return String(characters[..<low]) + "…"
    }

    /// A label's lines: wrapped at its width when it may take several (as many as its
    /// height holds), else its first line.
    func label() -> String {
        guard let text, !text.isEmpty else { return "" }
        let m = font(default: 17)
        let maximum = appearance?.numberOfLines ?? (item?.wrapping.map { $0.maximumLines } ?? 1)
        var lines: [String]
        if maximum == 1 {
            let first = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            lines = [first == text ? first : first + "…"]
        } else {
            lines = m.lines(of: text, wrappedAt: w).map(String.init)
            var fit = 1
            while fit < lines.count, m.height(lines: fit + 1) <= h + 0.5 { fit += 1 }
            let limit = min(maximum > 0 ? maximum : lines.count, fit)
            if lines.count > limit {
                lines = Array(lines.prefix(limit))
                lines[limit - 1] += "…"
            }
        }
        return textBlock(
            lines, in: (x, y, w, h), font: m, alignment: appearance?.textAlignment ?? .natural,
            color: appearance?.textColor)
    }

    /// A button's title, centred in tint colour; its image's name when it has no title.
    func button() -> String {
        if let text, !text.isEmpty {
            return textBlock(
                [text], in: (x, y, w, h), font: font(default: 15), alignment: appearance?.textAlignment ?? .center,
                cssClass: appearance?.textColor == nil ? "tint" : nil, color: appearance?.textColor)
        }
        if let image = appearance?.imageName { return imageName(image) }
        return ""
    }

    /// A text field's border (by its style), then its text or its placeholder.
    func textField() -> String {
        let style = appearance?.borderStyle ?? "roundedRect"
        var out = ""
        switch style {
        case "roundedRect":
            out += "<rect \(SVGText.rect(x, y, w, h)) rx=\"5\" style=\"fill:#ffffff;stroke:#c7c7cc;stroke-width:1\"/>"
        case "line", "bezel":
            out += "<rect \(SVGText.rect(x, y, w, h)) style=\"fill:none;stroke:#000000;stroke-width:1\"/>"
        default: break
        }
        let inset = style == "roundedRect" ? 7.0 : style == "none" ? 0 : 4
        let box = (x: x + inset, y: y, w: w - 2 * inset, h: h)
        let m = font(default: 14)
        let alignment = appearance?.textAlignment ?? .natural
        if let text, !text.isEmpty {
            out += textBlock([text], in: box, font: m, alignment: alignment, color: appearance?.textColor)
        } else if let placeholder = appearance?.placeholder ?? item?.title, !placeholder.isEmpty {
            out += textBlock([placeholder], in: box, font: m, alignment: alignment, cssClass: "placeholder")
        }
        return out
    }

    /// A text view's text from its top left inset (8 pt above, 5 at the sides), wrapped.
    func textView() -> String {
        guard let text, !text.isEmpty else { return "" }
        let m = font(default: 14)
        var lines = m.lines(of: text, wrappedAt: w - 10).map(String.init)
        var fit = 1
        while fit < lines.count, m.height(lines: fit + 1) <= h - 16 + 0.5 { fit += 1 }
        if lines.count > fit { lines = Array(lines.prefix(fit)) }
        return textBlock(
            lines, in: (x + 5, y, w - 10, h), font: m, alignment: appearance?.textAlignment ?? .natural, top: y + 8,
            color: appearance?.textColor)
    }

    // MARK: images and controls

    /// An image view: a grey box crossed, with its image's name.
    func imageView() -> String {
        var out = "<path d=\"M\(p(x)) \(p(y))L\(p(x + w)) \(p(y + h))M\(p(x + w)) \(p(y))L\(p(x)) \(p(y + h))\""
        out += " style=\"stroke:#d1d1d6;stroke-width:0.5\"/>"
        if let name = appearance?.imageName { out += imageName(name) }
        return out
    }

    func imageName(_ name: String) -> String {
        textBlock(
            [name], in: (x + 2, y, w - 4, h), font: TextMeasurement(pointSize: 11), alignment: .center,
            cssClass: "note")
    }

    /// A switch: a pill, green when on, with its knob.
    func toggle() -> String {
        let on = appearance?.isOn ?? false
        let pw = min(w, 51)
        let r = h / 2
        var out = "<rect \(SVGText.rect(x, y, pw, h)) rx=\"\(p(r))\""
        out += on ? " style=\"fill:#34c759\"/>" : " style=\"fill:#e9e9ea;stroke:#d1d1d6\"/>"
        let cx = on ? x + pw - r : x + r
        out += "<circle cx=\"\(p(cx))\" cy=\"\(p(y + r))\" r=\"\(p(max(r - 2, 0)))\""
        out += " style=\"fill:#ffffff;stroke:#d1d1d6;stroke-width:0.5\"/>"
        return out
    }

    /// A slider: its track, filled up to its value, and its thumb.
    func slider() -> String {
        let f = appearance?.fraction ?? 0.5
        let cy = y + h / 2
        let r = max(min(h / 2 - 1, 14), 0)
        let (x0, x1) = (x + r, x + w - r)
        let tx = x0 + (x1 - x0) * f
        var out = "<line x1=\"\(p(x + 2))\" y1=\"\(p(cy))\" x2=\"\(p(x + w - 2))\" y2=\"\(p(cy))\""
        out += " style=\"stroke:#e5e5ea;stroke-width:4;stroke-linecap:round\"/>"
        out += "<line x1=\"\(p(x + 2))\" y1=\"\(p(cy))\" x2=\"\(p(tx))\" y2=\"\(p(cy))\""
        out += " style=\"stroke:#007aff;stroke-width:4;stroke-linecap:round\"/>"
        out += "<circle cx=\"\(p(tx))\" cy=\"\(p(cy))\" r=\"\(p(r))\""
        out += " style=\"fill:#ffffff;stroke:#d1d1d6;stroke-width:0.5\"/>"
        return out
    }

    /// A progress view: its track and how far it has got.
    func progress() -> String {
        let f = appearance?.fraction ?? 0
        let th = min(h, 4)
        let ty = y + (h - th) / 2
        var out = "<rect \(SVGText.rect(x, ty, w, th)) rx=\"\(p(th / 2))\" style=\"fill:#e5e5ea\"/>"
        out += "<rect \(SVGText.rect(x, ty, w * f, th)) rx=\"\(p(th / 2))\" style=\"fill:#007aff\"/>"
        return out
    }

    /// A segmented control: equal segments, the first selected, each with its title.
    func segmented() -> String {
        let titles = appearance?.segments ?? []
        var out = "<rect \(SVGText.rect(x, y, w, h)) rx=\"7\" style=\"fill:#eeeeef;stroke:#d1d1d6\"/>"
        guard !titles.isEmpty else { return out }
        let sw = w / Double(titles.count)
        out += "<rect \(SVGText.rect(x + 2, y + 2, sw - 4, h - 4)) rx=\"6\" style=\"fill:#ffffff\"/>"
        let m = TextMeasurement(systemFontOfSize: 13)
        for (k, title) in titles.enumerated() {
            let sx = x + Double(k) * sw
            if k > 0 {
                out += "<line x1=\"\(p(sx))\" y1=\"\(p(y + 6))\" x2=\"\(p(sx))\" y2=\"\(p(y + h - 6))\""
                out += " style=\"stroke:#d1d1d6\"/>"
            }
            out += textBlock([title], in: (sx + 4, y, sw - 8, h), font: m, alignment: .center)
        }
        return out
    }

    /// A stepper: two halves, minus and plus.
    func stepper() -> String {
        var out = "<rect \(SVGText.rect(x, y, w, h)) rx=\"8\" style=\"fill:#eeeeef\"/>"
        out += "<line x1=\"\(p(x + w / 2))\" y1=\"\(p(y + 7))\" x2=\"\(p(x + w / 2))\" y2=\"\(p(y + h - 7))\""
        out += " style=\"stroke:#c7c7cc\"/>"
        let m = TextMeasurement(systemFontOfSize: 20)
        out += textBlock(["−"], in: (x, y, w / 2, h), font: m, alignment: .center)
        out += textBlock(["+"], in: (x + w / 2, y, w / 2, h), font: m, alignment: .center)
        return out
    }

    /// An activity indicator: a ring of dashes.
    func activityIndicator() -> String {
        let r = max(min(w, h) / 2 - 2, 0)
        return "<circle cx=\"\(p(x + w / 2))\" cy=\"\(p(y + h / 2))\" r=\"\(p(r))\""
            + " style=\"fill:none;stroke:#8e8e93;stroke-width:2;stroke-dasharray:2 3\"/>"
    }

    /// A page control: three dots, the first current.
    func pageControl() -> String {
        var out = ""
        for k in 0..<3 {
            let cx = x + w / 2 + Double(k - 1) * 16
            out += "<circle cx=\"\(p(cx))\" cy=\"\(p(y + h / 2))\" r=\"3.5\""
            out += k == 0 ? " style=\"fill:#3c3c43\"/>" : " style=\"fill:#c7c7cc\"/>"
        }
        return out
    }

    private func p(_ v: Double) -> String { SVGText.number(v) }
}
