import LayoutDocument
import LayoutXML

extension XMLElement {
    /// The insets this element writes, in whichever of Interface Builder's three forms it
    /// takes: `<inset>` (`minX`, `minY`, `maxX`, `maxY`: a button's content edge insets, a
    /// flow layout's section inset), `<edgeInsets>` (`top`, `left`, `bottom`, `right`:
    /// layout margins) or `<directionalEdgeInsets>` (`top`, `leading`, `bottom`,
    /// `trailing`: directional margins, a configuration's content insets). An attribute
    /// left out is `missing` (Xcode leaves out zeros; layout margins default to 8).
    func edgeInsets(missing: Double = 0) -> EdgeInsets {
        func v(_ name: String) -> Double { self[attribute: name].flatMap(Double.init) ?? missing }
        switch name {
        case "inset": return EdgeInsets(top: v("minY"), leading: v("minX"), bottom: v("maxY"), trailing: v("maxX"))
        case "directionalEdgeInsets":
            return EdgeInsets(top: v("top"), leading: v("leading"), bottom: v("bottom"), trailing: v("trailing"))
        default: return EdgeInsets(top: v("top"), leading: v("left"), bottom: v("bottom"), trailing: v("right"))
        }
    }

    /// The insets of this element's child written with `key` (`edgeInsets(missing:)`), or
    /// nil when it has none.
    func edgeInsets(key: String, missing: Double = 0) -> EdgeInsets? {
        children.first { $0[attribute: "key"] == key }?.edgeInsets(missing: missing)
    }
}
