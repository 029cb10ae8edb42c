import TestSupport

/// Random layout documents, as XML text: a tree of views, stacks and custom guides up to
/// six levels deep, with random intrinsic sizes, priorities, stack settings, hidden and
/// uninstalled items, size-class variations, and constraints and visual formats between
/// random items (the built-in guides and `superview` included). The numbers reach the
/// edges of `DocumentLimits` (multipliers of 10,000 and 1/10,000, constants of nearly
/// 10^7, zero sizes) and, now and then, go past them (a million, 10^8), which the `limit`
/// rule must refuse. Most documents are valid; the rest exercise the diagnostics.
struct LayoutGenerator {
    private var random: SplitMix64
    private var ids: [String] = []
    /// Each generated item's parent ("root" at the top).
    private var parents: [String: String] = [:]
    /// Each generated item's element (`view`, `stack`, `guide`).
    private var elements: [String: String] = [:]
    /// Tame numbers and few uninstalled items, for `wellPosedDocument`.
    private var tame = false
    /// This document's numbers may go past `DocumentLimits` (one document in eight).
    private var pastLimits = false

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let horizontal = [
        "leading", "trailing", "centerX", "leadingMargin", "trailingMargin",
        "centerXWithinMargins", "left", "right", "leftMargin", "rightMargin",
    ]
    static let vertical = [
        "top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline", "topMargin",
        "bottomMargin", "centerYWithinMargins",
    ]
    static let sizes = ["width", "height"]
    static let kinds = ["view", "label", "button", "textField", "textView", "imageView", "scrollView"]
    static let classes = [
        "compact-any", "regular-any", "any-compact", "any-regular", "compact-compact",
        "compact-regular", "regular-compact", "regular-regular",
    ]
    static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    static let alignments = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]

    mutating func document() -> String {
        pastLimits = chance(0.125)
        let children = items(count: int(1...5), tame: false)
        var targets = ids + ["root", "topLayoutGuide", "bottomLayoutGuide"]
        if chance(0.3) { targets += ["safeArea", "superview"] }
        let constraints = (0..<int(0...14)).map { constraint($0, targets: targets) }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="generated"><view id="root">\(children)</view>
            <constraints>\(constraints)</constraints></layout>

            """
    }

    /// A document whose every item is placed and sized on both axes: by required
    /// constraints to its superview or an earlier sibling (edges, centers or margins,
    /// left and right now and then, a size or a second edge), or by its stack and its
    /// intrinsic size, with ordinary numbers and a few random constraints on top. Most
    /// lay out cleanly, so the properties read determined frames, which random documents
    /// (mostly ambiguous) seldom give.
    mutating func wellPosedDocument() -> String {
        let children = items(count: int(1...3), tame: true)
        var constraints: [String] = []
        for id in ids where elements[parents[id] ?? ""] != "stack" {
            let siblings = ids.prefix { $0 != id }.filter { parents[$0] == parents[id] && elements[$0] != "guide" }
            constraints += placement(of: id, siblings: siblings, horizontal: true, k: constraints.count)
            constraints += placement(of: id, siblings: siblings, horizontal: false, k: constraints.count)
        }
        let targets = ids + ["root", "topLayoutGuide", "bottomLayoutGuide", "superview"]
        if chance(0.3) { constraints.append(constraint(constraints.count, targets: targets)) }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="well posed"><view id="root">\(children)</view>
            <constraints>\(constraints.joined())</constraints></layout>

            """
    }

    /// Two required constraints that fix `id` on one axis: its edge, center, margin or
    /// baseline against an edge, center or margin of its superview or an earlier sibling,
    /// and a size (a constant, or a fraction of the superview's or a sibling's) or an edge
    /// of another group.
    private mutating func placement(of id: String, siblings: [String], horizontal: Bool, k: Int) -> [String] {
        // Attributes of one group move with the same edge: two of them would conflict.
        let groups =
            horizontal
            ? (chance(0.3)
                ? [["left", "leftMargin"], ["right", "rightMargin"], ["centerX", "centerXWithinMargins"]]
                : [
                    ["leading", "leadingMargin"], ["trailing", "trailingMargin"],
                    ["centerX", "centerXWithinMargins"],
                ])
            : [
                ["top", "topMargin"], ["bottom", "bottomMargin"], ["centerY", "centerYWithinMargins"],
                ["firstBaseline", "lastBaseline"],
            ]
        let size = horizontal ? "width" : "height"
        func other() -> String { siblings.isEmpty || chance(0.6) ? "superview" : pick(siblings) }
        func constant() -> String { chance(0.1) ? "standard" : pick(["0", "8", "20", "-10", String(int(0...200))]) }
        func edge(_ n: Int, _ group: Int) -> String {
            let first = pick(groups[group])
            let second = pick(groups.dropLast(horizontal ? 0 : 1).flatMap { $0 })
            // Centers to centers apart is an offset to the right in both directions, which
            // the mirror-image property would have to leave out; so are multiplied
            // positions, which are therefore vertical only.
            let centers = first.hasPrefix("centerX") && second.hasPrefix("centerX")
            let multiplier = !horizontal && chance(0.15) ? " multiplier=\"\(pick(["2", "0.5"]))\"" : ""
            return "<constraint id=\"p\(k + n)\" first=\"\(id).\(first)\" second=\"\(other()).\(second)\" "
                + "constant=\"\(centers ? "0" : constant())\"\(multiplier)/>"
        }
        let first = int(0...(groups.count - 1))
        var result = [edge(0, first)]
        // A baseline sits at an offset the view may not have: a size goes with it.
        let others = groups.indices.filter { $0 != first && groups[$0][0] != "firstBaseline" }
        switch int(0...3) {
        case 0 where groups[first][0] != "firstBaseline": result.append(edge(1, pick(others)))
        case 1:
            result.append(
                "<constraint id=\"p\(k + 1)\" first=\"\(id).\(size)\" second=\"\(other()).\(size)\" "
                    + "multiplier=\"\(pick(["1", "0.5", "1:3"]))\"/>")
        default: result.append("<constraint id=\"p\(k + 1)\" first=\"\(id).\(size)\" constant=\"\(int(0...300))\"/>")
        }
        return result
    }

    // MARK: items

    /// A fresh tree of `count` items under the root, as XML.
    private mutating func items(count: Int, tame: Bool) -> String {
        ids = []
        parents = [:]
        elements = [:]
        self.tame = tame
        return (0..<count).map { _ in item(depth: 1, parent: "root", inStack: false) }.joined()
    }

    private mutating func item(depth: Int, parent: String, inStack: Bool) -> String {
        let id = "v\(ids.count)"
        ids.append(id)
        parents[id] = parent
        // Well-posed documents stay smaller: every item of theirs is solved for.
        let deepest = tame ? 4 : 6
        var element = depth < deepest ? pick(["view", "view", "stack", "stack", "guide"]) : "view"
        if inStack && element == "guide" { element = "view" }
        elements[id] = element
        var attributes = ["id=\"\(id)\""]
        var body = ""
        if element != "guide" {
            attributes += viewAttributes()
            if element == "stack" { attributes += stackAttributes() }
            for sizeClass in Self.classes.shuffled(using: &random).prefix(pick([0, 0, 1, 2])) {
                body += variation(sizeClass, stack: element == "stack")
            }
            for _ in 0..<(depth < deepest ? pick([0, 0, 1, 2, 3, 4]) : 0) {
                body += item(depth: depth + 1, parent: id, inStack: element == "stack")
            }
        }
        return "<\(element) \(attributes.joined(separator: " "))>\(body)</\(element)>"
    }

    private mutating func viewAttributes() -> [String] {
        var a: [String] = []
        if chance(0.5) { a.append("kind=\"\(pick(Self.kinds))\"") }
        if chance(tame ? 0.9 : 0.6) { a.append("intrinsicWidth=\"\(length())\"") }
        if chance(tame ? 0.9 : 0.6) { a.append("intrinsicHeight=\"\(length())\"") }
        if chance(0.3) { a.append("firstBaseline=\"\(length())\"") }
        if chance(0.2) { a.append("lastBaseline=\"\(length())\"") }
        // Required hugging or resistance would fight a well-posed document's sizes.
        let highest = tame ? 999 : 1000
        if chance(0.3) { a.append("hugging=\"\(int(1...highest)) \(int(1...highest))\"") }
        if chance(0.3) { a.append("compressionResistance=\"\(int(1...highest))\"") }
        if chance(0.15) { a.append("hidden=\"true\"") }
        if chance(tame ? 0.02 : 0.1) { a.append("installed=\"false\"") }
        if chance(tame ? 0.4 : 0.1) {
            a.append("margins=\"\(int(0...30)) \(int(0...30)) \(int(0...30)) \(int(0...30))\"")
        }
        return a
    }

    private mutating func stackAttributes() -> [String] {
        var a: [String] = []
        if chance(0.7) { a.append("axis=\"\(pick(["horizontal", "vertical"]))\"") }
        if chance(0.7) { a.append("distribution=\"\(pick(Self.distributions))\"") }
        if chance(0.7) { a.append("alignment=\"\(pick(Self.alignments))\"") }
        if chance(0.5) {
            a.append("spacing=\"\(pick(["0", "8", "-4", tame ? "20" : "1000000", String(int(0...40))]))\"")
        }
        if chance(0.2) { a.append("baselineRelative=\"true\"") }
        if chance(0.2) { a.append("marginsRelative=\"true\"") }
        return a
    }

    private mutating func variation(_ sizeClass: String, stack: Bool) -> String {
        var a = ["class=\"\(sizeClass)\""]
        if chance(0.4) { a.append("installed=\"\(pick(["true", "false"]))\"") }
        if chance(0.4) { a.append("hidden=\"\(pick(["true", "false"]))\"") }
        if chance(0.3) { a.append("intrinsicWidth=\"\(int(0...300))\"") }
        if stack && chance(0.5) { a.append("axis=\"\(pick(["horizontal", "vertical"]))\"") }
        if stack && chance(0.3) { a.append("distribution=\"\(pick(Self.distributions))\"") }
        if stack && chance(0.3) { a.append("alignment=\"\(pick(Self.alignments))\"") }
        return "<variation \(a.joined(separator: " "))/>"
    }

    // MARK: constraints

    private mutating func constraint(_ k: Int, targets: [String]) -> String {
        if chance(0.15) { return visual(k) }
        let every = Self.horizontal + Self.vertical + Self.sizes
        // Mostly one axis per constraint; now and then a mismatch, which must be diagnosed.
        let axis = pick([Self.horizontal, Self.vertical, Self.sizes])
        let first = chance(0.97) ? pick(axis) : pick(every)
        let second = chance(0.97) ? pick(axis) : pick(every)
        let firstItem = pick(targets)
        // Half the time a neighbour, as in real layouts: the parent or a sibling, whose
        // common ancestor is not the root.
        let neighbours = parents[firstItem].map { p in [p] + ids.filter { parents[$0] == p && $0 != firstItem } } ?? []
        let secondItem = !neighbours.isEmpty && chance(0.5) ? pick(neighbours) : pick(targets)
        var a = ["id=\"c\(k)\"", "first=\"\(firstItem).\(first)\""]
        if !(Self.sizes.contains(first) && chance(0.4)) { a.append("second=\"\(secondItem).\(second)\"") }
        if chance(0.4) { a.append("relation=\"\(pick(["==", "&gt;=", "&lt;="]))\"") }
        if chance(0.3) {
            let multiplier =
                pastLimits && chance(0.2)
                ? pick(["0.000001", "1000000"]) : pick(["0", "2", "-1", "0.5", "0.0001", "10000", "3:4"])
            a.append("multiplier=\"\(multiplier)\"")
        }
        if chance(0.6) { a.append("constant=\"\(chance(0.2) ? "standard" : number())\"") }
        if chance(0.4) { a.append("priority=\"\(priority())\"") }
        if chance(0.1) { a.append("installed=\"false\"") }
        var body = ""
        for sizeClass in Self.classes.shuffled(using: &random).prefix(pick([0, 0, 1, 2])) {
            let change = pick(["installed=\"false\"", "installed=\"true\"", "constant=\"12\"", "priority=\"600\""])
            body += "<variation class=\"\(sizeClass)\" \(change)/>"
        }
        return "<constraint \(a.joined(separator: " "))>\(body)</constraint>"
    }

    private mutating func visual(_ k: Int) -> String {
        let names = ids.shuffled(using: &random).prefix(int(1...3))
        let views = names.map { "[\($0)\(pick(["", "(==50)", "(>=20@750)"]))]" }.joined(separator: "-")
        let format = pick(["H:", "V:", ""]) + pick(["|-", "|", "", "|-8-"]) + views + pick(["-|", "|", ""])
        return "<visual id=\"c\(k)\" format=\"\(format)\"/>"
    }

    // MARK: numbers

    private mutating func number() -> String {
        if tame { return pick(["0", "8", "20", "-5", "44.5", String(int(0...300))]) }
        if pastLimits && chance(0.1) { return pick(["99999999", "-99999999"]) }
        return pick([
            "0", "1", "8", "20", "-5", "44.5", "1000000", "300", "9999999", "-9999999", "0.0001",
            String(int(-50...500)),
        ])
    }

    private mutating func length() -> String {
        let n = number()
        return n.hasPrefix("-") ? String(n.dropFirst()) : n
    }

    private mutating func priority() -> String {
        pick([
            "1", "250", "251", "500", "749", "750", "999", "1000", "required", "high", "low", "fittingSize",
            String(int(1...1000)),
        ])
    }

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }
}
