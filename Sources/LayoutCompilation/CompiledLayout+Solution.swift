import LayoutDocument
import LayoutEngine

extension CompiledLayout {
    /// Solves and reads every frame, the conflicts met while compiling, and the items
    /// the solution does not determine. A solution with a view of negative width or height
    /// is not Auto Layout's, which never makes a view's size negative: the layout is then
    /// compiled again with those views' sizes at least zero before the stacks' and the
    /// document's constraints, so that the required constraint that pushed one below zero
    /// is the one broken (`addNonNegativeSizes()`); again if others come out negative
    /// then, at most `nonNegativeRounds` times.
    public func solve() -> LayoutSolution {
        wrapText()
        sizeUnsizedCustomViews()
        let current = currentValues()
        if let again = solvedAgain(keepingNonNegative: negativeSizes(current.values)) { return again }
        let ambiguous = consequencesOfConflictsLeftOut(ambiguities(constrained: current.constrained))
        if environment.isDesignCanvas {
            // After the ambiguities are found: what Xcode keeps is still reported. A size
            // held where a conflict is broken may push another view's below zero, as the
            // document's constraints may: solved again the same way.
            let kept = keepDrawnSizes()
            if keepSavedFrames(of: ambiguous) || kept {
                let held = currentValues().values
                if let again = solvedAgain(keepingNonNegative: negativeSizes(held)) { return again }
                return solution(held, ambiguous: ambiguous)
            }
        }
        return solution(current.values, ambiguous: ambiguous)
    }

    /// The layout compiled and solved again with the views of `negative` (those a solution
    /// gave a negative size) kept at zero or more besides those already kept so; nil when
    /// there are none new, or after `nonNegativeRounds` rounds.
    private func solvedAgain(keepingNonNegative negative: Set<Int>) -> LayoutSolution? {
        let new = negative.subtracting(nonNegativeSizes)
        guard !new.isEmpty, round < Self.nonNegativeRounds else { return nil }
        return CompiledLayout(
            documentConstraints.layout, environment: environment, path: path,
            nonNegativeSizes: nonNegativeSizes.union(new), round: round + 1
        ).solve()
    }

    /// On Xcode's canvas a view the constraints leave undetermined stays where it was
    /// drawn: Xcode never moves a view it cannot place, and saves the frame it has. Each
    /// ambiguous view keeps the parts of its saved frame that are undetermined (its
    /// position, its size, or both, on the axis it is ambiguous on), at the lowest
    /// priority, after the ambiguities are found (they are still reported). Whether any
    /// such constraint was added.
    private func keepSavedFrames(of ambiguous: [LayoutSolution.Ambiguity]) -> Bool {
        let attributes: [String: LayoutAttribute] = ["x": .left, "y": .top, "width": .width, "height": .height]
        var added = false
        for a in ambiguous {
            guard let n = geometry.index[a.id], geometry.nodes[n].element != .guide else { continue }
            let held = a.attributes.compactMap { attributes[$0] }
            if !held.isEmpty, holdAtSavedFrame(n, held, priority: 1, role: .ambiguitySuppression) { added = true }
        }
        return added
    }

    /// The frames, conflicts and ambiguities of the layout as solved, from its values.
    private func solution(_ values: [Double], ambiguous: [LayoutSolution.Ambiguity]) -> LayoutSolution {
        let nodes = geometry.nodes
        func value(_ e: Expression) -> Double { clean(e.evaluate { values[$0.tag!] }) }
        var frames: [LayoutSolution.Frame] = []
        frames.reserveCapacity(nodes.count)
        // Positions are solved in parent coordinates; frames are reported in the root's.
        var origins: [(x: Double, y: Double)] = []
        origins.reserveCapacity(nodes.count)
        // Fields read in place: a whole node is a few hundred bytes and a dozen references.
        for n in nodes.indices {
            let p = nodes[n].parent
            let parent = p >= 0 ? origins[p] : (x: 0, y: 0)
            origins.append(
                (
                    parent.x + nodes[n].rect.x.evaluate { values[$0.tag!] },
                    parent.y + nodes[n].rect.y.evaluate { values[$0.tag!] }
                ))
        }
        let names = documentConstraints.layout.itemNames
        for n in nodes.indices where !nodes[n].isBuiltIn {
            // Constraints place the alignment rectangle; the frame reaches beyond it.
            let a = nodes[n].alignmentInsets ?? EdgeInsets.zero
            var x = clean(origins[n].x - a.leading)
            var y = clean(origins[n].y - a.top)
            var width = value(nodes[n].rect.width) + a.leading + a.trailing
            var height = value(nodes[n].rect.height) + a.top + a.bottom
            if environment.isDesignCanvas, let f = nodes[n].designFrame, nodes[n].parent >= 0 {
                if f.isDrawnAsSaved {
                    // Where Xcode draws it, in its superview as solved (`DesignFrame.isDrawnAsSaved`).
                    let p = origins[nodes[n].parent]
                    (x, y, width, height) = (clean(p.x + f.x), clean(p.y + f.y), f.width, f.height)
                } else {
                    width += f.extraWidth
                }
            }
            if let scale = environment.pixelScale {
                // Each edge on its pixel, so that views that meet still meet.
                (x, width) = Self.onPixels(x, width, scale: scale)
                (y, height) = Self.onPixels(y, height, scale: scale)
            }
            frames.append(
                .init(
                    id: nodes[n].id, name: names[nodes[n].id] ?? nodes[n].id, element: nodes[n].element,
                    kind: nodes[n].kind, label: nodes[n].label,
                    x: x, y: y, width: width, height: height,
                    hidden: geometry.isHidden(n),
                    contentSize: nodes[n].content.map { Size(width: value($0.width), height: value($0.height)) }))
        }
        let undetermined = Set(ambiguous.map { $0.id + ($0.axis == .horizontal ? "/h" : "/v") })
        return LayoutSolution(
            sizeClass: sizeClass, environment: environment, frames: frames,
            conflicts: conflicts, ambiguities: ambiguous,
            warnings: warnings + truncatedText(value, ambiguous: undetermined))
    }

    /// A span's origin and length with both its edges moved to the nearest pixel (half a
    /// pixel up), as UIKit places a view's edges.
    static func onPixels(_ origin: Double, _ length: Double, scale: Double) -> (origin: Double, length: Double) {
        func pixel(_ v: Double) -> Double { clean((clean(v * scale) + 0.5).rounded(.down) / scale) }
        let (start, end) = (pixel(origin), pixel(origin + length))
        return (start, clean(end - start))
    }

    /// Every variable's value, and whether some constraint mentions it, by tag, in one
    /// sweep (see `Solver.forEachValue`); a variable no constraint mentions stays 0.
    func currentValues() -> (values: [Double], constrained: [Bool]) {
        let variables = geometry.variables
        var values = [Double](repeating: 0, count: variables.count)
        var constrained = [Bool](repeating: false, count: variables.count)
        solver.forEachValue { variable, value in
            guard let tag = variable.tag, variables.indices.contains(tag), variables[tag] === variable else { return }
            values[tag] = value
            constrained[tag] = true
        }
        return (values, constrained)
    }

    /// Items with an undetermined component, one entry per item and axis; `constrained`
    /// tells, by tag, which variables some constraint mentions.
    func ambiguities(constrained: [Bool]) -> [LayoutSolution.Ambiguity] {
        var found: [Int: (horizontal: [String], vertical: [String])] = [:]
        // Free variables (in no constraint at all) and those the optimum leaves open.
        let free = zip(geometry.variables, constrained).filter { !$0.1 }.map(\.0)
        for v in free + solver.ambiguousVariables() {
            guard let tag = v.tag, geometry.owners.indices.contains(tag) else { continue }
            let (n, component) = geometry.owners[tag]
            if component.isHorizontal {
                found[n, default: ([], [])].horizontal.append(component.rawValue)
            } else {
                found[n, default: ([], [])].vertical.append(component.rawValue)
            }
        }
        var result: [LayoutSolution.Ambiguity] = []
        for n in found.keys.sorted() {
            let node = geometry.nodes[n]
            let (h, v) = found[n]!
            if !h.isEmpty {
                result.append(
                    .init(
                        id: node.id, axis: .horizontal, attributes: ordered(h), location: node.location,
                        label: node.label, name: documentConstraints.layout.itemNames[node.id]))
            }
            if !v.isEmpty {
                result.append(
                    .init(
                        id: node.id, axis: .vertical, attributes: ordered(v), location: node.location,
                        label: node.label, name: documentConstraints.layout.itemNames[node.id]))
            }
        }
        return result
    }

    /// `ambiguous` without what only the conflicts leave open: an item a broken constraint
    /// would have placed is reported with that conflict, once, not again as ambiguous
    /// (fix the conflict, and it is placed). Found by holding each broken constraint at a
    /// high optional priority for a moment and asking again; the frames stay as solved,
    /// without them, as UIKit lays out after it breaks a constraint.
    private func consequencesOfConflictsLeftOut(
        _ ambiguous: [LayoutSolution.Ambiguity]
    ) -> [LayoutSolution.Ambiguity] {
        guard !refused.isEmpty, !ambiguous.isEmpty else { return ambiguous }
        let held = refused.map { $0.withPriority(Priority(rawValue: 999)!) }
        var added: [Constraint] = []
        for c in held where (try? solver.add(c)) != nil { added.append(c) }
        let still = Set(
            ambiguities(constrained: currentValues().constrained).map { "\($0.id)/\($0.axis.rawValue)" })
        for c in added { try? solver.remove(c) }
        return ambiguous.filter { still.contains("\($0.id)/\($0.axis.rawValue)") }
    }

    private func ordered(_ names: [String]) -> [String] {
        let order = ["x", "y", "width", "height", "contentWidth", "contentHeight"]
        return names.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! }
    }
}

/// Solver noise off: 149.99999999997 is 150, and -0 is 0.
func clean(_ v: Double) -> Double {
    let r = (v * 1e6).rounded() / 1e6
    return r == 0 ? 0 : r
}
