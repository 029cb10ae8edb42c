import LayoutXML

/// The name Xcode's document outline gives a view: its user label, else its kind (its
/// custom class, words apart, for a plain view or a cell with one) and what it shows: "Label -
/// Flowers", "Button - Edit", "Image View - flowers", "Stack View", "Rating View".
enum OutlineName {
    /// Longer texts are cut, as the outline cuts them.
    static let longest = 30

    static func of(_ e: XMLElement) -> String {
        if let label = e[attribute: "userLabel"], !label.isEmpty { return label }
        let kind = kindName(e)
        let content: String?
        switch e.name {
        case "label": content = e.stringProperty("text") ?? attributedText(e)
        case "button":
            let button = ButtonContent(e)
            content = button.title ?? button.attributedTitle.map(\.fragmentsText) ?? button.image
        case "imageView": content = e.imageName
        case "textField": content = e.stringProperty("text") ?? e.stringProperty("placeholder")
        default: content = nil
        }
        // The first line, without control characters (a base64 string's), which the
        // outline does not show and a terminal would act on.
        guard
            let content = content?.split(whereSeparator: \.isNewline).first.map({ line in
                String(line.filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
            }), !content.isEmpty
        else { return kind }
        return "\(kind) - \(content.count > longest ? content.prefix(longest - 1) + "…" : content)"
    }

    /// `Label`, `Table View Cell`; a plain view with a custom class by the class's words.
    static func kindName(_ e: XMLElement) -> String {
        if e[attribute: "key"] == "contentView" { return "Content View" }
        let classed: Set<String> = ["view", "tableViewCell", "collectionViewCell", "collectionReusableView"]
        if classed.contains(e.name), let custom = e[attribute: "customClass"] { return words(custom) }
        let names = [
            "tableViewCellContentView": "Content View", "wkWebView": "WebKit View", "mtkView": "MetalKit View",
            "sceneKitView": "SceneKit View", "skView": "SpriteKit View", "glkView": "GLKit View",
            "arscnView": "ARKit SceneKit View", "arskView": "ARKit SpriteKit View",
        ]
        return names[e.name] ?? words(e.name)
    }

    /// `activityIndicatorView` → `Activity Indicator View`; runs of capitals stay
    /// together (`URLField` → `URL Field`).
    static func words(_ name: String) -> String {
        var out = ""
        let characters = Array(name)
        for (k, c) in characters.enumerated() {
            let next = k + 1 < characters.count ? characters[k + 1] : nil
            let previous = k > 0 ? characters[k - 1] : nil
            if k > 0, c.isUppercase,
                previous?.isLowercase == true || (previous?.isUppercase == true && next?.isLowercase == true)
            {
                out.append(" ")
            }
            out.append(k == 0 ? Character(c.uppercased()) : c)
        }
        return out
    }

    private static func attributedText(_ e: XMLElement) -> String? {
        guard let string = e.shownAttributedString else { return nil }
        let text = string.fragmentsText
        return text.isEmpty ? nil : text
    }
}
