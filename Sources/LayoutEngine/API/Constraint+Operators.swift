// Relations that build required constraints: `a == b + 8`, `w >= 10`. Lower the
// priority with `withPriority(_:)`. `Variable` and `Expression` are deliberately not
// `Equatable`, so `==` on them always means a constraint.

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }

public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }

public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(terms: [Term(lhs)], constant: -rhs), .equal)
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(terms: [Term(lhs)], constant: -rhs), .greaterThanOrEqual)
}
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression(terms: [Term(lhs)], constant: -rhs), .lessThanOrEqual)
}

public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(terms: [Term(lhs), Term(rhs, -1)]), .equal)
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(terms: [Term(lhs), Term(rhs, -1)]), .greaterThanOrEqual)
}
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression(terms: [Term(lhs), Term(rhs, -1)]), .lessThanOrEqual)
}

public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }

public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
