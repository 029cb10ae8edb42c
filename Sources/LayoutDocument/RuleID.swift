/// The stable identifier of a rule, printed in brackets after a diagnostic's message
/// (`[unknown-item]`) and used by configuration, baselines and machine output.
///
/// Every id is one of the static members below; `Rule.all` describes each one.
public struct RuleID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The id as printed: lowercase words joined by hyphens.
    public let rawValue: String

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// The rule with this id, if there is one.
    public init?(rawValue: String) {
        guard let rule = Rule.all.first(where: { $0.id.rawValue == rawValue }) else { return nil }
        self = rule.id
    }

    public var description: String { rawValue }

    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }

    // Reading files.
    public static let io = RuleID("io")
    public static let xmlSize = RuleID("xml-size")
    public static let xmlSyntax = RuleID("xml-syntax")
    public static let mergeConflict = RuleID("merge-conflict")
    public static let xmlEncoding = RuleID("xml-encoding")
    public static let xmlDoctype = RuleID("xml-doctype")
    public static let xmlDepth = RuleID("xml-depth")
    public static let schema = RuleID("schema")
    public static let configuration = RuleID("configuration")
    public static let baseline = RuleID("baseline")

    // The document's own rules.
    public static let constraintForm = RuleID("constraint-form")
    public static let value = RuleID("value")
    public static let unknownAttribute = RuleID("unknown-attribute")
    public static let eqSyntax = RuleID("eq-syntax")
    public static let variationAttribute = RuleID("variation-attribute")
    public static let duplicateID = RuleID("duplicate-id")
    public static let reservedID = RuleID("reserved-id")
    public static let unknownItem = RuleID("unknown-item")
    public static let superview = RuleID("superview")
    public static let axisMismatch = RuleID("axis-mismatch")
    public static let directionMix = RuleID("direction-mix")
    public static let duplicateVariation = RuleID("duplicate-variation")
    public static let anyAnyVariation = RuleID("any-any-variation")
    public static let priorityRange = RuleID("priority-range")
    public static let limit = RuleID("limit")
    public static let vflSyntax = RuleID("vfl-syntax")
    public static let vflMetric = RuleID("vfl-metric")
    public static let vflOption = RuleID("vfl-option")

    // Interface Builder files.
    public static let interfaceBuilder = RuleID("interface-builder")
    public static let ibAttribute = RuleID("ib-attribute")
    public static let unknownFont = RuleID("unknown-font")
    public static let scene = RuleID("scene")

    // Size classes: resolution and the coverage grid's findings.
    public static let conflictingVariations = RuleID("conflicting-variations")
    public static let neverInstalled = RuleID("never-installed")
    public static let idleVariation = RuleID("idle-variation")
    public static let unconstrainedView = RuleID("unconstrained-view")

    // Compiling and solving.
    public static let invalidConstraint = RuleID("invalid-constraint")
    public static let stackAlignment = RuleID("stack-alignment")
    public static let unsatisfiable = RuleID("unsatisfiable")
    public static let ambiguous = RuleID("ambiguous")
    public static let misplacedView = RuleID("misplaced-view")
    public static let customViewSize = RuleID("custom-view-size")
    public static let textTruncated = RuleID("text-truncated")
}
