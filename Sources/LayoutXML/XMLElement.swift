import LayoutDocument

/// An attribute as written, with where its name starts.
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
    public var location: SourceLocation
}

/// An element of a parsed file: name, attributes in source order, child elements, and
/// where its start tag begins. Text content is not kept (layout documents have none).
public struct XMLElement: Sendable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]
    public var location: SourceLocation

    public init(name: String, attributes: [XMLAttribute] = [], children: [XMLElement] = [],
                location: SourceLocation = .unknown) {
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
