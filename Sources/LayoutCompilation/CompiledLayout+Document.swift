import LayoutDocument
import LayoutEngine
import SizeClassResolution

extension CompiledLayout {
    /// Document constraint `c`, at `position` of the resolved layout:
    /// `first (relation) multiplier × second + constant`. Returns the nodes it names
    /// (`superview` resolved), nil when it names an item the layout does not have.
    @discardableResult
    func addDocumentConstraint(
        _ c: ResolvedLayout.Constraint, at position: ResolvedLayout.ConstraintPosition
    ) -> (first: Int, second: Int?)? {
        let s = c.source
        // `superview` is the enclosing view of the constraint's (other) item.
        let owner = s.first.item == ItemReference.superview ? s.second?.item : s.first.item
        func node(_ ref: ItemReference) -> Int? {
            guard ref.item == ItemReference.superview else { return geometry.index[ref.item] }
            guard let owner, let o = geometry.index[owner], geometry.nodes[o].parent >= 0 else { return nil }
            return geometry.nodes[o].parent
        }
        guard let first = node(s.first), s.second.map({ node($0) != nil }) ?? true else {
            warnings.append(
                Diagnostic(
                    path: path, location: s.location,
                    message: "constraint '\(s.id)' left out: it names an item this layout does not have",
                    rule: .unknownItem))
            return nil
        }
        let second = s.second.flatMap { node($0) }
        let mirrored =
            environment.direction == .rightToLeft
            && (s.first.attribute.isDirectional || s.second?.attribute.isDirectional == true)
        // Read in the items' nearest common ancestor's coordinates; a lone item's in the root's.
        let space = second.map { geometry.commonAncestor(first, $0) } ?? 0
        let lhs = geometry.expression(
            s.first.attribute, of: first, in: space, mirrored: mirrored,
            rect: contentArea(first, s.first.attribute, seenFrom: second))
        var rhs = Expression(constant: constant(c.constant, s, first, second))
        if let second, let ref = s.second {
            rhs =
                rhs + s.multiplier
                * geometry.expression(
                    ref.attribute, of: second, in: space, mirrored: mirrored,
                    rect: contentArea(second, ref.attribute, seenFrom: first))
        }
        add(
            lhs, s.relation.engineRelation, rhs, priority: c.priority,
            constantSize: second == nil && s.first.attribute.kind == .size,
            aspectRatio: second == first && s.first.attribute.kind == .size && s.second?.attribute.kind == .size,
            .document(position))
        return (first, second)
    }

    /// A scroll view's edges and margins, seen from its own content, are the edges of its
    /// content area (whose size is the content size); its width, height and centres stay
    /// its frame's, as UIKit defines them. The scroll view is then the common ancestor,
    /// so the area is in its coordinates.
    private func contentArea(_ n: Int, _ attribute: LayoutAttribute, seenFrom other: Int?) -> LayoutGeometry.Rect? {
        let frameAttributes: Set<LayoutAttribute> = [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins]
        guard let other, attribute.kind != .size, !frameAttributes.contains(attribute),
            geometry.nodes[n].kind == .scrollView,
            geometry.nodes[n].element == .view, geometry.isAncestor(n, of: other)
        else { return nil }
        return geometry.content(of: n)
    }

    /// The constant in points: `standard` is 0 against a margin, 20 between a view and
    /// its superview's edge, 8 otherwise (siblings, guides, the layout guides).
    private func constant(_ value: ConstantValue, _ s: LayoutConstraint, _ first: Int, _ second: Int?) -> Double {
        guard case .standard = value else {
            if case .points(let v) = value { return v }
            return 0
        }
        if s.first.attribute.isMargin || s.second?.attribute.isMargin == true { return 0 }
        guard let second else { return 8 }
        let nodes = geometry.nodes
        if nodes[first].isBuiltIn || nodes[second].isBuiltIn { return 8 }
        return nodes[first].parent == second || nodes[second].parent == first ? 20 : 8
    }
}
