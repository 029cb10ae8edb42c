/// The attributes a constraint can relate, with Auto Layout's names.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline, baseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Which axis, or a size.
    public enum Kind: Sendable { case horizontal, vertical, size }

    public var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .baseline, .topMargin,
            .bottomMargin, .centerYWithinMargins:
            return .vertical
        case .width, .height:
            return .size
        }
    }

    /// Leading/trailing follow the writing direction; left/right do not. The two
    /// families may not be mixed in one constraint.
    public var isDirectional: Bool {
        [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    public var isAbsoluteHorizontal: Bool {
        [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    public var isMargin: Bool { rawValue.hasSuffix("Margin") || rawValue.hasSuffix("WithinMargins") }
}

extension LayoutAttribute {
    /// Attributes by their exact names, hashed once (the synthesized `rawValue`
    /// initializer compares the name with each case in turn).
    public static let named: [String: LayoutAttribute] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
