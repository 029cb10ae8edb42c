import TestSupport

/// Random layout documents, as XML text: a tree of views, stacks and custom guides up to
/// six levels deep, with random intrinsic sizes, priorities, stack settings, hidden and
/// uninstalled items, size-class variations, and constraints and visual formats between
/// random items (the built-in guides and `superview` included). The numbers reach the
/// extremes a careless document could hold (multipliers of a million, constants of
/// 10^8, zero sizes). Most documents are valid; the rest exercise the diagnostics.
struct LayoutGenerator {
    private var random: SplitMix64
    private var ids: [String] = []
    /// Each generated item's parent ("root" at the top).
    private var parents: [String: String] = [:]

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    static let horizontal = ["leading", "trailing", "centerX", "leadingMargin", "trailingMargin",
                             "centerXWithinMargins", "left", "right", "leftMargin", "rightMargin"]
    static let vertical = ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline", "topMargin",
                           "bottomMargin", "centerYWithinMargins"]
    static let sizes = ["width", "height"]
    static let kinds = ["view", "label", "button", "textField", "textView", "imageView", "scrollView"]
    static let classes = ["compact-any", "regular-any", "any-compact", "any-regular", "compact-compact",
                          "compact-regular", "regular-compact", "regular-regular"]
    static let distributions = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
    static let alignments = ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]

    mutating func document() -> String {
        ids = []
        parents = [:]
        let children = (0..<int(1...5)).map { _ in item(depth: 1, parent: "root", inStack: false) }.joined()
        var targets = ids + ["root", "topLayoutGuide", "bottomLayoutGuide"]
        if chance(0.3) { targets += ["safeArea", "superview"] }
        let constraints = (0..<int(0...14)).map { constraint($0, targets: targets) }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="generated"><view id="root">\(children)</view>
            <constraints>\(constraints)</constraints></layout>

            """
    }

    // MARK: items

    private mutating func item(depth: Int, parent: String, inStack: Bool) -> String {
        let id = "v\(ids.count)"
        ids.append(id)
        parents[id] = parent
        var element = depth < 6 ? pick(["view", "view", "stack", "stack", "guide"]) : "view"
        if inStack && element == "guide" { element = "view" }
        var attributes = ["id=\"\(id)\""]
        var body = ""
        if element != "guide" {
            attributes += viewAttributes()
            if element == "stack" { attributes += stackAttributes() }
            for sizeClass in Self.classes.shuffled(using: &random).prefix(pick([0, 0, 1, 2])) {
                body += variation(sizeClass, stack: element == "stack")
            }
            for _ in 0..<(depth < 6 ? pick([0, 0, 1, 2, 3, 4]) : 0) {
                body += item(depth: depth + 1, parent: id, inStack: element == "stack")
            }
        }
        return "<\(element) \(attributes.joined(separator: " "))>\(body)</\(element)>"
    }

    private mutating func viewAttributes() -> [String] {
        var a: [String] = []
        if chance(0.5) { a.append("kind=\"\(pick(Self.kinds))\"") }
        if chance(0.6) { a.append("intrinsicWidth=\"\(length())\"") }
        if chance(0.6) { a.append("intrinsicHeight=\"\(length())\"") }
        if chance(0.3) { a.append("firstBaseline=\"\(length())\"") }
        if chance(0.2) { a.append("lastBaseline=\"\(length())\"") }
        if chance(0.3) { a.append("hugging=\"\(int(1...1000)) \(int(1...1000))\"") }
        if chance(0.3) { a.append("compressionResistance=\"\(int(1...1000))\"") }
        if chance(0.15) { a.append("hidden=\"true\"") }
        if chance(0.1) { a.append("installed=\"false\"") }
        if chance(0.1) { a.append("margins=\"\(int(0...30)) \(int(0...30)) \(int(0...30)) \(int(0...30))\"") }
        return a
    }

    private mutating func stackAttributes() -> [String] {
        var a: [String] = []
        if chance(0.7) { a.append("axis=\"\(pick(["horizontal", "vertical"]))\"") }
        if chance(0.7) { a.append("distribution=\"\(pick(Self.distributions))\"") }
        if chance(0.7) { a.append("alignment=\"\(pick(Self.alignments))\"") }
        if chance(0.5) { a.append("spacing=\"\(pick(["0", "8", "-4", "1000000", String(int(0...40))]))\"") }
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
        if chance(0.3) { a.append("multiplier=\"\(pick(["0", "2", "-1", "0.5", "0.000001", "1000000", "3:4"]))\"") }
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
        pick(["0", "1", "8", "20", "-5", "44.5", "1000000", "300", "99999999", "-99999999", "0.0001",
              String(int(-50...500))])
    }

    private mutating func length() -> String {
        let n = number()
        return n.hasPrefix("-") ? String(n.dropFirst()) : n
    }

    private mutating func priority() -> String {
        pick(["1", "250", "251", "500", "749", "750", "999", "1000", "required", "high", "low", "fittingSize",
              String(int(1...1000))])
    }

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &random)! }
}
