import LayoutDocument
import LayoutEngine
import SizeClassResolution

/// A resolved layout compiled to engine constraints with Auto Layout's semantics, for
/// one environment; `solve()` gives the frames and the problems.
///
/// Compilation adds, in this order (a conflict breaks the later constraint):
/// 1. the environment: the root at (0, 0) with the environment's size;
/// 2. every stack's arrangement (UIStackView's semantics, see `CompiledLayout+Stacks`);
/// 3. the document's constraints, in document order (`<visual>` formats expanded in
///    place), with this class's constants and priorities (`standard` is 8 between siblings and to guides, 20 to the superview's
///    edge, 0 against a margin);
/// 4. intrinsic sizes: content hugging (size ≤ intrinsic) and compression resistance
///    (size ≥ intrinsic) at their priorities, defaulting to Interface Builder's (labels
///    hug at 251, other views at 250, resistance 750).
public final class CompiledLayout {
    public let sizeClass: SizeClass
    public let environment: Environment
    let path: String
    // Not Sendable, so never shared between threads: the dynamic exclusivity checks on
    // these properties, touched for every generated constraint, buy nothing.
    @exclusivity(unchecked) var geometry: LayoutGeometry
    let solver = Solver()
    /// Every constraint's description; a constraint's `tag` is its index here.
    @exclusivity(unchecked) var descriptions: [ConstraintDescription] = []
    @exclusivity(unchecked) var conflicts: [LayoutSolution.Conflict] = []
    @exclusivity(unchecked) var warnings: [Diagnostic]

    /// Compiles `layout` for `environment`; `path` names the file in diagnostics.
    public init(_ layout: ResolvedLayout, environment: Environment, path: String) {
        sizeClass = layout.sizeClass
        self.environment = environment
        self.path = path
        geometry = LayoutGeometry(layout.nodes, environment: environment)
        warnings = layout.warnings
        // Sized up front: a large layout then never regrows its tables, each regrowth a
        // copy of megabytes no longer in the cache.
        let estimate = Self.estimatedConstraintCount(geometry, documentConstraints: layout.constraintCount)
        descriptions.reserveCapacity(estimate)
        solver.reserveCapacity(constraints: estimate, variables: geometry.variables.count)
        addEnvironment()
        for n in geometry.nodes.indices where geometry.nodes[n].element == .stack { addStack(n) }
        // One at a time, not through `layout.constraints` (an array of them all).
        let documentConstraints = DocumentConstraints(layout)
        layout.forEachConstraint { position, c in addDocumentConstraint(c, at: position, in: documentConstraints) }
        for n in geometry.nodes.indices { addIntrinsicSize(n) }
    }

    /// About how many constraints compilation generates (the document's, a few per
    /// arranged view, two per axis with an intrinsic size), to size the tables once.
    private static func estimatedConstraintCount(_ geometry: LayoutGeometry, documentConstraints: Int) -> Int {
        var count = documentConstraints + 4
        // Fields read in place: a whole node is a few hundred bytes and a dozen references.
        let nodes = geometry.nodes
        for n in nodes.indices {
            if nodes[n].intrinsicWidth != nil { count += 2 }
            if nodes[n].intrinsicHeight != nil { count += 2 }
            let parent = nodes[n].parent
            if parent >= 0, nodes[parent].element == .stack { count += 6 }
        }
        return count
    }

    /// The engine's simplex pivots so far (compiling and solving): how much work the
    /// layout took, independent of the machine's speed.
    public var pivotCount: Int { solver.pivotCount }

    /// Adds `lhs (relation) rhs` at `priority`; a required constraint that cannot hold
    /// is recorded as a conflict and left out.
    func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double,
             _ description: ConstraintDescription) {
        let p = Priority(rawValue: min(max(priority, 1), 1000)) ?? .required
        // No label: the tag leads back to the description, which says everything.
        let constraint = Constraint(lhs, relation, rhs, priority: p, tag: descriptions.count)
        descriptions.append(description)
        do {
            try solver.add(constraint)
        } catch let .unsatisfiable(_, others) {
            conflicts.append(.init(broken: description,
                                   conflictingWith: others.compactMap { descriptions.indices.contains($0.tag) ? descriptions[$0.tag] : nil }))
        } catch let .invalidConstraint(_, reason) {
            warnings.append(Diagnostic(path: path, location: description.location,
                                       message: "constraint '\(description.id)' left out: \(reason)",
                                       rule: "invalid-constraint"))
        } catch {
            warnings.append(Diagnostic(path: path, location: description.location,
                                       message: "constraint '\(description.id)' left out: \(error)",
                                       rule: "invalid-constraint"))
        }
    }

    private func addEnvironment() {
        let root = geometry.nodes[0]
        let size = environment.size
        let location = root.location
        func pin(_ e: Expression, _ value: Double, _ name: LayoutAttribute) {
            add(e, .equal, Expression(constant: value), priority: 1000,
                ConstraintDescription(item: root.id, role: "environment", formula: equation(0, name, .equal, constant: value),
                                      source: .environment, location: location))
        }
        pin(root.rect.x, 0, .left)
        pin(root.rect.y, 0, .top)
        pin(root.rect.width, size.width, .width)
        pin(root.rect.height, size.height, .height)
    }

    /// A generated constraint in the cookbook's notation, written (when shown) the way
    /// document constraints are (`LayoutConstraint.equationText`): `a.width <= 45 @250`.
    func equation(_ a: Int, _ aa: LayoutAttribute, _ relation: ConstraintRelation, _ b: Int? = nil,
                  _ ba: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
                  priority: Double = 1000) -> ConstraintDescription.Formula {
        let nodes = geometry.nodes
        return .generated(.init(first: nodes[a].id, firstAttribute: aa, relation: relation, second: b.map { nodes[$0].id },
                                secondAttribute: ba ?? aa, multiplier: multiplier, constant: constant, priority: priority))
    }
}
