import LayoutDocument

/// A layout solved in one environment: every item's frame, and what went wrong.
///
/// A layout is always produced: a required constraint that cannot hold is broken (left
/// out) and reported with the constraints it conflicts with, as Auto Layout does; an
/// ambiguous layout gets one of its solutions and the items that could move are named.
public struct LayoutSolution: Sendable {
    /// An item's frame in root coordinates.
    public struct Frame: Sendable, Hashable {
        public var id: String
        /// What people call it: the id, or the name the document gives it
        /// (`LayoutDocument.itemNames`: Xcode's name for an Interface Builder view).
        public var name: String
        public var element: ItemElement
        public var kind: ViewKind
        public var label: String?
        public var x, y, width, height: Double
        public var hidden: Bool
        /// A scroll view's content size, when its content constrains it.
        public var contentSize: Size?
    }

    /// Required constraints that cannot hold together. `broken` is the one left out to
    /// recover (the last added: document constraints in document order, after the
    /// environment and the stacks' own constraints).
    public struct Conflict: Sendable, Hashable {
        public var broken: ConstraintDescription
        /// The constraints already in place that rule `broken` out: an irreducible set
        /// (without any one of them, `broken` could hold) when the solver's certificate
        /// names at most `Solver.irreducibleLimit`; empty when `broken` cannot hold on its
        /// own.
        public var conflictingWith: [ConstraintDescription]
    }

    /// An item whose position or size along one axis is not determined.
    public struct Ambiguity: Sendable, Hashable {
        public enum Axis: String, Sendable, Hashable { case horizontal, vertical }
        public var id: String
        public var axis: Axis
        /// `x`, `width` (horizontal) or `y`, `height` (vertical); `contentWidth`,
        /// `contentHeight` for a scroll view's content size.
        public var attributes: [String]
        public var location: SourceLocation
        /// The item's display name (an Interface Builder `userLabel`), if it has one.
        public var label: String? = nil
        /// The document's name for it (`LayoutDocument.itemNames`), used in place of the id.
        public var name: String? = nil
    }

    public enum Status: String, Sendable, Hashable, Comparable {
        case ok, ambiguous, unsatisfiable
        public static func < (a: Status, b: Status) -> Bool {
            let order: [Status] = [.ok, .ambiguous, .unsatisfiable]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }

    /// The class the layout was resolved for.
    public var sizeClass: SizeClass
    public var environment: Environment
    /// In document order (pre-order), the root first; custom guides included.
    public var frames: [Frame]
    public var conflicts: [Conflict]
    public var ambiguities: [Ambiguity]
    /// Things that do not stop solving: size-class conflicts settled width-first,
    /// stack settings UIKit ignores.
    public var warnings: [Diagnostic]

    public var status: Status {
        !conflicts.isEmpty ? .unsatisfiable : !ambiguities.isEmpty ? .ambiguous : .ok
    }

    public func frame(_ id: String) -> Frame? { frames.first { $0.id == id } }
}
