import LayoutDocument
import LayoutXML

/// Reads what a view of an Interface Builder file shows (`ViewAppearance`): its class,
/// text, image, state and colours. Colours come from the element's `<color>` children:
/// components (`red`/`green`/`blue` or `white`, with `alpha`), a named colour of the
/// file's `<resources>` (an asset catalog's, or a system colour as Xcode 12 and later
/// write them there), or a system colour of the light appearance.
struct AppearanceReader {
    /// The file's `<resources>` colours by name: `<namedColor>` and `<systemColor>`.
    var namedColors: [String: RGBAColor] = [:]

    init(resources: [XMLElement] = []) {
        for r in resources {
            for c in r.children where c.name == "namedColor" || c.name == "systemColor" {
                guard let name = c[attribute: "name"],
                    let color = c.children.first(where: { $0.name == "color" }).flatMap({ Self.components($0) })
                else { continue }
                namedColors[name] = color
            }
        }
    }

    /// The appearance of `e`, a view element of any class.
    func appearance(of e: XMLElement) -> ViewAppearance {
        var a = ViewAppearance(className: e.name)
        func color(_ key: String) -> RGBAColor? {
            e.children.first { $0.name == "color" && $0[attribute: "key"] == key }.flatMap(resolve)
        }
        a.backgroundColor = color("backgroundColor")
        a.textColor = color("textColor")
        if let alignment = e[attribute: "textAlignment"].flatMap(ViewAppearance.TextAlignment.init(rawValue:)) {
            a.textAlignment = alignment
        }
        switch e.name {
        case "label":
            a.numberOfLines = Int(e[attribute: "numberOfLines"] ?? "1") ?? 1
        case "button":
            let button = ButtonContent(e)
            a.imageName = button.image
            a.textColor = button.state?.children.first { $0.name == "color" && $0[attribute: "key"] == "titleColor" }
                .flatMap(resolve)
            // A button's title is centred unless its content is aligned otherwise.
            a.textAlignment =
                switch e[attribute: "contentHorizontalAlignment"] {
                case "left", "leading": .left
                case "right", "trailing": .right
                default: .center
                }
        case "textField":
            a.placeholder = e[attribute: "placeholder"]
            a.borderStyle = e[attribute: "borderStyle"] ?? "none"
        case "imageView":
            a.imageName = e.imageName
        case "switch":
            a.isOn = e[attribute: "on"] == "YES"
        case "slider":
            let value = e[attribute: "value"].flatMap(Double.init) ?? 0.5
            let low = e[attribute: "minValue"].flatMap(Double.init) ?? 0
            let high = e[attribute: "maxValue"].flatMap(Double.init) ?? 1
            a.fraction = high > low ? min(max((value - low) / (high - low), 0), 1) : 0
        case "progressView":
            a.fraction = min(max(e[attribute: "progress"].flatMap(Double.init) ?? 0, 0), 1)
        case "segmentedControl":
            a.segments =
                e.children.first { $0.name == "segments" }?.children.map { $0[attribute: "title"] ?? "" } ?? []
        default:
            break
        }
        return a
    }

    /// A `<color>` element's colour: its components, or the colour it names.
    func resolve(_ c: XMLElement) -> RGBAColor? {
        if let components = Self.components(c) { return components }
        for key in ["name", "systemColor", "cocoaTouchSystemColor"] {
            guard let name = c[attribute: key] else { continue }
            if let named = namedColors[name] ?? Self.systemColors[name] { return named }
        }
        return nil
    }

    static func components(_ c: XMLElement) -> RGBAColor? {
        func value(_ name: String) -> Double? { c[attribute: name].flatMap(Double.init) }
        let alpha = value("alpha") ?? 1
        if let r = value("red"), let g = value("green"), let b = value("blue") {
            return RGBAColor(red: r, green: g, blue: b, alpha: alpha)
        }
        if let w = value("white") { return RGBAColor(white: w, alpha: alpha) }
        return nil
    }

    /// UIKit's system colours in the light appearance, for files that name them without
    /// defining them (before Xcode 12).
    static let systemColors: [String: RGBAColor] = [
        "whiteColor": RGBAColor(white: 1), "blackColor": RGBAColor(white: 0),
        "clearColor": RGBAColor(white: 0, alpha: 0), "darkTextColor": RGBAColor(white: 0),
        "lightTextColor": RGBAColor(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": RGBAColor(red: 0.949, green: 0.949, blue: 0.969),
        "systemBackgroundColor": RGBAColor(white: 1),
        "secondarySystemBackgroundColor": RGBAColor(red: 0.949, green: 0.949, blue: 0.969),
        "systemGroupedBackgroundColor": RGBAColor(red: 0.949, green: 0.949, blue: 0.969),
        "tableCellGroupedBackgroundColor": RGBAColor(white: 1),
        "labelColor": RGBAColor(white: 0),
        "secondaryLabelColor": RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6),
        "tertiaryLabelColor": RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3),
        "separatorColor": RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29),
        "systemBlueColor": RGBAColor(red: 0, green: 0.478, blue: 1),
        "systemRedColor": RGBAColor(red: 1, green: 0.231, blue: 0.188),
        "systemGreenColor": RGBAColor(red: 0.204, green: 0.78, blue: 0.349),
        "systemYellowColor": RGBAColor(red: 1, green: 0.8, blue: 0),
        "systemGrayColor": RGBAColor(red: 0.557, green: 0.557, blue: 0.576),
    ]
}
