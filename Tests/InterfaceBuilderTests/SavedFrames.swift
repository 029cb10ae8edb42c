import LayoutCompilation
import LayoutDocument
import LayoutFiles
import LayoutXML
import SizeClassResolution

/// The frames Xcode saved in a real file, and how many of them the tool reproduces on the
/// design canvas: the rules of `Tools/fidelity` (and `reference/interface-builder.md`),
/// in Swift so that tests can hold features to them.
struct SavedFrames {
    struct View {
        var id, kind: String
        var frame: [Double]
        /// The id of the layout it belongs to: the scene, the xib view or the cell.
        var layout: String
        /// The nearest misplaced or ambiguous superview (below the root), whose saved frame
        /// is not where it is laid out: `frame` is then relative to where it is solved.
        var anchor: String? = nil
        var isText: Bool { ["label", "button", "textField", "textView", "segmentedControl"].contains(kind) }
    }

    var views: [View] = []

    /// Every view whose saved frame is Auto Layout's answer, in the coordinates of its
    /// layout's root: not misplaced, ambiguous, hidden, autoresized or fixed-frame, not a layout's root
    /// (whose size the canvas takes), not a navigation or tab bar controller's bar.
    init(file path: String) {
        guard let root = XMLReader.read(file: path).root else { return }
        visit(root, ancestors: [], scene: nil, inBar: false)
    }

    private static let cellTags: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    private static func isLayoutRoot(_ e: XMLElement) -> Bool {
        cellTags.contains(e.name)
            || (["tableHeaderView", "tableFooterView"].contains(e[attribute: "key"] ?? "") && e[attribute: "id"] != nil)
    }

    static func frame(_ e: XMLElement) -> [Double]? {
        guard let rect = e.children.first(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" }) else {
            return nil
        }
        return ["x", "y", "width", "height"].map { rect[attribute: $0].flatMap(Double.init) ?? 0 }
    }

    /// `ancestors`: the views above `e` with a frame, nearest last, from its layout's root.
    private mutating func visit(_ e: XMLElement, ancestors: [XMLElement], scene: String?, inBar: Bool) {
        let scene = e.name == "scene" ? e[attribute: "sceneID"] : scene
        let inBar = inBar || ["navigationBar", "toolbar", "tabBar"].contains(e[attribute: "key"] ?? "")
        var below = ancestors
        if let own = Self.frame(e), let id = e[attribute: "id"], !inBar {
            let fresh = Self.isLayoutRoot(e) || ancestors.isEmpty
            if fresh {
                below = [e]
            } else {
                let counted =
                    e[attribute: "misplaced"] != "YES" && e[attribute: "ambiguous"] != "YES"
                    && e[attribute: "hidden"] != "YES" && e[attribute: "fixedFrame"] != "YES"
                    && e[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO"
                if counted {
                    // Summed up to the root, or to a misplaced or ambiguous superview, which
                    // Xcode flags without moving what it holds (`Tools/fidelity`).
                    var frame = own
                    var anchor: String?
                    for a in ancestors.dropFirst().reversed() {
                        if a[attribute: "misplaced"] == "YES" || a[attribute: "ambiguous"] == "YES" {
                            anchor = a[attribute: "id"]
                            break
                        }
                        let f = Self.frame(a)!
                        frame[0] += f[0]
                        frame[1] += f[1]
                    }
                    let root = ancestors[0]
                    let layout = Self.isLayoutRoot(root) || scene == nil ? root[attribute: "id"] ?? "" : scene!
                    views.append(View(id: id, kind: e.name, frame: frame, layout: layout, anchor: anchor))
                }
                below = ancestors + [e]
            }
        }
        for child in e.children { visit(child, ancestors: below, scene: scene, inBar: inBar) }
    }

    /// The views of `path` laid out within 0.5 pt of their saved frames, by each layout's
    /// design canvas (what `sizeclass solve FILE` does), and those that are not.
    static func compare(file path: String) -> (hits: [View], misses: [(View, [Double]?)]) {
        let solved = solvedFrames(file: path)
        var hits: [View] = []
        var misses: [(View, [Double]?)] = []
        for var view in SavedFrames(file: path).views {
            if let anchor = view.anchor.flatMap({ solved[$0] }) {
                view.frame[0] += anchor[0]
                view.frame[1] += anchor[1]
            }
            if let frame = solved[view.id], zip(frame, view.frame).allSatisfy({ abs($0 - $1) <= 0.5 }) {
                hits.append(view)
            } else {
                misses.append((view, solved[view.id]))
            }
        }
        return (hits, misses)
    }

    /// Every view's frame (x, y, width, height) as `sizeclass solve FILE` lays it out at
    /// its design canvas, in its layout root's coordinates, by id.
    static func solvedFrames(file path: String) -> [String: [Double]] {
        var solved: [String: [Double]] = [:]
        for layout in LayoutFile.readLayouts(path, contentSize: nil) where layout.isValid {
            guard let document = layout.document, let canvas = document.designCanvas else { continue }
            let e = Environment(designCanvas: canvas)
            let solution = CompiledLayout(
                Resolver(document: document, path: path).resolve(for: e.sizeClass), environment: e, path: path
            ).solve()
            for f in solution.frames { solved[f.id] = [f.x, f.y, f.width, f.height] }
        }
        return solved
    }
}
