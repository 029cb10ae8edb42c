/// How the two sides of a constraint relate.
public enum Relation: String, Sendable, CaseIterable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}
