import LayoutDocument

extension CompiledLayout {
    /// A view of a custom class may size itself (an intrinsic content size in code, or
    /// drawn by Interface Builder as `IBDesignable`), and a file does not say how. Where
    /// nothing else determines such a view's width or height, it is laid out at the size
    /// Xcode saved, as if that were its intrinsic size (hugging and resistance at their
    /// priorities), with a `custom-view-size` warning naming the view and the axis; never
    /// left at 0 or reported as an ambiguity the file does not have in Xcode.
    func sizeUnsizedCustomViews() {
        guard !customViewsSized else { return }
        customViewsSized = true
        guard geometry.nodes.contains(where: { $0.customClassSize != nil }) else { return }
        let names = documentConstraints.layout.itemNames
        // The axes to fall back on, per view, in order.
        var axes: [(node: Int, horizontal: [Bool])] = []
        for a in ambiguities(constrained: currentValues().constrained) {
            guard let n = geometry.index[a.id], geometry.nodes[n].customClassSize != nil else { continue }
            let horizontal = a.axis == .horizontal
            guard a.attributes.contains(horizontal ? "width" : "height"),
                geometry.intrinsicSize(of: n, horizontal: horizontal) == nil
            else { continue }
            if axes.last?.node == n {
                axes[axes.count - 1].horizontal.append(horizontal)
            } else {
                axes.append((n, [horizontal]))
            }
        }
        for (n, horizontals) in axes {
            // Laid out as the intrinsic size is: hugging and resistance at the saved size.
            let saved = geometry.nodes[n].customClassSize!
            let name = names[geometry.nodes[n].id] ?? geometry.nodes[n].id
            for horizontal in horizontals {
                if horizontal {
                    geometry.nodes[n].measuredWidth = saved.width
                } else {
                    geometry.nodes[n].measuredHeight = saved.height
                }
                addIntrinsicSize(n, horizontal: horizontal)
            }
            let both = horizontals.count == 2
            let what = both ? "width or height" : horizontals[0] ? "width" : "height"
            let size =
                both
                ? "size, \(formatNumber(saved.width))×\(formatNumber(saved.height))"
                : "\(what), \(formatNumber(horizontals[0] ? saved.width : saved.height)) pt"
            warnings.append(
                Diagnostic(
                    path: path, location: geometry.nodes[n].location, severity: .warning,
                    message:
                        "'\(name)' (\(geometry.nodes[n].customClass ?? "a custom class")) has no \(what) the file gives and its class may size itself: laid out at its saved \(size) (a placeholder intrinsic size in Interface Builder would say so)",
                    rule: .customViewSize))
        }
    }
}
