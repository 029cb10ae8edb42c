import LayoutDocument
import LayoutEngine

extension CompiledLayout {
    /// Labels, titled buttons and text views that do not scroll, laid out smaller than
    /// their text needs: their compression resistance gave way, and UIKit cuts the text.
    /// One warning per view and axis, at the view; the message names no sizes, so that one
    /// view cut on several devices, classes and text sizes is one problem.
    ///
    /// What counts as cut, given that the text's size is measured here, not by UIKit:
    /// - across, a one-line label or a button's title short by more than the measurement's
    ///   error (1 pt, or 3 % of a long text); a label that may wrap wraps instead;
    /// - down, a label or a text view that does not scroll short by more than half a line:
    ///   a line lost (a button's or a text field's height is mostly padding, so neither is
    ///   judged there); an empty text view, shorter than one line, cuts whatever text it
    ///   is given at run time, and its message says so.
    ///
    /// A label that shrinks its text to fit (`minimumTextScale`) is judged at its smallest
    /// scale.
    ///
    /// None where a conflict broke a required constraint (frames there answer the
    /// conflict, not the text), nor on an axis left ambiguous.
    func truncatedText(_ value: (Expression) -> Double, ambiguous: Set<String>) -> [Diagnostic] {
        guard conflicts.isEmpty else { return [] }
        let names = documentConstraints.layout.itemNames
        var found: [Diagnostic] = []
        for n in geometry.nodes.indices {
            let kind = geometry.nodes[n].kind
            let wrapping = geometry.nodes[n].wrapping
            // A text view that does not scroll (one that wraps) loses lines as a label does.
            let textView = kind == .textView && wrapping != nil
            // A view placed by its autoresizing mask has no compression resistance to give
            // way (a cell's own text labels are sized by the cell at run time).
            guard kind == .label || (kind == .button && geometry.nodes[n].hasTitle) || textView,
                !geometry.nodes[n].isBuiltIn,
                !geometry.isHidden(n), !geometry.nodes[n].autoresizes
            else {
                continue
            }
            let id = geometry.nodes[n].id
            for horizontal in [true, false] {
                guard horizontal ? wrapping == nil : kind == .label || textView,
                    let needed = geometry.intrinsicSize(of: n, horizontal: horizontal),
                    !ambiguous.contains(id + (horizontal ? "/h" : "/v"))
                else { continue }
                let rect = geometry.nodes[n].rect
                let size = value(horizontal ? rect.width : rect.height)
                let allowance =
                    horizontal ? max(1, 0.03 * needed) : (wrapping?.measurement.lineHeight ?? needed) / 2
                // A label that shrinks its text to fit cuts only what does not fit at its
                // smallest scale (Xcode 6's launch-screen copyright line, at 9 pt of 17).
                let scale = kind == .label ? geometry.nodes[n].minimumTextScale ?? 1 : 1
                guard size < needed * scale - allowance else { continue }
                let resistance = formatNumber(geometry.compressionResistance(n, horizontal: horizontal))
                let name = names[id] ?? id
                // An empty text view (filled at run time) still needs a line: any text it
                // is given is cut, though none is lost in the file.
                let empty = wrapping?.text.allSatisfy(\.isWhitespace) ?? false
                let message =
                    horizontal
                    ? "'\(name)' is narrower than its text: its horizontal compression resistance (\(resistance)) gave way, and the text is cut short"
                    : empty
                        ? "'\(name)' is shorter than a line of its font: its vertical compression resistance (\(resistance)) gave way, and any text it shows is cut"
                        : "'\(name)' is shorter than its text: its vertical compression resistance (\(resistance)) gave way, and lines of it are lost"
                found.append(
                    Diagnostic(
                        path: path, location: geometry.nodes[n].location, severity: .warning, message: message,
                        rule: .textTruncated))
            }
        }
        return found
    }
}
