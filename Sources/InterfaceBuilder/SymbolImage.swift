import LayoutDocument
import LayoutXML

/// The size of an SF Symbol (`image="…" catalog="system"`) as an image view or button
/// shows it.
///
/// Xcode's `<resources>` entry for a symbol is not its size but its proportions, with the
/// longer side 128 (`chevron.up` 128×70, `xmark`, `plus` and `stop` 128×113,
/// `questionmark.circle` 128×123). Read as points, every symbol came out 128 pt wide or
/// tall. Xcode 11.0 to 11.3 wrote 64 on the longer side (`exclamationmark.triangle.fill`
/// 64×56, `square.and.arrow.up` 56×64), so an entry is scaled to 128 on its longer side
/// first. UIKit draws a symbol at its configuration's point size (17 pt, the body style's,
/// unless the view's `preferredSymbolConfiguration` says otherwise) and scale, and the
/// glyphs that fill the usual box (the 113 high ones) are then about 0.9 of the point
/// size high: at 17 pt, 128 units are about 17.4 pt (WooCommerce's close button, an
/// `xmark` alone, saved 17.5 wide; Loop's small `chevron.right`, 97×128, saved 11×14).
/// That is how configured buttons and views with a symbol configuration are measured; a
/// symbol at UIKit's default takes its measured size, or a common height
/// (`size(named:resource:drawnSize:)`).
/// The small and large scales are about 0.8 and 1.29 of the medium (SF Symbols' scale
/// steps), the weight changes a symbol's size too little to matter here.
enum SymbolImage {
    /// A width and height in points (or a resource entry's units).
    typealias Extent = (width: Double, height: Double)

    /// The point size of a symbol with no configuration: the body style's at Large.
    static let defaultPointSize = 17.0

    /// Points per resource unit at one point of symbol size (medium scale), with the
    /// entry's longer side taken as `unitsOnLongerSide`.
    static let pointsPerUnit = 1.0 / 125

    /// The longer side of a symbol's resource entry as Xcode 11.4 and later write it.
    static let unitsOnLongerSide = 128.0

    /// Whether the element naming an image (an image view, a button's state or
    /// configuration) names a system symbol.
    static func isSymbol(_ e: XMLElement) -> Bool { e[attribute: "catalog"] == "system" }

    /// The symbol's size from its resource entry, drawn at `points` (`drawnSize`), its
    /// longer side 128 units: how a configured button or a view with a symbol
    /// configuration is measured.
    static func size(resource: Extent, drawnSize points: Double) -> Extent {
        let longer = max(resource.width, resource.height)
        guard longer > 0 else { return (0, 0) }
        let unit = points * pointsPerUnit * unitsOnLongerSide / longer
        return (resource.width * unit, resource.height * unit)
    }

    /// The height of a symbol at 17 pt that `measuredSizes` does not list, its width
    /// following from its resource entry's proportions. Symbols are drawn about as high
    /// whatever their width (the 51 measured at 17 pt are 15.3 to 23.5 pt high, half of
    /// them 17.4 to 20; 14 to 27.5 wide): the entry's longer side taken as 17.4 pt drew
    /// `bed.double.fill` 17.4 × 11.2 where it is 25.3 × 16.3, and `person.2` 11 pt high
    /// where it is 17.5.
    static let unmeasuredHeight = 17.5

    /// The size UIKit draws the symbol `name` at `points` with no configuration of its
    /// own: its measured size (`measuredSizes`) if known; else as high as its measured
    /// overhang leaves of the alignment rectangle (`alignmentHeight`: `star.fill`, which
    /// overhangs by nothing, 20.2 pt high and so 22.3 wide, where a travel app's row of
    /// five, Xcode 16, was saved 110 wide), or, a symbol in a circle, its round overhang
    /// (a planner's `largecircle.fill.circle` buttons, 128×121, saved 20 wide: 26 of 26);
    /// else `unmeasuredHeight` high; with the resource entry's proportions, all scaled from
    /// 17 pt. In the 2,319 read files of the fidelity batches, +40 −4 views (image views
    /// and classic buttons); with the table measured on all but the Russian course apps,
    /// their 394 files +23 −1.
    static func size(named name: String, resource: Extent, drawnSize points: Double) -> Extent {
        let k = points / defaultPointSize
        if let measured = measuredSizes[name] { return (measured.width * k, measured.height * k) }
        guard resource.width > 0, resource.height > 0 else { return (0, 0) }
        let overhang =
            measuredOverhangs[name].map { $0.top + $0.bottom }
            ?? (isInCircle(name) ? roundOverhang.top + roundOverhang.bottom : nil)
        let height = (overhang.map { alignmentHeight - $0 } ?? unmeasuredHeight) * k
        return (height * resource.width / resource.height, height)
    }

    /// The size a configured button (`buttonConfiguration`) draws the symbol `name` at
    /// `points` with no configuration or scale of its own: as an image view draws it
    /// (`size(named:resource:drawnSize:)`), at the `large` scale when it shows it alone
    /// from Xcode 14 (iOS 16). Symbol-only plain buttons were saved 24 pt
    /// wider than their symbols as image views show them in Xcode 13 (`person.fill` 42,
    /// `xmark` 42) and about 1.29 times that from Xcode 14 (`xmark` 47 and 46.33, `heart`
    /// 51; `ellipsis` 42.5 in Xcode 13, 47.67 in Xcode 14); a symbol beside a title is as
    /// wide as Xcode 13 drew it alone (a news app's `arrow.clockwise` beside "Retry", Xcode
    /// 14, 17.67 wide; alone in Xcode 13, 17.5). In
    /// the 2,828 read files and fixtures +27 -4 views (the four a `magnifyingglass`, whose
    /// one measured view makes it 2.5 pt too wide). How high the button lays the symbol
    /// out is the button's (`IntrinsicSizeEstimate`).
    static func sizeInButtonConfiguration(
        named name: String, resource: Extent, drawnSize points: Double, large: Bool
    ) -> Extent {
        size(named: name, resource: resource, drawnSize: points * (large ? largeScaleFactor : 1))
    }

    /// The large scale's size over the medium's (SF Symbols' scale steps).
    static let largeScaleFactor = 1.29

    /// The size a symbol is drawn at, in points of a medium-scale symbol: its
    /// `<preferredSymbolConfiguration>`'s `pointSize` (else its font's point size or text
    /// style, at `contentSize`; else 17 pt) times its scale's factor (its `scale`, else
    /// `symbolScale`, an image reference's in Xcode 13 and later; else medium).
    static func drawnSize(
        configuration: XMLElement?, symbolScale: String? = nil, contentSize: ContentSizeCategory
    ) -> Double {
        var points = defaultPointSize
        if let configuration {
            if let size = configuration[attribute: "pointSize"].flatMap(Double.init) {
                points = size
            } else if let font = configuration.children.first(where: { $0.name == "fontDescription" }) {
                points =
                    font[attribute: "pointSize"].flatMap(Double.init)
                    ?? font[attribute: "style"].flatMap { contentSize.pointSize(ofTextStyle: $0) } ?? points
            }
        }
        switch configuration?[attribute: "scale"] ?? symbolScale {
        case "small": return points * 0.8
        case "large": return points * largeScaleFactor
        default: return points
        }
    }
}
