/// A variable defined by the required equality that introduced it, e.g.
/// `v3.left = v2.left + v2.width + 8`, kept out of the tableau.
///
/// Layouts are full of such equalities: every edge placed relative to another. Putting
/// them in the simplex tableau makes each position basic and written in terms of every
/// view before it (quadratic fill on a long row). Kept aside, they form a DAG: each
/// definition refers only to variables that existed before it, so values are computed
/// after each solve in creation order, and a constraint that mentions a defined variable
/// is expanded once, in reverse creation order.
struct Definition {
    // Not owned (see `UnownedReference`): the constraint's record keeps the constraint,
    // and its expression the variable, alive while the definition is; a definition that
    // is no longer alive is never read.
    unowned(unsafe) let variable: Variable
    /// Where its references (each a `VariableCode`: a tableau symbol or an older
    /// definition) sit in the solver's `references`: all definitions' references in one
    /// array, in creation order, so evaluating every definition after a solve is one
    /// sweep through memory rather than a visit to an array per definition.
    let start: Int32
    var count: Int32
    let constant: Double
    unowned(unsafe) let constraint: Constraint
    let registration: Int
    var isAlive = true

    @inline(__always) var range: Range<Int> { Int(start)..<Int(start + count) }
}
