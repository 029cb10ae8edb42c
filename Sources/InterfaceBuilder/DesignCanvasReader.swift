import LayoutDocument
import LayoutXML

/// Reads where each layout of an Interface Builder file was designed: the file's
/// `<device>` (or, before Xcode 8, its simulated screen, or the 600×600 any-any canvas of
/// size-class files), the root view's saved frame, and the simulated bars, including those
/// a scene inherits from the navigation or tab bar controller it sits in (Xcode's
/// "Inferred" top and bottom bars, which follow the storyboard's segues).
struct DesignCanvasReader {
    private let device: String?
    /// A tvOS document (`targetRuntime="AppleTV"`), whose controls and text are tvOS's.
    let tvOS: Bool
    private let landscape: Bool
    /// A size-class file of Xcode 6–7 (trait collections, no `<device>`): designed in
    /// any-any.
    private let anyAnyCanvas: Bool
    /// The file names its `<device>` (Xcode 8 and later): the canvas is that device's.
    private let namesDevice: Bool
    /// The document's `toolsVersion`: the era of UIKit it was designed with (`XcodeEra`).
    let toolsVersion: Double
    /// The Dynamic Type size the file's text styles are measured at where it is not large
    /// and the canvas draws them so (asked for its design canvas's size, `designTextSize`):
    /// said in each canvas's description.
    let textSize: ContentSizeCategory?
    /// The Dynamic Type size Xcode's canvas draws text styles at: extra small from Xcode
    /// 13 until 14, large before and after. Single-line labels in text styles saved by
    /// tools 18122 to 20037 have extra small's heights (body and headline 17 pt high,
    /// subheadline 14.5, caption 13.5: 45 labels in fifteen apps, against 2 at large's in
    /// one); those of tools 14109 to 17701 and 21701 on have large's (97 labels in 21
    /// apps and 23 in 8).
    let designTextSize: ContentSizeCategory
    /// Whether text in the title styles is measured at the sizes Xcode 10's canvas drew
    /// them at (`DesignCanvas.xcode10TitleSizes`): files of Xcode 9.3 to Xcode 11's betas
    /// laid out on their canvas at its text size (no Dynamic Type setting asked for).
    let smallerTitleSizes: Bool
    /// The navigation controller each controller is shown in (its root, or pushed from
    /// a controller in it), by controller id.
    private var navigationOf: [String: XMLElement] = [:]
    /// The root controllers of navigation controllers (`rootViewController` relationships).
    private var navigationRoots: Set<String> = []
    /// The tab bar controller each controller is a tab of (directly, or inside a
    /// navigation controller that is one).
    private var tabBarOf: [String: XMLElement] = [:]
    /// Controllers embedded in another's container view: their views are designed as
    /// children, without bars.
    private var embedded: Set<String> = []
    /// Controllers that set no top bar of their own, pushed or shown (directly or along
    /// pushes) from one that does: Xcode infers that setting for them ("Inferred" top
    /// bar), by controller id, with the controller whose setting it is. A simulated
    /// navigation bar passes on from a controller in no navigation controller of the file
    /// (its own is in another storyboard); None passes on from any, and leaves a scene
    /// without the bar its navigation controller would give it (Tinode's branding scene,
    /// shown from its login scene: its stack 68 pt below the status bar).
    private var inferredTopBarOf: [String: XMLElement] = [:]
    /// The controller whose simulated toolbar a controller infers through pushes.
    private var inferredToolbarOf: [String: XMLElement] = [:]
    /// Controllers that set no status bar of their own, pushed or shown (directly or along
    /// pushes) from one whose status bar is None, or the children of a navigation or tab
    /// bar controller whose status bar is None (and what those push): Xcode infers None
    /// for them too.
    private var inferredNoStatusBar: Set<String> = []
    /// Controllers under a navigation controller's bar through a tab bar controller that
    /// simulates a navigation bar of its own: that simulated bar, whose translucency the
    /// tabs, and the controllers they push, are drawn with (Cheers' tabs, in a navigation
    /// controller with an opaque bar: their roots saved at the screen's top, their safe
    /// area 64 pt down), by controller id.
    private var tabsTopBarOf: [String: XMLElement] = [:]
    /// Controllers presented modally in iOS 13's default style (a page sheet on an iPhone:
    /// no `modalPresentationStyle`, automatic, page or form sheet) or as a popover, and
    /// every controller of a navigation controller so presented.
    private var presentedAsSheet: Set<String> = []
    /// Controllers a show segue leads to from a scene in no navigation controller: UIKit
    /// presents them, so the canvas may draw them as sheets (the environment checks the
    /// root's height).
    private var shownAsSheet: Set<String> = []
    /// Controllers a `popoverPresentation` segue leads to.
    private var presentedAsPopover: Set<String> = []
    /// Controllers in a navigation controller that never show a large title: their
    /// navigation item says `never`, or says nothing (automatic) and the controller that
    /// pushes them never shows one, as UIKit's automatic mode takes the mode of the item
    /// below it.
    private var largeTitleNever: Set<String> = []
    /// Controllers a segue presents (before any pushes them), and the tabs of a tab bar
    /// controller so presented that are in no navigation controller of their own.
    private var presentedScenes: Set<String> = []

    /// `contentSize`: the Dynamic Type size asked for, nil for the design canvas's own.
    init(document root: XMLElement, contentSize: ContentSizeCategory?) {
        let deviceElement = root.children.first { $0.name == "device" }
        var device = deviceElement?[attribute: "id"]
        var landscape = deviceElement?[attribute: "orientation"] == "landscape"
        // Before Xcode 8: the default simulated screen (`retina4`, `retina47`, ...).
        if device == nil, let metrics = Self.defaultMetrics(root) {
            device = metrics.device
            landscape = metrics.landscape
        }
        let tvOS = root[attribute: "targetRuntime"] == "AppleTV"
        // A tvOS document is drawn on a television's screen, landscape its only
        // orientation, whether the file says so or not (Xcode 11 writes `<device
        // id="appleTV"/>` with no orientation), and on the Apple TV's when it names no
        // device (Xcode 7's: AFNetworking's and MBProgressHUD's tvOS demos, their top
        // layout guides at the screen's top).
        if tvOS {
            device = device ?? "appleTV"
            landscape = true
        }
        self.device = device
        self.landscape = landscape
        anyAnyCanvas = deviceElement == nil && !tvOS && root[attribute: "useTraitCollections"] == "YES"
        namesDevice = deviceElement != nil
        self.tvOS = tvOS
        toolsVersion = XcodeEra.toolsVersion(root[attribute: "toolsVersion"])
        designTextSize = !tvOS && (XcodeEra.xcode13..<XcodeEra.xcode14).contains(toolsVersion) ? .extraSmall : .large
        textSize = contentSize == nil && designTextSize != .large ? designTextSize : nil
        // Xcode 9.3 to Xcode 11's betas, which drew iOS 13's controls with these titles
        // (`DesignCanvas.xcode10TitleSizes`).
        smallerTitleSizes =
            contentSize == nil && !tvOS && (XcodeEra.xcode9Point2..<XcodeEra.xcode11).contains(toolsVersion)
        readSegues(root)
    }

    /// Pixels per point of the canvas that text is measured on: the canvas device's (2 when
    /// the file names no device). How far each font's sizes are rounded to them is
    /// `IntrinsicSizeEstimate`'s: San Francisco to half points at most.
    /// A tvOS document's text is measured in whole points: of the 37 single-line labels in
    /// the system font whose height only their text decides in 44 fetched tvOS files, 33
    /// were saved at the whole-point height (42 pt: 51, not 50.5) and none at the half point.
    var textScale: Double { tvOS ? 1 : device.map(DesignCanvas.pixelScale(device:)) ?? 2 }

    /// Whether the canvas's cells have 20 pt side margins: a canvas wider than 390 pt
    /// (`DesignCanvas.isWide`), so every canvas in landscape (two home-inventory apps' item
    /// cells of Xcode 9.2 and 10.2 on the 4.7-inch canvas in landscape, 667 pt wide: their
    /// labels 20 pt in from either side, 5 of 5), and the 390 pt iPhones 12 to 16
    /// (`retina6_0`, a canvas from Xcode 12 on), whose prototype cells were saved 20 pt in
    /// too (three Twitter course apps' tweet cells of Xcode 12.3 to 13.1: 3 of 3). Xcode 26
    /// gives the latter 16 (`SceneConverter`).
    var cellMarginsWide: Bool {
        guard let device else { return false }
        return landscape || DesignCanvas.isWide(device: device) || device == "retina6_0"
    }

    /// Whether the canvas is an iPhone 390 pt wide or less.
    var narrowCanvas: Bool { device.map(DesignCanvas.isNarrow(device:)) ?? false }

    /// Whether the canvas is an iPhone with a home button, of any width (the 5.5-inch too).
    var homeButtonPhone: Bool {
        guard let device, device.hasPrefix("retina") else { return false }
        return !DesignCanvas.hasHomeIndicator(device: device)
    }

    /// A toolbar's height as a view of its own, or as a scene's simulated bottom bar (not a
    /// navigation controller's, whose own is saved): 44 pt; 49 on a portrait iPhone with a
    /// home indicator from Xcode 9, iOS 11's (110 of 115 toolbars without a height of their
    /// own on such canvases of Xcode 12 to 13.3 in fetched apps; two camera apps' toolbars
    /// of Xcode 10.2 on the safe area's bottom; Google's ad examples put their banners on a
    /// simulated toolbar's top 83 pt above an iPhone X's bottom, Xcode 14); iOS 26's 48
    /// from Xcode 26.
    var toolbarViewHeight: Double {
        let homeIndicator = device.map(DesignCanvas.hasHomeIndicator(device:)) ?? false
        let taller = homeIndicator && !landscape && (XcodeEra.xcode9..<XcodeEra.xcode26).contains(toolsVersion)
        return taller ? 49 : toolbarHeight
    }

    /// A simulated toolbar's height above a tab bar: iOS's standard 44 pt until Xcode 11,
    /// then 49 on a portrait iPhone, with a home indicator or without, and a toolbar view's
    /// elsewhere (`toolbarViewHeight`). A restaurant app's scene of Xcode 10.1 has its safe
    /// area's bottom 127 pt above the 6.1-inch screen's (44 on 49 on 34); a meme editor's
    /// and another restaurant app's of Xcode 12.3 and 13.3, 132; a messenger's chat and
    /// profile scenes of Xcode 12.3 end their tables 98 pt above the 5.5-inch screen's.
    var toolbarAboveTabBarHeight: Double {
        guard toolsVersion >= XcodeEra.xcode11 else { return toolbarHeight }
        let portraitPhone = device?.hasPrefix("retina") == true && !landscape
        return portraitPhone && toolsVersion < XcodeEra.xcode26 ? 49 : toolbarViewHeight
    }

    /// Whether the canvas is an iPhone's that is compact in width: every iPhone in
    /// portrait, and in landscape those not regular there (`DesignCanvas.isRegularInLandscape`).
    private var compactWidthPhone: Bool {
        guard let device, device.hasPrefix("retina") else { return false }
        return !landscape || !DesignCanvas.isRegularInLandscape(device: device)
    }

    /// Whether the canvas is an iPhone in landscape compact in width, where a navigation
    /// bar or toolbar placed as a view of its own is 32 pt high, as UIKit's compact bars
    /// are: two search apps' navigation bars under their search bars, on the 4-inch
    /// landscape canvas (Xcode 9) and the 5.8-inch one (Xcode 10), were saved 32 high.
    var compactBars: Bool {
        DesignCanvas.hasCompactBars(device: device, landscape: landscape, toolsVersion: toolsVersion)
    }

    /// The canvas of a storyboard scene's root view (`view` of `controller`).
    func canvas(controller: XMLElement, view: XMLElement) -> DesignCanvas? {
        guard let frame = view.savedFrame else { return nil }
        let id = controller[attribute: "id"] ?? ""
        var canvas = DesignCanvas(
            kind: .screen, anyAny: anyAnyCanvas, device: device, landscape: landscape, x: frame.x, y: frame.y,
            width: frame.width,
            height: frame.height)
        canvas.toolsVersion = toolsVersion
        canvas.textSize = textSize
        canvas.smallerTitleSizes = smallerTitleSizes
        canvas.rootMisplaced = view[attribute: "misplaced"] == "YES"
        canvas.marginsFromSafeArea = view[attribute: "insetsLayoutMarginsFromSafeArea"] != "NO"
        canvas.preservesSuperviewMargins = view[attribute: "preservesSuperviewLayoutMargins"] == "YES"
        // Extended layout under opaque bars puts the root under them again.
        let underOpaqueBars = controller[attribute: "extendedLayoutIncludesOpaqueBars"] == "YES"
        // Edges the controller's view does not extend under (`edgesForExtendedLayout`
        // without top or bottom): UIKit lays the root out below those bars, translucent or
        // not, as below an opaque one (Segmentio's home scene: a 603 pt root under the 4.7-
        // inch canvas's navigation bar, its container at the top layout guide at 0).
        let extended = controller.children.first {
            $0.name == "extendedEdge" && $0[attribute: "key"] == "edgesForExtendedLayout"
        }
        let belowTopBars = extended.map { $0[attribute: "top"] != "YES" } ?? false
        let aboveBottomBars = extended.map { $0[attribute: "bottom"] != "YES" } ?? false
        /// Whether a bar keeps the root out from under it: an opaque one the view is not
        /// extended under again, or any one on an edge the view does not extend to.
        func keepsRootOut(opaque: Bool, top: Bool) -> Bool {
            (opaque && !underOpaqueBars) || (top ? belowTopBars : aboveBottomBars)
        }
        // A simulated metric set on the controller wins over what it inherits; `<nil>`
        // turns the bar off ("None" in the inspector).
        func simulated(_ key: String) -> XMLElement? {
            controller.children.first {
                $0[attribute: "key"] == key && ($0.name.hasPrefix("simulated") || $0.name == "nil")
            }
        }
        if embedded.contains(id) {
            canvas.kind = .freeform
            // Since Xcode 8 (a `<device>`) an embedded controller's view is drawn with the
            // device's status bar at its top (not its home indicator at the bottom: the
            // environment's), unless set to None: its top layout guide and
            // safe area 20 pt down (XLPagerTabStrip's and Habitica's children on the 4- and
            // 4.7-inch canvases, Rocket.Chat's share extension, 7 of 7), 44 pt on the
            // 6.1-inch one (an Esri sample). Before, on the any-any canvas, at 0 (15 of 15).
            canvas.statusBarHidden = !namesDevice || simulated("simulatedStatusBarMetrics")?.name == "nil"
            // Xcode 8 to 10.1 drew none above a short one on an iPhone with a home button, as
            // Xcode 9 to 10.1 above a xib's custom view (`shortOnAHomeButtonIPhone`): a
            // weather app's 200 and 220 pt children and a budget app's 270 pt calendar, at
            // their safe area's top at 0 on the 4.7-inch canvas (Xcode 9.0 and 9.1); a chess
            // app's 114 pt graveyards of Xcode 8.3, stacks at the top layout guide, centred
            // and pinned to the bottom, saved at 0 (a status bar puts the three in conflict).
            if shortOnAHomeButtonIPhone(height: frame.height, from: XcodeEra.xcode8) { canvas.statusBarHidden = true }
            canvas.embedded = true
            canvas.bars = ["embedded in a container view"]
            return canvas
        }
        if controller.children.contains(where: { $0.name == "freeformSimulatedSizeMetrics" }) {
            canvas.kind = .freeform
        }
        let freeformSize = controller.children.first { $0.name == "size" && $0[attribute: "key"] == "freeformSize" }
        canvas.freeformHeight = freeformSize.flatMap { $0[attribute: "height"] }.flatMap(Double.init)
        canvas.freeformWidth = freeformSize.flatMap { $0[attribute: "width"] }.flatMap(Double.init)
        // Since Xcode 11 (its betas too, `XcodeEra.iOS13Sheets`) a scene presented as a sheet
        // is drawn as one on an iPhone: its root shorter than the screen by the sheet's
        // offset, below the status bar (Packt's location picker: a 56 pt bar at the root's
        // top, its table 56 pt down on the 6.1-inch canvas, 34 pt short of the bottom). The
        // environment checks the offset.
        // On an iPad the sheet is a card narrower than the screen, in either orientation,
        // with no status bar above it (RedditApp's image viewer, Xcode 12: a 704×995 root
        // on the 12.9-inch canvas, its stack at the safe area's top at 0).
        let sheetBar = navigationOf[id].map(Self.hasSheetBar) ?? false
        let sheetDevice = device?.hasPrefix("retina") == true ? !landscape : device?.hasPrefix("ipad") == true
        if toolsVersion >= XcodeEra.iOS13Sheets || sheetBar, sheetDevice, frame.y == 0, presentedAsSheet.contains(id) {
            canvas.presentedAsSheet = true
        } else if (XcodeEra.iOS13Sheets..<XcodeEra.xcode13Point3).contains(toolsVersion), !landscape,
            device?.hasPrefix("retina") == true, frame.y == 0
        {
            // Shown from code, or by a show segue from a scene in no navigation controller:
            // the environment takes a root exactly a sheet's offset short of the screen
            // for a sheet (Esri's samples: 842 pt roots on the 6.1-inch canvas, their views
            // at the safe area's top at 0 and their toolbars 34 pt above the bottom; a
            // weather app's city editor of Xcode 13.2, shown from its home scene). Not
            // from Xcode 13.3: DuckDuckGo's privacy scenes, as short, sit under the status
            // bar.
            canvas.sheetBySize = true
        } else if toolsVersion >= XcodeEra.xcode14Point3, sheetDevice, frame.y == 0, shownAsSheet.contains(id) {
            // Xcode 14.3 and later draw a scene shown from one in no navigation controller as
            // the sheet UIKit presents: a root 10 pt short of the screen (an address book's
            // contact scene, 886 pt on the 6.1-inch canvas; a patrol app's scenes shown
            // from its tabs, 916 pt on the 6.7-inch one and 1790 on a 1800 pt freeform
            // canvas; a tic-tac-toe game's of Xcode 14.3, 842 on the 6.12-inch one), its
            // views at the safe area's top at 0.
            canvas.sheetBySize = true
        }
        if simulated("simulatedStatusBarMetrics")?.name == "nil" || inferredNoStatusBar.contains(id) {
            canvas.statusBarHidden = true
        }
        // A navigation controller whose 44 pt bar (or large-title bar) Xcode 11 or later
        // saved at the top of an iPhone screen was drawn with nothing above it and no home
        // indicator below: a movie app's home scene (Xcode 14, 6.1-inch canvas, presented
        // full screen) has its stack between the safe area's top and bottom 44 pt down and
        // to the screen's bottom, Habitica's web view (Xcode 16, 6.7-inch) and Bitwarden's
        // autofill container as well; in 243 files with such a bar no view moves the other
        // way. Not in landscape, where an iPhone draws no status bar and every bar is at
        // the top (a home-inventory app's detail scene, Xcode 12.5: its toolbar on the safe
        // area's bottom saved 21 pt above the 6.1-inch screen's bottom).
        if toolsVersion >= XcodeEra.xcode11, device?.hasPrefix("retina") == true, frame.y == 0, !landscape,
            navigationOf[id].map(Self.hasBarAtScreenTop) == true
        {
            canvas.navigationBarAtScreenTop = true
            canvas.statusBarHidden = true
        }
        // Xcode 14 and later draw a presented scene that fills an iPhone screen with
        // nothing above or below it either, and so the tabs of a tab bar controller so
        // presented (the environment checks the root's height): an about-me course's
        // welcome scenes (Xcode 14.3 to 16, the 4-inch to 6.7-inch canvases, full screen
        // or not), their views at the safe area's top saved at y 0 and at its bottom on the
        // screen's or the tab bar's (7 of 7 with a view there). Xcode 11 to 13.2 drew such
        // scenes under the status bar and above the home indicator (6 of 6: favourite-places
        // and photo-sharing course apps).
        if toolsVersion >= XcodeEra.xcode14, device?.hasPrefix("retina") == true, !landscape, frame.y == 0,
            presentedScenes.contains(id)
        {
            canvas.presentedFillingScreen = true
        }
        if toolsVersion >= XcodeEra.xcode9, presentedAsPopover.contains(id) { canvas.presentedAsPopover = true }
        let inferredTop = inferredTopBarOf[id].flatMap(Self.topBarMetrics)
        if let top = simulated("simulatedTopBarMetrics") {
            if top.name == "simulatedNavigationBarMetrics" {
                canvas.navigationBar = navigationBarHeight
                canvas.navigationBarOpaque = keepsRootOut(opaque: top[attribute: "translucent"] == "NO", top: true)
                canvas.bars.append("navigation bar")
            }
        } else if inferredTop?.name == "nil" {
            // None, inferred: no bar.
        } else if let navigation = navigationOf[id], let bar = navigationBar(navigation) {
            // A controller that never shows a large title (`largeTitleNever`) has the
            // standard bar under a large-title one (AltStore's licences: a 96 pt bar saved,
            // the text view 44 pt down). From Xcode 12.3 (`XcodeEra.xcode12Point3`: a budget
            // app's table, tools 17701; Githubgenics' tables with a prototype cell, 18122)
            // so does the navigation controller's root whose content is a table or
            // collection view with a cell to show, or a text view (`scrollsAtTop`), whatever
            // its navigation item asks: the bar is drawn collapsed over it. Pipable's text
            // view (`always`, Xcode 13.0), Mangos' table (13.1), DataDog's collection view
            // (16.2) and Hemlock's table and collection view (16.3, 26), at the safe area's
            // top, were saved 44 pt below the status bar, not 96 (5 of 5 roots). Other
            // roots get the large bar: DoctorPoint's and a registration flow's forms (Xcode
            // 13.3 and 13.2), a scoliosis app's plain scroll view at the safe area's top
            // (Xcode 15: 96 pt below the status bar, twelve views of its home scene); so
            // does every root of Xcode 12.0 (FireMessenger's table, tools 17156) and of
            // Xcode 10, and a controller pushed under the bar (Tinode's tabs, 116 pt down).
            // Xcode 11 drew the standard bar as 12.3 does (a blackjack game's card
            // collection, Xcode 11.4, at the safe area's top saved 44 pt below the status
            // bar). No file of Xcode 12.1 or 12.2 with such a root was fetched.
            let collapsesOverScrolling =
                (XcodeEra.xcode11..<XcodeEra.xcode12).contains(toolsVersion) || toolsVersion >= XcodeEra.xcode12Point3
            let standardBar =
                (bar.largeTitles && navigationRoots.contains(id) && collapsesOverScrolling && Self.scrollsAtTop(view))
                || largeTitleNever.contains(id)
            // Collapsed in a sheet, a large-title bar is the sheet's bar.
            let collapsed = Self.hasSheetBar(navigation) ? DesignCanvas.sheetNavigationBarHeight : navigationBarHeight
            canvas.navigationBar = standardBar ? min(bar.height, collapsed) : bar.height
            // A large title in Arabic script sets a taller line, in the system font's Arabic
            // fallback: a bookshop's scenes titled "مكتبة طويق" and "معلومات الكتاب" (Xcode 12.0
            // and 12.3, two forks) have their views at the safe area's top 148.5 pt down the
            // 6.1-inch canvas, 8.5 below the 96 pt bar some of its navigation controllers
            // saved (others saved it 104.5 high, that line included).
            if !standardBar, bar.largeTitles,
                abs(bar.height - (navigationBarHeight + DesignCanvas.largeTitleLine)) < 0.01,
                let title = Self.navigationTitle(controller), title.unicodeScalars.contains(where: Self.isArabic)
            {
                canvas.navigationBar = bar.height + Self.arabicLargeTitleExtra
            }
            let opaque = tabsTopBarOf[id].map { $0[attribute: "translucent"] == "NO" } ?? bar.opaque
            canvas.navigationBarOpaque = keepsRootOut(opaque: opaque, top: true)
            canvas.bars.append("navigation bar (inherited from '\(Self.name(navigation))')")
        } else if let source = inferredTopBarOf[id], let top = inferredTop {
            canvas.navigationBar = navigationBarHeight
            canvas.navigationBarOpaque = keepsRootOut(opaque: top[attribute: "translucent"] == "NO", top: true)
            canvas.bars.append("navigation bar (inferred from '\(Self.name(source))')")
        }
        if let bottom = simulated("simulatedBottomBarMetrics") {
            if bottom.name == "simulatedTabBarMetrics" {
                canvas.bottomBar = tabBarHeight
                canvas.bottomBarIsTabBar = true
                canvas.bars.append("tab bar")
            } else if bottom.name == "simulatedToolbarMetrics" {
                canvas.bottomBar = toolbarViewHeight
                canvas.bars.append("toolbar")
                // From Xcode 9 a simulated toolbar in a scene a tab bar controller shows sits
                // above the tab bar it inherits, as a navigation controller's shown toolbar
                // does: two course apps' map and table scenes (Xcode 10.1), pinned to the
                // safe area, saved 93 pt above the screen's bottom. Before, it stood in for
                // the tab bar (four such apps of Xcode 6.4 to 8.3: 44 pt).
                if toolsVersion >= XcodeEra.xcode9, !landscape, !hidesBottomBar(controller),
                    let tabBar = inheritedTabBar(of: id)
                {
                    canvas.bottomBar = tabBar.height + toolbarAboveTabBarHeight
                    canvas.bars.append("tab bar (inherited from '\(tabBar.from)')")
                }
            }
            canvas.bottomBarOpaque = keepsRootOut(opaque: bottom[attribute: "translucent"] == "NO", top: false)
        } else if !hidesBottomBar(controller), let tabBar = inheritedTabBar(of: id) {
            canvas.bottomBarOpaque = keepsRootOut(opaque: tabBar.opaque, top: false)
            let toolbarShown = landscape ? nil : shownToolbar(of: id)
            let inferredToolbar = landscape ? nil : inferredToolbarOf[id]
            if toolbarShown == nil, let source = inferredToolbar, toolsVersion < XcodeEra.xcode9 {
                // Before Xcode 9 a toolbar inferred along pushes stood in for the tab bar, as
                // a simulated toolbar did (Smashtag's web view scene of Xcode 7, pushed from a
                // scene with a toolbar in a tab: its web view ends 44 pt above the any-any
                // canvas's bottom). The root is kept out from under it as from under the tab
                // bar: two Smashtag forks' roots, saved 44 pt short of the screen, end their
                // scroll views at their own bottom.
                canvas.bottomBar = toolbarViewHeight
                canvas.bars.append("toolbar (inferred from '\(Self.name(source))')")
                return canvas
            }
            canvas.bottomBar = tabBar.height
            canvas.bottomBarIsTabBar = true
            canvas.bars.append("tab bar (inherited from '\(tabBar.from)')")
            // A navigation controller that shows its toolbar (`toolbarHidden="NO"`) puts it
            // above the tab bar: a recipe app's tabs, their scenes' stacks pinned to the safe
            // area saved 93 pt above the screen's bottom (44 on 49). Not in landscape, where
            // the files show none and both bars would be compact.
            if let toolbar = toolbarShown {
                canvas.bottomBar = tabBar.height + toolbar.height
                canvas.bars.append("toolbar (inherited from '\(toolbar.from)')")
            } else if let source = inferredToolbar {
                // So does a toolbar inferred along pushes from Xcode 9 (a restaurant app's
                // confirmation scene and a meme editor, Xcode 12.3 and 13.3: the safe area's
                // bottom saved 132 pt above the 6.1-inch screen's, 49 on 49 on 34).
                canvas.bottomBar = tabBar.height + toolbarAboveTabBarHeight
                canvas.bars.append("toolbar (inferred from '\(Self.name(source))')")
            }
        } else if let toolbar = shownToolbar(of: id) {
            canvas.bottomBar = toolbar.height
            canvas.bottomBarOpaque = keepsRootOut(opaque: toolbar.opaque, top: false)
            canvas.bars.append("toolbar (inherited from '\(toolbar.from)')")
        } else if let source = inferredToolbarOf[id] {
            canvas.bottomBar = toolbarViewHeight
            canvas.bars.append("toolbar (inferred from '\(Self.name(source))')")
        }
        return canvas
    }

    /// Whether the canvas hides the tab bar under `controller` (`hidesBottomBarWhenPushed`):
    /// from Xcode 9. Before, Xcode drew the tab bar all the same (a bookshelf app's detail
    /// scene of Xcode 8.2, its text view pinned to the bottom layout guide saved 49 pt above
    /// the screen's bottom; a music player's play button of Xcode 6.3); an events app's
    /// scroll view of Xcode 9 reaches the screen's bottom.
    private func hidesBottomBar(_ controller: XMLElement) -> Bool {
        controller[attribute: "hidesBottomBarWhenPushed"] == "YES" && toolsVersion >= XcodeEra.xcode9
    }

    /// The toolbar of the navigation controller `id` is in, where that controller shows it
    /// (`toolbarHidden="NO"`): its saved height (else UIKit's), whether it is opaque, and
    /// the controller's name.
    private func shownToolbar(of id: String) -> (height: Double, opaque: Bool, from: String)? {
        guard let navigation = navigationOf[id], navigation[attribute: "toolbarHidden"] == "NO" else { return nil }
        let bar = navigation.children.first { $0[attribute: "key"] == "toolbar" }
        return (
            Self.savedBarHeight(bar) ?? toolbarHeight, bar?[attribute: "translucent"] == "NO", Self.name(navigation)
        )
    }

    /// The tab bar the controller `id` is drawn above without simulating one of its own:
    /// its tab bar controller's, as saved; else, for a navigation controller whose tab bar
    /// controller is in another storyboard, the tab bar that navigation controller
    /// simulates (QuickNet's map, Xcode 11: pinned to the safe area's bottom, saved 49 pt
    /// short of the screen's).
    private func inheritedTabBar(of id: String) -> (height: Double, opaque: Bool, from: String)? {
        if let tabs = tabBarOf[id] {
            let bar = tabs.children.first { $0[attribute: "key"] == "tabBar" }
            let height = padTabBar ? tabBarHeight : Self.savedBarHeight(bar) ?? tabBarHeight
            return (height, bar?[attribute: "translucent"] == "NO", Self.name(tabs))
        }
        guard let navigation = navigationOf[id],
            let bar = navigation.children.first(where: {
                $0[attribute: "key"] == "simulatedBottomBarMetrics" && $0.name == "simulatedTabBarMetrics"
            })
        else { return nil }
        return (tabBarHeight, bar[attribute: "translucent"] == "NO", Self.name(navigation))
    }

    /// Whether a view `height` pt high that is not a screen is drawn without a status bar
    /// above it although the canvas has one, by the Xcodes of `first` to 10.1 (9 unless
    /// said; an embedded scene from 8): Xcode 9 to 10.1 drew one above a custom view
    /// on an iPhone with a home button only when the view was screen-like in height: 16 of
    /// 16 views under 400 pt high (44 to 351 pt: Habitica's, Rocket.Chat's, DuckDuckGo's,
    /// ProtonVPN's) have their safe area at their top, 3 of 3 from 496 pt 20 pt down
    /// (Rocket.Chat's). (From Xcode 10.2 such iPhones have no status bar on the canvas at
    /// all.)
    private func shortOnAHomeButtonIPhone(height: Double, from first: Double = XcodeEra.xcode9) -> Bool {
        onAHomeButtonIPhone(from: first) && height < 400
    }

    /// Whether the canvas is an iPhone with a home button of the Xcodes of `first` to 10.1,
    /// which drew a status bar above a top-level view or embedded scene as high as a screen
    /// only (from 10.2 such iPhones have none on the canvas).
    private func onAHomeButtonIPhone(from first: Double) -> Bool {
        guard (first..<XcodeEra.xcode10Point2).contains(toolsVersion), let device else { return false }
        return device.hasPrefix("retina") && !DesignCanvas.hasHomeIndicator(device: device)
    }

    /// The canvas of a xib's top-level view: its own saved size, without bars (a cell,
    /// a toolbar, a custom view), unless it simulates a screen (a view controller's view,
    /// with `<simulatedScreenMetrics>` or a simulated status bar).
    func canvas(topLevelView view: XMLElement) -> DesignCanvas? {
        guard let frame = view.cellFrame(toolsVersion: toolsVersion) else { return nil }
        var canvas = DesignCanvas(
            kind: .freeform, anyAny: anyAnyCanvas, device: device, landscape: landscape, width: frame.width,
            height: frame.height,
            statusBarHidden: true)
        canvas.toolsVersion = toolsVersion
        canvas.textSize = textSize
        canvas.smallerTitleSizes = smallerTitleSizes
        canvas.keepsCellContentSizes = view.name == "tableViewCell"
        canvas.constraintsInFileOrder = canvas.keepsCellContentSizes
        canvas.marginsFromSafeArea = view[attribute: "insetsLayoutMarginsFromSafeArea"] != "NO"
        // A xib's custom view or collection reusable view is drawn as a root view, with
        // UIKit's system margins at its sides (16 pt, 20 from 400 pt wide): 27 of 29 such
        // views in fetched apps' xibs put what is pinned to their leading margin there; a
        // cell keeps UIKit's 8 pt (its content view has margins of its own).
        // A xib's collection view cell has them too (15 of 15 in fetched apps at its sides,
        // with or without `preservesSuperviewLayoutMargins`), and the root's safe-area
        // insets above and below: a podcast app's two cells of Xcode 11 with text pinned to
        // their top and bottom margins saved at their top and bottom.
        canvas.margins =
            ["view", "collectionReusableView", "collectionViewCell"].contains(view.name) ? .system : .uikit
        // A view that leaves its autoresizing mask untranslated and holds its own size by a
        // constraint is sized by it where it is added (Google's ad sample controls: 63 × 34,
        // saved on a 375 × 667 canvas, were unsatisfiable in every class).
        if view.name == "view", view[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" {
            let own = view.children.first { $0.name == "constraints" }?.children.filter {
                $0.name == "constraint" && $0[attribute: "firstItem"] == nil && $0[attribute: "secondItem"] == nil
                    && $0[attribute: "relation"] == nil && ($0[attribute: "priority"] ?? "1000") == "1000"
            }
            canvas.widthFromOwnConstraint = own?.contains { $0[attribute: "firstAttribute"] == "width" } ?? false
            canvas.heightFromOwnConstraint = own?.contains { $0[attribute: "firstAttribute"] == "height" } ?? false
        }
        // Since the safe area (Xcode 9), a xib's custom view is designed with the device's
        // insets (DuckDuckGo's notification view, 465×154 on the 4.7-inch canvas, has its
        // safe area 20 pt down; the home indicator's below it depends on the era, see
        // `Environment(designCanvas:)`), and so is a collection view cell from Xcode 12 (a
        // Pocket Casts cell of Xcode 14.2 48 pt down and 34 up on the 6.1-inch canvas;
        // AltStore's update cell of Xcode 11.1 has no status bar above its top, and of two
        // Rocket.Chat cells of Xcode 9 one has none, the other a stale frame); a table
        // view cell has none, unless as high as a screen in Xcode 9 to 10.1 (below).
        var insetless: Set<String> = ["tableViewCell", "collectionReusableView"]
        if toolsVersion < XcodeEra.xcode12 { insetless.insert("collectionViewCell") }
        if toolsVersion >= XcodeEra.xcode9, !insetless.contains(view.name) { canvas.statusBarHidden = false }
        if view.name == "view", shortOnAHomeButtonIPhone(height: frame.height) { canvas.statusBarHidden = true }
        // A table view cell as high as a screen is drawn as one there too: two Instagram
        // courses' post cells of Xcode 9 (548 and 807 pt high on the 4.7-inch canvas), their
        // image views at the content view's top margin saved 31 pt down: the status bar's 20
        // and the margin's 11.
        if view.name == "tableViewCell", onAHomeButtonIPhone(from: XcodeEra.xcode9), frame.height >= 400 {
            canvas.statusBarHidden = false
        }
        let screen = view.children.first { $0.name == "simulatedScreenMetrics" }
        func simulated(_ key: String) -> XMLElement? { view.children.first { $0[attribute: "key"] == key } }
        let top = simulated("simulatedTopBarMetrics")
        let navigationBar = top?.name == "simulatedNavigationBarMetrics"
        let statusBar = simulated("simulatedStatusBarMetrics")
        if screen != nil || statusBar?.name == "simulatedStatusBarMetrics" || navigationBar {
            canvas.kind = .screen
            canvas.margins = .system
            canvas.statusBarHidden = false
            if canvas.device == nil, let type = screen?[attribute: "type"] {
                canvas.device = Self.deviceID(screenType: type)
            }
        }
        // A simulated navigation bar is drawn above the view: an opaque one keeps it below
        // the bar (Pocket Casts' profile view, 603 pt high on the 667 pt canvas, has a table
        // pinned to its safe area's top at 0).
        if navigationBar, let top {
            canvas.navigationBar = navigationBarHeight
            canvas.navigationBarOpaque = top[attribute: "translucent"] == "NO"
            if canvas.navigationBarOpaque { canvas.y = navigationBarHeight }
            canvas.bars.append("navigation bar")
        }
        // A simulated status bar of "None": nothing above the view on a device without a
        // sensor housing (Element's activity indicator view, Rocket.Chat's section header).
        canvas.statusBarNone = statusBar?.name == "nil"
        return canvas
    }

    /// The canvas of a storyboard's prototype cell (or table header or footer view) in
    /// `container`, a table or collection view of the scene whose root is `scene`: its
    /// own size; on other devices, the screen's width less what it left out if the
    /// container is as wide as the scene (a collection's cell only if it spans the
    /// collection), and its content's height in a table of
    /// automatic row heights (`rowHeight="-1"`) unless the cell sets its own.
    func canvas(cell: XMLElement, in container: XMLElement?, scene: XMLElement) -> DesignCanvas? {
        guard var canvas = canvas(topLevelView: cell) else { return nil }
        canvas.statusBarHidden = true
        // From Xcode 11 a storyboard's prototype cell is drawn as any view is: a conflict
        // with the row breaks a view's own constant size, and the content fits the row (a
        // greeting app's cards of Xcode 12.3, a cricket app's rankings of 13.3: 116 views
        // more within half a point in nine apps' storyboards of Xcode 11.3 to 15, and 3 in
        // the fixtures; on a batch measured unseen, 5 more in three apps and 9 fewer in a
        // travel app). A xib's cell, and a prototype of Xcode 10 or before, keep their
        // content's sizes: breaking those would lose 22 views in four apps' xibs of Xcode 10
        // to 12 and 17 in five apps' storyboards of Xcode 6 to 10.1.
        if toolsVersion >= XcodeEra.xcode11 {
            canvas.keepsCellContentSizes = false
            canvas.constraintsInFileOrder = false
        }
        canvas.margins = .uikit
        // A table sizes its header and footer views to its width, whatever width they were
        // saved at (a size-class demo of Xcode 6 saved its footer, a "push" button, 0 pt
        // wide under a 600 pt table), and draws a prototype row saved wider than itself, its
        // width left from a larger canvas, at its width (a quiz app's four cells of Xcode 8
        // saved 600 pt wide in a 375 pt table, their content laid out at 375). Xcode 6 could
        // also leave a row narrower than its table in the file (the library's 320 pt) while
        // it laid the content out at the table's width and row height: a character manager's
        // class rows saved 360×30 in a 510 pt table of 49 pt rows, their labels 480 and 475
        // wide and the description ending 4 pt above 49; a chat sample's user rows saved 320
        // wide in a 600 pt table, their names 565 wide (7 views of the fetched files more
        // within half a point, none fewer).
        let header = InterfaceBuilderReader.headerKeys.contains(cell[attribute: "key"] ?? "")
        let row = cell.name == "tableViewCell" && container?.name == "tableView"
        if header || row,
            let table = (header ? container?.savedFrame ?? scene.savedFrame : container?.savedFrame)?.width,
            table > 0, header || canvas.width > table || (toolsVersion < XcodeEra.xcode7 && canvas.width < table)
        {
            if row, canvas.width < table, cell[attribute: "rowHeight"] == nil,
                let height = container?[attribute: "rowHeight"].flatMap(Double.init), height > 0
            {
                canvas.height = height
            }
            canvas.width = table
        }
        if let root = scene.savedFrame, let container, container.savedFrame?.width == root.width,
            cell.name != "collectionViewCell" || Self.spansCollection(canvas.width, container)
        {
            canvas.screenWidthInset = max(0, root.width - canvas.width)
        }
        // A cell's own row height ("Custom" in the inspector) wins over the table's.
        let rowHeight = cell[attribute: "rowHeight"] ?? container?[attribute: "rowHeight"]
        canvas.selfSizing = cell.name == "tableViewCell" && rowHeight == "-1"
        // A row of automatic height grows to fit its content when the app runs, so the
        // canvas keeps the content's sizes from Xcode 11 too, drawing the row at its saved
        // height with the content spilling out: the static 44 pt rows of Esri's camera
        // settings (a label, and a 30 pt slider 8 pt below it, between the margins) saved
        // their labels 21 high and sliders at 40, not a label squeezed to nothing. 7 views
        // of the fetched files more within half a point, none fewer.
        if canvas.selfSizing { canvas.keepsCellContentSizes = true }
        return canvas
    }

    /// Whether a collection view's cell `width` wide spans `collection`, less its flow
    /// layout's section insets: a list's row, which a full-width collection stretches
    /// with the screen. A grid's item keeps its item size on every device (DuckDuckGo's
    /// 68 pt app icons, Habitica's customization items, a photo grid's 100 pt cells).
    static func spansCollection(_ width: Double, _ collection: XMLElement) -> Bool {
        guard let collectionWidth = collection.savedFrame?.width else { return false }
        let layout = collection.children.first { $0.name == "collectionViewFlowLayout" }
        let inset = layout?.edgeInsets(key: "sectionInset") ?? EdgeInsets.zero
        return width + inset.leading + inset.trailing >= collectionWidth - 0.5
    }

    // MARK: the file

    /// Whether the canvas is a compact-width iPhone's, where a split view controller is
    /// collapsed into its primary column (an iPhone in portrait, or one compact in width
    /// in landscape too).
    private var collapsesSplitViews: Bool { compactWidthPhone }

    /// The bars a classic split view controller's columns are drawn with. In a tab bar
    /// controller, the tab bar is under its secondary column, and on a collapsed
    /// (compact-width) canvas under its primary column too; collapsed, the secondary
    /// column's controller (not a navigation controller itself) is drawn as pushed onto
    /// the primary column's navigation controller, under its bar. Stanford's card game
    /// apps (a theme chooser in a navigation controller beside the game, both a tab of a
    /// tab bar controller): the game's cards saved 88 pt down on the 6.1-inch canvas, its
    /// score above the tab bar, the chooser's buttons centred between the two bars; on
    /// the 9.7-inch iPad the game's score above the tab bar, the chooser's buttons centred
    /// down to the screen's bottom. Xcode 8 drew the secondary column on its own, with no
    /// bar (a dictionary app's detail of Xcode 8.3: its title at the top layout guide,
    /// saved 20 pt down on the 4.7-inch canvas).
    private mutating func inheritSplitViewBars(of id: String, controllers: [String: XMLElement]) {
        guard let split = controllers[id], split[attribute: "allowDoubleColumnStyle"] != "YES" else { return }
        var columns: [String: String] = [:]
        for segue in Self.segues(in: split) where segue[attribute: "kind"] == "relationship" {
            if let column = segue[attribute: "relationship"], let destination = segue[attribute: "destination"] {
                columns[column] = destination
            }
        }
        let primary = columns["masterViewController"]
        let secondary = columns["detailViewController"]
        if let tabs = tabBarOf[id] {
            for column in [secondary, collapsesSplitViews ? primary : nil].compactMap({ $0 })
            where tabBarOf[column] == nil {
                tabBarOf[column] = tabs
            }
        }
        if collapsesSplitViews, toolsVersion >= XcodeEra.xcode9, let primary, let secondary,
            let navigation = controllers[primary],
            navigation.name == "navigationController", controllers[secondary]?.name != "navigationController",
            navigationOf[secondary] == nil
        {
            navigationOf[secondary] = navigation
        }
    }

    /// The controller each pushed controller infers a setting from: the first of `sources`
    /// (in their order, so that a controller reached two ways gets the same answer on every
    /// run) whose pushes reach it, directly or through controllers that infer it too, where
    /// neither it nor those set their own (`setsItsOwn`).
    private static func inferredAlongPushes(
        from sources: [String], pushes: [String: [String]], controllers: [String: XMLElement],
        setsItsOwn: (XMLElement) -> Bool
    ) -> [String: XMLElement] {
        var inferred: [String: XMLElement] = [:]
        var queue = sources
        var next = 0
        while next < queue.count {
            let id = queue[next]
            next += 1
            guard let source = inferred[id] ?? controllers[id] else { continue }
            for destination in pushes[id] ?? [] {
                guard inferred[destination] == nil, let controller = controllers[destination], !setsItsOwn(controller)
                else { continue }
                inferred[destination] = source
                queue.append(destination)
            }
        }
        return inferred
    }

    private mutating func readSegues(_ root: XMLElement) {
        var controllers: [String: XMLElement] = [:]
        // Each object's segues: a scene's controller has its own and its scene's other
        // objects'; those objects have none of their own.
        var seguesLeaving: [String: [XMLElement]] = [:]
        var order: [String] = []
        for scenes in root.children where scenes.name == "scenes" {
            for scene in scenes.children where scene.name == "scene" {
                for objects in scene.children where objects.name == "objects" {
                    // A segue from the scene's other objects (a tap gesture recognizer,
                    // a bar button item in the dock) leaves its controller: a movie
                    // app's trailer scene, shown by a tap on the poster of a pushed
                    // detail scene, is in the navigation and tab bar controllers too.
                    let controllerID = objects.children.first {
                        $0[attribute: "sceneMemberID"] == "viewController"
                    }?[attribute: "id"]
                    for c in objects.children {
                        guard let id = c[attribute: "id"] else { continue }
                        controllers[id] = c
                        order.append(id)
                        switch controllerID {
                        case nil: seguesLeaving[id] = Self.segues(in: c)
                        case id: seguesLeaving[id] = objects.children.flatMap(Self.segues(in:))
                        default: seguesLeaving[id] = []
                        }
                    }
                }
            }
        }
        var pushes: [String: [String]] = [:]
        // Controllers' modal and presentation segues' destinations, by the controller.
        var presents: [String: [String]] = [:]
        // The controller nearest the initial one (along segues of every kind; then the
        // file's order) whose push or show segue leads to a pushed controller: its
        // navigation controller is the one Xcode infers. A segue back to the initial scene,
        // the window's root (a "log out" shown from a pushed scene), does not put it in a
        // navigation controller, nor does a scene left out of the storyboard's flow (an
        // old search scene that shows the results scene its navigation controller's root
        // pushes too).
        var pushedFrom: [String: String] = [:]
        // Scenes presented from a scene nearer the initial one than any that pushes them:
        // presented, they take no bar from a navigation controller.
        var presentedFirst: Set<String> = []
        let splitChildren = Set(
            controllers.values.filter { $0.name == "splitViewController" }.flatMap(Self.segues(in:)).compactMap {
                $0[attribute: "kind"] == "relationship" ? $0[attribute: "destination"] : nil
            })
        func inSplitView(_ id: String) -> Bool {
            splitChildren.contains(id)
                || navigationOf[id].flatMap { $0[attribute: "id"] }.map(splitChildren.contains) == true
        }
        func presented(_ destination: String) {
            if pushedFrom[destination] == nil { presentedFirst.insert(destination) }
        }
        // Each segue by its id, with the controller it leaves (for the tie breakers below).
        var segueSources: [String: (source: String, segue: XMLElement)] = [:]
        let initial = root[attribute: "initialViewController"]
        for id in Self.flowOrder(order, seguesLeaving, initial: initial) {
            guard let controller = controllers[id] else { continue }
            for segue in seguesLeaving[id] ?? [] {
                if let segueID = segue[attribute: "id"] { segueSources[segueID] = (id, segue) }
                guard let destination = segue[attribute: "destination"] else { continue }
                switch (segue[attribute: "kind"], segue[attribute: "relationship"]) {
                case ("relationship", "rootViewController") where controller.name == "navigationController":
                    navigationOf[destination] = controller
                    navigationRoots.insert(destination)
                case ("relationship", "viewControllers") where controller.name == "tabBarController":
                    tabBarOf[destination] = controller
                case ("relationship", let column?)
                where controller.name == "splitViewController"
                    && controller[attribute: "allowDoubleColumnStyle"] == "YES"
                    && Self.splitColumns.contains(column) && controllers[destination]?.name != "navigationController"
                    && navigationOf[destination] == nil:
                    // iOS 14's column-style split view puts each column that is not a
                    // navigation controller in one of its own (StoreSearch's search scene,
                    // Xcode 14: its search bar 44 pt down, under the bar, on the 4.7-inch
                    // canvas with no status bar).
                    navigationOf[destination] = Self.columnNavigationController(of: controller, column: column)
                    navigationRoots.insert(destination)
                case ("embed", _):
                    embedded.insert(destination)
                case ("push", _), ("show", _):
                    // A navigation controller with no root pushes the scene its show segue
                    // leads to (a recipe app's list, its fields saved 64 pt down, under the
                    // bar). One with a root draws the scene its own show segue leads to
                    // without its bar (a notes app's editor, saved at the top of its iPad
                    // canvas), but pushes the scene of its own push segue, the kind of
                    // Xcode 5 and 6 that only a navigation controller performs (a pomodoro
                    // app's history, Xcode 7, its views saved 64 pt down under the bar).
                    let pushedOnIt = controller.name == "navigationController" && segue[attribute: "kind"] == "push"
                    if Self.isRootless(navigation: controller) || pushedOnIt {
                        if navigationOf[destination] == nil { navigationOf[destination] = controller }
                        break
                    }
                    pushes[id, default: []].append(destination)
                    // Not the initial scene: a dating app's log-in of Xcode 8, shown again from
                    // settings pushed in a navigation controller, saved its background image,
                    // 20 pt above the top layout guide, at y 0 (and the scene it shows under
                    // no bar).
                    if pushedFrom[destination] == nil, !presentedFirst.contains(destination), destination != initial {
                        pushedFrom[destination] = id
                    }
                case ("presentation", _), ("modal", _):
                    presented(destination)
                    presents[id, default: []].append(destination)
                    let style = segue[attribute: "modalPresentationStyle"] ?? ""
                    if Self.sheetStyles.contains(style) {
                        presentedAsSheet.insert(destination)
                    }
                case ("showDetail", _) where !inSplitView(id):
                    // Outside a split view controller a show-detail segue presents its
                    // scene (a navigation controller shows, it does not show details):
                    // drawn as a sheet since Xcode 11 (a bakery's product scene, shown in
                    // detail from its cart, saved 842 pt high on the 6.1-inch canvas).
                    presented(destination)
                    presentedAsSheet.insert(destination)
                case ("popoverPresentation", _):
                    // A popover adapts to a sheet on an iPhone (Esri's settings popovers:
                    // 842 pt roots on the 6.1-inch canvas, their safe area's top at 0).
                    presented(destination)
                    presentedAsSheet.insert(destination)
                    presentedAsPopover.insert(destination)
                default: break
                }
            }
        }
        // Where segues of different kinds lead to one scene, Xcode names the one whose
        // metrics it infers (`<inferredMetricsTieBreakers>`): a movie app's detail scene,
        // pushed from its list in a navigation controller and shown from a favourites scene
        // in none, saved its table at the status bar (20 pt down) as the tie breaker, the
        // favourites' segue, has it.
        let tieBreakers = root.children.first { $0.name == "inferredMetricsTieBreakers" }?.children ?? []
        for reference in tieBreakers where reference.name == "segue" {
            guard let segueID = reference[attribute: "reference"], let (source, segue) = segueSources[segueID],
                let destination = segue[attribute: "destination"]
            else { continue }
            switch segue[attribute: "kind"] {
            case "push", "show":
                pushedFrom[destination] = source
                presentedFirst.remove(destination)
                // Pushed, the scene has the bars of the controller that pushes it, not of
                // the navigation controller it is the root of (a news app's list, the root
                // of one and shown from a detail scene in none, its show segue the tie
                // breaker: its table saved at the safe area's top under no bar, 44 pt down
                // on the 6.1-inch canvas).
                if navigationRoots.contains(destination) {
                    navigationOf[destination] = nil
                    navigationRoots.remove(destination)
                }
            case "presentation", "modal":
                pushedFrom[destination] = nil
                presentedFirst.insert(destination)
                // Presented, the scene has no bar of the navigation controller it is
                // the root of either.
                if navigationRoots.contains(destination) {
                    navigationOf[destination] = nil
                    navigationRoots.remove(destination)
                }
            default: break
            }
        }
        // A controller that asks for another style itself is not a sheet.
        presentedAsSheet = presentedAsSheet.filter {
            Self.sheetStyles.contains(controllers[$0]?[attribute: "modalPresentationStyle"] ?? "")
        }
        // A navigation controller drawn as an iOS 13 sheet on an iPhone saves its bar at the
        // sheet's top and 56 pt high (one in full screen: below the status bar, 44): its
        // controllers are in the sheet, whatever presents it (XLForm's native-event form,
        // presented from code, saved by a beta of Xcode 11: its table ends 34 pt above the
        // root's bottom).
        if !landscape, device?.hasPrefix("retina") == true {
            for (id, controller) in controllers where Self.hasSheetBar(controller) { presentedAsSheet.insert(id) }
        }
        for id in controllers.keys.sorted() where controllers[id]?.name == "splitViewController" {
            inheritSplitViewBars(of: id, controllers: controllers)
        }
        // Until nothing changes: a pushed controller is in the navigation controller of
        // the controller whose segue first leads to it; the tabs of a tab bar controller
        // shown in a navigation controller are under its bar (Tinode's tabs, pushed under
        // a large-title bar: 116 pt down); controllers in a navigation controller that is
        // a tab show the tab bar too.
        // In the ids' order, so that a controller reached two ways gets the same answer
        // on every run.
        var changed = true
        while changed {
            changed = false
            for id in navigationOf.keys.sorted() {
                for destination in pushes[id] ?? []
                where navigationOf[destination] == nil && pushedFrom[destination] == id {
                    navigationOf[destination] = navigationOf[id]
                    tabsTopBarOf[destination] = tabsTopBarOf[id]
                    changed = true
                }
            }
            for id in tabBarOf.keys.sorted() where navigationOf[id] == nil {
                if let tabs = tabBarOf[id], let tabsID = tabs[attribute: "id"], let navigation = navigationOf[tabsID] {
                    navigationOf[id] = navigation
                    let top = Self.topBarMetrics(of: tabs)
                    tabsTopBarOf[id] = top?.name == "simulatedNavigationBarMetrics" ? top : tabsTopBarOf[tabsID]
                    changed = true
                }
            }
            for id in navigationOf.keys.sorted() where tabBarOf[id] == nil {
                if let navigationID = navigationOf[id]?[attribute: "id"], let tabs = tabBarOf[navigationID] {
                    tabBarOf[id] = tabs
                    changed = true
                }
            }
        }
        // A show segue from a scene in no navigation controller (nor split view) presents
        // its scene: UIKit falls back to presenting it, as a sheet unless the scene asks
        // for another style.
        for (id, destinations) in pushes where navigationOf[id] == nil && !inSplitView(id) {
            for destination in destinations
            where navigationOf[destination] == nil
                && Self.sheetStyles.contains(controllers[destination]?[attribute: "modalPresentationStyle"] ?? "")
            {
                shownAsSheet.insert(destination)
            }
        }
        // Every controller of a navigation or tab bar controller presented as a sheet is in
        // the sheet (an about-me app's welcome tab, Xcode 15: its root 10 pt short of the
        // 6.1-inch screen, its image view at the safe area's top at 0).
        for (id, container) in Array(navigationOf) + Array(tabBarOf)
        where presentedAsSheet.contains(container[attribute: "id"] ?? "") {
            presentedAsSheet.insert(id)
        }
        // A navigation item's automatic large-title mode is the mode of the item below it
        // on the stack (a recipe app's description scene, Xcode 11, pushed from a recipe
        // scene that says `never`: its scroll view saved 44 pt below the status bar on the
        // 6.5-inch canvas, not 96).
        for id in navigationOf.keys {
            var current = id
            var seen: Set<String> = []
            while seen.insert(current).inserted {
                let item = controllers[current]?.children.first { $0.name == "navigationItem" }
                let mode = item?[attribute: "largeTitleDisplayMode"]
                if mode == "never" { largeTitleNever.insert(id) }
                guard mode == nil || mode == "automatic", let pusher = pushedFrom[current],
                    navigationOf[pusher]?[attribute: "id"] == navigationOf[id]?[attribute: "id"]
                else { break }
                current = pusher
            }
        }
        // A controller's own top bar passes along its pushes to controllers that set none,
        // as Xcode's inferred metrics do, and on from them: a simulated navigation bar from
        // a controller in no navigation controller of the file (its own is in another
        // storyboard), None from any. In the ids' order, so that a controller reached two
        // ways gets the same answer on every run.
        let topBarSources = controllers.keys.sorted().filter { id in
            guard let top = controllers[id].flatMap(Self.topBarMetrics) else { return false }
            return top.name == "nil" || (top.name == "simulatedNavigationBarMetrics" && navigationOf[id] == nil)
        }
        inferredTopBarOf = Self.inferredAlongPushes(from: topBarSources, pushes: pushes, controllers: controllers) {
            Self.topBarMetrics(of: $0) != nil
        }
        // A controller's own simulated toolbar passes along its pushes to controllers that
        // set no bottom bar, and on from them, as Xcode's inferred metrics do: a course app's
        // map scene, shown from a form with a simulated toolbar, and a journal's entry
        // scenes (both Xcode 9.2), their views pinned to the safe area's bottom saved 44 pt
        // above the screen's.
        func bottomBarMetrics(_ controller: XMLElement?) -> XMLElement? {
            controller?.children.first { $0[attribute: "key"] == "simulatedBottomBarMetrics" }
        }
        let toolbarSources = controllers.keys.sorted().filter {
            bottomBarMetrics(controllers[$0])?.name == "simulatedToolbarMetrics"
        }
        inferredToolbarOf = Self.inferredAlongPushes(from: toolbarSources, pushes: pushes, controllers: controllers) {
            bottomBarMetrics($0) != nil
        }
        // A status bar set to None passes along pushes and presentations, and from a
        // navigation or tab bar controller to its children, to controllers that set none of
        // their own, as Xcode's inferred metrics do (a camera app's list scene of Xcode
        // 7.1, pushed from a root without a status bar: its view at the top layout guide
        // saved at y 0; a reader's collection, the root of a navigation controller without
        // one; two Bullseye games' about scenes of Xcode 7.2 and 8, presented modally from
        // a landscape game scene without one: their web views 20 pt below the top layout
        // guide saved at y 20).
        func statusBarMetrics(_ id: String) -> XMLElement? {
            controllers[id]?.children.first { $0[attribute: "key"] == "simulatedStatusBarMetrics" }
        }
        let presentedTabs = presentedFirst.filter { controllers[$0]?.name == "tabBarController" }
        presentedScenes = presentedFirst.union(
            tabBarOf.keys.filter { id in
                navigationOf[id] == nil
                    && tabBarOf[id].flatMap { $0[attribute: "id"] }.map(presentedTabs.contains) == true
            })
        var hidden = controllers.keys.sorted().filter { statusBarMetrics($0)?.name == "nil" }
        var nextHidden = 0
        while nextHidden < hidden.count {
            let id = hidden[nextHidden]
            nextHidden += 1
            let children = seguesLeaving[id]?.compactMap {
                $0[attribute: "kind"] == "relationship" ? $0[attribute: "destination"] : nil
            }
            for destination in (pushes[id] ?? []) + (children ?? []) + (presents[id] ?? [])
            where statusBarMetrics(destination) == nil && inferredNoStatusBar.insert(destination).inserted {
                hidden.append(destination)
            }
        }
    }

    /// The controllers' ids, those reached from the initial controller first, breadth
    /// first along segues of every kind (`seguesLeaving` each object), then the others in
    /// the file's order.
    private static func flowOrder(
        _ order: [String], _ seguesLeaving: [String: [XMLElement]], initial: String?
    ) -> [String] {
        guard let initial, seguesLeaving[initial] != nil else { return order }
        var reached: [String] = [initial]
        var seen: Set<String> = [initial]
        var next = 0
        while next < reached.count {
            let id = reached[next]
            next += 1
            for segue in seguesLeaving[id] ?? [] {
                guard let destination = segue[attribute: "destination"], seguesLeaving[destination] != nil,
                    seen.insert(destination).inserted
                else { continue }
                reached.append(destination)
            }
        }
        return reached + order.filter { !seen.contains($0) }
    }

    /// A split view controller's column relationships.
    private static let splitColumns: Set<String> = [
        "masterViewController", "supplementaryViewController", "detailViewController",
    ]

    /// The navigation controller a column-style split view wraps a column in, which the
    /// file does not have: named for the bars' source, "Split View Controller (master
    /// column)", with the standard bar.
    private static func columnNavigationController(of split: XMLElement, column: String) -> XMLElement {
        let columnName = column.replacingOccurrences(of: "ViewController", with: "")
        let label = XMLAttribute(name: "userLabel", value: "\(name(split)) (\(columnName) column)")
        return XMLElement(name: "navigationController", attributes: [label])
    }

    /// The `modalPresentationStyle`s an iPhone shows as a sheet since iOS 13 (none given:
    /// automatic).
    private static let sheetStyles: Set<String> = ["", "automatic", "pageSheet", "formSheet"]

    /// A controller's simulated top bar (`<nil>` for None), if it sets one.
    private static func topBarMetrics(of controller: XMLElement) -> XMLElement? {
        controller.children.first { $0[attribute: "key"] == "simulatedTopBarMetrics" }
    }

    /// Whether `navigation` is a navigation controller without a root view controller.
    private static func isRootless(navigation: XMLElement) -> Bool {
        navigation.name == "navigationController"
            && !segues(in: navigation).contains { $0[attribute: "relationship"] == "rootViewController" }
    }

    /// Every `<segue>` inside `e`, at any depth.
    private static func segues(in e: XMLElement) -> [XMLElement] { elements(named: "segue", in: e) }

    /// Every element named `name` inside `e` (or `e` itself), at any depth, in document
    /// order; none inside another.
    private static func elements(named name: String, in e: XMLElement) -> [XMLElement] {
        var found: [XMLElement] = []
        var stack = [e]
        while let next = stack.popLast() {
            if next.name == name {
                found.append(next)
                continue
            }
            stack.append(contentsOf: next.children.reversed())
        }
        return found
    }

    /// A navigation controller's bar (height, and whether it is opaque), or nil when it
    /// hides it. A large-title bar Xcode saved no frame for is the standard bar and the
    /// large title's 52 pt below it, as the saved ones are (96 pt on an iPhone, 102 on an
    /// iPad, 106 in Xcode 26): a dog-breeds app's table of Xcode 13.2, under such a bar,
    /// was saved 96 pt below the status bar.
    private func navigationBar(
        _ navigation: XMLElement
    ) -> (height: Double, opaque: Bool, largeTitles: Bool)? {
        guard navigation[attribute: "navigationBarHidden"] != "YES" else { return nil }
        let bar = navigation.children.first { $0[attribute: "key"] == "navigationBar" }
        let largeTitles = bar?[attribute: "largeTitles"] == "YES"
        return (
            Self.savedBarHeight(bar) ?? navigationBarHeight + (largeTitles ? DesignCanvas.largeTitleLine : 0),
            bar?[attribute: "translucent"] == "NO", largeTitles
        )
    }

    /// How much taller a large-title bar is when its title is in Arabic script.
    private static let arabicLargeTitleExtra = 8.5

    /// The title a controller's navigation bar shows: its navigation item's, else its own.
    private static func navigationTitle(_ controller: XMLElement) -> String? {
        let item = controller.children.first { $0.name == "navigationItem" && $0[attribute: "key"] == "navigationItem" }
        return item?[attribute: "title"] ?? controller[attribute: "title"]
    }

    /// Whether `scalar` is an Arabic letter or mark (Arabic, its supplement and extended-A
    /// blocks, and the presentation forms).
    private static func isArabic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: true
        default: false
        }
    }

    /// A navigation controller's bar, as saved (nil for another controller).
    private static func savedBar(_ controller: XMLElement) -> XMLElement? {
        guard controller.name == "navigationController" else { return nil }
        return controller.children.first { $0[attribute: "key"] == "navigationBar" }
    }

    /// A navigation controller whose standard (44 pt) bar, or large-title bar, is saved at
    /// the screen's top. A large-title bar so saved reaches the safe area's top: a quiz
    /// course's scenes on the 4-inch canvas (Xcode 12 to 15: bars of 91, 92.5 and 103 pt at
    /// y 0, 12 of 13 roots' views at the safe area's top saved that far down) and one on
    /// the 4.7-inch canvas (96); bars saved below the status bar (y 20, 44, 47, 59) add to
    /// it.
    private static func hasBarAtScreenTop(_ controller: XMLElement) -> Bool {
        guard let bar = savedBar(controller), let frame = bar.savedFrame, frame.y == 0 else { return false }
        return frame.height == 44 || (frame.height > 44 && bar[attribute: "largeTitles"] == "YES")
    }

    /// A navigation controller whose bar is saved as an iOS 13 sheet's: at the top, 56 pt,
    /// or 108 with large titles (their 52 pt below it: a task app's list of Xcode 14.1,
    /// shown from a login scene in no navigation controller, a 647 pt root on the 4.7-inch
    /// canvas, its table saved 56 pt down under the collapsed bar).
    private static func hasSheetBar(_ controller: XMLElement) -> Bool {
        guard let bar = savedBar(controller), let frame = bar.savedFrame, frame.y == 0 else { return false }
        let height = DesignCanvas.sheetNavigationBarHeight
        return frame.height == height
            || (bar[attribute: "largeTitles"] == "YES" && frame.height == height + DesignCanvas.largeTitleLine)
    }

    /// The controller's view is a table, collection or text view (a table or collection
    /// view controller's), or its first subview is one: the scroll view a navigation bar
    /// is drawn collapsed over. Xcode draws a plain scroll view under the large bar, and a
    /// table or collection view with no cell to show: Githubgenics' empty bookmarks table
    /// (Xcode 12.5) and a chat app's profile table (14.3) at the safe area's top were saved
    /// 96 pt below the status bar, the same app's three tables with a prototype cell 44,
    /// as were a task app's (Xcode 15) and a memo app's (13.2). The first subview is looked
    /// for down through a first subview that is a plain view or a stack view: an events
    /// app's grouped table, alone in a stack at the safe area's top (Xcode 13.0), was saved
    /// 44 pt below the status bar.
    private static func scrollsAtTop(_ view: XMLElement) -> Bool {
        var content = view
        // A few levels: a container's container is as far as real files nest it.
        for depth in 0..<4 where !["tableView", "collectionView", "textView"].contains(content.name) {
            guard depth == 0 || ["view", "stackView"].contains(content.name),
                let first = content.children.first(where: { $0.name == "subviews" })?.children.first
            else { return false }
            content = first
        }
        switch content.name {
        case "textView": return true
        case "tableView": return !elements(named: "tableViewCell", in: content).isEmpty
        case "collectionView": return !elements(named: "collectionViewCell", in: content).isEmpty
        default: return false
        }
    }

    /// A bar controller's saved bar height, unless the frame is a placeholder: Xcode writes
    /// 1000×1000 for the tab bar of a tab bar controller it never laid out (20 of 190 in
    /// fetched apps' files; Packt's tabs then sat 1,000 pt above their bottom), and 0 for
    /// a hidden toolbar.
    private static func savedBarHeight(_ bar: XMLElement?) -> Double? {
        guard let height = bar?.savedFrame?.height, height > 0, height < 200 else { return nil }
        return height
    }

    /// A navigation bar's height on the canvas: 44 pt, 54 from Xcode 26 (iOS 26's bar; a
    /// large-title bar an Xcode 26 file saved is 106 pt, 52 of title below it). On an iPad
    /// 50 from Xcode 10 (iOS 12): the navigation controllers' bars saved in fetched iPad
    /// files of tools 14460 to 22113 (13 of 13, 44 in those of 11762 and 14109), a
    /// service tool's bar placed as a view on the 10.5-inch canvas, Audiometer's
    /// landscape root 718 pt high below a simulated opaque bar on the 9.7-inch one (Xcode
    /// 11.5, no status bar), and a card game's chooser of tools 14313 (`XcodeEra.xcode10`).
    var navigationBarHeight: Double {
        guard toolsVersion < XcodeEra.xcode26 else { return 54 }
        return padBarsOfIOS12 ? 50 : 44
    }

    /// Whether the canvas is an iPad of Xcode 10 (iOS 12) or later, whose navigation bars
    /// and toolbars are 50 pt high.
    private var padBarsOfIOS12: Bool { device?.hasPrefix("ipad") == true && toolsVersion >= XcodeEra.xcode10 }

    /// Whether the canvas is an iPad with a home button of Xcode 10 (iOS 12) to 15, whose
    /// tab bar is 50 pt: the iOS 12 height (49 before, as on an iPhone), whatever a tab
    /// bar controller saved for its bar (a card game's tabs, tools 14313: its bar saved
    /// 375 × 49, as on an iPhone, its game's score 50 pt above the 9.7-inch canvas's
    /// bottom). Later iPads and Xcodes keep the saved height, or 49: no file shows theirs.
    private var padTabBar: Bool {
        guard let device, (XcodeEra.xcode10..<XcodeEra.xcode16).contains(toolsVersion) else { return false }
        return ["ipad9_7", "ipad10_2", "ipad10_5", "ipad12_9"].contains(device)
    }

    /// A tab bar's height on the canvas when no saved frame says: 49 pt, 50 on an iPad
    /// with a home button from Xcode 10 (`padTabBar`).
    var tabBarHeight: Double { padTabBar ? 50 : 49 }

    /// A toolbar's height: 44 pt, 48 from Xcode 26 (iOS 26's, as UIKit apps had to adapt to).
    /// On an iPad 50 from Xcode 10 (iOS 12), as its navigation bar (`navigationBarHeight`):
    /// Stanford's EmojiArt scene of Xcode 11 under a simulated toolbar on the 9.7-inch
    /// canvas ends its drop zone 50 pt above the bottom (two forks).
    var toolbarHeight: Double {
        guard toolsVersion < XcodeEra.xcode26 else { return 48 }
        return padBarsOfIOS12 ? 50 : 44
    }

    private static func name(_ controller: XMLElement) -> String {
        let kinds = [
            "navigationController": "Navigation Controller", "tabBarController": "Tab Bar Controller",
            "splitViewController": "Split View Controller",
            "viewController": "View Controller", "tableViewController": "Table View Controller",
            "collectionViewController": "Collection View Controller",
        ]
        let names = ["userLabel", "title", "storyboardIdentifier", "customClass"].compactMap {
            controller[attribute: $0]
        }
        return names.first ?? kinds[controller.name] ?? controller.name
    }

    /// Files of Xcode 5–7 name their screen in `<simulatedMetricsContainer>`:
    /// `retina4` (320×568), `retina35`, `retina47`, `retina55`, `iPad`.
    private static func defaultMetrics(_ root: XMLElement) -> (device: String, landscape: Bool)? {
        guard let container = root.children.first(where: { $0.name == "simulatedMetricsContainer" }),
            let screen = container.children.first(where: { $0.name == "simulatedScreenMetrics" }),
            let type = screen[attribute: "type"]
        else { return nil }
        guard let device = deviceID(screenType: type) else { return nil }
        let orientation = container.children.first { $0.name == "simulatedOrientationMetrics" }
        return (device, orientation?[attribute: "orientation"] == "landscapeRight")
    }

    /// A simulated screen's type as a device id: `retina4` is `retina4_0`,
    /// `retina4_7.fullscreen` is `retina4_7`.
    private static func deviceID(screenType type: String) -> String? {
        let names = ["retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7", "retina55": "retina5_5"]
        let bare = String(type.split(separator: ".").first ?? "")
        return names[bare] ?? (bare.hasPrefix("retina") || bare.hasPrefix("ipad") ? bare : nil)
    }
}
