// The example of Documentation/LayoutsInCode.md, verbatim between the markers (a test checks they match).
// README begin
import LayoutAnchors
import SizeClassResolution

/// Apple's "Two Buttons with Size Class-Based Layouts", built in code.
func twoButtonsWithSizeClassBasedLayouts() -> Layout {
    let layout = Layout(name: "Two Buttons with Size Class-Based Layouts")
    func button(_ id: String, _ title: String, width: Double) -> LayoutView {
        let button = LayoutView(id: id, kind: .button)
        button.title = title
        button.intrinsicWidth = width
        button.intrinsicHeight = 30
        button.firstBaselineOffset = 20
        button.lastBaselineOffset = 10
        layout.root.addSubview(button)
        return button
    }
    let short = button("shortButton", "Short", width: 39)
    let long = button("longButton", "Much Longer Button Title", width: 180)
    let margins = layout.root.layoutMarginsGuide
    let bottomGuide = layout.bottomLayoutGuide.topAnchor

    // Any-Any: side by side with equal widths, 20 pt above the bottom layout guide.
    let sideBySide = long.leadingAnchor.constraint(equalToSystemSpacingAfter: short.trailingAnchor)
    let shortAboveGuide = bottomGuide.constraint(equalTo: short.bottomAnchor, constant: 20)
    AnchorConstraint.activate([
        short.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        sideBySide,
        long.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        shortAboveGuide,
        bottomGuide.constraint(equalTo: long.bottomAnchor, constant: 20),
        short.widthAnchor.constraint(equalTo: long.widthAnchor),
    ])
    // Compact width, regular height (an iPhone in portrait): one above the other.
    let stacked = [
        long.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        short.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        long.topAnchor.constraint(equalToSystemSpacingAfter: short.bottomAnchor),
    ]
    AnchorConstraint.activate(stacked)
    for c in stacked {
        c.isInstalled = false
        c.setInstalled(true, in: .compactRegular)
    }
    sideBySide.setInstalled(false, in: .compactRegular)
    shortAboveGuide.setInstalled(false, in: .compactRegular)
    return layout
}

/// The coverage grid, one line per size class: the constraints that apply, and what
/// differs from Any-Any.
func gridLines(of layout: Layout) -> [String] {
    let grid = CoverageGrid(layout.document(), path: "TwoButtons.swift")
    return grid.cells.map { cell in
        let changes = cell.added.map { "+\($0)" } + cell.removed.map { "-\($0)" } + cell.changed.map { "~\($0)" }
        let line = "\(cell.sizeClass): \(cell.constraints.joined(separator: " "))"
        return changes.isEmpty ? line : "\(line)  \(changes.joined(separator: " "))"
    }
}
// README end
