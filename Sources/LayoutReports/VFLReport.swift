import LayoutDocument

/// `sizeclass vfl`: a format's constraints, or where it went wrong (JSON shapes pinned by
/// `Tests/LayoutReportsTests/Snapshots/vfl.json` and `vfl-error.json`; an error's
/// `column` counts characters of the format from 1, null for a problem with an option).
public struct VFLReport: Encodable {
    struct Reference: Encodable {
        var item: String
        var attribute: String
    }

    struct ConstraintJSON: Encodable {
        var id: String
        var equation: String
        var first: Reference
        var relation: String
        var second: Reference?
        var multiplier: Double
        var constant: ResolveReport.Constant
        var priority: Double

        enum CodingKeys: String, CodingKey {
            case id, equation, first, relation, second, multiplier, constant, priority
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(equation, forKey: .equation)
            try c.encode(first, forKey: .first)
            try c.encode(relation, forKey: .relation)
            try c.encode(second, forKey: .second)  // null for a constant size
            try c.encode(multiplier, forKey: .multiplier)
            try c.encode(constant, forKey: .constant)
            try c.encode(priority, forKey: .priority)
        }
    }

    struct ErrorJSON: Encodable {
        var message: String
        var rule: String
        var column: Int?

        enum CodingKeys: String, CodingKey { case message, rule, column }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(message, forKey: .message)
            try c.encode(rule, forKey: .rule)
            try c.encode(column, forKey: .column)
        }
    }

    var format: String
    var options: [String]
    var constraints: [ConstraintJSON]
    var error: ErrorJSON?

    enum CodingKeys: String, CodingKey { case format, options, constraints, error }

    public init(format: String, options: [String], outcome: Result<[LayoutConstraint], VisualFormatError>) {
        self.format = format
        self.options = options
        switch outcome {
        case .success(let list):
            constraints = list.map { c in
                ConstraintJSON(
                    id: c.id, equation: c.equationText,
                    first: Reference(item: c.first.item, attribute: c.first.attribute.rawValue),
                    relation: c.relation.rawValue,
                    second: c.second.map { Reference(item: $0.item, attribute: $0.attribute.rawValue) },
                    multiplier: c.multiplier, constant: .init(c.attributes.constant ?? .points(0)),
                    priority: c.attributes.priority ?? 1000)
            }
        case .failure(let e):
            constraints = []
            error = ErrorJSON(
                message: e.message, rule: e.rule.rawValue, column: e.rule == .vflOption ? nil : e.offset + 1)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(format, forKey: .format)
        try c.encode(options, forKey: .options)
        try c.encode(constraints, forKey: .constraints)
        try c.encode(error, forKey: .error)
    }

    /// The constraints as a numbered list in equation form, or the error with a caret
    /// under its character.
    public func text(style: TextStyle) -> String {
        if let error {
            var lines = ["\(style.paint("error:", "1;31")) \(error.message) \(style.paint("[\(error.rule)]", "2"))"]
            if let column = error.column {
                lines.append("  \(format)")
                // The caret goes under the character, however many columns those before it take.
                let before = String(format.prefix(column - 1)).terminalWidth
                lines.append("  " + String(repeating: " ", count: before) + style.paint("^", "1;32"))
            } else {
                lines.append("  options: \(options.joined(separator: ","))")
            }
            return lines.joined(separator: "\n")
        }
        guard !constraints.isEmpty else { return "\(format): no constraints" }
        var table = Table()
        for (k, c) in constraints.enumerated() { table.add(["\(k + 1)", c.equation]) }
        var lines = ["\(format): \(constraints.count) constraint\(constraints.count == 1 ? "" : "s")"] + table.lines()
        if constraints.contains(where: { if case .standard = $0.constant { true } else { false } }) {
            lines.append("")
            lines.append("standard: the system spacing, 8 pt between views (and to the layout guides).")
        }
        return lines.joined(separator: "\n")
    }
}

extension VFLReport {
    /// The report for `format` read with `options` and `metrics`.
    public init(format: String, options: [String], metrics: [String: Double]) {
        let outcome: Result<[LayoutConstraint], VisualFormatError>
        do throws(VisualFormatError) {
            let parsed = try VisualFormat(parsing: format)
            let layoutOptions = try VisualFormatOptions(parsing: options)
            outcome = .success(try parsed.constraints(id: "vfl", options: layoutOptions, metrics: metrics))
        } catch {
            outcome = .failure(error)
        }
        self.init(format: format, options: options, outcome: outcome)
    }

    /// The format could not be read.
    public var failed: Bool { error != nil }

    public func json() throws -> String { try JSONOutput.string(self) }
}
