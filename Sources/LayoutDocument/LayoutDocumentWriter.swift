/// Writes a `LayoutDocument` as canonical XML: UTF-8, 2-space indent, one element per
/// line, attributes in a fixed order, defaults left out. What it writes is valid against
/// Schemas/layout.xsd and reads back to the same document (positions aside); writing
/// that again gives the same text. Constraints are written in the order the engine adds
/// them (`LayoutDocument.installationOrder`), the order a layout document's list means.
public enum LayoutDocumentWriter {
    public static func xml(_ document: LayoutDocument) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<layout" + attributes([("version", String(document.version)), ("name", document.name)]) + ">\n"
        write(document.root, depth: 1, into: &out)
        if !document.constraints.isEmpty {
            out += "  <constraints>\n"
            for entry in document.constraintsInInstallationOrder {
                switch entry {
                case .constraint(let c): write(c, into: &out)
                case .visual(let v): write(v, into: &out)
                }
            }
            out += "  </constraints>\n"
        }
        out += "</layout>\n"
        return out
    }

    // MARK: items

    private static func write(_ item: LayoutItem, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        let name = item.element.rawValue
        var pairs: [(String, String?)] = [("id", item.id)]
        if item.element != .guide {
            pairs.append(("kind", item.kind == .view ? nil : item.kind.rawValue))
            pairs += [("title", item.title), ("text", item.text)]
            pairs += [("font", item.font?.description), ("lines", item.lines.map(String.init))]
            pairs.append(("minimumTextScale", item.minimumTextScale.map(formatNumber)))
        }
        pairs.append(("label", item.label))
        pairs.append(("alignmentInsets", item.alignmentInsets.map(insets)))
        // What was measured from the text is measured again when the document is read.
        pairs += viewPairs(item.attributes, stack: item.element == .stack).filter {
            !item.measuredFromText.contains($0.0)
        }
        // A class's font and its other attributes go in one variation.
        var variations = item.variations
        for f in item.fontVariations {
            variations.vary(in: f.sizeClass, empty: ViewAttributes(), location: f.location) { _ in }
        }
        let body = variations.isEmpty && item.children.isEmpty
        out += indent + "<\(name)" + attributes(pairs) + (body ? "/>\n" : ">\n")
        guard !body else { return }
        for v in variations {
            let font = item.fontVariations.last { $0.sizeClass == v.sizeClass }?.attributes
            let measured = item.measuredFromTextByClass[v.sizeClass] ?? []
            out +=
                indent + "  <variation"
                + attributes(
                    [("class", v.sizeClass.description), ("font", font?.description)]
                        + viewPairs(v.attributes, stack: item.element == .stack).filter { !measured.contains($0.0) })
                + "/>\n"
        }
        for child in item.children { write(child, depth: depth + 1, into: &out) }
        out += indent + "</\(name)>\n"
    }

    private static func viewPairs(_ a: ViewAttributes, stack: Bool) -> [(String, String?)] {
        var pairs: [(String, String?)] = [
            ("installed", a.installed.map(String.init)),
            ("hidden", a.hidden.map(String.init)),
            ("intrinsicWidth", a.intrinsicWidth.map(formatNumber)),
            ("intrinsicHeight", a.intrinsicHeight.map(formatNumber)),
            ("firstBaseline", a.firstBaseline.map(formatNumber)),
            ("lastBaseline", a.lastBaseline.map(formatNumber)),
            ("hugging", a.hugging.map(pair)),
            ("compressionResistance", a.compressionResistance.map(pair)),
            ("margins", a.margins.map(insets)),
        ]
        if stack {
            pairs += [
                ("axis", a.axis?.rawValue), ("distribution", a.distribution?.rawValue),
                ("alignment", a.alignment?.rawValue), ("spacing", a.spacing.map(formatNumber)),
                ("baselineRelative", a.baselineRelative.map(String.init)),
                ("marginsRelative", a.marginsRelative.map(String.init)),
            ]
        }
        return pairs
    }

    /// `top leading bottom trailing`.
    private static func insets(_ i: EdgeInsets) -> String {
        [i.top, i.leading, i.bottom, i.trailing].map(formatNumber).joined(separator: " ")
    }

    private static func pair(_ p: AxisPair<Double>) -> String {
        p.horizontal == p.vertical
            ? formatNumber(p.horizontal)
            : "\(formatNumber(p.horizontal)) \(formatNumber(p.vertical))"
    }

    // MARK: constraints

    private static func write(_ c: LayoutConstraint, into out: inout String) {
        var pairs: [(String, String?)] = [("id", c.id)]
        if let equation = c.equation {
            pairs.append(("eq", equation))
        } else {
            pairs += [
                ("first", c.first.description),
                ("relation", c.relation == .equal ? nil : c.relation.rawValue),
                ("second", c.second?.description),
                ("multiplier", c.multiplier == 1 ? nil : formatNumber(c.multiplier)),
                ("constant", c.attributes.constant.flatMap { $0 == .points(0) ? nil : $0.description }),
                ("priority", c.attributes.priority.flatMap { $0 == 1000 ? nil : formatNumber($0) }),
            ]
        }
        pairs += [("label", c.label), ("installed", c.attributes.installed.map(String.init))]
        writeConstraint("constraint", pairs, c.variations, into: &out)
    }

    private static func write(_ v: VisualConstraint, into out: inout String) {
        let metrics = v.metrics.keys.sorted().map { "\($0)=\(formatNumber(v.metrics[$0]!))" }.joined(separator: ",")
        let pairs: [(String, String?)] = [
            ("id", v.id), ("format", v.format),
            ("options", v.options.isEmpty ? nil : v.options.joined(separator: " ")),
            ("metrics", metrics.isEmpty ? nil : metrics), ("label", v.label),
            ("installed", v.attributes.installed.map(String.init)),
            ("constant", v.attributes.constant?.description),
            ("priority", v.attributes.priority.map(formatNumber)),
        ]
        writeConstraint("visual", pairs, v.variations, into: &out)
    }

    private static func writeConstraint(
        _ name: String, _ pairs: [(String, String?)],
        _ variations: [Variation<ConstraintAttributes>], into out: inout String
    ) {
        out += "    <\(name)" + attributes(pairs) + (variations.isEmpty ? "/>\n" : ">\n")
        guard !variations.isEmpty else { return }
        for v in variations {
            out +=
                "      <variation"
                + attributes([
                    ("class", v.sizeClass.description),
                    ("installed", v.attributes.installed.map(String.init)),
                    ("constant", v.attributes.constant?.description),
                    ("priority", v.attributes.priority.map(formatNumber)),
                ]) + "/>\n"
        }
        out += "    </\(name)>\n"
    }

    private static func attributes(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\(XMLText.escaped($0))\"" } }.joined()
    }
}
