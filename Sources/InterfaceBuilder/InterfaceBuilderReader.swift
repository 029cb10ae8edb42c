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

    public static func read(file path: String) -> (layouts: [InterfaceBuilderLayout], diagnostics: [Diagnostic]) {
        let parsed = XMLReader.read(file: path)
        guard let root = parsed.root else { return ([], parsed.diagnostics) }
        var (layouts, diagnostics) = read(root, path: path)
        diagnostics = parsed.diagnostics + diagnostics
        return (layouts, diagnostics)
    }

    /// Controllers' root views are `<view key="view">` (or a table or collection view).
    static let controllerViewTags: Set<String> = ["view", "tableView", "collectionView", "scrollView", "stackView"]

    static func read(_ root: XMLElement, path: String) -> (layouts: [InterfaceBuilderLayout], diagnostics: [Diagnostic])
    {
        guard root.name == "document", (root[attribute: "type"] ?? "").contains("InterfaceBuilder") else {
            return (
                [],
                [
                    Diagnostic(
                        path: path, location: root.location,
                        message:
                            "not an Interface Builder document (the root element is <\(root.name)>, expected <document type=\"com.apple.InterfaceBuilder3…\">)",
                        rule: .interfaceBuilder)
                ]
            )
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
        var layouts: [InterfaceBuilderLayout] = []
        var diagnostics: [Diagnostic] = []
        let isStoryboard = (root[attribute: "type"] ?? "").hasSuffix("Storyboard.XIB")
        let canvases = DesignCanvasReader(document: root)
        if isStoryboard {
            for scenes in root.children where scenes.name == "scenes" {
                for scene in scenes.children where scene.name == "scene" {
                    guard let objects = scene.children.first(where: { $0.name == "objects" }) else { continue }
                    for controller in objects.children {
                        guard
                            let view = controller.children.first(where: {
                                $0[attribute: "key"] == "view" && controllerViewTags.contains($0.name)
                            })
                        else { continue }
                        var converter = SceneConverter(path: path, images: images)
                        for guides in controller.children where guides.name == "layoutGuides" {
                            for g in guides.children where g.name == "viewControllerLayoutGuide" {
                                guard let id = g[attribute: "id"] else { continue }
                                converter.aliases[id] =
                                    g[attribute: "type"] == "bottom" ? "bottomLayoutGuide" : "topLayoutGuide"
                            }
                        }
                        let name = sceneName(scene, controller)
                        var document = converter.document(root: view, name: name)
                        document.designCanvas = canvases.canvas(controller: controller, view: view)
                        layouts.append(
                            InterfaceBuilderLayout(
                                name: name, id: scene[attribute: "sceneID"] ?? controller[attribute: "id"] ?? "",
                                controllerID: controller[attribute: "id"], document: document,
                                warnings: converter.warnings))
                    }
                }
            }
        } else {
            for objects in root.children where objects.name == "objects" {
                for view in objects.children where isTopLevelView(view) {
                    var converter = SceneConverter(path: path, images: images)
                    let id = view[attribute: "id"] ?? ""
                    let name = view[attribute: "userLabel"] ?? view[attribute: "customClass"] ?? "View \(id)"
                    var document = converter.document(root: view, name: name)
                    document.designCanvas = canvases.canvas(topLevelView: view)
                    layouts.append(
                        InterfaceBuilderLayout(
                            name: name, id: id, controllerID: nil, document: document,
                            warnings: converter.warnings))
                }
            }
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

    /// The comment Xcode writes before `<scene>` (`<!--Login-->`), else the controller's
    /// title, storyboard id, custom class or user label, else its element name.
    static func sceneName(_ scene: XMLElement, _ controller: XMLElement) -> String {
        let candidates = [
            scene.comment?.trimmingCharacters(in: " \n\t"), controller[attribute: "title"],
            controller[attribute: "userLabel"], controller[attribute: "storyboardIdentifier"],
            controller[attribute: "customClass"],
        ]
        return candidates.compactMap { $0 }.first { !$0.isEmpty } ?? controller.name
    }

    /// A xib's top-level object that is a view (not a placeholder, gesture recognizer or
    /// other object): it has subviews or a frame.
    static func isTopLevelView(_ e: XMLElement) -> Bool {
        guard e[attribute: "id"] != nil, e.name != "placeholder" else { return false }
        return e.children.contains { $0.name == "subviews" || ($0.name == "rect" && $0[attribute: "key"] == "frame") }
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
