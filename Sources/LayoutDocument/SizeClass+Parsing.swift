extension SizeClass {
    /// Parses the common spellings, case-insensitively: `compact-regular`,
    /// `Compact-Regular`, `compact regular`, `compact/regular`, and Interface Builder's
    /// `wC hR`, `wC/hR`, `wAny hR`, `wCompact hRegular`. Width first.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        let parts = lowered.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == "/" || $0 == "," })
            .map(String.init).filter { !$0.isEmpty }
        func axis(_ word: String) -> SizeClassAxis? {
            switch word {
            case "any", "a", "*": return .any
            case "compact", "c": return .compact
            case "regular", "r": return .regular
            default: return nil
            }
        }
        if parts.count == 2, parts[0].hasPrefix("w"), parts[1].hasPrefix("h"),
            let w = axis(String(parts[0].dropFirst())), let h = axis(String(parts[1].dropFirst()))
        {
            self.init(width: w, height: h)
        } else if parts.count == 2, let w = axis(parts[0]), let h = axis(parts[1]) {
            self.init(width: w, height: h)
        } else {
            return nil
        }
    }

    /// The classes whose settings apply to this one, most specific first: for a final
    /// class (w, h), (w, any), (any, h), (any, any); for a base class the same chain
    /// without repeats (compact-any: compact-any, any-any).
    public var resolutionChain: [SizeClass] {
        var chain: [SizeClass] = []
        for c in [self, SizeClass(width: width, height: .any), SizeClass(width: .any, height: height), .anyAny]
        where !chain.contains(c) {
            chain.append(c)
        }
        return chain
    }

    /// The four classes a device reports.
    public static let finals: [SizeClass] = all.filter(\.isFinal)
}
