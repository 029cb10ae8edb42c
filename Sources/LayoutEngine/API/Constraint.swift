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
    /// For an optional equality only: the priority at which the expression may fall
    /// short of 0, while `priority` then prices exceeding it; nil when both directions
    /// are at `priority`. Content hugging and compression resistance on one axis are one
    /// such constraint (`size == intrinsic`, exceeding at the hugging priority, falling
    /// short at the resistance priority): one tableau row and two error symbols where two
    /// inequalities take two rows and four symbols, for the same optimum.
    public let shortfallPriority: Priority?
    /// Free text for diagnostics (e.g. a document id).
    public let label: String?
    /// A number for the constraint's owner (e.g. an index into its own descriptions, so
    /// that conflicts map back without a dictionary). The solver only uses it as a hint.
    public let tag: Int?

    public init(
        _ expression: Expression, _ relation: Relation,
        priority: Priority = .required, shortfallPriority: Priority? = nil,
        label: String? = nil, tag: Int? = nil
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.shortfallPriority = shortfallPriority
        self.label = label
        self.tag = tag
    }

    /// `lhs (relation) rhs`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression,
        priority: Priority = .required, shortfallPriority: Priority? = nil,
        label: String? = nil, tag: Int? = nil
    ) {
        self.init(
            lhs - rhs, relation, priority: priority, shortfallPriority: shortfallPriority,
            label: label, tag: tag)
    }

    /// A copy at another priority (in both directions).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, label: label, tag: tag)
    }

    /// A copy with a label (everything else kept, the tag included).
    public func labeled(_ label: String) -> Constraint {
        Constraint(
            expression, relation, priority: priority, shortfallPriority: shortfallPriority, label: label,
            tag: tag)
    }

    public var description: String {
        let body =
            "\(Expression(terms: expression.terms)) \(relation.rawValue) \(Expression(constant: -expression.constant))"
        let tail =
            (priority.isRequired ? "" : " @\(priority)")
            + (shortfallPriority.map { ", short @\($0)" } ?? "")
        return (label.map { "\($0): " } ?? "") + body + tail
    }
}
