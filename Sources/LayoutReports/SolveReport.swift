import LayoutCompilation
import LayoutDocument

/// `sizeclass solve`: a `LayoutSolution` for people (an aligned table of frames and the
/// problems) and machines (JSON; shape pinned by
/// `Tests/LayoutReportsTests/Snapshots/solve.json`). `device` and `orientation` are null
/// for an explicit size; `source` names the design canvas of a storyboard or xib laid
/// out without a device or size (null otherwise); `contentSize` appears for scroll views whose content size the
/// layout sets.
public struct SolveReport: Encodable {
    struct SizeJSON: Encodable { var width, height: Double }
    struct MarginsJSON: Encodable { var top, leading, bottom, trailing: Double }
    struct InsetsJSON: Encodable { var top, left, bottom, right: Double }
    struct EnvironmentJSON: Encodable {
        var device: String?
        var orientation: String?
        var size: SizeJSON
        var `class`: String
        var margins: MarginsJSON
        var topGuide, bottomGuide: Double
        var safeArea: InsetsJSON
        var direction: String
        var source: String?
        var bars: [String]

        func encode(to encoder: any Encoder) throws {
            // device and orientation are written as null rather than left out.
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(device, forKey: .device)
            try c.encode(orientation, forKey: .orientation)
            try c.encode(size, forKey: .size)
            try c.encode(`class`, forKey: .class)
            try c.encode(margins, forKey: .margins)
            try c.encode(topGuide, forKey: .topGuide)
            try c.encode(bottomGuide, forKey: .bottomGuide)
            try c.encode(safeArea, forKey: .safeArea)
            try c.encode(direction, forKey: .direction)
            try c.encode(source, forKey: .source)
            try c.encode(bars, forKey: .bars)
        }
        enum CodingKeys: String, CodingKey {
            case device, orientation, size, `class`, margins, topGuide, bottomGuide, safeArea, direction, source, bars
        }
    }
    struct FrameJSON: Encodable {
        var id, name, kind: String
        var label: String?
        var x, y, width, height: Double
        var hidden: Bool
        var contentSize: SizeJSON?
    }
    struct ConstraintJSON: Encodable {
        var id, equation, source: String
        var line, column: Int
    }
    struct ConflictJSON: Encodable {
        var broken: ConstraintJSON
        var conflictingWith: [ConstraintJSON]
        /// What to do, for a conflict people meet often (`Conflict.hint`); absent otherwise.
        var hint: String?
    }
    struct AmbiguityJSON: Encodable {
        var id, axis: String
        var attributes: [String]
        var line, column: Int
    }

    var file: String
    var name: String?
    var `class`: String
    var status: String
    var size: SizeJSON
    var environment: EnvironmentJSON
    var frames: [FrameJSON]
    var conflicts: [ConflictJSON]
    var ambiguous: [AmbiguityJSON]
    var warnings: [DiagnosticJSON]

    /// The report of one solution of the layout `name` read from `file`.
    public init(_ s: LayoutSolution, file: String, name: String?) {
        self.file = file
        self.name = name
        `class` = s.sizeClass.description
        status = s.status.rawValue
        let e = s.environment
        size = SizeJSON(width: e.size.width, height: e.size.height)
        environment = EnvironmentJSON(
            device: e.deviceName, orientation: e.orientation?.rawValue, size: size, class: e.sizeClass.description,
            margins: MarginsJSON(
                top: e.margins.top, leading: e.margins.leading, bottom: e.margins.bottom,
                trailing: e.margins.trailing),
            topGuide: e.topGuide, bottomGuide: e.bottomGuide,
            safeArea: InsetsJSON(
                top: e.safeArea.top, left: e.safeArea.left, bottom: e.safeArea.bottom,
                right: e.safeArea.right),
            direction: e.direction.rawValue, source: e.source, bars: e.bars)
        frames = s.frames.map {
            FrameJSON(
                id: $0.id, name: $0.name, kind: Self.kind($0), label: $0.label, x: $0.x, y: $0.y, width: $0.width,
                height: $0.height,
                hidden: $0.hidden, contentSize: $0.contentSize.map { SizeJSON(width: $0.width, height: $0.height) })
        }
        func constraint(_ c: ConstraintDescription) -> ConstraintJSON {
            ConstraintJSON(
                id: c.id, equation: c.equation, source: c.source.rawValue, line: c.location.line,
                column: c.location.column)
        }
        conflicts = s.conflicts.map {
            ConflictJSON(
                broken: constraint($0.broken), conflictingWith: $0.conflictingWith.map(constraint), hint: $0.hint)
        }
        ambiguous = s.ambiguities.map {
            AmbiguityJSON(
                id: $0.id, axis: $0.axis.rawValue, attributes: $0.attributes, line: $0.location.line,
                column: $0.location.column)
        }
        warnings = s.warnings.map(DiagnosticJSON.init)
    }

    /// A view's kind, or `stack` / `guide`.
    static func kind(_ f: LayoutSolution.Frame) -> String {
        f.element == .view ? f.kind.rawValue : f.element.rawValue
    }

    public func json() throws -> String { try JSONOutput.string(self) }

    /// The frames table, then each problem with its constraints, then a status line.
    public static func text(_ s: LayoutSolution, file: String, name: String?, style: TextStyle) -> String {
        let e = s.environment
        var lines = [name.map { "\($0) (\(file))" } ?? file]
        var facts = ["\(s.sizeClass)"]
        if let device = e.deviceName { facts.append("\(device)\(e.orientation.map { " \($0.rawValue)" } ?? "")") }
        facts.append(e.size.description)
        facts.append("margins \(formatNumber(e.margins.leading))/\(formatNumber(e.margins.trailing))")
        facts.append("top guide \(formatNumber(e.topGuide))")
        facts.append("bottom guide \(formatNumber(e.bottomGuide))")
        if e.direction == .rightToLeft { facts.append("right to left") }
        lines.append(facts.joined(separator: " · "))
        if let source = e.source { lines.append("design canvas: \(source)") }
        // On a device, the bars its canvas put the scene under (the canvas's line names them).
        if e.source == nil && !e.bars.isEmpty { lines.append("under: \(e.bars.joined(separator: ", "))") }
        lines.append("")
        var table = Table()
        table.add(["item", "kind", "x", "y", "width", "height", ""])
        for f in s.frames {
            var note = f.hidden ? "hidden" : ""
            if let c = f.contentSize { note += (note.isEmpty ? "" : ", ") + "content \(c)" }
            // A layout document's labels name what its ids do not; an Interface Builder
            // view's name (Xcode's) stands in the first column instead of its id.
            if let label = f.label, f.name == f.id { note += (note.isEmpty ? "" : ", ") + label }
            table.add([f.name, kind(f), number(f.x), number(f.y), number(f.width), number(f.height), note])
        }
        lines += table.lines()
        let problems = problemLines(s, file: file, style: style)
        if !problems.isEmpty {
            lines.append("")
            lines += problems
        }
        lines.append("")
        lines.append(statusLine(s, style: style))
        return lines.joined(separator: "\n")
    }

    /// Warnings, then each conflict with its constraints and where they are written,
    /// then each ambiguity.
    static func problemLines(_ s: LayoutSolution, file: String, style: TextStyle) -> [String] {
        var lines = s.warnings.map { $0.text(style: style) }
        for c in s.conflicts {
            lines.append(
                Diagnostic(
                    path: file, location: c.broken.location, message: c.message,
                    rule: .unsatisfiable
                ).text(style: style))
            var table = Table()
            for (k, d) in ([c.broken] + c.conflictingWith).enumerated() {
                table.add([
                    k == 0 ? "broken" : "with", d.id, d.equation,
                    d.location.line > 0 ? "\(file):\(d.location.line)" : "(\(d.source.rawValue))",
                ])
            }
            lines += table.lines(indent: "    ")
        }
        for a in s.ambiguities {
            lines.append(
                Diagnostic(path: file, location: a.location, message: a.message, rule: .ambiguous)
                    .text(style: style))
        }
        return lines
    }

    /// `ok`, `ambiguous: 2 items`, `unsatisfiable: 1 conflict, …`.
    static func statusLine(_ s: LayoutSolution, style: TextStyle) -> String {
        let views = s.frames.count
        switch s.status {
        case .ok:
            return style.paint("ok", "32")
                + ": \(views) item\(views == 1 ? "" : "s") laid out, no conflicts, no ambiguity"
        case .ambiguous, .unsatisfiable:
            var parts: [String] = []
            if !s.conflicts.isEmpty {
                parts.append("\(s.conflicts.count) conflict\(s.conflicts.count == 1 ? "" : "s")")
            }
            let items = Set(s.ambiguities.map(\.id)).count
            if items > 0 { parts.append("\(items) ambiguous item\(items == 1 ? "" : "s")") }
            return style.paint(s.status.rawValue, "31") + ": " + parts.joined(separator: ", ")
        }
    }

    /// Points as people read them: `16`, `168.5`, `111.333`.
    static func number(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return formatNumber(r == 0 ? 0 : r)
    }
}
