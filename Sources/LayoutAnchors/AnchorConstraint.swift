import LayoutDocument

/// A constraint made from anchors (UIKit's `NSLayoutConstraint`): `first (relation)
/// multiplier × second + constant` at a priority. It joins its layout's document when
/// activated, in activation order; size-class variations decide where it is installed
/// and which constant and priority it has there.
public final class AnchorConstraint {
    public let firstItem: any LayoutAnchorItem
    public let firstAttribute: LayoutAttribute
    public let relation: ConstraintRelation
    public let secondItem: (any LayoutAnchorItem)?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    /// The constant as written: points, or `standard` for the system spacing.
    public var constantValue: ConstantValue
    /// 1…1000; 1000 is required.
    public var priority: Double = 1000
    /// The id in the document; activation order numbers the others `c1`, `c2`, …
    public var identifier: String?
    /// Whether it is installed in Any-Any (a variation can install it elsewhere).
    public var isInstalled = true
    public private(set) var variations: [Variation<ConstraintAttributes>] = []

    init(
        first: (any LayoutAnchorItem, LayoutAttribute), relation: ConstraintRelation,
        second: (any LayoutAnchorItem, LayoutAttribute)?, multiplier: Double, constant: ConstantValue
    ) {
        (firstItem, firstAttribute) = first
        self.relation = relation
        secondItem = second?.0
        secondAttribute = second?.1
        self.multiplier = multiplier
        constantValue = constant
    }

    /// The constant in points (8, the sibling spacing, for `standard`); setting it
    /// replaces a `standard` constant.
    public var constant: Double {
        get {
            if case .points(let v) = constantValue { return v }
            return 8
        }
        set { constantValue = .points(newValue) }
    }

    /// Whether it is part of its layout (UIKit's `isActive`). Activating a constraint
    /// whose items are in no layout is a programming error, as in UIKit.
    public var isActive: Bool {
        get { layout?.constraints.contains { $0 === self } ?? false }
        set {
            guard let layout = layout ?? owningLayout() else {
                preconditionFailure(
                    "constraint \(self): neither item is in a layout; add the views to the layout's root first")
            }
            if newValue {
                if !layout.constraints.contains(where: { $0 === self }) { layout.constraints.append(self) }
                self.layout = layout
            } else {
                layout.constraints.removeAll { $0 === self }
            }
        }
    }

    weak var layout: Layout?

    private func owningLayout() -> Layout? { firstItem.layout ?? secondItem?.layout }

    /// Activates each, in order (UIKit's `NSLayoutConstraint.activate`).
    public static func activate(_ constraints: [AnchorConstraint]) {
        for c in constraints { c.isActive = true }
    }

    public static func deactivate(_ constraints: [AnchorConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// Changes this constraint's attributes in one size class: a `<variation>`.
    public func vary(in sizeClass: SizeClass, _ change: (inout ConstraintAttributes) -> Void) {
        variations.vary(in: sizeClass, empty: ConstraintAttributes(), change)
    }

    public func setInstalled(_ installed: Bool, in sizeClass: SizeClass) {
        vary(in: sizeClass) { $0.installed = installed }
    }
    public func setConstant(_ constant: Double, in sizeClass: SizeClass) {
        vary(in: sizeClass) { $0.constant = .points(constant) }
    }
    public func setPriority(_ priority: Double, in sizeClass: SizeClass) {
        vary(in: sizeClass) { $0.priority = priority }
    }

    /// Sets the id and returns the constraint, for building in one expression.
    @discardableResult public func identified(_ id: String) -> AnchorConstraint {
        identifier = id
        return self
    }

    /// Sets the priority and returns the constraint.
    @discardableResult public func withPriority(_ priority: Double) -> AnchorConstraint {
        self.priority = priority
        return self
    }
}

extension AnchorConstraint: CustomStringConvertible {
    public var description: String { model(id: identifier ?? "").equationText }

    /// The constraint in the document model.
    func model(id: String) -> LayoutConstraint {
        var c = LayoutConstraint(
            id: id, first: ItemReference(item: firstItem.id, attribute: firstAttribute),
            relation: relation,
            second: secondItem.map { ItemReference(item: $0.id, attribute: secondAttribute!) },
            multiplier: multiplier, constant: constantValue, priority: priority)
        if !isInstalled { c.attributes.installed = false }
        c.variations = variations
        return c
    }
}
