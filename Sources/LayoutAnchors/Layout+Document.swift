import LayoutDocument

extension Layout {
    /// The layout in the document model: the view tree (subviews, then guides, under each
    /// view), and the active constraints in activation order. A constraint without an
    /// identifier gets `c1`, `c2`, … (numbered in activation order, skipping ids in use).
    public func document() -> LayoutDocument {
        func item(_ v: LayoutView) -> LayoutItem {
            var i = LayoutItem(
                id: v.id, element: v.element, kind: v.kind, attributes: v.attributes,
                children: v.subviews.map(item))
            i.title = v.title
            i.label = v.label
            i.variations = v.variations
            for g in v.layoutGuides {
                var guide = LayoutItem(id: g.id, element: .guide)
                guide.variations = g.variations
                i.children.append(guide)
            }
            return i
        }
        var used = Set(constraints.compactMap(\.identifier))
        var next = 1
        let entries: [ConstraintEntry] = constraints.map { c in
            if let id = c.identifier { return .constraint(c.model(id: id)) }
            while used.contains("c\(next)") { next += 1 }
            used.insert("c\(next)")
            return .constraint(c.model(id: "c\(next)"))
        }
        return LayoutDocument(version: 1, name: name, root: item(root), constraints: entries)
    }

    /// The layout as a canonical, schema-valid document file.
    public func xml() -> String { LayoutDocumentWriter.xml(document()) }

    /// What validation reports about the layout (unknown items, axis and direction
    /// mixes, priorities out of range, …), with no file and no line numbers.
    public func diagnostics(path: String = "<code>") -> [Diagnostic] {
        var rules = SemanticRules(path: path)
        rules.check(document())
        return rules.diagnostics
    }
}
