import LayoutDocument
import LayoutEngine

extension CompiledLayout {
    /// The width and height of each view of `nonNegativeSizes` at least zero, required:
    /// Auto Layout never gives a view a negative size, so a required constraint that would
    /// push one below zero conflicts and is broken instead, as Xcode shows it. A 22 pt
    /// header whose label is pinned 4 pt inside a safe area 20 pt from its top keeps the
    /// label's text height and breaks the bottom pin, where the label would otherwise be
    /// −6 pt high. Only the views a solution gave a negative size get these: every view of
    /// a large layout would add two rows each, and many pivots.
    func addNonNegativeSizes() {
        for n in nonNegativeSizes.sorted() {
            let rect = geometry.nodes[n].rect
            for horizontal in [true, false] {
                let attribute: LayoutAttribute = horizontal ? .width : .height
                add(
                    horizontal ? rect.width : rect.height, .greaterThanOrEqual, Expression(constant: 0),
                    priority: 1000,
                    .generated(
                        source: .geometry, role: .nonNegativeSize, owner: Int32(n),
                        formula: .equation(equation(n, attribute, .greaterThanOrEqual, constant: 0))))
            }
        }
    }

    /// The views and stacks (not the root, not layout guides) the solution gives a
    /// negative width or height, beyond rounding.
    func negativeSizes() -> Set<Int> {
        let values = currentValues().values
        var negative = Set<Int>()
        for n in geometry.nodes.indices where n > 0 && geometry.nodes[n].element != .guide {
            let rect = geometry.nodes[n].rect
            if rect.width.evaluate({ values[$0.tag!] }) < -1e-6 || rect.height.evaluate({ values[$0.tag!] }) < -1e-6 {
                negative.insert(n)
            }
        }
        return negative
    }
}
