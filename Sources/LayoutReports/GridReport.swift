import Foundation
import LayoutCompilation
import LayoutDocument
import SizeClassResolution

/// `sizeclass grid`: a `CoverageGrid` for people (text, Markdown) and machines (JSON;
/// shape pinned by `Tests/LayoutReportsTests/Snapshots/grid.json`).
public struct GridReport {
    let grid: CoverageGrid
    let name: String
    let style: TextStyle
    /// The terminal's width: a class's list of differences longer than its column is
    /// given as counts.
    let width: Int
    /// Each class's status from `SizeClassCheck` (solved at its representative
    /// environments), in `SizeClass.all` order.
    let statuses: [LayoutSolution.Status]

    static let axes: [SizeClassAxis] = [.any, .compact, .regular]

    /// Per class (in `SizeClass.all` order), the ids whose value differs from any-any.
    private let changedSets: [Set<String>]

    /// The grid of a checked layout, with each class's status.
    public init(check: SizeClassCheck, name: String, style: TextStyle, width: Int = 120) {
        self.init(grid: check.grid, statuses: check.classes.map(\.status), name: name, style: style, width: width)
    }

    private init(
        grid: CoverageGrid, statuses: [LayoutSolution.Status], name: String, style: TextStyle, width: Int = 120
    ) {
        self.width = width
        self.grid = grid
        self.statuses = statuses
        self.name = name
        self.style = style
        changedSets = grid.cells.map(\.changedSet)
    }

    /// `+c7 +c8 −c2 ~c4` (colored on a style); when that is wider than a column of the
    /// grid, the counts: `+2 −21 ~1 (--matrix lists them)`.
    func differences(_ cell: CoverageGrid.Cell, markdown: Bool = false) -> String {
        if cell.sizeClass == .anyAny { return "(base)" }
        let plain =
            cell.added.map { "+\($0)" } + cell.removed.map { "\u{2212}\($0)" } + cell.changed.map { "~\($0)" }
        if plain.isEmpty { return "same as any-any" }
        // Three columns and the row titles share the width.
        let column = max(24, (width - 16) / 3 - 2)
        if plain.joined(separator: " ").terminalWidth > column {
            var counts: [String] = []
            if !cell.added.isEmpty { counts.append(style.paint("+\(cell.added.count)", "32")) }
            if !cell.removed.isEmpty { counts.append(style.paint("\u{2212}\(cell.removed.count)", "31")) }
            if !cell.changed.isEmpty { counts.append(style.paint("~\(cell.changed.count)", "33")) }
            return counts.joined(separator: " ") + " (--matrix lists them)"
        }
        let tokens =
            cell.added.map { style.paint("+\($0)", "32") }
            + cell.removed.map { style.paint("\u{2212}\($0)", "31") }
            + cell.changed.map { style.paint("~\($0)", "33") }
        return tokens.joined(separator: " ")
    }

    /// `lays out: ok` (or ambiguous, unsatisfiable), colored on a style.
    func status(_ c: SizeClass) -> String {
        let s = statuses[SizeClass.all.firstIndex(of: c)!]
        return "lays out: " + style.paint(s.rawValue, s == .ok ? "32" : "31")
    }

    func counts(_ cell: CoverageGrid.Cell) -> String {
        "\(cell.constraints.count) constraint\(cell.constraints.count == 1 ? "" : "s"), \(cell.views.count) view\(cell.views.count == 1 ? "" : "s")"
    }

    /// The 3×3 grid: width classes as columns, height classes as rows.
    public func text() -> String {
        var table = Table()
        table.add([""] + Self.axes.map { "width \($0.rawValue)" })
        for h in Self.axes {
            let cells = Self.axes.map { grid[SizeClass(width: $0, height: h)] }
            table.add(["height \(h.rawValue)"] + cells.map(counts))
            table.add([""] + cells.map { differences($0) })
            table.add([""] + cells.map { status($0.sizeClass) })
        }
        var lines = [name, ""] + table.lines(indent: "")
        lines += findingsText()
        return lines.joined(separator: "\n")
    }

    /// One row per constraint and view, one column per class.
    public func matrixText() -> String {
        var table = Table()
        table.add(["", ""] + SizeClass.all.map(Self.short))
        for id in grid.constraintIds {
            table.add(
                [id, grid.equations[id] ?? ""] + zip(grid.cells, changedSets).map { mark(id, in: $0, changed: $1) })
        }
        for id in grid.viewIds {
            table.add([id, viewDescription(id)] + zip(grid.cells, changedSets).map { mark(id, in: $0, changed: $1) })
        }
        var lines = [name, ""] + table.lines(indent: "")
        lines.append("")
        lines.append(
            "✓ installed  · not installed  ~ other constant or priority than any-any  * set by a variation for that class"
        )
        lines.append("columns: width then height, A any, C compact, R regular")
        lines += findingsText()
        return lines.joined(separator: "\n")
    }

    public func markdown(matrix: Bool) -> String {
        var lines = ["# \(ProblemReport.markdownText(name))", ""]
        if matrix {
            lines.append("| id | equation | " + SizeClass.all.map(Self.short).joined(separator: " | ") + " |")
            lines.append("|---|---|" + String(repeating: "---|", count: 9))
            for id in grid.constraintIds {
                lines.append(
                    "| \(id) | `\(Self.markdownCode(grid.equations[id] ?? ""))` | "
                        + zip(grid.cells, changedSets).map { mark(id, in: $0, changed: $1) }.joined(separator: " | ")
                        + " |")
            }
            for id in grid.viewIds {
                lines.append(
                    "| \(id) | \(ProblemReport.markdownText(viewDescription(id))) | "
                        + zip(grid.cells, changedSets).map { mark(id, in: $0, changed: $1) }.joined(separator: " | ")
                        + " |")
            }
        } else {
            let plain = GridReport(
                grid: grid, statuses: statuses, name: name,
                style: .plain, width: .max)
            lines.append("| | " + Self.axes.map { "width \($0.rawValue)" }.joined(separator: " | ") + " |")
            lines.append("|---|---|---|---|")
            for h in Self.axes {
                let cells = Self.axes.map { grid[SizeClass(width: $0, height: h)] }
                lines.append(
                    "| **height \(h.rawValue)** | "
                        + cells.map {
                            "\(plain.counts($0))<br>\(plain.differences($0))<br>\(plain.status($0.sizeClass))"
                        }.joined(separator: " | ") + " |")
            }
        }
        if !grid.findings.isEmpty {
            lines.append("")
            lines.append("## Findings")
            lines.append("")
            for f in grid.findings {
                lines.append(
                    "- \(f.severity.rawValue): \(ProblemReport.markdownText(f.message)) (`\(ProblemReport.code(f.path)):\(f.location.line):\(f.location.column)`) `\(f.rule)`"
                )
            }
        }
        return lines.joined(separator: "\n")
    }

    public func json() throws -> String {
        struct Class: Encodable {
            var `class`: String
            var status: String
            var views, constraints, added, removed, changed: [String]
        }
        struct Body: Encodable {
            var name: String
            var classes: [Class]
            var findings: [DiagnosticJSON]
        }
        let body = Body(
            name: name,
            classes: grid.cells.map {
                Class(
                    class: $0.sizeClass.description,
                    status: statuses[SizeClass.all.firstIndex(of: $0.sizeClass)!].rawValue, views: $0.views,
                    constraints: $0.constraints,
                    added: $0.added, removed: $0.removed, changed: $0.changed)
            },
            findings: grid.findings.map(DiagnosticJSON.init))
        return try JSONOutput.string(body)
    }

    private func findingsText() -> [String] {
        guard !grid.findings.isEmpty else { return ["", "findings: none"] }
        return ["", "findings:"] + grid.findings.map { "  " + $0.text(style: style) }
    }

    /// A view's row in the matrix says what it is: Xcode's name for it in an Interface
    /// Builder document (`Label - Flowers`, `Stack View`), "view" in a layout document,
    /// whose ids are names already.
    private func viewDescription(_ id: String) -> String { grid.itemNames[id] ?? "view" }

    /// An equation from the file in a code span of a table's cell: a bar would still end
    /// the cell there, and a backtick the span.
    static func markdownCode(_ text: String) -> String {
        ProblemReport.code(text).replacingOccurrences(of: "|", with: "\\|")
    }

    private func mark(_ id: String, in cell: CoverageGrid.Cell, changed: Set<String>) -> String {
        var m = cell.installed.contains(id) ? (changed.contains(id) ? "~" : "✓") : "·"
        if cell.setHere.contains(id) { m += "*" }
        return m
    }

    static func short(_ c: SizeClass) -> String {
        func letter(_ a: SizeClassAxis) -> String { a == .any ? "A" : (a == .compact ? "C" : "R") }
        return letter(c.width) + letter(c.height)
    }
}
