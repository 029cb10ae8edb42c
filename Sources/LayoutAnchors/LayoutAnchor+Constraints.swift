import LayoutDocument

extension LayoutAnchor where Kind: PositionAxis {
    /// `self = anchor + constant`
    public func constraint(equalTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> AnchorConstraint {
        relate(.equal, anchor, .points(constant))
    }

    /// `self >= anchor + constant`
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> AnchorConstraint {
        relate(.greaterThanOrEqual, anchor, .points(constant))
    }

    /// `self <= anchor + constant`
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<Kind>, constant: Double = 0) -> AnchorConstraint {
        relate(.lessThanOrEqual, anchor, .points(constant))
    }

    /// `self = anchor + standard`: the system spacing after `anchor` (8 pt between
    /// siblings, 20 from a superview's edge, 0 from a margin), as UIKit's
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` with multiplier 1.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutAnchor<Kind>) -> AnchorConstraint {
        relate(.equal, anchor, .standard)
    }

    /// `self >= anchor + standard`
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutAnchor<Kind>) -> AnchorConstraint {
        relate(.greaterThanOrEqual, anchor, .standard)
    }

    /// `self <= anchor + standard`
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutAnchor<Kind>) -> AnchorConstraint {
        relate(.lessThanOrEqual, anchor, .standard)
    }

    private func relate(
        _ relation: ConstraintRelation, _ anchor: LayoutAnchor<Kind>, _ constant: ConstantValue
    ) -> AnchorConstraint {
        AnchorConstraint(
            first: (item, attribute), relation: relation, second: (anchor.item, anchor.attribute),
            multiplier: 1, constant: constant)
    }
}

extension LayoutAnchor where Kind == Dimension {
    /// `self = multiplier × dimension + constant`
    public func constraint(
        equalTo dimension: LayoutDimension, multiplier: Double = 1,
        constant: Double = 0
    ) -> AnchorConstraint {
        relate(.equal, dimension, multiplier, constant)
    }

    /// `self >= multiplier × dimension + constant`
    public func constraint(
        greaterThanOrEqualTo dimension: LayoutDimension, multiplier: Double = 1,
        constant: Double = 0
    ) -> AnchorConstraint {
        relate(.greaterThanOrEqual, dimension, multiplier, constant)
    }

    /// `self <= multiplier × dimension + constant`
    public func constraint(
        lessThanOrEqualTo dimension: LayoutDimension, multiplier: Double = 1,
        constant: Double = 0
    ) -> AnchorConstraint {
        relate(.lessThanOrEqual, dimension, multiplier, constant)
    }

    /// `self = constant`
    public func constraint(equalToConstant constant: Double) -> AnchorConstraint {
        AnchorConstraint(
            first: (item, attribute), relation: .equal, second: nil, multiplier: 1, constant: .points(constant))
    }

    /// `self >= constant`
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> AnchorConstraint {
        AnchorConstraint(
            first: (item, attribute), relation: .greaterThanOrEqual, second: nil, multiplier: 1,
            constant: .points(constant))
    }

    /// `self <= constant`
    public func constraint(lessThanOrEqualToConstant constant: Double) -> AnchorConstraint {
        AnchorConstraint(
            first: (item, attribute), relation: .lessThanOrEqual, second: nil, multiplier: 1,
            constant: .points(constant))
    }

    private func relate(
        _ relation: ConstraintRelation, _ d: LayoutDimension, _ multiplier: Double,
        _ constant: Double
    ) -> AnchorConstraint {
        AnchorConstraint(
            first: (item, attribute), relation: relation, second: (d.item, d.attribute),
            multiplier: multiplier, constant: .points(constant))
    }
}
