import LayoutDocument

/// A layout as it applies in one size class: the installed items with their effective
/// attributes, and the installed constraints with their effective constant and priority.
public struct ResolvedLayout: Sendable {
    public struct Item: Sendable {
        public var id: String
        public var element: ItemElement
        public var kind: ViewKind
        public var title: String?
        public var label: String?
        /// Effective values; `nil` means nothing sets it (the default applies).
        public var attributes: ViewAttributes
        public var children: [Item]

        /// This item and every item below it, parents first.
        public func allItems() -> [Item] { [self] + children.flatMap { $0.allItems() } }
    }

    public struct Constraint: Sendable {
        /// The constraint as written (its own constant and priority are the Any-Any ones).
        public var source: LayoutConstraint
        public var constant: ConstantValue
        public var priority: Double
    }

    public struct Visual: Sendable {
        public var source: VisualConstraint
        public var constant: ConstantValue?
        public var priority: Double?
    }

    public var sizeClass: SizeClass
    public var root: Item
    public var constraints: [Constraint]
    public var visuals: [Visual]
    /// Ids of the views uninstalled in this class (with their subviews).
    public var removedItems: [String]
    /// Ids of constraints not installed here, or removed with a view they mention.
    public var removedConstraints: [String]
    /// Conflicting partial variations, settled width-first.
    public var warnings: [Diagnostic]
}
