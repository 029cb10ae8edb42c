/// What a view's text measures in its font: the intrinsic size, the baselines, the
/// wrapping of a label that may take several lines, and how, for people to see.
public struct TextMeasured: Sendable, Hashable {
    public var width, height: Double
    public var firstBaseline, lastBaseline: Double
    public var wrapping: TextWrapping?
    public var measurement: TextMeasurement
    public var note: String
}

extension LayoutItem {
    /// The view's text measured in `font` at `contentSize`, as a layout document's
    /// `font` asks: a label's `text` (one line, or wrapping at its width with `lines`
    /// other than 1), a button's `title` (a classic button: its title's width rounded up
    /// to a point, at least 30, the title a whole number of points high with 6 pt above
    /// and below), a text field's `text` (a rounded rect: 7 pt each side, at least 34
    /// high), a text view's `text` (one that does not scroll: wrapping at its width less
    /// 10 pt, 16 pt taller than its lines); nil for other kinds of view.
    public func measuredText(
        in font: TextFont, at contentSize: ContentSizeCategory = .large, fonts: [String: FontFace] = [:]
    ) -> TextMeasured? {
        let m = font.measurement(at: contentSize, fonts: fonts)
        var described = font.description
        if case .textStyle = font { described += " (\(formatNumber(font.pointSize(at: contentSize))) pt)" }
        func tenth(_ v: Double) -> Double { (v * 10).rounded() / 10 }
        func quoted(_ s: String) -> String { s.count > 24 ? "'\(s.prefix(21))…'" : "'\(s)'" }
        switch kind {
        case .label:
            let text = self.text ?? ""
            var (width, count) = m.size(of: text)
            let lines = self.lines ?? 1
            if lines > 0 { count = min(count, lines) }
            if text.isEmpty { (width, count) = (0, 0) }
            let wrapping =
                lines != 1 && !text.isEmpty
                ? TextWrapping(text: text, measurement: m, maximumLines: max(lines, 0)) : nil
            return TextMeasured(
                width: width, height: m.height(lines: count), firstBaseline: m.ascender,
                lastBaseline: tenth(m.lineHeight - m.ascender), wrapping: wrapping, measurement: m,
                note: "measured from text \(quoted(text)) in \(described)")
        case .button:
            let title = self.title ?? ""
            let line = m.lineHeight.rounded(.up)
            return TextMeasured(
                width: max(30, m.width(of: Substring(title)).rounded(.up)), height: line + 12,
                firstBaseline: tenth(6 + m.ascender), lastBaseline: tenth(6 + line - m.ascender), wrapping: nil,
                measurement: m, note: "measured from title \(quoted(title)) in \(described)")
        case .textField:
            let text = self.text ?? ""
            let height = max(34, m.lineHeight + 13.5)
            let first = tenth(((height - m.lineHeight) / 2).rounded(.down) + m.ascender)
            return TextMeasured(
                width: m.width(of: Substring(text)) + 14, height: height, firstBaseline: first,
                lastBaseline: tenth(height - first), wrapping: nil, measurement: m,
                note: "measured from text \(quoted(text)) in \(described)")
        case .textView:
            // Measured as a text view that does not scroll (one that scrolls has no size of
            // its own, and no `font` to measure).
            let text = self.text ?? ""
            let wrapping = TextWrapping.textView(showing: text, in: m)
            let size = wrapping.unwrappedSize
            let baselines = wrapping.baselines
            return TextMeasured(
                width: size.width, height: size.height, firstBaseline: baselines.first, lastBaseline: baselines.last,
                wrapping: wrapping, measurement: m, note: "measured from text \(quoted(text)) in \(described)")
        default:
            return nil
        }
    }
}

extension LayoutDocument {
    /// The document with every view that gives a `font` measured at `contentSize`
    /// (`LayoutItem.measuredText`). An intrinsic size or baseline the document gives
    /// wins over the measured one. A named font among `fonts` (the project's, by
    /// PostScript name) is measured with its file; one without fitted widths otherwise is
    /// an `unknown-font` warning once per document, at its first use.
    public func measuringText(
        at contentSize: ContentSizeCategory = .large, path: String, fonts: [String: FontFace] = [:]
    ) -> (document: LayoutDocument, warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var warned = false
        func measure(_ item: inout LayoutItem) {
            for k in item.children.indices { measure(&item.children[k]) }
            guard item.element == .view else { return }
            if let font = item.font, let measured = item.measuredText(in: font, at: contentSize, fonts: fonts) {
                var a = item.attributes
                item.measuredFromText.formUnion(Self.fill(&a, from: measured))
                if item.measuredFromText.contains("intrinsicHeight") { item.wrapping = measured.wrapping }
                item.attributes = a
                item.intrinsicSizeNote = measured.note
                // Pictures draw the text in the font it was measured in.
                var appearance = item.appearance ?? ViewAppearance(className: item.kind.rawValue)
                appearance.font = measured.measurement
                if appearance.text == nil { appearance.text = item.kind == .button ? item.title : item.text }
                appearance.numberOfLines = item.kind == .label ? (item.lines ?? 1) : 1
                item.appearance = appearance
                warnIfUnknown(font, measured, at: item.attributeLocations["font"] ?? item.location)
            }
            // A class's own font measures the text again for that class: what its variation
            // does not give, and, for a label that wraps, its wrapping there.
            for v in item.fontVariations {
                guard let measured = item.measuredText(in: v.attributes, at: contentSize, fonts: fonts) else {
                    continue
                }
                var filled: Set<String> = []
                item.variations.vary(in: v.sizeClass, empty: ViewAttributes(), location: v.location) {
                    filled = Self.fill(&$0, from: measured)
                }
                item.measuredFromTextByClass[v.sizeClass, default: []].formUnion(filled)
                if filled.contains("intrinsicHeight"), let wrapping = measured.wrapping {
                    item.wrappingVariations.vary(in: v.sizeClass, empty: wrapping, location: v.location) {
                        $0 = wrapping
                    }
                }
                // Pictures of the class draw its text in its font.
                if item.appearance == nil { item.appearance = ViewAppearance(className: item.kind.rawValue) }
                item.appearance?.fontBySizeClass[v.sizeClass] = measured.measurement
                warnIfUnknown(v.attributes, measured, at: v.location)
            }
        }
        func warnIfUnknown(_ font: TextFont, _ measured: TextMeasured, at location: SourceLocation) {
            guard case .named(let name, _) = font, measured.measurement.isEstimate, !warned else { return }
            warned = true
            warnings.append(
                Diagnostic(
                    path: path, location: location, severity: .warning,
                    message:
                        "sizeclass has no fitted widths for font '\(name)': text in it is measured as San Francisco, an estimate "
                        + "(an intrinsicWidth and intrinsicHeight fix a size that matters)",
                    rule: .unknownFont))
        }
        var document = self
        measure(&document.root)
        return (document, warnings)
    }

    /// Gives `a` the measured intrinsic size, and with a measured height the baselines,
    /// wherever it has none: the names of the attributes filled.
    private static func fill(_ a: inout ViewAttributes, from measured: TextMeasured) -> Set<String> {
        var filled: Set<String> = []
        if a.intrinsicWidth == nil {
            a.intrinsicWidth = measured.width
            filled.insert("intrinsicWidth")
        }
        guard a.intrinsicHeight == nil else { return filled }
        a.intrinsicHeight = measured.height
        filled.insert("intrinsicHeight")
        if a.firstBaseline == nil {
            a.firstBaseline = measured.firstBaseline
            filled.insert("firstBaseline")
        }
        if a.lastBaseline == nil {
            a.lastBaseline = measured.lastBaseline
            filled.insert("lastBaseline")
        }
        return filled
    }
}
