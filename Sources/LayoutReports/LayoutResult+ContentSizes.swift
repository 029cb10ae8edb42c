import LayoutDocument

extension LayoutResult {
    /// One layout checked at several Dynamic Type sizes, as one result: each problem once,
    /// with the sizes that show it when not all of them do; the worst status. `results`
    /// are the same layout's, one per size, in the order checked.
    public static func merging(_ results: [(size: ContentSizeCategory, result: LayoutResult)]) -> LayoutResult {
        guard var merged = results.first?.result else { preconditionFailure("a result per content size") }
        guard results.count > 1 else { return merged }
        var seen: [[String]: (index: Int, sizes: [ContentSizeCategory])] = [:]
        var problems: [Problem] = []
        for (size, result) in results {
            for p in result.problems {
                if var entry = seen[p.identity] {
                    entry.sizes.append(size)
                    seen[p.identity] = entry
                    problems[entry.index].absorb(p.diagnostic.sizeClasses, environments: p.environments)
                } else {
                    seen[p.identity] = (problems.count, [size])
                    problems.append(p)
                }
            }
            if result.status.severity > merged.status.severity { merged.status = result.status }
        }
        let all = results.map(\.size)
        for (_, entry) in seen where entry.sizes.count < all.count {
            problems[entry.index].contentSizes = all.filter(entry.sizes.contains)
        }
        for k in problems.indices {
            problems[k].diagnostic.sizeClasses = SizeClass.all.filter(problems[k].diagnostic.sizeClasses.contains)
        }
        merged.problems = problems
        return merged
    }
}

extension LayoutResult.Status {
    /// How bad it is, for the worst of several: unreadable and invalid first.
    var severity: Int {
        switch self {
        case .ok, .valid, .empty: 0
        case .ambiguous: 1
        case .unsatisfiable: 2
        case .invalid: 3
        case .unreadable: 4
        }
    }
}
