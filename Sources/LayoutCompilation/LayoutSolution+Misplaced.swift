import LayoutDocument

extension LayoutSolution {
    /// Xcode's "Misplaced Views": every view of `document` whose frame Xcode saved as its
    /// own Auto Layout answer (`LayoutItem.designFrame`) and that this solution, on the
    /// design canvas, places more than 0.5 pt away on any edge or size. One warning per
    /// view, at the view, with both frames in root coordinates. What a misplaced view holds
    /// is placed from where that view is laid out, as Xcode saved it.
    public func misplacedViews(in document: LayoutDocument, path: String) -> [Diagnostic] {
        let solved = Dictionary(frames.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var found: [Diagnostic] = []
        func visit(_ item: LayoutItem, origin: (x: Double, y: Double)) {
            let saved = item.designFrame
            var here = (x: origin.x + (saved?.x ?? 0), y: origin.y + (saved?.y ?? 0))
            if saved?.isMisplaced == true, let frame = solved[item.id] { here = (frame.x, frame.y) }
            if let saved, saved.isLayoutAnswer, let frame = solved[item.id] {
                let expected = DesignFrame(x: here.x, y: here.y, width: saved.width, height: saved.height)
                let pairs = [
                    (expected.x, frame.x), (expected.y, frame.y), (expected.width, frame.width),
                    (expected.height, frame.height),
                ]
                if pairs.contains(where: { abs($0.0 - $0.1) > 0.5 }) {
                    let laidOut = DesignFrame(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                    let name = document.itemNames[item.id].map { "'\($0)'" } ?? "'\(item.id)'"
                    found.append(
                        Diagnostic(
                            path: path, location: item.location, severity: .warning,
                            message: "\(name) is misplaced: Xcode saved \(expected), laid out here at \(laidOut)",
                            rule: .misplacedView, sizeClasses: [sizeClass]))
                }
            }
            for child in item.children { visit(child, origin: here) }
        }
        visit(document.root, origin: (0, 0))
        return found
    }
}
