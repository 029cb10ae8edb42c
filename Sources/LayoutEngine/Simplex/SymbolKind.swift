/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A slot on the free list.
    case unused
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (≥ 0); the marker of inequality constraints.
    case slack
    /// A violation of an optional constraint (≥ 0); it has a cost in the objective.
    case error
    /// The marker of a required equality; it stays at 0 and never enters the basis.
    case dummy
    /// The temporary variable of phase one when a required constraint has no subject.
    case artificial

    /// Restricted symbols must keep a non-negative value.
    @inline(__always) var isRestricted: Bool { self != .external }
    /// Symbols that may enter the basis while optimizing.
    @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
}
