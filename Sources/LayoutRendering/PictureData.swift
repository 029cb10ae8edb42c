import LayoutCompilation

/// What a page's script knows of one picture, as JSON inside the page: every view's
/// name, kind, frame and problem, and the document constraints that relate it, with
/// what became of each. The script shows them with `textContent`, never as markup.
struct PictureData {
    struct View {
        var name: String
        var kind: String
        var frame: [Double]
        var mark: String?
        /// Indices into `constraints`.
        var constraints: [Int]
    }
    struct Constraint {
        var id: String
        var equation: String
        var line: Int
        var state: String
    }

    var device: String
    var status: String
    var views: [String: View]
    /// The views' ids in document order, as written.
    var order: [String]
    var constraints: [Constraint]

    init(_ p: LayoutPicture) {
        device = p.solution.environment.summary
        status = p.solution.status.rawValue
        var index: [String: [Int]] = [:]
        constraints = p.constraints.enumerated().map { k, c in
            for id in Set(c.items) { index[id, default: []].append(k) }
            return Constraint(id: c.id, equation: c.equation, line: c.location.line, state: p.state(of: c).rawValue)
        }
        let marks = p.marks
        var views: [String: View] = [:]
        order = []
        for f in p.solution.frames where views[f.id] == nil {
            order.append(f.id)
            let kind =
                f.element == .view ? (p.items[f.id]?.appearance?.className ?? f.kind.rawValue) : f.element.rawValue
            views[f.id] = View(
                name: f.name, kind: kind, frame: [f.x, f.y, f.width, f.height].map { $0.isFinite ? $0 : 0 },
                mark: marks[f.id]?.rawValue, constraints: index[f.id] ?? [])
        }
        self.views = views
    }

    /// The JSON, safe inside `<script type="application/json">`: no `<`, `>` or `&`
    /// (each written as a `\u` escape), so no text can close the element. Written by
    /// hand, views in document order: Foundation's encoder took a quarter of a page's time.
    func scriptJSON() -> String {
        var out = "{\"constraints\":["
        for (k, c) in constraints.enumerated() {
            if k > 0 { out += "," }
            out += "{\"equation\":\(Self.string(c.equation)),\"id\":\(Self.string(c.id)),"
            out += "\"line\":\(c.line),\"state\":\(Self.string(c.state))}"
        }
        out += "],\"device\":\(Self.string(device)),\"status\":\(Self.string(status)),\"views\":{"
        for (k, id) in order.enumerated() {
            guard let v = views[id] else { continue }
            if k > 0 { out += "," }
            out += "\(Self.string(id)):{\"constraints\":[\(v.constraints.map(String.init).joined(separator: ","))],"
            out += "\"frame\":[\(v.frame.map(SVGText.number).joined(separator: ","))],"
            out += "\"kind\":\(Self.string(v.kind)),"
            if let mark = v.mark { out += "\"mark\":\(Self.string(mark))," }
            out += "\"name\":\(Self.string(v.name))}"
        }
        out += "}}"
        return out
    }

    /// A JSON string literal, with the characters HTML could act on escaped too.
    static func string(_ s: String) -> String {
        var out = "\""
        out.reserveCapacity(s.utf8.count + 2)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += Self.unicodeEscape(scalar.value)
            default:
                if scalar.value < 0x20 {
                    out += Self.unicodeEscape(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func unicodeEscape(_ v: UInt32) -> String {
        let hex = String(v, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
