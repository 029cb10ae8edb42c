/// A constraint priority, 1…1000, with Auto Layout's meaning: 1000 is required, and a
/// higher priority always wins over any number of lower ones (priorities form a
/// strict hierarchy, not weights).
public struct Priority: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: Double

    /// A priority, or nil outside 1…1000.
    public init?(rawValue: Double) {
        guard rawValue >= 1 && rawValue <= 1000 else { return nil }
        self.rawValue = rawValue
    }

    private init(unchecked value: Double) { rawValue = value }

    /// 1000: must hold.
    public static let required = Priority(unchecked: 1000)
    /// 750 (`UILayoutPriority.defaultHigh`).
    public static let defaultHigh = Priority(unchecked: 750)
    /// 250 (`UILayoutPriority.defaultLow`).
    public static let defaultLow = Priority(unchecked: 250)
    /// 50 (`UILayoutPriority.fittingSizeLevel`).
    public static let fittingSizeLevel = Priority(unchecked: 50)

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

extension Priority: ExpressibleByIntegerLiteral {
    /// A literal priority; it must lie in 1…1000.
    public init(integerLiteral value: Int) {
        precondition((1...1000).contains(value), "priority \(value) is outside 1…1000")
        rawValue = Double(value)
    }
}
