import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution
import Testing

/// Properties every document must have, on random documents (`LayoutGenerator`), some
/// of them well posed so that most of their frames are determined: an invalid one is
/// diagnosed inside the file; a valid one is checked in all nine classes without a
/// crash, and each solution is finite, reproducible and honest: every required document
/// constraint holds on the reported frames unless a conflict names it as the one broken,
/// every conflict comes back from the constraints it names alone, stacks arrange as
/// UIStackView does, right to left is the mirror image of left to right, and a clean
/// layout does not move when constraints it already satisfies are added or when its
/// constraints come in reverse order. A failure names its seed and document, which
/// `LayoutGenerator(seed:)` gives back.
@Suite("Generated documents")
struct GeneratedLayoutTests {
    static let seeds: [UInt64] = Array(0..<12)
    static let documentsPerSeed = 12
    static let wellPosedPerSeed = 4

    @Test(arguments: seeds)
    func generatedDocumentsAreDiagnosedOrSolvedHonestly(seed: UInt64) throws {
        var generator = LayoutGenerator(seed: seed)
        let texts =
            (0..<Self.documentsPerSeed).map { _ in generator.document() }
            + (0..<Self.wellPosedPerSeed).map { _ in generator.wellPosedDocument() }
        for (k, text) in texts.enumerated() {
            let name =
                k < Self.documentsPerSeed
                ? "seed \(seed), document \(k)"
                : "seed \(seed), well-posed document \(k - Self.documentsPerSeed)"
            let validation = try Self.validate(text)
            guard let document = validation.document, validation.isValid else {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                #expect(validation.errorCount > 0, "\(name): invalid without an error")
                for d in validation.diagnostics {
                    #expect((1...lines).contains(d.location.line), "\(name): \(d) points outside the file")
                }
                continue
            }
            try Self.expectWrittenAndReadBack(document, name)
            let check = SizeClassCheck(document, path: "g.xml")
            // Right to left, the document with left and right read as leading and trailing
            // (the same document left to right) is the mirror image.
            let directional = try Self.validate(Self.leadingForLeft(text))
            let mirrored = directional.document.flatMap {
                directional.isValid ? SizeClassCheck($0, path: "g.xml", direction: .rightToLeft) : nil
            }
            #expect(mirrored != nil, "\(name): valid, but not with leading and trailing for left and right")
            let isMirrorImage = Self.hasMirrorImage(document)
            let resolver = Resolver(document: document, path: "g.xml")
            for (c, result) in check.classes.enumerated() {
                let resolved = resolver.resolve(for: result.sizeClass)
                // The same environments, in the same order, right to left.
                let mirrors = mirrored?.classes[c].solutions ?? []
                for (k, solution) in result.solutions.enumerated() {
                    let index = FrameIndex(solution, resolved)
                    Self.expectHonest(solution, resolved, index, name)
                    Self.expectConflictsReproduce(solution, document, name)
                    Self.expectStacksArranged(solution, index, name)
                    guard mirrors.indices.contains(k) else { continue }
                    #expect(mirrors[k].frames.allSatisfy(Self.isFinite), "\(name): a right-to-left frame is not finite")
                    if isMirrorImage { Self.expectMirrored(solution, mirrors[k], index, name) }
                }
                if let first = result.solutions.first {
                    Self.expectSlackChangesNothing(first, document, name)
                    Self.expectOrderChangesNothing(first, document, name)
                    // The same resolution and environment solve to the same answer.
                    let again = CompiledLayout(resolved, environment: first.environment, path: "g.xml").solve()
                    #expect(again.frames == first.frames, "\(name), \(result.sizeClass): frames differ on a re-solve")
                    #expect(
                        again.conflicts == first.conflicts && again.ambiguities == first.ambiguities,
                        "\(name), \(result.sizeClass): findings differ on a re-solve")
                }
            }
        }
    }

    /// The generator has to reach the solver, and the solver's every outcome, for the
    /// properties above to mean anything.
    @Test func generatedDocumentsCoverEveryOutcome() throws {
        var (total, valid) = (0, 0)
        var statuses = Set<LayoutSolution.Status>()
        for seed in Self.seeds {
            var generator = LayoutGenerator(seed: seed)
            for _ in 0..<Self.documentsPerSeed {
                total += 1
                let validation = try Self.validate(generator.document())
                guard validation.isValid, let document = validation.document else { continue }
                valid += 1
                if statuses.count < 3 {
                    statuses.formUnion(SizeClassCheck(document, path: "g.xml").classes.map(\.status))
                }
            }
        }
        #expect(valid * 3 >= total, "only \(valid) of \(total) generated documents are valid")
        #expect(statuses == [.ok, .ambiguous, .unsatisfiable])
    }

    /// Well-posed documents are there to give determined frames: a good share of them
    /// lays out cleanly in all nine classes. A fifth, not more: a view pinned at random
    /// insets from both edges is narrower than nothing in the smaller classes, which Auto
    /// Layout reports as a conflict (sizes cannot be negative).
    @Test func wellPosedDocumentsMostlyLayOutCleanly() throws {
        var (total, clean) = (0, 0)
        for seed in Self.seeds {
            // The property test's well-posed documents, which follow its random ones.
            var generator = LayoutGenerator(seed: seed)
            for _ in 0..<Self.documentsPerSeed { _ = generator.document() }
            for _ in 0..<Self.wellPosedPerSeed {
                total += 1
                let validation = try Self.validate(generator.wellPosedDocument())
                guard validation.isValid, let document = validation.document else { continue }
                if SizeClassCheck(document, path: "g.xml").status == .ok { clean += 1 }
            }
        }
        #expect(clean * 5 >= total, "only \(clean) of \(total) well-posed documents lay out cleanly")
    }

    // MARK: checks

    static func validate(_ text: String) throws -> LayoutFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sizeclass-gen-\(UUID().uuidString).xml")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return LayoutFile.read(url.path)
    }

    static func isFinite(_ f: LayoutSolution.Frame) -> Bool {
        f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite
    }

    static func expectHonest(
        _ solution: LayoutSolution, _ resolved: ResolvedLayout, _ frames: FrameIndex,
        _ name: String
    ) {
        let context = "\(name), \(solution.sizeClass) at \(solution.environment.size)"
        #expect(solution.frames.allSatisfy(isFinite), "\(context): a frame is not finite")
        for a in solution.ambiguities {
            #expect(frames.frames[a.id] != nil, "\(context): ambiguity names unknown '\(a.id)'")
        }
        let broken = Set(solution.conflicts.map(\.broken.id))
        for c in resolved.constraints where c.visual == nil && c.priority >= 1000 && !broken.contains(c.source.id) {
            guard let (lhs, rhs) = frames.sides(of: c) else { continue }
            // Frames come rounded to 1e-6; a side reads a few of them added or subtracted.
            let tolerance = 1e-5 * max(1, abs(lhs), abs(rhs))
            let holds =
                switch c.source.relation {
                case .equal: abs(lhs - rhs) <= tolerance
                case .greaterThanOrEqual: lhs >= rhs - tolerance
                case .lessThanOrEqual: lhs <= rhs + tolerance
                }
            #expect(holds, "\(context): \(c.source.id) (\(c.source.equationText)) reads \(lhs) against \(rhs)")
        }
    }

    /// A conflict is the whole story: a document keeping only the document constraints
    /// it names (the broken one and its partners; the stacks' constraints, intrinsic
    /// sizes and the environment come with the items), solved in the same class and
    /// environment, still breaks the same constraint. With no partner named, this says
    /// the constraint cannot hold on its own (`topLayoutGuide.height = 0` under a 59 pt
    /// bar).
    static func expectConflictsReproduce(_ solution: LayoutSolution, _ document: LayoutDocument, _ name: String) {
        for c in solution.conflicts {
            // A visual format's constraints are named `id.k`; the format is kept whole.
            let named = Set(([c.broken] + c.conflictingWith).map { $0.id.split(separator: ".")[0] })
            var reduced = document
            reduced.constraints = document.constraints.filter { named.contains(Substring($0.id)) }
            let resolved = Resolver(document: reduced, path: "g.xml").resolve(for: solution.sizeClass)
            let again = CompiledLayout(resolved, environment: solution.environment, path: "g.xml").solve()
            #expect(
                again.conflicts.contains { $0.broken.id == c.broken.id },
                "\(name), \(solution.sizeClass): \(c.broken.id) holds with what its conflict names")
        }
    }

    /// UIStackView's arrangement, read off the frames of a solution with no conflict (a
    /// broken constraint may be one of a stack's): along the axis the visible arranged
    /// views run from the stack's start to its end in order, `spacing` apart (at least
    /// that for the equal-spacing distributions, whose gaps or center distances are
    /// equal), equal for fillEqually and UIKit's shares by intrinsic size for
    /// fillProportionally; hidden ones take no room; across the axis each sits as its
    /// alignment says. Stacks arranged on their margins or baselines are left out (the
    /// compilation chooses those offsets).
    static func expectStacksArranged(_ solution: LayoutSolution, _ index: FrameIndex, _ name: String) {
        guard solution.conflicts.isEmpty else { return }
        let (frames, nodes) = (index.frames, index.nodes)
        for (n, stack) in nodes.enumerated() where stack.element == .stack {
            let a = stack.attributes
            guard a.marginsRelative != true, let s = frames[stack.id] else { continue }
            let horizontal = (a.axis ?? .horizontal) == .horizontal
            guard horizontal || a.baselineRelative != true else { continue }
            let context = "\(name), \(solution.sizeClass) at \(solution.environment.size): stack \(stack.id)"
            // Along the axis and across it, in the stack's coordinates.
            func along(_ f: LayoutSolution.Frame) -> (start: Double, size: Double) {
                horizontal ? (f.x - s.x, f.width) : (f.y - s.y, f.height)
            }
            func across(_ f: LayoutSolution.Frame) -> (start: Double, size: Double) {
                horizontal ? (f.y - s.y, f.height) : (f.x - s.x, f.width)
            }
            // Frames come rounded to 1e-6, so a gap (a difference of two) may be 2e-6 off.
            func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-5 * max(1, abs(x), abs(y)) }
            let arranged = nodes.enumerated().filter { $0.element.parent == n }.map(\.element)
            let visible = arranged.filter { $0.attributes.hidden != true }.compactMap { frames[$0.id] }
            let length = along(s).size
            let spacing = a.spacing ?? 0
            for hidden in arranged where hidden.attributes.hidden == true {
                #expect(close(along(frames[hidden.id]!).size, 0), "\(context): hidden \(hidden.id) takes room")
            }
            if let first = visible.first, let last = visible.last {
                #expect(close(along(first).start, 0), "\(context): \(first.id) does not start the stack")
                #expect(close(along(last).start + along(last).size, length), "\(context): \(last.id) does not end it")
            }
            let gaps = zip(visible, visible.dropFirst()).map { along($1).start - along($0).start - along($0).size }
            let distribution = a.distribution ?? .fill
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                #expect(gaps.allSatisfy { close($0, spacing) }, "\(context): gaps \(gaps) are not \(spacing)")
            case .equalSpacing, .equalCentering:
                #expect(
                    gaps.allSatisfy { $0 >= spacing - 1e-6 * max(1, abs(spacing)) },
                    "\(context): gaps \(gaps) are under \(spacing)")
                let distances =
                    distribution == .equalSpacing
                    ? gaps
                    : zip(visible, visible.dropFirst()).map {
                        along($1).start + along($1).size / 2 - along($0).start - along($0).size / 2
                    }
                // Equal centres give way to the views' own sizes (UIKit's header: views fit
                // their intrinsic sizes when possible), which they can only do where a gap is
                // as small as the spacing lets it be.
                let centresGiveWay = distribution == .equalCentering && gaps.contains { close($0, spacing) }
                #expect(
                    centresGiveWay || distances.allSatisfy { close($0, distances[0]) },
                    "\(context): \(distances) are not equal")
            }
            if distribution == .fillEqually, let first = visible.first {
                #expect(visible.allSatisfy { close(along($0).size, along(first).size) }, "\(context): sizes differ")
            }
            if distribution == .fillProportionally {
                // UIKit's shares: a view with an intrinsic size along the axis is the stack's
                // length times its weight over the weights and the spacing together. When
                // every view has a weight the shares cannot all hold (the spacing counts
                // twice), and the last, the weakest, gives way; views without one take what
                // is left otherwise.
                let shown = arranged.filter { $0.attributes.hidden != true }
                let weights = shown.map {
                    $0.element == .view
                        ? horizontal
                            ? $0.attributes.intrinsicWidth
                            : $0.attributes.intrinsicHeight : nil
                }
                let total = weights.reduce(0) { $0 + max(0, $1 ?? 0) } + spacing * Double(shown.count - 1)
                var held = zip(shown, weights).filter { ($0.1 ?? 0) > 0 }
                if !held.isEmpty && held.count == shown.count { held.removeLast() }
                let scale = shown.map { abs(along(frames[$0.id]!).size) }.max() ?? 0
                for (v, w) in held where total > 0 {
                    let share = w! / total
                    let (size, expected) = (along(frames[v.id]!).size, length * share)
                    // The solver's rounding on the stack's scale (weights up to 10^8 apart here).
                    let tolerance = 1e-5 * max(1, abs(size), abs(expected)) + 1e-9 * scale
                    #expect(
                        abs(size - expected) <= tolerance,
                        "\(context): \(v.id) is \(size), not \(expected) (its share \(share) of \(length))")
                }
            }
            let crossLength = across(s).size
            for v in visible {
                let (start, size) = across(v)
                let withinStart = start >= -1e-6 * max(1, abs(start))
                let withinEnd = close(min(start + size, crossLength), start + size)
                let fits = withinStart && withinEnd
                switch a.alignment ?? .fill {
                case .fill:
                    #expect(close(start, 0) && close(size, crossLength), "\(context): \(v.id) does not fill across")
                case .leading, .top:
                    #expect(close(start, 0) && fits, "\(context): \(v.id) is not at the start across")
                case .trailing, .bottom:
                    #expect(close(start + size, crossLength) && fits, "\(context): \(v.id) is not at the end across")
                case .center:
                    #expect(close(start + size / 2, crossLength / 2) && fits, "\(context): \(v.id) is not centred")
                case .firstBaseline, .lastBaseline:
                    // On the baseline's side UIKit bounds only the first arranged view
                    // (rdar://32291130); on the other, every one.
                    let first = v.id == visible.first?.id
                    let holds =
                        (a.alignment == .firstBaseline)
                        ? withinEnd && (withinStart || !first) : withinStart && (withinEnd || !first)
                    #expect(holds, "\(context): \(v.id) overflows the stack")
                }
            }
        }
    }

    /// Attribute values read off a solution's frames (root coordinates), in the
    /// coordinates a constraint is read in: its items' nearest common ancestor's.
    struct FrameIndex {
        let frames: [String: LayoutSolution.Frame]
        /// The resolved layout's items (a computed list, built once here).
        let nodes: [ResolvedLayout.Node]
        let parent: [String: String]
        let scrollViews: Set<String>

        init(_ solution: LayoutSolution, _ resolved: ResolvedLayout) {
            frames = Dictionary(solution.frames.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let nodes = resolved.nodes
            self.nodes = nodes
            parent = Dictionary(
                nodes.filter { $0.parent >= 0 }.map { ($0.id, nodes[$0.parent].id) },
                uniquingKeysWith: { a, _ in a })
            scrollViews = Set(nodes.filter { $0.kind == .scrollView && $0.element == .view }.map(\.id))
        }

        func ancestors(_ id: String) -> [String] {
            var chain = [id]
            while let p = parent[chain.last!] { chain.append(p) }
            return chain
        }

        /// The two sides `first` and `multiplier × second + constant`, or nil for a
        /// constraint this reading does not cover: margins, baselines and `standard`
        /// (whose values the compilation chooses), the built-in guides (no frame), and
        /// scroll views' content (whose size is not a frame).
        func sides(of c: ResolvedLayout.Constraint) -> (Double, Double)? {
            let s = c.source
            guard case .points(let constant) = c.constant else { return nil }
            let owner = s.first.item == ItemReference.superview ? s.second?.item : s.first.item
            func item(_ ref: ItemReference) -> String? {
                ref.item == ItemReference.superview ? owner.flatMap { parent[$0] } : ref.item
            }
            guard let first = item(s.first), frames[first] != nil else { return nil }
            let second = s.second.flatMap(item)
            // A second item without a frame (a built-in guide) leaves the constraint out.
            guard s.second == nil || second.map({ frames[$0] != nil }) == true else { return nil }
            let chains = [first, second].compactMap { $0 }.map(ancestors)
            guard chains.allSatisfy({ $0.dropFirst().allSatisfy { !scrollViews.contains($0) } }) else { return nil }
            let space = chains.count == 2 ? chains[0].first { chains[1].contains($0) } ?? "root" : "root"
            let origin = frames[space].map { ($0.x, $0.y) } ?? (0, 0)
            guard let lhs = value(s.first.attribute, frames[first]!, origin) else { return nil }
            guard let ref = s.second, let second else { return (lhs, constant) }
            guard let rhs = value(ref.attribute, frames[second]!, origin) else { return nil }
            return (lhs, s.multiplier * rhs + constant)
        }

        /// In a left-to-right layout: leading is left, trailing right.
        func value(_ attribute: LayoutAttribute, _ f: LayoutSolution.Frame, _ origin: (Double, Double)) -> Double? {
            let (x, y) = (f.x - origin.0, f.y - origin.1)
            switch attribute {
            case .left, .leading: return x
            case .right, .trailing: return x + f.width
            case .centerX: return x + f.width / 2
            case .top: return y
            case .bottom: return y + f.height
            case .centerY: return y + f.height / 2
            case .width: return f.width
            case .height: return f.height
            default: return nil
            }
        }
    }
}
