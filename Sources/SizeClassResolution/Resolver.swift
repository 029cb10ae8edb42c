import LayoutDocument

/// Resolves a document for a size class as layout-format.md specifies: each attribute
/// takes its value from the first of (w, h), (w, any), (any, h), (any, any) that sets it
/// (base classes skip their `any` repeats). When (w, any) and (any, h) set an attribute
/// to different values and (w, h) does not settle it, the width variation wins and a
/// warning names both. A view that is not installed takes its subviews and every
/// constraint that mentions any of them out of the class; hidden views stay.
public struct Resolver {
    public let path: String
    private let prepared: PreparedDocument

    /// A resolver for `document` (read from `path`, named in warnings). Preparing the
    /// document happens here, once; each resolution then works on indices.
    public init(document: LayoutDocument, path: String) {
        self.path = path
        prepared = PreparedDocument(document)
    }

    /// The nine resolution chains, computed once.
    static let chains: [SizeClass: [SizeClass]] =
        Dictionary(uniqueKeysWithValues: SizeClass.all.map { ($0, $0.resolutionChain) })

    /// How a message names a constraint: by its id in a layout document, whose author
    /// chose it; by its equation in Xcode's names in an Interface Builder document, whose
    /// ids (`5E2-i5-wq5`) nobody reads.
    static func owner(_ entry: ConstraintEntry, in document: LayoutDocument) -> String {
        guard case .constraint(let c) = entry else { return "'\(entry.id)'" }
        return document.itemNames.isEmpty
            ? "constraint '\(c.id)'" : "constraint '\(c.equationText(naming: document.itemNames))'"
    }

    /// How a message names a view: as the document names it (Xcode's outline's names in an
    /// Interface Builder document), or by its id.
    static func owner(item id: String, in document: LayoutDocument) -> String {
        "'\(document.itemNames[id] ?? id)'"
    }

    private static func location(_ entry: ConstraintEntry) -> SourceLocation {
        switch entry {
        case .constraint(let c): return c.location
        case .visual(let v): return v.location
        }
    }

    /// The document as it applies in `sizeClass`.
    public func resolve(for sizeClass: SizeClass) -> ResolvedLayout {
        let p = prepared
        var warnings: [Diagnostic] = []
        let count = p.items.count
        var removed = [Bool](repeating: false, count: count)
        var itemIndices: [Int32] = []
        var itemAttributes: [ViewAttributes] = []
        var removedItems: [Int32] = []
        itemIndices.reserveCapacity(count)
        itemAttributes.reserveCapacity(count)
        var i = 0
        while i < count {
            let a =
                !p.itemVaries[i]
                ? p.itemAttributes[i]
                : resolve(
                    p.itemAttributes[i], p.itemVariations[i], sizeClass,
                    owner: Self.owner(item: p.items[i].id, in: p.document),
                    location: p.items[i].location, &warnings)
            if a.installed == false && i > 0 {
                // Not installed: the whole subtree goes.
                let end = Int(p.subtreeEnd[i])
                for k in i..<end {
                    removed[k] = true
                    removedItems.append(Int32(k))
                }
                i = end
                continue
            }
            itemIndices.append(Int32(i))
            itemAttributes.append(a)
            i += 1
        }
        var entryIndices: [Int32] = []
        var constants: [ConstantValue?] = []
        var priorities: [Double?] = []
        var removedEntries: [Int32] = []
        entryIndices.reserveCapacity(p.document.constraints.count)
        constants.reserveCapacity(p.document.constraints.count)
        priorities.reserveCapacity(p.document.constraints.count)
        let anyRemoved = !removedItems.isEmpty
        for e in p.entryAttributes.indices {
            let a =
                !p.entryVaries[e]
                ? p.entryAttributes[e]
                : resolve(
                    p.entryAttributes[e], p.entryVariations[e], sizeClass,
                    owner: Self.owner(p.document.constraints[e], in: p.document),
                    location: Self.location(p.document.constraints[e]), &warnings)
            var mentionsRemoved = false
            if anyRemoved { p.forEachMention(of: e) { if removed[$0] { mentionsRemoved = true } } }
            if a.installed == false || mentionsRemoved {
                removedEntries.append(Int32(e))
            } else {
                entryIndices.append(Int32(e))
                constants.append(a.constant)
                priorities.append(a.priority)
            }
        }
        return ResolvedLayout(
            sizeClass: sizeClass, prepared: p, itemIndices: itemIndices,
            itemAttributes: itemAttributes, entryIndices: entryIndices,
            entryConstants: constants, entryPriorities: priorities,
            removedItemIndices: removedItems, removedEntryIndices: removedEntries,
            warnings: warnings)
    }

    // MARK: attribute by attribute

    /// Picks each attribute along the class's chain; reports width/height disagreements.
    func resolve<A: Resolvable>(
        _ own: A, _ variations: [Variation<A>], _ sizeClass: SizeClass,
        owner: @autoclosure () -> String, location: SourceLocation,
        _ warnings: inout [Diagnostic]
    ) -> A {
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
                !heightVariation.attributes.same(key, as: source), let widthVariation = variation(c)
            {
                warnings.append(
                    Diagnostic(
                        path: path, location: widthVariation.location, severity: .warning,
                        message:
                            "\(owner()): \(A.keyNames[key]) differs in \(c) (line \(widthVariation.location.line)) and \(heightVariation.sizeClass) (line \(heightVariation.location.line)) and \(sizeClass) does not settle it; using \(c)",
                        rule: .conflictingVariations))
            }
        }
        return result
    }
}
