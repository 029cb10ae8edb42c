/// The rules the schema cannot express, each with its id:
/// - `duplicate-id`: ids are unique across items and constraints;
/// - `reserved-id`: the built-in guides' names are not item ids;
/// - `unknown-item`: every referenced item exists (or is `superview` or a built-in guide);
/// - `superview`: `superview` needs a first item that has one;
/// - `axis-mismatch`: horizontal with horizontal, vertical with vertical, a size with a
///   size or a constant, never a position with a constant alone;
/// - `direction-mix`: leading/trailing are not mixed with left/right;
/// - `duplicate-variation`: one variation per class on an element;
/// - `any-any-variation` (warning): an any-any variation restates the element;
/// - `priority-range`: hugging and compression resistance (and visual format
///   priorities) within 1…1000;
/// - `limit`: no more items, constraints or text than `DocumentLimits` allows, and every
///   number within its range;
/// - `vfl-syntax`, `vfl-metric`, `vfl-option`: a `<visual>` format that does not parse,
///   names a metric its `metrics` lack, or has an unknown or misapplied option; its
///   expansion (`id.1`, `id.2`, …) is checked like any constraint.
public struct SemanticRules {
    public let path: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(path: String) { self.path = path }

    public mutating func check(_ document: LayoutDocument) {
        var seen: [String: SourceLocation] = [:]
        var parentOf: [String: String] = [:]
        var items = 0
        func visit(_ item: LayoutItem, parent: String?) {
            items += 1
            if items == DocumentLimits.maximumItems + 1 {
                error(
                    item.location,
                    "the layout has more than \(DocumentLimits.maximumItems) views, stacks and guides; "
                        + "this is the first past the limit", .limit)
            }
            checkLimits(item)
            noteId(item.id, at: item.location, in: &seen)
            if ItemReference.builtInGuides.contains(item.id) || item.id == ItemReference.superview {
                error(item.location, "'\(item.id)' is reserved and cannot be an item id", .reservedID)
            }
            if let parent { parentOf[item.id] = parent }
            checkVariations(item.variations, of: "'\(item.id)'")
            for (name, pair) in [
                ("hugging", item.attributes.hugging),
                ("compressionResistance", item.attributes.compressionResistance),
            ] {
                guard let pair else { continue }
                for v in [pair.horizontal, pair.vertical] where !(1...1000).contains(v) {
                    error(
                        item.attributeLocations[name] ?? item.location,
                        "\(name) priority \(formatNumber(v)) is outside 1…1000", .priorityRange)
                }
            }
            for child in item.children { visit(child, parent: item.id) }
        }
        visit(document.root, parent: nil)
        for builtIn in ItemReference.builtInGuides { parentOf[builtIn] = document.root.id }

        for (k, entry) in document.constraints.enumerated() {
            if k == DocumentLimits.maximumConstraints {
                error(
                    entry.location,
                    "the layout has more than \(DocumentLimits.maximumConstraints) constraints; "
                        + "this is the first past the limit", .limit)
            }
            switch entry {
            case .constraint(let c):
                checkLimits(c)
                noteId(c.id, at: c.location, in: &seen)
                checkVariations(c.variations, of: "constraint '\(c.id)'")
                check(c, known: seen, parentOf: parentOf)
            case .visual(let v):
                noteId(v.id, at: v.location, in: &seen)
                checkVariations(v.variations, of: "'\(v.id)'")
                // The expansion is held to every rule a written constraint is.
                do {
                    let before = diagnostics.count
                    for c in try v.expanded() {
                        check(c, known: seen, parentOf: parentOf, name: "visual format '\(v.id)'")
                    }
                    // A misspelt view appears in several of the format's constraints: once is enough.
                    var reported = Set<Diagnostic>()
                    diagnostics =
                        Array(diagnostics[..<before]) + diagnostics[before...].filter { reported.insert($0).inserted }
                } catch let problem {
                    error(location(of: problem, in: v), "visual format '\(v.id)': \(problem.message)", problem.rule)
                }
            }
        }
    }

    /// `name` says what the user wrote: `constraint 'c1'`, or the `<visual>` a format's
    /// constraint comes from.
    private mutating func check(
        _ c: LayoutConstraint, known: [String: SourceLocation], parentOf: [String: String],
        name given: String? = nil
    ) {
        // Spelled out only for a message.
        func name() -> String { given ?? "constraint '\(c.id)'" }
        // Items are looked up first: nearly every reference names one.
        func exists(_ item: String) -> Bool {
            known[item] != nil || item == ItemReference.superview || ItemReference.builtInGuides.contains(item)
        }
        var ok = true
        for r in [c.first, c.second] {
            guard let r, !exists(r.item) else { continue }
            error(r.location, "\(name()) refers to '\(r.item)', which is not in the layout", .unknownItem)
            ok = false
        }
        if c.first.item == ItemReference.superview || c.second?.item == ItemReference.superview {
            let owner = c.first.item == ItemReference.superview ? c.second?.item : c.first.item
            if let owner, exists(owner), parentOf[owner] == nil {
                error(c.first.location, "'superview' in \(name()): '\(owner)' has no superview", .superview)
            }
        }
        guard ok else { return }
        let a = c.first.attribute
        if let second = c.second {
            let b = second.attribute
            switch (a.kind, b.kind) {
            case (.size, .size), (.horizontal, .horizontal), (.vertical, .vertical):
                if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
                    error(
                        second.location,
                        "\(name()) mixes \(a.rawValue) with \(b.rawValue): use leading/trailing or left/right, not both",
                        .directionMix)
                }
            default:
                error(
                    second.location, "\(name()) relates \(describe(a)) \(c.first) to \(describe(b)) \(second)",
                    .axisMismatch)
            }
        } else if a.kind != .size {
            error(
                c.first.location,
                "\(name()) sets \(describe(a)) \(c.first) to a constant; a position needs a second item",
                .axisMismatch)
        }
    }

    /// An item's text and numbers within `DocumentLimits`.
    private mutating func checkLimits(_ item: LayoutItem) {
        for (name, text) in [("text", item.text), ("title", item.title), ("text", item.appearance?.text)] {
            guard let text, text.utf8.count > DocumentLimits.maximumTextLength,
                text.count > DocumentLimits.maximumTextLength
            else { continue }
            error(
                item.attributeLocations[name] ?? item.location,
                "'\(item.id)' has a \(name) of \(text.count) characters; the limit is \(DocumentLimits.maximumTextLength)",
                .limit)
            return
        }
        let a = item.attributes
        var numbers: [(String, Double?)] = [
            ("intrinsicWidth", a.intrinsicWidth), ("intrinsicHeight", a.intrinsicHeight),
            ("firstBaseline", a.firstBaseline), ("lastBaseline", a.lastBaseline), ("spacing", a.spacing),
        ]
        if let m = a.margins {
            numbers += [("margins", m.top), ("margins", m.leading), ("margins", m.bottom), ("margins", m.trailing)]
        }
        for v in item.variations { numbers.append(("spacing", v.attributes.spacing)) }
        for case (let name, let value?) in numbers where !Self.isInRange(value) {
            error(
                item.attributeLocations[name] ?? item.location,
                "\(name) \(Self.number(value)) of '\(item.id)' is out of range: at most ±\(Self.limitText) points",
                .limit)
            return
        }
    }

    /// A constraint's constants (in every class) and multiplier within `DocumentLimits`.
    private mutating func checkLimits(_ c: LayoutConstraint) {
        var constants: [(ConstantValue?, SourceLocation)] = [(c.attributes.constant, c.location)]
        for v in c.variations { constants.append((v.attributes.constant, v.location)) }
        for case (.points(let value)?, let location) in constants where !Self.isInRange(value) {
            error(
                c.attributeLocations["constant"] ?? location,
                "the constant \(Self.number(value)) of constraint '\(c.id)' is out of range: at most ±\(Self.limitText) points",
                .limit)
            return
        }
        let m = c.multiplier
        let location = c.attributeLocations["multiplier"] ?? c.location
        if !m.isFinite || (m != 0 && !DocumentLimits.multiplierRange.contains(abs(m))) {
            error(
                location,
                "the multiplier \(Self.number(m)) of constraint '\(c.id)' is out of range: 1/10,000 to 10,000 in size",
                .limit)
        } else if m == 0, c.second != nil, c.first.attribute.kind != .size {
            // UIKit refuses it: a position that is a constant.
            error(
                location, "constraint '\(c.id)' multiplies \(c.second!) by 0: a position needs a second item", .limit)
        }
    }

    static func isInRange(_ v: Double) -> Bool { v.isFinite && abs(v) <= DocumentLimits.maximumMagnitude }
    static let limitText = "10,000,000"

    /// A number out of range, short: `1e+300` rather than three hundred digits.
    static func number(_ v: Double) -> String {
        abs(v) >= 1e9 || (v != 0 && abs(v) < 1e-4) || !v.isFinite ? "\(v)" : formatNumber(v)
    }

    /// A format problem's column inside the format string; an option's, the `options`
    /// attribute.
    private func location(of error: VisualFormatError, in v: VisualConstraint) -> SourceLocation {
        if error.rule == .vflOption { return v.attributeLocations["options"] ?? v.location }
        guard v.formatLocation != .unknown else { return v.location }
        return SourceLocation(line: v.formatLocation.line, column: v.formatLocation.column + error.offset)
    }

    private func describe(_ a: LayoutAttribute) -> String {
        switch a.kind {
        case .horizontal: return "the horizontal position"
        case .vertical: return "the vertical position"
        case .size: return "the size"
        }
    }

    /// `owner` is only spelled out when there is something to say.
    private mutating func checkVariations<A>(_ variations: [Variation<A>], of owner: @autoclosure () -> String) {
        guard !variations.isEmpty else { return }
        var classes: [SizeClass: SourceLocation] = [:]
        for v in variations {
            let (sizeClass, location) = (v.sizeClass, v.location)
            if let first = classes[sizeClass] {
                error(
                    location,
                    "\(owner()) has a second \(sizeClass) variation (the first is on line \(first.line)); merge them",
                    .duplicateVariation)
            } else {
                classes[sizeClass] = location
            }
            if sizeClass == .anyAny {
                diagnostics.append(
                    Diagnostic(
                        path: path, location: location, severity: .warning,
                        message:
                            "an any-any variation of \(owner()) restates its own attributes; set them on the element",
                        rule: .anyAnyVariation))
            }
        }
    }

    private mutating func noteId(_ id: String, at location: SourceLocation, in seen: inout [String: SourceLocation]) {
        guard !id.isEmpty else { return }
        if let first = seen[id] {
            error(location, "id '\(id)' is already used on line \(first.line)", .duplicateID)
        } else {
            seen[id] = location
        }
    }

    private mutating func error(_ at: SourceLocation, _ message: String, _ rule: RuleID) {
        diagnostics.append(Diagnostic(path: path, location: at, message: message, rule: rule))
    }
}
