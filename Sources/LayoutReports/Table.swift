/// Rows printed with aligned columns (the last column is not padded), aligned by the
/// columns their text takes on a terminal: a coloured cell or a name in Chinese lines up.
struct Table {
    var rows: [[String]] = []

    mutating func add(_ row: [String]) { rows.append(row) }

    func lines(indent: String = "  ") -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { c in rows.map { c < $0.count ? $0[c].terminalWidth : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = indent
            for (c, cell) in row.enumerated() {
                line +=
                    c == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[c] - cell.terminalWidth + 2)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
