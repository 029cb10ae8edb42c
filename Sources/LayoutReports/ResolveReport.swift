import Foundation
import LayoutDocument
import SizeClassResolution

/// `sizeclass resolve`: what a layout is in one size class, for people (tables of views
/// and constraints) and machines (JSON; shape pinned by
/// `Tests/LayoutReportsTests/Snapshots/resolve.json`). A constant is a number or
/// "standard"; absent attributes take their defaults.
public struct ResolveReport: Encodable {
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
            case .points(let v): self = .points(v)
            case .standard: self = .standard
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .points(let v): try container.encode(v)
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

    var `class`: String
    var name: String?
    var views: [View]
    var constraints: [Constraint]
    var visuals: [Visual]
    var removed: Removed
    var warnings: [DiagnosticJSON]

    /// The report of `r`, a layout named `name` resolved for one class.
    public init(_ r: ResolvedLayout, name: String?) {
        `class` = r.sizeClass.description
        self.name = name
        var views: [View] = []
        func walk(_ item: ResolvedLayout.Item, parent: String?) {
            let a = item.attributes
            views.append(
                View(
                    id: item.id, element: item.element.rawValue, kind: item.kind.rawValue, parent: parent,
                    hidden: a.hidden, intrinsicWidth: a.intrinsicWidth, intrinsicHeight: a.intrinsicHeight,
                    intrinsicSizeEstimate: a.intrinsicWidth == nil && a.intrinsicHeight == nil
                        ? nil : item.intrinsicSizeNote,
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
            Constraint(
                id: $0.source.id, equation: $0.effective.equationText, constant: Constant($0.constant),
                priority: $0.priority, label: $0.source.label, visual: $0.visual)
        }
        visuals = r.visuals.map {
            Visual(
                id: $0.source.id, format: $0.source.format, constant: $0.constant.map(Constant.init),
                priority: $0.priority)
        }
        removed = Removed(views: r.removedItems, constraints: r.removedConstraints)
        warnings = r.warnings.map(DiagnosticJSON.init)
    }

    public func json() throws -> String {
        try JSONOutput.string(self)
    }
}

extension ResolveReport {
    /// The class's warnings, then its views (with intrinsic sizes and stack properties) and
    /// constraints as tables, then what is not installed.
    public static func text(_ r: ResolvedLayout, name: String?, file: String, style: TextStyle) -> String {
        var lines = r.warnings.map { $0.text(style: style) }
        lines.append("\(name ?? file): \(r.sizeClass)")
        let items = r.root.allItems()
        // A storyboard's views by Xcode's names, a document's by their ids.
        let names = r.itemNames
        lines.append("")
        lines.append("views (\(items.count))")
        var views = Table()
        for item in items {
            let a = item.attributes
            var facts: [String] = []
            // Points as people read them (an @3x image's 26.667…, not 26.666666666666668).
            let number = SolveReport.number
            if let w = a.intrinsicWidth, let h = a.intrinsicHeight {
                facts.append("intrinsic \(number(w))×\(number(h))")
            } else if let w = a.intrinsicWidth {
                facts.append("intrinsic width \(number(w))")
            } else if let h = a.intrinsicHeight {
                facts.append("intrinsic height \(number(h))")
            }
            if let note = item.intrinsicSizeNote, a.intrinsicWidth != nil || a.intrinsicHeight != nil {
                facts[facts.count - 1] += " (\(note))"
            }
            if a.hidden == true { facts.append("hidden") }
            if item.element == .stack {
                facts.append(
                    [
                        a.axis?.rawValue ?? "horizontal", a.distribution?.rawValue ?? "fill",
                        a.alignment?.rawValue ?? "fill", "spacing \(formatNumber(a.spacing ?? 0))",
                    ]
                    .joined(separator: " "))
            }
            let kind = item.element == .view ? item.kind.rawValue : item.element.rawValue
            views.add([names[item.id] ?? item.id, kind, facts.joined(separator: ", ")])
        }
        lines += views.lines()
        lines.append("")
        let all = r.constraints
        lines.append("constraints (\(all.count))")
        var constraints = Table()
        // A visual format's line comes right before the constraints it expands to.
        let formats = Dictionary(r.visuals.map { ($0.source.id, $0.source.format) }, uniquingKeysWith: { a, _ in a })
        var lastVisual: String?
        for c in all {
            if let v = c.visual, v != lastVisual {
                constraints.add([v, "visual \(formats[v] ?? "")"])
                lastVisual = v
            }
            constraints.add(
                [c.source.id, c.effective.equationText(naming: names)] + (c.source.label.map { ["(\($0))"] } ?? []))
        }
        lines += constraints.lines()
        if !r.removedItems.isEmpty || !r.removedConstraints.isEmpty {
            lines.append("")
            if !r.removedItems.isEmpty {
                lines.append("not installed: views \(r.removedItems.joined(separator: ", "))")
            }
            if !r.removedConstraints.isEmpty {
                lines.append("not installed: constraints \(r.removedConstraints.joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n")
    }
}
