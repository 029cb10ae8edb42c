import LayoutDocument

extension CompiledLayout {
    /// The priority at which a view keeps, on Xcode's canvas, the size it was drawn at:
    /// above content hugging (250 and 251 as Interface Builder sets them) and below
    /// compression resistance (750).
    static let drawnSizePriority = 500.0

    /// On Xcode's canvas a view keeps the size it was drawn at, unless a constraint above
    /// `drawnSizePriority` decides otherwise (`drawnAttributes(of:)` says which views and
    /// axes). Whether any such constraint was added.
    func keepDrawnSizes() -> Bool {
        var added = false
        // Fields read in place: a copy of a whole node retains a dozen references.
        for n in geometry.nodes.indices {
            guard geometry.nodes[n].parent >= 0, !geometry.nodes[n].isBuiltIn, !geometry.nodes[n].autoresizes,
                // (Not one Xcode marked misplaced or ambiguous: its saved size is not its own.)
                let saved = geometry.nodes[n].designFrame, !saved.isMisplaced
            else { continue }
            let attributes = drawnAttributes(of: n, saved: saved)
            if !attributes.isEmpty,
                holdAtSavedFrame(n, attributes, priority: Self.drawnSizePriority, role: .drawnSize)
            {
                added = true
            }
        }
        return added
    }

    /// The axes on which view `n`, drawn at `saved`, keeps its drawn size.
    ///
    /// - A view with no content size of its own (a plain view, a stack view, a scroll view,
    ///   a text view that scrolls; not a custom view Xcode gave a placeholder size), both:
    ///   what only its content's hugging asks (a box around a label, a stack of buttons)
    ///   does not shrink it.
    /// - A label drawn less than a point taller than its text, its height: Xcode does not
    ///   take a difference under a point for a misplaced view. The library's label is 21 pt
    ///   high, and labels of 17 pt text (20.5 pt) placed from it keep 21 unless their frames
    ///   are updated (389 such labels against 161 at 20.5 in the files the system font was
    ///   fitted on; the 21 pt labels of a stock app's and an expense app's course templates,
    ///   of Xcode 9 to 11, and the views below them 0.5 pt lower for each).
    private func drawnAttributes(of n: Int, saved: DesignFrame) -> [LayoutAttribute] {
        if geometry.nodes[n].element == .stack || [.view, .scrollView, .textView].contains(geometry.nodes[n].kind) {
            let placeholder =
                geometry.nodes[n].attributes.intrinsicWidth != nil
                || geometry.nodes[n].attributes.intrinsicHeight != nil
            return placeholder ? [] : [.width, .height]
        }
        if geometry.nodes[n].kind == .label, let text = geometry.intrinsicSize(of: n, horizontal: false),
            saved.height >= text, saved.height - text < 1
        {
            return [.height]
        }
        return []
    }
}
