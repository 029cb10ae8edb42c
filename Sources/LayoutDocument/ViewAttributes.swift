/// A pair of per-axis values written "H V" (or one value for both).
public struct AxisPair<Value: Sendable & Hashable>: Sendable, Hashable {
    public var horizontal: Value
    public var vertical: Value

    public init(horizontal: Value, vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// Layout margins, written "top leading bottom trailing".
public struct EdgeInsets: Sendable, Hashable {
    public var top, leading, bottom, trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets on any side.
    public static let zero = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// The attributes of a view or stack that a size class may override. `nil` means "not
/// set here": resolution takes the value from a less specific class, then the default.
public struct ViewAttributes: Sendable, Hashable {
    public var installed: Bool?
    public var hidden: Bool?
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    public var firstBaseline: Double?
    public var lastBaseline: Double?
    public var hugging: AxisPair<Double>?
    public var compressionResistance: AxisPair<Double>?
    public var margins: EdgeInsets?
    // Stacks only.
    public var axis: StackAxis?
    public var distribution: StackDistribution?
    public var alignment: StackAlignment?
    public var spacing: Double?
    public var baselineRelative: Bool?
    public var marginsRelative: Bool?

    public init() {}

    /// The names of the attributes that are set, in document spelling.
    public var setNames: [String] {
        var names: [String] = []
        if installed != nil { names.append("installed") }
        if hidden != nil { names.append("hidden") }
        if intrinsicWidth != nil { names.append("intrinsicWidth") }
        if intrinsicHeight != nil { names.append("intrinsicHeight") }
        if firstBaseline != nil { names.append("firstBaseline") }
        if lastBaseline != nil { names.append("lastBaseline") }
        if hugging != nil { names.append("hugging") }
        if compressionResistance != nil { names.append("compressionResistance") }
        if margins != nil { names.append("margins") }
        if axis != nil { names.append("axis") }
        if distribution != nil { names.append("distribution") }
        if alignment != nil { names.append("alignment") }
        if spacing != nil { names.append("spacing") }
        if baselineRelative != nil { names.append("baselineRelative") }
        if marginsRelative != nil { names.append("marginsRelative") }
        return names
    }
}

public enum StackAxis: String, Sendable, Hashable, CaseIterable { case horizontal, vertical }

public enum StackDistribution: String, Sendable, Hashable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}
