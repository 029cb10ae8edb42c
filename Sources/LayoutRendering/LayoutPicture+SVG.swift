import LayoutCompilation
import LayoutDocument

extension LayoutPicture {
    /// The picture as a standalone SVG document.
    public func svg(options: Options = Options()) -> String { svg(options: options, styled: true) }

    /// The picture, with its stylesheet or without it (inside a page that has it once).
    func svg(options: Options, styled: Bool) -> String {
        let e = solution.environment
        let (w, h) = (e.size.width, e.size.height)
        let legend = options.legend ? legendEntries(options: options) : []
        let legendRows = LegendLayout(entries: legend, width: max(w, 200))
        let totalWidth = max(w, legend.isEmpty ? 0 : legendRows.width)
        let totalHeight = h + legendRows.height
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" class="sizeclass-layout" \
            viewBox="0 0 \(SVGText.number(totalWidth)) \(SVGText.number(totalHeight))" \
            width="\(SVGText.number(totalWidth))" height="\(SVGText.number(totalHeight))" \
            data-width="\(SVGText.number(w))" data-height="\(SVGText.number(h))" \
            data-class="\(solution.sizeClass)" data-status="\(solution.status.rawValue)">

            """
        out += "<title>\(SVGText.escaped("\(name) — \(e.summary)"))</title>\n"
        if styled { out += "<style>\(Self.stylesheet)</style>\n" }
        out += "<g class=\"views\">\n"
        let marks = marks
        for f in solution.frames where f.element != .guide {
            out += group(f, isRoot: f.id == solution.frames.first?.id, mark: marks[f.id])
        }
        out += "</g>\n"
        if options.guides { out += guides() }
        out += problemOverlay(marks)
        if !legend.isEmpty { out += legendRows.svg(top: h) }
        out += "</svg>\n"
        return out
    }

    /// One item: its frame, then what it shows.
    func group(_ f: LayoutSolution.Frame, isRoot: Bool, mark: Mark?) -> String {
        let item = items[f.id]
        let className = isRoot ? "root" : f.element == .stack ? "stackView" : appearanceClass(f, item)
        var classes = ["view", "kind-\(className)"]
        if let mark { classes.append(mark.rawValue) }
        var out = "<g class=\"\(classes.joined(separator: " "))\" data-id=\"\(SVGText.escaped(f.id))\""
        out += " data-name=\"\(SVGText.escaped(f.name))\" data-kind=\"\(SVGText.escaped(className))\""
        if f.hidden { out += " data-hidden=\"true\" display=\"none\"" }
        out += ">"
        let frameText =
            "\(SVGText.number(f.x)), \(SVGText.number(f.y)), \(SVGText.number(f.width)) × \(SVGText.number(f.height))"
        let problem = mark.map { $0 == .conflict ? " — in a conflict" : " — ambiguous" } ?? ""
        out += "<title>\(SVGText.escaped("\(f.name) (\(className)): \(frameText)\(problem)"))</title>"
        out += ViewDrawing(frame: f, item: item, className: className, direction: solution.environment.direction)
            .svg(isRoot: isRoot)
        out += "</g>\n"
        return out
    }

    /// Interface Builder's class for the item, or its kind in a layout document.
    func appearanceClass(_ f: LayoutSolution.Frame, _ item: LayoutItem?) -> String {
        if let a = item?.appearance { return a.className }
        return f.kind.rawValue
    }

    /// The safe area, the root's layout margins, the older layout guides' edges and the
    /// custom layout guides, in a group that can be hidden.
    func guides() -> String {
        let e = solution.environment
        let (w, h) = (e.size.width, e.size.height)
        var out = "<g class=\"guides\">\n"
        let s = e.safeArea
        if s != .zero {
            out +=
                "<rect class=\"safe-area\" \(SVGText.rect(s.left, s.top, w - s.left - s.right, h - s.top - s.bottom))>"
            out += "<title>Safe Area</title></rect>\n"
        } else if e.topGuide > 0 || e.bottomGuide > 0 {
            let y = e.topGuide
            out += "<rect class=\"safe-area\" \(SVGText.rect(0, y, w, h - y - e.bottomGuide))>"
            out += "<title>Top and Bottom Layout Guides</title></rect>\n"
        }
        // Leading and trailing are left and right, or the other way round.
        let m = e.margins
        let (left, right) = e.direction == .rightToLeft ? (m.trailing, m.leading) : (m.leading, m.trailing)
        out += "<rect class=\"margins\" \(SVGText.rect(left, m.top, w - left - right, h - m.top - m.bottom))>"
        out += "<title>Layout Margins</title></rect>\n"
        for f in solution.frames where f.element == .guide {
            out += "<rect class=\"layout-guide\" data-id=\"\(SVGText.escaped(f.id))\" "
            out += "\(SVGText.rect(f.x, f.y, f.width, f.height))>"
            out += "<title>\(SVGText.escaped(f.name))</title></rect>\n"
        }
        out += "</g>\n"
        return out
    }

    /// The marked views outlined again above everything, so that a view under others
    /// still shows its problem.
    func problemOverlay(_ marks: [String: Mark]) -> String {
        guard !marks.isEmpty else { return "" }
        var out = "<g class=\"problems\">\n"
        for f in solution.frames where !f.hidden {
            guard let mark = marks[f.id] else { continue }
            out += "<rect class=\"\(mark.rawValue)\" data-id=\"\(SVGText.escaped(f.id))\" "
            out += "\(SVGText.rect(f.x, f.y, f.width, f.height))/>\n"
        }
        out += "</g>\n"
        return out
    }

    /// What the legend explains: the guides drawn and the kinds of problem present.
    func legendEntries(options: Options) -> [LegendLayout.Entry] {
        var entries: [LegendLayout.Entry] = []
        let e = solution.environment
        if options.guides {
            if e.safeArea != .zero || e.topGuide > 0 || e.bottomGuide > 0 {
                entries.append(.init(cssClass: "safe-area", text: "safe area"))
            }
            entries.append(.init(cssClass: "margins", text: "layout margins"))
        }
        if solution.frames.contains(where: { $0.element == .stack }) {
            entries.append(.init(cssClass: "stack", text: "stack view"))
        }
        let marks = Set(marks.values)
        if marks.contains(.conflict) { entries.append(.init(cssClass: "conflict", text: "in a conflict")) }
        if marks.contains(.ambiguous) { entries.append(.init(cssClass: "ambiguous", text: "ambiguous")) }
        return entries
    }

    /// The picture's styles: structure in greys, text in black, controls in UIKit's
    /// tint, guides in blue and magenta, problems in red and orange.
    static let stylesheet = """
        .views rect.frame{fill:none;stroke:#c7c7cc;stroke-width:0.5}\
        .kind-root>rect.frame{fill:#ffffff;stroke:#8e8e93;stroke-width:1}\
        .kind-stackView>rect.frame{stroke:#8e8e93;stroke-dasharray:4 3;stroke-width:1}\
        .kind-imageView>rect.frame{fill:#e5e5ea}\
        .kind-navigationBar>rect.frame,.kind-toolbar>rect.frame,.kind-tabBar>rect.frame,\
        .kind-searchBar>rect.frame{fill:#f7f7f7}\
        text{font-family:-apple-system,'SF Pro Text','Helvetica Neue',Helvetica,Arial,sans-serif;fill:#000000}\
        text.placeholder{fill:#c7c7cc}text.tint{fill:#007aff}text.note{fill:#8e8e93}\
        .guides rect{fill:none;stroke-width:1;stroke-dasharray:2 2}\
        .guides rect.safe-area{stroke:#0a84ff}.guides rect.margins{stroke:#ff2d95}\
        .guides rect.layout-guide{stroke:#5e5ce6;stroke-dasharray:1 2}\
        .guides,.problems,.legend{pointer-events:none}.problems rect{fill:none;stroke-width:2}\
        .problems rect.conflict{stroke:#ff3b30;fill:#ff3b30;fill-opacity:0.12}\
        .problems rect.ambiguous{stroke:#ff9500;stroke-dasharray:5 3}\
        .legend text{font-size:11px;fill:#3c3c43}.legend rect{stroke-width:1.5;fill:none}\
        .legend rect.safe-area{stroke:#0a84ff;stroke-dasharray:2 2}\
        .legend rect.margins{stroke:#ff2d95;stroke-dasharray:2 2}\
        .legend rect.stack{stroke:#8e8e93;stroke-dasharray:4 3}\
        .legend rect.conflict{stroke:#ff3b30;fill:#ff3b30;fill-opacity:0.12}\
        .legend rect.ambiguous{stroke:#ff9500;stroke-dasharray:5 3}
        """
}
