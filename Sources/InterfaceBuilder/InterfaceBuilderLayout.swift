import LayoutDocument

/// One layout of an Interface Builder file: a storyboard scene's root view, or a top-level
/// view of a xib, converted to the document model (ids kept, `userLabel`s as labels,
/// lines and columns the file's own).
public struct InterfaceBuilderLayout: Sendable {
    /// The scene's name (the comment Xcode writes before `<scene>`, else the controller's
    /// title, custom class or storyboard id), or the xib view's label or class.
    public var name: String
    /// The scene id (`sceneID`), or the xib view's id.
    public var id: String
    /// The view controller's id (storyboards only).
    public var controllerID: String?
    public var document: LayoutDocument
    /// What the conversion noticed (constraints it could not use).
    public var warnings: [Diagnostic] = []

    /// Whether `selector` (from `--scene`) names this layout: its name, id or
    /// controller id.
    public func matches(_ selector: String) -> Bool {
        selector == name || selector == id || selector == controllerID
    }
}
