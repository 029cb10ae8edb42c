/// Why a solver operation was refused. The solver is unchanged after any of these.
public enum SolverError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with `conflictingWith` (required
    /// constraints already in the solver, in the order they were added: a set that rules
    /// it out and, up to `Solver.irreducibleLimit` constraints, needs every member:
    /// without any one of them it could hold).
    case unsatisfiable(Constraint, conflictingWith: [Constraint])
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables follow suggestions and so cannot be required.
    case requiredEditVariable(Variable)
    /// A coefficient or constant is not finite.
    case invalidConstraint(Constraint, reason: String)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let others):
            let list = others.map { "  \($0)" }.joined(separator: "\n")
            return "unable to satisfy \(constraint); it conflicts with:\n\(list)"
        case .duplicateConstraint(let c): return "constraint already added: \(c)"
        case .unknownConstraint(let c): return "constraint not in the solver: \(c)"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditVariable(let v): return "edit variable \(v) cannot be required"
        case .invalidConstraint(let c, let reason): return "invalid constraint \(c): \(reason)"
        }
    }
}
