import LayoutDocument

/// The axis of content hugging and compression resistance (UIKit's
/// `NSLayoutConstraint.Axis`).
public enum LayoutAxis: Sendable {
    case horizontal, vertical
}

/// A view of a layout built in code (UIKit's `UIView` as far as layout goes): its id
/// and kind, its intrinsic size and baselines, hugging and compression resistance,
/// margins, subviews and layout guides, and its size-class variations.
public class LayoutView: LayoutAnchorItem {
    public let id: String
    public var kind: ViewKind
    public var title: String?
    /// A display name (Interface Builder's label).
    public var label: String?
    /// The attributes as the document writes them; the properties below set them.
    public var attributes = ViewAttributes()
    public private(set) var variations: [Variation<ViewAttributes>] = []
    public private(set) weak var superview: LayoutView?
    public private(set) var subviews: [LayoutView] = []
    public private(set) var layoutGuides: [LayoutGuide] = []
    weak var owningLayout: Layout?
    var element: ItemElement { .view }

    public init(id: String, kind: ViewKind = .view) {
        self.id = id
        self.kind = kind
    }

    /// The layout whose root this view is under.
    public var layout: Layout? {
        var v = self
        while let s = v.superview { v = s }
        return v.owningLayout
    }

    public func addSubview(_ view: LayoutView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.layoutGuides.removeAll { $0 === guide }
        layoutGuides.append(guide)
        guide.owningView = self
    }

    // MARK: content size

    /// The intrinsic width and height (nil: none on that axis).
    public var intrinsicWidth: Double? {
        get { attributes.intrinsicWidth }
        set { attributes.intrinsicWidth = newValue }
    }

    public var intrinsicHeight: Double? {
        get { attributes.intrinsicHeight }
        set { attributes.intrinsicHeight = newValue }
    }

    /// The first baseline's distance below the top, the last one's above the bottom.
    public var firstBaselineOffset: Double? {
        get { attributes.firstBaseline }
        set { attributes.firstBaseline = newValue }
    }

    public var lastBaselineOffset: Double? {
        get { attributes.lastBaseline }
        set { attributes.lastBaseline = newValue }
    }

    public func contentHuggingPriority(for axis: LayoutAxis) -> Double {
        attributes.hugging.value(for: axis, default: kind.defaultHugging)
    }

    public func setContentHuggingPriority(_ priority: Double, for axis: LayoutAxis) {
        attributes.hugging.set(priority, for: axis, default: kind.defaultHugging)
    }

    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> Double {
        attributes.compressionResistance.value(for: axis, default: 750)
    }

    public func setContentCompressionResistancePriority(_ priority: Double, for axis: LayoutAxis) {
        attributes.compressionResistance.set(priority, for: axis, default: 750)
    }

    public var isHidden: Bool {
        get { attributes.hidden ?? false }
        set { attributes.hidden = newValue ? true : nil }
    }

    /// Top, leading, bottom, trailing; nil for the default (8, or the environment's
    /// for the root).
    public var layoutMargins: EdgeInsets? {
        get { attributes.margins }
        set { attributes.margins = newValue }
    }

    // MARK: size classes

    /// Whether the view is installed in Any-Any.
    public var isInstalled: Bool {
        get { attributes.installed ?? true }
        set { attributes.installed = newValue ? nil : false }
    }

    /// Changes this view's attributes in one size class: a `<variation>`.
    public func vary(in sizeClass: SizeClass, _ change: (inout ViewAttributes) -> Void) {
        variations.vary(in: sizeClass, empty: ViewAttributes(), change)
    }

    public func setInstalled(_ installed: Bool, in sizeClass: SizeClass) {
        vary(in: sizeClass) { $0.installed = installed }
    }
    public func setHidden(_ hidden: Bool, in sizeClass: SizeClass) { vary(in: sizeClass) { $0.hidden = hidden } }

    // MARK: anchors only views have

    public var firstBaselineAnchor: LayoutYAxisAnchor { .init(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { .init(self, .lastBaseline) }

    /// The view's layout margins as anchors (`leadingMargin`, `centerXWithinMargins`, …).
    public var layoutMarginsGuide: LayoutMarginsGuide { LayoutMarginsGuide(view: self) }
}

/// A view's margins (UIKit's `layoutMarginsGuide`): edges and centers within margins.
/// The document format has no margin width or height, so there are no dimensions here.
public struct LayoutMarginsGuide {
    public let view: LayoutView

    public var leadingAnchor: LayoutXAxisAnchor { .init(view, .leadingMargin) }
    public var trailingAnchor: LayoutXAxisAnchor { .init(view, .trailingMargin) }
    public var leftAnchor: LayoutXAxisAnchor { .init(view, .leftMargin) }
    public var rightAnchor: LayoutXAxisAnchor { .init(view, .rightMargin) }
    public var centerXAnchor: LayoutXAxisAnchor { .init(view, .centerXWithinMargins) }
    public var topAnchor: LayoutYAxisAnchor { .init(view, .topMargin) }
    public var bottomAnchor: LayoutYAxisAnchor { .init(view, .bottomMargin) }
    public var centerYAnchor: LayoutYAxisAnchor { .init(view, .centerYWithinMargins) }
}

extension Optional where Wrapped == AxisPair<Double> {
    /// One axis of a hugging or resistance pair; an unset pair is the default on both.
    fileprivate func value(for axis: LayoutAxis, default d: Double) -> Double {
        let pair = self ?? AxisPair(horizontal: d, vertical: d)
        return axis == .horizontal ? pair.horizontal : pair.vertical
    }

    fileprivate mutating func set(_ value: Double, for axis: LayoutAxis, default d: Double) {
        var pair = self ?? AxisPair(horizontal: d, vertical: d)
        if axis == .horizontal { pair.horizontal = value } else { pair.vertical = value }
        self = pair
    }
}
