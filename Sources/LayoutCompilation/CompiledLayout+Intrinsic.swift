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
        let a = geometry.nodes[n].attributes
        var skipAlong: StackAxis?
        if geometry.isHiddenArranged(n) {
            skipAlong = geometry.nodes[geometry.nodes[n].parent].attributes.axis ?? .horizontal
        }
        let kind = geometry.nodes[n].kind
        let hugging = a.hugging ?? AxisPair(horizontal: kind.defaultHugging, vertical: kind.defaultHugging)
        let resistance = a.compressionResistance ?? AxisPair(horizontal: 750, vertical: 750)
        if let w = a.intrinsicWidth, skipAlong != .horizontal {
            pair(n, .width, geometry.nodes[n].rect.width, w, hugging.horizontal, resistance.horizontal)
        }
        if let h = a.intrinsicHeight, skipAlong != .vertical {
            pair(n, .height, geometry.nodes[n].rect.height, h, hugging.vertical, resistance.vertical)
        }
    }

    private func pair(_ n: Int, _ attribute: LayoutAttribute, _ size: Expression, _ intrinsic: Double,
                      _ hugging: Double, _ resistance: Double) {
        let value = Expression(constant: intrinsic)
        add(size, .lessThanOrEqual, value, priority: hugging,
            .generated(source: .intrinsic, role: .hugging, owner: Int32(n),
                             formula: equation(n, attribute, .lessThanOrEqual, constant: intrinsic, priority: hugging)))
        add(size, .greaterThanOrEqual, value, priority: resistance,
            .generated(source: .intrinsic, role: .compressionResistance, owner: Int32(n),
                             formula: equation(n, attribute, .greaterThanOrEqual, constant: intrinsic,
                                               priority: resistance)))
    }
}
