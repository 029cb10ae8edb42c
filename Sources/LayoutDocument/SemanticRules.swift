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
        func visit(_ item: LayoutItem, parent: String?) {
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

        for entry in document.constraints {
            switch entry {
            case .constraint(let c):
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
