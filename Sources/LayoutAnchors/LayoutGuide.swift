import LayoutDocument

/// A layout guide: a custom one a view owns (UIKit's `UILayoutGuide`, a `<guide>` in the
/// document), or one of the root's built-in guides (`Layout.topLayoutGuide`,
/// `bottomLayoutGuide`, `safeAreaLayoutGuide`).
public final class LayoutGuide: LayoutAnchorItem {
    public let id: String
    public private(set) var variations: [Variation<ViewAttributes>] = []
    /// The view that owns a custom guide.
    public internal(set) weak var owningView: LayoutView?
    private weak var builtInLayout: Layout?

    /// A custom guide; add it to a view with `addLayoutGuide(_:)`.
    public init(id: String) { self.id = id }

    init(builtIn id: String, of layout: Layout) {
        self.id = id
        builtInLayout = layout
    }

    public var layout: Layout? { builtInLayout ?? owningView?.layout }
    var isBuiltIn: Bool { builtInLayout != nil }

    /// Installs or removes the guide in one size class.
    public func setInstalled(_ installed: Bool, in sizeClass: SizeClass) {
        variations.vary(in: sizeClass, empty: ViewAttributes()) { $0.installed = installed }
    }
}
