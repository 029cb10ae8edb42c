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
    func addIntrinsicSize(_ n: Int, horizontal: Bool) {
        guard let (hugging, resistance) = intrinsicInequalities(n, horizontal: horizontal) else { return }
        let rect = geometry.nodes[n].rect
        let size = horizontal ? rect.width : rect.height
        let value = Expression(constant: hugging.constant)
        var added: [Constraint?] = []
        if hugging.priority < 1000 && resistance.priority < 1000 {
            added.append(
                add(
                    size, .equal, value, priority: hugging.priority, shortfallPriority: resistance.priority,
                    .generated(
                        source: .intrinsic, role: .intrinsicSize, owner: Int32(n),
                        formula: .intrinsicSize(horizontal: horizontal))))
        } else {
            added.append(
                addHoldingOn(
                    size, .lessThanOrEqual, value, priority: hugging.priority,
                    .generated(source: .intrinsic, role: .hugging, owner: Int32(n), formula: .equation(hugging))))
            added.append(
                addHoldingOn(
                    size, .greaterThanOrEqual, value, priority: resistance.priority,
                    .generated(
                        source: .intrinsic, role: .compressionResistance, owner: Int32(n),
                        formula: .equation(resistance))))
        }
        // A label that may wrap keeps its height's constraints, to measure it again.
        if !horizontal && geometry.nodes[n].wrapping != nil { wrappingHeights[n] = added.compactMap { $0 } }
    }

    /// A content priority (hugging or compression resistance) added as `add` adds it. A
    /// required one that conflicts is broken (and reported), yet still holds on to what
    /// it can, just below required, over every optional priority: Esri's "Brightness"
    /// label (resistance 1000), in a cell too short for it and the 999 slider below, was
    /// saved 9 pt high and the slider squeezed to nothing; dropped, the label had come out
    /// 0 high. A required hugging likewise (Habitica's bulk-purchase field stays 43 wide).
    private func addHoldingOn(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double, _ origin: ConstraintOrigin
    ) -> Constraint? {
        if let added = add(lhs, relation, rhs, priority: priority, origin) { return added }
        guard priority >= 1000 else { return nil }
        return add(lhs, relation, rhs, priority: Self.justBelowRequired, origin)
    }

    /// The priority a broken required content priority keeps: above every optional
    /// priority a document can give (999.x), below required.
    private static let justBelowRequired = 999.99

    /// UIKit's second pass for labels that may wrap: each is measured again at the width
    /// the layout gave it, and its intrinsic height replaced when that changes it; a few
    /// rounds, as a new height can move a width. Nothing happens without such labels.
    func wrapText() {
        guard !textWrapped else { return }
        textWrapped = true
        guard !wrappingHeights.isEmpty else { return }
        for _ in 0..<3 {
            let values = currentValues().values
            var changed = false
            for n in wrappingHeights.keys.sorted() {
                guard let wrapping = geometry.nodes[n].wrapping else { continue }
                let width = geometry.nodes[n].rect.width.evaluate { values[$0.tag!] }
                let height = wrapping.height(at: width)
                guard height != geometry.intrinsicSize(of: n, horizontal: false) else { continue }
                for c in wrappingHeights[n] ?? [] { try? solver.remove(c) }
                geometry.nodes[n].measuredHeight = height
                addIntrinsicSize(n, horizontal: false)
                changed = true
            }
            if !changed { break }
        }
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
