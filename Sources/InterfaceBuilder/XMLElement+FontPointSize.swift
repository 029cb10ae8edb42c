import LayoutXML

extension XMLElement {
    /// A font description's `pointSize`, nil when it has none. Interface Builder writes 0
    /// for a font whose size was never set, which UIKit draws at CoreText's default size,
    /// 12 pt: the "Title" and "Detail" labels of two apps' styled cells of Xcode 14, whose
    /// font descriptions say 0, were saved 25 × 14.33 and 32.67 × 14.33 pt (12 pt San
    /// Francisco), not 0 wide.
    var fontPointSize: Double? {
        guard let points = self[attribute: "pointSize"].flatMap(Double.init) else { return nil }
        return points > 0 ? points : Self.unsetFontSize
    }

    /// CoreText's default size for a font asked for at size 0.
    static let unsetFontSize = 12.0
}
