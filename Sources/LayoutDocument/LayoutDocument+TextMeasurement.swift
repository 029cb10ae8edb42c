extension LayoutDocument {
    /// The document with every view that gives a `font` measured, at `contentSize`: a
    /// label's `text` (one line, or wrapping at its width with `lines` other than 1), a
    /// button's `title` (a classic button: its title's width rounded up to a point, the
    /// title a whole number of points high with 6 pt above and below), a text field's
    /// `text` (a rounded rect: 7 pt each side, at least 34 high). An intrinsic size or
    /// baseline the document gives wins over the measured one. A named font, which has no
    /// metrics here, is an `unknown-font` warning once per document, at its first use.
    public func measuringText(
        at contentSize: ContentSizeCategory = .large, path: String
    ) -> (document: LayoutDocument, warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var warned = false
        func measure(_ item: inout LayoutItem) {
            for k in item.children.indices { measure(&item.children[k]) }
            guard let font = item.font, item.element == .view else { return }
            let m = font.measurement(at: contentSize)
            var a = item.attributes
            var described = font.description
            if case .textStyle = font { described += " (\(formatNumber(font.pointSize(at: contentSize))) pt)" }
            var size: (width: Double, height: Double)
            var baselines: (first: Double, last: Double)
            var note: String
            switch item.kind {
            case .label:
                let text = item.text ?? ""
                var (width, count) = m.size(of: text)
                let lines = item.lines ?? 1
                if lines > 0 { count = min(count, lines) }
                if text.isEmpty { (width, count) = (0, 0) }
                size = (width, m.height(lines: count))
                if lines != 1, !text.isEmpty, a.intrinsicHeight == nil {
                    item.wrapping = TextWrapping(text: text, measurement: m, maximumLines: max(lines, 0))
                }
                baselines = (m.ascender, Self.tenth(m.lineHeight - m.ascender))
                note = "measured from text \(Self.quoted(text)) in \(described)"
            case .button:
                let title = item.title ?? ""
                let line = m.lineHeight.rounded(.up)
                size = (max(30, m.width(of: Substring(title)).rounded(.up)), line + 12)
                baselines = (Self.tenth(6 + m.ascender), Self.tenth(6 + line - m.ascender))
                note = "measured from title \(Self.quoted(title)) in \(described)"
            case .textField:
                let text = item.text ?? ""
                size = (m.width(of: Substring(text)) + 14, max(34, m.lineHeight + 13.5))
                let first = Self.tenth(((size.height - m.lineHeight) / 2).rounded(.down) + m.ascender)
                baselines = (first, Self.tenth(size.height - first))
                note = "measured from text \(Self.quoted(text)) in \(described)"
            default:
                return
            }
            if a.intrinsicWidth == nil {
                a.intrinsicWidth = size.width
                item.measuredFromText.insert("intrinsicWidth")
            }
            if a.intrinsicHeight == nil {
                a.intrinsicHeight = size.height
                item.measuredFromText.insert("intrinsicHeight")
                if a.firstBaseline == nil {
                    a.firstBaseline = baselines.first
                    item.measuredFromText.insert("firstBaseline")
                }
                if a.lastBaseline == nil {
                    a.lastBaseline = baselines.last
                    item.measuredFromText.insert("lastBaseline")
                }
            }
            item.attributes = a
            item.intrinsicSizeNote = note
            // Pictures draw the text in the font it was measured in.
            var appearance = item.appearance ?? ViewAppearance(className: item.kind.rawValue)
            appearance.font = m
            if appearance.text == nil { appearance.text = item.kind == .button ? item.title : item.text }
            appearance.numberOfLines = item.kind == .label ? (item.lines ?? 1) : 1
            item.appearance = appearance
            if case .named(let name, _) = font, !warned {
                warned = true
                warnings.append(
                    Diagnostic(
                        path: path, location: item.attributeLocations["font"] ?? item.location, severity: .warning,
                        message: "sizeclass has no metrics for font '\(name)': text in it is measured with an estimate "
                            + "(an intrinsicWidth and intrinsicHeight fix a size that matters)",
                        rule: .unknownFont))
            }
        }
        var document = self
        measure(&document.root)
        return (document, warnings)
    }

    private static func tenth(_ v: Double) -> Double { (v * 10).rounded() / 10 }
    private static func quoted(_ s: String) -> String { s.count > 24 ? "'\(s.prefix(21))…'" : "'\(s)'" }
}
