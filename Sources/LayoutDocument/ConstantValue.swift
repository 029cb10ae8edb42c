/// A constraint constant: points, or the standard spacing (`standard`), whose value
/// depends on what the constraint relates (8 between siblings, 20 to the superview's
/// edge, 0 against a margin).
public enum ConstantValue: Sendable, Hashable, CustomStringConvertible {
    case points(Double)
    case standard

    public init?(spelling: String) {
        if spelling == "standard" {
            self = .standard
        } else if let v = Double(spelling), v.isFinite {
            self = .points(v)
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .standard: return "standard"
        case .points(let v): return formatNumber(v)
        }
    }
}
