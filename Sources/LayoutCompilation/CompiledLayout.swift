import LayoutDocument
import LayoutEngine
import SizeClassResolution

/// A resolved layout compiled to engine constraints with Auto Layout's semantics, for
/// one environment; `solve()` gives the frames and the problems.
///
/// Compilation adds, in this order (a conflict breaks the later constraint):
/// 1. the environment: the root at (0, 0) with the environment's size;
/// 2. every stack's arrangement (UIStackView's semantics, see `CompiledLayout+Stacks`),
///    and, compiled again when views came out with a negative size, their widths and
///    heights at least zero (`solve()`);
/// 3. the document's constraints, in their installation order
///    (`LayoutDocument.installationOrder`; the document's order unless it says otherwise;
///    `<visual>` formats expanded in place), with this class's constants and priorities
///    (`standard` is 8 between siblings and to guides, 20 to the superview's edge, 0
///    against a margin);
/// 4. Interface Builder's prototyping constraints: a view no constraint names keeps its
///    saved frame (`CompiledLayout+Prototyping`);
/// 5. intrinsic sizes: content hugging (size ≤ intrinsic) and compression resistance
///    (size ≥ intrinsic) at their priorities, defaulting to Interface Builder's (labels
///    hug at 251, other views at 250, resistance 750); on each axis one constraint when
///    both are optional.
///
/// On Xcode's design canvas, a document constraint between two items that conflicts with
/// document constraints giving views constant sizes breaks those sizes instead, as many
/// as it takes, as Xcode does, and then, if that is not enough, aspect ratios (except in a
/// cell that keeps its content's sizes; a view's aspect ratio, which is its own size too,
/// also gives way to a constant size added after it; `breaking(_:for:others:)`).
public final class CompiledLayout {
    public let sizeClass: SizeClass
    public let environment: Environment
    let path: String
    let geometry: LayoutGeometry
    // Not Sendable, so never shared between threads: the dynamic exclusivity checks on
    // these properties, touched for every generated constraint, buy nothing.
    let solver = Solver()
    /// Where every constraint came from; a constraint's `tag` is its index here.
    @exclusivity(unchecked) var origins: [ConstraintOrigin] = []
    /// The equations of `ConstraintOrigin.Formula.text`.
    @exclusivity(unchecked) var texts: [String] = []
    /// The resolved layout, for the document constraints' descriptions.
    let documentConstraints: DocumentConstraints
    @exclusivity(unchecked) var conflicts: [LayoutSolution.Conflict] = []
    /// The required constraints left out as conflicts, as they were written.
    @exclusivity(unchecked) var refused: [Constraint] = []
    /// The tags of the document's required constraints that give one view a constant
    /// width or height (`width = 200`, `height <= 60`): what a conflict breaks first.
    @exclusivity(unchecked) var constantSizes: Set<Int> = []
    /// The required document constraints holding a view's width to its height, by tag:
    /// a constant size added later breaks one of them instead (`breaking(_:for:others:)`).
    @exclusivity(unchecked) var aspectRatios: Set<Int> = []
    @exclusivity(unchecked) var warnings: [Diagnostic]
    /// Whether custom views nothing sizes have been given their saved sizes (once).
    @exclusivity(unchecked) var customViewsSized = false
    /// The intrinsic-height constraints of labels that may wrap, to be replaced when the
    /// width the layout gives them changes their height; whether that was done (once).
    @exclusivity(unchecked) var wrappingHeights: [Int: [Constraint]] = [:]
    @exclusivity(unchecked) var textWrapped = false

    /// The views (node indices) whose width and height are constrained to at least zero
    /// from the start: none at first, those a solution gave a negative size in a
    /// compilation again (`solve()`).
    let nonNegativeSizes: Set<Int>
    /// How many times the layout was compiled before this compilation; at most
    /// `nonNegativeRounds`, as each may find other views below zero.
    let round: Int
    static let nonNegativeRounds = 4

    /// Compiles `layout` for `environment`; `path` names the file in diagnostics.
    public convenience init(_ layout: ResolvedLayout, environment: Environment, path: String) {
        self.init(layout, environment: environment, path: path, nonNegativeSizes: [], round: 0)
    }

    init(_ layout: ResolvedLayout, environment: Environment, path: String, nonNegativeSizes: Set<Int>, round: Int) {
        self.nonNegativeSizes = nonNegativeSizes
        self.round = round
        sizeClass = layout.sizeClass
        self.environment = environment
        self.path = path
        geometry = LayoutGeometry(layout.nodes, environment: environment)
        warnings = layout.warnings
        documentConstraints = DocumentConstraints(layout)
        // Sized up front: a large layout then never regrows its tables, each regrowth a
        // copy of megabytes no longer in the cache.
        let estimate = Self.estimatedConstraintCount(geometry, documentConstraints: layout.constraintCount)
        origins.reserveCapacity(estimate)
        solver.reserveCapacity(constraints: estimate, variables: geometry.variables.count)
        addEnvironment()
        addNonNegativeSizes()
        for n in geometry.nodes.indices where geometry.nodes[n].element == .stack { addStack(n) }
        // One at a time, not through `layout.constraints` (an array of them all), in the
        // order that decides which of two conflicting ones holds.
        var named = [Bool](repeating: false, count: geometry.nodes.count)
        layout.forEachConstraintAsInstalled { position, c in
            if let (first, second) = addDocumentConstraint(c, at: position) {
                named[first] = true
                if let second { named[second] = true }
            }
        }
        addPrototypingConstraints(named: named)
        for n in geometry.nodes.indices { addIntrinsicSize(n) }
    }

    /// About how many constraints compilation generates (the document's, a few per
    /// arranged view, one per axis with an intrinsic size), to size the tables once.
    private static func estimatedConstraintCount(_ geometry: LayoutGeometry, documentConstraints: Int) -> Int {
        var count = documentConstraints + 4
        // Fields read in place: a whole node is a few hundred bytes and a dozen references.
        let nodes = geometry.nodes
        for n in nodes.indices {
            if geometry.intrinsicSize(of: n, horizontal: true) != nil { count += 1 }
            if geometry.intrinsicSize(of: n, horizontal: false) != nil { count += 1 }
            let parent = nodes[n].parent
            if parent >= 0, nodes[parent].element == .stack { count += 6 }
        }
        return count
    }

    /// The engine's simplex pivots so far (compiling and solving): how much work the
    /// layout took, independent of the machine's speed.
    public var pivotCount: Int { solver.pivotCount }

    /// Adds `lhs (relation) rhs` at `priority` (an optional equality may fall short at
    /// `shortfallPriority`); a required constraint that cannot hold is recorded as a
    /// conflict and left out. Returns the engine constraint when it was added.
    @discardableResult
    func add(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double,
        shortfallPriority: Double? = nil, constantSize: Bool = false, aspectRatio: Bool = false,
        _ origin: ConstraintOrigin
    ) -> Constraint? {
        func clamped(_ priority: Double) -> Priority { Priority(rawValue: min(max(priority, 1), 1000)) ?? .required }
        // No label: the tag leads back to the origin, which says everything.
        let tag = origins.count
        let constraint = Constraint(
            lhs, relation, rhs, priority: clamped(priority),
            shortfallPriority: shortfallPriority.map(clamped), tag: tag)
        origins.append(origin)
        if constantSize, constraint.priority.isRequired { constantSizes.insert(tag) }
        if aspectRatio, constraint.priority.isRequired { aspectRatios.insert(tag) }
        do {
            try solver.add(constraint)
            return constraint
        } catch let .unsatisfiable(_, others) {
            // A view's aspect ratio is its own size too: the canvas gives it up rather than
            // a constant size (a hangman game's button row of Xcode 13, 42.67 pt high and
            // 53:7 between pins that make it wider, was saved 42.67 high), whichever of the
            // two is added first.
            if constantSizes.contains(tag), breaking(aspectRatios, for: constraint, others: others) {
                return constraint
            }
            if !aspectRatio, breaking(constantSizes, for: constraint, others: others) { return constraint }
            // Where no constant size gives way, a relation between two items breaks aspect
            // ratios (a news app's square image view in a stack pinned 8 pt inside a 190 pt
            // prototype row of Xcode 11.3 was saved 116 × 174, its row's bottom pin kept).
            if !aspectRatio, !constantSizes.contains(tag), breaking(aspectRatios, for: constraint, others: others) {
                return constraint
            }
            constantSizes.remove(tag)
            aspectRatios.remove(tag)
            refused.append(constraint)
            conflicts.append(
                .init(
                    broken: description(of: tag),
                    conflictingWith: others.compactMap {
                        $0.tag.flatMap { origins.indices.contains($0) ? description(of: $0) : nil }
                    }))
        } catch {
            let reason =
                switch error {
                case .invalidConstraint(_, let reason): reason
                default: "\(error)"
                }
            let description = description(of: tag)
            // Left out, as Interface Builder constraints sizeclass cannot read are: a warning.
            warnings.append(
                Diagnostic(
                    path: path, location: description.location, severity: .warning,
                    message: "constraint '\(description.id)' left out: \(reason)",
                    rule: .invalidConstraint))
        }
        return nil
    }

    /// Makes room for `constraint`, which conflicts with `others`, by breaking the latest
    /// added of `sizes` among them instead, and the next, as long as the conflict needs: a
    /// document constraint between two items breaks constant sizes (`constantSizes`), else
    /// aspect ratios (`aspectRatios`); a constant size breaks an aspect ratio; whether it
    /// did. Only on the design canvas: elsewhere the later constraint breaks, as UIKit
    /// breaks the one whose addition fails. Xcode's canvas keeps a view where its relations
    /// to others put it and gives up its own size: an image view 200 pt square in a stack
    /// pinned to the screen's edges fills the screen, a label `width <= 300` pinned 20 pt
    /// from either edge of a 414 pt view is 374 wide (the saved frames of 11 of the 14 such
    /// conflicts in the fetched files outside table view cells); a chat cell's stack pinned
    /// 5 pt inside its 100 pt row is 90 high, its image view and label each giving up a
    /// height of 30 (a messenger's prototype of Xcode 11.4). A xib's table view cell, and a
    /// storyboard's prototype before Xcode 11, take their row height from the table: there
    /// the content keeps its sizes and spills out of the row (21 of 29 such cells;
    /// `Environment.keepsCellContentSizes`).
    private func breaking(_ sizes: Set<Int>, for constraint: Constraint, others: [Constraint]) -> Bool {
        guard environment.isDesignCanvas, !environment.keepsCellContentSizes, let tag = constraint.tag,
            !sizes.contains(tag), case .document = origins[tag]
        else { return false }
        var broken: [Constraint] = []
        var conflicting = others
        // A handful at most: a conflict that needs more is not one of sizes alone.
        while broken.count < 8 {
            guard let size = conflicting.last(where: { $0.tag.map(sizes.contains) ?? false }),
                (try? solver.remove(size)) != nil
            else { break }
            broken.append(size)
            do {
                try solver.add(constraint)
            } catch .unsatisfiable(_, let more) {
                conflicting = more
                continue
            } catch {
                break
            }
            for size in broken {
                guard let sizeTag = size.tag else { continue }
                constantSizes.remove(sizeTag)
                aspectRatios.remove(sizeTag)
                refused.append(size)
                conflicts.append(
                    .init(
                        broken: description(of: sizeTag),
                        conflictingWith: (others.filter { $0 !== size } + [constraint]).compactMap {
                            $0.tag.flatMap { origins.indices.contains($0) ? description(of: $0) : nil }
                        }))
            }
            return true
        }
        for size in broken.reversed() { try? solver.add(size) }
        return false
    }

    private func addEnvironment() {
        let rect = geometry.nodes[0].rect
        let size = environment.size
        func pin(_ e: Expression, _ value: Double, _ name: LayoutAttribute, priority: Double = 1000) {
            add(
                e, .equal, Expression(constant: value), priority: priority,
                .generated(
                    source: .environment, role: .environment, owner: 0,
                    formula: .equation(equation(0, name, .equal, constant: value, priority: priority))))
        }
        pin(rect.x, 0, .left)
        pin(rect.y, 0, .top)
        // A self-sizing cell's height is what its content asks for, as UIKit fits it (at
        // the fitting-size priority, 50), and a view's own size constraint wins over the
        // canvas; the environment's where nothing does.
        pin(rect.width, size.width, .width, priority: environment.widthFitsContent ? 50 : 1000)
        pin(rect.height, size.height, .height, priority: environment.heightFitsContent ? 50 : 1000)
    }
}
