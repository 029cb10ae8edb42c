/// A constraint's relation as written in documents.
public enum ConstraintRelation: String, Sendable, Hashable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="

    /// Accepts `==` `>=` `<=`, `=`, and the spelled-out names.
    public init?(spelling: String) {
        switch spelling {
        case "==", "=", "equal": self = .equal
        case ">=", "greaterThanOrEqual": self = .greaterThanOrEqual
        case "<=", "lessThanOrEqual": self = .lessThanOrEqual
        default: return nil
        }
    }
}
