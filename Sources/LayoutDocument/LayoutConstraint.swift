/// A `<constraint>`: `first (relation) multiplier × second + constant @priority`,
/// written in the structured form or as an equation (`eq`).
public struct LayoutConstraint: Sendable {
    public var id: String
    public var label: String?
    public var first: ItemReference
    public var relation: ConstraintRelation
    /// Absent for a constant size (`blue.width >= 150`).
    public var second: ItemReference?
    public var multiplier: Double
    /// The Any-Any values: constant, priority and whether it is installed.
    public var attributes: ConstraintAttributes
    public var variations: [Variation<ConstraintAttributes>]
    /// The `eq` text when the constraint was written as an equation.
    public var equation: String?
    public var location: SourceLocation
    public var attributeLocations: AttributeLocations

    public init(
        id: String, first: ItemReference, relation: ConstraintRelation = .equal,
        second: ItemReference? = nil, multiplier: Double = 1,
        constant: ConstantValue = .points(0), priority: Double = 1000,
        location: SourceLocation = .unknown
    ) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.attributes = ConstraintAttributes(installed: nil, constant: constant, priority: priority)
        self.variations = []
        self.location = location
        self.attributeLocations = [:]
    }

    /// The equation in the cookbook's notation, e.g. `red.width = 2 x blue.width @750`.
    public var equationText: String { equationText(naming: [:]) }

    /// The equation with items named as `names` says (an id stays where it has none):
    /// `Red View.top = Safe Area.top + 20`.
    public func equationText(naming names: [String: String]) -> String {
        func show(_ r: ItemReference) -> String {
            names.isEmpty ? r.description : "\(names[r.item] ?? r.item).\(r.attribute.rawValue)"
        }
        var text = "\(show(first)) \(relation == .equal ? "=" : relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(formatNumber(multiplier)) x " }
            text += show(second)
            switch attributes.constant ?? .points(0) {
            case .standard: text += " + standard"
            case .points(let c) where c > 0: text += " + \(formatNumber(c))"
            case .points(let c) where c < 0: text += " - \(formatNumber(-c))"
            default: break
            }
        } else {
            text += (attributes.constant ?? .points(0)).description
        }
        if let p = attributes.priority, p < 1000 { text += " @\(formatNumber(p))" }
        return text
    }
}

/// A `<visual>` element: a Visual Format Language string expanding to several
/// constraints (`row.1`, `row.2`, …). Kept as written; `expanded()` gives the
/// constraints (see `VisualFormat`).
public struct VisualConstraint: Sendable {
    public var id: String
    public var label: String?
    public var format: String
    public var options: [String]
    public var metrics: [String: Double]
    public var attributes: ConstraintAttributes
    public var variations: [Variation<ConstraintAttributes>]
    public var location: SourceLocation
    public var attributeLocations: AttributeLocations
    /// Where the format's first character is in the file, so that problems inside it
    /// point at their own column.
    public var formatLocation: SourceLocation = .unknown

    public init(id: String, format: String, location: SourceLocation = .unknown) {
        self.id = id
        self.format = format
        self.options = []
        self.metrics = [:]
        self.attributes = ConstraintAttributes()
        self.variations = []
        self.location = location
        self.attributeLocations = [:]
    }
}

/// An entry of `<constraints>`.
public enum ConstraintEntry: Sendable {
    case constraint(LayoutConstraint)
    case visual(VisualConstraint)

    public var id: String {
        switch self {
        case .constraint(let c): return c.id
        case .visual(let v): return v.id
        }
    }

    public var location: SourceLocation {
        switch self {
        case .constraint(let c): c.location
        case .visual(let v): v.location
        }
    }
}
