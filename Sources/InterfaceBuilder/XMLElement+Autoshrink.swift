import LayoutXML

extension XMLElement {
    /// The smallest scale a label shrinks its text to so that it fits, as Interface
    /// Builder's autoshrink writes it: `adjustsFontSizeToFit` (on unless written "NO") with
    /// a `minimumScaleFactor` ("Minimum Font Scale"), or a `minimumFontSize` ("Minimum Font
    /// Size", the older setting) against the font's `pointSize`. Nil when the text never
    /// shrinks: a fixed font size, no minimum (UIKit then keeps the font's own size), or a
    /// minimum at the font's size or above (Xcode 6's launch-screen template: 18 for 17).
    func minimumTextScale(pointSize: Double?) -> Double? {
        guard name == "label", self[attribute: "adjustsFontSizeToFit"] != "NO" else { return nil }
        let scale: Double?
        if let factor = self[attribute: "minimumScaleFactor"].flatMap(Double.init) {
            scale = factor
        } else if let size = self[attribute: "minimumFontSize"].flatMap(Double.init), let pointSize, pointSize > 0 {
            scale = size / pointSize
        } else {
            scale = nil
        }
        guard let scale, scale > 0, scale < 1 else { return nil }
        return scale
    }
}
