// Arithmetic that builds expressions, so constraints read like the math:
// `a.width == 2 * b.width + 8`.

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: Expression, rhs: Expression) -> Expression {
    // One array, not a negated copy of `rhs` and then a concatenation: compilation
    // builds every constraint this way.
    var terms: [Term] = []
    terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
    terms.append(contentsOf: lhs.terms)
    for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
    return Expression(terms: terms, constant: lhs.constant - rhs.constant)
}

public prefix func - (operand: Expression) -> Expression {
    operand * -1
}

public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(
        terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
        constant: lhs.constant * rhs)
}

public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms, constant: lhs.constant + rhs)
}
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

public func * (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs, rhs)]) }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, lhs)]) }
public func / (lhs: Variable, rhs: Double) -> Expression { lhs * (1 / rhs) }
public prefix func - (operand: Variable) -> Expression { operand * -1 }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
