import LayoutDocument
import LayoutXML

extension XMLElement {
    /// Whether a table view inside this element has a prototype or static cell, or a
    /// cell's content view, saved without a frame of its own.
    var containsFramelessRow: Bool {
        (name == "tableView" && rows.contains(where: Self.isFramelessRow))
            || children.contains { $0.containsFramelessRow }
    }

    /// This table view's rows: its prototype cells and its static sections' cells.
    private var rows: [XMLElement] {
        children.flatMap { child -> [XMLElement] in
            switch child.name {
            case "prototypes": child.children
            case "sections":
                child.childrenNamed("tableViewSection").flatMap { $0.childrenNamed("cells") }.flatMap(\.children)
            default: []
            }
        }
    }

    /// This table view with `transform` applied to each of its rows (`rows`).
    private func mappingRows(_ transform: (XMLElement) -> XMLElement) -> XMLElement {
        func cells(_ e: XMLElement) -> XMLElement {
            var cells = e
            cells.children = e.children.map(transform)
            return cells
        }
        return mappingChildren(named: "prototypes", cells).mappingChildren(named: "sections") {
            $0.mappingChildren(named: "tableViewSection") { $0.mappingChildren(named: "cells", cells) }
        }
    }

    /// The children named `name`.
    private func childrenNamed(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// This element with `transform` applied to each child named `name`.
    private func mappingChildren(named name: String, _ transform: (XMLElement) -> XMLElement) -> XMLElement {
        var e = self
        e.children = children.map { $0.name == name ? transform($0) : $0 }
        return e
    }

    /// This element with every frameless prototype or static cell of a table inside it given the
    /// frame it is drawn at: the table's width, and its row height (the cell's own
    /// "Custom" height first; 44 pt, UIKit's default row, where neither sets one). Xcode 6
    /// saved some prototype cells with neither a frame nor a content-view frame (a notes
    /// app's cells of 80 pt rows: the views in them were laid out nowhere). In a table
    /// without separators a frameless content view is as tall as its cell, as 135 of the
    /// 137 content views saved with a frame in such tables of the read batches are (with a
    /// separator, files before Xcode 9 mostly keep a point below: the converter's rule).
    /// A cell saved with a frame but none for its content view, whose own row height
    /// differs from that frame, is drawn at its row height (7 of the 9 such cells of the
    /// read batches, files of Xcode 6 and 7: a task cell saved 44 pt high with a 50 pt row,
    /// its views 50 pt high).
    func resolvingFramelessRows() -> XMLElement {
        var e = self
        e.children = e.children.map { $0.resolvingFramelessRows() }
        guard e.name == "tableView", let table = e.savedFrame else { return e }
        return e.mappingRows { Self.isFramelessRow($0) ? Self.drawnRow($0, in: e, width: table.width) : $0 }
    }

    /// A frameless row `cell` of `table` (`width` points wide) with the frames it is drawn
    /// at: its own, else its row's; its content view's, in a table without separators.
    private static func drawnRow(_ cell: XMLElement, in table: XMLElement, width: Double) -> XMLElement {
        var cell = cell
        let framelessContent = cell.children.contains { $0[attribute: "key"] == "contentView" && $0.savedFrame == nil }
        let ownRow = cell[attribute: "rowHeight"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        if let saved = cell.savedFrame {
            // Its own row height wins over a stale frame where the content view has none.
            if let ownRow, framelessContent, abs(saved.height - ownRow) > 0.5,
                let k = cell.children.firstIndex(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" })
            {
                cell.children[k] = frameRect(width: saved.width, height: ownRow, at: cell.children[k].location)
            }
        } else {
            // The cell's written height (automatic, -1, included) stands before the table's.
            let written = (cell[attribute: "rowHeight"] ?? table[attribute: "rowHeight"]).flatMap(Double.init)
            let height = written.flatMap { $0 > 0 ? $0 : nil } ?? defaultRowHeight
            cell.children.insert(frameRect(width: width, height: height, at: cell.location), at: 0)
        }
        // Looked up after the cell's own frame went in before it.
        if table[attribute: "separatorStyle"] == "none", framelessContent, let row = cell.savedFrame,
            let content = cell.children.firstIndex(where: { $0[attribute: "key"] == "contentView" })
        {
            let location = cell.children[content].location
            cell.children[content].children.insert(frameRect(width: row.width, height: row.height, at: location), at: 0)
        }
        return cell
    }

    /// UIKit's row height where neither the table nor the cell sets one.
    private static let defaultRowHeight = 44.0

    /// Whether `e` is a table view cell with no saved frame, or whose content view has
    /// none.
    private static func isFramelessRow(_ e: XMLElement) -> Bool {
        e.name == "tableViewCell"
            && (e.savedFrame == nil
                || e.children.contains { $0[attribute: "key"] == "contentView" && $0.savedFrame == nil })
    }

    /// A `<rect key="frame">` at the origin, `width` by `height`.
    private static func frameRect(width: Double, height: Double, at location: SourceLocation) -> XMLElement {
        let values = [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "\(width)"), ("height", "\(height)")]
        return XMLElement(
            name: "rect", attributes: values.map { XMLAttribute(name: $0.0, value: $0.1, location: location) },
            location: location)
    }
}
