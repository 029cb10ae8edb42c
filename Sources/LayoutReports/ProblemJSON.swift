import LayoutDocument

/// A problem in the JSON of `validate` and `check`: the diagnostic's fields
/// (`DiagnosticJSON`), with the path, the devices that show it, a conflict's
/// constraints, and the fingerprint a baseline records.
struct ProblemJSON: Encodable {
    struct ConstraintJSON: Encodable {
        var id, equation, source: String
        var line: Int?
    }

    enum CodingKeys: String, CodingKey {
        case path, environments, constraints, fingerprint, contentSizes
    }

    var diagnostic: DiagnosticJSON
    var path: String
    /// `iphone-16 portrait`.
    var environments: [String]
    var constraints: [ConstraintJSON]
    var fingerprint: String
    /// The Dynamic Type sizes that show it, when not every size checked does.
    var contentSizes: [String]

    init(_ p: Problem, layout: LayoutResult) {
        diagnostic = DiagnosticJSON(p.diagnostic)
        path = p.diagnostic.path
        environments = p.environments.map(\.reportName)
        constraints = p.constraints.map {
            ConstraintJSON(
                id: $0.id, equation: $0.equation, source: $0.source.rawValue,
                line: $0.location.line > 0 ? $0.location.line : nil)
        }
        fingerprint = p.fingerprint(layout: layout.name)
        contentSizes = p.contentSizes.map(\.rawValue)
    }

    /// One object: the diagnostic's keys and these.
    func encode(to encoder: Encoder) throws {
        try diagnostic.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(environments, forKey: .environments)
        try container.encode(constraints, forKey: .constraints)
        try container.encode(fingerprint, forKey: .fingerprint)
        try container.encode(contentSizes, forKey: .contentSizes)
    }
}
