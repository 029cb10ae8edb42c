extension LayoutSolution.Conflict {
    /// What to do about a conflict people meet often and UIKit names its own way, or nil:
    /// a hidden arranged view whose own size is required (UIKit logs `UISV-hiding`
    /// against it each time the stack lays out, the view hidden or not on screen).
    public var hint: String? { Self.hint(for: [broken] + conflictingWith) }

    /// The hint for a conflict among `constraints`, the broken one first.
    public static func hint(for constraints: [ConstraintDescription]) -> String? {
        guard constraints.contains(where: { $0.source == .stack && $0.id.hasSuffix("/hiding") }),
            let own = constraints.first(where: { $0.source == .document })
        else { return nil }
        return "a stack view collapses a hidden arranged view to 0 (UIKit's UISV-hiding constraint), and UIKit "
            + "logs this conflict whenever the stack lays out; a priority of 999 on '\(own.id)' lets it give way"
    }
}
