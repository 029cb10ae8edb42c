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
    /// References: a code ≥ 0 is a tableau symbol, a code < 0 the definition `-code - 1`.
    var terms: [(code: Int32, coefficient: Double)]
    let constant: Double
    unowned(unsafe) let constraint: Constraint
    let registration: Int
    var isAlive = true

    @inline(__always) static func code(forDefinition index: Int) -> Int32 { Int32(-index - 1) }
    @inline(__always) static func definitionIndex(forCode code: Int32) -> Int { Int(-code - 1) }
}
