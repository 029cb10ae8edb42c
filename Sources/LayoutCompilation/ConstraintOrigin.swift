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
        /// The owner's intrinsic size on one axis, hugging and resistance together,
        /// written out from the owner's attributes when shown.
        case intrinsicSize(horizontal: Bool)
    }
}
