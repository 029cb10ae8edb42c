/// The canvas an Interface Builder layout was designed on, as the file records it: the
/// device and orientation, the root view's saved frame, and the bars Xcode simulated above
/// and below it. Xcode solved the layout there and saved every frame, so this is where a
/// storyboard or xib is laid out when no device or size is asked for.
///
/// Only facts read from the file are kept here; what a device id means (its screen size,
/// class, status bar and safe area) is the device catalog's to say.
public struct DesignCanvas: Sendable, Hashable {
    /// What kind of canvas the root view sits on.
    public enum Kind: String, Sendable, Hashable {
        /// A view controller's view on a device's screen (or the screen of a file without
        /// a `<device>`, sized by the root's saved frame).
        case screen
        /// A view designed at its own size: a xib's cell, toolbar or custom view, or a
        /// scene with a freeform simulated size.
        case freeform
    }

    public var kind: Kind
    /// A size-class file of Xcode 6–7 (trait collections, no `<device>`): designed in
    /// any-any, on the 600×600 canvas unless resized.
    public var anyAny: Bool
    /// Interface Builder's device id (`retina4_7`, `ipad12_9rounded`); nil in files
    /// written before Xcode 8.
    public var device: String?
    public var landscape: Bool
    /// The root view's saved frame; for a scene, in the screen's coordinates (y is below
    /// an opaque navigation bar).
    public var x, y, width, height: Double
    /// The simulated navigation bar's height (its own, or inherited from the navigation
    /// controller the scene is pushed on), when it has one.
    public var navigationBar: Double?
    /// The navigation bar is opaque (`translucent="NO"`): the root view starts below it.
    public var navigationBarOpaque = false
    /// The simulated tab bar's or toolbar's height, when it has one.
    public var bottomBar: Double?
    /// The tab bar or toolbar is opaque: the root view ends above it.
    public var bottomBarOpaque = false
    /// The bar below is a tab bar (else a toolbar).
    public var bottomBarIsTabBar = false
    /// The root view's saved frame is marked misplaced: Xcode's own layout would size it
    /// to the screen less its opaque bars.
    public var rootMisplaced = false
    /// Where the bars come from, in Xcode's words: `navigation bar (inherited from
    /// 'Main Navigation')`.
    public var bars: [String]
    /// The layout margins the root is drawn with.
    public var margins: Margins = .system
    /// The root insets its layout margins from its safe area, as UIKit's views do by
    /// default since iOS 11 (`insetsLayoutMarginsFromSafeArea`); off, its system margins
    /// are measured from its own edges.
    public var marginsFromSafeArea = true
    /// The root keeps its superview's margins where they are larger
    /// (`preservesSuperviewLayoutMargins`): a view controller's view in the window or a
    /// transition view, whose margins are UIKit's default 8 pt.
    public var preservesSuperviewMargins = false

    /// A root's layout margins on the canvas.
    public enum Margins: Sendable, Hashable {
        /// A view controller's view (a scene's, a xib view simulating a screen, a xib's
        /// custom view or collection view cell): the system's side margins (16 pt, 20 from
        /// 400 pt wide), and from Xcode 9 the safe area's insets above and below.
        case system
        /// UIKit's default, 8 pt all round (a storyboard's cell, a xib's table view cell).
        case uikit
    }
    /// For a cell of a table as wide as its scene, or a collection's cell that spans such
    /// a collection: how much narrower than the screen the cell is, so that on another
    /// device it follows the screen's width.
    public var screenWidthInset: Double?
    /// A cell of a table whose rows size themselves (`rowHeight="-1"`, automatic): on other
    /// devices its content, not its saved height, sets its height.
    public var selfSizing = false
    /// A xib's view that does not translate its autoresizing mask and holds its own width
    /// (height) with a constraint: whoever adds it sizes it by that constraint, not by the
    /// canvas, so the canvas's width (height) gives way to it.
    public var widthFromOwnConstraint = false
    public var heightFromOwnConstraint = false
    /// The root is a table view cell whose content keeps its own sizes in a conflict with
    /// its row (a xib's cell, a storyboard's prototype before Xcode 11, or one of a table
    /// whose rows size themselves): the table gives its height (the row's), and what its
    /// content asks for beyond that spills out of it.
    public var keepsCellContentSizes = false
    /// The cell's constraints are added in the file's order, a view's after those of the
    /// views inside it (a xib's cell, or a storyboard's prototype before Xcode 11), so that
    /// in a conflict the view that holds the others gives way.
    public var constraintsInFileOrder = false
    /// The document's `toolsVersion` (Xcode 7.3 writes 9527): the era of UIKit the canvas
    /// shows.
    public var toolsVersion: Double = 0
    /// The status bar was turned off (`statusBarHidden`, or a simulated "None").
    public var statusBarHidden: Bool
    /// A xib's view simulates no status bar ("None") yet keeps the device's other insets:
    /// a sensor housing above it and a home indicator below stay (Google's launch screens
    /// on the 5.8-inch canvas end their labels 34 pt above the bottom).
    public var statusBarNone = false
    /// The scene is presented as a sheet (iOS 13's default presentation): its root sits at
    /// the bottom of the screen, below the status bar, which therefore insets nothing.
    public var presentedAsSheet = false
    /// A freeform scene's simulated size's height (`<size key="freeformSize">`): the
    /// screen it is drawn on, which a sheet's root is shorter than.
    public var freeformHeight: Double?
    /// A freeform scene's simulated size's width: the screen's width, which a root as wide
    /// spans (its safe area has the device's insets at the sides and bottom).
    public var freeformWidth: Double?
    /// The scene is presented as a popover (a `popoverPresentation` segue, Xcode 9 and
    /// later): drawn smaller than the screen, it has no status bar above it.
    public var presentedAsPopover = false
    /// No segue of the file presents the scene as a sheet, but Xcode 11 and 12 draw a
    /// scene shown from code (or by a show segue from a scene in no navigation controller)
    /// as one: a root at the top of an iPhone canvas that is shorter than the screen by
    /// exactly a sheet's offset (the status bar or housing and 10 pt) is taken for a sheet.
    /// Xcode 14.3 and later draw a scene shown by a show segue from one in no navigation
    /// controller as a sheet 10 pt short of the screen.
    public var sheetBySize = false
    /// The scene's navigation controller saved its bar at the top of an iPhone screen
    /// (Xcode 11 and later): the canvas draws the bar there, with no status bar or sensor
    /// housing above it and no home indicator below, so nothing insets the safe area but
    /// the bar.
    public var navigationBarAtScreenTop = false
    /// The scene is presented by a segue (or is a tab of a tab bar controller so presented)
    /// and saved by Xcode 14 or later: a root that fills the screen is drawn with no status
    /// bar or sensor housing above it and no home indicator below.
    public var presentedFillingScreen = false
    /// The scene is embedded in another's container view (Xcode 8 and later): drawn with
    /// the device's status bar at its top but no home indicator at its bottom.
    public var embedded = false
    /// The Dynamic Type size the layout's text styles were measured at, where the canvas
    /// draws them at one other than large (Xcode 13's, extra small); nil otherwise.
    public var textSize: ContentSizeCategory?
    /// The title text styles were measured at the sizes Xcode 9.3 to 10 (and Xcode 11's
    /// betas) drew them at (`xcode10TitleSizes`), smaller than Large's.
    public var smallerTitleSizes = false

    /// The sizes Xcode 10's canvas (iOS 12) drew the title text styles at, in points,
    /// smaller than the Large column's 34, 28 and 22: four apps' labels and fields of tools
    /// 14313 to 14835 (Xcode 10.0 to 10.3), 7 of 7 whose size their text decides: a large
    /// title's "Notify Me" and "Event Name" 126 and 156 pt wide and 36 high (30 pt text),
    /// Title 1's "EVENTS" 96 × 31.5 and "Product Title" 31.5 high (26 pt), Title 2's "Pick a
    /// time" 94 × 24 (20 pt), a wallet's borderless fields 40 and 36 high; Xcode 11's betas
    /// (tools 14868: a task app's Title 1 "Priority:" 86 × 31.5) and Xcode 9.3 (13771:
    /// another's "Tasks" 63 × 31.5) too. Its Body, Headline and Callout labels are Large's
    /// (20.5 pt high at 17, 19.5 at 16); files of Xcode 8 and 11 have Large's titles (a
    /// chess app's Title 1 buttons of tools 12120, 46 high; a podcast app's). Where between
    /// Xcode 8 and 9.3 the change came is a guess (`XcodeEra.xcode9Point2`).
    public static let xcode10TitleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 30, "UICTFontTextStyleLargeTitle": 30, "UICTFontTextStyleTitle1": 26,
        "UICTFontTextStyleTitle2": 20,
    ]

    /// The height of the navigation bar iOS 13 and later draw at the top of a sheet on an
    /// iPhone (Xcode 11 on: a map course's add-location scenes, XLForm's form, 56 pt).
    public static let sheetNavigationBarHeight = 56.0

    /// How much taller a navigation bar is with a large title (iOS 11 on): the title's line
    /// of its own below the standard bar (Avox's bars of Xcode 15, 96 pt over 44).
    public static let largeTitleLine = 52.0

    /// Pixels per point of an Interface Builder device's screen: Xcode saves frames, and
    /// UIKit rounds text sizes, in those pixels. 2 for an unknown id (and every iPad).
    public static func pixelScale(device id: String) -> Double {
        [
            "retina5_5", "retina5_9", "retina6_5", "retina6_0", "retina6_3", "retina6_7", "retina6_12",
            "retina6_72", "retina6_9", "retina6_54", "retina5_4",
        ].contains(id) ? 3 : 2
    }

    /// Whether Interface Builder's device `id` is wider than 390 pt in portrait, where a
    /// table view cell's content view has 20 pt side margins rather than 16: the 5.5-, 6.1-
    /// (both), 6.3-, 6.5-, 6.7- and 6.9-inch iPhones and every iPad (a test holds this to
    /// the device catalog). The 393 pt iPhones count: cells saved on the 6.12-inch canvas
    /// have 20 pt (KeePassium's and Habitica's of Xcode 14-15, Firebase's of Xcode 26: 16
    /// of 16), the 390 pt one's 16 in Xcode 26 (OsmAnd's: 4 of 4) but 20 in Xcode 12 to 16
    /// (`DesignCanvasReader.cellMarginsWide`).
    public static func isWide(device id: String) -> Bool {
        id.hasPrefix("ipad")
            || [
                "retina5_5", "retina6_1", "retina6_12", "retina6_3", "retina6_5", "retina6_54", "retina6_7",
                "retina6_72", "retina6_9",
            ]
            .contains(id)
    }

    /// Whether Interface Builder's device `id` is an iPhone 390 pt wide or less in portrait
    /// (the 3.5- to 6.0-inch ones; a test holds this to the device catalog).
    public static func isNarrow(device id: String) -> Bool {
        ["retina3_5", "retina4_0", "retina4_7", "retina5_4", "retina5_9", "retina6_0"].contains(id)
    }

    /// Whether Interface Builder's device `id` is regular in width in landscape: every iPad,
    /// and the iPhones 414 pt wide and more in portrait (the Plus, Max and 6.1-inch XR and
    /// 11; a test holds this to the device catalog), whose bars keep their height there.
    public static func isRegularInLandscape(device id: String) -> Bool {
        id.hasPrefix("ipad")
            || ["retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9"].contains(id)
    }

    /// Whether Xcode drew the bars of a canvas of device `id` compact (32 pt), as UIKit's are
    /// where both size classes are compact: an iPhone in landscape that is not regular in
    /// width there (`isRegularInLandscape`), in files of Xcode 9 and later. Xcode 8 and
    /// earlier drew them at their regular height in landscape, and the status bar above
    /// them (two StoreSearch apps of Xcode 8 on the 4-inch landscape canvas: their search
    /// bars 20 pt down, the navigation bars placed under them 44 high; the app's forks of
    /// Xcode 9 saved 0 and 32).
    public static func hasCompactBars(device id: String?, landscape: Bool, toolsVersion: Double) -> Bool {
        guard landscape, let id, id.hasPrefix("retina") else { return false }
        return !isRegularInLandscape(device: id) && toolsVersion >= XcodeEra.xcode9
    }

    /// Whether this canvas's bars are compact (`hasCompactBars(device:landscape:toolsVersion:)`).
    public var hasCompactBars: Bool {
        Self.hasCompactBars(device: device, landscape: landscape, toolsVersion: toolsVersion)
    }

    /// Whether Interface Builder's device `id` is an iPhone with a home indicator (and a
    /// sensor housing), where UIKit's bars at the screen's bottom are taller: every iPhone
    /// from the X on (a test holds this to the device catalog).
    public static func hasHomeIndicator(device id: String) -> Bool {
        [
            "retina5_4", "retina5_9", "retina6_0", "retina6_1", "retina6_3", "retina6_5", "retina6_54", "retina6_7",
            "retina6_12", "retina6_72", "retina6_9",
        ].contains(id)
    }

    public init(
        kind: Kind, anyAny: Bool = false, device: String? = nil, landscape: Bool = false, x: Double = 0, y: Double = 0,
        width: Double, height: Double, navigationBar: Double? = nil, bottomBar: Double? = nil,
        bars: [String] = [], statusBarHidden: Bool = false
    ) {
        self.kind = kind
        self.anyAny = anyAny
        self.device = device
        self.landscape = landscape
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.navigationBar = navigationBar
        self.bottomBar = bottomBar
        self.bars = bars
        self.statusBarHidden = statusBarHidden
    }
}
