/// A quantity the solver determines: an edge, a size, a guide's position.
///
/// Variables are identified by object identity; the name is only for people (it appears
/// in diagnostics). One variable may take part in several solvers.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for diagnostics, e.g. `button.width`.
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
