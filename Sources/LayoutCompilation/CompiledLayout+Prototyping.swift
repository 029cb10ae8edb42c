import LayoutDocument
import LayoutEngine

extension CompiledLayout {
    /// Interface Builder's prototyping constraints: a view that no installed constraint
    /// names (Xcode 5–7 wrote every view as one that does not translate its mask) stays
    /// where it was drawn. Xcode adds its left, top, width and height from the saved frame
    /// at build time, and draws it there on the canvas, where the tool would otherwise
    /// report it ambiguous. In size-class files of that era a view's constraints are often
    /// installed in one class only; in the others it keeps the frame. Such a view is one
    /// with a saved frame (an Interface Builder view) that is not the root, is not placed
    /// by its autoresizing mask and is not arranged by a stack; `named` says which nodes
    /// the installed constraints name. The saved frame is the frame; the constraints place
    /// the alignment rectangle inside it (a switch's is 2 pt narrower).
    func addPrototypingConstraints(named: [Bool]) {
        for n in geometry.nodes.indices where !named[n] && !geometry.nodes[n].autoresizes {
            let p = geometry.nodes[n].parent
            guard p >= 0, geometry.nodes[p].element != .stack else { continue }
            holdAtSavedFrame(n, [.left, .top, .width, .height], priority: 1000, role: .prototyping)
        }
    }

    /// Holds `attributes` (`left`, `top`, `width`, `height`) of view `n` where Xcode saved
    /// it, in its superview, at `priority`: the saved frame is the frame, and the
    /// constraints place the alignment rectangle inside it. Whether `n` has a saved frame
    /// and a superview to hold it in.
    @discardableResult
    func holdAtSavedFrame(_ n: Int, _ attributes: [LayoutAttribute], priority: Double, role: ConstraintRole) -> Bool {
        let p = geometry.nodes[n].parent
        guard p >= 0, let f = geometry.nodes[n].designFrame else { return false }
        let a = geometry.nodes[n].alignmentInsets ?? EdgeInsets.zero
        for attribute in attributes {
            let value: Double
            switch attribute {
            case .left: value = f.x + a.leading
            case .top: value = f.y + a.top
            case .width: value = f.width - a.leading - a.trailing
            case .height: value = f.height - a.top - a.bottom
            default: continue
            }
            let sized = attribute == .width || attribute == .height
            add(
                geometry.expression(attribute, of: n, in: p), .equal, Expression(constant: value), priority: priority,
                .generated(
                    source: .prototyping, role: role, owner: Int32(n),
                    formula: .equation(
                        sized
                            ? equation(n, attribute, .equal, constant: value, priority: priority)
                            : equation(n, attribute, .equal, p, attribute, constant: value, priority: priority))))
        }
        return true
    }
}
