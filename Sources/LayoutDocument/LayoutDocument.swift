/// A layout document (format version 1): one root view with its hierarchy, and the
/// constraints between items, each with its size-class variations.
public struct LayoutDocument: Sendable {
    public var version: Int
    public var name: String?
    public var root: LayoutItem
    public var constraints: [ConstraintEntry]
    public var location: SourceLocation
    /// Where an Interface Builder layout was designed (nil for layout documents, which
    /// name no canvas).
    public var designCanvas: DesignCanvas?
    /// The names people know the items by, where they are not the ids: an Interface
    /// Builder file's views as Xcode's document outline names them ("Label - Flowers",
    /// "Safe Area"; an id added where two would be equal). Reports write these in place
    /// of ids; empty for layout documents, whose ids are their authors' names.
    public var itemNames: [String: String] = [:]
    /// The order the engine adds the constraint list's entries in, as indices into
    /// `constraints`, when it is not the list's own; nil for the list's order. Of two
    /// required constraints that conflict, the one added later is left out, so this order
    /// decides which one holds, while reports keep listing `constraints` as written. An
    /// Interface Builder layout takes each view's constraints latest first
    /// (`InterfaceBuilder`); a layout document's order is its installation order.
    public var installationOrder: [Int]?

    /// The constraint list's entries in the order the engine adds them
    /// (`installationOrder`); a document written out in this order lays out the same.
    public var constraintsInInstallationOrder: [ConstraintEntry] {
        installationOrder.map { $0.map { constraints[$0] } } ?? constraints
    }

    public init(
        version: Int = 1, name: String? = nil, root: LayoutItem,
        constraints: [ConstraintEntry] = [], location: SourceLocation = .unknown
    ) {
        self.version = version
        self.name = name
        self.root = root
        self.constraints = constraints
        self.location = location
    }
}
