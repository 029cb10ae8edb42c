extension ResolvedLayout {
    /// Whether `other`, resolved from the same document, installs the same items with
    /// the same effective attributes and the same constraints with the same constants
    /// and priorities, with the same warnings: the two then lay out identically in any
    /// environment, whatever classes they were resolved for.
    public func isEquivalent(to other: ResolvedLayout) -> Bool {
        prepared === other.prepared
            && itemIndices == other.itemIndices && entryIndices == other.entryIndices
            && itemAttributes == other.itemAttributes && entryConstants == other.entryConstants
            && entryPriorities == other.entryPriorities && warnings == other.warnings
    }
}
