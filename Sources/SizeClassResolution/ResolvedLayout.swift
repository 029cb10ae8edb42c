import LayoutDocument

/// A layout as it applies in one size class: the installed items with their effective
/// attributes, and the installed constraints with their effective constant and priority.
///
/// Stored as indices into the document plus effective values (plain data), so resolving
/// all nine classes of a large document copies nothing; the `root`, `constraints` and
/// `visuals` views are built when asked for.
public struct ResolvedLayout: Sendable {
    public struct Item: Sendable {
        public var id: String
        public var element: ItemElement
        public var kind: ViewKind
        public var title: String?
        public var label: String?
        /// Effective values; `nil` means nothing sets it (the default applies).
        public var attributes: ViewAttributes
        public var location: SourceLocation
        public var children: [Item]
        /// How the intrinsic size was estimated, when it was (Interface Builder views).
        public var intrinsicSizeNote: String? = nil
        /// The frame's reach beyond the alignment rectangle (`LayoutItem.alignmentInsets`).
        public var alignmentInsets: EdgeInsets? = nil

        /// This item and every item below it, parents first.
        public func allItems() -> [Item] { [self] + children.flatMap { $0.allItems() } }
    }

    public struct Constraint: Sendable {
        /// The constraint as written (its own constant and priority are the Any-Any ones),
        /// or as a `<visual>` format expands to.
        public var source: LayoutConstraint
        public var constant: ConstantValue
        public var priority: Double
        /// The id of the `<visual>` element it comes from; nil for a `<constraint>`.
        public var visual: String? = nil
    }

    public struct Visual: Sendable {
        public var source: VisualConstraint
        public var constant: ConstantValue?
        public var priority: Double?
    }

    public var sizeClass: SizeClass
    let prepared: PreparedDocument
    /// Installed items, as indices in pre-order, with their effective attributes.
    let itemIndices: [Int32]
    let itemAttributes: [ViewAttributes]
    /// Installed entries of the document's constraint list, with effective values.
    let entryIndices: [Int32]
    let entryConstants: [ConstantValue?]
    let entryPriorities: [Double?]
    let removedItemIndices: [Int32]
    let removedEntryIndices: [Int32]
    /// Conflicting partial variations, settled width-first.
    public var warnings: [Diagnostic]

    /// The document's names for its items (`LayoutDocument.itemNames`).
    public var itemNames: [String: String] { prepared.document.itemNames }

    /// The installed item tree.
    public var root: Item {
        var children: [Int32: [Item]] = [:]
        var built: Item?
        for (k, i) in zip(itemIndices.indices, itemIndices).reversed() {
            let source = prepared.items[Int(i)]
            let item = Item(
                id: source.id, element: source.element, kind: source.kind, title: source.title,
                label: source.label, attributes: itemAttributes[k], location: source.location,
                children: (children.removeValue(forKey: i) ?? []).reversed(),
                intrinsicSizeNote: source.intrinsicSizeNote, alignmentInsets: source.alignmentInsets)
            let p = prepared.parent[Int(i)]
            if p < 0 { built = item } else { children[p, default: []].append(item) }
        }
        return built!
    }

    /// An installed item without its children, for walking the tree as a flat list.
    public struct Node: Sendable {
        public var id: String
        public var element: ItemElement
        public var kind: ViewKind
        public var label: String?
        /// Effective values; `nil` means nothing sets it (the default applies).
        public var attributes: ViewAttributes
        public var location: SourceLocation
        /// The index of the parent in `nodes`; -1 for the root.
        public var parent: Int
        /// The frame's reach beyond the alignment rectangle (`LayoutItem.alignmentInsets`).
        public var alignmentInsets: EdgeInsets? = nil
        /// A custom class's view the file gives no intrinsic size: its saved size, to fall
        /// back on where nothing else sizes it (`LayoutItem.customClass`, `designFrame`).
        public var customClass: String? = nil
        /// The frame Xcode saved (`LayoutItem.designFrame`).
        public var designFrame: DesignFrame? = nil
        /// A label that may wrap (`LayoutItem.wrapping`).
        public var wrapping: TextWrapping? = nil
        /// A label of more than one line (`LayoutItem.lines` other than 1), with or without
        /// text to wrap.
        public var isMultilineLabel = false
        /// How far a label may shrink its text to fit (`LayoutItem.minimumTextScale`).
        public var minimumTextScale: Double? = nil
        /// A button's title (`LayoutItem.title`).
        public var title: String? = nil
        /// Placed by its autoresizing mask (`LayoutItem.autoresizes`).
        public var autoresizes = false
        /// Keeps its superview's margins (`LayoutItem.preservesSuperviewMargins`).
        public var preservesSuperviewMargins = false
        /// Margins not inset from the safe area (`LayoutItem.marginsIgnoreSafeArea`).
        public var marginsIgnoreSafeArea = false
        /// Margins that follow the readable width (`LayoutItem.readableWidth`).
        public var readableWidth: Double? = nil
    }

    /// The installed items in pre-order (parents before children, children in order).
    public var nodes: [Node] {
        var position = [Int32: Int](minimumCapacity: itemIndices.count)
        var result: [Node] = []
        result.reserveCapacity(itemIndices.count)
        for (k, i) in itemIndices.enumerated() {
            let source = prepared.items[Int(i)]
            let p = prepared.parent[Int(i)]
            position[i] = k
            result.append(
                Node(
                    id: source.id, element: source.element, kind: source.kind, label: source.label,
                    attributes: itemAttributes[k], location: source.location,
                    parent: p < 0 ? -1 : position[p] ?? -1, alignmentInsets: source.alignmentInsets,
                    customClass: source.customClass,
                    designFrame: source.designFrame, wrapping: wrapping(of: source),
                    isMultilineLabel: source.kind == .label && (source.lines ?? 1) != 1,
                    minimumTextScale: source.minimumTextScale, title: source.title,
                    autoresizes: source.autoresizes, preservesSuperviewMargins: source.preservesSuperviewMargins,
                    marginsIgnoreSafeArea: source.marginsIgnoreSafeArea, readableWidth: source.readableWidth))
        }
        return result
    }

    /// A label's wrapping in this class: its font's, or a font variation's.
    private func wrapping(of item: LayoutItem) -> TextWrapping? {
        guard !item.wrappingVariations.isEmpty else { return item.wrapping }
        for c in Resolver.chains[sizeClass] ?? sizeClass.resolutionChain {
            if let v = item.wrappingVariations.first(where: { $0.sizeClass == c }) { return v.attributes }
        }
        return item.wrapping
    }

    /// The installed constraints in document order, `<visual>` formats expanded in place
    /// (the element's constant and priority, when set, override its constraints').
    public var constraints: [Constraint] {
        var result: [Constraint] = []
        result.reserveCapacity(constraintCount)
        forEachConstraint { _, c in result.append(c) }
        return result
    }

    public var visuals: [Visual] {
        zip(entryIndices.indices, entryIndices).compactMap { k, e in
            guard case .visual(let v) = prepared.document.constraints[Int(e)] else { return nil }
            return Visual(source: v, constant: entryConstants[k], priority: entryPriorities[k])
        }
    }

    /// How many constraints and visual formats are installed.
    public var entryCount: Int { entryIndices.count }

    /// Ids of the views uninstalled in this class (with their subviews).
    public var removedItems: [String] { removedItemIndices.map { prepared.items[Int($0)].id } }

    /// Ids of constraints not installed here, or removed with a view they mention.
    public var removedConstraints: [String] { removedEntryIndices.map { prepared.document.constraints[Int($0)].id } }
}
