import LayoutDocument

/// The axis an anchor lies on, as a type: `LayoutAnchor<XAxis>` and `LayoutAnchor<YAxis>`
/// cannot be related, so mixing axes does not compile (as with `NSLayoutXAxisAnchor` and
/// `NSLayoutYAxisAnchor`).
public enum XAxis {}
public enum YAxis {}

/// A position anchor: an edge, a center, a baseline or a margin of an item on one axis.
/// Position anchors take no multiplier.
public struct LayoutAnchor<Axis>: CustomStringConvertible {
    public let item: any LayoutAnchorItem
    public let attribute: LayoutAttribute

    init(_ item: any LayoutAnchorItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item.id).\(attribute.rawValue)" }
}

public typealias LayoutXAxisAnchor = LayoutAnchor<XAxis>
public typealias LayoutYAxisAnchor = LayoutAnchor<YAxis>

/// A width or height: the only anchors with multipliers and constants of their own.
public struct LayoutDimension: CustomStringConvertible {
    public let item: any LayoutAnchorItem
    public let attribute: LayoutAttribute

    init(_ item: any LayoutAnchorItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item.id).\(attribute.rawValue)" }
}
