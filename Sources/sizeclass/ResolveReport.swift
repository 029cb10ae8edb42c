import Foundation
import LayoutDocument
import SizeClassResolution

/// `sizeclass resolve --format json` (keys sorted, stable):
///
///     {"class": "compact-regular", "name": "...",
///      "views": [{"id", "element", "kind", "parent", "hidden", "intrinsicWidth",
///                 "intrinsicHeight", "intrinsicSizeEstimate", "hugging", "compressionResistance", "axis", ...}],
///      "constraints": [{"id", "equation", "constant", "priority", "label"}],
///      "visuals": [{"id", "format", "constant", "priority"}],
///      "removed": {"views": [...], "constraints": [...]},
///      "warnings": [{"line", "column", "rule", "message"}]}
///
/// `constant` is a number, or "standard"; absent attributes take their defaults.
struct ResolveReport: Encodable {
    struct View: Encodable {
        var id: String
        var element: String
        var kind: String
        var parent: String?
        var hidden: Bool?
        var intrinsicWidth: Double?
        var intrinsicHeight: Double?
        /// How an Interface Builder view's intrinsic size was estimated, when it was.
        var intrinsicSizeEstimate: String?
        var firstBaseline: Double?
        var lastBaseline: Double?
        var hugging: [Double]?
        var compressionResistance: [Double]?
        var margins: [Double]?
        var axis: String?
        var distribution: String?
        var alignment: String?
        var spacing: Double?
        var baselineRelative: Bool?
        var marginsRelative: Bool?
    }

    /// A number, or "standard".
    enum Constant: Encodable {
        case points(Double)
        case standard

        init(_ value: ConstantValue) {
            switch value {
            case let .points(v): self = .points(v)
            case .standard: self = .standard
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .points(v): try container.encode(v)
            case .standard: try container.encode("standard")
            }
        }
    }

    struct Constraint: Encodable {
        var id: String
        var equation: String
        var constant: Constant
        var priority: Double
        var label: String?
        /// The `<visual>` it comes from, for an expanded format's constraint.
        var visual: String?
    }

    struct Visual: Encodable {
        var id: String
        var format: String
        var constant: Constant?
        var priority: Double?
    }

    struct Removed: Encodable {
        var views: [String]
        var constraints: [String]
    }

    struct Warning: Encodable {
        var line: Int
        var column: Int
        var rule: String
        var message: String
    }

    var `class`: String
    var name: String?
    var views: [View]
    var constraints: [Constraint]
    var visuals: [Visual]
    var removed: Removed
    var warnings: [Warning]

    init(_ r: ResolvedLayout, name: String?) {
        `class` = r.sizeClass.description
        self.name = name
        var views: [View] = []
        func walk(_ item: ResolvedLayout.Item, parent: String?) {
            let a = item.attributes
            views.append(View(
                id: item.id, element: item.element.rawValue, kind: item.kind.rawValue, parent: parent,
                hidden: a.hidden, intrinsicWidth: a.intrinsicWidth, intrinsicHeight: a.intrinsicHeight,
                intrinsicSizeEstimate: a.intrinsicWidth == nil && a.intrinsicHeight == nil ? nil : item.intrinsicSizeNote,
                firstBaseline: a.firstBaseline, lastBaseline: a.lastBaseline,
                hugging: a.hugging.map { [$0.horizontal, $0.vertical] },
                compressionResistance: a.compressionResistance.map { [$0.horizontal, $0.vertical] },
                margins: a.margins.map { [$0.top, $0.leading, $0.bottom, $0.trailing] },
                axis: a.axis?.rawValue, distribution: a.distribution?.rawValue, alignment: a.alignment?.rawValue,
                spacing: a.spacing, baselineRelative: a.baselineRelative, marginsRelative: a.marginsRelative))
            for c in item.children { walk(c, parent: item.id) }
        }
        walk(r.root, parent: nil)
        self.views = views
        constraints = r.constraints.map {
            Constraint(id: $0.source.id, equation: $0.effective.equationText, constant: Constant($0.constant),
                       priority: $0.priority, label: $0.source.label, visual: $0.visual)
        }
        visuals = r.visuals.map {
            Visual(id: $0.source.id, format: $0.source.format, constant: $0.constant.map(Constant.init), priority: $0.priority)
        }
        removed = Removed(views: r.removedItems, constraints: r.removedConstraints)
        warnings = r.warnings.map {
            Warning(line: $0.location.line, column: $0.location.column, rule: $0.rule, message: $0.message)
        }
    }

    func json() throws -> String {
        try JSONOutput.string(self)
    }
}
