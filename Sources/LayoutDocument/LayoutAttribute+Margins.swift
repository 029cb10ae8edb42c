extension LayoutAttribute {
    /// The margin form of an edge or center (`leading` → `leadingMargin`).
    public var marginVariant: LayoutAttribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return self
        }
    }
}
