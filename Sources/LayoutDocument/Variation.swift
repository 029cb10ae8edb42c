/// Attribute overrides for one size class: a `<variation class="...">` element.
public struct Variation<Attributes: Sendable>: Sendable {
    public var sizeClass: SizeClass
    public var attributes: Attributes
    public var location: SourceLocation

    public init(sizeClass: SizeClass, attributes: Attributes, location: SourceLocation) {
        self.sizeClass = sizeClass
        self.attributes = attributes
        self.location = location
    }
}
