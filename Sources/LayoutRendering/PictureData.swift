import Foundation
import LayoutCompilation

/// What a page's script knows of one picture, as JSON inside the page: every view's
/// name, kind, frame and problem, and the document constraints that relate it, with
/// what became of each. The script shows them with `textContent`, never as markup.
struct PictureData: Encodable {
    struct View: Encodable {
        var name: String
        var kind: String
        var frame: [Double]
        var mark: String?
        /// Indices into `constraints`.
        var constraints: [Int]
    }
    struct Constraint: Encodable {
        var id: String
        var equation: String
        var line: Int
        var state: String
    }

    var device: String
    var status: String
    var views: [String: View]
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
        for f in p.solution.frames {
            let kind =
                f.element == .view ? (p.items[f.id]?.appearance?.className ?? f.kind.rawValue) : f.element.rawValue
            views[f.id] = View(
                name: f.name, kind: kind, frame: [f.x, f.y, f.width, f.height].map { $0.isFinite ? $0 : 0 },
                mark: marks[f.id]?.rawValue, constraints: index[f.id] ?? [])
        }
        self.views = views
    }

    /// The JSON, safe inside `<script type="application/json">`: no `<`, `>` or `&`
    /// (each written as a `\u` escape), so no text can close the element.
    func scriptJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
