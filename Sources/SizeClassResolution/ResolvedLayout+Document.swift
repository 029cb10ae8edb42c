import LayoutDocument

extension ResolvedLayout.Constraint {
    /// The constraint with this class's constant and priority, without variations.
    public var effective: LayoutConstraint {
        var c = source
        c.attributes = ConstraintAttributes(installed: nil, constant: constant, priority: priority)
        c.variations = []
        c.equation = nil  // the written equation may carry another class's values
        return c
    }
}

extension ResolvedLayout {
    /// The resolved layout as a document with no variations: resolving it for any class
    /// gives this layout back.
    public func document(name: String?) -> LayoutDocument {
        func item(_ i: Item) -> LayoutItem {
            var a = i.attributes
            a.installed = nil
            var result = LayoutItem(
                id: i.id, element: i.element, kind: i.kind, attributes: a,
                children: i.children.map(item))
            result.title = i.title
            result.label = i.label
            return result
        }
        var entries: [ConstraintEntry] = constraints.filter { $0.visual == nil }.map { .constraint($0.effective) }
        for v in visuals {
            var source = v.source
            source.attributes = ConstraintAttributes(installed: nil, constant: v.constant, priority: v.priority)
            source.variations = []
            entries.append(.visual(source))
        }
        return LayoutDocument(version: 1, name: name, root: item(root), constraints: entries)
    }
}
