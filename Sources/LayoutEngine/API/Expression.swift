/// One `coefficient × variable` term of an expression.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient × variable + constant`.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The same expression with terms of the same variable merged and zero terms dropped,
    /// in first-appearance order.
    public func simplified() -> Expression {
        var order: [ObjectIdentifier] = []
        var merged: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if merged[key] == nil {
                order.append(key)
                merged[key] = term
            } else {
                merged[key]!.coefficient += term.coefficient
            }
        }
        let kept = order.compactMap { key -> Term? in
            let term = merged[key]!
            return term.coefficient == 0 ? nil : term
        }
        return Expression(terms: kept, constant: constant)
    }

    /// The value of the expression under `value(of:)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" : ""
            } else {
                text += " \(sign) "
            }
            text += magnitude == 1 ? term.variable.description : "\(format(magnitude)) * \(term.variable)"
        }
        if text.isEmpty { return format(constant) }
        if constant != 0 { text += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))" }
        return text
    }

    private func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}
