import LayoutDocument
import SizeClassResolution

extension CompiledLayout {
    /// The constraint tagged `tag`, described for people; made only for the few shown
    /// (a conflict, a warning), from its `ConstraintOrigin`.
    func description(of tag: Int) -> ConstraintDescription {
        switch origins[tag] {
        case .document(let position):
            let s = documentConstraints.layout.constraint(at: position).source
            return ConstraintDescription(
                id: s.id, formula: .document(documentConstraints, position),
                source: .document, location: s.location)
        case .generated(let source, let role, let owner, let formula):
            let nodes = geometry.nodes
            let names = documentConstraints.layout.itemNames
            func name(_ n: Int32) -> String { names[nodes[Int(n)].id] ?? nodes[Int(n)].id }
            func named(_ g: GeneratedEquation) -> ConstraintDescription.Generated {
                .init(
                    first: name(g.first), firstAttribute: g.firstAttribute, relation: g.relation,
                    second: g.second < 0 ? nil : name(g.second), secondAttribute: g.secondAttribute,
                    multiplier: g.multiplier, constant: g.constant, priority: g.priority)
            }
            let shown: ConstraintDescription.Formula =
                switch formula {
                case .equation(let g):
                    .generated(named(g))
                case .text(let index):
                    .text(texts[Int(index)])
                case .intrinsicSize(let horizontal):
                    // The two inequalities it stands for: `a.width <= 60 @251; a.width >= 60 @750`.
                    .text(
                        intrinsicInequalities(Int(owner), horizontal: horizontal).map {
                            named($0.hugging).constraint.equationText + "; "
                                + named($0.resistance).constraint.equationText
                        } ?? "")
                }
            return ConstraintDescription(
                item: nodes[Int(owner)].id, role: role.rawValue, formula: shown,
                source: source, location: nodes[Int(owner)].location)
        }
    }

    /// The document's constraints installed in this class, in document order, described
    /// (a `<visual>` format's one by one): what a picture lists for a view.
    public func documentConstraintDescriptions() -> [ConstraintDescription] {
        var result: [ConstraintDescription] = []
        documentConstraints.layout.forEachConstraint { position, c in
            result.append(
                ConstraintDescription(
                    id: c.source.id, formula: .document(documentConstraints, position), source: .document,
                    location: c.source.location))
        }
        return result
    }

    /// A generated constraint in the cookbook's notation, written (when shown) the way
    /// document constraints are (`LayoutConstraint.equationText`): `a.width <= 45 @250`.
    func equation(
        _ a: Int, _ aa: LayoutAttribute, _ relation: ConstraintRelation, _ b: Int? = nil,
        _ ba: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000
    ) -> GeneratedEquation {
        GeneratedEquation(
            first: Int32(a), second: Int32(b ?? -1), firstAttribute: aa, secondAttribute: ba ?? aa,
            relation: relation, multiplier: multiplier, constant: constant, priority: priority)
    }
}
