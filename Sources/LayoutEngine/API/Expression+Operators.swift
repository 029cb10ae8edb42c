// Arithmetic that builds expressions, so constraints read like the math:
// `a.width == 2 * b.width + 8`.

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: combined(lhs.terms, rhs.terms, sign: 1), constant: lhs.constant + rhs.constant)
}

public func - (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: combined(lhs.terms, rhs.terms, sign: -1), constant: lhs.constant - rhs.constant)
}

/// `lhs` followed by `rhs` times `sign`, in one array: compilation and every layout built
/// in code make their constraints this way, a few terms at a time, so an empty side
/// shares the other's storage and a concatenation allocates once.
@inline(__always)
private func combined(_ lhs: [Term], _ rhs: [Term], sign: Double) -> [Term] {
    if rhs.isEmpty { return lhs }
    if lhs.isEmpty && sign == 1 { return rhs }
    return combined(lhs[...], rhs[...], sign: sign)
}

@inline(__always)
private func combined(_ lhs: some Collection<Term>, _ rhs: some Collection<Term>, sign: Double) -> [Term] {
    var terms: [Term] = []
    terms.reserveCapacity(lhs.count + rhs.count)
    terms.append(contentsOf: lhs)
    for term in rhs { terms.append(Term(term.variable, sign * term.coefficient)) }
    return terms
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
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs)], constant: rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs)], constant: lhs) }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs)], constant: -rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, -1)], constant: lhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs)]) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs, -1)]) }
public func + (lhs: Expression, rhs: Variable) -> Expression {
    Expression(terms: combined(lhs.terms, CollectionOfOne(Term(rhs)), sign: 1), constant: lhs.constant)
}
public func - (lhs: Expression, rhs: Variable) -> Expression {
    Expression(terms: combined(lhs.terms, CollectionOfOne(Term(rhs)), sign: -1), constant: lhs.constant)
}
public func + (lhs: Variable, rhs: Expression) -> Expression {
    Expression(terms: combined(CollectionOfOne(Term(lhs)), rhs.terms, sign: 1), constant: rhs.constant)
}
public func - (lhs: Variable, rhs: Expression) -> Expression {
    Expression(terms: combined(CollectionOfOne(Term(lhs)), rhs.terms, sign: -1), constant: -rhs.constant)
}
