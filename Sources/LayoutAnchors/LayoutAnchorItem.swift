import LayoutDocument

/// Anything a constraint can relate: views, stack views, layout guides (UIKit's
/// `NSLayoutAnchor` targets). Its anchors come from this protocol's extension.
public protocol LayoutAnchorItem: AnyObject {
    /// The id it has in the document.
    var id: String { get }
    /// The layout it belongs to, once it is in one (a view: when it is in the root's
    /// tree; a layout guide: when a view owns it; the built-in guides: always).
    var layout: Layout? { get }
}

extension LayoutAnchorItem {
    public var leadingAnchor: LayoutXAxisAnchor { .init(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { .init(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { .init(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { .init(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { .init(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { .init(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { .init(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { .init(self, .centerY) }
    public var widthAnchor: LayoutDimension { .init(self, .width) }
    public var heightAnchor: LayoutDimension { .init(self, .height) }
}
