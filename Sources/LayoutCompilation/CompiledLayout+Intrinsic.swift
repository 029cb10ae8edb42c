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
        guard let (hugging, resistance) = intrinsicInequalities(n, horizontal: horizontal) else { return }
        let rect = geometry.nodes[n].rect
        let size = horizontal ? rect.width : rect.height
        let value = Expression(constant: hugging.constant)
        if hugging.priority < 1000 && resistance.priority < 1000 {
            add(
                size, .equal, value, priority: hugging.priority, shortfallPriority: resistance.priority,
                .generated(
                    source: .intrinsic, role: .intrinsicSize, owner: Int32(n),
                    formula: .intrinsicSize(horizontal: horizontal)))
            return
        }
        add(
            size, .lessThanOrEqual, value, priority: hugging.priority,
            .generated(source: .intrinsic, role: .hugging, owner: Int32(n), formula: .equation(hugging)))
        add(
            size, .greaterThanOrEqual, value, priority: resistance.priority,
            .generated(
                source: .intrinsic, role: .compressionResistance, owner: Int32(n),
                formula: .equation(resistance)))
    }

    /// Node `n`'s content hugging (`size <= intrinsic`) and compression resistance
    /// (`size >= intrinsic`) on one axis at their priorities; nil without an intrinsic
    /// size there.
    func intrinsicInequalities(
        _ n: Int, horizontal: Bool
    )
        -> (hugging: GeneratedEquation, resistance: GeneratedEquation)?
    {
        guard let intrinsic = geometry.intrinsicSize(of: n, horizontal: horizontal) else { return nil }
        let attribute: LayoutAttribute = horizontal ? .width : .height
        return (
            equation(
                n, attribute, .lessThanOrEqual, constant: intrinsic,
                priority: geometry.hugging(n, horizontal: horizontal)),
            equation(
                n, attribute, .greaterThanOrEqual, constant: intrinsic,
                priority: geometry.compressionResistance(n, horizontal: horizontal))
        )
    }
}
