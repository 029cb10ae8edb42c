import SizeClassResolution

/// The resolved layout whose document constraints a compilation read, shared by every
/// description of one of them, so that a description stays small (a reference and a
/// position) and its equation is written out only when it is shown.
final class DocumentConstraints: Sendable {
    let layout: ResolvedLayout

    init(_ layout: ResolvedLayout) { self.layout = layout }
}
