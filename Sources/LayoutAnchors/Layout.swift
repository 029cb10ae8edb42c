import LayoutDocument

/// A layout built in code: a root view, the views added under it, layout guides, and the
/// constraints activated on them (in activation order). `document()` gives it in the
/// document model, `xml()` as a document file, `diagnostics()` the problems validation
/// would report.
///
///     let layout = Layout(name: "Simple Single View")
///     let red = LayoutView(id: "redView")
///     layout.root.addSubview(red)
///     AnchorConstraint.activate([
///         red.leadingAnchor.constraint(equalTo: layout.root.layoutMarginsGuide.leadingAnchor),
///         red.topAnchor.constraint(equalTo: layout.topLayoutGuide.bottomAnchor, constant: 20),
///     ])
public final class Layout {
    public var name: String?
    public let root: LayoutView
    /// The root's built-in guides (`topLayoutGuide`, `bottomLayoutGuide`, `safeArea`).
    public private(set) var topLayoutGuide: LayoutGuide!
    public private(set) var bottomLayoutGuide: LayoutGuide!
    public private(set) var safeAreaLayoutGuide: LayoutGuide!
    /// Active constraints, in activation order.
    var constraints: [AnchorConstraint] = []

    public init(name: String? = nil, rootID: String = "root") {
        self.name = name
        root = LayoutView(id: rootID)
        root.owningLayout = self
        topLayoutGuide = LayoutGuide(builtIn: "topLayoutGuide", of: self)
        bottomLayoutGuide = LayoutGuide(builtIn: "bottomLayoutGuide", of: self)
        safeAreaLayoutGuide = LayoutGuide(builtIn: "safeArea", of: self)
    }

    /// The active constraints, in activation order.
    public var activeConstraints: [AnchorConstraint] { constraints }
}
