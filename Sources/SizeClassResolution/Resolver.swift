import LayoutDocument

/// Resolves a document for a size class as layout-format.md specifies: each attribute
/// takes its value from the first of (w, h), (w, any), (any, h), (any, any) that sets it
/// (base classes skip their `any` repeats). When (w, any) and (any, h) set an attribute
/// to different values and (w, h) does not settle it, the width variation wins and a
/// warning names both. A view that is not installed takes its subviews and every
/// constraint that mentions any of them out of the class; hidden views stay.
public struct Resolver {
    public let path: String

    public init(path: String) { self.path = path }

    /// The nine resolution chains, computed once.
    private static let chains: [SizeClass: [SizeClass]] =
        Dictionary(uniqueKeysWithValues: SizeClass.all.map { ($0, $0.resolutionChain) })

    public func resolve(_ document: LayoutDocument, for sizeClass: SizeClass) -> ResolvedLayout {
        var warnings: [Diagnostic] = []
        var removed: [String] = []
        let root = resolveItem(document.root, sizeClass, &warnings, &removed)
            ?? ResolvedLayout.Item(id: document.root.id, element: document.root.element, kind: document.root.kind,
                                   attributes: document.root.attributes, children: [])
        let gone = Set(removed)
        var constraints: [ResolvedLayout.Constraint] = []
        constraints.reserveCapacity(document.constraints.count)
        var visuals: [ResolvedLayout.Visual] = []
        var removedConstraints: [String] = []
        for entry in document.constraints {
            switch entry {
            case let .constraint(c):
                let a = resolve(c.attributes, c.variations, sizeClass, owner: "constraint '\(c.id)'",
                                location: c.location, &warnings)
                let mentionsGone = !gone.isEmpty
                    && (gone.contains(c.first.item) || c.second.map { gone.contains($0.item) } ?? false)
                if a.installed == false || mentionsGone {
                    removedConstraints.append(c.id)
                } else {
                    constraints.append(.init(source: c, constant: a.constant ?? .points(0), priority: a.priority ?? 1000))
                }
            case let .visual(v):
                let a = resolve(v.attributes, v.variations, sizeClass, owner: "'\(v.id)'", location: v.location, &warnings)
                // A format string names its views between brackets.
                let mentions = gone.contains { v.format.contains("[\($0)]") || v.format.contains("[\($0)(") }
                if a.installed == false || mentions {
                    removedConstraints.append(v.id)
                } else {
                    visuals.append(.init(source: v, constant: a.constant, priority: a.priority))
                }
            }
        }
        return ResolvedLayout(sizeClass: sizeClass, root: root, constraints: constraints, visuals: visuals,
                              removedItems: removed, removedConstraints: removedConstraints, warnings: warnings)
    }

    // MARK: items

    private func resolveItem(_ item: LayoutItem, _ sizeClass: SizeClass,
                             _ warnings: inout [Diagnostic], _ removed: inout [String]) -> ResolvedLayout.Item? {
        let attributes = resolve(item.attributes, item.variations, sizeClass, owner: "'\(item.id)'",
                                 location: item.location, &warnings)
        if attributes.installed == false {
            removed += item.allItems().map(\.id)
            return nil
        }
        var children: [ResolvedLayout.Item] = []
        children.reserveCapacity(item.children.count)
        for child in item.children {
            if let c = resolveItem(child, sizeClass, &warnings, &removed) { children.append(c) }
        }
        return ResolvedLayout.Item(id: item.id, element: item.element, kind: item.kind, title: item.title,
                                   label: item.label, attributes: attributes, children: children)
    }

    // MARK: attribute by attribute

    /// Picks each attribute along the class's chain; reports width/height disagreements.
    func resolve<A: Resolvable>(_ own: A, _ variations: [Variation<A>], _ sizeClass: SizeClass,
                                owner: @autoclosure () -> String, location: SourceLocation,
                                _ warnings: inout [Diagnostic]) -> A {
        // Most elements vary in no class: nothing to pick.
        guard !variations.isEmpty else { return own }
        func variation(_ c: SizeClass) -> Variation<A>? { variations.first { $0.sizeClass == c } }
        let chain = Self.chains[sizeClass] ?? sizeClass.resolutionChain
        // The element's own attributes are its any-any values (an any-any variation,
        // which the rules warn about, overrides them).
        let sources: [(SizeClass, A)] = chain.compactMap { c in
            if c == .anyAny { return (c, variation(.anyAny).map { A.merge($0.attributes, over: own) } ?? own) }
            return variation(c).map { (c, $0.attributes) }
        }
        let widthClass = SizeClass(width: sizeClass.width, height: .any)
        let heightVariation = sizeClass.isFinal ? variation(SizeClass(width: .any, height: sizeClass.height)) : nil
        var result = A.empty
        for key in A.keyNames.indices {
            guard let (c, source) = sources.first(where: { $0.1.isSet(key) }) else { continue }
            result.copy(key, from: source)
            // Width-first, but say so when the height variation disagreed.
            if c == widthClass, let heightVariation, heightVariation.attributes.isSet(key),
               !heightVariation.attributes.same(key, as: source), let widthVariation = variation(c) {
                warnings.append(Diagnostic(
                    path: path, location: widthVariation.location, severity: .warning,
                    message: "\(owner()): \(A.keyNames[key]) differs in \(c) (line \(widthVariation.location.line)) and \(heightVariation.sizeClass) (line \(heightVariation.location.line)) and \(sizeClass) does not settle it; using \(c)",
                    rule: "conflicting-variations"))
            }
        }
        return result
    }
}
