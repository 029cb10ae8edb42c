import Synchronization

/// Variables to read again and again (a layout's frames after every resize step), with
/// where one solver keeps each of them.
///
/// `Solver.values(of:into:)` given handles finds the variables by identity once; later
/// reads go straight to each value. When a constraint brings a variable into the solver
/// or takes one out, the next read finds them all again, so handles never read a stale
/// place; handles made for one solver and read from another are found again the same way.
///
/// ```swift
/// var handles = VariableHandles(frameVariables)
/// var values: [Double] = []
/// for width in widths {
///     try solver.suggestValue(width, for: containerWidth)
///     solver.values(of: &handles, into: &values)
/// }
/// ```
public struct VariableHandles: Sendable {
    /// The variables, in the order their values are read.
    public let variables: [Variable]
    /// Each variable's `VariableCode`, raw, in the solver `solverIdentity` names, as it
    /// was at `codeEpoch`.
    var codes: [Int32] = []
    var solverIdentity: UInt64 = 0
    var codeEpoch: UInt64 = 0

    public init(_ variables: [Variable]) {
        self.variables = variables
    }
}

/// Numbers solvers apart for `VariableHandles` (0 is no solver).
private let solverIdentities = Atomic<UInt64>(0)

func newSolverIdentity() -> UInt64 {
    solverIdentities.add(1, ordering: .relaxed).newValue
}
