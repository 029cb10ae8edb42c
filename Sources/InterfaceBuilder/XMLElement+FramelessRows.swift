import LayoutDocument
import LayoutXML

extension XMLElement {
    /// Whether a table view inside this element has a prototype cell, or a cell's content
    /// view, saved without a frame of its own.
    var containsFramelessRow: Bool {
        (name == "tableView"
            && children.contains { $0.name == "prototypes" && $0.children.contains(where: Self.isFramelessRow) })
            || children.contains { $0.containsFramelessRow }
    }

    /// This element with every frameless prototype cell of a table inside it given the
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
        let separators = e[attribute: "separatorStyle"] != "none"
        for p in e.children.indices where e.children[p].name == "prototypes" {
            for c in e.children[p].children.indices where Self.isFramelessRow(e.children[p].children[c]) {
                var cell = e.children[p].children[c]
                if cell.savedFrame == nil {
                    let written = (cell[attribute: "rowHeight"] ?? e[attribute: "rowHeight"]).flatMap(Double.init)
                    let height = written.map { $0 > 0 ? $0 : Self.defaultRowHeight } ?? Self.defaultRowHeight
                    cell.children.insert(Self.frame(width: table.width, height: height, at: cell.location), at: 0)
                } else if let own = cell[attribute: "rowHeight"].flatMap(Double.init), own > 0,
                    let frame = cell.savedFrame, abs(frame.height - own) > 0.5,
                    let k = cell.children.firstIndex(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" }),
                    cell.children.contains(where: { $0[attribute: "key"] == "contentView" && $0.savedFrame == nil })
                {
                    cell.children[k] = Self.frame(width: frame.width, height: own, at: cell.children[k].location)
                }
                if !separators, let frame = cell.savedFrame,
                    let k = cell.children.firstIndex(where: { $0[attribute: "key"] == "contentView" }),
                    cell.children[k].savedFrame == nil
                {
                    let content = cell.children[k]
                    cell.children[k].children.insert(
                        Self.frame(width: frame.width, height: frame.height, at: content.location), at: 0)
                }
                e.children[p].children[c] = cell
            }
        }
        return e
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
    private static func frame(width: Double, height: Double, at location: SourceLocation) -> XMLElement {
        let values = [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "\(width)"), ("height", "\(height)")]
        return XMLElement(
            name: "rect", attributes: values.map { XMLAttribute(name: $0.0, value: $0.1, location: location) },
            location: location)
    }
}
