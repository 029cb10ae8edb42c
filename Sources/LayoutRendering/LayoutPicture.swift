import LayoutCompilation
import LayoutDocument

/// A solved layout as a picture (SVG, in points, the root at the origin): every item at
/// the frame the solution gives it, drawn by what it is (text at its measured size,
/// controls by their shape, stacks dashed), with the safe area and layout margins as
/// guides, the views of a conflict or an ambiguity marked, and a legend below.
///
/// Each item is a group `<g class="view …" data-id="ID" data-name="NAME">` whose first
/// `<rect class="frame">` has the item's frame and whose `<title>` names it with its
/// frame. Text from the file (names, titles, labels) is escaped wherever it is written.
public struct LayoutPicture: Sendable {
    /// What is drawn besides the views.
    public struct Options: Sendable, Hashable {
        /// The safe area, the root's layout margins and custom layout guides.
        public var guides = true
        /// The legend below the layout, when it has something to explain.
        public var legend = true

        public init(guides: Bool = true, legend: Bool = true) {
            self.guides = guides
            self.legend = legend
        }
    }

    /// How a view takes part in the solution's problems.
    public enum Mark: String, Sendable, Hashable {
        case conflict, ambiguous
    }

    public internal(set) var solution: LayoutSolution
    /// The document's installed constraints in this class (`CompiledLayout
    /// .documentConstraintDescriptions()`), which a page lists for a view.
    public let constraints: [ConstraintDescription]
    /// The layout's name (a scene's), for the picture's title.
    public let name: String
    let items: [String: LayoutItem]

    /// The picture of `solution`, a solution of `document`.
    public init(
        document: LayoutDocument, solution: LayoutSolution, constraints: [ConstraintDescription] = [],
        name: String? = nil
    ) {
        self.solution = solution
        self.constraints = constraints
        self.name = name ?? document.name ?? "layout"
        var items: [String: LayoutItem] = [:]
        for var item in document.root.allItems() where items[item.id] == nil {
            // Text is drawn in the solution's class's font, where the view has one for it.
            if let font = item.appearance?.font(in: solution.sizeClass) { item.appearance?.font = font }
            items[item.id] = item
        }
        self.items = items
    }

    /// The views each problem involves: a conflict's constraints' items (not the
    /// environment's root size), an ambiguity's item.
    public var marks: [String: Mark] {
        var marks: [String: Mark] = [:]
        for a in solution.ambiguities { marks[a.id] = .ambiguous }
        let root = solution.frames.first?.id
        for c in solution.conflicts {
            for d in [c.broken] + c.conflictingWith where d.source != .environment {
                for id in d.items where id != root || d.source == .document { marks[id] = .conflict }
            }
        }
        return marks
    }

    /// The constraints of `constraints` that relate the item `id`, with whether each
    /// was broken or is part of a conflict.
    public func constraints(of id: String) -> [(constraint: ConstraintDescription, state: ConstraintState)] {
        constraints.filter { $0.items.contains(id) }.map { ($0, state(of: $0)) }
    }

    /// What became of a constraint in the solution.
    public enum ConstraintState: String, Sendable, Hashable {
        /// Holds, as far as the solver says.
        case active
        /// Left out to break a conflict.
        case broken
        /// Holds, and rules out a broken constraint.
        case conflicting
    }

    public func state(of d: ConstraintDescription) -> ConstraintState {
        if solution.conflicts.contains(where: { $0.broken == d }) { return .broken }
        if solution.conflicts.contains(where: { $0.conflictingWith.contains(d) }) { return .conflicting }
        return .active
    }
}
