import LayoutDocument
import SizeClassResolution

/// A constraint the solver was given, described for people: a document constraint, or
/// one the compilation generated (a stack's arrangement, a view's intrinsic size, the
/// environment's root size).
public struct ConstraintDescription: Sendable, Hashable {
    public enum Source: String, Sendable, Hashable {
        /// A `<constraint>` of the document.
        case document
        /// A stack view's arrangement (UIKit's `UISV-…` constraints).
        case stack
        /// Content hugging or compression resistance of an intrinsic size.
        case intrinsic
        /// The root's size and position, from the environment.
        case environment
        /// A view's width and height, never below zero (`CompiledLayout`'s
        /// `keepsSizesNonNegative`).
        case geometry
        /// Interface Builder's prototyping constraints: a view that no installed
        /// constraint names stays at the frame Xcode saved for it.
        case prototyping
    }

    /// The document id, or `item/role` for a generated constraint (`rootStack/spacing`,
    /// `label/hugging`, `root/size`).
    public var id: String {
        get { role.isEmpty ? owner : owner + "/" + role }
        set {
            owner = newValue
            role = ""
        }
    }
    /// The id's parts, kept apart so that a generated constraint's id costs no
    /// allocation (the item's id is shared, the role is a literal) until it is shown.
    private var owner: String
    private var role: String
    /// The equation in the cookbook's notation with this class's values,
    /// `long.leading = short.trailing + 8`.
    public var equation: String {
        switch formula {
        case .text(let text): text
        case .document(let constraints, let position):
            constraints.layout.constraint(at: position).effective.equationText(naming: constraints.layout.itemNames)
        case .generated(let g): g.constraint.equationText
        }
    }
    /// The ids of the items it relates: a document constraint's first and second items;
    /// the item a generated constraint belongs to (the root for the environment's).
    public var items: [String] {
        switch formula {
        case .document(let constraints, let position):
            let c = constraints.layout.constraint(at: position).source
            return [c.first.item] + (c.second.map { [$0.item] } ?? [])
        case .generated, .text:
            return role.isEmpty ? [] : [owner]
        }
    }
    public var source: Source
    /// Where it is written: the constraint, or the element that generated it; `unknown`
    /// for the environment's.
    public var location: SourceLocation
    /// The equation is written out only when asked for (`equation`): a conflict names
    /// every constraint it involves, and most of them are never printed.
    private let formula: Formula

    enum Formula: Sendable {
        case text(String)
        /// A document constraint of the resolved layout, found again when shown.
        case document(DocumentConstraints, ResolvedLayout.ConstraintPosition)
        /// A generated constraint, with its items' ids.
        case generated(Generated)
    }

    /// `first.attribute (relation) multiplier × second.attribute + constant @priority`.
    struct Generated: Sendable {
        var first: String
        var firstAttribute: LayoutAttribute
        var relation: ConstraintRelation
        var second: String?
        var secondAttribute: LayoutAttribute
        var multiplier: Double
        var constant: Double
        var priority: Double

        var constraint: LayoutConstraint {
            LayoutConstraint(
                id: "", first: ItemReference(item: first, attribute: firstAttribute), relation: relation,
                second: second.map { ItemReference(item: $0, attribute: secondAttribute) },
                multiplier: multiplier, constant: .points(constant), priority: priority)
        }
    }

    public init(id: String, equation: String, source: Source, location: SourceLocation) {
        self.init(id: id, formula: .text(equation), source: source, location: location)
    }

    init(id: String, formula: Formula, source: Source, location: SourceLocation) {
        self.init(item: id, role: "", formula: formula, source: source, location: location)
    }

    /// A generated constraint's description, with the id `item/role`.
    init(item: String, role: String, formula: Formula, source: Source, location: SourceLocation) {
        owner = item
        self.role = role
        self.formula = formula
        self.source = source
        self.location = location
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.id == b.id && a.source == b.source && a.location == b.location && a.equation == b.equation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(location)
    }
}
