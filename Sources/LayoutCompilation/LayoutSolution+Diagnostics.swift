import LayoutDocument

extension LayoutSolution.Conflict {
    /// `unable to simultaneously satisfy constraints: breaking 'c9' (…), which conflicts with 'c2' (…), …`,
    /// then the `hint`, if there is one.
    public var message: String {
        let others = conflictingWith.map { "'\($0.id)' (\($0.equation))" }.joined(separator: ", ")
        return "unable to simultaneously satisfy constraints: breaking '\(broken.id)' (\(broken.equation)), "
            + (conflictingWith.isEmpty ? "which cannot hold on its own" : "which conflicts with \(others)")
            + (hint.map { ": \($0)" } ?? "")
    }
}

extension LayoutSolution.Ambiguity {
    /// `'blue' is ambiguous horizontally: x and width are not determined`, with the
    /// item's label when it has one: `'Shr-tB-tn1' (Short Button) is ambiguous …`.
    public var message: String {
        let list =
            attributes.count <= 1
            ? attributes.joined()
            : attributes.dropLast().joined(separator: ", ") + " and " + attributes.last!
        let verb = attributes.count == 1 ? "is" : "are"
        let name = self.name.map { "'\($0)'" } ?? label.map { "'\(id)' (\($0))" } ?? "'\(id)'"
        if attributes.allSatisfy({ $0.hasPrefix("content") }) {
            // As Xcode says it ("Scrollable content size is ambiguous").
            let sizes = attributes.map { $0 == "contentWidth" ? "width" : "height" }.joined(separator: " and ")
            return "scrollable content size is ambiguous for \(name): the content's \(sizes) \(verb) not determined"
        }
        return
            "\(name) is ambiguous \(axis.rawValue == "horizontal" ? "horizontally" : "vertically"): \(list) \(verb) not determined"
    }
}

extension LayoutSolution {
    /// The problems as diagnostics: each conflict at the broken constraint
    /// (`unsatisfiable`), each ambiguity at the item (`ambiguous`), after the warnings.
    public func diagnostics(path: String) -> [Diagnostic] {
        warnings
            + conflicts.map {
                Diagnostic(path: path, location: $0.broken.location, message: $0.message, rule: .unsatisfiable)
            }
            + ambiguities.map { Diagnostic(path: path, location: $0.location, message: $0.message, rule: .ambiguous) }
    }
}
