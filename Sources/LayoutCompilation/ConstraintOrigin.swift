import LayoutDocument
import SizeClassResolution

/// Where one engine constraint came from, in a few dozen bytes and no references: the
/// compilation keeps one per constraint (80,000 for a 10,000-view layout), and only the
/// few shown in a conflict or a warning become `ConstraintDescription`s
/// (`CompiledLayout.description(of:)`). Without references the whole array is freed in
/// one step, and it takes a third of the memory descriptions did.
enum ConstraintOrigin {
    /// A document constraint, found again in the resolved layout when shown.
    case document(ResolvedLayout.ConstraintPosition)
    /// A constraint the compilation generated for node `owner` (the root for the
    /// environment's), shown as `owner/role`.
    case generated(source: ConstraintDescription.Source, role: ConstraintRole, owner: Int32, formula: Formula)

    /// A generated constraint's equation.
    enum Formula {
        /// `first.attribute (relation) multiplier × second.attribute + constant @priority`.
        case equation(GeneratedEquation)
        /// An equation written out when generated, at this index of `CompiledLayout.texts`
        /// (only the equal-spacing distributions need one).
        case text(Int32)
    }
}

/// A generated constraint's equation with nodes as indices; names are looked up when it
/// is shown.
struct GeneratedEquation {
    var first: Int32
    /// -1 when the constraint has no second item.
    var second: Int32
    var firstAttribute: LayoutAttribute
    var secondAttribute: LayoutAttribute
    var relation: ConstraintRelation
    var multiplier: Double
    var constant: Double
    var priority: Double
}

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
    case hugging
    case compressionResistance = "compression-resistance"
}
