import LayoutDocument
import LayoutXML

/// Reads Interface Builder files (`.storyboard`, `.xib`, from Xcode 6 to current) into
/// layouts: every storyboard scene with a view, every top-level view of a xib. Parsing
/// is the same safe libxml2 reader as for layout documents (no DTDs, no entities, no
/// network); everything that is not about layout is skipped.
public enum InterfaceBuilderReader {
    /// Whether `path` names an Interface Builder file (by its extension).
    public static func isInterfaceBuilderFile(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// `contentSize`: the Dynamic Type setting text in text styles is measured at, or nil
    /// for the one the file's design canvas draws them at (large, but extra small in files
    /// of Xcode 13, as its canvas drew them; each canvas's description says so);
    /// `fonts`: the fonts the project ships, by PostScript name, which text in them is
    /// measured with.
    public static func read(
        file path: String, contentSize: ContentSizeCategory? = .large, fonts: [String: FontFace] = [:]
    ) -> (layouts: [InterfaceBuilderLayout], diagnostics: [Diagnostic]) {
        let parsed = XMLReader.read(file: path)
        guard let root = parsed.root else { return ([], parsed.diagnostics) }
        var (layouts, diagnostics) = read(root, path: path, contentSize: contentSize, fonts: fonts)
        diagnostics = parsed.diagnostics + diagnostics
        // A font without metrics is worth saying once per file, at its first use.
        var fonts = Set<String>()
        for k in layouts.indices {
            layouts[k].warnings.removeAll { $0.rule == .unknownFont && !fonts.insert($0.message).inserted }
        }
        return (layouts, diagnostics)
    }

    /// Controllers' root views are `<view key="view">`, a table or collection view, or any
    /// other view a controller's view can be: a SceneKit, SpriteKit or AR view (buttons and
    /// labels drawn over it), a map, an image view, a visual effect view (its content view
    /// holds the scene: a restaurant app's detail card of Xcode 8 over a blur).
    static let controllerViewTags: Set<String> = [
        "view", "tableView", "collectionView", "scrollView", "stackView", "visualEffectView", "sceneKitView",
        "arscnView", "arskView", "skView", "glkView", "mtkView", "mapView", "imageView", "webView", "wkWebView",
    ]

    static func read(
        _ root: XMLElement, path: String, contentSize: ContentSizeCategory? = .large, fonts: [String: FontFace] = [:]
    ) -> (layouts: [InterfaceBuilderLayout], diagnostics: [Diagnostic]) {
        // Xcode 8.0's frames as insets from the superview are read as the frames they are.
        var root = root.containsFrameInset ? root.resolvingFrameInsets() : root
        if root.containsFramelessRow { root = root.resolvingFramelessRows() }
        // No layout, and one diagnostic on the root element.
        func nothingLaidOut(
            _ message: String, _ severity: Diagnostic.Severity = .error
        ) -> (
            layouts: [InterfaceBuilderLayout], diagnostics: [Diagnostic]
        ) {
            (
                [],
                [
                    Diagnostic(
                        path: path, location: root.location, severity: severity, message: message,
                        rule: .interfaceBuilder)
                ]
            )
        }
        let type = root[attribute: "type"] ?? ""
        // Xcode 4 and earlier wrote xibs as keyed archives (`<archive type="com.apple.
        // InterfaceBuilder3.CocoaTouch.XIB">`, frames as NSFrame strings); Xcode still opens
        // them, so they are no error, but nothing in them is read.
        if root.name == "archive", type.contains("InterfaceBuilder") {
            return nothingLaidOut(
                "a xib in the archive format of Xcode 4 and earlier: sizeclass reads the document format of Xcode 5 and later; open and save it in a current Xcode to lay it out",
                .warning)
        }
        guard root.name == "document", type.contains("InterfaceBuilder") else {
            return nothingLaidOut(
                "not an Interface Builder document (the root element is <\(root.name)>, expected <document type=\"com.apple.InterfaceBuilder3…\">)"
            )
        }
        // AppKit documents have no size classes, and their frames count from the bottom.
        if (root[attribute: "targetRuntime"] ?? "").hasPrefix("MacOSX")
            || (type.contains(".Cocoa.") && !type.contains("CocoaTouch"))
        {
            return nothingLaidOut(
                "a macOS (AppKit) document: sizeclass lays out UIKit documents (iOS, tvOS); nothing here is laid out",
                .warning)
        }
        var images: [String: (width: Double, height: Double)] = [:]
        for resources in root.children where resources.name == "resources" {
            for image in resources.children where image.name == "image" {
                if let name = image[attribute: "name"], let w = image[attribute: "width"].flatMap(Double.init),
                    let h = image[attribute: "height"].flatMap(Double.init)
                {
                    images[name] = (w, h)
                }
            }
        }
        let appearances = AppearanceReader(resources: root.children.filter { $0.name == "resources" })
        var layouts: [InterfaceBuilderLayout] = []
        var diagnostics: [Diagnostic] = []
        // `…CocoaTouch.Storyboard.XIB`, `…AppleTV.Storyboard`: a storyboard has scenes.
        let isStoryboard =
            (root[attribute: "type"] ?? "").contains("Storyboard") || root.children.contains { $0.name == "scenes" }
        let canvases = DesignCanvasReader(document: root, contentSize: contentSize)
        let context = FileContext(
            path: path, images: images, appearances: appearances, canvases: canvases,
            contentSize: contentSize ?? canvases.designTextSize, fonts: fonts)
        if isStoryboard {
            for scenes in root.children where scenes.name == "scenes" {
                for scene in scenes.children where scene.name == "scene" {
                    guard let objects = scene.children.first(where: { $0.name == "objects" }) else { continue }
                    for controller in objects.children {
                        layouts += controllerLayouts(
                            controller, name: sceneName(scene, controller),
                            id: scene[attribute: "sceneID"] ?? controller[attribute: "id"] ?? "", context)
                        layouts += customViewLayouts(in: controller, scene: sceneName(scene, controller), context)
                    }
                    // Views in the scene's dock, beside its controller (a stack of keys kept
                    // to be added in code): Xcode lays each out at its saved size, named after
                    // the scene.
                    let controller = objects.children.first { $0.name.hasSuffix("Controller") }
                    func dockName(_ parts: String...) -> String {
                        ([controller.map { sceneName(scene, $0) }].compactMap { $0 } + parts).joined(separator: " › ")
                    }
                    for view in objects.children where isTopLevelView(view) && !view.name.hasSuffix("Controller") {
                        let name = dockName(OutlineName.of(view))
                        layouts.append(layout(view, name: name, context))
                        layouts += cellLayouts(in: view, name: name, context)
                    }
                    // A table view section left in the dock (cut from its table) keeps its
                    // cells, and Xcode their saved frames: each is laid out at its own size.
                    let strayCells = objects.children.filter { $0.name == "tableViewSection" }
                        .flatMap { $0.children.filter { $0.name == "cells" } }
                        .flatMap { $0.children.filter { $0.name == "tableViewCell" } }
                    for cell in strayCells {
                        layouts.append(layout(cell, name: dockName("Table View Section", cellName(cell)), context))
                    }
                }
            }
        } else {
            for objects in root.children where objects.name == "objects" {
                // A xib may hold view controllers with their views (a main window's root
                // controller): each is laid out as a storyboard scene is.
                for controller in objects.children where controller.name.hasSuffix("Controller") {
                    layouts += controllerLayouts(
                        controller, name: sceneName(nil, controller), id: controller[attribute: "id"] ?? "", context)
                    layouts += customViewLayouts(in: controller, scene: sceneName(nil, controller), context)
                }
                for view in objects.children where isTopLevelView(view) {
                    let id = view[attribute: "id"] ?? ""
                    let name =
                        cellTags.contains(view.name)
                        ? cellName(view)
                        : view[attribute: "userLabel"] ?? view[attribute: "customClass"] ?? "View \(id)"
                    layouts.append(layout(view, name: name, context))
                    for (cell, _) in cells(in: view) {
                        layouts.append(layout(cell, name: "\(name) › \(cellName(cell))", context))
                    }
                    layouts += customViewLayouts(in: view, scene: name, context)
                }
            }
        }
        // Equal names (two "View Controller" scenes, cells without a reuse identifier) are
        // told apart by their ids.
        var counts: [String: Int] = [:]
        for layout in layouts { counts[layout.name, default: 0] += 1 }
        for k in layouts.indices where counts[layouts[k].name, default: 0] > 1 {
            layouts[k].name += " (\(layouts[k].id))"
            layouts[k].document.name = layouts[k].name
        }
        if layouts.isEmpty {
            diagnostics.append(
                Diagnostic(
                    path: path, location: root.location, severity: .warning,
                    message: "no \(isStoryboard ? "scene with a view" : "top-level view") to lay out",
                    rule: .interfaceBuilder))
        }
        return (layouts, diagnostics)
    }

    /// A view controller's view as a layout named `name` (with its layout guides, on the
    /// canvas its simulated metrics and container give it), then each cell inside it; none
    /// for a controller without a view.
    private static func controllerLayouts(
        _ controller: XMLElement, name: String, id: String, _ context: FileContext
    ) -> [InterfaceBuilderLayout] {
        guard
            let view = controller.children.first(where: {
                $0[attribute: "key"] == "view" && controllerViewTags.contains($0.name)
            })
        else { return [] }
        var converter = context.converter()
        for guides in controller.children where guides.name == "layoutGuides" {
            for g in guides.children where g.name == "viewControllerLayoutGuide" {
                guard let id = g[attribute: "id"] else { continue }
                converter.aliases[id] = g[attribute: "type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide"
            }
        }
        let canvas = context.canvases.canvas(controller: controller, view: view)
        converter.presentedAsSheet = canvas?.presentedAsSheet == true
        var document = converter.document(root: view, name: name)
        document.designCanvas = canvas
        let scene = InterfaceBuilderLayout(
            name: name, id: id, controllerID: controller[attribute: "id"], document: document,
            warnings: converter.warnings)
        return [scene] + cellLayouts(in: view, name: name, context)
    }

    /// Each cell inside a storyboard's `view` (a scene's, or one kept in its dock) as a
    /// layout named after `name` and the cell, on the canvas its table or collection gives it.
    private static func cellLayouts(
        in view: XMLElement, name: String, _ context: FileContext
    ) -> [InterfaceBuilderLayout] {
        cells(in: view).map { cell, container in
            layout(
                cell, name: "\(name) › \(cellName(cell))",
                canvas: context.canvases.canvas(cell: cell, in: container, scene: view), context,
                ofControllersTable: container?[attribute: "key"] == "view")
        }
    }

    /// The custom views of bar button items and navigation items' title views inside
    /// `element` (its toolbars, its navigation item) that hold subviews, each a layout
    /// of its own at its saved size, as Xcode lays it out: the bar places the view, its
    /// constraints place what is inside ("Scene › View", "Scene › Title View").
    private static func customViewLayouts(
        in element: XMLElement, scene: String, _ context: FileContext
    ) -> [InterfaceBuilderLayout] {
        var found: [XMLElement] = []
        func visit(_ e: XMLElement) {
            for child in e.children {
                let key = child[attribute: "key"]
                if key == "customView" || key == "titleView", child[attribute: "id"] != nil,
                    child.savedFrame != nil, child.children.contains(where: { $0.name == "subviews" })
                {
                    found.append(child)
                } else {
                    visit(child)
                }
            }
        }
        visit(element)
        return found.map { view in
            let kind = view[attribute: "key"] == "titleView" ? "Title View" : OutlineName.of(view)
            let name = view[attribute: "userLabel"] ?? kind
            return layout(view, name: "\(scene) › \(name)", context)
        }
    }

    /// A xib's top-level view, or a cell or table header or footer, as a layout of its
    /// own, designed at its saved size (or on `canvas`, a storyboard cell's).
    private static func layout(
        _ view: XMLElement, name: String, canvas: DesignCanvas? = nil, _ context: FileContext,
        ofControllersTable: Bool = false
    ) -> InterfaceBuilderLayout {
        let canvas = canvas ?? context.canvases.canvas(topLevelView: view)
        var converter = context.converter()
        converter.cellsOfControllersTable = ofControllersTable
        converter.ownersAfterSubviews = canvas?.constraintsInFileOrder == true
        var document = converter.document(root: view, name: name)
        document.designCanvas = canvas
        let id = view[attribute: "id"] ?? ""
        return InterfaceBuilderLayout(
            name: name, id: id, controllerID: nil, reuseIdentifier: view[attribute: "reuseIdentifier"],
            document: document, warnings: converter.warnings)
    }

    /// Cells and the reusable views of tables and collections: each is laid out on its own.
    static let cellTags: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]
    static let headerKeys: Set<String> = ["tableHeaderView", "tableFooterView"]

    /// The prototype cells, reusable views and table header and footer views inside
    /// `view` (at any depth, in file order), which its own layout leaves out, each with
    /// the table or collection view that holds it.
    static func cells(in view: XMLElement) -> [(cell: XMLElement, container: XMLElement?)] {
        var found: [(XMLElement, XMLElement?)] = []
        func visit(_ e: XMLElement, container: XMLElement?) {
            let container = ["tableView", "collectionView"].contains(e.name) ? e : container
            for child in e.children {
                let isCell =
                    cellTags.contains(child.name)
                    || headerKeys.contains(child[attribute: "key"] ?? "") && child[attribute: "id"] != nil
                if isCell && child[attribute: "id"] != nil && child.savedFrame != nil {
                    found.append((child, container))
                }
                visit(child, container: container)
            }
        }
        visit(view, container: nil)
        return found
    }

    /// A cell's reuse identifier, else its class or label, else Xcode's name for its kind.
    static func cellName(_ cell: XMLElement) -> String {
        let kinds = [
            "tableViewCell": "Table View Cell", "collectionViewCell": "Collection View Cell",
            "collectionReusableView": "Collection Reusable View",
        ]
        let key = ["tableHeaderView": "Table Header View", "tableFooterView": "Table Footer View"]
        return cell[attribute: "reuseIdentifier"] ?? cell[attribute: "userLabel"] ?? cell[attribute: "customClass"]
            ?? key[cell[attribute: "key"] ?? ""] ?? kinds[cell.name] ?? cell.name
    }

    /// The comment Xcode writes before `<scene>` (`<!--Login-->`), else the controller's
    /// title, storyboard id, custom class or user label, else its element name (in a xib,
    /// Xcode's name for its kind: "View Controller").
    static func sceneName(_ scene: XMLElement?, _ controller: XMLElement) -> String {
        let candidates = [
            scene?.comment?.trimmingCharacters(in: " \n\t"), controller[attribute: "title"],
            controller[attribute: "userLabel"], controller[attribute: "storyboardIdentifier"],
            controller[attribute: "customClass"],
        ]
        // A xib's controller has no scene comment: Xcode's name for its kind.
        return candidates.compactMap { $0 }.first { !$0.isEmpty }
            ?? (scene == nil ? OutlineName.words(controller.name) : controller.name)
    }

    /// A xib's top-level object that is a view (not a placeholder, gesture recognizer or
    /// other object): it has subviews or a frame.
    static func isTopLevelView(_ e: XMLElement) -> Bool {
        guard e[attribute: "id"] != nil, e.name != "placeholder" else { return false }
        return e.savedFrameElement != nil || e.children.contains { $0.name == "subviews" }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
