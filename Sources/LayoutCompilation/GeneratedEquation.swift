import LayoutDocument

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
