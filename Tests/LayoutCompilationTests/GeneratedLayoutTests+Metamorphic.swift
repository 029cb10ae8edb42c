import LayoutCompilation
import LayoutDocument
import SizeClassResolution
import Testing

/// The properties that compare a document with another made from it: written out and
/// read back, mirrored, given constraints it already satisfies, its constraints reversed.
extension GeneratedLayoutTests {
    /// Written out (`LayoutDocumentWriter`, what `convert` and typed-anchor layouts use)
    /// and read back, a document is the same document, and its text a fixed point:
    /// extreme numbers, ratios and visual formats included.
    static func expectWrittenAndReadBack(_ document: LayoutDocument, _ name: String) throws {
        let text = LayoutDocumentWriter.xml(document)
        let validation = try validate(text)
        guard let again = validation.document, validation.isValid else {
            Issue.record("\(name): written out, it reads back with \(validation.diagnostics)")
            return
        }
        #expect(LayoutDocumentWriter.xml(again) == text, "\(name): writing is not a fixed point")
        #expect(content(of: again) == content(of: document), "\(name): written out, it reads back changed")
    }

    /// Everything a document says, without where it says it.
    static func content(of document: LayoutDocument) -> [String] {
        func variations<A>(_ list: [Variation<A>]) -> String {
            list.map { "\($0.sizeClass): \($0.attributes)" }.joined(separator: "; ")
        }
        let items = document.root.allItems().map { i in
            "\(i.id) \(i.element) \(i.kind) \(i.title ?? "") \(i.text ?? "") \(i.label ?? "") \(i.attributes) "
                + "[\(variations(i.variations))] \(i.children.map(\.id))"
        }
        let constraints = document.constraints.map { entry in
            switch entry {
            case .constraint(let c):
                "\(c.id) \(c.label ?? "") \(c.first.item).\(c.first.attribute) \(c.relation) "
                    + "\(c.second.map { "\($0.item).\($0.attribute)" } ?? "") \(c.multiplier) \(c.attributes) "
                    + "[\(variations(c.variations))]"
            case .visual(let v):
                "\(v.id) \(v.label ?? "") \(v.format) \(v.options) \(v.metrics.sorted { $0.key < $1.key }) \(v.attributes) "
                    + "[\(variations(v.variations))]"
            }
        }
        return ["\(document.version) \(document.name ?? "")"] + items + constraints
    }

    /// `text` with `leading` and `trailing` for `left` and `right` (the margin variants
    /// included): the same layout left to right, its mirror image right to left.
    static func leadingForLeft(_ text: String) -> String {
        text.replacingOccurrences(of: "left", with: "leading").replacingOccurrences(of: "right", with: "trailing")
    }

    /// Whether right to left is the mirror image of left to right. As in UIKit, some
    /// things measure from the left edge in both directions: a multiplied position
    /// (`centerX = 0.5 × trailing`), centers related to centers at an offset
    /// (`a.centerX = b.centerX + 20` is 20 pt to the right either way), and a scroll
    /// view's content, whose coordinates are not flipped (content wider than the scroll
    /// view starts at its left edge), so constraints into it from outside see no mirror.
    static func hasMirrorImage(_ document: LayoutDocument) -> Bool {
        let scrolled = document.root.allItems().contains {
            $0.kind == .scrollView && $0.element == .view && !$0.children.isEmpty
        }
        return !scrolled
            && document.constraints.allSatisfy { entry in
                guard case .constraint(let c) = entry, c.first.attribute.kind == .horizontal else { return true }
                if c.multiplier != 1 { return false }
                let centers = [c.first.attribute, c.second?.attribute].allSatisfy {
                    $0 == .centerX || $0 == .centerXWithinMargins
                }
                let constants = [c.attributes.constant] + c.variations.map(\.attributes.constant)
                return !centers || constants.allSatisfy { $0 == nil || $0 == .points(0) }
            }
    }

    /// Right to left, with leading and trailing for left and right, a layout is its
    /// left-to-right mirror image where the screen's insets are the same on both sides:
    /// the same constraints broken, and every frame that both solutions determine
    /// reflected across the root's width. A frame is determined on an axis when neither
    /// the item nor an ancestor is ambiguous on it (positions are solved in the parent's
    /// coordinates). Which items are ambiguous is not mirrored, and rightly so: UIKit
    /// measures `x` from the parent's left edge in both directions, so a view hanging
    /// from the right edge of a parent of undetermined width has an undetermined `x`,
    /// and its mirror image, hanging from the left edge, does not.
    static func expectMirrored(
        _ solution: LayoutSolution, _ mirror: LayoutSolution, _ index: FrameIndex,
        _ name: String
    ) {
        let e = solution.environment
        guard e.safeArea.left == e.safeArea.right, e.margins.leading == e.margins.trailing else { return }
        let context = "\(name), \(solution.sizeClass) at \(e.size)"
        #expect(
            mirror.conflicts.map(\.broken.id) == solution.conflicts.map(\.broken.id),
            "\(context): right to left breaks other constraints")
        guard mirror.frames.map(\.id) == solution.frames.map(\.id) else {
            Issue.record("\(context): right to left has other frames")
            return
        }
        let ambiguous = Set((solution.ambiguities + mirror.ambiguities).map { "\($0.id) \($0.axis)" })
        // Determined in both solutions (the two share their items' tree).
        func determined(_ id: String, _ axis: LayoutSolution.Ambiguity.Axis) -> Bool {
            index.ancestors(id).allSatisfy { !ambiguous.contains("\($0) \(axis)") }
        }
        func close(_ a: Double, _ b: Double, _ scale: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, scale) }
        for (f, m) in zip(solution.frames, mirror.frames) {
            let scale = [e.size.width, f.x, f.width, f.y, f.height, m.x].map(abs).max()!
            let text =
                "\(f.x), \(f.y), \(f.width)×\(f.height) left to right, \(m.x), \(m.y), \(m.width)×\(m.height) right to left"
            if determined(f.id, .horizontal) {
                #expect(
                    close(m.x, e.size.width - f.x - f.width, scale) && close(m.width, f.width, scale),
                    "\(context): \(f.id) is not reflected: \(text)")
            }
            if determined(f.id, .vertical) {
                #expect(
                    close(m.y, f.y, scale) && close(m.height, f.height, scale),
                    "\(context): \(f.id) moves vertically: \(text)")
            }
        }
    }

    /// A clean layout is the only optimum, so required constraints it already satisfies
    /// with room to spare (sizes within 10 pt of their solved values, each way) change
    /// nothing: the same frames, still clean.
    static func expectSlackChangesNothing(_ solution: LayoutSolution, _ document: LayoutDocument, _ name: String) {
        guard solution.status == .ok else { return }
        var extended = document
        for f in solution.frames.dropFirst().prefix(4) {  // the first frame is the root's
            for (attribute, value) in [(LayoutAttribute.width, f.width), (.height, f.height)] {
                for (relation, bound) in [
                    (ConstraintRelation.lessThanOrEqual, value + 10), (.greaterThanOrEqual, value - 10),
                ] {
                    extended.constraints.append(
                        .constraint(
                            LayoutConstraint(
                                id: "slack\(extended.constraints.count)",
                                first: ItemReference(item: f.id, attribute: attribute),
                                relation: relation, constant: .points(bound))))
                }
            }
        }
        expectSameCleanLayout(solution, extended, "with constraints it satisfies added", name)
    }

    /// A clean layout is the only optimum, so the order of the document's constraints
    /// (which decides, among other things, which variables the engine keeps out of its
    /// tableau as definitions) does not matter: reversed, the same frames, still clean.
    static func expectOrderChangesNothing(_ solution: LayoutSolution, _ document: LayoutDocument, _ name: String) {
        guard solution.status == .ok else { return }
        var reversed = document
        reversed.constraints.reverse()
        expectSameCleanLayout(solution, reversed, "with its constraints reversed", name)
    }

    /// `changed`, solved in `solution`'s class and environment, is still clean and lays
    /// out exactly as `solution`.
    static func expectSameCleanLayout(
        _ solution: LayoutSolution, _ changed: LayoutDocument, _ change: String,
        _ name: String
    ) {
        let resolved = Resolver(document: changed, path: "g.xml").resolve(for: solution.sizeClass)
        let again = CompiledLayout(resolved, environment: solution.environment, path: "g.xml").solve()
        let context = "\(name), \(solution.sizeClass) at \(solution.environment.size), \(change)"
        #expect(again.status == .ok, "\(context): \(again.status)")
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-5 * max(1, abs(a), abs(b)) }
        for (f, g) in zip(solution.frames, again.frames) {
            #expect(
                f.id == g.id && close(f.x, g.x) && close(f.y, g.y) && close(f.width, g.width)
                    && close(f.height, g.height),
                "\(context): \(f.id) moves from \(f.x), \(f.y), \(f.width)×\(f.height) to \(g.x), \(g.y), \(g.width)×\(g.height)"
            )
        }
    }
}
