/// Where each attribute of an element is written, by name: a handful of entries per
/// element, kept in a small array (one allocation, searched in place) rather than a
/// hash table, since every view and constraint of a large document has one.
public struct AttributeLocations: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    private var entries: [Entry] = []

    private struct Entry: Sendable, Hashable {
        var name: String
        var location: SourceLocation
    }

    public init() {}

    public init(dictionaryLiteral elements: (String, SourceLocation)...) {
        for (name, location) in elements { self[name] = location }
    }

    public init(capacity: Int) { entries.reserveCapacity(capacity) }

    public subscript(name: String) -> SourceLocation? {
        get { entries.first { $0.name == name }?.location }
        set {
            let k = entries.firstIndex { $0.name == name }
            switch (k, newValue) {
            case let (k?, location?): entries[k].location = location
            case let (k?, nil): entries.remove(at: k)
            case let (nil, location?): entries.append(Entry(name: name, location: location))
            case (nil, nil): break
            }
        }
    }

    /// Adds an attribute known not to be there yet (a reader's single pass).
    public mutating func append(_ name: String, _ location: SourceLocation) {
        entries.append(Entry(name: name, location: location))
    }

    public var isEmpty: Bool { entries.isEmpty }
}
