/// The part a generated constraint plays, the `role` of its id `item/role` (UIKit names
/// its stack constraints `UISV-canvas-connection`, `UISV-spacing`, …).
enum ConstraintRole: String {
    case environment
    case canvas, spacing, alignment, spanning, fitting, hiding
    case tieBreak = "tie-break"
    case fillEqually = "fill-equally"
    case fillProportionally = "fill-proportionally"
    case equalSpacing = "equal-spacing"
    case equalCentering = "equal-centering"
    case ambiguitySuppression = "ambiguity-suppression"
    /// UIKit's `UISV-text-width-disambiguation`: a multi-line label's share of the stack.
    case textWidthDisambiguation = "text-width-disambiguation"
    /// A view at the size Xcode drew it on the canvas (`keepDrawnSizes()`).
    case drawnSize = "drawn-size"
    /// Content hugging and compression resistance on one axis, as one constraint.
    case intrinsicSize = "intrinsic-size"
    case hugging
    case compressionResistance = "compression-resistance"
    /// A view's width or height at least zero.
    case nonNegativeSize = "non-negative-size"
    /// Interface Builder's constraints for a view no constraint names: its saved frame.
    case prototyping
}
