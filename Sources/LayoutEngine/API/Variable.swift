/// A quantity the solver determines: an edge, a size, a guide's position.
///
/// Variables are identified by object identity; the name is only for people (it appears
/// in diagnostics). One variable may take part in several solvers.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for diagnostics, e.g. `button.width`.
    public let name: String
    /// A number for the variable's owner (e.g. an index into its own tables, so that it
    /// needs no dictionary keyed by variables). The solver only uses it as a hint.
    public let tag: Int?

    public init(_ name: String = "", tag: Int? = nil) {
        self.name = name
        self.tag = tag
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
