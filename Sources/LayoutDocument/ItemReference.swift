/// `item.attribute` in a constraint: a view, stack, guide, `superview`, or a built-in
/// guide of the root (`topLayoutGuide`, `bottomLayoutGuide`, `safeArea`).
public struct ItemReference: Sendable, Hashable, CustomStringConvertible {
    public var item: String
    public var attribute: LayoutAttribute
    public var location: SourceLocation

    public init(item: String, attribute: LayoutAttribute, location: SourceLocation = .unknown) {
        self.item = item
        self.attribute = attribute
        self.location = location
    }

    public static let builtInGuides: Set<String> = ["topLayoutGuide", "bottomLayoutGuide", "safeArea"]
    public static let superview = "superview"

    public var description: String { "\(item).\(attribute.rawValue)" }
}
