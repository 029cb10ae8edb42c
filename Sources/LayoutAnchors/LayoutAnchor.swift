import LayoutDocument

/// What an anchor measures, as a type: a position on the x axis, a position on the y
/// axis, or a dimension. Anchors of different kinds cannot be related, so mixing axes
/// (or a size with a position) does not compile, as with UIKit's `NSLayoutXAxisAnchor`,
/// `NSLayoutYAxisAnchor` and `NSLayoutDimension`.
public enum XAxis: PositionAxis {}
public enum YAxis: PositionAxis {}
public enum Dimension {}

/// The two position axes; their anchors take no multiplier.
public protocol PositionAxis {}

/// An attribute of an item: an edge, a center, a baseline or a margin (a position), or
/// a width or height (`LayoutDimension`, the only kind with multipliers and constant
/// sizes).
public struct LayoutAnchor<Kind>: CustomStringConvertible {
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
public typealias LayoutDimension = LayoutAnchor<Dimension>
