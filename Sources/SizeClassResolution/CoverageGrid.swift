import LayoutDocument

/// What applies in each of the nine size classes, how each differs from Any-Any, and
/// what deserves a look (the grid's findings).
public struct CoverageGrid: Sendable {
    /// One size class.
    public struct Cell: Sendable {
        public var sizeClass: SizeClass
        public var views: [String]
        public var constraints: [String]
        /// Installed here but not in Any-Any, removed here, or installed in both with
        /// another constant or priority.
        public var added: [String]
        public var removed: [String]
        public var changed: [String]
        /// Views and constraints whose attributes a variation for exactly this class sets.
        public var setHere: Set<String>
        /// Membership, for lookups by id.
        public var installed: Set<String>
        public var changedSet: Set<String> { Set(changed) }
    }

    public var cells: [Cell]  // in SizeClass.all order
    /// What deserves a look, as warnings with the classes they concern: constraints
    /// installed nowhere, idle and conflicting variations, views no constraint places.
    public var findings: [Diagnostic]
    /// Every view and constraint id, in document order.
    public var viewIds: [String]
    public var constraintIds: [String]
    /// Each constraint's equation, its items named as the document names them (Xcode's
    /// names in an Interface Builder document: `Photo.top = Safe Area.top + 20`).
    public var equations: [String: String]
    /// The document's names for its views (`LayoutDocument.itemNames`); a view without one
    /// goes by its id.
    public var itemNames: [String: String]

    public subscript(_ c: SizeClass) -> Cell { cells[SizeClass.all.firstIndex(of: c)!] }

    public init(_ document: LayoutDocument, path: String) {
        let resolver = Resolver(document: document, path: path)
        self.init(resolver, layouts: SizeClass.all.map { resolver.resolve(for: $0) })
    }

    /// The grid of layouts already resolved by `resolver`, all nine in `SizeClass.all`
    /// order (a caller that resolves them anyway, like a check, need not do it twice).
    public init(_ resolver: Resolver, layouts: [ResolvedLayout]) {
        precondition(layouts.map(\.sizeClass) == SizeClass.all, "the nine layouts, in SizeClass.all order")
        let prepared = layouts[0].prepared
        let document = prepared.document
        let items = prepared.items
        let entries = document.constraints
        let ids = entries.map(\.id)
        var equations: [String: String] = [:]
        var locations: [SourceLocation] = []
        var setIn: [SizeClass: Set<String>] = [:]
        for item in items {
            for v in item.variations where !v.attributes.setNames.isEmpty {
                setIn[v.sizeClass, default: []].insert(item.id)
            }
        }
        for entry in entries {
            switch entry {
            case .constraint(let c):
                equations[c.id] = c.equationText(naming: document.itemNames)
                locations.append(c.location)
                for v in c.variations { setIn[v.sizeClass, default: []].insert(c.id) }
            case .visual(let v):
                equations[v.id] = "visual \(v.format)"
                locations.append(v.location)
                for x in v.variations { setIn[x.sizeClass, default: []].insert(v.id) }
            }
        }

        // Per class: which entries and items are installed, and the entries' values.
        struct Installed {
            var entry: [Bool]
            var constant: [ConstantValue?]
            var priority: [Double?]
            var item: [Bool]
        }
        let installed: [Installed] = layouts.map { r in
            var x = Installed(
                entry: Array(repeating: false, count: entries.count),
                constant: Array(repeating: nil, count: entries.count),
                priority: Array(repeating: nil, count: entries.count),
                item: Array(repeating: false, count: items.count))
            for (k, e) in r.entryIndices.enumerated() {
                x.entry[Int(e)] = true
                x.constant[Int(e)] = r.entryConstants[k]
                x.priority[Int(e)] = r.entryPriorities[k]
            }
            for i in r.itemIndices { x.item[Int(i)] = true }
            return x
        }
        let base = installed[0]
        var cells: [Cell] = []
        for (c, x) in zip(SizeClass.all, installed) {
            var views: [String] = []
            var constraints: [String] = []
            var added: [String] = []
            var removed: [String] = []
            var changed: [String] = []
            for e in entries.indices {
                if x.entry[e] {
                    constraints.append(ids[e])
                    if !base.entry[e] {
                        added.append(ids[e])
                    } else if x.constant[e] != base.constant[e] || x.priority[e] != base.priority[e] {
                        changed.append(ids[e])
                    }
                } else if base.entry[e] {
                    removed.append(ids[e])
                }
            }
            var removedViews: [String] = []
            for i in items.indices {
                if x.item[i] {
                    views.append(items[i].id)
                    if !base.item[i] { added.append(items[i].id) }
                } else if base.item[i] {
                    removedViews.append(items[i].id)
                }
            }
            cells.append(
                Cell(
                    sizeClass: c, views: views, constraints: constraints, added: added,
                    removed: removed + removedViews, changed: changed,
                    setHere: setIn[c] ?? [], installed: Set(views).union(constraints)))
        }

        // Findings.
        var findings: [Diagnostic] = []
        for e in entries.indices where installed.allSatisfy({ !$0.entry[e] }) {
            findings.append(
                Diagnostic(
                    path: resolver.path, location: locations[e], severity: .warning,
                    message: "\(Resolver.owner(entries[e], in: document)) is installed in no size class",
                    rule: .neverInstalled))
        }
        findings += Self.idleVariations(document, resolver: resolver)
        var conflicts: [String: Diagnostic] = [:]
        for (c, r) in zip(SizeClass.all, layouts) where c.isFinal {
            for w in r.warnings {
                if conflicts[w.message] == nil {
                    conflicts[w.message] = Diagnostic(
                        path: resolver.path, location: w.location, severity: .warning,
                        message: w.message, rule: .conflictingVariations)
                }
                conflicts[w.message]!.sizeClasses.append(c)
            }
        }
        findings += conflicts.values.sorted { $0.location < $1.location }
        // A view that no installed constraint mentions is placed by nothing (arranged
        // views are placed by their stack; the root by the environment).
        var unplaced: [[SizeClass]] = Array(repeating: [], count: items.count)
        for (c, x) in zip(SizeClass.all, installed) {
            var mentioned = [Bool](repeating: false, count: items.count)
            for e in entries.indices where x.entry[e] {
                prepared.forEachMention(of: e) { mentioned[$0] = true }
            }
            for i in items.indices.dropFirst() where x.item[i] && !mentioned[i] {
                let parent = Int(prepared.parent[i])
                if items[i].element != .guide && items[parent].element != .stack { unplaced[i].append(c) }
            }
        }
        for i in items.indices where !unplaced[i].isEmpty {
            findings.append(
                Diagnostic(
                    path: resolver.path, location: items[i].location, severity: .warning,
                    message:
                        "view \(Resolver.owner(item: items[i].id, in: document)) has no constraints in \(unplaced[i].map(\.description).joined(separator: ", "))",
                    rule: .unconstrainedView, sizeClasses: unplaced[i]))
        }
        self.cells = cells
        self.findings = findings
        self.viewIds = items.map(\.id)
        self.constraintIds = ids
        self.equations = equations
        self.itemNames = document.itemNames
    }

    /// Variations whose class would get the same values without them.
    private static func idleVariations(_ document: LayoutDocument, resolver: Resolver) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var ignored: [Diagnostic] = []
        func check<A: Resolvable>(_ own: A, _ variations: [Variation<A>], owner: @autoclosure () -> String) {
            for (i, v) in variations.enumerated() {
                var without = variations
                without.remove(at: i)
                let a = resolver.resolve(own, variations, v.sizeClass, owner: "", location: v.location, &ignored)
                let b = resolver.resolve(own, without, v.sizeClass, owner: "", location: v.location, &ignored)
                if a == b {
                    found.append(
                        Diagnostic(
                            path: resolver.path, location: v.location, severity: .warning,
                            message: "the \(v.sizeClass) variation of \(owner()) changes nothing",
                            rule: .idleVariation, sizeClasses: [v.sizeClass]))
                }
            }
        }
        for item in document.root.allItems() {
            check(item.attributes, item.variations, owner: Resolver.owner(item: item.id, in: document))
        }
        for entry in document.constraints {
            switch entry {
            case .constraint(let c): check(c.attributes, c.variations, owner: Resolver.owner(entry, in: document))
            case .visual(let v): check(v.attributes, v.variations, owner: Resolver.owner(entry, in: document))
            }
        }
        return found.sorted { $0.location < $1.location }
    }
}
