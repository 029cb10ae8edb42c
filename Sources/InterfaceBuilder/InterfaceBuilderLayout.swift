import LayoutDocument

/// One layout of an Interface Builder file: a storyboard scene's root view, a top-level
/// view of a xib, or a cell (prototype or xib, table or collection view) or table header
/// or footer view, converted to the document model (ids kept, `userLabel`s as labels,
/// lines and columns the file's own).
public struct InterfaceBuilderLayout: Sendable {
    /// The scene's name (the comment Xcode writes before `<scene>`, else the controller's
    /// title, custom class or storyboard id), or the xib view's label or class; a cell is
    /// `Scene › reuse identifier` (its class or kind without one).
    public var name: String
    /// The scene id (`sceneID`), or the xib view's id.
    public var id: String
    /// The view controller's id (storyboards only).
    public var controllerID: String?
    /// A cell's reuse identifier.
    public var reuseIdentifier: String?
    public var document: LayoutDocument
    /// What the conversion noticed (constraints it could not use).
    public var warnings: [Diagnostic] = []

    public init(
        name: String, id: String, controllerID: String? = nil, reuseIdentifier: String? = nil,
        document: LayoutDocument, warnings: [Diagnostic] = []
    ) {
        self.name = name
        self.id = id
        self.controllerID = controllerID
        self.reuseIdentifier = reuseIdentifier
        self.document = document
        self.warnings = warnings
    }

    /// Whether `selector` (from `--scene`) names this layout: its name (also without
    /// the id that tells equal names apart, and a cell's without its scene's), id,
    /// controller id or reuse identifier.
    public func matches(_ selector: String) -> Bool {
        let bare = name.hasSuffix(" (\(id))") ? String(name.dropLast(id.count + 3)) : name
        return selector == name || selector == bare || selector == id || selector == controllerID
            || selector == reuseIdentifier || bare.hasSuffix(" › " + selector)
    }
}
