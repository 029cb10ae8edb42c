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
