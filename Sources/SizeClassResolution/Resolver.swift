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

    public func resolve(_ document: LayoutDocument, for sizeClass: SizeClass) -> ResolvedLayout {
        var warnings: [Diagnostic] = []
        var removed: [String] = []
        let root = resolveItem(document.root, sizeClass, &warnings, &removed)
            ?? ResolvedLayout.Item(id: document.root.id, element: document.root.element, kind: document.root.kind,
                                   attributes: document.root.attributes, children: [])
        let gone = Set(removed)
        var constraints: [ResolvedLayout.Constraint] = []
        var visuals: [ResolvedLayout.Visual] = []
        var removedConstraints: [String] = []
        for entry in document.constraints {
            switch entry {
            case let .constraint(c):
                let a = resolve(c.attributes, c.variations, sizeClass, owner: "constraint '\(c.id)'",
                                location: c.location, &warnings)
                let mentions = [c.first.item] + (c.second.map { [$0.item] } ?? [])
                if a.installed == false || mentions.contains(where: gone.contains) {
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
        for child in item.children {
            if let c = resolveItem(child, sizeClass, &warnings, &removed) { children.append(c) }
        }
        return ResolvedLayout.Item(id: item.id, element: item.element, kind: item.kind, title: item.title,
                                   label: item.label, attributes: attributes, children: children)
    }

    // MARK: attribute by attribute

    /// Picks each attribute along the class's chain; reports width/height disagreements.
    func resolve<A: Resolvable>(_ own: A, _ variations: [Variation<A>], _ sizeClass: SizeClass,
                                owner: String, location: SourceLocation,
                                _ warnings: inout [Diagnostic]) -> A {
        let byClass = Dictionary(variations.map { ($0.sizeClass, $0) }, uniquingKeysWith: { first, _ in first })
        var result = A.empty
        for key in A.keys {
            for c in sizeClass.resolutionChain {
                let source = c == .anyAny ? (byClass[.anyAny]?.attributes).map { A.merge($0, over: own) } ?? own
                                          : byClass[c]?.attributes
                guard let source, source.isSet(key) else { continue }
                result.copy(key, from: source)
                // Width-first, but say so when the height variation disagreed.
                if sizeClass.isFinal, c == SizeClass(width: sizeClass.width, height: .any),
                   let heightVariation = byClass[SizeClass(width: .any, height: sizeClass.height)],
                   heightVariation.attributes.isSet(key), !heightVariation.attributes.same(key, as: source) {
                    let widthLine = byClass[c]!.location.line
                    warnings.append(Diagnostic(
                        path: path, location: byClass[c]!.location, severity: .warning,
                        message: "\(owner): \(key) differs in \(c) (line \(widthLine)) and \(heightVariation.sizeClass) (line \(heightVariation.location.line)) and \(sizeClass) does not settle it; using \(c)",
                        rule: "conflicting-variations"))
                }
                break
            }
        }
        return result
    }
}
