/// One axis of a size class.
public enum SizeClassAxis: String, Sendable, Hashable, CaseIterable {
    case any, compact, regular
}

/// A size class, width first: Any-Any through Regular-Regular.
public struct SizeClass: Sendable, Hashable, CustomStringConvertible {
    public var width: SizeClassAxis
    public var height: SizeClassAxis

    public init(width: SizeClassAxis, height: SizeClassAxis) {
        self.width = width
        self.height = height
    }

    /// The document spelling, `compact-regular`; nil for anything else.
    public init?(documentName: String) {
        guard let c = Self.byDocumentName[documentName] else { return nil }
        self = c
    }

    /// The nine document spellings, looked up rather than split and parsed each time.
    private static let byDocumentName: [String: SizeClass] = {
        var table: [String: SizeClass] = [:]
        for w in SizeClassAxis.allCases {
            for h in SizeClassAxis.allCases { table["\(w.rawValue)-\(h.rawValue)"] = SizeClass(width: w, height: h) }
        }
        return table
    }()

    public static let anyAny = SizeClass(width: .any, height: .any)
    public static let compactAny = SizeClass(width: .compact, height: .any)
    public static let regularAny = SizeClass(width: .regular, height: .any)
    public static let anyCompact = SizeClass(width: .any, height: .compact)
    public static let anyRegular = SizeClass(width: .any, height: .regular)
    public static let compactCompact = SizeClass(width: .compact, height: .compact)
    public static let compactRegular = SizeClass(width: .compact, height: .regular)
    public static let regularCompact = SizeClass(width: .regular, height: .compact)
    public static let regularRegular = SizeClass(width: .regular, height: .regular)

    /// All nine classes, Any-Any first, in the order the format lists them.
    public static let all: [SizeClass] = [
        .init(width: .any, height: .any), .init(width: .compact, height: .any),
        .init(width: .regular, height: .any), .init(width: .any, height: .compact),
        .init(width: .any, height: .regular), .init(width: .compact, height: .compact),
        .init(width: .compact, height: .regular), .init(width: .regular, height: .compact),
        .init(width: .regular, height: .regular),
    ]

    /// A class a device reports (neither axis is `any`).
    public var isFinal: Bool { width != .any && height != .any }

    public var description: String { "\(width.rawValue)-\(height.rawValue)" }
}
