import LayoutDocument
import SizeClassResolution

extension CompiledLayout {
    /// The constraint tagged `tag`, described for people; made only for the few shown
    /// (a conflict, a warning), from its `ConstraintOrigin`.
    func description(of tag: Int) -> ConstraintDescription {
        let origin = origins[tag]
        switch origin.formula {
        case let .document(position):
            let s = documentConstraints.layout.constraint(at: position).source
            return ConstraintDescription(id: s.id, formula: .document(documentConstraints, position),
                                         source: .document, location: s.location)
        case let .generated(g):
            let nodes = geometry.nodes
            let formula = ConstraintDescription.Generated(
                first: nodes[Int(g.first)].id, firstAttribute: g.firstAttribute, relation: g.relation,
                second: g.second < 0 ? nil : nodes[Int(g.second)].id, secondAttribute: g.secondAttribute,
                multiplier: g.multiplier, constant: g.constant, priority: g.priority)
            return generatedDescription(origin, .generated(formula))
        case let .text(index):
            return generatedDescription(origin, .text(texts[Int(index)]))
        }
    }

    private func generatedDescription(_ origin: ConstraintOrigin,
                                      _ formula: ConstraintDescription.Formula) -> ConstraintDescription {
        let owner = Int(origin.owner)
        return ConstraintDescription(item: geometry.nodes[owner].id, role: origin.role.rawValue, formula: formula,
                                     source: origin.source, location: geometry.nodes[owner].location)
    }

    /// A generated constraint in the cookbook's notation, written (when shown) the way
    /// document constraints are (`LayoutConstraint.equationText`): `a.width <= 45 @250`.
    func equation(_ a: Int, _ aa: LayoutAttribute, _ relation: ConstraintRelation, _ b: Int? = nil,
                  _ ba: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
                  priority: Double = 1000) -> ConstraintOrigin.Formula {
        .generated(GeneratedEquation(first: Int32(a), second: Int32(b ?? -1), firstAttribute: aa,
                                     secondAttribute: ba ?? aa, relation: relation, multiplier: multiplier,
                                     constant: constant, priority: priority))
    }
}
