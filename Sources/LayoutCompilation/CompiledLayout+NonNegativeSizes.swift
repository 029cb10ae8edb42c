import LayoutDocument
import LayoutEngine

extension CompiledLayout {
    /// The width and height of each view of `nonNegativeSizes` at least zero, required:
    /// Auto Layout never gives a view a negative size, so a required constraint that would
    /// push one below zero conflicts and is broken instead. A text field pinned 4 pt below a
    /// label and 12 pt above the bottom of a 44 pt cell is then 0 high, as Xcode saved it,
    /// not −2. Added before the stacks' arrangements, so that a stack's spacing gives way
    /// rather than a view's size (Habitica's gift button, in a hidden stack: −136 pt high
    /// when these came after, 38 as Xcode saved it now). Only the views a solution gave a
    /// negative size get these: for every view of a 10,000-view list they made its solve
    /// take 50 s instead of 0.3.
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

    /// The views and stacks (not the root, not layout guides) that `values` (the
    /// solution's) give a negative width or height, beyond rounding.
    func negativeSizes(_ values: [Double]) -> Set<Int> {
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
