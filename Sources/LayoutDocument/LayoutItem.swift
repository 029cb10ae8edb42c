/// What kind of thing an item is.
public enum ItemElement: String, Sendable, Hashable {
    case view, stack, guide
}

/// The Interface Builder kinds of view, which set default hugging (labels 251).
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    case view, label, button, textField, textView, imageView, scrollView

    /// Interface Builder's default content hugging for this kind, both axes.
    public var defaultHugging: Double { self == .label ? 251 : 250 }
}

/// A view, stack or custom layout guide, with its subviews (a stack's children are its
/// arranged views, in order).
public struct LayoutItem: Sendable {
    public var id: String
    public var element: ItemElement
    public var kind: ViewKind
    public var title: String?
    public var text: String?
    /// A display name (Interface Builder's userLabel).
    public var label: String?
    /// The Any-Any values.
    public var attributes: ViewAttributes
    public var variations: [Variation<ViewAttributes>]
    public var children: [LayoutItem]
    public var location: SourceLocation
    /// Where each attribute is written, by document name.
    public var attributeLocations: AttributeLocations
    /// Set when the intrinsic size was estimated rather than written (an Interface
    /// Builder view measured from its text and font): how, for people to see.
    public var intrinsicSizeNote: String?
    /// How far the view's frame reaches beyond the rectangle its constraints place, its
    /// alignment rectangle (UIView's `alignmentRectInsets`; leading and trailing are the
    /// left and right sides): a switch's frame is 2 pt wider than its alignment
    /// rectangle, on the right. Fixed for a view; no class varies it.
    public var alignmentInsets: EdgeInsets?
    /// The frame Xcode saved for the view (Interface Builder files), in its superview's
    /// coordinates: what `check --misplaced` compares the design canvas's layout with.
    public var designFrame: DesignFrame?
    /// An Interface Builder view that preserves its superview's layout margins
    /// (`preservesSuperviewLayoutMargins`): its margins are at least the superview's less
    /// its saved distance from each of the superview's edges (`designFrame`), as UIKit
    /// gives them to a view inside its superview's margins.
    public var preservesSuperviewMargins = false
    /// An Interface Builder view whose margins are not inset from its safe area
    /// (`insetsLayoutMarginsFromSafeArea="NO"`); by default UIKit adds to a view's margins
    /// how far the screen's unsafe area reaches into it (`designFrame` says where it is).
    public var marginsIgnoreSafeArea = false
    /// An Interface Builder view whose margins follow the readable width
    /// (`layoutMarginsFollowReadableWidth`, Xcode's "Follow Readable Width"): this width,
    /// at the text size the file was read for, at most lies between its margins, centred
    /// (`ContentSizeCategory.readableWidth`).
    public var readableWidth: Double?
    /// An Interface Builder view's custom class (`customClass`), whose own intrinsic size,
    /// if it has one, the file does not say.
    public var customClass: String?
    /// A label whose text may wrap (`numberOfLines` other than 1): its height follows the
    /// width the layout gives it, as UIKit measures it again after a first pass.
    public var wrapping: TextWrapping?
    /// The wrapping in the size classes whose font differs from the view's own (an
    /// Interface Builder label's font variations): the most specific class's applies.
    public var wrappingVariations: [Variation<TextWrapping>] = []
    /// What the view shows (its class, text, image, colours), for pictures of the layout;
    /// nil when the document says nothing beyond its `kind`, `title` and `text`.
    public var appearance: ViewAppearance?
    /// An Interface Builder view placed by its autoresizing mask (no
    /// `translatesAutoresizingMaskIntoConstraints="NO"`, or `fixedFrame="YES"`): its size
    /// follows the mask, not its content (a table cell's own text labels, sized by the
    /// cell at run time, are such views).
    public var autoresizes = false
    /// A layout document's `font`: the view's text (`text`, a button's `title`) is
    /// measured in it for whichever intrinsic size the document does not give.
    public var font: TextFont?
    /// A layout document's `lines` for a label: UILabel's `numberOfLines` (0: as many as
    /// the text needs; 1 when not given).
    public var lines: Int?
    /// The smallest scale a label may shrink its text to so that it fits (a layout
    /// document's `minimumTextScale`; Interface Builder's autoshrink, UILabel's
    /// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`). Its intrinsic size is its
    /// text's at full size; nil when the text never shrinks.
    public var minimumTextScale: Double?
    /// The attributes measured from `text` and `font` (`intrinsicWidth`, `firstBaseline`,
    /// …), which are not written back as numbers.
    public var measuredFromText: Set<String> = []
    /// A layout document's `font` for some size classes (`<variation class=… font=…>`, an
    /// Interface Builder font variation): the view's text measured in it gives that class
    /// its intrinsic size, baselines and wrapping.
    public var fontVariations: [Variation<TextFont>] = []
    /// The attributes of each class's variation measured from its font, which are not
    /// written back as numbers either.
    public var measuredFromTextByClass: [SizeClass: Set<String>] = [:]

    public init(
        id: String, element: ItemElement = .view, kind: ViewKind = .view,
        attributes: ViewAttributes = ViewAttributes(), children: [LayoutItem] = [],
        location: SourceLocation = .unknown
    ) {
        self.id = id
        self.element = element
        self.kind = kind
        self.attributes = attributes
        self.variations = []
        self.children = children
        self.location = location
        self.attributeLocations = [:]
    }

    /// This item and every item below it, depth first, parents before children.
    public func allItems() -> [LayoutItem] {
        var result = [self]
        for c in children { result += c.allItems() }
        return result
    }
}
