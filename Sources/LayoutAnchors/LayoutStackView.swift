import LayoutDocument

/// A stack view (UIKit's `UIStackView`): every subview is arranged, in order.
public final class LayoutStackView: LayoutView {
    override var element: ItemElement { .stack }

    public init(id: String, arrangedSubviews: [LayoutView] = []) {
        super.init(id: id)
        for v in arrangedSubviews { addSubview(v) }
    }

    public var arrangedSubviews: [LayoutView] { subviews }

    public func addArrangedSubview(_ view: LayoutView) { addSubview(view) }

    public var axis: StackAxis {
        get { attributes.axis ?? .horizontal }
        set { attributes.axis = newValue }
    }

    public var distribution: StackDistribution {
        get { attributes.distribution ?? .fill }
        set { attributes.distribution = newValue }
    }

    public var alignment: StackAlignment {
        get { attributes.alignment ?? .fill }
        set { attributes.alignment = newValue }
    }

    public var spacing: Double {
        get { attributes.spacing ?? 0 }
        set { attributes.spacing = newValue }
    }

    public var isBaselineRelativeArrangement: Bool {
        get { attributes.baselineRelative ?? false }
        set { attributes.baselineRelative = newValue }
    }

    public var isLayoutMarginsRelativeArrangement: Bool {
        get { attributes.marginsRelative ?? false }
        set { attributes.marginsRelative = newValue }
    }
}
