/// A linear relation `expression (relation) 0` held at a priority.
///
/// Build one with the operators (`a.width == 2 * b.width + 8`) or directly. Constraints
/// are compared by identity: adding the same constraint twice is an error, and removal
/// takes the instance that was added.
public final class Constraint: Sendable, CustomStringConvertible {
    /// `lhs - rhs`: the constraint reads `expression (relation) 0`.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// Free text for diagnostics (e.g. a document id).
    public let label: String?
    /// A number for the constraint's owner (e.g. an index into its own descriptions, so
    /// that conflicts map back without a dictionary); -1 when unused. The solver ignores it.
    public let tag: Int

    public init(_ expression: Expression, _ relation: Relation,
                priority: Priority = .required, label: String? = nil, tag: Int = -1) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
        self.tag = tag
    }

    /// `lhs (relation) rhs`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                            priority: Priority = .required, label: String? = nil, tag: Int = -1) {
        self.init(lhs - rhs, relation, priority: priority, label: label, tag: tag)
    }

    /// A copy at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label, tag: tag)
    }

    /// A copy with a label.
    public func labeled(_ label: String) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label)
    }

    public var description: String {
        let body = "\(Expression(terms: expression.terms)) \(relation.rawValue) \(Expression(constant: -expression.constant))"
        let tail = priority.isRequired ? "" : " @\(priority)"
        return (label.map { "\($0): " } ?? "") + body + tail
    }
}
