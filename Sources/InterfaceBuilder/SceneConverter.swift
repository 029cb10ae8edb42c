import LayoutDocument
import LayoutXML

/// Converts one root view of an Interface Builder file (and what it contains) to the
/// document model, following `reference/interface-builder.md`: views by element name,
/// `<subviews>`, the `<constraints>` each view owns (an omitted item is the owning view),
/// the layout guides, CHCR, placeholder or estimated intrinsic sizes, stack views, and the
/// variations (install masks on the owning view, `default` excludes, constants, stack
/// properties). Unknown elements and attributes are skipped.
struct SceneConverter {
    let path: String
    let images: [String: (width: Double, height: Double)]
    /// The document's `toolsVersion`: the era of UIKit it was designed with.
    let toolsVersion: Double
    /// The file's canvas gives cells 20 pt side margins (`DesignCanvasReader.cellMarginsWide`).
    let cellMarginsWide: Bool
    /// The canvas is an iPhone 390 pt wide or less (Xcode 26 gives its cells 16 pt margins,
    /// the wider ones 20).
    let narrowCanvas: Bool
    /// The canvas is an iPhone with a home button, the 5.5-inch too.
    let homeButtonPhone: Bool
    /// The canvas is a narrow iPhone with a home button (the 3.5-, 4- and 4.7-inch).
    var homeButtonCanvas: Bool { narrowCanvas && homeButtonPhone }
    /// A toolbar's height as a view of its own on the file's canvas, held on the safe
    /// area's bottom (`DesignCanvasReader.toolbarViewHeight`).
    let toolbarHeight: Double
    /// A toolbar's height anywhere else: in the top half of its scene, or held elsewhere
    /// (`DesignCanvasReader.toolbarHeight`, iOS's standard bar).
    let standardToolbarHeight: Double
    /// A navigation bar's height as a view of its own on the file's canvas.
    let navigationBarHeight: Double
    /// Pixels per point of the canvas text is measured on (`DesignCanvasReader.textScale`).
    let textScale: Double
    /// A tvOS document: its controls' sizes are tvOS's.
    let tvOS: Bool
    /// Text in the title styles is measured as Xcode 10's canvas drew it
    /// (`DesignCanvasReader.smallerTitleSizes`).
    let smallerTitleSizes: Bool
    /// The Dynamic Type setting text styles are measured at.
    let contentSize: ContentSizeCategory
    /// The fonts the project ships, by PostScript name: text in them is measured with them.
    let fonts: [String: FontFace]
    /// What views show, for pictures; the file's named colours.
    var appearances = AppearanceReader()
    /// Ids that stand for another item: the controller's layout guides, safe-area and
    /// scroll-view guides.
    var aliases: [String: String] = [:]
    private var constraints: [(element: XMLElement, owner: String)] = []
    /// Whether a view's constraints come after those of the views inside it, as the file
    /// lists them, rather than before them, as Xcode adds them. Compilation breaks the
    /// later of two conflicting constraints, so by default the inner view gives way (a
    /// 57 pt bar's stack of 17 pt labels is 57 high, as a shopping app's rows were saved);
    /// a xib's cell, or a storyboard's prototype before Xcode 11
    /// (`DesignCanvas.constraintsInFileOrder`), takes the file's order, its content's sizes
    /// first.
    var ownersAfterSubviews = false
    /// Whether the cells laid out are a table view controller's own table's (its root
    /// view) rather than those of a table placed inside another view.
    var cellsOfControllersTable = false
    /// Install masks by constraint id, in file order: nil class for `default`.
    private var masks: [String: [(key: VariationKey, installed: Bool, location: SourceLocation)]] = [:]
    var warnings: [Diagnostic] = []
    /// Named fonts already warned about in this layout.
    private var warnedFonts: Set<String> = []
    /// The saved top of the view being converted, and its root's saved height, in the
    /// root's coordinates: where a toolbar sits decides its height.
    private var savedTop: Double = 0
    private var rootSavedHeight: Double = 0
    /// The items whose bottom a constraint holds on a safe area's bottom (or the bottom
    /// layout guide): the only toolbars drawn at the taller height above a home indicator.
    private var onSafeAreaBottom: Set<String> = []
    /// Whether the layout is a scene Xcode draws presented as a sheet.
    var presentedAsSheet = false

    /// `canvases` tells the file's era and canvas width.
    init(
        path: String, images: [String: (width: Double, height: Double)], canvases: DesignCanvasReader,
        contentSize: ContentSizeCategory = .large, fonts: [String: FontFace] = [:]
    ) {
        self.contentSize = contentSize
        self.fonts = fonts
        self.path = path
        self.images = images
        toolsVersion = canvases.toolsVersion
        cellMarginsWide = canvases.cellMarginsWide
        narrowCanvas = canvases.narrowCanvas
        homeButtonPhone = canvases.homeButtonPhone
        textScale = canvases.textScale
        tvOS = canvases.tvOS
        smallerTitleSizes = canvases.smallerTitleSizes
        let compact: Double? = canvases.compactBars ? 32 : nil
        toolbarHeight = compact ?? canvases.toolbarViewHeight
        standardToolbarHeight = compact ?? canvases.toolbarHeight
        navigationBarHeight = compact ?? canvases.navigationBarHeight
    }

    /// The document for `root` (a storyboard scene's `view`, or a xib's top-level view).
    mutating func document(root: XMLElement, name: String) -> LayoutDocument {
        noteGuides(in: root, isRoot: true)
        let bottomGuides = aliases.filter { $0.value != "topLayoutGuide" }.keys
        (referenced, onSafeAreaBottom) = Self.constrainedItems(in: root, bottomGuides: Set(bottomGuides))
        var item = view(root, isRoot: true, inStack: false)
        // A table header or footer view that preserves its superview's margins has the
        // table's at its sides, which are its cells' (LNPopupController's album header,
        // Xcode 16 on the 6.1-inch canvas: a stack between its margins 20 pt in, as the
        // cells' content is, where a view of its own has 8).
        if InterfaceBuilderReader.headerKeys.contains(root[attribute: "key"] ?? ""),
            root[attribute: "preservesSuperviewLayoutMargins"] == "YES", item.attributes.margins == nil
        {
            let side = tableCellMargins(cellWidth: root.savedFrame?.width ?? .infinity).side
            item.attributes.margins = EdgeInsets(top: 8, leading: side, bottom: 8, trailing: side)
        }
        // What the file implies comes first, as UIKit installs it with the views: in a
        // conflict the constraint left out is then one the file writes, and a cell's
        // content view keeps its cell's size (DuckDuckGo's tab cell, whose views pinned to
        // its content view's height Xcode saved 40 pt tall with the cell).
        var entries = generated
        var written: [WrittenConstraint] = []
        for (element, owner) in constraints {
            if let c = constraint(element, owner: owner) {
                written.append(WrittenConstraint(constraint: c, owner: owner))
            }
        }
        // In a cell whose content does not fit its height, Xcode keeps the top of the
        // chain and leaves out the constraint to the content view's bottom, whatever the
        // file's order (Pocket Casts' empty-results cell, ArcGIS's animation cells,
        // Habitica's, Firebase's account cell: 6 of the 7 such cells in the fetched apps
        // that differ): those go last, so that a conflict breaks them.
        if InterfaceBuilderReader.cellTags.contains(root.name) {
            var container: Set<String> = [item.id]
            if let content = root.children.first(where: { $0[attribute: "key"] == "contentView" }) {
                container.insert(content[attribute: "id"] ?? "\(item.id)-contentView")
            }
            let bottom: Set<LayoutAttribute> = [.bottom, .bottomMargin]
            for k in written.indices {
                let c = written[k].constraint
                written[k].pinsCellBottom = ([c.first] + (c.second.map { [$0] } ?? [])).contains {
                    container.contains($0.item) && bottom.contains($0.attribute)
                }
            }
            written = written.filter { !$0.pinsCellBottom } + written.filter(\.pinsCellBottom)
        }
        entries += written.map { .constraint($0.constraint) }
        var document = LayoutDocument(version: 1, name: name, root: item, constraints: entries, location: root.location)
        document.installationOrder = installationOrder(of: written, after: generated.count)
        document.itemNames = Self.itemNames(item)
        return document
    }

    /// A constraint the file writes, with the view whose list it is in and whether it
    /// holds a cell's content to the cell's bottom (those go last).
    private struct WrittenConstraint {
        var constraint: LayoutConstraint
        var owner: String
        var pinsCellBottom = false
    }

    /// The order the engine adds a layout's constraints in (`LayoutDocument.installationOrder`),
    /// as indices into its list, which holds the `generated` ones and then `written`: the
    /// generated ones first, then each view's own constraints latest written first (those
    /// pinning a cell's bottom, already last, reversed among themselves), its centrings
    /// after its other constraints; nil when that is the list's order. Of two required
    /// constraints that conflict, Xcode's canvas keeps the one written later in the view's
    /// list far more often than the earlier: taken latest first, 59 more views of 3,137
    /// fetched files land within half a point of their saved frames (an apple-picking
    /// game's label `<= 44` then `= 60`, saved 60; a dice app's container pinned twice; an
    /// egg timer's progress view) and 1 fewer (a Twitter client's button of Xcode 13, 6 and
    /// then 10 pt from the margin, saved at 6). A centring (a centre to a centre) gives way
    /// to edges wherever it is written: a memory game's stack pinned 10 pt inside the safe
    /// area's top and bottom and centred on the screen was saved between the pins, as were
    /// a ride app's launch view and a row 52 and 53 pt in from its sides, and a dating
    /// app's label 102 and 101 pt in (+9 views, −4 in the 1,225 files of the fidelity
    /// sets; the four a child scene's stack that a status bar the canvas should not draw
    /// puts in conflict). A layout that takes the file's order (`ownersAfterSubviews`)
    /// keeps it.
    private func installationOrder(of written: [WrittenConstraint], after generated: Int) -> [Int]? {
        guard !ownersAfterSubviews else { return nil }
        let centres: Set<LayoutAttribute> = [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins]
        func centring(_ c: LayoutConstraint) -> Bool {
            centres.contains(c.first.attribute) && c.second.map { centres.contains($0.attribute) } == true
        }
        // Runs of one view's list (the cell-bottom pins, moved last, a run of their own),
        // each reversed, its centrings last.
        var order = Array(0..<generated)
        var start = 0
        for k in written.indices {
            let next = written.indices.contains(k + 1) ? written[k + 1] : nil
            guard next?.owner != written[k].owner || next?.pinsCellBottom != written[k].pinsCellBottom else { continue }
            let run = (start...k).reversed()
            let centred = run.filter { centring(written[$0].constraint) }
            order += (run.filter { !centred.contains($0) } + centred).map { $0 + generated }
            start = k + 1
        }
        return order == Array(order.indices) ? nil : order
    }

    // MARK: views

    static let kinds: [String: ViewKind] = [
        "label": .label, "button": .button, "textField": .textField, "textView": .textView,
        "imageView": .imageView, "scrollView": .scrollView, "tableView": .scrollView, "collectionView": .scrollView,
    ]

    /// Constraints the file implies rather than writes: autoresizing masks, content views,
    /// safe-area and scroll-view guides.
    private var generated: [ConstraintEntry] = []
    /// The items the layout's constraints name: a subview's safe area no constraint names
    /// is left out, as its edges (the farther in of two) would otherwise pull on the view.
    private var referenced: Set<String> = []
    /// How deep the view being converted is (its root 1): a subview's safe area is pulled
    /// to its edges the more weakly the deeper it is.
    private var depth = 0
    /// The items' outline names (their labels) by id, an id added to each of two or more
    /// equal names, and the built-in guides as Xcode names them.
    private static func itemNames(_ root: LayoutItem) -> [String: String] {
        let items = root.allItems().filter { $0.label != nil }
        var counts: [String: Int] = [:]
        for item in items { counts[item.label!, default: 0] += 1 }
        var result = [
            "safeArea": "Safe Area", "topLayoutGuide": "Top Layout Guide", "bottomLayoutGuide": "Bottom Layout Guide",
        ]
        for item in items {
            result[item.id] = counts[item.label!, default: 0] > 1 ? "\(item.label!) (\(item.id))" : item.label!
        }
        return result
    }

    /// The root's safe-area guide is the layout's own (`safeArea`). Another view's safe
    /// area (`safeAreaGuide`) and a scroll view's frame and content layout guides
    /// (`scrollGuides`) are guides of their own.
    /// The ids the constraints under `e` name as their first or second item; and those
    /// whose bottom an equality with no constant holds on a safe area's bottom: a view's
    /// `safeArea` guide, or one of `bottomGuides` (the root's safe area and the
    /// controller's bottom layout guide, whichever way the file names them).
    private static func constrainedItems(
        in e: XMLElement, bottomGuides: Set<String>
    ) -> (referenced: Set<String>, onSafeAreaBottom: Set<String>) {
        var ids: Set<String> = []
        var safeAreas = bottomGuides
        var bottomPins: [(String, String)] = []
        func visit(_ e: XMLElement) {
            if e.name == "constraint" {
                let (first, second) = (e[attribute: "firstItem"], e[attribute: "secondItem"])
                if let first { ids.insert(first) }
                if let second { ids.insert(second) }
                if let first, let second, e[attribute: "firstAttribute"] == "bottom",
                    e[attribute: "secondAttribute"] == "bottom", (e[attribute: "relation"] ?? "equal") == "equal",
                    (Double(e[attribute: "constant"] ?? "0") ?? 0) == 0
                {
                    bottomPins.append((first, second))
                }
            } else if e.name == "viewLayoutGuide", e[attribute: "key"] == "safeArea", let id = e[attribute: "id"] {
                safeAreas.insert(id)
            }
            e.children.forEach(visit)
        }
        visit(e)
        var onSafeAreaBottom: Set<String> = []
        for (first, second) in bottomPins {
            if safeAreas.contains(second) { onSafeAreaBottom.insert(first) }
            if safeAreas.contains(first) { onSafeAreaBottom.insert(second) }
        }
        return (ids, onSafeAreaBottom)
    }

    private mutating func noteGuides(in e: XMLElement, isRoot: Bool) {
        guard isRoot else { return }
        for g in e.children where g.name == "viewLayoutGuide" {
            guard let id = g[attribute: "id"], g[attribute: "key"] == "safeArea" || g[attribute: "key"] == nil else {
                continue
            }
            aliases[id] = "safeArea"
        }
    }

    /// The priority a subview's safe-area guide is pulled to the view's edges at: above
    /// every optional priority a file can give, so that no preference moves it (at the
    /// lowest priority, a hugging label pinned 32 pt inside a full-width view's guide
    /// narrowed the guide to the label's text). A view's guide is pulled a level above
    /// those of the views inside it (a thousandth of a point less per level down): UIKit
    /// computes safe areas from the outside in, so where a constraint ties an outer guide
    /// to an inner view the outer guide keeps its place and the inner view moves. At one
    /// level for all, RxFlow's header, 44 pt above its container's safe area, could sit
    /// anywhere from 15 to 59 pt down at the same cost: ambiguous.
    static func safeAreaPull(depth: Int) -> Double { 999.5 - Double(min(max(depth, 0), 400)) / 1000 }

    /// UIStackView's system spacing between arranged views (`spacingType="standard"`).
    static let systemSpacing = 8.0

    /// A subview's safe area, as UIKit computes it: the part of the view inside the
    /// screen's safe area. Each edge is the farther in of the view's edge and the safe
    /// area's (`guide.top >= view.top`, `guide.top >= safeArea.top`, both required),
    /// pulled to the view's edge at `safeAreaPull`: their maximum, in linear terms.
    private mutating func safeAreaGuide(of e: XMLElement, view id: String) -> [LayoutItem] {
        guard let g = e.children.first(where: { $0.name == "viewLayoutGuide" && $0[attribute: "key"] == "safeArea" }),
            let gid = g[attribute: "id"], referenced.contains(gid)
        else { return [] }
        var guide = LayoutItem(id: gid, element: .guide, location: g.location)
        guide.label = "Safe Area"
        var guides = [guide]
        // A scroll view's safe area does not scroll: it is inset from the scroll view's
        // frame, not from its content area (which its edges are, seen from inside it), as
        // KeePassium's unlock forms, centred on it in taller content views, were saved. Its
        // edges go to the scroll view's frame layout guide: the file's, or one made here.
        var frame = id
        if Self.kinds[e.name] == .scrollView {
            if let declaredID = Self.declaredFrameGuide(of: e) {
                frame = declaredID
            } else {
                frame = "\(gid)-frame"
                guides.append(
                    pinnedGuide(
                        frame, label: "Frame Layout Guide", to: id, on: Self.frameGuideAttributes, at: g.location))
            }
        }
        let edges: [(LayoutAttribute, ConstraintRelation)] = [
            (.top, .greaterThanOrEqual), (.left, .greaterThanOrEqual), (.bottom, .lessThanOrEqual),
            (.right, .lessThanOrEqual),
        ]
        for (attribute, inward) in edges {
            let first = ItemReference(item: gid, attribute: attribute, location: g.location)
            for (suffix, other, relation, priority) in [
                ("view", frame, inward, 1000.0), ("screen", "safeArea", inward, 1000),
                ("pull", frame, .equal, Self.safeAreaPull(depth: depth)),
            ] {
                var c = LayoutConstraint(
                    id: "\(gid)-\(attribute.rawValue)-\(suffix)", first: first, relation: relation,
                    second: ItemReference(item: other, attribute: attribute, location: g.location), priority: priority,
                    location: g.location)
                c.label = "safe area"
                generated.append(.constraint(c))
            }
        }
        return guides
    }

    /// A view's `keyboardLayoutGuide` (iOS 15) as the canvas draws it, with no keyboard
    /// shown: UIKit keeps it below the safe area, from the safe area's bottom to the view's,
    /// across the view's width (KeePassium's scroll views end at its top: 34 pt above the
    /// bottom of the 6.1-inch canvas).
    private mutating func keyboardGuide(of e: XMLElement, view id: String) -> [LayoutItem] {
        guard let g = e.children.first(where: { $0.name == "keyboardLayoutGuide" }),
            let gid = g[attribute: "id"], referenced.contains(gid)
        else { return [] }
        var guide = LayoutItem(id: gid, element: .guide, location: g.location)
        guide.label = "Keyboard Layout Guide"
        for (attribute, other, otherAttribute) in [
            (LayoutAttribute.left, id, LayoutAttribute.left), (.right, id, .right), (.bottom, id, .bottom),
            (.top, "safeArea", .bottom),
        ] {
            var c = LayoutConstraint(
                id: "\(gid)-\(attribute.rawValue)",
                first: ItemReference(item: gid, attribute: attribute, location: g.location),
                second: ItemReference(item: other, attribute: otherAttribute, location: g.location),
                location: g.location)
            c.label = guide.label
            generated.append(.constraint(c))
        }
        return [guide]
    }

    /// A scroll view's `frameLayoutGuide` (its frame: the same size and centre) and
    /// `contentLayoutGuide` (its content area: the same edges, so the content size), as
    /// guide items with the constraints UIKit gives them.
    private mutating func scrollGuides(of e: XMLElement, scrollView id: String) -> [LayoutItem] {
        var guides: [LayoutItem] = []
        for g in e.children where g.name == "viewLayoutGuide" {
            guard let gid = g[attribute: "id"], let key = g[attribute: "key"] else { continue }
            switch key {
            case "frameLayoutGuide":
                guides.append(
                    pinnedGuide(gid, label: "Frame Layout Guide", to: id, on: Self.frameGuideAttributes, at: g.location)
                )
            case "contentLayoutGuide":
                guides.append(
                    pinnedGuide(
                        gid, label: "Content Layout Guide", to: id, on: [.left, .top, .right, .bottom], at: g.location))
            default: continue
            }
        }
        return guides
    }

    /// The id of the frame layout guide scroll view `e` declares, if it declares one.
    static func declaredFrameGuide(of e: XMLElement) -> String? {
        e.children.first { $0[attribute: "key"] == "frameLayoutGuide" }?[attribute: "id"]
    }

    /// What a scroll view's frame layout guide shares with it: its size and centre.
    static let frameGuideAttributes: [LayoutAttribute] = [.width, .height, .centerX, .centerY]

    /// A guide `gid` equal to view `id` on each of `attributes`, with those constraints.
    private mutating func pinnedGuide(
        _ gid: String, label: String, to id: String, on attributes: [LayoutAttribute], at location: SourceLocation
    ) -> LayoutItem {
        var guide = LayoutItem(id: gid, element: .guide, location: location)
        guide.label = label
        for attribute in attributes {
            var c = LayoutConstraint(
                id: "\(gid)-\(attribute.rawValue)",
                first: ItemReference(item: gid, attribute: attribute, location: location),
                second: ItemReference(item: id, attribute: attribute, location: location), location: location)
            c.label = label
            generated.append(.constraint(c))
        }
        return guide
    }

    private mutating func view(_ e: XMLElement, isRoot: Bool, inStack: Bool, id given: String? = nil) -> LayoutItem {
        depth += 1
        let superviewTop = savedTop
        savedTop = isRoot ? 0 : superviewTop + (e.savedFrame?.y ?? 0)
        if isRoot { rootSavedHeight = e.savedFrame?.height ?? 0 }
        defer {
            depth -= 1
            savedTop = superviewTop
        }
        let id = given ?? e[attribute: "id"] ?? ""
        // A stack with no arranged views sizes nothing; given a placeholder intrinsic size
        // in Interface Builder, it is drawn at it (ProtonVPN's 96 × 52 stat items, filled
        // from code, and 9 of 9 such stacks in fetched files): a view with that size.
        let arranged = e.children.first { $0.name == "subviews" }?.children ?? []
        let placeholderSized =
            e[attribute: "placeholderIntrinsicWidth"] != nil || e[attribute: "placeholderIntrinsicHeight"] != nil
        let isStack = e.name == "stackView" && !(arranged.isEmpty && placeholderSized)
        let kind = Self.kinds[e.name] ?? .view
        var item = LayoutItem(id: id, element: isStack ? .stack : .view, kind: kind, location: e.location)
        item.label = OutlineName.of(e)
        if e.name == "view" { item.customClass = e[attribute: "customClass"] }
        item.title = e.name == "button" ? ButtonContent(e).title : nil
        item.text = e.stringProperty("text")
        item.appearance = appearances.appearance(of: e)
        var a = ViewAttributes()
        if Self.isHiddenOnCanvas(e) { a.hidden = true }
        if !isStack && !isRoot { setContentPriorities(e, kind: kind, &a) }
        if !isStack && !isRoot { setIntrinsicSize(e, &a, &item) }
        if isStack { setStackProperties(e, from: e, &a) }
        setMargins(e, &a)
        item.attributes = a
        if !isRoot { item.attributeLocations["id"] = e.attribute("id")?.location }
        if let f = e.savedFrame {
            let flagged = ["misplaced", "ambiguous", "hidden"].contains { e[attribute: $0] == "YES" }
            // A stack's arranged views never translate their mask: UIStackView turns it off.
            let autoresized =
                !inStack
                && (e[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO"
                    || e[attribute: "fixedFrame"] == "YES")
            item.designFrame = DesignFrame(
                x: isRoot ? 0 : f.x, y: isRoot ? 0 : f.y, width: f.width, height: f.height,
                isLayoutAnswer: !isRoot && !flagged && !autoresized)
            item.designFrame?.isMisplaced = ["misplaced", "ambiguous"].contains { e[attribute: $0] == "YES" }
            item.autoresizes = !isRoot && autoresized
            item.preservesSuperviewMargins = !isRoot && e[attribute: "preservesSuperviewLayoutMargins"] == "YES"
            if e[attribute: "layoutMarginsFollowReadableWidth"] == "YES" {
                item.readableWidth = contentSize.readableWidth
            }
            // The safe area, and margins inset from it, came with iOS 11 (Xcode 9).
            item.marginsIgnoreSafeArea =
                toolsVersion < XcodeEra.xcode9 || e[attribute: "insetsLayoutMarginsFromSafeArea"] == "NO"
        }

        // This view's variations: install masks for its constraints and subviews, and
        // property values.
        var subviewMasks: [String: [(VariationKey, Bool, SourceLocation)]] = [:]
        for v in e.children where v.name == "variation" {
            guard let key = v[attribute: "key"].flatMap(VariationKey.init) else { continue }
            for mask in v.children where mask.name == "mask" {
                for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                    guard let ref = entry[attribute: "reference"] else { continue }
                    let installed = entry.name == "include"
                    if mask[attribute: "key"] == "constraints" {
                        masks[ref, default: []].append((key, installed, entry.location))
                    } else if mask[attribute: "key"] == "subviews" {
                        subviewMasks[ref, default: []].append((key, installed, entry.location))
                    }
                }
            }
            if case .sizeClass(let sizeClass) = key {
                var changed = ViewAttributes()
                if let hidden = v[attribute: "hidden"] { changed.hidden = hidden == "YES" }
                if isStack { setStackProperties(v, from: e, &changed) }
                if !isStack && !isRoot, let font = v.children.first(where: { $0.name == "fontDescription" }) {
                    fontVariation(of: e, to: font, in: sizeClass, at: v.location, &changed, &item)
                }
                if !changed.setNames.isEmpty {
                    item.variations.vary(in: sizeClass, empty: ViewAttributes(), location: v.location) {
                        $0.merge(changed)
                    }
                }
            }
        }

        noteGuides(in: e, isRoot: isRoot)
        if !isRoot { item.children += safeAreaGuide(of: e, view: id) }
        item.children += keyboardGuide(of: e, view: id)
        if kind == .scrollView { item.children += scrollGuides(of: e, scrollView: id) }
        if let guides = e.children.first(where: { $0.name == "layoutGuides" }) {
            for g in guides.children where g.name == "layoutGuide" {
                guard let gid = g[attribute: "id"] else { continue }
                var guide = LayoutItem(id: gid, element: .guide, location: g.location)
                guide.label = g[attribute: "userLabel"] ?? g[attribute: "identifier"] ?? "Layout Guide"
                item.children.append(guide)
            }
        }
        if !ownersAfterSubviews { ownConstraints(of: e, id: id) }
        if let subviews = e.children.first(where: { $0.name == "subviews" }) {
            // A scroll view's autoresizing subviews follow its bounds, not its content:
            // their masks are read against its frame (its frame layout guide), so they
            // leave the content size to the code that sets it, as Xcode does (no
            // "Scrollable content size is ambiguous" for BTCardView's card in a scroll
            // view of springs and struts).
            var autoresizingSuperview = id
            if kind == .scrollView, !isStack,
                subviews.children.contains(where: { $0[attribute: "id"] != nil && Self.translatesAutoresizingMask($0) })
            {
                if let declaredID = Self.declaredFrameGuide(of: e) {
                    autoresizingSuperview = declaredID
                } else {
                    autoresizingSuperview = "\(id)-autoresizing-frame"
                    item.children.append(
                        pinnedGuide(
                            autoresizingSuperview, label: "Frame Layout Guide", to: id, on: Self.frameGuideAttributes,
                            at: subviews.location))
                }
            }
            for child in subviews.children where child[attribute: "id"] != nil {
                var sub = view(child, isRoot: false, inStack: isStack)
                if let f = child.savedFrame, let superview = e.savedFrame {
                    switch XcodeTemplate.drawing(of: sub.id, at: f, superviewWidth: superview.width) {
                    case .asSaved: sub.designFrame?.isDrawnAsSaved = true
                    case .pointWider: sub.designFrame?.extraWidth = 1
                    case nil: break
                    }
                }
                for (key, installed, location) in subviewMasks[sub.id] ?? [] {
                    switch key {
                    case .base: if !installed { sub.attributes.installed = false }
                    case .sizeClass(let c):
                        sub.variations.vary(in: c, empty: ViewAttributes(), location: location) {
                            $0.installed = installed
                        }
                    }
                }
                item.children.append(sub)
                if !isStack {
                    addAutoresizing(
                        child, superview: autoresizingSuperview, superviewFrame: e.savedFrame,
                        alignmentInsets: sub.alignmentInsets)
                } else {
                    addFixedSize(child, alignmentInsets: sub.alignmentInsets)
                }
            }
        }
        if let content = e.children.first(where: { $0[attribute: "key"] == "contentView" }) {
            item.children.append(contentView(content, of: e, cellID: id))
        }
        if ownersAfterSubviews { ownConstraints(of: e, id: id) }
        return item
    }

    /// The constraints view `e` owns, in its file order, after those taken so far.
    private mutating func ownConstraints(of e: XMLElement, id: String) {
        if let list = e.children.first(where: { $0.name == "constraints" }) {
            for c in list.children where c.name == "constraint" { constraints.append((c, id)) }
        }
    }

    /// How much narrower than its cell a content view saved without a frame is drawn
    /// beside each accessory (`contentView(_:of:cellID:)`).
    private static let accessoryWidths: [String: Double] = [
        "disclosureIndicator": 33, "checkmark": 39, "detailButton": 47, "detailDisclosureButton": 67,
    ]

    /// A cell's content view: UIKit sizes it to the cell (less the accessory, as the
    /// saved frames show), so its edges keep their saved distances from the cell's. Xcode
    /// 8–11 wrote collection view cells' content views without an id; they get
    /// `CELL-contentView`. A table view cell's content view has the cell margins of the
    /// file's era, as the saved frames of real cells show: 8 pt all round before Xcode 9.1
    /// (`XcodeEra.xcode9Point1`; the table's 15 pt at the sides where the cell and its
    /// content view both preserve their superview's margins); then 11 pt above and below
    /// (below, to Xcode 10, from the cell's bottom)
    /// and the system's 16 pt at the sides (20 pt on canvases wider than 390 pt and, from
    /// Xcode 12, 390 pt wide, for cells wider than 320 pt, and before Xcode 12 for a xib's
    /// cells 400 pt wide or more; 15 pt in Xcode 11 on the iPhones 390 pt wide or less, but
    /// for a table view controller's own table); since iOS 26, 15 pt and 20 pt (16 on the
    /// iPhones 390 pt wide or less); 8 pt at the trailing side beside an accessory.
    private mutating func contentView(_ e: XMLElement, of cell: XMLElement, cellID: String) -> LayoutItem {
        let id = e[attribute: "id"] ?? "\(cellID)-contentView"
        var item = view(e, isRoot: false, inStack: false, id: id)
        let cellFrame = cell.cellFrame(toolsVersion: toolsVersion)
        if e.name == "tableViewCellContentView", item.attributes.margins == nil {
            let (vertical, side) = tableCellMargins(
                cellWidth: cellFrame?.width ?? .infinity,
                // Written "NO" on the content view counts as on the cell: a workout planner's
                // plan cells of Xcode 10.1 on the 5.8-inch canvas, their labels 15 pt in.
                fromSafeArea: cell[attribute: "insetsLayoutMarginsFromSafeArea"] != "NO"
                    && e[attribute: "insetsLayoutMarginsFromSafeArea"] != "NO",
                preservingTables: cell[attribute: "preservesSuperviewLayoutMargins"] == "YES"
                    && e[attribute: "preservesSuperviewLayoutMargins"] == "YES")
            // Beside an accessory (a disclosure indicator, a checkmark) the content view's
            // trailing margin is 8 pt whatever the width, as the saved frames of DuckDuckGo's
            // accessory cells show on 4.7- and 6.5-inch canvases.
            let accessory = (cell[attribute: "accessoryType"] ?? "none") != "none"
            // Xcode 9.1 to 10 drew the bottom margin 11 pt above the cell's bottom, not the
            // content view's, which they saved a separator (half a point) short of it: a
            // minesweeper's score cell of Xcode 10.1, its stack centred and pinned to the
            // bottom margin, saved 22.5 pt high in a 43.5 pt content view (and four cells
            // of four more apps, views pinned to that margin 10.5 pt above the content
            // view's bottom). Xcode 11 saves the content view as high as its cell.
            var bottom = vertical
            if (XcodeEra.xcode9Point1..<XcodeEra.xcode11).contains(toolsVersion), let cellFrame,
                let saved = e.savedFrame
            {
                bottom -= min(max(cellFrame.height - saved.y - saved.height, 0), 1)
            }
            item.attributes.margins = EdgeInsets(
                top: vertical, leading: side, bottom: bottom, trailing: accessory ? 8 : side)
        }
        guard let cellFrame else { return item }
        // Xcode 6 could write a content view without a frame (Matrix's member cell): UIKit
        // sizes it to its cell all the same, less the separator below it, which files
        // before Xcode 9 mostly show a point high (122 of 172 content views with a frame).
        let separator: Double = toolsVersion < XcodeEra.xcode9 ? 1 : 0
        // Less the accessory at its side, as Xcode 6 to 10 saved content views beside one
        // (a disclosure indicator 33 pt in 153 cells, a checkmark 39, a detail button 47,
        // both 67): Smashtag's frameless tweet cells of Xcode 7 beside a disclosure
        // indicator end their labels 33 pt short of the cell's side.
        let accessoryWidth = Self.accessoryWidths[cell[attribute: "accessoryType"] ?? "none"] ?? 0
        var frame =
            e.savedFrame
            ?? (
                x: 0, y: 0, width: max(0, cellFrame.width - accessoryWidth),
                height: max(0, cellFrame.height - separator)
            )
        // A content view saved shorter than its cell by more than the separator kept a
        // stale frame (the library's 43 pt in a restaurant app's 88 pt business cell of
        // Xcode 6, its labels saved down to 70 pt): UIKit sizes it to its cell all the same.
        // 15 cells of the fetched files before Xcode 9; 2 views more within half a point.
        if toolsVersion < XcodeEra.xcode9, frame.height < cellFrame.height - separator - 0.01 {
            frame.height = max(0, cellFrame.height - separator)
        }
        let insets: [(LayoutAttribute, Double)] = [
            (.left, frame.x), (.top, frame.y), (.right, frame.x + frame.width - cellFrame.width),
            (.bottom, frame.y + frame.height - cellFrame.height),
        ]
        for (attribute, constant) in insets {
            var c = LayoutConstraint(
                id: "\(id)-\(attribute.rawValue)", first: ItemReference(item: id, attribute: attribute),
                second: ItemReference(item: cellID, attribute: attribute), constant: .points(tidy(constant)),
                location: e.location)
            c.label = "content view"
            generated.append(.constraint(c))
        }
        return item
    }

    /// A table view cell's content-view margins in the file's era, above and below and at
    /// the sides, for a cell `cellWidth` wide: the table's own margins at its sides (never
    /// less than UIKit's 8 pt), which a header or footer view that preserves its
    /// superview's margins has too. `fromSafeArea`: whether the cell insets its margins
    /// from the safe area (`insetsLayoutMarginsFromSafeArea`, on unless written "NO").
    /// `preservingTables`: whether the cell and its content view both preserve their
    /// superview's margins, which before Xcode 9.1 gave the content view the table's.
    private func tableCellMargins(
        cellWidth width: Double, fromSafeArea: Bool = true, preservingTables: Bool = false
    ) -> (vertical: Double, side: Double) {
        // A cell 320 pt wide or less keeps 16 pt on a wide canvas too (WooCommerce's
        // xib cells on the 6.1-inch canvas: 12 of 12 at 320 pt, 331 pt ones at 20).
        // Before Xcode 12 a xib's cell was drawn at its own width: one 400 pt wide or
        // more has 20 pt on any canvas (Element's 600 pt cells of Xcode 10 on the
        // 4.7-inch one, 29 of 29; Habitica's 844 pt). Since, the canvas's iPhone decides
        // (Element's 600 pt cells of Xcode 12, 11 of 11, and ProtonVPN's 514 and 596 pt
        // ones of Xcode 13-14 have 16 pt on the 4.7-inch canvas).
        let xib = path.lowercased().hasSuffix(".xib")
        let ownCanvas = xib && width >= 400 && toolsVersion < XcodeEra.xcode12
        let wide = (cellMarginsWide || ownCanvas) && width > 320
        // Before Xcode 9.1 a content view's margins were UIKit's 8 pt, unless it and its cell
        // both preserve their superview's margins: then the table's at the sides, its
        // separator inset, 15 pt on the iPhones (a chess app's static settings cells of
        // Xcode 8.3 on the 4.7-inch canvas, their labels and switches 15 pt in: 14 views
        // of 14; the 53 such views of cells that do not preserve them, in 22 apps, sit 8 pt
        // in) and 20 on the wider canvases, as UIKit of those years set it on an iPad.
        if toolsVersion < XcodeEra.xcode9Point1 { return (8, preservingTables ? (cellMarginsWide ? 20 : 15) : 8) }
        if toolsVersion >= XcodeEra.xcode26 { return (15, narrowCanvas ? 16 : 20) }
        // Xcode 11 drew cells on the narrow iPhones with 15 pt (WooCommerce's, ProtonVPN's
        // and Loop's xib cells on the 4.7-inch canvas: 7 of 7, one 416 pt wide; RxFlow's
        // prototype cell). So did Xcode 10.1 and 10.2 with a storyboard's prototype cells
        // on the iPhones with a home button (Photobook's three, SlackCopyApp's and Decide's
        // on the 4.7-inch canvas); on the 5.8-inch canvas they kept 16 (KnightHacks' and
        // ContinuumCDG's, the screen's width and inset from the safe area), as Xcode 9.1 to
        // 10.0 drew them on every iPhone, but not a cell that does not inset its margins
        // from the safe area (coRetail's eight) or is narrower than the screen (Decide's
        // 335 pt one, where the 5.8-inch screen is 375): those have 15 there too. A xib's
        // cell of Xcode 10, drawn at its own width, kept 16 (BiTanDemo's 320 and 331 pt
        // cells) or 20 (Element's 600 pt ones). Xcode 9.2 to 10.0's cells that do not inset
        // their margins from the safe area have 15 on the iPhones with a home button too
        // (two recipe apps' and a to-do app's prototype cells on the 4.7-inch canvas: 7
        // views of 7; a restaurant finder's on the 5.5-inch one, where others have 20: its
        // eight views 15 pt in); Xcode 9.1's kept 16 (a budget app's static cells: 7 of 7).
        // Those 15 pt prototype cells of Xcode 10.1 to 11 are of tables placed in a
        // controller's view (RxFlow's, Photobook's, SlackCopyApp's); a table view
        // controller's own table kept 16 (eight Twitter course apps' tweet cells of Xcode
        // 10.1 to 11.4 on the 4.7- and 5.8-inch canvases, 28 views; a VK client's), and so
        // did Xcode 10.0's (an alarm app's four cells that do not inset from the safe area,
        // on the 4.7-inch canvas, 6 views of 6).
        let xcode10Point1Prototype = !xib && (XcodeEra.xcode10Point1..<XcodeEra.xcode11).contains(toolsVersion)
        let fifteen =
            !cellsOfControllersTable
            && ((narrowCanvas && (XcodeEra.xcode11..<XcodeEra.xcode12).contains(toolsVersion))
                || (xcode10Point1Prototype && homeButtonCanvas)
                || (xcode10Point1Prototype && narrowCanvas && (!fromSafeArea || width < 375))
                || (!xib && (XcodeEra.xcode9Point2..<XcodeEra.xcode10Point1).contains(toolsVersion) && !fromSafeArea
                    && homeButtonPhone))
        return (11, fifteen ? 15 : wide ? 20 : 16)
    }

    private func setContentPriorities(_ e: XMLElement, kind: ViewKind, _ a: inout ViewAttributes) {
        func value(_ name: String, _ fallback: Double) -> Double { e[attribute: name].flatMap(Double.init) ?? fallback }
        // Interface Builder's absent hugging is 250 for every kind (labels are written 251).
        let h = (value("horizontalHuggingPriority", 250), value("verticalHuggingPriority", 250))
        if h != (kind.defaultHugging, kind.defaultHugging) { a.hugging = AxisPair(horizontal: h.0, vertical: h.1) }
        let r = (
            value("horizontalCompressionResistancePriority", 750), value("verticalCompressionResistancePriority", 750)
        )
        if r != (750, 750) { a.compressionResistance = AxisPair(horizontal: r.0, vertical: r.1) }
    }

    private mutating func setIntrinsicSize(_ e: XMLElement, _ a: inout ViewAttributes, _ item: inout LayoutItem) {
        // A toolbar placed in the top half of its scene is iOS's standard one, not the
        // taller bottom bar of an iPhone with a home indicator: the meme editors' top
        // toolbars (Xcode 10.2 to 12.3, 6.1- and 6.5-inch canvases) were saved 44 pt high,
        // 5 of 5, where 7 of 10 at the bottom of those of Xcode 12 and later are 49.
        let atTop = e.name == "toolbar" && savedTop < rootSavedHeight / 2
        // Lower down, only a toolbar held on the safe area's bottom is the taller bar: the
        // bottom toolbars of Xcode 10.2 to 13 that sit elsewhere (8 pt into a tab bar, 39
        // pt below the safe area, in a stack on it) were saved 44 high, 4 of 4, where those
        // on it were 49 (Esri's samples, two camera apps, a meme editor).
        let standardToolbar = atTop || !onSafeAreaBottom.contains(e[attribute: "id"] ?? "")
        // A navigation bar placed at the top of a sheet is iOS 13's sheet bar, 56 pt, as
        // a navigation controller's there is: a map course's add-location scenes and a
        // meme editor (Xcode 11.3 to 12.5, pinned to the safe area's top, no height of
        // their own) were saved 56 high, 3 of 3.
        let sheetBar =
            e.name == "navigationBar" && presentedAsSheet && savedTop == 0
            && (XcodeEra.xcode11..<XcodeEra.xcode26).contains(toolsVersion)
        let estimate = IntrinsicSizeEstimate(
            e, images: images, toolsVersion: toolsVersion, canvasScale: textScale,
            contentSize: contentSize, fonts: fonts,
            toolbarHeight: standardToolbar ? standardToolbarHeight : toolbarHeight,
            navigationBarHeight: sheetBar ? DesignCanvas.sheetNavigationBarHeight : navigationBarHeight, tvOS: tvOS,
            smallerTitles: smallerTitleSizes)
        item.alignmentInsets = estimate.alignmentInsets
        if estimate.measurement != nil {
            item.appearance?.text = estimate.text
            item.appearance?.font = estimate.measurement
        }
        if e[attribute: "placeholderIntrinsicHeight"] == nil { item.wrapping = estimate.wrapping }
        item.minimumTextScale = e.minimumTextScale(pointSize: estimate.measurement?.pointSize)
        func placeholder(_ name: String) -> Double?? {
            guard let v = e[attribute: name] else { return .none }
            return .some(Double(v))  // "infinite": none on that axis
        }
        let pw = placeholder("placeholderIntrinsicWidth")
        let ph = placeholder("placeholderIntrinsicHeight")
        a.intrinsicWidth = pw ?? estimate.width
        a.intrinsicHeight = ph ?? estimate.height
        let estimatedAxis = (pw == nil && estimate.width != nil) || (ph == nil && estimate.height != nil)
        if estimatedAxis { item.intrinsicSizeNote = estimate.note }
        // Once per font and layout: the first view in it is where to look.
        if estimatedAxis, let font = estimate.unknownFont, warnedFonts.insert(font).inserted {
            warnings.append(
                Diagnostic(
                    path: path, location: e.location, severity: .warning,
                    message:
                        "sizeclass has no fitted widths for font '\(font)': text in it is measured as San Francisco, an estimate "
                        + "(a placeholder intrinsic size in Interface Builder fixes a size that matters)",
                    rule: .unknownFont))
        }
        if a.intrinsicHeight != nil {
            a.firstBaseline = estimate.firstBaseline
            a.lastBaseline = estimate.lastBaseline
        }
        // What `convert` writes: the font as a layout document names it, and no numbers
        // where the document's own measurement gives the estimate's (so that the converted
        // document follows Dynamic Type as the file does).
        guard let font = documentFont(of: e) else { return }
        item.font = font
        if e.name == "label", let n = e[attribute: "numberOfLines"].flatMap(Int.init), n != 1 { item.lines = n }
        if pw == nil, ph == nil, let measured = item.measuredText(in: font, at: contentSize),
            measured.width == a.intrinsicWidth, measured.height == a.intrinsicHeight,
            measured.firstBaseline == a.firstBaseline, measured.lastBaseline == a.lastBaseline,
            measured.wrapping == item.wrapping
        {
            item.measuredFromText = ["intrinsicWidth", "intrinsicHeight", "firstBaseline", "lastBaseline"]
        }
    }

    /// A size class's font (`<variation key="widthClass=compact"><fontDescription …>`):
    /// the view's text measured again in it gives that class its intrinsic size and
    /// baselines, and a label that wraps its wrapping.
    private mutating func fontVariation(
        of e: XMLElement, to font: XMLElement, in sizeClass: SizeClass, at location: SourceLocation,
        _ changed: inout ViewAttributes, _ item: inout LayoutItem
    ) {
        var varied = e
        varied.children = e.children.filter { $0.name != "fontDescription" } + [font]
        let estimate = IntrinsicSizeEstimate(
            varied, images: images, toolsVersion: toolsVersion, canvasScale: textScale,
            contentSize: contentSize, fonts: fonts, toolbarHeight: toolbarHeight,
            navigationBarHeight: navigationBarHeight, tvOS: tvOS, smallerTitles: smallerTitleSizes)
        // Placeholder sizes hold in every class, as in the view's own.
        if e[attribute: "placeholderIntrinsicWidth"] == nil, let w = estimate.width,
            w != item.attributes.intrinsicWidth
        {
            changed.intrinsicWidth = w
        }
        if e[attribute: "placeholderIntrinsicHeight"] == nil, let h = estimate.height {
            if h != item.attributes.intrinsicHeight { changed.intrinsicHeight = h }
            if estimate.firstBaseline != item.attributes.firstBaseline {
                changed.firstBaseline = estimate.firstBaseline
            }
            if estimate.lastBaseline != item.attributes.lastBaseline { changed.lastBaseline = estimate.lastBaseline }
            if let wrapping = estimate.wrapping, wrapping != item.wrapping {
                item.wrappingVariations.append(
                    Variation(sizeClass: sizeClass, attributes: wrapping, location: location))
            }
        }
        // Pictures of the class draw its text in its font.
        if let measurement = estimate.measurement { item.appearance?.fontBySizeClass[sizeClass] = measurement }
        // What `convert` writes: the class's font, as for the view's own, and numbers only
        // where the document's measurement in it would not give the estimate's.
        guard e[attribute: "placeholderIntrinsicWidth"] == nil, e[attribute: "placeholderIntrinsicHeight"] == nil,
            let font = documentFont(of: varied), let measured = item.measuredText(in: font, at: contentSize)
        else { return }
        item.fontVariations.append(Variation(sizeClass: sizeClass, attributes: font, location: location))
        let values: [(String, WritableKeyPath<ViewAttributes, Double?>, Double?, Double)] = [
            ("intrinsicWidth", \.intrinsicWidth, estimate.width, measured.width),
            ("intrinsicHeight", \.intrinsicHeight, estimate.height, measured.height),
            ("firstBaseline", \.firstBaseline, estimate.firstBaseline, measured.firstBaseline),
            ("lastBaseline", \.lastBaseline, estimate.lastBaseline, measured.lastBaseline),
        ]
        let sameWrapping = estimate.wrapping == measured.wrapping
        for (name, key, estimated, documented) in values {
            if estimated == documented && sameWrapping {
                item.measuredFromTextByClass[sizeClass, default: []].insert(name)
            } else if changed[keyPath: key] == nil {
                changed[keyPath: key] = estimated
            }
        }
    }

    /// A label's, button's or rounded text field's font as a layout document names it
    /// (`body`, `system 17`, `system-semibold 15`), for files measured in San Francisco;
    /// nil for attributed text, named fonts, configuration-style buttons and weights a
    /// document does not name.
    private func documentFont(of e: XMLElement) -> TextFont? {
        guard toolsVersion >= XcodeEra.xcode7, e.shownAttributedString == nil else {
            return nil
        }
        let size: Double
        switch e.name {
        case "label": size = 17
        case "button":
            guard !e.children.contains(where: { $0.name == "buttonConfiguration" }) else { return nil }
            size = e[attribute: "buttonType"] == nil ? 18 : 15
        case "textField":
            guard e[attribute: "borderStyle"] == "roundedRect" else { return nil }
            size = 14
        case "textView":
            guard e[attribute: "scrollEnabled"] == "NO" else { return nil }
            size = 14
        default: return nil
        }
        guard let f = e.children.first(where: { $0.name == "fontDescription" }) else {
            return .system(size: size, weight: .regular)
        }
        guard f[attribute: "name"] == nil else { return nil }
        if let style = f[attribute: "style"] {
            return TextFont.textStyles.first { $0.value == style }.map { .textStyle($0.key) }
        }
        guard let points = f.fontPointSize else { return nil }
        switch f[attribute: "type"] {
        case "system":
            guard let weight = TextMeasurement.Weight(named: f[attribute: "weight"] ?? "regular") else { return nil }
            return .system(size: points, weight: weight)
        case "boldSystem": return .system(size: points, weight: .bold)
        default: return nil
        }
    }

    /// Axis, distribution, alignment, spacing and arrangement flags, from the stack's own
    /// element or one of its variations (whose axis decides how `top` reads).
    private func setStackProperties(_ e: XMLElement, from stack: XMLElement, _ a: inout ViewAttributes) {
        if let axis = e[attribute: "axis"] { a.axis = StackAxis(rawValue: axis) }
        if let d = e[attribute: "distribution"] { a.distribution = StackDistribution(rawValue: d) }
        if e.name == "stackView", Self.sharesWidthEqually(e) { a.distribution = .fillEqually }
        if let s = e[attribute: "spacing"] { a.spacing = Double(s) }
        // UIStackView.spacingUseSystem: the system's spacing between siblings, 8 pt, as
        // the saved frames of every such stack in the real files show (7 of 7, across and down).
        if e[attribute: "spacingType"] == "standard" { a.spacing = Self.systemSpacing }
        if let value = e[attribute: "alignment"] {
            let vertical = (e[attribute: "axis"] ?? stack[attribute: "axis"]) == "vertical"
            // Vertical stacks write leading as `top` and trailing as `bottom`.
            let spelled = vertical ? ["top": "leading", "bottom": "trailing"][value] ?? value : value
            a.alignment = StackAlignment(rawValue: spelled)
        }
        if let b = e[attribute: "baselineRelativeArrangement"] { a.baselineRelative = b == "YES" }
        if let m = e[attribute: "layoutMarginsRelativeArrangement"] {
            a.marginsRelative = m == "YES"
        } else if e.name == "stackView", e.children.contains(where: Self.isLayoutMargins) {
            // Xcode writes a stack view's margins only with its arrangement relative to them:
            // every such stack in the real files (16 of 16, six apps) insets its views by them.
            a.marginsRelative = true
        }
    }

    /// Whether `e` is hidden as Interface Builder's canvas draws it: written hidden (but
    /// not a stopped activity indicator, `isStoppedIndicator`), or hiding itself
    /// (`hidesItself`).
    static func isHiddenOnCanvas(_ e: XMLElement) -> Bool {
        (e[attribute: "hidden"] == "YES" && !isStoppedIndicator(e)) || hidesItself(e)
    }

    /// Whether `e` hides itself as UIKit draws it: a page control that hides for a single
    /// page (`hidesForSinglePage`) with one page or none, which a stack collapses as any
    /// hidden view (a bank app's account header of Xcode 9.1: its stack saved 24 pt
    /// shorter than with the control's 16 pt and spacing, the views below it higher).
    static func hidesItself(_ e: XMLElement) -> Bool {
        e.name == "pageControl" && e[attribute: "hidesForSinglePage"] == "YES"
            && (e[attribute: "numberOfPages"].flatMap(Int.init) ?? 3) <= 1
    }

    /// Whether `e` is an activity indicator hidden only as a stopped one that hides when
    /// stopped (`hidesWhenStopped`, not `animating`): Interface Builder writes it hidden
    /// but draws it, and a stack on its canvas arranges it. A weather course's row of
    /// "740 mm", a stopped indicator and "30%" in a fill-equally stack was saved in thirds
    /// (125 pt each on the 4.7-inch canvas), the indicator's third kept, in four apps of
    /// Xcode 8.2 to 11.4 (4 of 4; the read files have no other hidden indicator in a
    /// stack).
    static func isStoppedIndicator(_ e: XMLElement) -> Bool {
        e.name == "activityIndicatorView" && e[attribute: "hidesWhenStopped"] == "YES"
            && e[attribute: "animating"] != "YES"
    }

    /// Whether a horizontal stack of the fill distribution lays its views out equally wide:
    /// configured buttons (Xcode 13 and later) that hug alike and have no width of their own
    /// are, whatever their titles, in the saved frames of 10 of 10 such stacks in six apps
    /// (a calculator's rows of "Clear", "+/-", "%" and "/", 103.5 pt each; "Forgot
    /// password?" beside "Registration", 164.5 each), where the fill distribution stretches
    /// the first view of a tie. Classic buttons and other views keep the fill distribution,
    /// and so do buttons that resist compression differently: the one that resists least
    /// gives way (a tic-tac-toe board's rows of Xcode 14.3, three 119 pt cells in 320 pt, the
    /// middle one at 749 saved 84 wide).
    static func sharesWidthEqually(_ stack: XMLElement) -> Bool {
        guard stack[attribute: "distribution"] == nil, stack[attribute: "axis"] != "vertical",
            let subviews = stack.children.first(where: { $0.name == "subviews" })
        else { return false }
        let shown = subviews.children.filter { !isHiddenOnCanvas($0) }
        guard shown.count > 1,
            shown.allSatisfy({ $0.name == "button" && $0.children.contains { $0.name == "buttonConfiguration" } }),
            Set(shown.map { $0[attribute: "horizontalHuggingPriority"] ?? "250" }).count == 1,
            Set(shown.map { $0[attribute: "horizontalCompressionResistancePriority"] ?? "750" }).count == 1
        else { return false }
        let ids = Set(shown.compactMap { $0[attribute: "id"] })
        func widthConstraints(_ e: XMLElement) -> [XMLElement] {
            (e.children.first { $0.name == "constraints" }?.children ?? []).filter {
                $0[attribute: "firstAttribute"] == "width" || $0[attribute: "secondAttribute"] == "width"
            }
        }
        let own = shown.contains { !widthConstraints($0).isEmpty }
        let related = widthConstraints(stack).contains {
            ids.contains($0[attribute: "firstItem"] ?? "") || ids.contains($0[attribute: "secondItem"] ?? "")
        }
        return !own && !related
    }

    /// A view's own `layoutMargins` or `directionalLayoutMargins` element.
    private static func isLayoutMargins(_ m: XMLElement) -> Bool {
        m[attribute: "key"] == "layoutMargins" || m[attribute: "key"] == "directionalLayoutMargins"
    }

    private func setMargins(_ e: XMLElement, _ a: inout ViewAttributes) {
        if e.name == "stackView" {
            // A stack view's own margins are 0 unless it sets some (Pocket Casts' player
            // controls: views at a stack's `leadingMargin` and `trailingMargin` saved flush
            // with its edges, 4 of 4 such constraints; a timer's picker stack of Xcode 8.3,
            // its `trailingMargin` at its superview's edge, saved flush with it).
            a.margins = EdgeInsets.zero
        }
        for m in e.children where Self.isLayoutMargins(m) { a.margins = m.edgeInsets(missing: 8) }
    }

    /// A subview that Interface Builder lays out with its autoresizing mask (it did not
    /// write `translatesAutoresizingMaskIntoConstraints="NO"`, or wrote `fixedFrame="YES"`)
    /// gets the constraints UIKit
    /// makes from its frame and mask. Along each axis, what the superview gains over its
    /// saved size goes to the flexible parts (left margin, size, right margin; top margin,
    /// size, bottom margin), shared in proportion to their saved sizes (equally when those
    /// are all 0); without a flexible part the far margin takes it. So each edge is linear
    /// in the superview's size: `view.left = k × superview.right + c` (the superview's
    /// right edge is its width, in its own coordinates), `view.width = k ×
    /// superview.width + c`; fixed when k is 0. The mask keeps the frame; constraints place
    /// the alignment rectangle, so a control whose frame reaches beyond it (a switch, 2 pt
    /// on the right) has its constants moved in by `alignmentInsets`.
    private mutating func addAutoresizing(
        _ e: XMLElement, superview: String, superviewFrame: (x: Double, y: Double, width: Double, height: Double)?,
        alignmentInsets: EdgeInsets?
    ) {
        guard Self.translatesAutoresizingMask(e), let id = e[attribute: "id"],
            let rect = e.savedFrameElement,
            let frame = e.savedFrame
        else { return }
        let mask = e.children.first { $0.name == "autoresizingMask" && $0[attribute: "key"] == "autoresizingMask" }
        func flexible(_ name: String) -> Bool { mask?[attribute: name] == "YES" }
        struct Axis {
            var names: (origin: String, size: String)
            var attributes: (origin: LayoutAttribute, farEdge: LayoutAttribute, size: LayoutAttribute)
            var saved: (origin: Double, size: Double, superview: Double)
            /// Near margin, size, far margin.
            var flexible: [Bool]
            /// How far the frame reaches beyond the alignment rectangle at either end.
            var insets: (near: Double, far: Double)
        }
        let a = alignmentInsets ?? EdgeInsets.zero
        let axes = [
            Axis(
                names: ("x", "width"), attributes: (.left, .right, .width),
                saved: (frame.x, frame.width, superviewFrame?.width ?? 0),
                flexible: [flexible("flexibleMinX"), flexible("widthSizable"), flexible("flexibleMaxX")],
                insets: (a.leading, a.trailing)),
            Axis(
                names: ("y", "height"), attributes: (.top, .bottom, .height),
                saved: (frame.y, frame.height, superviewFrame?.height ?? 0),
                flexible: [flexible("flexibleMinY"), flexible("heightSizable"), flexible("flexibleMaxY")],
                insets: (a.top, a.bottom)),
        ]
        func add(
            _ name: String, _ attribute: LayoutAttribute, _ fixed: LayoutAttribute?, _ follows: LayoutAttribute,
            k: Double, saved: Double, superview size: Double
        ) {
            let first = ItemReference(item: id, attribute: attribute, location: rect.location)
            let second = k == 0 ? fixed : follows
            var c = LayoutConstraint(
                id: "\(id)-autoresizing-\(name)", first: first,
                second: second.map { ItemReference(item: superview, attribute: $0, location: rect.location) },
                multiplier: k == 0 ? 1 : k, constant: .points(tidy(saved - k * size)), location: rect.location)
            c.label = "autoresizing mask"
            generated.append(.constraint(c))
        }
        for axis in axes {
            let s = axis.saved
            let parts = [s.origin, s.size, s.superview - s.origin - s.size]
            let total = zip(parts, axis.flexible).filter(\.1).map(\.0).reduce(0, +)
            let count = Double(axis.flexible.filter { $0 }.count)
            func share(_ k: Int) -> Double {
                guard axis.flexible[k], superviewFrame != nil else { return 0 }
                return total > 0 ? parts[k] / total : 1 / count
            }
            let at = axis.attributes
            let (near, far) = axis.insets
            add(
                axis.names.origin, at.origin, at.origin, at.farEdge, k: share(0), saved: s.origin + near,
                superview: s.superview)
            add(axis.names.size, at.size, nil, at.size, k: share(1), saved: s.size - near - far, superview: s.superview)
        }
    }

    /// Whether Interface Builder lays view `e` out with its autoresizing mask: it did not
    /// write `translatesAutoresizingMaskIntoConstraints="NO"`, or (a fixed-frame view, no
    /// constraints of its own) Xcode gives it the same constraints at build time.
    static func translatesAutoresizingMask(_ e: XMLElement) -> Bool {
        e[attribute: "translatesAutoresizingMaskIntoConstraints"] != "NO" || e[attribute: "fixedFrame"] == "YES"
    }

    /// An arranged view that Interface Builder wrote with `fixedFrame="YES"` (the stacks of
    /// Xcode 7 files) keeps the size it was drawn at, above its content's hugging and
    /// resistance (999, so that a stack that cannot hold it breaks nothing required): an
    /// empty image view 50 pt wide beside a stack of labels stays 50 and the labels take
    /// the rest, as the iOS 9 samples of Kodeco's book saved them (47 views of 15 files).
    private mutating func addFixedSize(_ e: XMLElement, alignmentInsets: EdgeInsets?) {
        guard e[attribute: "fixedFrame"] == "YES", let id = e[attribute: "id"],
            let rect = e.savedFrameElement,
            let frame = e.savedFrame
        else { return }
        let a = alignmentInsets ?? EdgeInsets.zero
        for (name, attribute, size) in [
            ("width", LayoutAttribute.width, frame.width - a.leading - a.trailing),
            ("height", LayoutAttribute.height, frame.height - a.top - a.bottom),
        ] {
            var c = LayoutConstraint(
                id: "\(id)-fixed-frame-\(name)",
                first: ItemReference(item: id, attribute: attribute, location: rect.location), second: nil,
                multiplier: 1, constant: .points(tidy(size)), location: rect.location)
            c.attributes.priority = 999
            c.label = "fixed frame"
            generated.append(.constraint(c))
        }
    }

    /// Saved frames carry Xcode's rounding noise (`20.000000000000004`): constants made
    /// from them keep a millionth of a point, far below what any frame shows.
    private func tidy(_ v: Double) -> Double { (v * 1_000_000).rounded() / 1_000_000 }

    // MARK: constraints

    static let attributeNames: [String: LayoutAttribute] = {
        var names = Dictionary(uniqueKeysWithValues: LayoutAttribute.allCases.map { ($0.rawValue, $0) })
        names["baseline"] = .lastBaseline  // the old name
        return names
    }()

    private mutating func constraint(_ e: XMLElement, owner: String) -> LayoutConstraint? {
        let id = e[attribute: "id"] ?? ""
        func item(_ name: String) -> String {
            let raw = e[attribute: name] ?? owner
            return aliases[raw] ?? raw
        }
        func attribute(_ name: String) -> LayoutAttribute?? {
            guard let raw = e[attribute: name], raw != "notAnAttribute" else { return .some(nil) }
            guard let a = Self.attributeNames[raw] else { return .none }
            return .some(a)
        }
        guard let firstAttribute = attribute("firstAttribute"), let first = firstAttribute,
            let secondAttribute = attribute("secondAttribute")
        else {
            warnings.append(
                Diagnostic(
                    path: path, location: e.location, severity: .warning,
                    message: "constraint '\(id)' uses an attribute sizeclass does not know; it is left out",
                    rule: .ibAttribute))
            return nil
        }
        let relation = e[attribute: "relation"].flatMap(ConstraintRelation.init(spelling:)) ?? .equal
        let multiplier = Self.multiplier(e[attribute: "multiplier"])
        if multiplier == nil {
            warnings.append(
                Diagnostic(
                    path: path, location: e.location, severity: .warning,
                    message: "constraint '\(id)' has a multiplier sizeclass cannot read; it is taken as 1",
                    rule: .ibAttribute))
        }
        var c = LayoutConstraint(
            id: id, first: ItemReference(item: item("firstItem"), attribute: first, location: e.location),
            relation: relation,
            second: secondAttribute.map {
                ItemReference(item: item("secondItem"), attribute: $0, location: e.location)
            },
            multiplier: multiplier ?? 1,
            constant: Self.constant(e),
            priority: Double(e[attribute: "priority"] ?? "1000") ?? 1000, location: e.location)
        c.label = e[attribute: "userLabel"]
        for (key, installed, location) in masks[id] ?? [] {
            switch key {
            case .base: if !installed { c.attributes.installed = false }
            case .sizeClass(let sizeClass):
                c.variations.vary(in: sizeClass, empty: ConstraintAttributes(), location: location) {
                    $0.installed = installed
                }
            }
        }
        for v in e.children where v.name == "variation" {
            guard case .sizeClass(let sizeClass)? = v[attribute: "key"].flatMap(VariationKey.init),
                let value = v[attribute: "constant"].flatMap(Double.init)
            else { continue }
            c.variations.vary(in: sizeClass, empty: ConstraintAttributes(), location: v.location) {
                $0.constant = .points(value)
            }
        }
        return c
    }

    /// A constraint's constant. Xcode writes a standard spacing (`symbolic="YES"`) with
    /// the value it resolved the standard to (8 between siblings, 20 to a superview's
    /// edge), and no constant where that value is 0 (a view against a toolbar, two edges
    /// aligned: 6 of 6 views above a toolbar end where it starts).
    static func constant(_ e: XMLElement) -> ConstantValue {
        guard let written = e[attribute: "constant"] else { return .points(0) }
        return e[attribute: "symbolic"] == "YES" ? .standard : .points(Double(written) ?? 0)
    }

    /// `2`, `0.5`, `1:1`, `3:4`, `1/3`, or a percentage as Xcode keeps one typed so
    /// (`70%`); 1 when the constraint has none, nil when it cannot be read (or is not a
    /// finite number).
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let value: Double?
        if text.hasSuffix("%") {
            value = Double(text.dropLast()).map { $0 / 100 }
        } else if let separator = [":", "/"].first(where: text.contains) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false).map { Double($0) }
            if parts.count == 2, let a = parts[0], let b = parts[1], b != 0 { value = a / b } else { value = nil }
        } else {
            value = Double(text).map { Self.fraction(printedAs: text, $0) }
        }
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The fraction with a denominator up to 12 that `text`, a decimal of six significant
    /// digits, is: Xcode 5–7 wrote a multiplier so (1:3 as `0.333333`) while its canvas
    /// laid out the ratio itself, and three views of a third of a container fill it only
    /// at the exact third (Tropos's day views, each saved 200 pt wide in a 600 pt
    /// container, conflict at 0.333333). Any other decimal is `value` as written (`0.33`
    /// stays 0.33).
    static func fraction(printedAs text: String, _ value: Double) -> Double {
        let digits = text.drop { $0 == "-" || $0 == "0" || $0 == "." }.filter(\.isNumber)
        guard digits.count == 6, let point = text.firstIndex(of: ".") else { return value }
        var ulp = 1.0
        for _ in 0..<text[point...].dropFirst().count { ulp /= 10 }
        for q in 2...12 {
            let p = (value * Double(q)).rounded()
            if p != 0, abs(value - p / Double(q)) <= ulp / 2 { return p / Double(q) }
        }
        return value
    }
}

extension ViewAttributes {
    /// Takes every attribute `other` sets.
    fileprivate mutating func merge(_ other: ViewAttributes) {
        if let v = other.hidden { hidden = v }
        if let v = other.intrinsicWidth { intrinsicWidth = v }
        if let v = other.intrinsicHeight { intrinsicHeight = v }
        if let v = other.firstBaseline { firstBaseline = v }
        if let v = other.lastBaseline { lastBaseline = v }
        if let v = other.axis { axis = v }
        if let v = other.distribution { distribution = v }
        if let v = other.alignment { alignment = v }
        if let v = other.spacing { spacing = v }
        if let v = other.baselineRelative { baselineRelative = v }
        if let v = other.marginsRelative { marginsRelative = v }
    }
}
