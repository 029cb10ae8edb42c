import LayoutDocument
import LayoutEngine

extension CompiledLayout {
    /// Content hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic)
    /// on each axis with an intrinsic size. A hidden arranged view has no size along its
    /// stack's axis, so it keeps only the other axis.
    func addIntrinsicSize(_ n: Int) {
        // Fields read in place (a whole node is a few hundred bytes and a dozen
        // references), and nothing more for the many views without an intrinsic size.
        guard geometry.nodes[n].element == .view, !geometry.nodes[n].isBuiltIn,
              geometry.nodes[n].attributes.intrinsicWidth != nil || geometry.nodes[n].attributes.intrinsicHeight != nil
        else { return }
        var skipAlong: StackAxis?
        if geometry.isHiddenArranged(n) {
            skipAlong = geometry.nodes[geometry.nodes[n].parent].attributes.axis ?? .horizontal
        }
        if skipAlong != .horizontal { addIntrinsicSize(n, horizontal: true) }
        if skipAlong != .vertical { addIntrinsicSize(n, horizontal: false) }
    }

    /// Hugging and resistance on one axis. Both optional (as they nearly always are),
    /// they are one engine constraint, `size == intrinsic` exceeding at the hugging
    /// priority and falling short at the resistance priority: the same optimum as the two
    /// inequalities in half the tableau rows and symbols.
    private func addIntrinsicSize(_ n: Int, horizontal: Bool) {
        guard let intrinsic = geometry.intrinsicSize(of: n, horizontal: horizontal) else { return }
        let rect = geometry.nodes[n].rect
        let size = horizontal ? rect.width : rect.height
        let value = Expression(constant: intrinsic)
        let hugging = geometry.hugging(n, horizontal: horizontal)
        let resistance = geometry.compressionResistance(n, horizontal: horizontal)
        if hugging < 1000 && resistance < 1000 {
            add(size, .equal, value, priority: hugging, shortfallPriority: resistance,
                .generated(source: .intrinsic, role: .intrinsicSize, owner: Int32(n),
                           formula: .intrinsicSize(horizontal: horizontal)))
            return
        }
        let attribute: LayoutAttribute = horizontal ? .width : .height
        add(size, .lessThanOrEqual, value, priority: hugging,
            .generated(source: .intrinsic, role: .hugging, owner: Int32(n),
                       formula: equation(n, attribute, .lessThanOrEqual, constant: intrinsic, priority: hugging)))
        add(size, .greaterThanOrEqual, value, priority: resistance,
            .generated(source: .intrinsic, role: .compressionResistance, owner: Int32(n),
                       formula: equation(n, attribute, .greaterThanOrEqual, constant: intrinsic,
                                         priority: resistance)))
    }

    /// The intrinsic-size constraint of node `n` on one axis as the two inequalities it
    /// stands for, `a.width <= 60 @251; a.width >= 60 @750`.
    func intrinsicSizeEquations(_ n: Int, horizontal: Bool) -> String {
        let intrinsic = geometry.intrinsicSize(of: n, horizontal: horizontal) ?? 0
        let attribute: LayoutAttribute = horizontal ? .width : .height
        func inequality(_ relation: ConstraintRelation, _ priority: Double) -> String {
            LayoutConstraint(id: "", first: ItemReference(item: geometry.nodes[n].id, attribute: attribute),
                             relation: relation, constant: .points(intrinsic), priority: priority).equationText
        }
        return inequality(.lessThanOrEqual, geometry.hugging(n, horizontal: horizontal)) + "; "
            + inequality(.greaterThanOrEqual, geometry.compressionResistance(n, horizontal: horizontal))
    }
}
