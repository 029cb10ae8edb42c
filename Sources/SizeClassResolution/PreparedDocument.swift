import LayoutDocument

/// A document arranged for resolving it many times: items flattened in pre-order with
/// their parents and subtree ranges, and the items each constraint mentions. Built once;
/// every resolution then works on indices.
final class PreparedDocument: Sendable {
    let document: LayoutDocument
    /// Items in pre-order (parents before children); index 0 is the root.
    let items: [LayoutItem]
    let parent: [Int32]
    /// The subtree of item i is i..<subtreeEnd[i].
    let subtreeEnd: [Int32]
    let itemIndex: [String: Int32]
    /// For each entry of `document.constraints`: the items a constraint mentions (-1 for
    /// none, `superview` or a built-in guide); visual formats' items are in
    /// `visualMentions`.
    let firstItem: [Int32]
    let secondItem: [Int32]
    let visualMentions: [Int: [Int32]]
    /// Each `<visual>` entry's constraints (none when its format has errors, which
    /// validation reports).
    let visualConstraints: [Int: [LayoutConstraint]]
    // Parallel arrays read by every resolution, so it never copies an item or a
    // constraint (each holds a dozen reference-counted fields).
    let itemAttributes: [ViewAttributes]
    let itemVariations: [[Variation<ViewAttributes>]]
    let itemVaries: [Bool]
    let entryAttributes: [ConstraintAttributes]
    let entryVariations: [[Variation<ConstraintAttributes>]]
    let entryVaries: [Bool]
    /// Each entry's place in `LayoutDocument.installationOrder`; nil when the engine adds
    /// the entries in the list's order (or the order is not one of every entry once).
    let installationRank: [Int32]?

    init(_ document: LayoutDocument) {
        self.document = document
        var items: [LayoutItem] = []
        var parent: [Int32] = []
        var subtreeEnd: [Int32] = []
        // Sized up front: regrowing an array of items copies megabytes on a large document.
        func count(_ item: LayoutItem) -> Int { item.children.reduce(1) { $0 + count($1) } }
        let total = count(document.root)
        items.reserveCapacity(total)
        parent.reserveCapacity(total)
        subtreeEnd.reserveCapacity(total)
        func visit(_ item: LayoutItem, _ p: Int32) {
            let i = items.count
            var copy = item
            copy.children = []  // children are found through `parent`; no nested copies
            items.append(copy)
            parent.append(p)
            subtreeEnd.append(0)
            for c in item.children { visit(c, Int32(i)) }
            subtreeEnd[i] = Int32(items.count)
        }
        visit(document.root, -1)
        var index: [String: Int32] = [:]
        for (i, item) in items.enumerated() where index[item.id] == nil { index[item.id] = Int32(i) }
        itemAttributes = items.map(\.attributes)
        itemVariations = items.map(\.variations)
        itemVaries = items.map { !$0.variations.isEmpty }
        var entryAttributes: [ConstraintAttributes] = []
        var entryVariations: [[Variation<ConstraintAttributes>]] = []
        var firstItem: [Int32] = []
        var secondItem: [Int32] = []
        var visualMentions: [Int: [Int32]] = [:]
        var visualConstraints: [Int: [LayoutConstraint]] = [:]
        let n = document.constraints.count
        entryAttributes.reserveCapacity(n)
        entryVariations.reserveCapacity(n)
        firstItem.reserveCapacity(n)
        secondItem.reserveCapacity(n)
        for (e, entry) in document.constraints.enumerated() {
            switch entry {
            case .constraint(let c):
                entryAttributes.append(c.attributes)
                entryVariations.append(c.variations)
                firstItem.append(index[c.first.item] ?? -1)
                secondItem.append(c.second.flatMap { index[$0.item] } ?? -1)
            case .visual(let v):
                entryAttributes.append(v.attributes)
                entryVariations.append(v.variations)
                firstItem.append(-1)
                secondItem.append(-1)
                let expansion = (try? v.expanded()) ?? []
                visualConstraints[e] = expansion
                var mentioned: [Int32] = []
                for c in expansion {
                    for r in [c.first] + (c.second.map { [$0] } ?? []) {
                        if let i = index[r.item], !mentioned.contains(i) { mentioned.append(i) }
                    }
                }
                visualMentions[e] = mentioned
            }
        }
        self.firstItem = firstItem
        self.secondItem = secondItem
        self.visualMentions = visualMentions
        self.visualConstraints = visualConstraints
        self.entryAttributes = entryAttributes
        self.entryVariations = entryVariations
        entryVaries = entryVariations.map { !$0.isEmpty }
        installationRank = Self.ranks(of: document.installationOrder, count: n)
        self.items = items
        self.parent = parent
        self.subtreeEnd = subtreeEnd
        self.itemIndex = index
    }

    /// Each entry's place in `order`, when it names every one of `count` entries once.
    private static func ranks(of order: [Int]?, count: Int) -> [Int32]? {
        guard let order, order.count == count else { return nil }
        var rank = [Int32](repeating: -1, count: count)
        for (place, e) in order.enumerated() {
            guard rank.indices.contains(e), rank[e] < 0 else { return nil }
            rank[e] = Int32(place)
        }
        return rank
    }

    /// Calls `body` with each item entry `e` mentions.
    @inline(__always)
    func forEachMention(of e: Int, _ body: (Int) -> Void) {
        if firstItem[e] >= 0 { body(Int(firstItem[e])) }
        if secondItem[e] >= 0 { body(Int(secondItem[e])) }
        if let visual = visualMentions[e] { for i in visual { body(Int(i)) } }
    }
}
