import LayoutDocument

extension LayoutResult {
    /// The problems as a project configured them: disabled rules left out, severities
    /// changed.
    public func adjusted(disabledRules: Set<RuleID>, severities: [RuleID: Diagnostic.Severity]) -> LayoutResult {
        guard !disabledRules.isEmpty || !severities.isEmpty else { return self }
        var result = self
        result.problems = problems.compactMap { p in
            guard !disabledRules.contains(p.rule) else { return nil }
            var p = p
            if let s = severities[p.rule] { p.diagnostic.severity = s }
            return p
        }
        return result
    }
}
