import LayoutDocument

/// Turns a parsed XML tree into a `LayoutDocument`.
///
/// Lenient by design: the schema reports structural problems, so this reader keeps
/// going past them and converts what it can. Every value it cannot interpret still gets
/// a diagnostic (rule `value`, `eq-syntax` or `constraint-form`), so it is safe to use
/// without the schema too.
public struct LayoutDocumentReader {
    public let path: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(path: String) { self.path = path }

    /// Reads and validates `path` against the layout schema, then converts it.
    public static func read(file path: String) -> (document: LayoutDocument?, diagnostics: [Diagnostic]) {
        var reader = LayoutDocumentReader(path: path)
        // Constraints are converted as the parser streams past them and never join the
        // element tree: they are most of a large document.
        var entries: [ConstraintEntry] = []
        let parsed = XMLReader.read(file: path, schema: LayoutSchema.shared) { element, parent in
            guard parent == "constraints" else { return false }
            switch element.name {
            case "constraint": if let c = reader.constraint(element) { entries.append(.constraint(c)) }
            case "visual": entries.append(.visual(reader.visual(element)))
            default: return false
            }
            return true
        }
        guard let root = parsed.root else { return (nil, parsed.diagnostics) }
        let document = reader.document(from: root, converted: entries)
        return (document, parsed.diagnostics + reader.diagnostics)
    }

    /// Converts the tree rooted at `<layout>`; `converted` are constraint entries read
    /// already (in order, before any left in the tree).
    public mutating func document(from element: XMLElement, converted: [ConstraintEntry] = []) -> LayoutDocument? {
        guard element.name == "layout" else {
            error(element.location, "the root element must be <layout>, not <\(element.name)>", .constraintForm)
            return nil
        }
        guard let rootElement = element.children.first(where: { $0.name == "view" || $0.name == "stack" }) else {
            error(element.location, "a layout needs a root <view>", .value)
            return nil
        }
        let root = item(rootElement)
        var constraints = converted
        for group in element.children where group.name == "constraints" {
            for child in group.children {
                switch child.name {
                case "constraint": if let c = constraint(child) { constraints.append(.constraint(c)) }
                case "visual": constraints.append(.visual(visual(child)))
                default: break
                }
            }
        }
        return LayoutDocument(
            version: Int(element[attribute: "version"] ?? "1") ?? 1,
            name: element[attribute: "name"], root: root,
            constraints: constraints, location: element.location)
    }

    // MARK: items

    private mutating func item(_ element: XMLElement) -> LayoutItem {
        let kind: ItemElement = element.name == "stack" ? .stack : (element.name == "guide" ? .guide : .view)
        var item = LayoutItem(id: element[attribute: "id"] ?? "", element: kind, location: element.location)
        if let k = element.attribute("kind") {
            if let v = ViewKind(rawValue: k.value) { item.kind = v } else { bad(k) }
        }
        item.title = element[attribute: "title"]
        item.text = element[attribute: "text"]
        item.label = element[attribute: "label"]
        item.font = font(element)
        if let l = element.attribute("lines") {
            if let lines = Int(l.value), lines >= 0, lines <= 10_000 { item.lines = lines } else { bad(l) }
        }
        if let a = element.attribute("minimumTextScale") {
            if let scale = ValueParsing.number(a.value), scale > 0, scale <= 1 {
                item.minimumTextScale = scale
            } else {
                bad(a)
            }
        }
        if let a = element.attribute("alignmentInsets") { item.alignmentInsets = parse(a, ValueParsing.insets) }
        item.attributeLocations = Self.locations(element)
        item.attributes = viewAttributes(element, allowStack: kind == .stack)
        for child in element.children {
            switch child.name {
            case "variation":
                guard let sizeClass = sizeClass(child) else { continue }
                let attributes = viewAttributes(child, allowStack: kind == .stack)
                item.variations.append(
                    Variation(sizeClass: sizeClass, attributes: attributes, location: child.location))
                if let font = font(child) {
                    item.fontVariations.append(
                        Variation(sizeClass: sizeClass, attributes: font, location: child.location))
                }
            case "view", "stack", "guide":
                item.children.append(self.item(child))
            default:
                break
            }
        }
        return item
    }

    /// A view's (or its variation's) `font`, reported when it names none.
    private mutating func font(_ element: XMLElement) -> TextFont? {
        guard let f = element.attribute("font") else { return nil }
        guard let font = TextFont(parsing: f.value) else {
            error(
                f.location,
                "font '\(f.value)' is not a text style (body, headline, caption1, largeTitle, …), "
                    + "'system SIZE', 'system-WEIGHT SIZE' or 'NAME SIZE'", .value)
            return nil
        }
        return font
    }

    private mutating func viewAttributes(_ element: XMLElement, allowStack: Bool) -> ViewAttributes {
        var v = ViewAttributes()
        for a in element.attributes {
            switch a.name {
            case "installed": v.installed = parse(a, ValueParsing.bool)
            case "hidden": v.hidden = parse(a, ValueParsing.bool)
            case "intrinsicWidth": v.intrinsicWidth = parse(a, ValueParsing.number)
            case "intrinsicHeight": v.intrinsicHeight = parse(a, ValueParsing.number)
            case "firstBaseline": v.firstBaseline = parse(a, ValueParsing.number)
            case "lastBaseline": v.lastBaseline = parse(a, ValueParsing.number)
            case "hugging": v.hugging = parse(a, ValueParsing.priorityPair)
            case "compressionResistance": v.compressionResistance = parse(a, ValueParsing.priorityPair)
            case "margins": v.margins = parse(a, ValueParsing.insets)
            case "axis", "distribution", "alignment", "spacing", "baselineRelative", "marginsRelative":
                guard allowStack else {
                    error(
                        a.location,
                        "'\(a.name)' is a stack attribute; this is a \(element.name == "variation" ? "view's variation" : "<\(element.name)>")",
                        .variationAttribute)
                    continue
                }
                switch a.name {
                case "axis": v.axis = parse(a) { StackAxis(rawValue: $0) }
                case "distribution": v.distribution = parse(a) { StackDistribution(rawValue: $0) }
                case "alignment": v.alignment = parse(a) { StackAlignment(rawValue: $0) }
                case "spacing": v.spacing = parse(a, ValueParsing.number)
                case "baselineRelative": v.baselineRelative = parse(a, ValueParsing.bool)
                default: v.marginsRelative = parse(a, ValueParsing.bool)
                }
            default:
                break
            }
        }
        return v
    }

    // MARK: constraints

    mutating func constraint(_ element: XMLElement) -> LayoutConstraint? {
        // One pass over the attributes: a large document has tens of thousands of these.
        var id = ""
        var label: String?
        var eq: XMLAttribute?
        var first: XMLAttribute?
        var second: XMLAttribute?
        var relation: XMLAttribute?
        var multiplier: XMLAttribute?
        var constant: XMLAttribute?
        var priority: XMLAttribute?
        var installed: XMLAttribute?
        for a in element.attributes {
            switch a.name {
            case "id": id = a.value
            case "eq": eq = a
            case "first": first = a
            case "second": second = a
            case "relation": relation = a
            case "multiplier": multiplier = a
            case "constant": constant = a
            case "priority": priority = a
            case "installed": installed = a
            case "label": label = a.value
            default: break
            }
        }
        var c: LayoutConstraint
        if let eq {
            if first != nil || second != nil {
                error(eq.location, "constraint '\(id)' has both eq and first/second; use one form", .constraintForm)
            }
            do {
                let p = try EquationParser.parse(eq.value)
                let at = eq.location
                c = LayoutConstraint(
                    id: id, first: located(p.first, at), relation: p.relation,
                    second: p.second.map { located($0, at) }, multiplier: p.multiplier,
                    constant: p.constant, priority: p.priority ?? 1000, location: element.location)
                c.equation = eq.value
            } catch {
                // The value starts after `eq="`.
                let column = eq.location.column + eq.name.count + 2 + error.offset
                self.error(
                    SourceLocation(line: eq.location.line, column: column),
                    "cannot read eq of '\(id)': \(error.message)", .eqSyntax)
                return nil
            }
        } else {
            guard let firstAttribute = first else {
                error(element.location, "constraint '\(id)' needs eq or first", .constraintForm)
                return nil
            }
            guard let firstReference = reference(firstAttribute) else { return nil }
            c = LayoutConstraint(id: id, first: firstReference, location: element.location)
            if let relation { c.relation = parse(relation) { ConstraintRelation(spelling: $0) } ?? .equal }
            if let second { c.second = reference(second) }
            if let multiplier { c.multiplier = parse(multiplier, ValueParsing.multiplier) ?? 1 }
            if let constant { c.attributes.constant = parse(constant) { ConstantValue(spelling: $0) } }
            if let priority { c.attributes.priority = parse(priority, ValueParsing.priority) }
        }
        c.label = label
        if let installed { c.attributes.installed = parse(installed, ValueParsing.bool) }
        c.attributeLocations = Self.locations(element)
        if !element.children.isEmpty { c.variations = constraintVariations(element) }
        return c
    }

    mutating func visual(_ element: XMLElement) -> VisualConstraint {
        var v = VisualConstraint(
            id: element[attribute: "id"] ?? "", format: element[attribute: "format"] ?? "",
            location: element.location)
        v.label = element[attribute: "label"]
        if let f = element.attribute("format") {
            // The value starts after `format="`.
            v.formatLocation = SourceLocation(line: f.location.line, column: f.location.column + f.name.count + 2)
        }
        v.options = (element[attribute: "options"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).map(
            String.init)
        if let m = element.attribute("metrics") {
            for pair in m.value.split(separator: ",") {
                let parts = pair.split(separator: "=").map { $0.trimmingCharacters(in: " ") }
                if parts.count == 2, let value = ValueParsing.number(parts[1]) {
                    v.metrics[parts[0]] = value
                } else {
                    error(m.location, "metrics must be name=value pairs separated by commas, not '\(pair)'", .value)
                }
            }
        }
        if let i = element.attribute("installed") { v.attributes.installed = parse(i, ValueParsing.bool) }
        if let p = element.attribute("priority") { v.attributes.priority = parse(p, ValueParsing.priority) }
        if let k = element.attribute("constant") { v.attributes.constant = parse(k) { ConstantValue(spelling: $0) } }
        v.attributeLocations = Self.locations(element)
        v.variations = constraintVariations(element)
        return v
    }

    private mutating func constraintVariations(_ element: XMLElement) -> [Variation<ConstraintAttributes>] {
        element.children.filter { $0.name == "variation" }.compactMap { child in
            guard let sizeClass = sizeClass(child) else { return nil }
            var a = ConstraintAttributes()
            if let i = child.attribute("installed") { a.installed = parse(i, ValueParsing.bool) }
            if let k = child.attribute("constant") { a.constant = parse(k) { ConstantValue(spelling: $0) } }
            if let p = child.attribute("priority") { a.priority = parse(p, ValueParsing.priority) }
            return Variation(sizeClass: sizeClass, attributes: a, location: child.location)
        }
    }

    // MARK: helpers

    private mutating func sizeClass(_ element: XMLElement) -> SizeClass? {
        guard let a = element.attribute("class") else {
            error(element.location, "a variation needs a class", .value)
            return nil
        }
        return parse(a) { SizeClass(documentName: $0) }
    }

    private mutating func reference(_ a: XMLAttribute) -> ItemReference? {
        guard let (item, attribute) = ValueParsing.reference(a.value) else {
            bad(a)
            return nil
        }
        guard let attribute else {
            let name = a.value[a.value.index(after: a.value.lastIndex(of: ".")!)...]
            error(a.location, "unknown attribute '\(name)' in '\(a.value)'", .unknownAttribute)
            return nil
        }
        return ItemReference(item: item, attribute: attribute, location: a.location)
    }

    /// Where each attribute of `element` is.
    private static func locations(_ element: XMLElement) -> AttributeLocations {
        var result = AttributeLocations(capacity: element.attributes.count)
        for a in element.attributes { result.append(a.name, a.location) }
        return result
    }

    private func located(_ r: ItemReference, _ at: SourceLocation) -> ItemReference {
        ItemReference(item: r.item, attribute: r.attribute, location: at)
    }

    private mutating func parse<T>(_ a: XMLAttribute, _ convert: (String) -> T?) -> T? {
        if let v = convert(a.value) { return v }
        bad(a)
        return nil
    }

    private mutating func bad(_ a: XMLAttribute) {
        error(a.location, "invalid value '\(a.value)' for \(a.name)", .value)
    }

    private mutating func error(_ at: SourceLocation, _ message: String, _ rule: RuleID) {
        diagnostics.append(Diagnostic(path: path, location: at, message: message, rule: rule))
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in c: Character) -> String {
        var s = self
        while s.first == c { s = s.dropFirst() }
        while s.last == c { s = s.dropLast() }
        return String(s)
    }
}
