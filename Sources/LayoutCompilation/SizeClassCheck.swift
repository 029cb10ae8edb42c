import LayoutDocument
import SizeClassResolution

/// Every one of the nine size classes resolved and solved at representative
/// environments, plus the coverage grid's findings: what a team runs in CI.
///
/// Environments (`representativeEnvironments(for:)`): a final class is solved on its
/// most common devices (compact-regular: iPhone 16 and iPhone SE in portrait;
/// compact-compact: the same in landscape; regular-compact: iPhone 16 Plus in
/// landscape; regular-regular: iPad in portrait and landscape); a base class, whose
/// own configuration a device never loads directly but every final class it covers
/// builds on, is solved on the first device of each final class it covers. A freeform
/// Interface Builder view (a xib's cell, toolbar or custom view) keeps its own size and
/// no bars on every device: only the class changes.
public struct SizeClassCheck: Sendable {
    /// One size class: the worst status over its environments, and each solution.
    public struct ClassResult: Sendable {
        public var sizeClass: SizeClass
        public var solutions: [LayoutSolution]
        public var status: LayoutSolution.Status { solutions.map(\.status).max() ?? .ok }
        /// Resolution warnings (conflicting partial variations) for this class.
        public var warnings: [Diagnostic]
    }

    /// All nine, in `SizeClass.all` order.
    public var classes: [ClassResult]
    public var grid: CoverageGrid

    public var status: LayoutSolution.Status { classes.map(\.status).max() ?? .ok }

    /// What solving noticed (a constraint left out, a custom view laid out at its saved
    /// size, a stack's alignment taken as fill): each once, with the classes it occurs
    /// in, in the order first met.
    public var layoutWarnings: [Diagnostic] {
        var found: [Diagnostic] = []
        for c in classes {
            for s in c.solutions {
                for w in s.warnings where !c.warnings.contains(w) {
                    var key = w
                    key.sizeClasses = []
                    if let k = found.firstIndex(where: {
                        var other = $0
                        other.sizeClasses = []
                        return other == key
                    }) {
                        if !found[k].sizeClasses.contains(c.sizeClass) { found[k].sizeClasses.append(c.sizeClass) }
                    } else {
                        key.sizeClasses = [c.sizeClass]
                        found.append(key)
                    }
                }
            }
        }
        return found
    }

    public subscript(_ c: SizeClass) -> ClassResult { classes[SizeClass.all.firstIndex(of: c)!] }

    /// Checks `document` in all nine classes, on the default representatives or, given
    /// `devices` (a project's own, in both orientations or the ones named), on those of
    /// them that report each class; a class none of them reports is not solved (its
    /// result has no solutions).
    public init(
        _ document: LayoutDocument, path: String, direction: LayoutDirection = .leftToRight,
        devices: [(device: Device, orientation: Orientation)]? = nil
    ) {
        let resolver = Resolver(document: document, path: path)
        let layouts = SizeClass.all.map { resolver.resolve(for: $0) }
        // Classes that resolve alike (all of them, in a document without variations)
        // lay out alike on the same device: each distinct pair is solved once.
        var solved: [(layout: Int, environment: Environment, solution: LayoutSolution)] = []
        classes = layouts.indices.map { k in
            let resolved = layouts[k]
            let environments = Self.representativeEnvironments(
                for: resolved.sizeClass, direction: direction, devices: devices
            )
            .map { $0.fitted(to: document.designCanvas) }
            let solutions = environments.map { e in
                if let same = solved.first(where: {
                    $0.environment == e && layouts[$0.layout].isEquivalent(to: resolved)
                }) {
                    var solution = same.solution
                    solution.sizeClass = resolved.sizeClass
                    return solution
                }
                let solution = CompiledLayout(resolved, environment: e, path: path).solve()
                solved.append((k, e, solution))
                return solution
            }
            return ClassResult(sizeClass: resolved.sizeClass, solutions: solutions, warnings: resolved.warnings)
        }
        grid = CoverageGrid(resolver, layouts: layouts)
    }

    /// The devices each final class is checked on, most common first.
    public static let finalClassDevices: [SizeClass: [(device: String, orientation: Orientation)]] = [
        SizeClass(width: .compact, height: .regular): [("iphone-16", .portrait), ("iphone-se", .portrait)],
        SizeClass(width: .compact, height: .compact): [("iphone-16", .landscape), ("iphone-se", .landscape)],
        SizeClass(width: .regular, height: .compact): [("iphone-16-plus", .landscape)],
        SizeClass(width: .regular, height: .regular): [("ipad", .portrait), ("ipad", .landscape)],
    ]

    /// Where `sizeClass` is solved: its devices for a final class, the first device of
    /// each covered final class for a base class.
    public static func representativeEnvironments(
        for sizeClass: SizeClass,
        direction: LayoutDirection = .leftToRight,
        devices: [(device: Device, orientation: Orientation)]? = nil
    ) -> [Environment] {
        if let devices {
            // The project's devices: each in the classes it reports.
            let all = devices.compactMap { $0.device.environment($0.orientation, direction: direction) }
            if sizeClass.isFinal { return all.filter { $0.sizeClass == sizeClass } }
            return SizeClass.finals.filter { sizeClass.covers($0) }.compactMap { f in
                all.first { $0.sizeClass == f }
            }
        }
        let picks: [(device: String, orientation: Orientation)]
        if sizeClass.isFinal {
            picks = finalClassDevices[sizeClass] ?? []
        } else {
            picks = SizeClass.finals.filter { sizeClass.covers($0) }.compactMap { finalClassDevices[$0]?.first }
        }
        return picks.compactMap {
            DeviceCatalog.device(named: $0.device)?.environment($0.orientation, direction: direction)
        }
    }
}
