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

    /// Something worth a look, with a rule id.
    public struct Finding: Sendable, Hashable {
        public var rule: String
        public var message: String
        public var location: SourceLocation
        public var classes: [SizeClass]
    }

    public var cells: [Cell]  // in SizeClass.all order
    public var findings: [Finding]
    /// Every view and constraint id, in document order.
    public var viewIds: [String]
    public var constraintIds: [String]
    public var equations: [String: String]

    public subscript(_ c: SizeClass) -> Cell { cells[SizeClass.all.firstIndex(of: c)!] }

    public init(_ document: LayoutDocument, path: String) {
        let resolver = Resolver(path: path)
        let layouts = SizeClass.all.map { resolver.resolve(document, for: $0) }
        let allViews = document.root.allItems().map(\.id)
        var ids: [String] = []
        var equations: [String: String] = [:]
        var locations: [String: SourceLocation] = [:]
        var setIn: [SizeClass: Set<String>] = [:]
        for item in document.root.allItems() {
            locations[item.id] = item.location
            for v in item.variations where !v.attributes.setNames.isEmpty { setIn[v.sizeClass, default: []].insert(item.id) }
        }
        for entry in document.constraints {
            ids.append(entry.id)
            switch entry {
            case let .constraint(c):
                equations[c.id] = c.equationText
                locations[c.id] = c.location
                for v in c.variations { setIn[v.sizeClass, default: []].insert(c.id) }
            case let .visual(v):
                equations[v.id] = "visual \(v.format)"
                locations[v.id] = v.location
                for x in v.variations { setIn[x.sizeClass, default: []].insert(v.id) }
            }
        }

        func values(_ r: ResolvedLayout) -> [String: String] {
            var d: [String: String] = [:]
            for c in r.constraints { d[c.source.id] = "\(c.constant) @\(formatNumber(c.priority))" }
            for v in r.visuals { d[v.source.id] = "\(v.constant?.description ?? "") @\(v.priority.map(formatNumber) ?? "")" }
            return d
        }
        let base = values(layouts[0])
        let baseViews = Set(layouts[0].root.allItems().map(\.id))
        let cells = zip(SizeClass.all, layouts).map { c, r in
            let here = values(r)
            let views = r.root.allItems().map(\.id)
            let viewSet = Set(views)
            let constraints = ids.filter { here[$0] != nil }
            return Cell(
                sizeClass: c, views: views, constraints: constraints,
                added: ids.filter { here[$0] != nil && base[$0] == nil }
                    + views.filter { !baseViews.contains($0) },
                removed: ids.filter { here[$0] == nil && base[$0] != nil }
                    + allViews.filter { baseViews.contains($0) && !viewSet.contains($0) },
                changed: ids.filter { here[$0] != nil && base[$0] != nil && here[$0] != base[$0] },
                setHere: setIn[c] ?? [], installed: viewSet.union(constraints))
        }

        // Findings.
        var findings: [Finding] = []
        for id in ids where cells.allSatisfy({ !$0.installed.contains(id) }) {
            findings.append(Finding(rule: "never-installed", message: "constraint '\(id)' is installed in no size class",
                                    location: locations[id] ?? .unknown, classes: []))
        }
        findings += Self.idleVariations(document, resolver: resolver)
        var conflicts: [String: Finding] = [:]
        for (c, r) in zip(SizeClass.all, layouts) where c.isFinal {
            for w in r.warnings {
                let key = w.message
                if conflicts[key] == nil {
                    conflicts[key] = Finding(rule: "conflicting-variations", message: w.message, location: w.location, classes: [])
                }
                conflicts[key]!.classes.append(c)
            }
        }
        findings += conflicts.values.sorted { $0.location < $1.location }
        // A view that no installed constraint mentions is placed by nothing (arranged
        // views are placed by their stack; the root by the environment).
        var arranged = Set<String>()
        for item in document.root.allItems() where item.element == .stack { arranged.formUnion(item.children.map(\.id)) }
        var unplaced: [String: [SizeClass]] = [:]
        for (c, r) in zip(SizeClass.all, layouts) {
            var mentioned = Set<String>()
            for x in r.constraints { mentioned.insert(x.source.first.item); if let s = x.source.second { mentioned.insert(s.item) } }
            for v in r.visuals {
                for id in r.root.allItems().map(\.id) where v.source.format.contains("[\(id)") { mentioned.insert(id) }
            }
            for item in r.root.allItems().dropFirst()
            where item.element != .guide && !arranged.contains(item.id) && !mentioned.contains(item.id) {
                unplaced[item.id, default: []].append(c)
            }
        }
        for id in allViews where unplaced[id] != nil {
            let classes = unplaced[id]!
            findings.append(Finding(rule: "unconstrained-view",
                                    message: "view '\(id)' has no constraints in \(classes.map(\.description).joined(separator: ", "))",
                                    location: locations[id] ?? .unknown, classes: classes))
        }
        self.cells = cells
        self.findings = findings
        self.viewIds = allViews
        self.constraintIds = ids
        self.equations = equations
    }

    /// Variations whose class would get the same values without them.
    private static func idleVariations(_ document: LayoutDocument, resolver: Resolver) -> [Finding] {
        var found: [Finding] = []
        var ignored: [Diagnostic] = []
        func check<A: Resolvable>(_ own: A, _ variations: [Variation<A>], owner: @autoclosure () -> String) {
            for (i, v) in variations.enumerated() {
                var without = variations
                without.remove(at: i)
                let a = resolver.resolve(own, variations, v.sizeClass, owner: "", location: v.location, &ignored)
                let b = resolver.resolve(own, without, v.sizeClass, owner: "", location: v.location, &ignored)
                if a == b {
                    found.append(Finding(rule: "idle-variation",
                                         message: "the \(v.sizeClass) variation of \(owner()) changes nothing",
                                         location: v.location, classes: [v.sizeClass]))
                }
            }
        }
        for item in document.root.allItems() { check(item.attributes, item.variations, owner: "'\(item.id)'") }
        for entry in document.constraints {
            switch entry {
            case let .constraint(c): check(c.attributes, c.variations, owner: "constraint '\(c.id)'")
            case let .visual(v): check(v.attributes, v.variations, owner: "'\(v.id)'")
            }
        }
        return found.sorted { $0.location < $1.location }
    }
}
