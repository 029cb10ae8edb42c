import LayoutDocument

/// An attribute as written, with where its name starts.
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
    public var location: SourceLocation

    public init(name: String, value: String, location: SourceLocation = .unknown) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// An element of a parsed file: name, attributes in source order, child elements, and
/// where its start tag begins; the text of a leaf element, and the comment written just
/// before the element (Interface Builder names scenes that way).
public struct XMLElement: Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]
    public var location: SourceLocation
    /// The text content of an element without child elements ("" otherwise).
    public var text = ""
    /// The comment between the previous sibling element (or the parent's start) and
    /// this one, if any.
    public var comment: String?

    public init(
        name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [],
        location: SourceLocation = .unknown
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    /// The value of attribute `name`, if present.
    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The attribute named `name`, if present.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}
