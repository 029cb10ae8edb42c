import LayoutDocument

extension ResolvedLayout {
    /// Where an installed constraint comes from: the installed entry of the document's
    /// constraint list, and for a `<visual>` format which of its constraints.
    public struct ConstraintPosition: Sendable, Hashable {
        /// The index among the installed entries.
        public var entry: Int32
        /// The index among a `<visual>` format's constraints; 0 for a `<constraint>`.
        public var part: Int32
    }

    /// Calls `body` with each installed constraint, in the order of `constraints`, and its
    /// position: the same constraints without building the array. A compilation reads
    /// each constraint once; on a 10,000-view document the array was 8 MB written, then
    /// read back after it had left the cache.
    public func forEachConstraint(_ body: (ConstraintPosition, Constraint) -> Void) {
        for k in entryIndices.indices { visitEntry(k, body) }
    }

    /// Calls `body` with each installed constraint in the order the engine adds them
    /// (`LayoutDocument.installationOrder`), with its position, as `forEachConstraint`.
    public func forEachConstraintAsInstalled(_ body: (ConstraintPosition, Constraint) -> Void) {
        guard let rank = prepared.installationRank else { return forEachConstraint(body) }
        let order = entryIndices.indices.sorted { rank[Int(entryIndices[$0])] < rank[Int(entryIndices[$1])] }
        for k in order { visitEntry(k, body) }
    }

    /// Calls `body` with the constraints of installed entry `k`.
    private func visitEntry(_ k: Int, _ body: (ConstraintPosition, Constraint) -> Void) {
        let e = Int(entryIndices[k])
        switch prepared.document.constraints[e] {
        case .constraint(let c):
            body(ConstraintPosition(entry: Int32(k), part: 0), documentConstraint(c, k))
        case .visual(let v):
            for (j, c) in (prepared.visualConstraints[e] ?? []).enumerated() {
                body(ConstraintPosition(entry: Int32(k), part: Int32(j)), visualConstraint(c, of: v, k))
            }
        }
    }

    /// The installed constraint at `position` (from `forEachConstraint`).
    public func constraint(at position: ConstraintPosition) -> Constraint {
        let k = Int(position.entry)
        let e = Int(entryIndices[k])
        switch prepared.document.constraints[e] {
        case .constraint(let c):
            return documentConstraint(c, k)
        case .visual(let v):
            return visualConstraint(prepared.visualConstraints[e]![Int(position.part)], of: v, k)
        }
    }

    /// How many constraints `forEachConstraint` gives, counted without reading the
    /// document's entries: every `<visual>` format has its expansion (perhaps empty), and
    /// a `<constraint>` is one.
    public var constraintCount: Int {
        let expansions = prepared.visualConstraints
        guard !expansions.isEmpty else { return entryIndices.count }
        return entryIndices.reduce(0) { $0 + (expansions[Int($1)]?.count ?? 1) }
    }

    /// A `<constraint>` installed as entry `k`, with this class's constant and priority.
    private func documentConstraint(_ c: LayoutConstraint, _ k: Int) -> Constraint {
        Constraint(source: c, constant: entryConstants[k] ?? .points(0), priority: entryPriorities[k] ?? 1000)
    }

    /// A `<visual>` format's constraint: the element's constant and priority, when set,
    /// override the constraint's own.
    private func visualConstraint(_ c: LayoutConstraint, of v: VisualConstraint, _ k: Int) -> Constraint {
        Constraint(
            source: c, constant: entryConstants[k] ?? c.attributes.constant ?? .points(0),
            priority: entryPriorities[k] ?? c.attributes.priority ?? 1000, visual: v.id)
    }
}
