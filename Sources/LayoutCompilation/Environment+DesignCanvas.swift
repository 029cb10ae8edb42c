import LayoutDocument

extension Environment {
    /// The environment Xcode laid a storyboard scene or xib view out in, from the canvas
    /// the file records: the root view's saved size; the class of the file's device and
    /// orientation (any-any for Xcode 6–7 size-class files; without a known device,
    /// compact or regular by the width); the safe area and layout guides from the device's
    /// status bar or sensor housing and the simulated bars, less what the root's saved
    /// frame already leaves out (a root below an opaque navigation bar starts lower); no
    /// insets for a freeform view, and the margins its kind is drawn with.
    public init(designCanvas c: DesignCanvas, direction: LayoutDirection = .leftToRight) {
        let orientation: Orientation = c.landscape ? .landscape : .portrait
        var size = Size(width: c.width, height: c.height)
        let device = c.device.flatMap { DeviceCatalog.device(interfaceBuilderID: $0, size: size) }
        let metrics = device?.metrics(orientation)
        let sizeClass: SizeClass
        if c.anyAny {
            sizeClass = .anyAny
        } else if let metrics {
            sizeClass = metrics.sizeClass
        } else {
            // An id this catalog does not know, or none: judge by the id, else the size.
            let pad = c.device.map { $0.hasPrefix("ipad") } ?? (min(size.width, size.height) >= 768)
            sizeClass =
                pad
                ? SizeClass(width: .regular, height: .regular)
                : SizeClass(
                    width: c.width >= 414 && c.landscape ? .regular : .compact,
                    height: c.landscape ? .compact : .regular)
        }
        // The screen's own insets: the status bar (or sensor housing) at the top, the
        // home indicator at the bottom, the housing at the sides in landscape.
        var screen = metrics?.safeArea ?? Insets(top: c.landscape && !sizeClass.isRegularPad ? 0 : 20)
        // The catalog's insets are iOS 17's; canvases of earlier Xcodes show their own:
        // before Xcode 14 (iOS 16) every iPhone with a sensor housing had 44 pt above its
        // safe area, as the saved frames of files from Xcode 10 to 13.3 show on the 5.8-,
        // 6.1- and 6.7-inch canvases (48 and 50 pt only from Xcode 14). Xcode 14's first
        // builds still drew those iPhones so (SwiftStarter's weather scene, tools 21208.1:
        // its stack 88 pt down under the navigation bar on the 5.8-inch canvas); the
        // iPhones new with it, with a Dynamic Island (54 pt and more), keep theirs.
        // So, in landscape, at its sides: a home-inventory app's detail scene of Xcode 13.3 on
        // the 6.0-inch canvas (47 pt from Xcode 14) put its stack at the leading margin 60
        // pt in, 44 and the margin's 16.
        let phone = c.device?.hasPrefix("retina") == true
        let housing = !phone ? 0 : c.landscape ? screen.left : screen.bottom > 0 ? screen.top : 0
        let notchedEra =
            c.toolsVersion < XcodeEra.xcode14 || (c.toolsVersion < XcodeEra.xcode14Point1 && housing < 54)
        if housing > 44, notchedEra {
            if c.landscape { (screen.left, screen.right) = (44, 44) } else { screen.top = 44 }
        }
        if !c.landscape, let id = c.device {
            // Xcode 14.1 and 14.2 drew the 5.8-inch iPhone with 47 pt above its safe area: a
            // text-to-image app's five files of tools 21507 (storyboards and a full-screen
            // xib, 90 views pinned under it) put it there; Xcode 15's (IQKeyboardManager's)
            // at 50.
            if id == "retina5_9", !notchedEra, c.toolsVersion < XcodeEra.xcode14Point3 { screen.top = 47 }
            // Some Xcodes of the 16–26 years draw the iPhones with a home indicator with
            // twice their insets (`XcodeEra.doublesHomeIndicatorInsets`): their saved frames
            // put the 6.1-inch LCD iPhone's safe area 96 pt from the top and 68 pt from the
            // bottom, with or without a navigation item, and a navigation controller's bar
            // at y 96 (the iPhone 8's stay 20 and 0; iPads are left as they are, no file
            // shows them).
            if XcodeEra.doublesHomeIndicatorInsets(c.toolsVersion), id.hasPrefix("retina"),
                screen.bottom > 0
            {
                screen.top *= 2
                screen.bottom *= 2
            }
        }
        // Xcode 10.2 to 14.2 drew no status bar on the iPhones with a home button, in
        // portrait (20 pt before and after), nor on the any-any canvas of a file saved with
        // no device: their saved frames put the safe area's top at the screen's (a
        // dictionary app's scenes of Xcode 11.3: 600×600 roots, a title at the safe area's
        // top saved at 0, another scene's views 44 pt down under a navigation bar; a podcast
        // player's mini player of Xcode 12, a hairline at the top saved at 0; Xcode 9.4's
        // any-any canvas still 20, a planner's title 30 pt below it saved at 50).
        if c.anyAny || (!c.landscape && c.device?.hasPrefix("retina") == true), screen.top == 20,
            (XcodeEra.xcode10Point2..<XcodeEra.xcode14Point3).contains(c.toolsVersion)
        {
            screen.top = 0
        }
        // Nor on the iPads, in either orientation, from Xcode 10.2 to 13's first builds:
        // their saved frames put the safe area's top at the screen's, with or without a
        // home button.
        if let id = c.device, id.hasPrefix("ipad"),
            (XcodeEra.xcode10Point2..<XcodeEra.xcode13Release).contains(c.toolsVersion)
        {
            screen.top = 0
        }
        // tvOS's overscan safe area came with tvOS 11 (Xcode 9): SVProgressHUD's tvOS demo
        // (Xcode 8) put its top layout guide at the screen's top and its root's margins
        // 20 pt from the screen's sides.
        if c.device == "appleTV", c.toolsVersion < XcodeEra.xcode9 { screen = .zero }
        // Xcode 8 and earlier drew an iPhone in landscape with its status bar, and its bars
        // at their regular height (`DesignCanvas.hasCompactBars`).
        if c.landscape, !sizeClass.isRegularPad, c.device?.hasPrefix("retina") == true,
            c.toolsVersion < XcodeEra.xcode9, screen.top == 0
        {
            screen.top = 20
        }
        // A simulated "None" status bar moved the top layout guide; Xcode 9 and later
        // keep the safe area's top where the device puts it (the saved frames of a "None"
        // iPad scene sit 20 pt down).
        if c.statusBarHidden && screen.top <= 24 && c.toolsVersion < XcodeEra.xcode9 { screen.top = 0 }
        if c.statusBarNone && screen.top <= 24 { screen.top = 0 }
        if c.navigationBarAtScreenTop { (screen.top, screen.bottom) = (0, 0) }
        // A sheet starts below the status bar and ends at the screen's bottom: a root that
        // the canvas draws shorter than the screen. A freeform scene's screen is its
        // simulated size, on both axes, the freeform metrics written or not (Xcode 10 and
        // later may keep the size without marking the scene freeform): a patrol app's
        // 390×2000 scenes of Xcode 15 have 1990 pt roots, their scroll views 74 pt below a
        // safe area at 0; a wallet's 260×844 side menu on the 390 pt 6.0-inch canvas (Xcode
        // 13.2) keeps the home indicator's inset as a full-width root does. A freeform root
        // with no size written, or one taller than the device, is its own screen's height.
        let freeform = c.kind == .freeform || metrics.map { size.height > $0.size.height } == true
        let screenHeight = c.freeformHeight ?? (freeform ? size.height : metrics?.size.height)
        let screenWidth = c.freeformWidth ?? metrics?.size.width
        var sheet = c.presentedAsSheet && screenHeight.map { size.height < $0 } == true
        // A scene taken for a sheet by its size: Xcode 11 and 12 drew it below the status
        // bar and 10 pt down, Xcode 14.3 and later 10 pt short of the screen (a tic-tac-toe
        // game's scenes of tools 21701, 842 pt on the 6.12-inch canvas); a tab of a tab bar
        // controller too, its tab bar above the home indicator (a depression study's tabs
        // of Xcode 11.5, 842 pt on the 6.5-inch canvas, their labels 20 pt below a safe area
        // at 0). Below a 20 pt status bar Xcode 11 and 12 drew the sheet at the bar's
        // bottom, not 10 pt further down: 647 pt roots on the 4.7-inch canvas (a weather
        // app's forecast sheet of Xcode 11.3, its own navigation bar saved 56 pt high as a
        // sheet's; a workout app's scenes shown from one another, 11.2), 716 on the
        // 5.5-inch and 548 on the 4-inch one; no read file has one 10 pt shorter.
        // (The canvases of those Xcodes draw no status bar on those iPhones, so the device's
        // own tells them apart.)
        let homeButton = phone && metrics.map { $0.safeArea.top == 20 && $0.safeArea.bottom == 0 } == true
        let sheetOffset =
            c.toolsVersion >= XcodeEra.xcode14Point3 ? 10 : homeButton ? 20 : screen.top + 10
        var navigationBar = c.navigationBar
        if c.sheetBySize, c.bottomBar == nil || c.bottomBarIsTabBar, let screenHeight,
            size.height == screenHeight - sheetOffset
        {
            if navigationBar == nil {
                sheet = true
            } else if navigationBar == 44, (XcodeEra.iOS13Sheets..<XcodeEra.xcode13).contains(c.toolsVersion) {
                // Under a navigation controller's standard bar too, which the sheet draws as
                // its own, 56 pt (Xcode 11.4 and 11.5: a task app's list and a hotel app's
                // scenes, 842 pt roots on the 6.1-inch canvas, their views at the safe area's
                // top saved 56 pt down; 14 views of 14).
                sheet = true
                navigationBar = DesignCanvas.sheetNavigationBarHeight
            }
        }
        // A popover drawn smaller than the screen has no status bar above it either
        // (Rocket.Chat's 200×65 drawing popovers of Xcode 10: their label 8 pt below the top
        // guide at 0; 20 pt down, it had been squeezed to nothing).
        let popover =
            c.presentedAsPopover && metrics.map { size.width < $0.size.width || size.height < $0.size.height } == true
        // From Xcode 13.3 until 14.3 the canvas leaves an iPhone sheet with no navigation
        // bar the screen's own inset at its top: a music app's player sheet of tools 20037
        // (842 pt on the 6.1-inch canvas) has its stack 40 pt under a safe area 44 pt down,
        // where the same scene of Xcode 11 has it at 0; a habit tracker's detail sheet of
        // Xcode 14.1, 48 pt down (that canvas's status bar). Xcode 14.3 draws sheets as 15
        // does: the tic-tac-toe game's two sheets put their views at the safe area's top at
        // 0 (17 views).
        let statusBarInSheet =
            sheet && !popover && c.navigationBar == nil && c.device?.hasPrefix("retina") == true
            && (XcodeEra.xcode13Point3..<XcodeEra.xcode14Point3).contains(c.toolsVersion)
        if (sheet || popover) && !statusBarInSheet { screen.top = 0 }
        if c.presentedFillingScreen, !sheet, !popover, screenHeight == size.height { screen = .zero }
        var safe = Insets.zero
        if c.kind == .screen {
            // Bars are compact where both classes are: an iPhone in landscape that is
            // regular in width (a Plus or Max) keeps 44 pt bars, as the split view columns of
            // two StoreSearch apps on the 5.5-inch landscape canvas show (Xcode 13 and 15:
            // search bars 44 pt down under the column's navigation bar, toolbars 44 high).
            let compactBars = c.hasCompactBars
            let topBars = screen.top + (navigationBar.map { compactBars ? 32 : $0 } ?? 0)
            // Those bars are 32 pt (an iPhone in landscape, compact in width, from Xcode 9),
            // toolbars and tab bars alike (MYPassthrough's landscape 4-inch tabs of Xcode 9
            // end their safe area 32 pt above the screen's bottom; before iOS 11, 49).
            let bottomBar = c.bottomBar.map { compactBars ? min($0, 32) : $0 }
            let bottomBars = screen.bottom + (bottomBar ?? 0)
            // An opaque bar keeps the root out from under it, whatever the saved frame says.
            // A root saved exactly the bars' height short of the screen was laid out below
            // an opaque bar too, whatever the bar the scene inherits says (Rocket.Chat's
            // add-users scene, shown from one whose simulated bar is opaque: a 504 pt root
            // on the 4-inch canvas, its table at the top of the safe area at 0).
            let savedBelowBar =
                c.navigationBar != nil && c.y == 0 && !c.rootMisplaced
                && metrics.map {
                    size.width == $0.size.width
                        && size.height == $0.size.height - topBars - (c.bottomBarOpaque ? bottomBars : 0)
                } == true
            var y = c.navigationBarOpaque || savedBelowBar ? max(c.y, topBars) : c.y
            // A root kept out from under the bars but saved as tall as the screen was laid
            // out in what the bars leave it (TweaKit's sketch scene, extended under the bottom
            // edge only, Xcode 12.3: a 896 pt root saved, its views laid out in 808 below a
            // 44 pt status bar and navigation bar), as is a misplaced root.
            let keptOutAtFullHeight = y > c.y && metrics.map { size.height == $0.size.height } == true
            if c.rootMisplaced || keptOutAtFullHeight, let metrics {
                y = c.navigationBarOpaque ? topBars : 0
                let bottom = c.bottomBarOpaque ? bottomBars : 0
                size = Size(width: metrics.size.width, height: metrics.size.height - y - bottom)
            }
            safe.top = max(0, topBars - y)
            // As wide as its screen, a root has the home indicator's inset at its bottom (a
            // movie app's 375×1000 freeform details scene on the 6.1-inch canvas, Xcode 11.6,
            // ends its scroll view 34 pt above its bottom).
            let fullWidth = screenWidth.map { $0 == size.width } ?? true
            // What lies between the root's bottom and the screen's (an opaque tab bar). Xcode
            // 13.0 to 13.2 drew the tabs of a tab bar controller in a sheet as if they hung
            // from the screen's top: the tab bar and the home indicator inset them only by
            // what reaches past the sheet's offset (a messenger's and a coffee shop's tabs,
            // shown from a scene in no navigation controller: 842 pt roots on the 6.1-inch
            // canvas, their tables and collection views ending 29 pt above their bottoms,
            // not 83).
            let tabsFromScreenTop =
                sheet && c.bottomBarIsTabBar && (XcodeEra.xcode13..<XcodeEra.xcode13Point3).contains(c.toolsVersion)
            var below: Double
            if tabsFromScreenTop {
                below = screenHeight.map { $0 - size.height } ?? 0
            } else if sheet {
                below = 0
            } else {
                below = metrics.map { max(0, $0.size.height - y - size.height) } ?? 0
            }
            if c.bottomBarOpaque { below = max(below, bottomBars) }
            // A root short of the screen by what no bar explains has its bottom bar drawn
            // over its own bottom all the same: a food guide's eleven tabs of Xcode 8.3, 676
            // pt high on the 736 pt canvas under a navigation bar, end their tables 49 pt
            // above their bottoms, and an English course's 842 pt profile on the 896 pt one
            // (Xcode 11.4) its buttons 83 pt above; with the gap taken for what lies below
            // the root, they came out 49 and 44 pt low. (Gaps of the bars' own height are
            // the bars, above.)
            if c.bottomBar != nil, !c.bottomBarOpaque, !tabsFromScreenTop, below > 0, abs(below - bottomBars) > 0.5 {
                below = 0
            }
            // From Xcode 13.3 the canvas draws a sheet without the home indicator's inset at
            // its bottom: an indoor map's building list (13.3), ConnectyCube's dialog list
            // (14.3) and Habitica's scroll views (Xcode 15) end at the sheet's bottom, 34 pt
            // below where Xcode 11 to 13.2 ended Esri's, Riot's and a hotel app's (tools
            // 18122) sheets' tables.
            let homeIndicator = sheet && c.toolsVersion >= XcodeEra.xcode13Point3 ? 0 : screen.bottom
            // An iPad's home indicator runs under every column of a split view: the detail
            // column of Stanford's EmojiArt on the 12.9-inch canvas in landscape (Xcode 10.1
            // and 14, 990.5 and 1045.5 pt wide) ends its safe area 20 pt above the bottom.
            // Not under a sheet's card, which stops short of the screen's bottom.
            let padColumn = c.device?.hasPrefix("ipad") == true && !sheet
            safe.bottom = max(0, (fullWidth || padColumn ? homeIndicator : 0) + (bottomBar ?? 0) - below)
            if fullWidth {
                safe.left = screen.left
                safe.right = screen.right
            }
        } else if !c.statusBarHidden || (c.navigationBar != nil && c.toolsVersion >= XcodeEra.xcode9) {
            // A freeform scene, or a xib's custom view or collection view cell, has the
            // device's insets: the status bar and bars at its top, and from Xcode 14 the
            // home indicator at its bottom whatever its size (Pocket Casts' xibs of Xcode
            // 14.2: a 408×488 view and a 124×200 cell on the 6.1-inch canvas have their
            // safe area 34 pt short of their bottoms). A status bar of "None" takes them
            // all away, but from Xcode 9 not under a simulated navigation bar, which sits
            // below the status bar's place as on a screen (PanelKit's 320×400 panels of
            // Xcode 9 on the 9.7-inch iPad: a text view at their top margin saved 64 pt
            // down).
            // An opaque navigation bar keeps a freeform root out from under it, as a
            // screen's (DropDown's demo: a 600×636 root saved at y 64, its buttons 30 pt
            // below a top layout guide at 0).
            safe.top = c.navigationBarOpaque ? 0 : screen.top + (navigationBar ?? 0)
            // An embedded scene's view keeps its bottom clear (Esri's children on the 6.1-
            // inch canvas, Instructions' profile: their safe area ends at their bottom).
            // Before Xcode 14 a view that fits on the screen was drawn at its top, so the
            // home indicator insets only what of it reaches down to the indicator: a
            // fitness app's 320 pt pickers of Xcode 11 and ProtonVPN's 271 pt plan view
            // have none, nor have 26 views of Xcode 12 to 13.4 in Russian course apps
            // (a 406×103 message bar, a 414×100 news header, collection view cells), while
            // views wider than the screen (645 and 843 pt) are drawn as screens of their
            // own, 34 pt short of their bottoms.
            var homeIndicator = c.embedded ? 0 : screen.bottom
            if c.toolsVersion < XcodeEra.xcode14, let metrics, size.width <= metrics.size.width,
                size.height <= metrics.size.height
            {
                homeIndicator = min(homeIndicator, max(0, size.height - (metrics.size.height - screen.bottom)))
            }
            safe.bottom = max(homeIndicator, c.bottomBar ?? 0)
        }
        self.init(
            size: size, sizeClass: sizeClass, topGuide: safe.top, bottomGuide: safe.bottom, safeArea: safe,
            direction: direction)
        if let margins = Self.rootMargins(on: c, width: size.width, safeArea: safe) { self.margins = margins }
        if c.margins == .uikit {
            // UIKit's default margins, 8 pt all round.
            margins = EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        } else if c.anyAny && c.toolsVersion < XcodeEra.xcode7 {
            // The any-any canvas of Xcode 6 had iOS 8's 16 pt root margins at every width;
            // from Xcode 7 it has 20, as wide screens do.
            margins = EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        }
        deviceName = device?.name
        isDesignCanvas = true
        keepsCellContentSizes = c.keepsCellContentSizes
        widthFitsContent = c.widthFromOwnConstraint
        heightFitsContent = c.heightFromOwnConstraint
        self.orientation = device == nil ? nil : orientation
        // Said as laid out: a sheet by its size too.
        var described = c
        described.presentedAsSheet = sheet
        described.presentedAsPopover = popover
        source = described.summary
        // Xcode saves frames on whole pixels. Of the edges solved within half a point of a
        // saved one but between pixels of a 2x canvas (2,820 in the development files),
        // the nearest pixel, half a pixel up, is the saved edge 89 % of the time (the
        // pixel below 35 %). A 3x canvas's frames are left as solved: its text is measured
        // on the 2x grid (`IntrinsicSizeEstimate`), and rounding those half points
        // to thirds lost more text-bearing views than it placed.
        if (c.device.map(DesignCanvas.pixelScale(device:)) ?? 2) == 2 { pixelScale = 2 }
    }
}

extension Environment {
    /// A root view's margins where the canvas draws it with the system's, from Xcode 9 (iOS
    /// 11) on: the system's at the sides and, as the files' saved frames show (`top =
    /// topMargin` under a 44 pt bar sits 44 pt down), the safe area's above and below, as a
    /// root view insets its margins from the safe area; a root that says
    /// `insetsLayoutMarginsFromSafeArea="NO"` has the system's from its own edges
    /// (FloatingPanel's settings sheet: a stack at `topMargin` + 16 sits 16 pt down under
    /// the status bar); one that preserves its superview's margins has at least their 8 pt
    /// on every side. Nil otherwise; layout documents keep the 0 pt the reference's
    /// recipes rely on.
    static func rootMargins(on c: DesignCanvas, width: Double, safeArea: Insets) -> EdgeInsets? {
        guard c.margins == .system && c.toolsVersion >= XcodeEra.xcode9 else { return nil }
        var margins = systemMargins(width: width, safeArea: c.marginsFromSafeArea ? safeArea : .zero)
        if c.marginsFromSafeArea {
            margins.top = safeArea.top
            margins.bottom = safeArea.bottom
        }
        if c.preservesSuperviewMargins {
            // The superview's 8 pt where the root's own are less (AltStore's sign-in
            // scenes of Xcode 11.3: buttons at `bottomMargin` end 8 pt above the bottom of
            // the 4.7-inch canvas, which has no home indicator).
            margins = EdgeInsets(
                top: max(margins.top, 8), leading: max(margins.leading, 8), bottom: max(margins.bottom, 8),
                trailing: max(margins.trailing, 8))
        }
        return margins
    }
}

extension SizeClass {
    fileprivate var isRegularPad: Bool { width == .regular && height == .regular }
}

extension DesignCanvas {
    /// What the canvas is, for a report's header: `retina4_7 portrait, navigation bar
    /// (inherited from 'Nav')`, `freeform (the view's saved size)`, `any-any (Xcode 6–7
    /// size classes)`.
    public var summary: String {
        var parts: [String] = []
        switch kind {
        case .freeform:
            parts.append("freeform (the view's saved size)")
            // A xib's custom view or collection view cell of the safe-area era is designed
            // with the device's insets.
            if !statusBarHidden { parts.append(embedded ? "the device's status bar" : "the device's safe area") }
        case .screen:
            if anyAny {
                parts.append("any-any (Xcode 6–7 size classes)")
            } else if let device {
                parts.append("\(device) \(landscape ? "landscape" : "portrait")")
            } else {
                parts.append("the root view's saved size")
            }
            if statusBarHidden { parts.append("no status bar") }
            if presentedAsSheet { parts.append("presented as a sheet") }
        }
        if presentedAsPopover && !presentedAsSheet { parts.append("presented as a popover") }
        parts += bars
        if let textSize { parts.append("text styles at \(textSize) (\(textSize.shortName)), as Xcode 13 drew them") }
        if smallerTitleSizes {
            let sizes = Set(Self.xcode10TitleSizes.values).sorted(by: >).map { formatNumber($0) }
            let listed = sizes.dropLast().joined(separator: ", ") + " and " + (sizes.last ?? "")
            parts.append("title text styles at \(listed) pt, as Xcode 9.3 to 10 drew them")
        }
        return parts.joined(separator: ", ")
    }
}
