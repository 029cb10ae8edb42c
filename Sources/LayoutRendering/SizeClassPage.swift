import LayoutCompilation
import LayoutDocument
import SizeClassResolution

/// A layout in all nine size classes, as the coverage grid shows them (width across,
/// height down, Any first), each class solved at its representative devices
/// (`SizeClassCheck.representativeEnvironments`) and drawn: one self-contained HTML page
/// (`html()`).
public struct SizeClassPage: Sendable {
    /// One size class: a picture per device, and how it differs from Any-Any.
    public struct Cell: Sendable {
        public var sizeClass: SizeClass
        public var pictures: [LayoutPicture]
        /// Installed here and not in Any-Any, removed here, or installed in both with
        /// other values: views and constraints, as people read them.
        public var added: [String]
        public var removed: [String]
        public var changed: [String]
        public var status: LayoutSolution.Status { pictures.map(\.solution.status).max() ?? .ok }
    }

    public var name: String
    public var file: String
    /// In `SizeClass.all` order.
    public var cells: [Cell]
    public var status: LayoutSolution.Status { cells.map(\.status).max() ?? .ok }

    /// Resolves and solves `document` (read from `file`) in the nine classes.
    public init(
        _ document: LayoutDocument, file: String, name: String? = nil, direction: LayoutDirection = .leftToRight,
        devices: [(device: Device, orientation: Orientation)]? = nil
    ) {
        self.file = file
        self.name = name ?? document.name ?? file
        let resolver = Resolver(document: document, path: file)
        let layouts = SizeClass.all.map { resolver.resolve(for: $0) }
        let grid = CoverageGrid(resolver, layouts: layouts)
        func named(_ id: String) -> String {
            if let equation = grid.equations[id] { return "\(equation) (\(id))" }
            return document.itemNames[id] ?? id
        }
        // Classes that resolve alike lay out alike on the same device: solved once (as
        // `SizeClassCheck` does), the picture relabelled with the class.
        var solved: [(layout: Int, environment: Environment, picture: LayoutPicture)] = []
        var cells: [Cell] = []
        for (k, resolved) in layouts.enumerated() {
            let environments = SizeClassCheck.representativeEnvironments(
                for: resolved.sizeClass, direction: direction, devices: devices
            ).map { $0.fitted(to: document.designCanvas) }
            let pictures = environments.map { e in
                if let same = solved.first(where: {
                    $0.environment == e && layouts[$0.layout].isEquivalent(to: resolved)
                }) {
                    var picture = same.picture
                    picture.solution.sizeClass = resolved.sizeClass
                    return picture
                }
                let compiled = CompiledLayout(resolved, environment: e, path: file)
                let picture = LayoutPicture(
                    document: document, solution: compiled.solve(),
                    constraints: compiled.documentConstraintDescriptions(), name: name ?? document.name)
                solved.append((k, e, picture))
                return picture
            }
            let g = grid[resolved.sizeClass]
            cells.append(
                Cell(
                    sizeClass: resolved.sizeClass, pictures: pictures, added: g.added.map(named),
                    removed: g.removed.map(named), changed: g.changed.map(named)))
        }
        self.cells = cells
    }

    public subscript(_ c: SizeClass) -> Cell { cells[SizeClass.all.firstIndex(of: c)!] }
}
