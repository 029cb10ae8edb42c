import LayoutDocument

extension CompiledLayout {
    /// The priority at which a view with no size of its own keeps, on Xcode's canvas, the
    /// size it was drawn at: above content hugging (250 and 251 as Interface Builder sets
    /// them) and below compression resistance (750).
    static let drawnSizePriority = 500.0

    /// On Xcode's canvas a view that has no content size of its own (a plain view, a
    /// stack view, a scroll view) keeps the size it was drawn at unless a constraint
    /// above `drawnSizePriority` decides otherwise: what only its content's hugging asks
    /// (a box around a label, a stack of buttons) does not shrink it. Whether any such
    /// constraint was added.
    func keepDrawnSizes() -> Bool {
        var added = false
        for n in geometry.nodes.indices {
            let node = geometry.nodes[n]
            guard node.parent >= 0, !node.isBuiltIn, !node.autoresizes, node.designFrame != nil,
                node.element == .stack || node.kind == .view || node.kind == .scrollView
            else { continue }
            // (A custom view Xcode gave a placeholder size has that as its own.)
            guard node.attributes.intrinsicWidth == nil, node.attributes.intrinsicHeight == nil else { continue }
            if holdAtSavedFrame(n, [.width, .height], priority: Self.drawnSizePriority, role: .drawnSize) {
                added = true
            }
        }
        return added
    }
}
