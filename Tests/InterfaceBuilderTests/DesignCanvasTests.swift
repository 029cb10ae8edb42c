import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution
import TestSupport
import Testing

/// Storyboards and xibs are laid out where Xcode laid them out when no device is asked
/// for: the design canvas (`reference/interface-builder.md`, "The design environment").
/// The real files carry the answer, the frames Xcode saved.
@Suite("Design canvas")
struct DesignCanvasTests {
    static let real = InterfaceBuilderTests.fixtures.appendingPathComponent("real")

    /// The layout `scene` of a real file, its canvas environment and its solution there.
    static func canvas(_ file: String, _ scene: String) throws -> (Environment, LayoutSolution) {
        let layout = try #require(
            try InterfaceBuilderTests.layouts(real.appendingPathComponent(file), scene: scene).first)
        let document = try #require(layout.document)
        let canvas = try #require(document.designCanvas)
        let e = Environment(designCanvas: canvas)
        let solution = CompiledLayout(
            Resolver(document: document, path: file).resolve(for: e.sizeClass), environment: e, path: file
        )
        .solve()
        return (e, solution)
    }

    /// The design environment of the first layout (of `scene`, if given) of a copy of
    /// `file` with each key of `replacing` replaced by its value: the same file as another
    /// Xcode or on another device saved it.
    static func canvas(of file: URL, replacing: [String: String], scene: String? = nil) throws -> Environment {
        var source = try String(contentsOf: file, encoding: .utf8)
        for (old, new) in replacing { source = source.replacingOccurrences(of: old, with: new) }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(file.deletingPathExtension().lastPathComponent)-\(UUID()).\(file.pathExtension)")
        try source.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let layout = try #require(try InterfaceBuilderTests.layouts(copy, scene: scene).first)
        return Environment(designCanvas: try #require(layout.document?.designCanvas))
    }

    @Test func aSceneInANavigationControllerHasItsBarAboveTheSafeArea() throws {
        // Xcode 11's iPhone X canvas; the navigation bar comes from the navigation
        // controller the scene is the root of.
        let (e, s) = try Self.canvas("xmartlabs__Eureka__Example__Example__Base.lproj__Main.storyboard", "Examples")
        #expect(e.size == Size(width: 375, height: 812))
        #expect(e.sizeClass == SizeClass(width: .compact, height: .regular))
        #expect(e.deviceName == "iphone-11-pro")
        #expect(e.safeArea == Insets(top: 88, bottom: 34))
        #expect(e.topGuide == 88 && e.bottomGuide == 34)
        #expect(e.source == "retina5_9 portrait, navigation bar (inherited from 'Navigation Controller')")
        #expect(s.status == .ok)
        // The scroll view sits 24 pt into the safe area, as the saved frame says.
        #expect(InterfaceBuilderTests.frame(s, "pl1-EZ-WGm") == InterfaceBuilderTests.rect(0, 24, 375, 754))
    }

    @Test func notchedCanvasesOfTheirEra() throws {
        // The same 5.8-inch canvas: 44 pt of housing in Xcode 11 (iOS 13), 50 in Xcode 15.
        let (old, _) = try Self.canvas("xmartlabs__Eureka__Example__Example__Base.lproj__Main.storyboard", "Examples")
        #expect(old.safeArea.top == 44 + 44)  // and the navigation bar
        let (new, s) = try Self.canvas(
            "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__General.storyboard",
            "csO-qF-Ohn")
        #expect(new.safeArea == Insets(top: 50, bottom: 34))
        #expect(s.frame("07C-Jx-O92").map { [$0.x, $0.y, $0.width] } == [0, 50, 375])
        // Xcode 13.3 (tools 20037) still drew 44.
        let (xcode13, _) = try Self.canvas(
            "duckduckgo__iOS__DuckDuckGo__Base.lproj__PrivacyProtection.storyboard", "7u1-pv-hRO")
        #expect(xcode13.safeArea.top == 44)
        // So did Xcode 14's first builds on the notched iPhones of before (SwiftStarter's
        // weather scene, tools 21208.1: its stack 88 pt down under the navigation bar);
        // 14.3 drew 50.
        let eureka = Self.real.appendingPathComponent(
            "xmartlabs__Eureka__Example__Example__Base.lproj__Main.storyboard")
        let xcode14Point1 = try Self.canvas(
            of: eureka, replacing: [#"toolsVersion="15505""#: #"toolsVersion="21208.1""#], scene: "Examples")
        #expect(xcode14Point1.safeArea.top == 44 + 44)
        let xcode14Point3 = try Self.canvas(
            of: eureka, replacing: [#"toolsVersion="15505""#: #"toolsVersion="21701""#], scene: "Examples")
        #expect(xcode14Point3.safeArea.top == 50 + 44)
        // Xcode 14.1 and 14.2 drew it with 47 (a text-to-image app's five files of tools
        // 21507: 90 views pinned under it).
        let general = Self.real.appendingPathComponent(
            "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__General.storyboard"
        )
        let xcode14Point2 = try Self.canvas(
            of: general, replacing: [#"toolsVersion="22505""#: #"toolsVersion="21507""#], scene: "csO-qF-Ohn")
        #expect(xcode14Point2.safeArea == Insets(top: 47, bottom: 34))
        // Xcode 26 draws the 6.1-inch LCD iPhone with twice its 48 and 34 pt.
        let (xcode26, _) = try Self.canvas(
            "hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__SpecialCase.storyboard",
            "dPG-sk-vRY")
        #expect(xcode26.safeArea == Insets(top: 96, bottom: 68))
    }

    @Test func xcode10Point2To14Point2DrewNoStatusBarOnHomeButtonIPhones() throws {
        // Xcode 11's 4.7-inch canvas: a stack pinned to the safe area starts at the top.
        let (e, s) = try Self.canvas(
            "firebase__quickstart-ios__installations__InstallationsExample__Base.lproj__Main.storyboard",
            "View Controller")
        #expect(e.safeArea == .zero)
        #expect(InterfaceBuilderTests.frame(s, "pur-Ny-tHx") == InterfaceBuilderTests.rect(0, 0, 375, 667))
        // Xcode 10.2 beta's shows it (tools 14490: 20 pt, under a 44 pt navigation bar here).
        let (older, _) = try Self.canvas("duckduckgo__iOS__DuckDuckGo__WebContainer.storyboard", "dhR-A9-hN7")
        #expect(older.safeArea.top == 64)
        // From Xcode 10.2 (tools 14810) it is gone: 38 views pinned to the safe area's top
        // in fetched files of Xcode 10.2 and 10.3 sit at 0 or under a bar at 44; Xcode 10.0
        // (14313) drew it. Xcode 14.3 (21701) draws it again: Agora's samples of 14.3 put
        // their content 20 pt down, WooCommerce's settings of 14.2 (21507) at 0. This 120 pt
        // banner, a custom view, had none in Xcode 10.0 either: Xcode 9 to 10.1 drew the
        // status bar only above screen-high custom views
        // (`xcode10DrewAStatusBarOnlyAboveScreenHighCustomViews`).
        let source = try String(
            contentsOf: InterfaceBuilderTests.documents.appendingPathComponent("banner.xib"), encoding: .utf8)
        for (version, top) in [
            ("14313", 0.0), ("14810", 0), ("14868", 0), ("21223", 0), ("21507", 0), ("21701", 20), ("22505", 20),
        ] {
            let edited = source.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"\(version)\"")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("banner-\(UUID()).xib")
            try edited.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let document = try #require(try InterfaceBuilderTests.layouts(file).first?.document)
            let e = Environment(designCanvas: try #require(document.designCanvas))
            #expect(e.safeArea.top == top, "\(version)")
        }
    }

    @Test func rootMarginsAreInsetFromTheSafeAreaSinceXcode9() throws {
        // A freeform scene of Xcode 12 under a navigation bar: `scroll.top = topMargin`
        // puts the scroll view 44 pt down, as saved.
        let (e, s) = try Self.canvas(
            "openfoodfacts__openfoodfacts-ios__Sources__Views__Products__Add__ProductAddViewController.storyboard",
            "Product Add View Controller")
        #expect(e.margins.top == 44 && e.safeArea.top == 44)
        #expect(InterfaceBuilderTests.frame(s, "mcz-Dc-5OG") == InterfaceBuilderTests.rect(0, 44, 375, 1956))
    }

    @Test func aRootThatPreservesItsSuperviewsMarginsHasAtLeastItsEightPoints() throws {
        // AltStore's sign-in scenes (Xcode 11.3, the 4.7-inch canvas, no status bar drawn):
        // a root with `preservesSuperviewLayoutMargins="YES"` keeps the 8 pt margins of the
        // view it is shown in where its own are less, so a button at `bottomMargin` ends
        // 8 pt above the root's bottom, as saved; the sides keep the system's 16.
        func margins(_ rootAttributes: String) throws -> EdgeInsets {
            let storyboard = MarginsStoryboard.text(rootAttributes: rootAttributes)
                .replacingOccurrences(of: "22505", with: "15701")
                .replacingOccurrences(of: "retina6_1", with: "retina4_7")
                .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="375" height="667""#)
            return try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard").1.margins
        }
        #expect(
            try margins(#"preservesSuperviewLayoutMargins="YES""#)
                == EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(try margins("") == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        // Where the safe area's are larger (the 6.1-inch canvas's 48 and 34), they stay.
        let notched = MarginsStoryboard.text(rootAttributes: #"preservesSuperviewLayoutMargins="YES""#)
        let e = try InterfaceBuilderTests.designed(notched, fileExtension: "storyboard").1
        #expect(e.margins == EdgeInsets(top: 48, leading: 20, bottom: 34, trailing: 20))
    }

    @Test func aRootWhoseMarginsIgnoreTheSafeAreaHasTheSystemsFromItsEdges() throws {
        // FloatingPanel's settings scene: a root that says
        // `insetsLayoutMarginsFromSafeArea="NO"` keeps its stack at `topMargin` + 16 16 pt
        // down on the 6.1-inch canvas, not under the status bar's 48 pt; by default, 64.
        func box(_ rootAttributes: String) throws -> [Double] {
            let storyboard = MarginsStoryboard.text(rootAttributes: rootAttributes)
            let designed = try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard")
            return InterfaceBuilderTests.frame(designed.solution, "rmg-bx-001")
        }
        #expect(try box(#"insetsLayoutMarginsFromSafeArea="NO""#) == InterfaceBuilderTests.rect(20, 16, 100, 24))
        #expect(try box("") == InterfaceBuilderTests.rect(20, 64, 100, 24))
    }

    @Test func aProportionalStackWeighsANestedStackByItsSavedSize() throws {
        // UIStackView weighs an arranged view without an intrinsic size, a nested stack, by
        // the size it has (the saved one), and counts the spacing in with the weights:
        // FloatingPanel's settings stack, 149.5 high with spacing 16, saved its stacks 53 and
        // 80.5. Here: stacks saved 50 and 84 high in a 150 pt stack share it as saved
        // (150 × 50 / (50 + 84 + 16) = 50, and the last takes the rest), where their
        // content alone (30 and 40) would leave the split open.
        func arranged(_ n: Int, y: Int, height: Int, content: Int) -> String {
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="pst-st-00\(n)">
                <rect key="frame" x="0.0" y="\(y)" width="300" height="\(height)"/>
                <subviews>
                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="300" placeholderIntrinsicHeight="\(content)" translatesAutoresizingMaskIntoConstraints="NO" id="pst-vw-00\(n)">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="\(height)"/>
                    </view>
                </subviews>
            </stackView>
            """
        }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="pst-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="150"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="pst-st-000">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="150"/>
                                <subviews>
                                    \(arranged(1, y: 0, height: 50, content: 30))
                                    \(arranged(2, y: 66, height: 84, content: 40))
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pst-st-000" firstAttribute="top" secondItem="pst-rt-001" secondAttribute="top" id="pst-c01"/>
                            <constraint firstItem="pst-st-000" firstAttribute="leading" secondItem="pst-rt-001" secondAttribute="leading" id="pst-c02"/>
                            <constraint firstAttribute="trailing" secondItem="pst-st-000" secondAttribute="trailing" id="pst-c03"/>
                            <constraint firstAttribute="bottom" secondItem="pst-st-000" secondAttribute="bottom" id="pst-c04"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let s = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
        #expect(s.status == .ok)
        #expect(InterfaceBuilderTests.frame(s, "pst-st-001") == InterfaceBuilderTests.rect(0, 0, 300, 50))
        #expect(InterfaceBuilderTests.frame(s, "pst-st-002") == InterfaceBuilderTests.rect(0, 66, 300, 84))
    }

    @Test func aProportionalStackWeighsEvenAnIntrinsicSizeByTheSavedOne() throws {
        // ArcGIS's raster cell: two 12 pt labels (14.5 pt high each) in a 120 pt stack with
        // standard spacing, saved 60 and 52 high, which their intrinsic heights as weights
        // would put at 47 and 65 (120 × 14.5 / 37, and the rest).
        func arranged(_ n: Int, y: Int, height: Int) -> String {
            """
            <view contentMode="scaleToFill" placeholderIntrinsicWidth="31" placeholderIntrinsicHeight="14.5" translatesAutoresizingMaskIntoConstraints="NO" id="pwi-vw-00\(n)">
                <rect key="frame" x="0.0" y="\(y)" width="31" height="\(height)"/>
            </view>
            """
        }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="top" spacingType="standard" id="pwi-st-000">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                        <subviews>
                            \(arranged(1, y: 0, height: 60))
                            \(arranged(2, y: 68, height: 52))
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="width" constant="120" id="pwi-c01"/>
                        </constraints>
                    </stackView>
                </objects>
            </document>
            """
        let s = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
        #expect(InterfaceBuilderTests.frame(s, "pwi-vw-001") == InterfaceBuilderTests.rect(0, 0, 31, 60))
        #expect(InterfaceBuilderTests.frame(s, "pwi-vw-002") == InterfaceBuilderTests.rect(0, 68, 31, 52))
    }

    @Test(arguments: ["12120", "22505"])
    func aStackViewHasNoMarginsOfItsOwn(toolsVersion: String) throws {
        // Pocket Casts' player controls (Xcode 15): a view pinned to a stack's
        // `leadingMargin` and `trailingMargin` is saved flush with the stack's edges; a stack
        // view's margins are 0 unless it sets some (UIView's 8 would leave it 284 wide), and
        // were in Xcode 8.3 (a timer's pickers, a stack's `trailingMargin` at its superview's
        // trailing edge, saved flush with it).
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="smg-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="smg-st-001">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="smg-vw-001">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="30" id="smg-c01"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="leadingMargin" secondItem="smg-vw-001" secondAttribute="leading" id="smg-c02"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="smg-vw-001" secondAttribute="trailing" id="smg-c03"/>
                                </constraints>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="smg-st-001" firstAttribute="top" secondItem="smg-rt-001" secondAttribute="top" id="smg-c04"/>
                            <constraint firstItem="smg-st-001" firstAttribute="leading" secondItem="smg-rt-001" secondAttribute="leading" id="smg-c05"/>
                            <constraint firstAttribute="trailing" secondItem="smg-st-001" secondAttribute="trailing" id="smg-c06"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let s = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
        #expect(InterfaceBuilderTests.frame(s, "smg-vw-001") == InterfaceBuilderTests.rect(0, 0, 300, 30))
    }

    @Test func anOpaqueNavigationBarKeepsTheRootBelowIt() throws {
        // The root is marked misplaced; Xcode sizes it to the 5.5-inch screen less the
        // opaque bar (20 + 44), and the safe area then starts at its top.
        let (e, s) = try Self.canvas(
            "duckduckgo__iOS__DuckDuckGo__Base.lproj__Feedback.storyboard", "Positive Feedback")
        #expect(e.size == Size(width: 414, height: 672))
        #expect(e.safeArea == .zero)
        #expect(e.margins.leading == 20)  // 414 pt wide
        #expect(InterfaceBuilderTests.frame(s, "YJu-FY-Z3R") == InterfaceBuilderTests.rect(0, 0, 414, 672))
    }

    @Test func aXibsCustomViewIsDesignedUnderTheStatusBar() throws {
        // Since the safe area (Xcode 9), a xib's top-level view sits at the top of the
        // canvas device's screen: its safe area starts below the status bar (20 pt on the
        // 4.7-inch iPhone), as DuckDuckGo's notification view's saved frames show.
        let file = InterfaceBuilderTests.documents.appendingPathComponent("banner.xib")
        let document = try #require(try InterfaceBuilderTests.layouts(file).first?.document)
        let canvas = try #require(document.designCanvas)
        let e = Environment(designCanvas: canvas)
        #expect(e.size == Size(width: 400, height: 120))
        #expect(e.safeArea == Insets(top: 20))
        #expect(e.source == "freeform (the view's saved size), the device's safe area")
        let s = CompiledLayout(
            Resolver(document: document, path: "banner").resolve(for: e.sizeClass), environment: e, path: "banner"
        ).solve()
        #expect(s.status == .ok)
        #expect(InterfaceBuilderTests.frame(s, "ban-ic-001") == InterfaceBuilderTests.rect(16, 28, 24, 24))
        #expect(InterfaceBuilderTests.frame(s, "ban-bd-001") == InterfaceBuilderTests.rect(16, 60, 368, 52))
        // On the 6.1-inch canvas the home indicator insets its bottom too, though the view
        // is far from the screen's bottom (as a 408×488 view's and a 124×200 cell's saved
        // frames show).
        let source = try String(contentsOf: file, encoding: .utf8)
        let notched = FileManager.default.temporaryDirectory.appendingPathComponent("banner-\(UUID()).xib")
        try source.replacingOccurrences(of: "retina4_7", with: "retina6_1").write(
            to: notched, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: notched) }
        let onNotched = try #require(try InterfaceBuilderTests.layouts(notched).first?.document)
        let n = Environment(designCanvas: try #require(onNotched.designCanvas))
        #expect(n.safeArea == Insets(top: 48, bottom: 34))
        // Before Xcode 14 a view that fits on the screen was drawn at its top: the home
        // indicator insets only what of it reaches down there (a fitness app's 320 pt
        // pickers of Xcode 11, a 414×100 news header and a 406×103 message bar of Xcode
        // 12 and 13 have none); a view wider than the screen is a screen of its own (a
        // 843×278 header of Xcode 12.4 ends its label 34 pt above its bottom).
        func before14(_ tools: String, width: String, height: String = "120") throws -> Insets {
            try Self.canvas(
                of: file,
                replacing: [
                    "retina4_7": "retina6_1", #"toolsVersion="22505""#: #"toolsVersion="\#(tools)""#,
                    #"width="400" height="120""#: #"width="\#(width)" height="\#(height)""#,
                ]
            ).safeArea
        }
        #expect(try before14("16097", width: "400") == Insets(top: 44))
        #expect(try before14("19529", width: "414") == Insets(top: 44))
        #expect(try before14("17506", width: "843") == Insets(top: 44, bottom: 34))
        #expect(try before14("17156", width: "414", height: "872") == Insets(top: 44, bottom: 10))
    }

    @Test func aXibsViewWithNoStatusBarOrUnderABarHasNoInsetAbove() throws {
        let file = InterfaceBuilderTests.documents.appendingPathComponent("banner.xib")
        let metrics = #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        // A simulated status bar of "None": nothing above on the 4.7-inch canvas (Element's
        // activity indicator view); the 5.8-inch one keeps its housing and home indicator
        // (Google's launch screens end 34 pt above the bottom).
        let none = metrics + #"<nil key="simulatedStatusBarMetrics"/>"#
        #expect(try Self.canvas(of: file, replacing: [metrics: none]).safeArea == Insets.zero)
        let notched = try Self.canvas(of: file, replacing: [metrics: none, "retina4_7": "retina5_9"])
        #expect(notched.safeArea == Insets(top: 50, bottom: 34))
        // A simulated navigation bar: an opaque one keeps the view below it (Pocket Casts'
        // 603 pt profile view, its table at the safe area's top at 0); a translucent one
        // is over it.
        let tall = [#"width="400" height="120""#: #"width="375" height="603""#]
        let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
        let below = try Self.canvas(of: file, replacing: tall.merging([metrics: opaque]) { $1 })
        #expect(below.safeArea == Insets.zero && below.size == Size(width: 375, height: 603))
        let translucent = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let over = try Self.canvas(
            of: file, replacing: [#"width="400" height="120""#: #"width="375" height="667""#, metrics: translucent])
        #expect(over.safeArea == Insets(top: 64))
        #expect(over.source?.contains("navigation bar") == true, "\(over.source ?? "")")
    }

    @Test func aSceneASheetsOffsetShortOfTheScreenIsDrawnAsASheet() throws {
        // Xcode 11 and 12 draw a scene shown from code (or by a show segue from a scene in
        // no navigation controller) as a sheet: Esri's samples' roots are 842 pt high at
        // the top of the 6.1-inch canvas (896 less the housing and 10 pt), their views at
        // the safe area's top at 0 and their toolbars 34 pt above the bottom; a weather
        // app's city editor of Xcode 13.2 (tools 19529) likewise. Xcode 13.3 drew
        // DuckDuckGo's as short scenes under the status bar.
        let file = InterfaceBuilderTests.documents.appendingPathComponent("safe-area.storyboard")
        func canvas(
            height: String, toolsVersion: String = "17156", device: String = "retina6_1", width: String = "414"
        ) throws -> Environment {
            try Self.canvas(
                of: file,
                replacing: [
                    #"toolsVersion="14490.70""#: #"toolsVersion="\#(toolsVersion)""#, "retina4_7": device,
                    #"width="375" height="667""#: #"width="\#(width)" height="\#(height)""#,
                ])
        }
        #expect(try canvas(height: "842").safeArea == Insets(top: 0, bottom: 34))
        #expect(try canvas(height: "842").source?.contains("presented as a sheet") == true)
        #expect(try canvas(height: "842", toolsVersion: "19529").source?.contains("presented as a sheet") == true)
        // Xcode 11's betas drew sheets already: a messenger's chat scene (tools 14868), 842
        // pt high, its effect view at the safe area's top saved at 0.
        #expect(try canvas(height: "842", toolsVersion: "14868").safeArea == Insets(top: 0, bottom: 34))
        // The whole screen, or another height, is not a sheet; nor is one before Xcode 11's betas.
        #expect(try canvas(height: "896").safeArea == Insets(top: 44, bottom: 34))
        #expect(try canvas(height: "800").safeArea.top == 44)
        #expect(try canvas(height: "842", toolsVersion: "14490.70").safeArea.top == 44)
        #expect(try canvas(height: "842", toolsVersion: "20037").safeArea.top == 44)
        // Below a 20 pt status bar the sheet starts at the bar's bottom: 647 pt roots on
        // the 4.7-inch canvas (a weather app's forecast, Xcode 11.3; a workout app's
        // scenes, 11.2), not 637.
        let home = try canvas(height: "647", toolsVersion: "15702", device: "retina4_7", width: "375")
        #expect(home.source?.contains("presented as a sheet") == true)
        let lower = try canvas(height: "637", toolsVersion: "15702", device: "retina4_7", width: "375")
        #expect(lower.source?.contains("presented as a sheet") != true)
    }

    @Test func aTabOfATabBarControllerASheetsOffsetShortOfTheScreenIsDrawnAsASheet() throws {
        // A depression study's tabs (Xcode 11.5, 6.5-inch canvas), their tab bar controller
        // shown from a scene in no navigation controller: roots 842 pt high, a label at the
        // safe area's top + 20 saved 20 pt down, stacks ending on the tab bar above the home
        // indicator. The tab bar does not keep the sheet from being one. Xcode 13.0 to 13.2
        // drew such tabs as if they hung from the screen's top, the bars' inset only what
        // reaches past the sheet's offset: a messenger's and a coffee shop's tabs (tools
        // 19529 and 19162, 6.1-inch canvas) end their tables 29 pt above their bottoms.
        func safeArea(height: Int, toolsVersion: String = "16096") throws -> Insets {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="tsh-tb-001">
                    <device id="retina6_5" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="tsh-sc-001">
                            <objects>
                                <tabBarController id="tsh-tb-001" sceneMemberID="viewController">
                                    <tabBar key="tabBar" contentMode="scaleToFill" id="tsh-br-001">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </tabBar>
                                    <connections>
                                        <segue destination="tsh-ct-001" kind="relationship" relationship="viewControllers" id="tsh-sg-001"/>
                                    </connections>
                                </tabBarController>
                            </objects>
                        </scene>
                        <scene sceneID="tsh-sc-002">
                            <objects>
                                <viewController id="tsh-ct-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="tsh-vw-001">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <viewLayoutGuide key="safeArea" id="tsh-sa-001"/>
                                    </view>
                                    <tabBarItem key="tabBarItem" title="Exit" id="tsh-ti-001"/>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            return try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard", scene: "tsh-ct-001").1
                .safeArea
        }
        #expect(try safeArea(height: 842) == Insets(top: 0, bottom: 83))
        #expect(try safeArea(height: 896) == Insets(top: 44, bottom: 83))
        #expect(try safeArea(height: 842, toolsVersion: "19529") == Insets(top: 0, bottom: 29))
        #expect(try safeArea(height: 842, toolsVersion: "20037").bottom == 83)
    }

    @Test func thePlaceholderToolsVersionIsTakenAsXcode15() throws {
        // Some Xcodes of 2022–2024 write toolsVersion="32700.99.1234": not an Xcode past 26
        // (which draws the home-indicator iPhones with twice their insets) but Xcode 15.
        #expect(XcodeEra.toolsVersion("32700.99.1234") == XcodeEra.xcode15)
        #expect(XcodeEra.toolsVersion("24127") == 24127)
        for (version, top) in [("32700.99.1234", 59.0), ("24127", 118)] {
            let e = try Self.canvas(
                of: InterfaceBuilderTests.documents.appendingPathComponent("banner.xib"),
                replacing: ["toolsVersion=\"22505\"": "toolsVersion=\"\(version)\"", "retina4_7": "retina6_12"])
            #expect(e.safeArea.top == top, "\(version)")
        }
    }

    @Test func xcode6And7SizeClassFilesAreDesignedInAnyAny() throws {
        let (e, _) = try Self.canvas(
            "ChatSecure__ChatSecure-iOS__ChatSecure__Classes__View_Controllers__Onboarding__Onboarding.storyboard",
            "Welcome View Controller")
        #expect(e.sizeClass == .anyAny)
        #expect(e.size == Size(width: 600, height: 600))
        #expect(e.topGuide == 20)
        #expect(e.margins == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(e.deviceName == nil)
    }

    @Test func aSubviewsMarginsAreInsetFromItsSafeArea() throws {
        // Pocket Casts' filter header, at the top of a 6.1-inch xib view: a label at its
        // `topMargin` + 20 sits 72 pt down (the 44 pt the housing reaches into the header,
        // its own 8 pt margin, and 20), unless the header says
        // `insetsLayoutMarginsFromSafeArea="NO"` (28 pt down), or the file is from before
        // the safe area (Xcode 8).
        func child(_ attributes: String, toolsVersion: String = "20037") throws -> [Double] {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <objects>
                        <view contentMode="scaleToFill" id="sam-rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
                            <subviews>
                                <view contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="sam-hd-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sam-ch-001">
                                            <rect key="frame" x="8" y="72" width="100" height="24"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="sam-c01"/>
                                                <constraint firstAttribute="height" constant="24" id="sam-c02"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="sam-ch-001" firstAttribute="top" secondItem="sam-hd-001" secondAttribute="topMargin" constant="20" id="sam-c03"/>
                                        <constraint firstItem="sam-ch-001" firstAttribute="leading" secondItem="sam-hd-001" secondAttribute="leadingMargin" id="sam-c04"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="sam-hd-001" firstAttribute="top" secondItem="sam-rt-001" secondAttribute="top" id="sam-c05"/>
                                <constraint firstItem="sam-hd-001" firstAttribute="leading" secondItem="sam-rt-001" secondAttribute="leading" id="sam-c06"/>
                                <constraint firstAttribute="trailing" secondItem="sam-hd-001" secondAttribute="trailing" id="sam-c07"/>
                                <constraint firstItem="sam-hd-001" firstAttribute="height" constant="120" id="sam-c08"/>
                            </constraints>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        </view>
                    </objects>
                </document>
                """
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution, "sam-ch-001")
        }
        #expect(try child("") == InterfaceBuilderTests.rect(8, 72, 100, 24))
        #expect(try child(#"insetsLayoutMarginsFromSafeArea="NO""#) == InterfaceBuilderTests.rect(8, 28, 100, 24))
        #expect(try child("", toolsVersion: "12121") == InterfaceBuilderTests.rect(8, 28, 100, 24))
    }

    @Test func aScrollViewsContentHasNoSafeAreaAboveOrBelow() throws {
        // The scroll view takes the screen's unsafe bands as content insets: its content
        // is not inset from them. A movie-details scene (Xcode 13, the 6.1-inch canvas):
        // a table pinned 10 pt above its 1,634.5 pt content view's `bottomMargin` ends
        // 18 pt above that view's bottom, not where the content would reach past the home
        // indicator (780 pt).
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="scs-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scs-sv-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scs-cv-001">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="1200"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scs-tp-001">
                                                <rect key="frame" x="8" y="28" width="100" height="24"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="100" id="scs-c01"/>
                                                    <constraint firstAttribute="height" constant="24" id="scs-c02"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scs-bt-001">
                                                <rect key="frame" x="8" y="60" width="100" height="1122"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="100" id="scs-c03"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="scs-tp-001" firstAttribute="top" secondItem="scs-cv-001" secondAttribute="topMargin" constant="20" id="scs-c04"/>
                                            <constraint firstItem="scs-tp-001" firstAttribute="leading" secondItem="scs-cv-001" secondAttribute="leadingMargin" id="scs-c05"/>
                                            <constraint firstItem="scs-bt-001" firstAttribute="leading" secondItem="scs-cv-001" secondAttribute="leadingMargin" id="scs-c06"/>
                                            <constraint firstItem="scs-bt-001" firstAttribute="top" secondItem="scs-tp-001" secondAttribute="bottom" constant="8" id="scs-c07"/>
                                            <constraint firstAttribute="bottomMargin" secondItem="scs-bt-001" secondAttribute="bottom" constant="10" id="scs-c08"/>
                                            <constraint firstAttribute="height" constant="1200" id="scs-c09"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="scs-cv-001" firstAttribute="top" secondItem="scs-sv-001" secondAttribute="top" id="scs-c10"/>
                                    <constraint firstItem="scs-cv-001" firstAttribute="leading" secondItem="scs-sv-001" secondAttribute="leading" id="scs-c11"/>
                                    <constraint firstAttribute="bottom" secondItem="scs-cv-001" secondAttribute="bottom" id="scs-c12"/>
                                    <constraint firstAttribute="trailing" secondItem="scs-cv-001" secondAttribute="trailing" id="scs-c13"/>
                                    <constraint firstItem="scs-cv-001" firstAttribute="width" secondItem="scs-sv-001" secondAttribute="width" id="scs-c14"/>
                                </constraints>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="scs-sv-001" firstAttribute="top" secondItem="scs-rt-001" secondAttribute="top" id="scs-c15"/>
                            <constraint firstItem="scs-sv-001" firstAttribute="leading" secondItem="scs-rt-001" secondAttribute="leading" id="scs-c16"/>
                            <constraint firstAttribute="bottom" secondItem="scs-sv-001" secondAttribute="bottom" id="scs-c17"/>
                            <constraint firstAttribute="trailing" secondItem="scs-sv-001" secondAttribute="trailing" id="scs-c18"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let solution = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
        #expect(InterfaceBuilderTests.frame(solution, "scs-tp-001") == InterfaceBuilderTests.rect(8, 28, 100, 24))
        #expect(InterfaceBuilderTests.frame(solution, "scs-bt-001") == InterfaceBuilderTests.rect(8, 60, 100, 1122))
    }

    @Test func marginsThatFollowTheReadableWidthKeepTextToIt() throws {
        // "Follow Readable Width" on a scene's view: no more than 672 pt (at the default
        // text size) lie between its margins, centred. A label pinned to them is 672 wide
        // on an iPad, 1180 pt in landscape too, and in an iPhone's landscape (852 pt, its
        // margins 79 pt with the safe area); an iPhone's portrait width has room for less.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="rdw-vc-001">
                <device id="ipad10_9rounded" orientation="portrait" layout="fullscreen" appearance="light"/>
                <scenes>
                    <scene sceneID="rdw-sc-001">
                        <objects>
                            <viewController id="rdw-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" id="rdw-rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="820" height="1180"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rdw-tx-001">
                                            <rect key="frame" x="74" y="100" width="672" height="200"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="200" id="rdw-c-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="rdw-tx-001" firstAttribute="leading" secondItem="rdw-rt-001" secondAttribute="leadingMargin" id="rdw-c-002"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="rdw-tx-001" secondAttribute="trailing" id="rdw-c-003"/>
                                        <constraint firstItem="rdw-tx-001" firstAttribute="top" secondItem="rdw-rt-001" secondAttribute="top" constant="100" id="rdw-c-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("readable-\(UUID()).storyboard")
        try storyboard.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try #require(try InterfaceBuilderTests.layouts(url).first?.document)
        let (_, _, canvas) = try InterfaceBuilderTests.onItsCanvas(document, path: url.path)
        #expect(InterfaceBuilderTests.frame(canvas, "rdw-tx-001") == InterfaceBuilderTests.rect(74, 100, 672, 200))
        func text(on device: String, _ o: Orientation) -> [Double] {
            InterfaceBuilderTests.frame(InterfaceBuilderTests.solve(document, device, o), "rdw-tx-001")
        }
        #expect(text(on: "ipad", .landscape) == InterfaceBuilderTests.rect(254, 100, 672, 200))
        #expect(text(on: "iphone-16", .landscape) == InterfaceBuilderTests.rect(90, 100, 672, 200))
        #expect(text(on: "iphone-16", .portrait) == InterfaceBuilderTests.rect(16, 100, 361, 200))
        // The readable width grows with the text size (Body's, 14 pt at extra small).
        let small = try #require(
            LayoutFile.readLayouts(url.path, contentSize: .extraSmall).first?.document)
        #expect(abs(ContentSizeCategory.extraSmall.readableWidth - 672 * 14 / 17) < 1e-9)
        let narrow = InterfaceBuilderTests.frame(InterfaceBuilderTests.solve(small, "ipad", .landscape), "rdw-tx-001")
        #expect(abs(narrow[2] - 672 * 14 / 17) < 0.01)
    }

    @Test func aViewThatPreservesItsSuperviewsMarginsHasTheRootsSystemMargins() throws {
        // Esri's status views: a full-width bar that preserves its superview's margins,
        // with a label between its own margins. Its margins are the root's (20 pt on the
        // 414 pt canvas, 16 on a 375 pt one), not a plain view's 8; a bar that does not
        // preserve them keeps 8.
        // A bar `n` pinned to the root's sides at `y`, with a 24 pt view between its
        // margins: the bar's XML and its constraints to the root.
        func bar(_ n: Int, y: Int, preserves: Bool, width: Int) -> (view: String, constraints: String) {
            let view = """
                <view contentMode="scaleToFill"\(preserves ? " preservesSuperviewLayoutMargins=\"YES\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="psm-bar-00\(n)">
                    <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="40"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="psm-lb-00\(n)">
                            <rect key="frame" x="8" y="8" width="\(width - 16)" height="24"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="24" id="psm-h\(n)"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="psm-lb-00\(n)" firstAttribute="leading" secondItem="psm-bar-00\(n)" secondAttribute="leadingMargin" id="psm-c\(n)1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="psm-lb-00\(n)" secondAttribute="trailing" id="psm-c\(n)2"/>
                        <constraint firstItem="psm-lb-00\(n)" firstAttribute="top" secondItem="psm-bar-00\(n)" secondAttribute="top" constant="8" id="psm-c\(n)3"/>
                        <constraint firstAttribute="bottom" secondItem="psm-lb-00\(n)" secondAttribute="bottom" constant="8" id="psm-c\(n)4"/>
                    </constraints>
                </view>

                """
            let constraints = """
                <constraint firstItem="psm-bar-00\(n)" firstAttribute="leading" secondItem="psm-rt-001" secondAttribute="leading" id="psm-r\(n)1"/>
                <constraint firstAttribute="trailing" secondItem="psm-bar-00\(n)" secondAttribute="trailing" id="psm-r\(n)2"/>
                <constraint firstItem="psm-bar-00\(n)" firstAttribute="top" secondItem="psm-rt-001" secondAttribute="top" constant="\(y)" id="psm-r\(n)3"/>

                """
            return (view, constraints)
        }
        func storyboard(device: String, width: Int) -> String {
            let bars = [bar(1, y: 100, preserves: true, width: width), bar(2, y: 200, preserves: false, width: width)]
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="psm-vc-001">
                    <device id="\(device)" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="psm-sc-001">
                            <objects>
                                <viewController id="psm-vc-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="psm-rt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="600"/>
                                        <subviews>
                                        \(bars.map(\.view).joined())
                                        </subviews>
                                        <constraints>
                                        \(bars.map(\.constraints).joined())
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
        }
        let wide = try InterfaceBuilderTests.designed(
            storyboard(device: "retina6_1", width: 414), fileExtension: "storyboard")
        #expect(
            InterfaceBuilderTests.frame(wide.solution, "psm-lb-001") == InterfaceBuilderTests.rect(20, 108, 374, 24))
        #expect(InterfaceBuilderTests.frame(wide.solution, "psm-lb-002") == InterfaceBuilderTests.rect(8, 208, 398, 24))
        let narrow = try InterfaceBuilderTests.designed(
            storyboard(device: "retina4_7", width: 375), fileExtension: "storyboard")
        #expect(
            InterfaceBuilderTests.frame(narrow.solution, "psm-lb-001") == InterfaceBuilderTests.rect(16, 108, 343, 24))
    }

    @Test func theAnyAnyCanvasHas20PointMarginsFromXcode7() throws {
        // ChatSecure's onboarding was saved by Xcode 6.4 (tools 7706): 16 pt root margins.
        // The same file saved by Xcode 7.1 (8187.4, the tools of Kodeco's iOS 9 book, whose
        // 15 views pinned to a root's leading margin sit 20 pt in) has 20.
        let name =
            "ChatSecure__ChatSecure-iOS__ChatSecure__Classes__View_Controllers__Onboarding__Onboarding.storyboard"
        for (version, margin) in [("7706", 16.0), ("8187.4", 20)] {
            let e = try Self.canvas(
                of: Self.real.appendingPathComponent(name),
                replacing: ["toolsVersion=\"7706\"": "toolsVersion=\"\(version)\""], scene: "Welcome View Controller")
            #expect(e.margins == EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin), "\(version)")
        }
    }

    @Test func aFreeformXibViewKeepsItsOwnSize() throws {
        // A toolbar's content view, 320×44: not a screen, so no bars; drawn as a root view,
        // so UIKit's 16 pt system margins at its sides; at a phone's full height it would
        // conflict with its own height.
        let (e, s) = try Self.canvas(
            "jessesquires__JSQMessagesViewController__JSQMessagesViewController__Views__JSQMessagesToolbarContentView.xib",
            "JSQMessagesToolbarContentView")
        #expect(e.size == Size(width: 320, height: 44))
        #expect(e.safeArea == .zero && e.topGuide == 0)
        #expect(e.margins == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(s.status == .ok)
        #expect(e.source == "freeform (the view's saved size)")
    }

    @Test func barsAreInheritedAlongTheSegues() throws {
        // Tabs → navigation controller → Feed; Feed shows Detail (hiding the tab bar) and
        // presents Modal (no bars of its own; filling the screen in a file of Xcode 15, no
        // status bar above it either). Each content view fills the safe area, as the frames
        // saved for the iPhone 8 canvas say.
        let file = InterfaceBuilderTests.documents.appendingPathComponent("bars.storyboard")
        let layouts = try InterfaceBuilderTests.layouts(file)
        #expect(layouts.map { $0.scene?.name } == ["Feed", "Detail", "Modal"])
        var guides: [String: [Double]] = [:]
        for layout in layouts {
            let document = try #require(layout.document)
            let e = Environment(designCanvas: try #require(document.designCanvas))
            let s = CompiledLayout(
                Resolver(document: document, path: "t").resolve(for: e.sizeClass), environment: e, path: "t"
            )
            .solve()
            #expect(s.status == .ok)
            guides[document.name ?? ""] = [e.topGuide, e.bottomGuide]
            for frame in s.frames where frame.id.hasSuffix("-002") || frame.id == "fee-bt-001" {
                let saved: [String: [Double]] = [
                    "fee-bt-001": [0, 64, 375, 554], "det-vw-002": [0, 64, 375, 603], "mod-vw-002": [0, 0, 375, 667],
                ]
                #expect(saved[frame.id] == [frame.x, frame.y, frame.width, frame.height], "\(frame.id)")
            }
        }
        #expect(guides == ["Feed": [64, 49], "Detail": [64, 0], "Modal": [0, 0]])
    }

    @Test func aViewThatExtendsUnderNoBarStartsBelowThem() throws {
        // Feed's controller extends its view under no bar (`edgesForExtendedLayout` with
        // neither edge, "Extend Edges" unticked): UIKit lays the root out between the
        // translucent navigation and tab bars, so its layout guides and safe area are 0
        // (Segmentio's home scene: its container at the top guide at 0, saved at 0). Xcode
        // saves such a root shorter by the bars, at y 0.
        let file = InterfaceBuilderTests.documents.appendingPathComponent("bars.storyboard")
        let edges = #"<viewController id="fee-ct-001" sceneMemberID="viewController">"#
        let noEdges = edges + #"<extendedEdge key="edgesForExtendedLayout"/>"#
        let root = #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#
        let saved = #"<rect key="frame" x="0.0" y="0.0" width="375" height="554"/>"#
        let e = try Self.canvas(of: file, replacing: [edges: noEdges, root: saved], scene: "Feed")
        #expect(e.size == Size(width: 375, height: 554))
        #expect(e.topGuide == 0 && e.bottomGuide == 0 && e.safeArea == .zero)
        // Extending under the bottom bar only: the top guide is 0, the tab bar still insets.
        let bottomOnly = edges + #"<extendedEdge key="edgesForExtendedLayout" bottom="YES"/>"#
        let tall = #"<rect key="frame" x="0.0" y="0.0" width="375" height="603"/>"#
        let under = try Self.canvas(of: file, replacing: [edges: bottomOnly, root: tall], scene: "Feed")
        #expect(under.topGuide == 0 && under.bottomGuide == 49)
        // Saved as tall as the screen (TweaKit's sketch scene, Xcode 12.3: a 896 pt root,
        // its views laid out in 808 below the bars), the root is what the bars leave it.
        let full = try Self.canvas(of: file, replacing: [edges: bottomOnly], scene: "Feed")
        #expect(full.size == Size(width: 375, height: 603))
        #expect(full.topGuide == 0 && full.bottomGuide == 49)
    }

    @Test func aPopoverSmallerThanTheScreenHasNoStatusBar() throws {
        // Rocket.Chat's 200×65 opacity popover (Xcode 10, tools 14109): its label 8 pt
        // below the safe area's top, saved at y 8; under a 20 pt status bar the slider
        // below it left the label no height, and the layout was reported ambiguous.
        func designed(kind: String) throws -> (Environment, LayoutSolution) {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="pop-ct-001">
                    <device id="retina4_7" orientation="portrait"/>
                    <scenes>
                        <scene sceneID="pop-sc-001">
                            <objects>
                                <viewController id="pop-ct-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="pop-vw-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="pop-bt-001">
                                                <rect key="frame" x="16" y="20" width="46" height="30"/>
                                                <state key="normal" title="Brush"/>
                                                <connections>
                                                    <segue destination="pop-ct-002" kind="\(kind)" id="pop-sg-001"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="pop-sa-001"/>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                        <scene sceneID="pop-sc-002">
                            <objects>
                                <viewController id="pop-ct-002" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="pop-vw-002">
                                        <rect key="frame" x="0.0" y="0.0" width="200" height="65"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Opacity" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="pop-lb-001">
                                                <rect key="frame" x="8" y="8" width="184" height="16"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pop-vw-003">
                                                <rect key="frame" x="8" y="32" width="184" height="33"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="33" id="pop-cn-001"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="pop-sa-002"/>
                                        <constraints>
                                            <constraint firstItem="pop-lb-001" firstAttribute="top" secondItem="pop-sa-002" secondAttribute="top" constant="8" id="pop-cn-002"/>
                                            <constraint firstItem="pop-lb-001" firstAttribute="leading" secondItem="pop-sa-002" secondAttribute="leading" constant="8" id="pop-cn-003"/>
                                            <constraint firstItem="pop-sa-002" firstAttribute="trailing" secondItem="pop-lb-001" secondAttribute="trailing" constant="8" id="pop-cn-004"/>
                                            <constraint firstItem="pop-vw-003" firstAttribute="top" secondItem="pop-lb-001" secondAttribute="bottom" constant="8" id="pop-cn-005"/>
                                            <constraint firstItem="pop-vw-003" firstAttribute="leading" secondItem="pop-lb-001" secondAttribute="leading" id="pop-cn-006"/>
                                            <constraint firstItem="pop-vw-003" firstAttribute="trailing" secondItem="pop-lb-001" secondAttribute="trailing" id="pop-cn-007"/>
                                            <constraint firstItem="pop-sa-002" firstAttribute="bottom" secondItem="pop-vw-003" secondAttribute="bottom" id="pop-cn-008"/>
                                        </constraints>
                                    </view>
                                    <size key="freeformSize" width="200" height="65"/>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            let (_, e, solution) = try InterfaceBuilderTests.designed(
                storyboard, fileExtension: "storyboard", scene: "pop-ct-002")
            return (e, solution)
        }
        let (popover, solution) = try designed(kind: "popoverPresentation")
        #expect(popover.safeArea.top == 0 && popover.source?.contains("presented as a popover") == true)
        #expect(InterfaceBuilderTests.frame(solution, "pop-lb-001") == InterfaceBuilderTests.rect(8, 8, 184, 16))
        #expect(solution.ambiguities.isEmpty && solution.conflicts.isEmpty)
        // Shown any other way, a scene of Xcode 10 keeps the status bar above it.
        let (shown, _) = try designed(kind: "show")
        #expect(shown.safeArea.top == 20)
    }

    @Test func aSegueBackDoesNotBringANavigationBar() throws {
        // Login shows Account, which shows Login again on signing out; Settings, the root
        // of a navigation controller, signs out too. Of Login's pushers, Account is the one
        // nearer the initial controller (Login itself; Settings is not reached), and it is
        // in no navigation controller: Login and Account are designed
        // without a bar (the Uber clone of a held-out course, whose login scene Xcode saved
        // 20 pt from the top, not 64).
        let scenes = [
            Self.showingScene("log", "Login", shows: ["acc-ct-001"]),
            Self.showingScene("acc", "Account", shows: ["log-ct-001"]),
            Self.navigationScene("nav", root: "set-ct-001", opaque: false),
            Self.showingScene("set", "Settings", shows: ["log-ct-001"]),
        ]
        let environments = try Self.designEnvironments(scenes.joined(), initial: "log-ct-001", toolsVersion: "22505")
        let tops = environments.mapValues(\.topGuide)
        #expect(tops == ["Login": 20, "Account": 20, "Settings": 64])
    }

    @Test func theInitialSceneIsPushedByNoSegueBack() throws {
        // Login, the initial scene, shows Sign Up; Settings, pushed from Users (the root of
        // a navigation controller that Login's segues never reach), shows Login again on
        // logging out. The initial scene is the window's root: Login and the scene it shows
        // are designed without a bar (a dating app's log-in, Xcode 8: its background image,
        // 20 pt above the top layout guide, saved at y 0, not 44).
        let scenes = [
            Self.showingScene("log", "Login", shows: ["sgn-ct-001"]),
            Self.showingScene("sgn", "Sign Up", shows: []),
            Self.navigationScene("nav", root: "usr-ct-001", opaque: false),
            Self.showingScene("usr", "Users", shows: ["set-ct-001"]),
            Self.showingScene("set", "Settings", shows: ["log-ct-001"]),
        ]
        let environments = try Self.designEnvironments(scenes.joined(), initial: "log-ct-001", toolsVersion: "10117")
        let tops = environments.mapValues(\.topGuide)
        #expect(tops == ["Login": 20, "Sign Up": 20, "Users": 64, "Settings": 64])
    }

    @Test func xcode8DrewTheTabBarUnderAControllerThatHidesIt() throws {
        // Books, a tab of a tab bar controller in a navigation controller, shows Details,
        // which hides the bottom bar when pushed: Xcode 9 and later draw Details without
        // the tab bar (an events app's scroll view reaching the screen's bottom), Xcode 8
        // and earlier with it (a bookshelf app's text view of Xcode 8.2, pinned to the
        // bottom layout guide, saved 49 pt above the screen's bottom).
        let details = Self.showingScene("det", "Details", shows: [])
            .replacingOccurrences(
                of: #"<viewController title="Details""#,
                with: #"<viewController title="Details" hidesBottomBarWhenPushed="YES""#)
        let scenes = [
            Self.tabBarScene("tab", tab: "nav-ct-001", opaque: false),
            Self.navigationScene("nav", root: "bks-ct-001", opaque: false),
            Self.showingScene("bks", "Books", shows: ["det-ct-001"]), details,
        ]
        for (toolsVersion, bottom) in [("11762", 49.0), ("13771", 0), ("22505", 0)] {
            let environments = try Self.designEnvironments(
                scenes.joined(), initial: "tab-ct-001", toolsVersion: toolsVersion)
            #expect(environments["Books"]?.bottomGuide == 49)
            #expect(environments["Details"]?.bottomGuide == bottom, "toolsVersion \(toolsVersion)")
        }
    }

    @Test func aSegueFromAGestureRecognizerLeavesItsScenesController() throws {
        // Movies pushes Detail, whose poster's tap gesture recognizer (an object of the
        // scene beside its controller) shows Trailer: Trailer is pushed on the same
        // navigation controller and is drawn under its bar (a movie app's trailer web
        // view, saved 64 pt down, not at the status bar).
        let tap = """
            <tapGestureRecognizer id="det-tp-001"><connections>
            <segue destination="trl-ct-001" kind="show" identifier="toTrailer" id="det-sg-009"/>
            </connections></tapGestureRecognizer>
            </objects>
            """
        let scenes = [
            Self.navigationScene("nav", root: "mov-ct-001", opaque: false),
            Self.showingScene("mov", "Movies", shows: ["det-ct-001"]),
            Self.showingScene("det", "Detail", shows: []).replacingOccurrences(of: "</objects>", with: tap),
            Self.showingScene("trl", "Trailer", shows: []),
        ]
        let environments = try Self.designEnvironments(scenes.joined(), initial: "nav-ct-001")
        let tops = environments.mapValues(\.topGuide)
        #expect(tops == ["Movies": 64, "Detail": 64, "Trailer": 64])
    }

    @Test func aShowSegueFromANavigationControllerWithoutARootPushesOntoIt() throws {
        // A recipe app's navigation controller has no root; a show segue leads from the
        // controller itself to the list, which shows the editor: both are pushed on it and
        // drawn under its bar (the list's fields saved 64 pt down, not 20).
        let scenes = [
            Self.navigationScene("nav", root: "lst-ct-001", opaque: false)
                .replacingOccurrences(
                    of: #"kind="relationship" relationship="rootViewController""#, with: #"kind="show""#),
            Self.showingScene("lst", "List", shows: ["edt-ct-001"]),
            Self.showingScene("edt", "Editor", shows: []),
        ]
        let environments = try Self.designEnvironments(scenes.joined(), initial: "nav-ct-001")
        #expect(environments.mapValues(\.topGuide) == ["List": 64, "Editor": 64])
        // A navigation controller with a root draws the scene its own show segue leads to
        // without its bar (a notes app's editor, saved at the top of its canvas).
        let withRoot = [
            Self.navigationScene("nav", root: "lst-ct-001", opaque: false)
                .replacingOccurrences(
                    of: "</connections>",
                    with: #"<segue destination="edt-ct-001" kind="show" id="nav-sg-002"/></connections>"#),
            Self.showingScene("lst", "List", shows: []),
            Self.showingScene("edt", "Editor", shows: []),
        ]
        let rooted = try Self.designEnvironments(withRoot.joined(), initial: "nav-ct-001")
        #expect(rooted.mapValues(\.topGuide) == ["List": 64, "Editor": 20])
        // Its own push segue, the kind of Xcode 5 and 6 only a navigation controller
        // performs, pushes the scene under its bar (a pomodoro app's history, Xcode 7: its
        // collection saved 25 pt below the bar, 89 pt down).
        let pushing = withRoot.joined().replacingOccurrences(
            of: #"kind="show" id="nav-sg-002""#, with: #"kind="push" id="nav-sg-002""#)
        let pushed = try Self.designEnvironments(pushing, initial: "nav-ct-001")
        #expect(pushed.mapValues(\.topGuide) == ["List": 64, "Editor": 64])
    }

    /// A scene of a storyboard whose root view is 375 pt wide and `height` high, showing
    /// `destinations` (and `details` in detail, first); its id `p-ct-001`.
    private static func showingScene(
        _ p: String, _ title: String, shows destinations: [String], showsInDetail details: [String] = [],
        height: Int = 667, freeformHeight: Int? = nil
    ) -> String {
        let freeform = freeformHeight.map { #"<size key="freeformSize" width="375" height="\#($0)"/>"# } ?? ""
        let kinds = details.map { ($0, "showDetail") } + destinations.map { ($0, "show") }
        let segues = kinds.enumerated().map { i, segue in
            #"<segue destination="\#(segue.0)" kind="\#(segue.1)" id="\#(p)-sg-00\#(i + 1)"/>"#
        }
        return """
            <scene sceneID="\(p)-sc-001"><objects>
            <viewController title="\(title)" id="\(p)-ct-001" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(p)-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <viewLayoutGuide key="safeArea" id="\(p)-sa-001"/>
            </view>\(freeform)
            <connections>\(segues.joined())</connections>
            </viewController>
            </objects></scene>
            """
    }

    /// Each scene's environment on its design canvas (`device`'s, the 4.7-inch iPhone's
    /// unless given, of tools `toolsVersion`), by title.
    private static func designEnvironments(
        _ scenes: String, initial: String, toolsVersion: String = "14490.70", device: String = "retina4_7",
        orientation: String = "portrait"
    ) throws -> [String: Environment] {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" \
            initialViewController="\(initial)">
            <device id="\(device)" orientation="\(orientation)"/>
            <scenes>\(scenes)</scenes>
            </document>
            """
        var environments: [String: Environment] = [:]
        for layout in try InterfaceBuilderTests.layouts(ofText: storyboard, fileExtension: "storyboard").layouts {
            let document = try #require(layout.document)
            environments[document.name ?? ""] = Environment(designCanvas: try #require(document.designCanvas))
        }
        return environments
    }

    /// A navigation controller whose root is `root`, its bar opaque or not.
    private static func navigationScene(_ p: String, root: String, opaque: Bool) -> String {
        barControllerScene(
            p, "navigationController", bar: "navigationBar", frame: #"x="0.0" y="20" width="375" height="44""#,
            opaque: opaque, relationship: "rootViewController", to: root)
    }

    /// A tab bar controller whose one tab is `tab`, its bar opaque or not, with what it
    /// simulates (`extra`).
    private static func tabBarScene(_ p: String, tab: String, opaque: Bool, extra: String = "") -> String {
        barControllerScene(
            p, "tabBarController", bar: "tabBar", frame: #"x="0.0" y="0.0" width="1000" height="1000""#,
            opaque: opaque, relationship: "viewControllers", to: tab, extra: extra)
    }

    /// A controller of kind `controller` with its `bar` (at `frame`, opaque or not) whose
    /// `relationship` segue leads to `destination`; `extra` inside the controller.
    private static func barControllerScene(
        _ p: String, _ controller: String, bar: String, frame: String, opaque: Bool, relationship: String,
        to destination: String, extra: String = ""
    ) -> String {
        """
        <scene sceneID="\(p)-sc-001"><objects>
        <\(controller) id="\(p)-ct-001" sceneMemberID="viewController">\(extra)
        <\(bar) key="\(bar)" contentMode="scaleToFill" \(opaque ? #"translucent="NO" "# : "")id="\(p)-br-001">
        <rect key="frame" \(frame)/>
        </\(bar)>
        <connections>
        <segue destination="\(destination)" kind="relationship" relationship="\(relationship)" id="\(p)-sg-001"/>
        </connections>
        </\(controller)>
        </objects></scene>
        """
    }

    @Test func aSceneOutOfTheStoryboardsFlowDoesNotTakeAPushedSceneOutOfItsNavigationController() throws {
        // An old search scene, first in the file and reached from nothing, shows Results,
        // which the navigation controller's root Search shows too: Results is pushed under
        // the bar (ios-carless' filter scene, Xcode 9.2: saved 64 pt down, at 20 pt it
        // had been laid out as the old scene's). The initial controller's flow decides, not
        // the file's order.
        let scenes = [
            Self.showingScene("old", "Old Search", shows: ["res-ct-001"]),
            Self.navigationScene("nav", root: "sea-ct-001", opaque: false),
            Self.showingScene("sea", "Search", shows: ["res-ct-001"]),
            Self.showingScene("res", "Results", shows: []),
        ]
        let environments = try Self.designEnvironments(scenes.joined(), initial: "nav-ct-001")
        #expect(environments.mapValues(\.topGuide) == ["Old Search": 20, "Search": 64, "Results": 64])
        // With no initial controller the file's order decides.
        let unmarked = try Self.designEnvironments(scenes.joined(), initial: "")
        #expect(unmarked["Results"]?.topGuide == 20)
    }

    @Test func aSceneShownInDetailOutsideASplitViewIsPresentedAsASheet() throws {
        // Cart, its navigation controller's root, shows Product in detail and shows List,
        // which shows Product too. A navigation controller does not show details: Product
        // is presented, and nearer the initial controller than List's push, so it is a
        // sheet without a bar (a bakery's product scene, Xcode 11.4: its stack at the
        // sheet's top, 842 pt high on the 6.1-inch canvas).
        let scenes = [
            Self.navigationScene("nav", root: "crt-ct-001", opaque: false),
            Self.showingScene("crt", "Cart", shows: ["lst-ct-001"], showsInDetail: ["prd-ct-001"]),
            Self.showingScene("lst", "List", shows: ["prd-ct-001"]),
            Self.showingScene("prd", "Product", shows: [], height: 647),
        ]
        let environments = try Self.designEnvironments(scenes.joined(), initial: "nav-ct-001", toolsVersion: "16096")
        #expect(environments.mapValues(\.topGuide) == ["Cart": 44, "List": 44, "Product": 0])
        #expect(environments["Product"]?.size == Size(width: 375, height: 647))
    }

    @Test func aSplitViewsColumnsTakeItsTabBarAndCollapsedThePrimarysNavigationBar() throws {
        // A tab bar controller's tab is a split view controller: Chooser, the root of a
        // navigation controller, in its primary column, Game in its secondary, shown in
        // detail from Chooser. On an iPhone the split view is collapsed: Game is drawn as
        // pushed under the navigation bar, both above the tab bar (Stanford's card game
        // apps: the cards 88 pt down on the 6.1-inch canvas, the score above the tab bar).
        let split = """
            <scene sceneID="spl-sc-001"><objects>
            <splitViewController id="spl-ct-001" sceneMemberID="viewController"><connections>
            <segue destination="nav-ct-001" kind="relationship" relationship="masterViewController" id="spl-sg-001"/>
            <segue destination="gam-ct-001" kind="relationship" relationship="detailViewController" id="spl-sg-002"/>
            </connections></splitViewController>
            </objects></scene>
            """
        let scenes = [
            Self.tabBarScene("tab", tab: "spl-ct-001", opaque: false), split,
            Self.navigationScene("nav", root: "cho-ct-001", opaque: false),
            Self.showingScene("cho", "Chooser", shows: [], showsInDetail: ["gam-ct-001"]),
            Self.showingScene("gam", "Game", shows: []),
        ].joined()
        let phone = try Self.designEnvironments(scenes, initial: "tab-ct-001")
        #expect(phone.mapValues { [$0.topGuide, $0.bottomGuide] } == ["Chooser": [64, 49], "Game": [64, 49]])
        // Xcode 8 drew the secondary column alone, under no bar (a dictionary app's detail
        // of Xcode 8.3, its title at the top layout guide saved 20 pt down).
        let xcode8 = try Self.designEnvironments(scenes, initial: "tab-ct-001", toolsVersion: "12121")
        #expect(xcode8.mapValues { [$0.topGuide, $0.bottomGuide] } == ["Chooser": [64, 49], "Game": [20, 49]])
        // On an iPad both columns are shown: Game has no navigation bar but the tab bar,
        // Chooser the bar but not the tab bar; from Xcode 10 (iOS 12) both bars are 50 pt
        // there (the game's score saved 50 pt above the 9.7-inch canvas's bottom, the
        // chooser's buttons centred between its bar and the bottom).
        // (The navigation bar here has no saved frame, which would give its height.)
        let unsaved = scenes.replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#, with: "")
        let pad = try Self.designEnvironments(
            unsaved, initial: "tab-ct-001", toolsVersion: "14313.18", device: "ipad9_7")
        #expect(pad.mapValues { [$0.topGuide, $0.bottomGuide] } == ["Chooser": [70, 0], "Game": [20, 50]])
        // In landscape the split view collapses where the iPhone is compact in width (the
        // 6.12-inch: compact 32 pt bars), and shows both columns where it is regular (the
        // 6.5-inch, whose bars keep their height).
        let landscape = try ["retina6_12", "retina6_5"].map {
            try Self.designEnvironments(
                unsaved, initial: "tab-ct-001", toolsVersion: "21701", device: $0, orientation: "landscape"
            ).mapValues { [$0.topGuide, $0.bottomGuide] }
        }
        #expect(landscape[0] == ["Chooser": [32, 32], "Game": [32, 32]])
        #expect(landscape[1] == ["Chooser": [44, 0], "Game": [0, 49]])
    }

    @Test func aSceneShownFromOneInNoNavigationControllerIsASheetFromXcode14Point3() throws {
        // Login, in no navigation controller, shows Contact, Terms and Help. UIKit presents
        // them; Xcode 14.3 and later draw a sheet 10 pt short of its screen, with no status
        // bar above it (an address book's contact scene of Xcode 15: 886 pt on the 6.1-inch
        // canvas; a patrol app's terms, 1990 pt on a 2000 pt freeform canvas; a tic-tac-toe
        // game's scenes of Xcode 14.3, 842 pt on the 6.12-inch one). Help, drawn at the
        // screen's full height, is not drawn as a sheet.
        let scenes = [
            Self.showingScene("log", "Login", shows: ["con-ct-001", "trm-ct-001", "hlp-ct-001"]),
            Self.showingScene("con", "Contact", shows: [], height: 657),
            Self.showingScene("trm", "Terms", shows: [], height: 1990, freeformHeight: 2000),
            Self.showingScene("hlp", "Help", shows: []),
        ]
        let environments = try Self.designEnvironments(scenes.joined(), initial: "log-ct-001", toolsVersion: "22154")
        #expect(environments.mapValues(\.topGuide) == ["Login": 20, "Contact": 0, "Terms": 0, "Help": 20])
        #expect(environments["Terms"]?.size == Size(width: 375, height: 1990))
        let xcode14Point3 = try Self.designEnvironments(scenes.joined(), initial: "log-ct-001", toolsVersion: "21701")
        #expect(xcode14Point3.mapValues(\.topGuide) == ["Login": 20, "Contact": 0, "Terms": 0, "Help": 20])
        // Earlier Xcodes drew such scenes under the status bar (DuckDuckGo's privacy scenes,
        // Xcode 13.3; Xcode 10.1 draws the home-button iPhone's).
        let older = try Self.designEnvironments(scenes.joined(), initial: "log-ct-001", toolsVersion: "14460")
        #expect(older.mapValues(\.topGuide) == ["Login": 20, "Contact": 20, "Terms": 20, "Help": 20])
    }

    @Test func tabsTakeTheTranslucencyOfTheBarTheirTabBarControllerSimulates() throws {
        // The navigation controller's bar is opaque; the tab bar controller it pushes
        // simulates a (translucent) navigation bar of its own. Its tab, and the scene that
        // tab pushes, are drawn under a translucent bar: roots at the screen's top, the
        // safe area 64 pt down (Cheers' account tab, Xcode 10.1: a 618 pt root above the
        // opaque tab bar, its image 60 pt below the safe area's top saved at 124).
        func scenes(tabsSimulate: Bool) -> String {
            let simulated =
                tabsSimulate ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"# : ""
            return [
                Self.navigationScene("nav", root: "sta-ct-001", opaque: true),
                Self.showingScene("sta", "Start", shows: ["tab-ct-001"], height: 603),
                Self.tabBarScene("tab", tab: "acc-ct-001", opaque: true, extra: simulated),
                Self.showingScene("acc", "Account", shows: ["edi-ct-001"], height: 618),
                Self.showingScene("edi", "Edit", shows: []),
            ].joined()
        }
        let environments = try Self.designEnvironments(scenes(tabsSimulate: true), initial: "nav-ct-001")
        #expect(environments.mapValues(\.topGuide) == ["Start": 0, "Account": 64, "Edit": 64])
        #expect(environments["Account"]?.size == Size(width: 375, height: 618))
        // Without a bar of its own the tab bar controller passes on the opaque one, which
        // keeps the roots out from under it.
        let opaque = try Self.designEnvironments(scenes(tabsSimulate: false), initial: "nav-ct-001")
        #expect(opaque.mapValues(\.topGuide) == ["Start": 0, "Account": 0, "Edit": 0])
    }

    @Test func aRootShortOfTheScreenByNoBarsHeightHasItsTabBarOverItsBottom() throws {
        // A food guide's tabs (Xcode 8.3): roots 60 pt short of the screen under a
        // navigation bar, their tables ending 49 pt above their bottoms. No bar is 60 pt
        // high: the tab bar is drawn over the root's own bottom.
        func tabs(rootHeight: Int, opaque: Bool = false) throws -> Environment? {
            let scenes = [
                Self.tabBarScene("tab", tab: "nav-ct-001", opaque: opaque),
                Self.navigationScene("nav", root: "exp-ct-001", opaque: false),
                Self.showingScene("exp", "Explore", shows: [], height: rootHeight),
            ]
            return try Self.designEnvironments(scenes.joined(), initial: "tab-ct-001", toolsVersion: "12120")["Explore"]
        }
        let short = try #require(try tabs(rootHeight: 607))
        #expect(short.topGuide == 64 && short.bottomGuide == 49)
        // A root the tab bar's height short stops above it, as it always has.
        let aboveBar = try #require(try tabs(rootHeight: 618))
        #expect(aboveBar.bottomGuide == 0)
        // So does one under an opaque bar, whatever its height.
        let opaque = try #require(try tabs(rootHeight: 607, opaque: true))
        #expect(opaque.bottomGuide == 0)
    }

    @Test func aNavigationControllersToolbarSitsAboveItsTabBar() throws {
        // A recipe app's tabs are navigation controllers that show their toolbars
        // (`toolbarHidden="NO"`): the recipe scene pushed in one was saved with its stack
        // 93 pt above the screen's bottom (the toolbar's 44 on the tab bar's 49), not 49.
        let scenes = [
            Self.tabBarScene("tab", tab: "nav-ct-001", opaque: false),
            Self.navigationScene("nav", root: "lst-ct-001", opaque: false)
                .replacingOccurrences(
                    of: "<navigationController ", with: #"<navigationController toolbarHidden="NO" "#),
            Self.showingScene("lst", "List", shows: ["rcp-ct-001"]),
            Self.showingScene("rcp", "Recipe", shows: []),
        ]
        let environments = try Self.designEnvironments(scenes.joined(), initial: "tab-ct-001")
        #expect(environments.mapValues(\.safeArea.bottom) == ["List": 93, "Recipe": 93])
        #expect(environments["Recipe"]?.source?.contains("tab bar (inherited") == true)
        #expect(environments["Recipe"]?.source?.contains("toolbar (inherited") == true)
    }

    @Test func aSimulatedToolbarSitsAboveAnInheritedTabBarFromXcode9() throws {
        // Two course apps' map scenes (Xcode 10.1), roots of navigation controllers in a tab
        // bar controller with a simulated toolbar of their own: their map views, pinned to
        // the safe area, saved 93 pt above the screen's bottom (the toolbar's 44 on the tab
        // bar's 49). Four such apps of Xcode 6.4 to 8.3 saved the toolbar alone, 44.
        func map(_ toolsVersion: String) throws -> Environment? {
            let scenes = [
                Self.tabBarScene("tab", tab: "nav-ct-001", opaque: false),
                Self.navigationScene("nav", root: "map-ct-001", opaque: false),
                Self.showingScene("map", "Map", shows: [])
                    .replacingOccurrences(
                        of: "</viewController>",
                        with: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/></viewController>"#),
            ]
            return try Self.designEnvironments(scenes.joined(), initial: "tab-ct-001", toolsVersion: toolsVersion)[
                "Map"]
        }
        let xcode10 = try #require(try map("14460.31"))
        #expect(xcode10.safeArea.bottom == 93)
        #expect(xcode10.source?.contains("toolbar, tab bar (inherited") == true)
        let xcode8 = try #require(try map("12121"))
        #expect(xcode8.bottomGuide == 44)
    }

    @Test func aSimulatedToolbarPassesAlongPushes() throws {
        // A course app's map scene (Xcode 9.2), shown from a form with a simulated toolbar
        // and setting no bottom bar itself: its map view, pinned to the safe area's bottom,
        // saved 44 pt above the screen's; so was a journal's entry scenes'. A scene that sets
        // its own bottom bar keeps it.
        let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/></viewController>"#
        let scenes = [
            Self.navigationScene("nav", root: "frm-ct-001", opaque: false),
            Self.showingScene("frm", "Form", shows: ["map-ct-001", "own-ct-001"])
                .replacingOccurrences(of: "</viewController>", with: toolbar),
            Self.showingScene("map", "Map", shows: []),
            Self.showingScene("own", "Own", shows: [])
                .replacingOccurrences(
                    of: "</viewController>",
                    with: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/></viewController>"#),
        ]
        let environments = try Self.designEnvironments(scenes.joined(), initial: "nav-ct-001", toolsVersion: "13529")
        #expect(environments.mapValues(\.safeArea.bottom) == ["Form": 44, "Map": 44, "Own": 49])
        #expect(environments["Map"]?.source?.contains("toolbar (inferred from 'Form')") == true)
    }

    @Test func aLandscapeIPhoneWithASensorHousing() throws {
        // Two home-inventory apps' detail scenes in a navigation controller, on landscape
        // canvases: Xcode 13.3's 6.0-inch one put their stack at the leading margin 60 pt
        // in (44 at the sides before Xcode 14, and the system's 16 beside it), and Xcode
        // 12.5's 6.1-inch one their toolbar on the safe area's bottom 21 pt above the
        // screen's: the bar saved at the top says nothing of a full-screen presentation in
        // landscape, where no status bar is drawn.
        func detail(_ device: String, _ tools: String) throws -> Environment {
            let width = device == "retina6_0" ? 844 : 896
            let scenes = [
                Self.navigationScene("nav", root: "dtl-ct-001", opaque: false)
                    .replacingOccurrences(of: #"y="20" width="375""#, with: #"y="0" width="\#(width)""#),
                Self.showingScene("dtl", "Detail", shows: [], height: width == 844 ? 390 : 414)
                    .replacingOccurrences(of: #"width="375""#, with: #"width="\#(width)""#),
            ]
            return try #require(
                try Self.designEnvironments(
                    scenes.joined(), initial: "nav-ct-001", toolsVersion: tools, device: device,
                    orientation: "landscape")["Detail"])
        }
        let xcode13 = try detail("retina6_0", "20037")
        #expect(xcode13.safeArea.left == 44 && xcode13.margins.leading == 60)
        #expect(xcode13.safeArea.bottom == 21)
        let xcode12 = try detail("retina6_1", "17506")
        #expect(xcode12.margins.leading == 60 && xcode12.safeArea.bottom == 21)
        // From Xcode 14 the 6.0-inch iPhone keeps its own 47.
        #expect(try detail("retina6_0", "21507").safeArea.left == 47)
    }

    @Test func aToolbarInferredAlongPushesSitsAboveAnInheritedTabBar() throws {
        // A restaurant app's confirmation scene (Xcode 13.3), pushed in a tab's navigation
        // controller from an order list with a simulated toolbar: its views, centred on the
        // safe area, were saved with its bottom 132 pt above the 6.1-inch screen's (the
        // toolbar's 49 on the tab bar's 49 on the home indicator's 34), not 83. Xcode 10.1
        // drew such a toolbar 44 high (a scene with its own: 127).
        func scenes(_ toolsVersion: String, device: String = "retina6_1") throws -> [String: Double] {
            let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/></viewController>"#
            let scenes = [
                Self.tabBarScene("tab", tab: "nav-ct-001", opaque: false),
                Self.navigationScene("nav", root: "ord-ct-001", opaque: false),
                Self.showingScene("ord", "Order", shows: ["thx-ct-001"])
                    .replacingOccurrences(of: "</viewController>", with: toolbar),
                Self.showingScene("thx", "Thanks", shows: []),
            ]
            let environments = try Self.designEnvironments(
                scenes.joined(), initial: "tab-ct-001", toolsVersion: toolsVersion, device: device)
            #expect(environments["Thanks"]?.source?.contains("toolbar (inferred from 'Order')") == true)
            return environments.mapValues(\.safeArea.bottom)
        }
        // The bars' heights (the home indicator's 34 is the canvas's own).
        #expect(try scenes("20037") == ["Order": 98, "Thanks": 98])
        #expect(try scenes("14460.31") == ["Order": 93, "Thanks": 93])
        // With a home button too: a messenger's chat and profile scenes of Xcode 12.3 end
        // their tables 98 pt above the 5.5-inch screen's bottom (49 on 49), not 93.
        #expect(try scenes("17701", device: "retina5_5") == ["Order": 98, "Thanks": 98])
        // Before Xcode 9 the inferred toolbar stood in for the tab bar, as a simulated one
        // did: Smashtag's web view scene of Xcode 7, pushed from a scene with a toolbar in a
        // tab, ends its web view 44 pt above the canvas's bottom, not 93.
        #expect(try scenes("8191") == ["Order": 44, "Thanks": 44])
    }

    @Test func anIPadsToolbarIs50PointsHighFromXcode10() throws {
        // Stanford's EmojiArt scene of Xcode 11 under a simulated toolbar on the 9.7-inch
        // canvas in landscape: its drop zone, pinned to the safe area, ends 50 pt above the
        // bottom (two forks), as an iPad's navigation bar is 50 high from iOS 12. Xcode 9
        // drew iOS 11's 44.
        func editor(_ toolsVersion: String) throws -> Environment {
            let toolbar = #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/></viewController>"#
            let scene = Self.showingScene("edt", "Editor", shows: [], height: 768)
                .replacingOccurrences(of: #"width="375""#, with: #"width="1024""#)
                .replacingOccurrences(of: "</viewController>", with: toolbar)
            return try #require(
                try Self.designEnvironments(
                    scene, initial: "edt-ct-001", toolsVersion: toolsVersion, device: "ipad9_7",
                    orientation: "landscape")["Editor"])
        }
        #expect(try editor("15505").safeArea.bottom == 50)
        #expect(try editor("13771").safeArea.bottom == 44)
    }

    @Test func anIPadsHomeIndicatorRunsUnderEverySplitViewColumn() throws {
        // Stanford's EmojiArt on the 12.9-inch canvas in landscape (Xcode 10.1 and 14): its
        // split view's detail column, 990.5 pt of the 1366, ends its safe area 20 pt above
        // the bottom, where the home indicator is, as a full-width root does.
        let scenes = [
            #"""
            <scene sceneID="spl-sc-001"><objects>
            <splitViewController id="spl-ct-001" sceneMemberID="viewController">
            <connections>
            <segue destination="dtl-ct-001" kind="relationship" relationship="detailViewController" id="spl-sg-001"/>
            <segue destination="mst-ct-001" kind="relationship" relationship="masterViewController" id="spl-sg-002"/>
            </connections>
            </splitViewController>
            </objects></scene>
            """#,
            Self.showingScene("mst", "Documents", shows: [], height: 1024),
            Self.showingScene("dtl", "Canvas", shows: [], height: 1024)
                .replacingOccurrences(of: #"width="375""#, with: #"width="990.5""#),
        ]
        let canvas = try #require(
            try Self.designEnvironments(
                scenes.joined(), initial: "spl-ct-001", device: "ipad12_9rounded", orientation: "landscape")[
                    "Canvas"])
        #expect(canvas.size.width == 990.5)
        #expect(canvas.safeArea.bottom == 20)
    }

    /// A storyboard of one scene, the root of a navigation controller whose bar was saved
    /// at `barY`, `barHeight` high: its root `tsk-vw-001`, `width` × `rootHeight`, holds
    /// `subviews` under `constraints` (its safe area `tsk-sa-001`), on `device`'s canvas of
    /// tools `tools`.
    static func navigatedScene(
        tools: String, device: String = "retina6_1", width: Int = 414, rootHeight: Int, barY: Int, barHeight: Int,
        largeTitles: Bool = false, subviews: String = "", constraints: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <scenes>
        <scene sceneID="tsk-sc-001"><objects>
        <viewController title="Tasks" id="tsk-ct-001" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="tsk-vw-001">
        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(rootHeight)"/>
        <subviews>\(subviews)</subviews>
        <viewLayoutGuide key="safeArea" id="tsk-sa-001"/>
        <constraints>\(constraints)</constraints>
        </view>
        </viewController>
        </objects></scene>
        <scene sceneID="nav-sc-001"><objects>
        <navigationController id="nav-ct-001" sceneMemberID="viewController">
        <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="\(largeTitles ? "YES" : "NO")" id="nav-br-001">
        <rect key="frame" x="0.0" y="\(barY)" width="\(width)" height="\(barHeight)"/>
        </navigationBar>
        <connections>
        <segue destination="tsk-ct-001" kind="relationship" relationship="rootViewController" id="nav-sg-001"/>
        </connections>
        </navigationController>
        </objects></scene>
        </scenes>
        </document>
        """
    }

    /// The design environment of a storyboard's first layout.
    static func firstEnvironment(_ text: String) throws -> Environment {
        let layout = try #require(
            try InterfaceBuilderTests.layouts(ofText: text, fileExtension: "storyboard").layouts.first)
        return Environment(designCanvas: try #require(layout.document?.designCanvas))
    }

    @Test func aNavigationControllerWhoseBarIsASheetsPutsItsScenesInTheSheet() throws {
        // Nothing in the file presents Form (code does), but its navigation controller's
        // bar was saved at the top and 56 pt high, as iOS 13 draws a sheet's: Form is in
        // the sheet, below the status bar with the home indicator below it (XLForm's
        // native-event form, saved by a beta of Xcode 11: its table 34 pt short of the
        // 842 pt root's bottom). A bar below the status bar, 44 high, is no sheet's.
        func form(barY: Int, barHeight: Int, rootHeight: Int) throws -> Environment {
            try Self.firstEnvironment(
                Self.navigatedScene(tools: "14865.1", rootHeight: rootHeight, barY: barY, barHeight: barHeight))
        }
        let sheet = try form(barY: 0, barHeight: 56, rootHeight: 842)
        #expect(sheet.topGuide == 56 && sheet.bottomGuide == 34)
        #expect(sheet.source?.contains("presented as a sheet") == true)
        let fullScreen = try form(barY: 44, barHeight: 44, rootHeight: 896)
        #expect(fullScreen.topGuide == 88 && fullScreen.bottomGuide == 34)
    }

    @Test func aRootASheetsOffsetShortUnderANavigationBarIsASheetWithItsBar() throws {
        // Xcode 11 and 12 drew a scene whose root is a sheet's offset short of the screen
        // as a sheet even under a navigation controller's bar, and the bar as a sheet's,
        // 56 pt: a task app's list of Xcode 11.5 (842 pt on the 6.1-inch canvas, its
        // navigation controller's 44 pt bar saved below the status bar), its table at the
        // safe area's top saved 56 pt down; a hotel app's scenes (Xcode 11.4) the same. A
        // full-height root stays under the status bar and the standard bar.
        func list(rootHeight: Int, tools: String = "16097.2") throws -> Environment {
            try Self.firstEnvironment(
                Self.navigatedScene(tools: tools, rootHeight: rootHeight, barY: 44, barHeight: 44))
        }
        let sheet = try list(rootHeight: 842)
        #expect(sheet.safeArea.top == 56 && sheet.topGuide == 56)
        #expect(sheet.source?.contains("presented as a sheet") == true)
        #expect(try list(rootHeight: 896).safeArea.top == 88)
        // Xcode 13 no longer drew a scene so (its sheets are named by what presents them).
        #expect(try list(rootHeight: 842, tools: "19529").safeArea.top != 56)
    }

    @Test func aLargeTitleSheetBarCollapsesToTheSheetsBarOverATable() throws {
        // A task app's list (Xcode 14.1, the 4.7-inch canvas): its navigation controller,
        // shown from a scene in no navigation controller, saved its large-title bar at the
        // top and 108 pt high (a sheet's 56 and the title's 52); the root, a table with a
        // prototype cell, is 647 pt high and its table was saved 56 pt down, under the
        // collapsed sheet bar, not a standard bar's 44.
        let table = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" \
            translatesAutoresizingMaskIntoConstraints="NO" id="tsk-tb-001">
            <rect key="frame" x="0.0" y="56" width="375" height="591"/>
            <prototypes>
            <tableViewCell contentMode="scaleToFill" reuseIdentifier="cell" id="tsk-cl-001">
            <rect key="frame" x="0.0" y="50" width="375" height="43.5"/>
            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="tsk-cl-001" \
            id="tsk-cv-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="43.5"/>
            </tableViewCellContentView>
            </tableViewCell>
            </prototypes>
            </tableView>
            """
        let edges = ["leading", "trailing", "top", "bottom"].map { edge in
            #"<constraint firstItem="tsk-tb-001" firstAttribute="\#(edge)" secondItem="tsk-sa-001" secondAttribute="\#(edge)" id="tsk-\#(edge)"/>"#
        }
        func tableFrame(barHeight: Int) throws -> [Double] {
            let text = Self.navigatedScene(
                tools: "21507", device: "retina4_7", width: 375, rootHeight: 647, barY: 0, barHeight: barHeight,
                largeTitles: true, subviews: table, constraints: edges.joined())
            let (url, layouts) = try InterfaceBuilderTests.layouts(ofText: text, fileExtension: "storyboard")
            let document = try #require(layouts.first?.document)
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.onItsCanvas(document, path: url.path).solution, "tsk-tb-001")
        }
        #expect(try tableFrame(barHeight: 108) == InterfaceBuilderTests.rect(0, 56, 375, 591))
        // A large-title bar of 96 pt at the top is a full-screen one's, collapsed to 44.
        #expect(try tableFrame(barHeight: 96) == InterfaceBuilderTests.rect(0, 44, 375, 603))
    }

    @Test func everyInterfaceBuilderDeviceIDIsACatalogDevice() {
        // The ids the reference lists, portrait sizes checked against saved root frames.
        let sizes: [String: (Double, Double)] = [
            "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
            "retina5_9": (375, 812), "retina6_0": (390, 844), "retina6_1": (414, 896), "retina6_5": (414, 896),
            "retina6_12": (393, 852), "retina6_3": (402, 874), "retina6_54": (402, 874), "retina6_7": (428, 926),
            "retina6_72": (430, 932), "retina6_9": (440, 956), "ipad9_7": (768, 1024), "ipad10_2": (810, 1080),
            "ipad10_5": (834, 1112), "ipad10_9rounded": (820, 1180), "ipad10_9": (820, 1180),
            "ipad11_0rounded": (834, 1194), "ipad7_9": (744, 1133),
            "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366), "ipad13_0rounded": (1032, 1376),
        ]
        for (id, (width, height)) in sizes {
            let device = DeviceCatalog.device(interfaceBuilderID: id)
            #expect(device?.portrait?.size == Size(width: width, height: height), "\(id)")
            #expect(device?.landscape?.size == Size(width: height, height: width), "\(id)")
            #expect(DesignCanvas.isWide(device: id) == (width > 390), "\(id)")
            #expect(DesignCanvas.isNarrow(device: id) == (id.hasPrefix("retina") && width <= 390), "\(id)")
            let regularInLandscape = device?.landscape?.sizeClass.width == .regular
            #expect(DesignCanvas.isRegularInLandscape(device: id) == regularInLandscape, "\(id)")
            let phoneWithHomeIndicator = id.hasPrefix("retina") && (device?.portrait?.safeArea.bottom ?? 0) > 0
            #expect(DesignCanvas.hasHomeIndicator(device: id) == phoneWithHomeIndicator, "\(id)")
        }
        #expect(DeviceCatalog.device(interfaceBuilderID: "retina9_9") == nil)
    }
}

@Suite("Autoresizing masks")
struct AutoresizingTests {
    @Test func flexiblePartsShareWhatTheSuperviewGains() throws {
        let file = InterfaceBuilderTests.documents.appendingPathComponent("autoresizing.xib")
        let document = try #require(try InterfaceBuilderTests.layouts(file).first?.document)
        func solve(_ width: Double, _ height: Double) -> LayoutSolution {
            let e = Environment(size: Size(width: width, height: height), sizeClass: .compactRegular)
            return CompiledLayout(
                Resolver(document: document, path: "a").resolve(for: e.sizeClass), environment: e, path: "a"
            )
            .solve()
        }
        // At the saved size, every frame is the saved one.
        let saved = solve(375, 100)
        #expect(saved.status == .ok)
        #expect(InterfaceBuilderTests.frame(saved, "arm-st-001") == InterfaceBuilderTests.rect(50, 45, 275, 10))
        // 100 pt wider and 50 pt taller.
        let wider = solve(475, 150)
        #expect(wider.status == .ok && wider.ambiguities.isEmpty)
        let f = { InterfaceBuilderTests.frame(wider, $0).map { ($0 * 1000).rounded() / 1000 } }
        #expect(f("arm-bn-001") == InterfaceBuilderTests.rect(10, 10, 455, 30))  // width takes it all
        #expect(f("arm-bd-001") == InterfaceBuilderTests.rect(415, 100, 50, 40))  // pinned right and bottom
        #expect(f("arm-ct-001") == InterfaceBuilderTests.rect(150, 50, 175, 40))  // both margins, 100 each: half
        // Left margin, width and right margin flexible: 50 : 275 : 50 of the 100; the
        // height alone is flexible vertically.
        #expect(f("arm-st-001") == InterfaceBuilderTests.rect(63.333, 45, 348.333, 60))
        #expect(f("arm-fx-001") == InterfaceBuilderTests.rect(5, 5, 20, 20))  // no mask: fixed
    }

    @Test func aSwitchKeepsItsFrameNotItsAlignmentRectangle() throws {
        // A switch's frame is 2 pt wider than the rectangle constraints place. One laid out
        // by its mask, and one no constraint names (Interface Builder's prototyping
        // constraints), stay exactly where Xcode saved them: 51 and 49 pt wide, not 53
        // and 51.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="asw-vc-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="asw-sc-001">
                        <objects>
                            <viewController id="asw-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="asw-rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="asw-sw-001">
                                            <rect key="frame" x="300" y="100" width="51" height="31"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                        </switch>
                                        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="asw-sw-002">
                                            <rect key="frame" x="300" y="200" width="49" height="31"/>
                                        </switch>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let solution = try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard").solution
        #expect(InterfaceBuilderTests.frame(solution, "asw-sw-001") == InterfaceBuilderTests.rect(300, 100, 51, 31))
        #expect(InterfaceBuilderTests.frame(solution, "asw-sw-002") == InterfaceBuilderTests.rect(300, 200, 49, 31))
    }
}

@Suite("Scroll views")
struct ScrollViewTests {
    @Test func edgesAreTheContentAreasAndCentresTheFrames() throws {
        // Content pinned to the content layout guide and as wide as the frame layout
        // guide, 1,000 high: the content size; a spinner centred on the scroll view sits
        // at the centre of its frame, not of its content.
        let file = InterfaceBuilderTests.documents.appendingPathComponent("scroll.xib")
        let document = try #require(try InterfaceBuilderTests.layouts(file).first?.document)
        let e = Environment(designCanvas: try #require(document.designCanvas))
        let s = CompiledLayout(
            Resolver(document: document, path: "s").resolve(for: e.sizeClass), environment: e, path: "s"
        )
        .solve()
        #expect(s.status == .ok)
        #expect(s.frame("scr-vw-001")?.contentSize == Size(width: 375, height: 1000))
        #expect(InterfaceBuilderTests.frame(s, "scr-ct-001") == InterfaceBuilderTests.rect(0, 0, 375, 1000))
        #expect(InterfaceBuilderTests.frame(s, "scr-sp-001") == InterfaceBuilderTests.rect(177.5, 323.5, 20, 20))
        #expect(InterfaceBuilderTests.frame(s, "scr-fg-001") == InterfaceBuilderTests.rect(0, 0, 375, 667))
        #expect(InterfaceBuilderTests.frame(s, "scr-cg-001") == InterfaceBuilderTests.rect(0, 0, 375, 1000))
        #expect(s.frames.first { $0.id == "scr-fg-001" }?.name == "Frame Layout Guide")
    }

    @Test func undeterminedContentIsReportedAsXcodeDoes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="Scroll">
              <view id="root">
                <view id="scroll" kind="scrollView"><view id="content"/></view>
              </view>
              <constraints>
                <constraint id="s1" eq="scroll.top = root.top"/><constraint id="s2" eq="scroll.bottom = root.bottom"/>
                <constraint id="s3" eq="scroll.leading = root.leading"/><constraint id="s4" eq="scroll.trailing = root.trailing"/>
                <constraint id="c1" eq="content.top = scroll.top"/><constraint id="c2" eq="content.bottom = scroll.bottom"/>
                <constraint id="c3" eq="content.leading = scroll.leading"/><constraint id="c4" eq="content.trailing = scroll.trailing"/>
                <constraint id="c5" eq="content.height = 800"/>
              </constraints>
            </layout>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-\(UUID().uuidString).xml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try #require(LayoutFile.read(url.path).document)
        let e = DeviceCatalog.device(named: "iphone-se")!.environment(.portrait)!
        let s = CompiledLayout(
            Resolver(document: document, path: "s").resolve(for: e.sizeClass), environment: e, path: "s"
        )
        .solve()
        #expect(
            s.ambiguities.map(\.message).contains(
                "scrollable content size is ambiguous for 'scroll': the content's width is not determined"))
    }
}

extension DesignCanvasTests {
    /// The cell `scene` of DuckDuckGo's Settings storyboard (a real fixture), read.
    static func settings(cell scene: String) throws -> LayoutDocument {
        let layout = try #require(
            try InterfaceBuilderTests.layouts(
                real.appendingPathComponent("duckduckgo__iOS__DuckDuckGo__Base.lproj__Settings.storyboard"),
                scene: scene
            ).first)
        return try #require(layout.document)
    }

    @Test func checkWidensACellOfAFullWidthTableWithTheScreen() throws {
        // Settings' table is as wide as its scene (414 pt); a cell keeps its height and
        // what it left out of the width (its section inset) on every device.
        let document = try Self.settings(cell: "Theme Cell")
        let canvas = try #require(document.designCanvas)
        let inset = try #require(canvas.screenWidthInset)
        #expect(canvas.width + inset == 414)
        let check = SizeClassCheck(document, path: "settings")
        let pad = try #require(check[SizeClass(width: .regular, height: .regular)].solutions.first)
        #expect(pad.environment.size == Size(width: 820 - inset, height: canvas.height))
        #expect(pad.status == .ok)
    }
}

extension DesignCanvasTests {
    @Test func aCollectionsGridItemKeepsItsSizeOnEveryDevice() throws {
        // The same Settings storyboard's app icons: 68 pt items of a collection as wide as
        // its scene. A flow layout's item keeps its size on every device; widened with the
        // screen (to 474 pt on an iPad), the icon pinned inside it at a fixed width was
        // reported unsatisfiable in every class.
        let document = try Self.settings(cell: "AppIconSettingsCell")
        let canvas = try #require(document.designCanvas)
        #expect(canvas.screenWidthInset == nil)
        let check = SizeClassCheck(document, path: "settings")
        let pad = try #require(check[SizeClass(width: .regular, height: .regular)].solutions.first)
        #expect(pad.environment.size == Size(width: canvas.width, height: canvas.height))
        for sizeClass in SizeClass.all {
            #expect(check[sizeClass].solutions.allSatisfy { $0.status == .ok }, "\(sizeClass)")
        }
    }
}

extension DesignCanvasTests {
    @Test func aCollectionsRowFollowsTheScreenAndItsGridItemDoesNot() throws {
        // A collection as wide as its 375 pt scene, 10 pt section insets: a 355 pt cell
        // spans it (a list's row, the screen's width less 20 on every device); a 100 pt
        // cell is a grid's item and keeps its size.
        func cell(_ id: String, _ width: Int) -> String {
            """
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="\(id)" id="\(id)">
                <rect key="frame" x="10" y="0.0" width="\(width)" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="50"/>
                    <autoresizingMask key="autoresizingMask"/>
                </view>
            </collectionViewCell>
            """
        }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="crg-vc-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="crg-sc-001">
                        <objects>
                            <collectionViewController id="crg-vc-001" sceneMemberID="viewController">
                                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="crg-cv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="crg-fl-001">
                                        <size key="itemSize" width="100" height="50"/>
                                        <inset key="sectionInset" minX="10" minY="0.0" maxX="10" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
            \(cell("Row", 355))
            \(cell("Item", 100))
                                    </cells>
                                </collectionView>
                            </collectionViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (_, layouts) = try InterfaceBuilderTests.layouts(ofText: storyboard, fileExtension: "storyboard")
        func canvas(_ name: String) throws -> DesignCanvas {
            let layout = try #require(layouts.first { $0.scene?.name.hasSuffix(name) == true })
            return try #require(layout.document?.designCanvas)
        }
        #expect(try canvas("Row").screenWidthInset == 20)
        #expect(try canvas("Item").screenWidthInset == nil)
    }
}

extension DesignCanvasTests {
    @Test func aXibViewThatHoldsItsOwnSizeIsThatSizeWhereverItIsAdded() throws {
        // Google's ad sample controls: a view that does not translate its autoresizing
        // mask, held 63 × 34 by its own constraints, saved on a 375 × 667 canvas. The canvas
        // gives way, as whoever adds the view does; before, every class was unsatisfiable.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23089" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="own-rt-001" userLabel="Controls">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="own-vw-001" userLabel="Inner">
                                <rect key="frame" x="5" y="5" width="53" height="24"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="height" constant="34" id="own-c01"/>
                            <constraint firstAttribute="width" constant="63" id="own-c02"/>
                            <constraint firstItem="own-vw-001" firstAttribute="leading" secondItem="own-rt-001" secondAttribute="leading" constant="5" id="own-c03"/>
                            <constraint firstItem="own-vw-001" firstAttribute="top" secondItem="own-rt-001" secondAttribute="top" constant="5" id="own-c04"/>
                            <constraint firstAttribute="trailing" secondItem="own-vw-001" secondAttribute="trailing" constant="5" id="own-c05"/>
                            <constraint firstAttribute="bottom" secondItem="own-vw-001" secondAttribute="bottom" constant="5" id="own-c06"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let (canvas, _, solution) = try InterfaceBuilderTests.designed(xib, fileExtension: "xib")
        #expect(canvas.widthFromOwnConstraint && canvas.heightFromOwnConstraint)
        #expect(solution.status == .ok)
        #expect(InterfaceBuilderTests.frame(solution, "own-vw-001") == [5, 5, 53, 24])
        let (_, layouts) = try InterfaceBuilderTests.layouts(ofText: xib, fileExtension: "xib")
        let check = SizeClassCheck(try #require(layouts.first?.document), path: "controls")
        for sizeClass in SizeClass.all {
            #expect(check[sizeClass].solutions.allSatisfy { $0.status == .ok }, "\(sizeClass)")
        }
    }
}

extension DesignCanvasTests {
    @Test func aSelfSizingCellTakesItsContentsHeightInCheck() throws {
        // A table of automatic row height: on its canvas the cell is the 100 pt Xcode
        // saved; in check, its label and the content view's 11 pt margins set it.
        let file = InterfaceBuilderTests.documents.appendingPathComponent("self-sizing.storyboard")
        let document = try #require(try InterfaceBuilderTests.layouts(file, scene: "Note").first?.document)
        let canvas = try #require(document.designCanvas)
        #expect(canvas.selfSizing && canvas.screenWidthInset == 0)
        let check = SizeClassCheck(document, path: "s")
        let phone = try #require(check[SizeClass(width: .compact, height: .regular)].solutions.first)
        #expect(phone.status == .ok)
        #expect(
            InterfaceBuilderTests.frame(phone, "ssz-cl-001") == InterfaceBuilderTests.rect(0, 0, 393, 11 + 20.5 + 11))
        let pad = try #require(check[SizeClass(width: .regular, height: .regular)].solutions.first)
        #expect(InterfaceBuilderTests.frame(pad, "ssz-cl-001") == InterfaceBuilderTests.rect(0, 0, 820, 42.5))
    }

    @Test func aCellsOwnRowHeightWinsOverTheTablesAutomaticOne() throws {
        // The same cell with a custom row height of its own (`rowHeight` on the cell, as
        // DuckDuckGo's 22 and 36 pt separator cells have): 100 pt everywhere.
        let source = try String(
            contentsOf: InterfaceBuilderTests.documents.appendingPathComponent("self-sizing.storyboard"),
            encoding: .utf8)
        let custom = source.replacingOccurrences(
            of: "reuseIdentifier=\"Note\"", with: "reuseIdentifier=\"Note\" rowHeight=\"100\"")
        #expect(custom != source)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "custom-row-height-\(UUID()).storyboard")
        try custom.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let document = try #require(try InterfaceBuilderTests.layouts(file, scene: "Note").first?.document)
        let canvas = try #require(document.designCanvas)
        #expect(!canvas.selfSizing)
        let check = SizeClassCheck(document, path: "s")
        let phone = try #require(check[SizeClass(width: .compact, height: .regular)].solutions.first)
        #expect(InterfaceBuilderTests.frame(phone, "ssz-cl-001") == InterfaceBuilderTests.rect(0, 0, 393, 100))
    }

    @Test func aNarrowXibCellKeeps16PointMarginsOnAWideCanvas() throws {
        // A xib's table view cell on the 6.1-inch LCD canvas (414 pt wide), a field pinned
        // to its content view's margins: 16 pt in at 320 pt wide (WooCommerce's 12 cells of
        // that width all saved 16), 20 pt at 414. Before Xcode 12 a xib's cell was drawn at
        // its own width: 400 pt or more has 20 pt on the 4.7-inch canvas too (Element's
        // 600 pt cells of Xcode 10), a narrower one 16; since, the 4.7-inch canvas gives 16
        // (Element's 600 pt cells of Xcode 12, ProtonVPN's 596 pt ones of Xcode 13).
        func field(cellWidth: Int, device: String = "retina6_1", tools: Int = 17701) throws -> [Double] {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="\(device)" orientation="portrait" appearance="light"/>
                    <objects>
                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="nrw-cl-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="nrw-cl-001" id="nrw-cv-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(cellWidth)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nrw-vw-001">
                                        <rect key="frame" x="16" y="10" width="\(cellWidth - 32)" height="24"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="nrw-vw-001" firstAttribute="leading" secondItem="nrw-cv-001" secondAttribute="leadingMargin" id="nrw-c01"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="nrw-vw-001" secondAttribute="trailing" id="nrw-c02"/>
                                    <constraint firstItem="nrw-vw-001" firstAttribute="top" secondItem="nrw-cv-001" secondAttribute="top" constant="10" id="nrw-c03"/>
                                    <constraint firstAttribute="bottom" secondItem="nrw-vw-001" secondAttribute="bottom" constant="10" id="nrw-c04"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution, "nrw-vw-001")
        }
        #expect(try field(cellWidth: 320) == InterfaceBuilderTests.rect(16, 10, 288, 24))
        #expect(try field(cellWidth: 414) == InterfaceBuilderTests.rect(20, 10, 374, 24))
        #expect(
            try field(cellWidth: 600, device: "retina4_7", tools: 14460) == InterfaceBuilderTests.rect(20, 10, 560, 24))
        #expect(try field(cellWidth: 600, device: "retina4_7") == InterfaceBuilderTests.rect(16, 10, 568, 24))
        #expect(
            try field(cellWidth: 596, device: "retina4_7", tools: 21701) == InterfaceBuilderTests.rect(16, 10, 564, 24))
        #expect(try field(cellWidth: 375, device: "retina4_7") == InterfaceBuilderTests.rect(16, 10, 343, 24))
        // Xcode 11 drew them 15 pt in on the 4.7-inch canvas (WooCommerce's, ProtonVPN's).
        #expect(
            try field(cellWidth: 320, device: "retina4_7", tools: 15705) == InterfaceBuilderTests.rect(15, 10, 290, 24))
        // The 393 pt iPhones are wide for cells (KeePassium's of Xcode 15: 14 of 14 at
        // 20 pt), the 390 pt one narrow (OsmAnd's of Xcode 26: 4 of 4 at 16 pt).
        #expect(
            try field(cellWidth: 393, device: "retina6_12", tools: 22505) == InterfaceBuilderTests.rect(20, 10, 353, 24)
        )
        #expect(
            try field(cellWidth: 390, device: "retina6_0", tools: 24412) == InterfaceBuilderTests.rect(16, 10, 358, 24))
        // Xcode 9.0 still drew iOS 10's 8 pt (RxDataSources' and SwiftTheme's cells, tools
        // 13196: 5 of 5); Xcode 9.3's are 16 pt in (WooCommerce's, tools 14113).
        #expect(
            try field(cellWidth: 375, device: "retina4_7", tools: 13196) == InterfaceBuilderTests.rect(8, 10, 359, 24))
        #expect(
            try field(cellWidth: 375, device: "retina4_7", tools: 14113) == InterfaceBuilderTests.rect(16, 10, 343, 24))
    }

    @Test func aCellWhoseContentDoesNotFitKeepsItsTopAndBreaksItsBottom() throws {
        // Pocket Casts' empty-results cell: 40 + 22 + 20 + 42 + 40 = 164 pt of content in a
        // 202.5 pt content view. Xcode keeps the top and leaves the bottom constraint out,
        // whatever the order the file lists them in (the bottom's id sorts first here), as
        // in 6 of the 7 such cells of the fetched apps that differ (the seventh, Rocket.Chat's
        // discussion cell, kept its bottom).
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="203" id="nsr-cl-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="203"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="nsr-cl-001" id="nsr-cv-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="202.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nsr-vw-001" userLabel="Title">
                                    <rect key="frame" x="77.5" y="40" width="165" height="22"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="165" id="nsr-c11"/>
                                        <constraint firstAttribute="height" constant="22" id="nsr-c12"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nsr-vw-002" userLabel="Detail">
                                    <rect key="frame" x="60" y="82" width="200" height="42"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="200" id="nsr-c13"/>
                                        <constraint firstAttribute="height" constant="42" id="nsr-c14"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="bottom" secondItem="nsr-vw-002" secondAttribute="bottom" constant="40" id="nsr-c01"/>
                                <constraint firstItem="nsr-vw-002" firstAttribute="top" secondItem="nsr-vw-001" secondAttribute="bottom" constant="20" id="nsr-c02"/>
                                <constraint firstItem="nsr-vw-002" firstAttribute="centerX" secondItem="nsr-cv-001" secondAttribute="centerX" id="nsr-c03"/>
                                <constraint firstItem="nsr-vw-001" firstAttribute="centerX" secondItem="nsr-cv-001" secondAttribute="centerX" id="nsr-c04"/>
                                <constraint firstItem="nsr-vw-001" firstAttribute="top" secondItem="nsr-cv-001" secondAttribute="top" constant="40" id="nsr-c05"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let s = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
        #expect(s.status == .unsatisfiable)
        #expect(s.conflicts.map(\.broken.id) == ["nsr-c01"])
        #expect(InterfaceBuilderTests.frame(s, "nsr-vw-001") == InterfaceBuilderTests.rect(77.5, 40, 165, 22))
        #expect(InterfaceBuilderTests.frame(s, "nsr-vw-002") == InterfaceBuilderTests.rect(60, 82, 200, 42))
    }

    @Test func xcode10DrewACellsBottomMarginAboveTheCellsBottom() throws {
        // A minesweeper's score cell (Xcode 10.1): 44 pt rows, the content view saved half a
        // point shorter, above the separator; a view pinned to the bottom margin ends 11 pt
        // above the cell's bottom, 10.5 above the content view's (its stack saved so).
        func viewTop(_ toolsVersion: String, contentHeight: String) throws -> Double {
            let content = Self.marginPinnedView("bmg", y: 13, height: 20, edge: "bottom")
            let cell = Self.prototypeCell("bmg", reuseIdentifier: "Score Cell", rowHeight: 44, content: content)
                .replacingOccurrences(
                    of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="44"/>"#,
                    with: #"<rect key="frame" x="0.0" y="0.0" width="375" height="\#(contentHeight)"/>"#)
            let storyboard = Self.tableOfPrototypes("bmg", toolsVersion: toolsVersion, rowHeight: 44, cells: cell)
            let solution = try Self.cellOnItsCanvas(storyboard, named: "Score Cell")
            return InterfaceBuilderTests.frame(solution, "bmg-vw-001")[1]
        }
        #expect(try viewTop("14460.31", contentHeight: "43.5") == 13)
        #expect(try viewTop("14460.31", contentHeight: "44") == 13)
        // Xcode 11 saves the content view as high as its cell: 11 pt above its bottom.
        #expect(try viewTop("16097", contentHeight: "44") == 13)
        // Before Xcode 9.1 the margins are 8 pt, from the content view's bottom.
        #expect(try viewTop("12121", contentHeight: "43.5") == 15.5)
    }

    @Test func xcode9DrewAStatusBarAboveAXibsCellAsHighAsAScreen() throws {
        // Two Instagram courses' post cells (xibs of Xcode 9 on the 4.7-inch canvas, 548 and
        // 807 pt high): their image views, at the content view's top margin, saved 31 pt
        // down, the status bar's 20 and the margin's 11; a cell under 400 pt has no status
        // bar above it, as a custom view has none.
        func imageTop(height: Int, toolsVersion: String = "14113") throws -> Double {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" rowHeight="\(height)" id="pst-cl-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="pst-cl-001" id="pst-cv-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <autoresizingMask key="autoresizingMask"/>
                \(Self.marginPinnedView("pst", y: 31, height: 100, edge: "top"))
                </tableViewCellContentView>
                </tableViewCell>
                </objects>
                </document>
                """
            let solution = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
            return InterfaceBuilderTests.frame(solution, "pst-vw-001")[1]
        }
        #expect(try imageTop(height: 807) == 31)
        #expect(try imageTop(height: 548, toolsVersion: "13771") == 31)
        #expect(try imageTop(height: 300) == 11)
    }

    /// The subviews and constraints of a cell's content view `<p>-cv-001` holding one view
    /// (`<p>-vw-001`, 100 pt wide and `height` high, saved at `y`) pinned to its leading
    /// margin and to its `edge` margin (`top` or `bottom`).
    static func marginPinnedView(_ p: String, y: Int, height: Int, edge: String) -> String {
        """
        <subviews>
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-vw-001">
        <rect key="frame" x="16" y="\(y)" width="100" height="\(height)"/>
        <constraints><constraint firstAttribute="width" constant="100" id="\(p)-c01"/>
        <constraint firstAttribute="height" constant="\(height)" id="\(p)-c02"/></constraints>
        </view>
        </subviews>
        <constraints>
        <constraint firstItem="\(p)-cv-001" firstAttribute="\(edge)Margin" secondItem="\(p)-vw-001" secondAttribute="\(edge)" id="\(p)-c03"/>
        <constraint firstItem="\(p)-vw-001" firstAttribute="leading" secondItem="\(p)-cv-001" secondAttribute="leadingMargin" id="\(p)-c04"/>
        </constraints>
        """
    }

    /// A prototype table view cell 375 pt wide and `rowHeight` high (ids `<p>-cl-001`, its
    /// content view `<p>-cv-001`) whose content view holds `content` (its subviews and
    /// constraints).
    static func prototypeCell(_ p: String, reuseIdentifier: String, rowHeight: Int, content: String) -> String {
        """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="\(reuseIdentifier)" rowHeight="\(rowHeight)" id="\(p)-cl-001">
        <rect key="frame" x="0.0" y="28" width="375" height="\(rowHeight)"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
        contentMode="center" tableViewCell="\(p)-cl-001" id="\(p)-cv-001">
        <rect key="frame" x="0.0" y="0.0" width="375" height="\(rowHeight)"/>
        <autoresizingMask key="autoresizingMask"/>
        \(content)
        </tableViewCellContentView>
        </tableViewCell>
        """
    }

    /// The layout of the cell of `storyboard` whose name ends in `name` (its reuse
    /// identifier or kind), solved on its design canvas.
    static func cellOnItsCanvas(_ storyboard: String, named name: String) throws -> LayoutSolution {
        let (url, results) = try InterfaceBuilderTests.layouts(ofText: storyboard, fileExtension: "storyboard")
        let document = try #require(results.first { $0.document?.name?.hasSuffix(name) == true }?.document)
        return try InterfaceBuilderTests.onItsCanvas(document, path: url.path).solution
    }

    /// A storyboard of the 4.7-inch canvas whose one scene, a table view controller
    /// (`<p>-ct-001`), shows `cells` as its table's prototypes, `rowHeight` high.
    static func tableOfPrototypes(_ p: String, toolsVersion: String, rowHeight: Int, cells: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" initialViewController="\(p)-ct-001">
        <device id="retina4_7" orientation="portrait"/>
        <scenes><scene sceneID="\(p)-sc-001"><objects>
        <tableViewController id="\(p)-ct-001" sceneMemberID="viewController">
        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
        dataMode="prototypes" style="plain" rowHeight="\(rowHeight)" id="\(p)-tv-001">
        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        <prototypes>\(cells)</prototypes>
        </tableView>
        </tableViewController>
        </objects></scene></scenes>
        </document>
        """
    }

    /// A notes app's storyboard of Xcode 6 whose prototype cell (`NoteCell`, 80 pt rows)
    /// has neither a frame nor a content-view frame, a view pinned 5 pt inside it.
    static func framelessNoteCell(separatorStyle: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="frl-vc-001">
            <scenes>
                <scene sceneID="frl-sc-001">
                    <objects>
                        <viewController id="frl-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="frl-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" \(separatorStyle) rowHeight="80" sectionHeaderHeight="22" sectionFooterHeight="22" translatesAutoresizingMaskIntoConstraints="NO" id="frl-tb-001">
                                        <rect key="frame" x="0.0" y="144" width="600" height="456"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="NoteCell" id="frl-cl-001">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="frl-cl-001" id="frl-cv-001">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="frl-vw-001">
                                                            <rect key="frame" x="5" y="5" width="590" height="70"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="frl-vw-001" firstAttribute="top" secondItem="frl-cv-001" secondAttribute="top" constant="5" id="frl-c01"/>
                                                        <constraint firstItem="frl-vw-001" firstAttribute="leading" secondItem="frl-cv-001" secondAttribute="leading" constant="5" id="frl-c02"/>
                                                        <constraint firstAttribute="trailing" secondItem="frl-vw-001" secondAttribute="trailing" constant="5" id="frl-c03"/>
                                                        <constraint firstAttribute="bottom" secondItem="frl-vw-001" secondAttribute="bottom" constant="5" id="frl-c04"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func aPrototypeCellWithoutAFrameIsItsTablesRow() throws {
        // Xcode 6 saved a notes app's prototype cell with neither a frame nor a content-view
        // frame: UIKit draws it at the table's width and row height (80 pt), and a table
        // without separators leaves the content view the whole row, so a status bar pinned
        // inside it 5 pt from every edge is 590 × 70 at (5, 5), as saved.
        func storyboard(separatorStyle: String) -> String { Self.framelessNoteCell(separatorStyle: separatorStyle) }
        let none = try InterfaceBuilderTests.designed(
            storyboard(separatorStyle: #"separatorStyle="none""#), fileExtension: "storyboard", scene: "NoteCell")
        #expect(none.solution.status == .ok)
        #expect(InterfaceBuilderTests.frame(none.solution, "frl-cl-001") == InterfaceBuilderTests.rect(0, 0, 600, 80))
        #expect(InterfaceBuilderTests.frame(none.solution, "frl-vw-001") == InterfaceBuilderTests.rect(5, 5, 590, 70))
        // With separators, files of that era leave a point below the content view.
        let lined = try InterfaceBuilderTests.designed(
            storyboard(separatorStyle: ""), fileExtension: "storyboard", scene: "NoteCell")
        #expect(InterfaceBuilderTests.frame(lined.solution, "frl-vw-001") == InterfaceBuilderTests.rect(5, 5, 590, 69))
        // A cell saved 44 pt high with a row height of its own ("Custom", 50) and no
        // content-view frame is drawn at its row height (the same app's task cell: its
        // views saved 50 pt high).
        let custom = storyboard(separatorStyle: #"separatorStyle="none""#).replacingOccurrences(
            of: #"reuseIdentifier="NoteCell" id="frl-cl-001">"#,
            with:
                #"reuseIdentifier="NoteCell" rowHeight="50" id="frl-cl-001"><rect key="frame" x="0.0" y="0.0" width="600" height="44"/>"#
        )
        let row = try InterfaceBuilderTests.designed(custom, fileExtension: "storyboard", scene: "NoteCell")
        #expect(InterfaceBuilderTests.frame(row.solution, "frl-cl-001") == InterfaceBuilderTests.rect(0, 0, 600, 50))
        #expect(InterfaceBuilderTests.frame(row.solution, "frl-vw-001") == InterfaceBuilderTests.rect(5, 5, 590, 40))
        // The cell saved at `width` × `height` (with no row height of its own) in the table
        // without separators.
        func savedAt(_ width: Int, _ height: Int) throws -> LayoutSolution {
            let text = storyboard(separatorStyle: #"separatorStyle="none""#).replacingOccurrences(
                of: #"reuseIdentifier="NoteCell" id="frl-cl-001">"#,
                with: #"reuseIdentifier="NoteCell" id="frl-cl-001"><rect key="frame" x="0.0" y="0.0" "#
                    + #"width="\#(width)" height="\#(height)"/>"#)
            return try InterfaceBuilderTests.designed(text, fileExtension: "storyboard", scene: "NoteCell").solution
        }
        // A cell saved wider than its table (a quiz app's, Xcode 8: 600 pt rows in a 375 pt
        // table, their content laid out at 375) is drawn at the table's width.
        let wide = try savedAt(800, 80)
        #expect(InterfaceBuilderTests.frame(wide, "frl-cl-001") == InterfaceBuilderTests.rect(0, 0, 600, 80))
        #expect(InterfaceBuilderTests.frame(wide, "frl-vw-001") == InterfaceBuilderTests.rect(5, 5, 590, 70))
        // One left at the library's 320 × 44 in the file, narrower than its table (a
        // character manager's class rows, Xcode 6: their labels saved at the table's
        // width and row height), is drawn at the table's width and row height too.
        let narrow = try savedAt(320, 44)
        #expect(InterfaceBuilderTests.frame(narrow, "frl-cl-001") == InterfaceBuilderTests.rect(0, 0, 600, 80))
        #expect(InterfaceBuilderTests.frame(narrow, "frl-vw-001") == InterfaceBuilderTests.rect(5, 5, 590, 70))
    }

    @Test func aStaticCellWithoutAFrameIsItsTablesRowToo() throws {
        // Xcode 7 saved a workout app's static cells (a grouped table's "Sport Category"
        // row) without a frame, as Xcode 6 did prototype cells: UIKit draws them at the
        // table's width and row height all the same, and the views in them are laid out.
        let prototype = Self.framelessNoteCell(separatorStyle: #"separatorStyle="none""#)
        let cells = #"<prototypes>"#
        let staticCells = prototype.replacingOccurrences(of: #"dataMode="prototypes""#, with: #"dataMode="static""#)
            .replacingOccurrences(
                of: cells, with: #"<sections><tableViewSection id="frl-sn-001"><cells>"#
            )
            .replacingOccurrences(of: "</prototypes>", with: "</cells></tableViewSection></sections>")
            .replacingOccurrences(of: #" reuseIdentifier="NoteCell""#, with: "")
        #expect(staticCells.contains("<cells>") && !staticCells.contains("prototypes"))
        let row = try InterfaceBuilderTests.designed(staticCells, fileExtension: "storyboard", scene: "frl-cl-001")
        #expect(InterfaceBuilderTests.frame(row.solution, "frl-cl-001") == InterfaceBuilderTests.rect(0, 0, 600, 80))
        #expect(InterfaceBuilderTests.frame(row.solution, "frl-vw-001") == InterfaceBuilderTests.rect(5, 5, 590, 70))
    }

    @Test func aContentViewWithoutAFrameIsItsCellsSize() throws {
        // Xcode 6 wrote some cells' content views without a frame (Matrix's member cell, a
        // 600×50 cell): UIKit sizes the content view to the cell less a 1 pt separator, so a
        // dot pinned to its bottom-right corner sits at (592, 41), as saved.
        let xib = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6751" systemVersion="14D131" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="50" id="cnf-cl-001">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="50"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cnf-cl-001" id="cnf-cv-001">
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnf-vw-001">
                                    <rect key="frame" x="592" y="41" width="8" height="8"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="8" id="cnf-c01"/>
                                        <constraint firstAttribute="height" constant="8" id="cnf-c02"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="trailing" secondItem="cnf-vw-001" secondAttribute="trailing" id="cnf-c03"/>
                                <constraint firstAttribute="bottom" secondItem="cnf-vw-001" secondAttribute="bottom" id="cnf-c04"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let s = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
        #expect(s.status == .ok)
        #expect(InterfaceBuilderTests.frame(s, "cnf-cv-001") == InterfaceBuilderTests.rect(0, 0, 600, 49))
        #expect(InterfaceBuilderTests.frame(s, "cnf-vw-001") == InterfaceBuilderTests.rect(592, 41, 8, 8))
        // A content view saved at the library's 43 pt in this 50 pt cell kept a stale frame
        // (a restaurant app's 88 pt business cell, Xcode 6, its labels saved down to 70 pt):
        // it is the cell's size less the separator all the same.
        let stale = xib.replacingOccurrences(
            of: #"tableViewCell="cnf-cl-001" id="cnf-cv-001">"#,
            with:
                #"tableViewCell="cnf-cl-001" id="cnf-cv-001"><rect key="frame" x="0.0" y="0.0" width="600" height="43"/>"#
        )
        let short = try InterfaceBuilderTests.designed(stale, fileExtension: "xib").solution
        #expect(InterfaceBuilderTests.frame(short, "cnf-cv-001") == InterfaceBuilderTests.rect(0, 0, 600, 49))
        #expect(InterfaceBuilderTests.frame(short, "cnf-vw-001") == InterfaceBuilderTests.rect(592, 41, 8, 8))
        // Beside an accessory it is narrower by the accessory's width, as Xcode 6 to 10
        // saved content views (a disclosure indicator 33 pt: Smashtag's frameless tweet
        // cells of Xcode 7 end their labels 33 pt short of the cell's side; a checkmark 39).
        for (accessory, width) in [("disclosureIndicator", 567.0), ("checkmark", 561)] {
            let beside = xib.replacingOccurrences(
                of: #"indentationWidth="10""#, with: #"accessoryType="\#(accessory)" indentationWidth="10""#)
            let s = try InterfaceBuilderTests.designed(beside, fileExtension: "xib").solution
            #expect(InterfaceBuilderTests.frame(s, "cnf-cv-001") == InterfaceBuilderTests.rect(0, 0, width, 49))
            #expect(InterfaceBuilderTests.frame(s, "cnf-vw-001") == InterfaceBuilderTests.rect(width - 8, 41, 8, 8))
        }
    }

    @Test func aViewsOwnHeightWinsOverTheHeightsOfTheViewsInsideIt() throws {
        // A 57 pt bar holding a stack pinned to its top and bottom, whose labels are 17 pt
        // and icon 36 pt high: the stack fills the bar, so one side must give. Xcode adds a
        // view's constraints before those of the views inside it and breaks the later ones:
        // the labels and the icon are 57 high, as a shopping app's calendar (Xcode 12.3)
        // saved them in every such row. Read as the file lists them, the inner heights came
        // first and the bar lost its own.
        let s = try Self.panel(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="own-vw-001" userLabel="Bar">
            <rect key="frame" x="20" y="20" width="335" height="57"/>
            <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="own-sv-001">
            <rect key="frame" x="0.0" y="0.0" width="335" height="57"/>
            <subviews>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
            verticalHuggingPriority="251" text="Date" lineBreakMode="tailTruncation" \
            translatesAutoresizingMaskIntoConstraints="NO" id="own-lb-001">
            <rect key="frame" x="0.0" y="0.0" width="100" height="57"/>
            <constraints>
            <constraint firstAttribute="width" constant="100" id="own-c11"/>
            <constraint firstAttribute="height" constant="17" id="own-c12"/>
            </constraints>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="249" \
            verticalHuggingPriority="251" text="Monday" lineBreakMode="tailTruncation" \
            translatesAutoresizingMaskIntoConstraints="NO" id="own-lb-002">
            <rect key="frame" x="100" y="0.0" width="199" height="57"/>
            <constraints><constraint firstAttribute="height" constant="17" id="own-c13"/></constraints>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="own-vw-002" userLabel="Icon">
            <rect key="frame" x="299" y="0.0" width="36" height="57"/>
            <constraints>
            <constraint firstAttribute="width" constant="36" id="own-c14"/>
            <constraint firstAttribute="height" constant="36" id="own-c15"/>
            </constraints>
            </view>
            </subviews>
            </stackView>
            </subviews>
            <constraints>
            <constraint firstAttribute="height" constant="57" id="own-c01"/>
            <constraint firstItem="own-sv-001" firstAttribute="top" secondItem="own-vw-001" secondAttribute="top" id="own-c02"/>
            <constraint firstAttribute="bottom" secondItem="own-sv-001" secondAttribute="bottom" id="own-c03"/>
            <constraint firstItem="own-sv-001" firstAttribute="leading" secondItem="own-vw-001" secondAttribute="leading" id="own-c04"/>
            <constraint firstAttribute="trailing" secondItem="own-sv-001" secondAttribute="trailing" id="own-c05"/>
            </constraints>
            </view>
            """,
            constraints: """
                <constraint firstItem="own-vw-001" firstAttribute="top" secondItem="pnl-vw-001" secondAttribute="top" constant="20" id="own-c06"/>
                <constraint firstItem="own-vw-001" firstAttribute="leading" secondItem="pnl-vw-001" secondAttribute="leading" constant="20" id="own-c07"/>
                <constraint firstItem="pnl-vw-001" firstAttribute="trailing" secondItem="own-vw-001" secondAttribute="trailing" constant="20" id="own-c08"/>
                """, toolsVersion: "17506")
        #expect(InterfaceBuilderTests.frame(s, "own-vw-001") == InterfaceBuilderTests.rect(20, 20, 335, 57))
        #expect(InterfaceBuilderTests.frame(s, "own-lb-001") == InterfaceBuilderTests.rect(20, 20, 100, 57))
        #expect(InterfaceBuilderTests.frame(s, "own-lb-002") == InterfaceBuilderTests.rect(120, 20, 199, 57))
        #expect(InterfaceBuilderTests.frame(s, "own-vw-002") == InterfaceBuilderTests.rect(319, 20, 36, 57))
        #expect(Set(s.conflicts.map(\.broken.id)) == ["own-c12", "own-c13", "own-c15"])
    }

    @Test func aPrototypeCellOfXcode11BreaksAViewsConstantSizeToFitItsRow() throws {
        // A 150 pt card pinned 20 pt from either side of a 375 pt row. From Xcode 11 a
        // storyboard's prototype cell is drawn as any view: the card's width gives way and
        // it spans the row (a greeting app's cards of Xcode 12.3: two 150 pt halves of a
        // fill-equally stack saved 175 wide). A prototype of Xcode 10, and a xib's cell of
        // any era, keep the card's size and leave a pin out.
        let content = """
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-vw-001" userLabel="Card">
            <rect key="frame" x="20" y="10" width="150" height="24"/>
            <constraints><constraint firstAttribute="width" constant="150" id="crd-c01"/></constraints>
            </view>
            </subviews>
            <constraints>
            <constraint firstItem="crd-vw-001" firstAttribute="leading" secondItem="crd-cv-001" secondAttribute="leading" constant="20" id="crd-c02"/>
            <constraint firstAttribute="trailing" secondItem="crd-vw-001" secondAttribute="trailing" constant="20" id="crd-c03"/>
            <constraint firstItem="crd-vw-001" firstAttribute="top" secondItem="crd-cv-001" secondAttribute="top" constant="10" id="crd-c04"/>
            <constraint firstAttribute="bottom" secondItem="crd-vw-001" secondAttribute="bottom" constant="10" id="crd-c05"/>
            </constraints>
            """
        let cell = Self.prototypeCell("crd", reuseIdentifier: "CardCell", rowHeight: 44, content: content)
        func card(storyboardOf toolsVersion: String) throws -> (width: Double, broken: [String]) {
            let storyboard = Self.tableOfPrototypes("crd", toolsVersion: toolsVersion, rowHeight: 44, cells: cell)
            let s = try Self.cellOnItsCanvas(storyboard, named: "CardCell")
            return (InterfaceBuilderTests.frame(s, "crd-vw-001")[2], s.conflicts.map(\.broken.id))
        }
        let xcode12 = try card(storyboardOf: "17506")
        #expect(xcode12.width == 335 && xcode12.broken == ["crd-c01"])
        let xcode10 = try card(storyboardOf: "14490.70")
        #expect(xcode10.width == 150 && xcode10.broken == ["crd-c03"])
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17506" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>\(cell)</objects>
            </document>
            """
        let s = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
        #expect(InterfaceBuilderTests.frame(s, "crd-vw-001") == InterfaceBuilderTests.rect(20, 10, 150, 24))
        #expect(s.conflicts.map(\.broken.id) == ["crd-c03"])
    }

    @Test func aRowOfAutomaticHeightKeepsItsContentsSizesAndSpillsOut() throws {
        // A 44 pt row holding a label at its top margin and a 30 pt slider 8 pt below it,
        // the slider pinned to the bottom margin: 11 + 20.5 + 8 + 30 + 11 does not fit.
        // In a table of automatic row heights the row grows to fit when the app runs, and
        // Xcode 12's canvas keeps the label's and the slider's sizes, spilling out of the
        // row (Esri's camera settings: labels saved 21 high, as drawn, sliders at 40); in a
        // table of 44 pt rows the slider's height gives way, as any view's own size does
        // from Xcode 11, and the label is squeezed, neither below zero.
        func row(rowHeight: String) throws -> LayoutSolution {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
                toolsVersion="17506" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" \
                useSafeAreas="YES" initialViewController="spl-ct-001">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="spl-sc-001"><objects>
                <tableViewController id="spl-ct-001" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \
                dataMode="static" style="plain" rowHeight="\(rowHeight)" estimatedRowHeight="44" id="spl-tv-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <sections><tableViewSection id="spl-se-001"><cells>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" \
                selectionStyle="default" indentationWidth="10" id="spl-cl-001">
                <rect key="frame" x="0.0" y="28" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
                contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="spl-cl-001" id="spl-cv-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
                verticalHuggingPriority="251" text="Camera Distance" textAlignment="natural" lineBreakMode="tailTruncation" \
                baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="spl-lb-001">
                <rect key="frame" x="20" y="11" width="131" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
                value="500" minValue="500" maxValue="8000" translatesAutoresizingMaskIntoConstraints="NO" id="spl-sl-001">
                <rect key="frame" x="18" y="40" width="378" height="31"/>
                <constraints><constraint firstAttribute="height" constant="30" id="spl-c01"/></constraints>
                </slider>
                </subviews>
                <constraints>
                <constraint firstAttribute="bottomMargin" secondItem="spl-sl-001" secondAttribute="bottom" id="spl-c02"/>
                <constraint firstItem="spl-sl-001" firstAttribute="leading" secondItem="spl-lb-001" secondAttribute="leading" id="spl-c03"/>
                <constraint firstItem="spl-lb-001" firstAttribute="leading" secondItem="spl-cv-001" secondAttribute="leadingMargin" id="spl-c04"/>
                <constraint firstItem="spl-lb-001" firstAttribute="top" secondItem="spl-cv-001" secondAttribute="topMargin" id="spl-c05"/>
                <constraint firstAttribute="trailingMargin" secondItem="spl-sl-001" secondAttribute="trailing" id="spl-c06"/>
                <constraint firstItem="spl-sl-001" firstAttribute="top" secondItem="spl-lb-001" secondAttribute="bottom" constant="8" id="spl-c07"/>
                </constraints>
                </tableViewCellContentView>
                </tableViewCell>
                </cells></tableViewSection></sections>
                </tableView>
                </tableViewController>
                </objects></scene></scenes>
                </document>
                """
            return try Self.cellOnItsCanvas(storyboard, named: "Table View Cell")
        }
        let automatic = try row(rowHeight: "-1")
        #expect(InterfaceBuilderTests.frame(automatic, "spl-lb-001") == InterfaceBuilderTests.rect(20, 11, 131, 21))
        #expect(InterfaceBuilderTests.frame(automatic, "spl-sl-001") == InterfaceBuilderTests.rect(18, 40, 378, 31))
        #expect(automatic.conflicts.map(\.broken.id) == ["spl-c02"])
        let fixed = try row(rowHeight: "44")
        let (label, slider) = (
            InterfaceBuilderTests.frame(fixed, "spl-lb-001"), InterfaceBuilderTests.frame(fixed, "spl-sl-001")
        )
        #expect(label.count == 4 && slider.count == 4)
        #expect((0..<20.5).contains(label[3]) && (0..<30).contains(slider[3]) && slider[1] == label[1] + label[3] + 8)
        #expect(fixed.conflicts.map(\.broken.id) == ["spl-c01"])
    }

    @Test func aCellsContentViewKeepsItsCellsSizeInAConflict() throws {
        // A 40 pt cell whose content asks for 16 + 2 × 8 = 32: the constraint left out is
        // one the file writes (the last, the bottom), never the content view's hold on its
        // cell, which UIKit installs with the views (DuckDuckGo's tab cell). The content
        // view and a view pinned to its whole height stay 40 tall.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="cfl-cl-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cfl-cl-001" id="cfl-cv-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cfl-vw-001" userLabel="Badge">
                                    <rect key="frame" x="16" y="8" width="16" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="16" id="cfl-c01"/>
                                        <constraint firstAttribute="height" constant="16" id="cfl-c02"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cfl-vw-002" userLabel="Stripe">
                                    <rect key="frame" x="0.0" y="0.0" width="4" height="40"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="cfl-vw-001" firstAttribute="leading" secondItem="cfl-cv-001" secondAttribute="leading" constant="16" id="cfl-c03"/>
                                <constraint firstItem="cfl-vw-001" firstAttribute="top" secondItem="cfl-cv-001" secondAttribute="top" constant="8" id="cfl-c04"/>
                                <constraint firstAttribute="bottom" secondItem="cfl-vw-001" secondAttribute="bottom" constant="8" id="cfl-c05"/>
                                <constraint firstItem="cfl-vw-002" firstAttribute="leading" secondItem="cfl-cv-001" secondAttribute="leading" id="cfl-c06"/>
                                <constraint firstItem="cfl-vw-002" firstAttribute="top" secondItem="cfl-cv-001" secondAttribute="top" id="cfl-c07"/>
                                <constraint firstItem="cfl-vw-002" firstAttribute="height" secondItem="cfl-cv-001" secondAttribute="height" id="cfl-c08"/>
                                <constraint firstItem="cfl-vw-002" firstAttribute="width" constant="4" id="cfl-c09"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let s = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
        #expect(s.status == .unsatisfiable)
        #expect(s.conflicts.map(\.broken.id) == ["cfl-c05"])
        #expect(InterfaceBuilderTests.frame(s, "cfl-cv-001") == InterfaceBuilderTests.rect(0, 0, 375, 40))
        #expect(InterfaceBuilderTests.frame(s, "cfl-vw-002") == InterfaceBuilderTests.rect(0, 0, 4, 40))
        #expect(InterfaceBuilderTests.frame(s, "cfl-vw-001") == InterfaceBuilderTests.rect(16, 8, 16, 16))
    }

    @Test func aConflictOutsideACellBreaksAViewsConstantSize() throws {
        // A size-class demo's logo, 200 pt square in compact width, is the only arranged
        // view of a stack pinned to the screen's edges: Xcode saved it filling the screen, its
        // own size the constraint left out, not the stack's pins (and so a view `width <=
        // 300` pinned 20 pt from either edge, DuckDuckGo's feedback prompt).
        let s = try Self.panel(
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-st-001">
                <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-lg-001" userLabel="Logo">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="647"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="200" id="pnl-c11"/>
                            <constraint firstAttribute="height" constant="200" id="pnl-c12"/>
                        </constraints>
                    </view>
                </subviews>
            </stackView>
            """,
            constraints: """
                <constraint firstItem="pnl-st-001" firstAttribute="leading" secondItem="pnl-vw-001" secondAttribute="leading" id="pnl-c05"/>
                <constraint firstItem="pnl-st-001" firstAttribute="top" secondItem="pnl-vw-001" secondAttribute="top" constant="20" id="pnl-c06"/>
                <constraint firstItem="pnl-vw-001" firstAttribute="trailing" secondItem="pnl-st-001" secondAttribute="trailing" id="pnl-c07"/>
                <constraint firstItem="pnl-vw-001" firstAttribute="bottom" secondItem="pnl-st-001" secondAttribute="bottom" id="pnl-c08"/>
                """)
        #expect(s.status == .unsatisfiable)
        #expect(Set(s.conflicts.map(\.broken.id)) == ["pnl-c11", "pnl-c12"])
        #expect(InterfaceBuilderTests.frame(s, "pnl-st-001") == InterfaceBuilderTests.rect(0, 20, 375, 647))
        #expect(InterfaceBuilderTests.frame(s, "pnl-lg-001") == InterfaceBuilderTests.rect(0, 20, 375, 647))
    }

    @Test func aConflictBreaksAsManyConstantSizesAsItNeeds() throws {
        // A chat row of Xcode 11.4, 100 pt high: two 30 pt squares in a stack 30 pt apart,
        // the stack pinned 5 pt inside the row. Each square's height gives way, not the
        // row's pin (a messenger's chat cell: its image view and label saved 90 pt high,
        // their 30 pt heights left out); giving up one of the two would not have been
        // enough, and the pin broke.
        func square(_ n: Int, x: Int) -> String {
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sqr-sq-00\(n)">
            <rect key="frame" x="\(x)" y="0.0" width="30" height="90"/>
            <constraints>
            <constraint firstAttribute="width" constant="30" id="sqr-w0\(n)"/>
            <constraint firstAttribute="height" constant="30" id="sqr-h0\(n)"/>
            </constraints>
            </view>
            """
        }
        let content = """
            <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" spacing="30" translatesAutoresizingMaskIntoConstraints="NO" id="sqr-st-001">
            <rect key="frame" x="20" y="5" width="90" height="90"/>
            <subviews>
            \(square(1, x: 0))
            \(square(2, x: 60))
            </subviews>
            </stackView>
            </subviews>
            <constraints>
            <constraint firstItem="sqr-st-001" firstAttribute="leading" secondItem="sqr-cv-001" secondAttribute="leading" constant="20" id="sqr-c01"/>
            <constraint firstItem="sqr-st-001" firstAttribute="top" secondItem="sqr-cv-001" secondAttribute="top" constant="5" id="sqr-c02"/>
            <constraint firstAttribute="bottom" secondItem="sqr-st-001" secondAttribute="bottom" constant="5" id="sqr-c03"/>
            </constraints>
            """
        let storyboard = Self.tableOfPrototypes(
            "sqr", toolsVersion: "16097", rowHeight: 100,
            cells: Self.prototypeCell("sqr", reuseIdentifier: "ChatCell", rowHeight: 100, content: content))
        let s = try Self.cellOnItsCanvas(storyboard, named: "ChatCell")
        #expect(Set(s.conflicts.map(\.broken.id)) == ["sqr-h01", "sqr-h02"])
        #expect(InterfaceBuilderTests.frame(s, "sqr-st-001") == InterfaceBuilderTests.rect(20, 5, 90, 90))
        #expect(InterfaceBuilderTests.frame(s, "sqr-sq-002") == InterfaceBuilderTests.rect(80, 5, 30, 90))
    }

    @Test func aCellsRowBreaksAnAspectRatioThatDoesNotFitIt() throws {
        // A news app's prototype row of Xcode 11.3, 190 pt high: a square image view (1:1)
        // three tenths of a stack pinned 8 pt inside the row, beside a label. The ratio
        // gives way, as a constant size would, not the row's bottom pin: Xcode saved the
        // image 116 × 174.
        let content = """
            <subviews>
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="asp-st-001">
            <rect key="frame" x="8" y="8" width="359" height="174"/>
            <subviews>
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="asp-im-001">
            <rect key="frame" x="0.0" y="0.0" width="108" height="174"/>
            <constraints>
            <constraint firstAttribute="width" secondItem="asp-im-001" secondAttribute="height" multiplier="1:1" id="asp-r01"/>
            </constraints>
            </imageView>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="asp-lb-001">
            <rect key="frame" x="108" y="0.0" width="251" height="174"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            </subviews>
            <constraints>
            <constraint firstItem="asp-im-001" firstAttribute="width" secondItem="asp-st-001" secondAttribute="width" multiplier="0.3" id="asp-w01"/>
            </constraints>
            </stackView>
            </subviews>
            <constraints>
            <constraint firstItem="asp-st-001" firstAttribute="leading" secondItem="asp-cv-001" secondAttribute="leading" constant="8" id="asp-c01"/>
            <constraint firstItem="asp-st-001" firstAttribute="top" secondItem="asp-cv-001" secondAttribute="top" constant="8" id="asp-c02"/>
            <constraint firstAttribute="bottom" secondItem="asp-st-001" secondAttribute="bottom" constant="8" id="asp-c03"/>
            <constraint firstAttribute="trailing" secondItem="asp-st-001" secondAttribute="trailing" constant="8" id="asp-c04"/>
            </constraints>
            """
        let storyboard = Self.tableOfPrototypes(
            "asp", toolsVersion: "16097.2", rowHeight: 190,
            cells: Self.prototypeCell("asp", reuseIdentifier: "PostCell", rowHeight: 190, content: content))
        let s = try Self.cellOnItsCanvas(storyboard, named: "PostCell")
        #expect(s.conflicts.map(\.broken.id) == ["asp-r01"])
        // Three tenths of the 359 pt stack, on the canvas's pixels.
        #expect(InterfaceBuilderTests.frame(s, "asp-im-001") == InterfaceBuilderTests.rect(8, 8, 107.5, 174))
    }

    @Test(arguments: [false, true])
    func anAspectRatioGivesWayToAViewsConstantSize(ratioWrittenFirst: Bool) throws {
        // A hangman game's button row (Xcode 13), 42.67 pt high and 53:7 as wide as high,
        // pinned 36 pt from either side of a wider screen: Xcode saved it 42.67 high, its
        // aspect ratio the constraint left out. An aspect ratio is a view's own size as
        // much as its constant height is, so the relation that breaks is the ratio, whichever
        // of the two the view's list writes, and so installs, first.
        let height = #"<constraint firstAttribute="height" constant="42" id="pnl-c11"/>"#
        let ratio =
            #"<constraint firstAttribute="width" secondItem="pnl-rw-001" secondAttribute="height" multiplier="53:7" id="pnl-c12"/>"#
        let s = try Self.panel(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-rw-001" userLabel="Row">
                <rect key="frame" x="36" y="600" width="303" height="42"/>
                <constraints>
                    \(ratioWrittenFirst ? ratio + height : height + ratio)
                </constraints>
            </view>
            """,
            constraints: """
                <constraint firstItem="pnl-rw-001" firstAttribute="leading" secondItem="pnl-vw-001" secondAttribute="leading" constant="36" id="pnl-c05"/>
                <constraint firstItem="pnl-vw-001" firstAttribute="trailing" secondItem="pnl-rw-001" secondAttribute="trailing" constant="36" id="pnl-c06"/>
                <constraint firstItem="pnl-rw-001" firstAttribute="top" secondItem="pnl-vw-001" secondAttribute="top" constant="600" id="pnl-c07"/>
                """)
        #expect(s.status == .unsatisfiable)
        #expect(s.conflicts.map(\.broken.id) == ["pnl-c12"])
        #expect(InterfaceBuilderTests.frame(s, "pnl-rw-001") == InterfaceBuilderTests.rect(36, 600, 303, 42))
    }

    @Test func ofTwoConflictingConstraintsAViewsLaterWrittenOneHolds() throws {
        // An apple-picking game's label (Xcode 10.1), `height <= 44` written before
        // `height = 60` in its own list, was saved 60 high: the canvas installs a view's
        // constraints latest written first, so the earlier one is left out. Reports still
        // list the constraints as the file writes them; a document written out lists them
        // as installed and lays out the same.
        let storyboard = InterfaceBuilderTests.singleScene(
            "ord", toolsVersion: "22505",
            subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ord-bx-001">
                    <rect key="frame" x="20" y="100" width="60" height="60"/>
                    <constraints>
                        <constraint firstAttribute="height" relation="lessThanOrEqual" constant="44" id="ord-c01"/>
                        <constraint firstAttribute="height" constant="60" id="ord-c02"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="ord-bx-001" firstAttribute="leading" secondItem="ord-vw-001" secondAttribute="leading" constant="20" id="ord-c03"/>
                <constraint firstItem="ord-bx-001" firstAttribute="top" secondItem="ord-vw-001" secondAttribute="top" constant="100" id="ord-c04"/>
                <constraint firstItem="ord-bx-001" firstAttribute="width" constant="60" id="ord-c05"/>
                """)
        let (url, layouts) = try InterfaceBuilderTests.layouts(ofText: storyboard, fileExtension: "storyboard")
        let document = try #require(layouts.first?.document)
        let (_, e, designed) = try InterfaceBuilderTests.onItsCanvas(document, path: url.path)
        #expect(InterfaceBuilderTests.frame(designed, "ord-bx-001") == InterfaceBuilderTests.rect(20, 100, 60, 60))
        #expect(designed.conflicts.map(\.broken.id) == ["ord-c01"])
        let written = document.constraints.map(\.id).filter { $0.hasPrefix("ord-c") }
        #expect(written == ["ord-c03", "ord-c04", "ord-c05", "ord-c01", "ord-c02"])

        let xml = LayoutDocumentWriter.xml(document)
        #expect(try #require(xml.range(of: "ord-c02")).lowerBound < xml.range(of: "ord-c01")!.lowerBound)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("order-\(UUID().uuidString).xml")
        try xml.write(to: out, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: out) }
        let converted = try #require(LayoutFile.readLayouts(out.path).first?.document)
        let again = CompiledLayout(
            Resolver(document: converted, path: out.path).resolve(for: e.sizeClass), environment: e, path: out.path
        )
        .solve()
        #expect(InterfaceBuilderTests.frame(again, "ord-bx-001") == InterfaceBuilderTests.rect(20, 100, 60, 60))
        #expect(again.conflicts.map(\.broken.id) == ["ord-c01"])
    }

    @Test func aCentringGivesWayToEdgesWhereverItIsWritten() throws {
        // A memory game's stack (Xcode 13.2, the 6.1-inch canvas): pinned 10 pt inside the
        // safe area's top and bottom, and centred on the screen, which the safe area is not
        // centred on. Xcode saved it between the pins (here 54 to 852), though the centring
        // is written last in the list (latest written first, it would hold and the bottom
        // pin give way).
        for centringFirst in [false, true] {
            let centring = """
                <constraint firstItem="mem-st-001" firstAttribute="centerY" secondItem="mem-vw-001" secondAttribute="centerY" id="mem-c01"/>
                """
            let edges = """
                <constraint firstItem="mem-st-001" firstAttribute="top" secondItem="mem-sa-001" secondAttribute="top" constant="10" id="mem-c02"/>
                <constraint firstItem="mem-sa-001" firstAttribute="bottom" secondItem="mem-st-001" secondAttribute="bottom" constant="10" id="mem-c03"/>
                <constraint firstItem="mem-st-001" firstAttribute="leading" secondItem="mem-sa-001" secondAttribute="leading" constant="53" id="mem-c04"/>
                <constraint firstItem="mem-st-001" firstAttribute="centerX" secondItem="mem-vw-001" secondAttribute="centerX" id="mem-c05"/>
                """
            let storyboard = InterfaceBuilderTests.singleScene(
                "mem", toolsVersion: "20037",
                subviews: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mem-st-001">
                        <rect key="frame" x="53" y="98" width="308" height="754"/>
                    </view>
                    """,
                constraints: centringFirst ? centring + edges : edges + centring)
            let (url, layouts) = try InterfaceBuilderTests.layouts(ofText: storyboard, fileExtension: "storyboard")
            let document = try #require(layouts.first?.document)
            let designed = try InterfaceBuilderTests.onItsCanvas(document, path: url.path).solution
            #expect(InterfaceBuilderTests.frame(designed, "mem-st-001") == InterfaceBuilderTests.rect(53, 54, 308, 798))
            #expect(designed.conflicts.map(\.broken.id) == ["mem-c01"])
        }
    }

    @Test func anAmbiguousViewStaysWhereItWasDrawnAndIsStillReported() throws {
        // Nothing places the badge vertically: Xcode leaves it where it was drawn, 120 pt
        // down, and says it is ambiguous; so does the tool (not at 0, where the engine's
        // arbitrary answer put it).
        let s = try Self.panel(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-bd-001" userLabel="Badge">
                <rect key="frame" x="16" y="120" width="40" height="24"/>
                <constraints>
                    <constraint firstAttribute="width" constant="40" id="pnl-c11"/>
                </constraints>
            </view>
            """,
            constraints: """
                <constraint firstItem="pnl-bd-001" firstAttribute="leading" secondItem="pnl-vw-001" secondAttribute="leading" constant="16" id="pnl-c05"/>
                """)
        #expect(s.status == .ambiguous)
        #expect(
            s.ambiguities.map { "\($0.id) \($0.axis) \($0.attributes)" } == [#"pnl-bd-001 vertical ["y", "height"]"#])
        #expect(InterfaceBuilderTests.frame(s, "pnl-bd-001") == InterfaceBuilderTests.rect(16, 120, 40, 24))
    }

    @Test func xcode6sLaunchScreenTemplateIsDrawnAsItSavedIt() throws {
        // Xcode 6's launch screen saved its two labels 441 pt wide, where their leading
        // and centring constraints make 440; Xcode draws them so until they are edited,
        // and so does the tool on the canvas. A label moved off the template's frame is
        // laid out by its constraints.
        func xib(copyright: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES">
                <objects>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Demo" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="kId-c2-rCX">
                                <rect key="frame" x="20" y="140" width="441" height="43"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Copyright" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="8ie-xW-0ye">
                                \(copyright)
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="kId-c2-rCX" firstAttribute="centerY" secondItem="iN0-l3-epB" secondAttribute="bottom" multiplier="1/3" constant="1" id="tpl-c01"/>
                            <constraint firstAttribute="centerX" secondItem="kId-c2-rCX" secondAttribute="centerX" id="tpl-c02"/>
                            <constraint firstItem="kId-c2-rCX" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" symbolic="YES" id="tpl-c03"/>
                            <constraint firstAttribute="bottom" secondItem="8ie-xW-0ye" secondAttribute="bottom" constant="20" id="tpl-c04"/>
                            <constraint firstItem="8ie-xW-0ye" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="20" symbolic="YES" id="tpl-c05"/>
                            <constraint firstAttribute="centerX" secondItem="8ie-xW-0ye" secondAttribute="centerX" id="tpl-c06"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        }
        let template = try InterfaceBuilderTests.designed(
            xib(copyright: #"<rect key="frame" x="20" y="439" width="441" height="21"/>"#), fileExtension: "xib")
        #expect(template.solution.status == .ok)
        #expect(
            InterfaceBuilderTests.frame(template.solution, "kId-c2-rCX") == InterfaceBuilderTests.rect(20, 140, 441, 43)
        )
        #expect(
            InterfaceBuilderTests.frame(template.solution, "8ie-xW-0ye") == InterfaceBuilderTests.rect(20, 439, 441, 21)
        )
        let moved = try InterfaceBuilderTests.designed(
            xib(copyright: #"<rect key="frame" x="20" y="439" width="400" height="21"/>"#), fileExtension: "xib")
        #expect(
            InterfaceBuilderTests.frame(moved.solution, "8ie-xW-0ye") == InterfaceBuilderTests.rect(20, 439, 440, 21))
        #expect(
            InterfaceBuilderTests.frame(moved.solution, "kId-c2-rCX") == InterfaceBuilderTests.rect(20, 140, 441, 43))
        // Moved down but still 20 pt from the left and 39 narrower than its superview, it
        // keeps the template's extra point where its constraints place it (reel-search's
        // name after Xcode 9 centred it again; Context-Menu's labels in a 320 pt view).
        let kept = try InterfaceBuilderTests.designed(
            xib(copyright: #"<rect key="frame" x="20" y="400" width="441" height="21"/>"#), fileExtension: "xib")
        #expect(
            InterfaceBuilderTests.frame(kept.solution, "8ie-xW-0ye") == InterfaceBuilderTests.rect(20, 439, 441, 21))
    }

    @Test func xcode9sLaunchScreenTemplateLabelsSpanTheViewAsSaved() throws {
        // Xcode 9's launch screen saved its two labels across the whole 375 pt view where
        // their constraints (20 pt from the safe area's sides, centred) make them 335 wide
        // from 20 (Charts' demo). Moved off that frame, a label is laid out.
        func storyboard(nameFrame: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="01J-lp-oVM">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="EHf-IW-A2E">
                        <objects>
                            <viewController id="01J-lp-oVM" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Copyright" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="obG-Y5-kRd">
                                            <rect key="frame" x="0.0" y="626.5" width="375" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Demo" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="GJd-Yh-RWb">
                                            \(nameFrame)
                                            <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="8Hx-Yn-UEU" firstAttribute="centerX" secondItem="obG-Y5-kRd" secondAttribute="centerX" id="5cz-MP-9tL"/>
                                        <constraint firstItem="8Hx-Yn-UEU" firstAttribute="centerX" secondItem="GJd-Yh-RWb" secondAttribute="centerX" id="Q3B-4B-g5h"/>
                                        <constraint firstItem="obG-Y5-kRd" firstAttribute="leading" secondItem="8Hx-Yn-UEU" secondAttribute="leading" constant="20" symbolic="YES" id="SfN-ll-jLj"/>
                                        <constraint firstAttribute="bottom" secondItem="obG-Y5-kRd" secondAttribute="bottom" constant="20" id="Y44-ml-fuU"/>
                                        <constraint firstItem="GJd-Yh-RWb" firstAttribute="centerY" secondItem="Ze5-6b-2t3" secondAttribute="bottom" multiplier="1/3" constant="1" id="moa-c2-u7t"/>
                                        <constraint firstItem="GJd-Yh-RWb" firstAttribute="leading" secondItem="8Hx-Yn-UEU" secondAttribute="leading" constant="20" symbolic="YES" id="x7j-FC-K8j"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="8Hx-Yn-UEU"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let template = try InterfaceBuilderTests.designed(
            storyboard(nameFrame: #"<rect key="frame" x="0.0" y="202" width="375" height="43"/>"#),
            fileExtension: "storyboard")
        #expect(
            InterfaceBuilderTests.frame(template.solution, "obG-Y5-kRd")
                == InterfaceBuilderTests.rect(0, 626.5, 375, 20.5))
        #expect(
            InterfaceBuilderTests.frame(template.solution, "GJd-Yh-RWb") == InterfaceBuilderTests.rect(0, 202, 375, 43))
        let moved = try InterfaceBuilderTests.designed(
            storyboard(nameFrame: #"<rect key="frame" x="20" y="202" width="335" height="43"/>"#),
            fileExtension: "storyboard")
        let name = InterfaceBuilderTests.frame(moved.solution, "GJd-Yh-RWb")
        #expect(name.count == 4 && name[0] != 0 && name[2] < 375, "\(name)")
    }

    @Test func tvOSHadNoOverscanSafeAreaBeforeXcode9() throws {
        // SVProgressHUD's tvOS demo (Xcode 8): a pane 60 pt below the top layout guide and
        // 90 pt inside the root's leading margin was saved at (110, 60): the guide at the
        // screen's top, the margin 20 pt in. tvOS 11 (Xcode 9) brought the 60 pt insets.
        // The television is the canvas whether the file names it in landscape, names it
        // with no orientation (Xcode 11, Gifu's tvOS demo) or names no device (Xcode 7,
        // AFNetworking's and MBProgressHUD's tvOS demos).
        let landscape = #"<device id="appleTV" orientation="landscape"><adaptation id="light"/></device>"#
        func pane(toolsVersion: String, device: String = landscape) throws -> [Double] {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.AppleTV.Storyboard" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="BYZ-38-t0r">
                    \(device)
                    <scenes>
                        <scene sceneID="tne-QT-ifu">
                            <objects>
                                <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                                    <layoutGuides>
                                        <viewControllerLayoutGuide type="top" id="y3c-jy-aDJ"/>
                                        <viewControllerLayoutGuide type="bottom" id="wfy-db-euE"/>
                                    </layoutGuides>
                                    <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                        <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="1jn-x4-omw">
                                                <rect key="frame" x="110" y="60" width="768" height="960"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="1jn-x4-omw" firstAttribute="top" secondItem="y3c-jy-aDJ" secondAttribute="bottom" constant="60" id="bCU-Nu-JlV"/>
                                            <constraint firstItem="wfy-db-euE" firstAttribute="top" secondItem="1jn-x4-omw" secondAttribute="bottom" constant="60" id="bF9-6e-kTe"/>
                                            <constraint firstItem="1jn-x4-omw" firstAttribute="leading" secondItem="8bC-Xf-vdC" secondAttribute="leadingMargin" constant="90" id="bYX-eW-k9T"/>
                                            <constraint firstItem="1jn-x4-omw" firstAttribute="width" secondItem="8bC-Xf-vdC" secondAttribute="width" multiplier="0.4" id="nlX-AJ-cPT"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            let (_, _, solution) = try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard")
            return InterfaceBuilderTests.frame(solution, "1jn-x4-omw")
        }
        #expect(try pane(toolsVersion: "12121") == InterfaceBuilderTests.rect(110, 60, 768, 960))
        #expect(try pane(toolsVersion: "9052", device: "") == InterfaceBuilderTests.rect(110, 60, 768, 960))
        let later = try pane(toolsVersion: "14109")
        #expect(later.count == 4 && later[1] == 120 && later[3] == 840, "\(later)")
        #expect(try pane(toolsVersion: "15505", device: #"<device id="appleTV" appearance="light"/>"#) == later)
    }

    @Test func tabsOfATabBarControllerPushedInANavigationControllerAreUnderItsBar() throws {
        // A tab bar controller shown from a navigation controller's root with a 96 pt
        // large-title bar: its tab sits under the status bar and that bar (116 pt down,
        // as Tinode's tabs were saved) and above the tab bar.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="tnv-ct-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="tnv-sc-001">
                        <objects>
                            <navigationController id="tnv-ct-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="tnv-br-001">
                                    <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="thm-ct-001" kind="relationship" relationship="rootViewController" id="tnv-sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="thm-sc-001">
                        <objects>
                            <viewController id="thm-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="thm-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="thm-sa-001"/>
                                </view>
                                <connections>
                                    <segue destination="ttb-ct-001" kind="show" id="thm-sg-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="ttb-sc-001">
                        <objects>
                            <tabBarController id="ttb-ct-001" sceneMemberID="viewController">
                                <navigationItem key="navigationItem" title="New" id="ttb-ni-001"/>
                                <tabBar key="tabBar" contentMode="scaleToFill" id="ttb-br-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    <segue destination="ttt-ct-001" kind="relationship" relationship="viewControllers" id="ttb-sg-001"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="ttt-sc-001">
                        <objects>
                            <viewController id="ttt-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="ttt-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ttt-vw-002">
                                            <rect key="frame" x="0.0" y="116" width="375" height="502"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="ttt-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="ttt-vw-002" firstAttribute="top" secondItem="ttt-sa-001" secondAttribute="top" id="ttt-cn-001"/>
                                        <constraint firstItem="ttt-vw-002" firstAttribute="bottom" secondItem="ttt-sa-001" secondAttribute="bottom" id="ttt-cn-002"/>
                                        <constraint firstItem="ttt-vw-002" firstAttribute="leading" secondItem="ttt-sa-001" secondAttribute="leading" id="ttt-cn-003"/>
                                        <constraint firstItem="ttt-vw-002" firstAttribute="trailing" secondItem="ttt-sa-001" secondAttribute="trailing" id="ttt-cn-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (_, e, solution) = try InterfaceBuilderTests.designed(
            storyboard, fileExtension: "storyboard", scene: "ttt-ct-001")
        #expect(e.safeArea.top == 116 && e.safeArea.bottom == 49)
        #expect(InterfaceBuilderTests.frame(solution, "ttt-vw-002") == InterfaceBuilderTests.rect(0, 116, 375, 502))
    }

    @Test func aSceneThatNeverShowsALargeTitleAndAScrollingRootHaveTheStandardBar() throws {
        // AltStore's settings (Xcode 11.3, 4.7-inch canvas, no status bar drawn): a 96 pt
        // large-title bar saved in the navigation controller; its licences scene says
        // `largeTitleDisplayMode="never"` and saved its text view 44 pt down. From Xcode
        // 12.3 a root whose content is a scroll view is drawn under the standard bar too,
        // whatever its item asks (Pipable's text view, `always`; Mangos' table; DataDog's
        // collection view: 44 pt below the status bar, not 96), as did Xcode 11; other
        // roots under the large one (DoctorPoint's login form, Xcode 13.3), and every root
        // of Xcode 10 and 12.0 (FireMessenger's table).
        // A pushed scene `lgt-ct-n`, its navigation item's mode given or left automatic.
        func pushed(_ n: String, title: String, mode: String? = nil, shows: String? = nil) -> String {
            let largeTitle = mode.map { #" largeTitleDisplayMode="\#($0)""# } ?? ""
            let segue = shows.map { #"<segue destination="lgt-ct-\#($0)" kind="show" id="lgt-sg-\#($0)"/>"# } ?? ""
            return """
                <scene sceneID="lgt-ct-\(n)-sc"><objects>
                <viewController id="lgt-ct-\(n)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="lgt-ct-\(n)-vw">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <viewLayoutGuide key="safeArea" id="lgt-ct-\(n)-sa"/>
                </view>
                <navigationItem key="navigationItem" title="\(title)"\(largeTitle) id="lgt-ni-\(n)"/>
                <connections>\(segue)</connections>
                </viewController>
                </objects></scene>
                """
        }
        // The root's content, with a cell to show (a table's or collection view's) unless
        // `empty`.
        // `wrapper`: the content alone in a view of that kind, itself the root's first subview.
        func storyboard(
            tools: String, rootContent: String, savedBar: Bool = true, empty: Bool = false, wrapper: String? = nil,
            title: String = "Settings", barHeight: String = "96"
        ) -> String {
            let barFrame = savedBar ? #"<rect key="frame" x="0.0" y="0.0" width="375" height="\#(barHeight)"/>"# : ""
            // A table's prototype cell, a collection view's cell.
            let kinds = [
                "tableView": ("prototypes", "tableViewCell"), "collectionView": ("cells", "collectionViewCell"),
            ]
            let cell =
                empty
                ? ""
                : kinds[rootContent].map { container, tag in
                    """
                    <\(container)><\(tag) contentMode="scaleToFill" reuseIdentifier="Item" id="lgt-cl-001">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    </\(tag)></\(container)>
                    """
                } ?? ""
            let content = """
                <\(rootContent) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lgt-ct-001-cn">
                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                    \(cell)
                </\(rootContent)>
                """
            let first =
                wrapper.map {
                    """
                    <\($0) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lgt-ct-001-wr">
                        <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                        <subviews>\(content)</subviews>
                    </\($0)>
                    """
                } ?? content
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="lgt-nv-001">
                    <device id="retina4_7" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="lgt-sc-001">
                            <objects>
                                <navigationController id="lgt-nv-001" sceneMemberID="viewController">
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="lgt-br-001">
                                        \(barFrame)
                                        <autoresizingMask key="autoresizingMask"/>
                                    </navigationBar>
                                    <connections>
                                        <segue destination="lgt-ct-001" kind="relationship" relationship="rootViewController" id="lgt-sg-001"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                        <scene sceneID="lgt-ct-001-sc">
                            <objects>
                                <viewController id="lgt-ct-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="lgt-ct-001-vw">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            \(first)
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="lgt-ct-001-sa"/>
                                        <constraints>
                                            <constraint firstItem="lgt-ct-001-cn" firstAttribute="top" secondItem="lgt-ct-001-sa" secondAttribute="top" id="lgt-ct-001-c1"/>
                                        </constraints>
                                    </view>
                                    <navigationItem key="navigationItem" title="\(title)" largeTitleDisplayMode="always" id="lgt-ni-001"/>
                                    <connections>
                                        <segue destination="lgt-ct-002" kind="show" id="lgt-sg-002"/>
                                        <segue destination="lgt-ct-003" kind="show" id="lgt-sg-003"/>
                                    </connections>
                                </viewController>
                            </objects>
                        </scene>
                        \(pushed("002", title: "Licences", mode: "never", shows: "004"))
                        \(pushed("003", title: "Patreon", mode: "always"))
                        \(pushed("004", title: "Licence"))
                    </scenes>
                </document>
                """
        }
        func top(
            _ scene: String, tools: String = "19162", rootContent: String = "tableView", savedBar: Bool = true,
            empty: Bool = false, wrapper: String? = nil, title: String = "Settings", barHeight: String = "96"
        ) throws -> Double {
            try InterfaceBuilderTests.designed(
                storyboard(
                    tools: tools, rootContent: rootContent, savedBar: savedBar, empty: empty, wrapper: wrapper,
                    title: title, barHeight: barHeight),
                fileExtension: "storyboard", scene: scene
            ).1.safeArea.top
        }
        // A scene that never shows a large title, in every era; a pushed scene that may,
        // under the large bar.
        #expect(try top("lgt-ct-002", tools: "15701") == 44)
        #expect(try top("lgt-ct-002") == 44)
        #expect(try top("lgt-ct-003") == 96)
        // A scene whose item leaves the mode automatic takes the mode of the scene that
        // pushes it: Licence, pushed from Licences, has the standard bar (a recipe app's
        // description scene, Xcode 11: its scroll view 44 pt below the status bar).
        #expect(try top("lgt-ct-004") == 44)
        // The root: under the standard bar over a table, text or collection view from
        // Xcode 12.3; under the large one over other content, or before.
        #expect(try top("lgt-ct-001") == 44)
        #expect(try top("lgt-ct-001", rootContent: "textView") == 44)
        #expect(try top("lgt-ct-001", rootContent: "collectionView") == 44)
        // A table or collection view with no cell to show is other content (Githubgenics'
        // empty bookmarks table, Xcode 12.5, and a chat app's, 14.3: 96 pt below the status
        // bar; the same app's tables with a prototype cell 44).
        #expect(try top("lgt-ct-001", empty: true) == 96)
        #expect(try top("lgt-ct-001", rootContent: "collectionView", empty: true) == 96)
        #expect(try top("lgt-ct-001", rootContent: "stackView") == 96)
        // The first subview is looked for inside a first subview that is a stack or a plain
        // view: an events app's grouped table alone in a stack at the safe area's top (Xcode
        // 13.0) was saved 44 pt below the status bar; a plain scroll view is not looked into.
        #expect(try top("lgt-ct-001", wrapper: "stackView") == 44)
        #expect(try top("lgt-ct-001", rootContent: "collectionView", wrapper: "view") == 44)
        #expect(try top("lgt-ct-001", wrapper: "scrollView") == 96)
        // A plain scroll view is other content (a scoliosis app's home scene of Xcode 15:
        // its scroll view at the safe area's top saved 96 pt below the status bar).
        #expect(try top("lgt-ct-001", rootContent: "scrollView") == 96)
        // From Xcode 12.3 (a budget app's table, tools 17701), and in Xcode 11 (a blackjack
        // game's card collection, 15705); Xcode 12.0 drew the large bar (FireMessenger's
        // table, 17156).
        #expect(try top("lgt-ct-001", tools: "17701") == 44)
        #expect(try top("lgt-ct-001", tools: "17156") == 96)
        #expect(try top("lgt-ct-001", tools: "15705", rootContent: "collectionView") == 44)
        // A large title in Arabic script is a taller line: a bookshop's scenes titled
        // "مكتبة طويق" (Xcode 12.0 and 12.3) have their safe area 8.5 pt below the 96 pt
        // bar their navigation controller saved; a bar saved 104.5 high has it already.
        let arabic = "مكتبة طويق"
        #expect(try top("lgt-ct-001", tools: "17701", rootContent: "stackView", title: arabic) == 104.5)
        #expect(
            try top("lgt-ct-001", tools: "17701", rootContent: "stackView", title: arabic, barHeight: "104.5") == 104.5)
        #expect(try top("lgt-ct-001", tools: "17701", title: arabic) == 44)
        // A large-title bar saved without a frame is as high as a saved one (a dog-breeds
        // app's bar, Xcode 13.2: its table saved 96 pt below the status bar).
        #expect(try top("lgt-ct-001", rootContent: "stackView", savedBar: false) == 96)
        #expect(try top("lgt-ct-002", savedBar: false) == 44)
        // A root's view pinned to the safe area's top sits below the large bar.
        let (_, _, solution) = try InterfaceBuilderTests.designed(
            storyboard(tools: "20037", rootContent: "view"), fileExtension: "storyboard", scene: "lgt-ct-001")
        #expect(InterfaceBuilderTests.frame(solution, "lgt-ct-001-cn").dropFirst().first == 96)
    }

    @Test func aXibsCustomViewHasTheSystemMarginsOfARootView() throws {
        // A xib's custom view (or collection reusable view) with a view pinned to its
        // margins: 16 pt in at 375 pt wide, 20 at 480, as the fetched apps' saved frames
        // show (27 of 29 such views).
        func inset(_ element: String, width: Int) throws -> Double? {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait" appearance="light"/>
                    <objects>
                        <\(element) contentMode="scaleToFill" id="xmv-rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xmv-vw-001">
                                    <rect key="frame" x="16" y="20" width="\(width - 32)" height="40"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="xmv-vw-001" firstAttribute="leading" secondItem="xmv-rt-001" secondAttribute="leadingMargin" id="xmv-c01"/>
                                <constraint firstItem="xmv-rt-001" firstAttribute="trailingMargin" secondItem="xmv-vw-001" secondAttribute="trailing" id="xmv-c02"/>
                                <constraint firstItem="xmv-vw-001" firstAttribute="top" secondItem="xmv-rt-001" secondAttribute="top" constant="20" id="xmv-c03"/>
                                <constraint firstItem="xmv-vw-001" firstAttribute="height" constant="40" id="xmv-c04"/>
                            </constraints>
                        </\(element)>
                    </objects>
                </document>
                """
            return try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution.frame("xmv-vw-001")?.x
        }
        #expect(try inset("view", width: 375) == 16)
        #expect(try inset("view", width: 480) == 20)
        #expect(try inset("collectionReusableView", width: 375) == 16)
        // A collection view cell too (Rocket.Chat's message cells: an avatar pinned to the
        // cell's leading margin, 16 pt in; a podcast app's two of Xcode 11, text pinned to
        // their top and bottom margins at their top and bottom).
        let cell = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="xmc-cl-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xmc-av-001">
                                    <rect key="frame" x="16" y="10" width="40" height="40"/>
                                </view>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="xmc-av-001" firstAttribute="leading" secondItem="xmc-cl-001" secondAttribute="leadingMargin" id="xmc-c01"/>
                            <constraint firstItem="xmc-av-001" firstAttribute="top" secondItem="xmc-cl-001" secondAttribute="top" constant="10" id="xmc-c02"/>
                            <constraint firstItem="xmc-av-001" firstAttribute="width" constant="40" id="xmc-c03"/>
                            <constraint firstItem="xmc-av-001" firstAttribute="height" constant="40" id="xmc-c04"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let (_, e, solution) = try InterfaceBuilderTests.designed(cell, fileExtension: "xib")
        #expect(e.margins.leading == 16 && e.margins.top == 0 && e.margins.bottom == 0)
        #expect(solution.frame("xmc-av-001")?.x == 16)
    }

    @Test(arguments: ["6254", "9531"])
    func anXcode6CollectionCellIsItsContentViewsSize(toolsVersion: String) throws {
        // A movie app's poster cell (Xcode 6): the cell saved at the library's 50×50, its
        // content view and the image view pinned to the cell's edges at 125×200, the size
        // Xcode laid it out at. From Xcode 7 the cell's own frame is its size.
        let cell = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="x6c-cl-001">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="125" height="200"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="x6c-iv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="125" height="200"/>
                                </imageView>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="x6c-iv-001" firstAttribute="top" secondItem="x6c-cl-001" secondAttribute="top" id="x6c-c01"/>
                            <constraint firstAttribute="bottom" secondItem="x6c-iv-001" secondAttribute="bottom" id="x6c-c02"/>
                            <constraint firstItem="x6c-iv-001" firstAttribute="leading" secondItem="x6c-cl-001" secondAttribute="leading" id="x6c-c03"/>
                            <constraint firstAttribute="trailing" secondItem="x6c-iv-001" secondAttribute="trailing" id="x6c-c04"/>
                        </constraints>
                    </collectionViewCell>
                </objects>
            </document>
            """
        let solution = try InterfaceBuilderTests.designed(cell, fileExtension: "xib").solution
        let expected = toolsVersion == "6254" ? [0.0, 0, 125, 200] : [0, 0, 50, 50]
        #expect(InterfaceBuilderTests.frame(solution, "x6c-iv-001") == expected)
    }

    @Test func aCollectionViewCellHasTheStatusBarFromXcode12AndTheHomeIndicatorFrom14() throws {
        // AltStore's update cell (Xcode 11.1, 6.1-inch canvas): a stack 15 pt above the
        // cell's bottom with margins from the safe area, so no home indicator below it;
        // a Pocket Casts cell of Xcode 14 has it 34 pt up (and 48 down).
        func safeArea(_ tools: String) throws -> Insets {
            let cell = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <objects>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="csa-cl-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="125"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="125"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </view>
                        </collectionViewCell>
                    </objects>
                </document>
                """
            return try InterfaceBuilderTests.designed(cell, fileExtension: "xib").1.safeArea
        }
        #expect(try safeArea("15400") == Insets.zero)
        // Xcode 12 to 13.4 drew it at the top of the screen: the status bar above, the home
        // indicator far below (a VK client's 371×386 cell of Xcode 13, its image view at
        // the cell's bottom, 342 pt square).
        #expect(try safeArea("17701") == Insets(top: 44))
        #expect(try safeArea("21501") == Insets(top: 48, bottom: 34))
        // Xcode 14.1's first build (tools 21225) drew them so already: two apps' scenes
        // under a navigation bar on the 6.1-inch LCD canvas sit 92 pt down.
        #expect(try safeArea("21225") == Insets(top: 48, bottom: 34))
    }

    @Test func aFieldWithNoRoomInACellIsNoHeightNotLess() throws {
        // A 44 pt cell with a label over a text field, 12 pt from its top and bottom and 4
        // apart (Esri's coordinate formats): the label's text needs 18 pt, which leaves the
        // field −2 pt. Sizes cannot be negative: the field is 0 high and the label, which
        // resists at 751, gives up the rest, as Xcode saved them (16 and 0).
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="44" id="nns-cl-001">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="nns-cl-001" id="nns-cv-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" verticalCompressionResistancePriority="751" text="Decimal Degrees" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="nns-lb-001">
                                    <rect key="frame" x="20" y="12" width="116.5" height="16"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                </label>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="45.0000N 120.0000E" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="nns-tf-001">
                                    <rect key="frame" x="20" y="32" width="378" height="0.0"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <textInputTraits key="textInputTraits"/>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="nns-lb-001" firstAttribute="leading" secondItem="nns-cv-001" secondAttribute="leadingMargin" id="nns-c01"/>
                                <constraint firstAttribute="trailing" secondItem="nns-tf-001" secondAttribute="trailing" constant="16" id="nns-c02"/>
                                <constraint firstItem="nns-tf-001" firstAttribute="top" secondItem="nns-lb-001" secondAttribute="bottom" constant="4" id="nns-c03"/>
                                <constraint firstItem="nns-tf-001" firstAttribute="leading" secondItem="nns-lb-001" secondAttribute="leading" id="nns-c04"/>
                                <constraint firstItem="nns-lb-001" firstAttribute="top" secondItem="nns-cv-001" secondAttribute="top" constant="12" id="nns-c05"/>
                                <constraint firstAttribute="bottom" secondItem="nns-tf-001" secondAttribute="bottom" constant="12" id="nns-c06"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let (_, _, solution) = try InterfaceBuilderTests.designed(xib, fileExtension: "xib")
        #expect(solution.status == .ok)
        let label = InterfaceBuilderTests.frame(solution, "nns-lb-001")
        #expect(label[1] == 12 && label[3] == 16)
        #expect(InterfaceBuilderTests.frame(solution, "nns-tf-001") == [20, 32, 378, 0])
    }

    @Test func anIPadIdDrawnAsANewerModelTakesThatModelsScreen() throws {
        // Xcode 15.3 and later draw `ipad11_0rounded` as the 11-inch iPad Pro (M4), 1210 ×
        // 834 in landscape: an apple-picking game's column of tools 23094, pinned to the
        // safe area, was saved 24 pt down and 20 pt short of the bottom. Taken for the 4th
        // generation's 1194 pt screen, the root was narrower than the device and had no
        // home indicator below it. Xcode 14's 1194 pt roots keep that model.
        func column(width: Int, tools: String) throws -> [Double] {
            let storyboard = InterfaceBuilderTests.singleScene(
                "m4i", toolsVersion: tools, device: "ipad11_0rounded", orientation: "landscape", width: width,
                height: 834,
                subviews: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="m4i-cl-001">
                        <rect key="frame" x="0.0" y="24" width="\(width)" height="790"/>
                    </view>
                    """,
                constraints: """
                    <constraint firstItem="m4i-cl-001" firstAttribute="top" secondItem="m4i-sa-001" secondAttribute="top" id="m4i-c01"/>
                    <constraint firstItem="m4i-cl-001" firstAttribute="leading" secondItem="m4i-sa-001" secondAttribute="leading" id="m4i-c02"/>
                    <constraint firstItem="m4i-sa-001" firstAttribute="trailing" secondItem="m4i-cl-001" secondAttribute="trailing" id="m4i-c03"/>
                    <constraint firstItem="m4i-sa-001" firstAttribute="bottom" secondItem="m4i-cl-001" secondAttribute="bottom" id="m4i-c04"/>
                    """)
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard").solution, "m4i-cl-001")
        }
        #expect(try column(width: 1210, tools: "23094") == InterfaceBuilderTests.rect(0, 24, 1210, 790))
        #expect(try column(width: 1194, tools: "21225") == InterfaceBuilderTests.rect(0, 24, 1194, 790))
    }

    @Test func aToolbarIsTallerAboveTheHomeIndicator() throws {
        // A toolbar placed as a view, pinned to the safe area's bottom: 49 pt on the 6.1-inch
        // canvas of Xcode 12 (as Esri's samples saved theirs) and of Xcode 10.2 (two camera
        // apps' on the 5.8-inch one), 44 on the 4.7-inch one and before Xcode 9, iOS 26's 48
        // in Xcode 26. One in the top half of its scene, pinned to the safe area's top, is
        // 44 pt there too (meme editors' top toolbars of Xcode 10.2 to 12.3: 5 of 5).
        func toolbar(
            _ device: String, _ tools: String, atTop: Bool = false, bottomConstant: String = "0"
        ) throws
            -> [Double]
        {
            let (y, edge) = atTop ? (44, "top") : (813, "bottom")
            let storyboard = InterfaceBuilderTests.singleScene(
                "tlb", toolsVersion: tools, device: device,
                subviews: """
                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tlb-tb-001">
                        <rect key="frame" x="0.0" y="\(y)" width="414" height="49"/>
                    </toolbar>
                    """,
                constraints: """
                    <constraint firstItem="tlb-tb-001" firstAttribute="leading" secondItem="tlb-sa-001" secondAttribute="leading" id="tlb-c01"/>
                    <constraint firstItem="tlb-tb-001" firstAttribute="trailing" secondItem="tlb-sa-001" secondAttribute="trailing" id="tlb-c02"/>
                    <constraint firstItem="tlb-tb-001" firstAttribute="\(edge)" secondItem="tlb-sa-001" secondAttribute="\(edge)" constant="\(bottomConstant)" id="tlb-c03"/>
                    """)
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard").solution, "tlb-tb-001")
        }
        #expect(try toolbar("retina6_1", "17701") == InterfaceBuilderTests.rect(0, 813, 414, 49))
        #expect(try toolbar("retina4_7", "17701")[3] == 44)
        #expect(try toolbar("retina5_9", "14490.70")[3] == 49)
        #expect(try toolbar("retina5_9", "12121")[3] == 44)
        #expect(try toolbar("retina6_1", "24127")[3] == 48)
        #expect(try toolbar("retina6_1", "17701", atTop: true) == InterfaceBuilderTests.rect(0, 44, 414, 44))
        #expect(try toolbar("retina5_9", "14490.70", atTop: true)[3] == 44)
        // Held anywhere else, it is the standard 44: a photo app's toolbar of Xcode 13.0,
        // its bottom 39 pt below the safe area's, and a home-inventory app's of Xcode 10.2,
        // 8 pt below it, were saved 44 high.
        #expect(try toolbar("retina6_1", "17701", bottomConstant: "-39")[3] == 44)
        #expect(try toolbar("retina6_1", "14490.70", bottomConstant: "-8")[3] == 44)
    }

    @Test func xcode26sCellsAndSlidersOnThe47InchCanvas() throws {
        // Delta's settings, saved by Xcode 26 on the 4.7-inch canvas: a cell's content view
        // has 16 pt side margins there (20 on wider iPhones), and a slider pinned to them is
        // iOS 26's, 34 pt high with no alignment insets.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24128" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="sld-ct-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sld-sc-001">
                        <objects>
                            <tableViewController id="sld-ct-001" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="51" id="sld-tv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="none" reuseIdentifier="Opacity" rowHeight="51" id="sld-cl-001">
                                            <rect key="frame" x="0.0" y="50" width="375" height="51"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="sld-cl-001" id="sld-cv-001">
                                                <rect key="frame" x="0.0" y="0.0" width="375" height="51"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld-sl-001">
                                                        <rect key="frame" x="16" y="8.5" width="343" height="34"/>
                                                    </slider>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="sld-sl-001" firstAttribute="leading" secondItem="sld-cv-001" secondAttribute="leadingMargin" id="sld-c01"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="sld-sl-001" secondAttribute="trailing" id="sld-c02"/>
                                                    <constraint firstAttribute="centerY" secondItem="sld-sl-001" secondAttribute="centerY" id="sld-c03"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let solution = try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard", scene: "Opacity")
            .solution
        #expect(InterfaceBuilderTests.frame(solution, "sld-sl-001") == InterfaceBuilderTests.rect(16, 8.5, 343, 34))
    }

    @Test func aSceneShownFromOneThatSimulatesABarInfersIt() throws {
        // IBAnimatable's playground: a scene that simulates an opaque navigation bar (its
        // navigation controller is in another storyboard) shows another; Xcode infers the
        // bar there, so the second scene's root starts below it (603 pt high, its safe area
        // at its top) instead of under the status bar.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14113" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="inf-ct-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="inf-sc-001">
                        <objects>
                            <viewController id="inf-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="inf-vw-001">
                                    <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="inf-sa-001"/>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                                <connections>
                                    <segue destination="inf-ct-002" kind="show" id="inf-sg-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="inf-sc-002">
                        <objects>
                            <viewController id="inf-ct-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="inf-vw-002">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inf-vw-003">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="inf-sa-002"/>
                                    <constraints>
                                        <constraint firstItem="inf-vw-003" firstAttribute="top" secondItem="inf-sa-002" secondAttribute="top" id="inf-c01"/>
                                        <constraint firstItem="inf-vw-003" firstAttribute="leading" secondItem="inf-vw-002" secondAttribute="leading" id="inf-c02"/>
                                        <constraint firstItem="inf-vw-003" firstAttribute="trailing" secondItem="inf-vw-002" secondAttribute="trailing" id="inf-c03"/>
                                        <constraint firstItem="inf-vw-003" firstAttribute="height" constant="100" id="inf-c04"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (canvas, e, solution) = try InterfaceBuilderTests.designed(
            storyboard, fileExtension: "storyboard", scene: "inf-ct-002")
        #expect(canvas.bars == ["navigation bar (inferred from 'View Controller')"])
        #expect(e.safeArea.top == 0)
        #expect(InterfaceBuilderTests.frame(solution, "inf-vw-003") == InterfaceBuilderTests.rect(0, 0, 375, 100))
    }

    @Test func aScenePresentedAsASheetIsBelowTheStatusBar() throws {
        // Packt's location picker (Xcode 11): a navigation controller presented in the
        // default style; its root is drawn as a sheet, 54 pt shorter than the 6.1-inch
        // screen, under a 56 pt bar at its top, and its table ends 34 pt above the bottom.
        // Presented full screen, the same scene keeps the status bar. The `modal` kind of
        // Xcode 5's segues is a presentation too (Eureka's event form: a 56 pt bar at the
        // sheet's top, where a full-screen scene would have 100 pt). A popover segue's
        // destination is a sheet on an iPhone as well.
        func storyboard(style: String, rootHeight: Int, kind: String = "presentation", tools: Int = 15705) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="sht-ct-001">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sht-sc-001">
                        <objects>
                            <viewController id="sht-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="sht-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="sht-sa-001"/>
                                </view>
                                <connections>
                                    <segue destination="sht-nc-001" kind="\(kind)" \(style) id="sht-sg-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="sht-sc-002">
                        <objects>
                            <navigationController id="sht-nc-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="sht-nb-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="sht-ct-002" kind="relationship" relationship="rootViewController" id="sht-sg-002"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="sht-sc-003">
                        <objects>
                            <viewController id="sht-ct-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="sht-vw-002">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="\(rootHeight)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="sht-tv-001">
                                            <rect key="frame" x="0.0" y="56" width="414" height="752"/>
                                        </tableView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sht-sa-002"/>
                                    <constraints>
                                        <constraint firstItem="sht-tv-001" firstAttribute="top" secondItem="sht-sa-002" secondAttribute="top" id="sht-c01"/>
                                        <constraint firstItem="sht-sa-002" firstAttribute="trailing" secondItem="sht-tv-001" secondAttribute="trailing" id="sht-c02"/>
                                        <constraint firstItem="sht-tv-001" firstAttribute="leading" secondItem="sht-sa-002" secondAttribute="leading" id="sht-c03"/>
                                        <constraint firstItem="sht-sa-002" firstAttribute="bottom" secondItem="sht-tv-001" secondAttribute="bottom" id="sht-c04"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" id="sht-ni-001"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let (sheet, _, inSheet) = try InterfaceBuilderTests.designed(
            storyboard(style: "", rootHeight: 842), fileExtension: "storyboard", scene: "sht-ct-002")
        #expect(sheet.summary.contains("presented as a sheet"))
        #expect(InterfaceBuilderTests.frame(inSheet, "sht-tv-001") == InterfaceBuilderTests.rect(0, 56, 414, 752))
        let (_, _, fullScreen) = try InterfaceBuilderTests.designed(
            storyboard(style: #"modalPresentationStyle="fullScreen""#, rootHeight: 896), fileExtension: "storyboard",
            scene: "sht-ct-002")
        #expect(InterfaceBuilderTests.frame(fullScreen, "sht-tv-001") == InterfaceBuilderTests.rect(0, 100, 414, 762))
        let (legacy, _, inLegacySheet) = try InterfaceBuilderTests.designed(
            storyboard(style: "", rootHeight: 842, kind: "modal"), fileExtension: "storyboard", scene: "sht-ct-002")
        #expect(legacy.summary.contains("presented as a sheet"))
        #expect(InterfaceBuilderTests.frame(inLegacySheet, "sht-tv-001") == InterfaceBuilderTests.rect(0, 56, 414, 752))
        // A popover adapts to a sheet on an iPhone (Esri's settings popovers, 842 pt high).
        let (popover, _, inPopover) = try InterfaceBuilderTests.designed(
            storyboard(style: #"popoverAnchorView="sht-vw-001""#, rootHeight: 842, kind: "popoverPresentation"),
            fileExtension: "storyboard", scene: "sht-ct-002")
        #expect(popover.summary.contains("presented as a sheet"))
        #expect(InterfaceBuilderTests.frame(inPopover, "sht-tv-001") == InterfaceBuilderTests.rect(0, 56, 414, 752))
        // From Xcode 13.3 the canvas's sheet has no home indicator's inset at its bottom: the
        // table reaches it (an indoor map's building list, tools 20037; ConnectyCube's
        // dialog list, 21701; Habitica's sheets). A hotel app's of 18122 keeps the 34 pt.
        for (tools, height) in [(21701, 786.0), (20037, 786), (18122, 752)] {
            let (_, _, solution) = try InterfaceBuilderTests.designed(
                storyboard(style: "", rootHeight: 842, tools: tools), fileExtension: "storyboard",
                scene: "sht-ct-002")
            #expect(
                InterfaceBuilderTests.frame(solution, "sht-tv-001") == InterfaceBuilderTests.rect(0, 56, 414, height),
                "\(tools)")
        }
    }

    @Test func aPresentedSceneFillingTheScreenHasNoDeviceInsetsFromXcode14() throws {
        // An about-me course's welcome scene (Xcode 15, the 6.1-inch canvas), the tab of a
        // tab bar controller its login scene presents full screen: its card pinned 140 pt
        // below the safe area's top was saved at y 140, and its footer 167 pt above the
        // safe area's bottom ends 49 pt (the tab bar) above that, not below a status bar
        // and above a home indicator. Xcode 13.2 drew the same scene with both. Presented
        // as a sheet, the tab is in the sheet: its root 10 pt short of the screen, nothing
        // above it.
        func scene(
            toolsVersion: String, style: String = #"modalPresentationStyle="fullScreen""#, rootHeight: Int = 896
        )
            throws -> (card: [Double], footer: [Double])
        {
            let storyboard = Self.presentingStoryboard(
                prefix: "pfs", toolsVersion: toolsVersion, destination: "pfs-tb-001", style: style,
                scenes: """
                        <scene sceneID="pfs-sc-002">
                            <objects>
                                <tabBarController id="pfs-tb-001" sceneMemberID="viewController">
                                    <tabBar key="tabBar" contentMode="scaleToFill" id="pfs-tr-001">
                                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                    </tabBar>
                                    <connections>
                                        <segue destination="pfs-ct-002" kind="relationship" relationship="viewControllers" id="pfs-sg-002"/>
                                    </connections>
                                </tabBarController>
                            </objects>
                        </scene>
                        <scene sceneID="pfs-sc-003">
                            <objects>
                                <viewController id="pfs-ct-002" title="Welcome" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="pfs-vw-002">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="\(rootHeight)"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pfs-cd-001">
                                                <rect key="frame" x="16" y="140" width="382" height="100"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="100" id="pfs-c01"/>
                                                </constraints>
                                            </view>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pfs-ft-001">
                                                <rect key="frame" x="16" y="645" width="382" height="35"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="35" id="pfs-c02"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="pfs-sa-002"/>
                                        <constraints>
                                            <constraint firstItem="pfs-cd-001" firstAttribute="top" secondItem="pfs-sa-002" secondAttribute="top" constant="140" id="pfs-c03"/>
                                            <constraint firstItem="pfs-cd-001" firstAttribute="leading" secondItem="pfs-sa-002" secondAttribute="leading" constant="16" id="pfs-c04"/>
                                            <constraint firstItem="pfs-sa-002" firstAttribute="trailing" secondItem="pfs-cd-001" secondAttribute="trailing" constant="16" id="pfs-c05"/>
                                            <constraint firstItem="pfs-sa-002" firstAttribute="bottom" secondItem="pfs-ft-001" secondAttribute="bottom" constant="167" id="pfs-c06"/>
                                            <constraint firstItem="pfs-ft-001" firstAttribute="leading" secondItem="pfs-sa-002" secondAttribute="leading" constant="16" id="pfs-c07"/>
                                            <constraint firstItem="pfs-sa-002" firstAttribute="trailing" secondItem="pfs-ft-001" secondAttribute="trailing" constant="16" id="pfs-c08"/>
                                        </constraints>
                                    </view>
                                    <tabBarItem key="tabBarItem" title="Welcome" id="pfs-ti-001"/>
                                </viewController>
                            </objects>
                        </scene>
                    """)
            let solution = try InterfaceBuilderTests.designed(
                storyboard, fileExtension: "storyboard", scene: "Welcome"
            ).solution
            return (
                InterfaceBuilderTests.frame(solution, "pfs-cd-001"), InterfaceBuilderTests.frame(solution, "pfs-ft-001")
            )
        }
        let xcode15 = try scene(toolsVersion: "22505")
        #expect(xcode15.card == InterfaceBuilderTests.rect(16, 140, 382, 100))
        #expect(xcode15.footer == InterfaceBuilderTests.rect(16, 645, 382, 35))
        let xcode13 = try scene(toolsVersion: "20037")
        #expect(xcode13.card == InterfaceBuilderTests.rect(16, 184, 382, 100))
        #expect(xcode13.footer == InterfaceBuilderTests.rect(16, 611, 382, 35))
        let sheet = try scene(toolsVersion: "22505", style: "", rootHeight: 886)
        #expect(sheet.card == InterfaceBuilderTests.rect(16, 140, 382, 100))
    }

    @Test func aNavigationBarPlacedAtASheetsTopIsTheSheetsBar() throws {
        // A map course's add-location scene (Xcode 12.4, the 6.1-inch canvas), presented in
        // the default style: a navigation bar placed as a view at its root's top, pinned to
        // the safe area's top with no height of its own, was saved 56 pt high, as UIKit draws
        // a bar at a sheet's top, and the map below it 56 pt down. Presented full screen it
        // is the standard bar, 44 pt, below the status bar.
        // Each scene saved as Xcode draws it: the map fills what the bar leaves.
        func scene(
            style: String, rootHeight: Int, bar: (y: Int, height: Int), mapHeight: Int
        ) throws -> (
            bar: [Double], map: [Double]
        ) {
            let storyboard = Self.presentingStoryboard(
                prefix: "snb", toolsVersion: "19529", destination: "snb-ct-002", style: style,
                scenes: """
                        <scene sceneID="snb-sc-002">
                            <objects>
                                <viewController id="snb-ct-002" title="Add Location" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="snb-vw-002">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="\(rootHeight)"/>
                                        <subviews>
                                            <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="snb-nb-001">
                                                <rect key="frame" x="0.0" y="\(bar.y)" width="414" height="\(bar.height)"/>
                                                <items>
                                                    <navigationItem title="Add Location" id="snb-ni-001"/>
                                                </items>
                                            </navigationBar>
                                            <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="snb-mp-001">
                                                <rect key="frame" x="0.0" y="\(bar.y + bar.height)" width="414" height="\(mapHeight)"/>
                                            </mapView>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="snb-sa-002"/>
                                        <constraints>
                                            <constraint firstItem="snb-nb-001" firstAttribute="top" secondItem="snb-sa-002" secondAttribute="top" id="snb-c01"/>
                                            <constraint firstItem="snb-nb-001" firstAttribute="leading" secondItem="snb-sa-002" secondAttribute="leading" id="snb-c02"/>
                                            <constraint firstItem="snb-nb-001" firstAttribute="trailing" secondItem="snb-sa-002" secondAttribute="trailing" id="snb-c03"/>
                                            <constraint firstItem="snb-mp-001" firstAttribute="top" secondItem="snb-nb-001" secondAttribute="bottom" id="snb-c04"/>
                                            <constraint firstItem="snb-mp-001" firstAttribute="leading" secondItem="snb-sa-002" secondAttribute="leading" id="snb-c05"/>
                                            <constraint firstItem="snb-mp-001" firstAttribute="trailing" secondItem="snb-sa-002" secondAttribute="trailing" id="snb-c06"/>
                                            <constraint firstItem="snb-sa-002" firstAttribute="bottom" secondItem="snb-mp-001" secondAttribute="bottom" id="snb-c07"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    """)
            let solution = try InterfaceBuilderTests.designed(
                storyboard, fileExtension: "storyboard", scene: "Add Location"
            ).solution
            return (
                InterfaceBuilderTests.frame(solution, "snb-nb-001"), InterfaceBuilderTests.frame(solution, "snb-mp-001")
            )
        }
        let sheet = try scene(style: "", rootHeight: 842, bar: (0, 56), mapHeight: 752)
        #expect(sheet.bar == InterfaceBuilderTests.rect(0, 0, 414, 56))
        #expect(sheet.map == InterfaceBuilderTests.rect(0, 56, 414, 752))
        let fullScreen = try scene(
            style: #"modalPresentationStyle="fullScreen""#, rootHeight: 896, bar: (44, 44), mapHeight: 774)
        #expect(fullScreen.bar == InterfaceBuilderTests.rect(0, 44, 414, 44))
    }

    @Test func xcode13Point3To14LeftASheetWithoutABarTheStatusBarsInset() throws {
        // A music app's player, presented in the default style with no navigation bar, 842
        // pt high on the 6.1-inch canvas: its stack, 40 pt under the safe area's top, was
        // saved 40 pt down by Xcode 11 and 84 by Xcode 13.3 (tools 20037, the same scene in
        // two forks); a habit tracker's sheet of Xcode 14.1 has its safe area 48 pt down.
        func storyboard(tools: Int) -> String {
            Self.presentingStoryboard(
                prefix: "shb", toolsVersion: "\(tools)", destination: "shb-ct-002", style: "",
                scenes: """
                        <scene sceneID="shb-sc-002">
                            <objects>
                                <viewController id="shb-ct-002" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="shb-vw-002">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="shb-st-001">
                                                <rect key="frame" x="32" y="84" width="350" height="300"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="300" id="shb-c00"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="shb-sa-002"/>
                                        <constraints>
                                            <constraint firstItem="shb-st-001" firstAttribute="top" secondItem="shb-sa-002" secondAttribute="top" constant="40" id="shb-c01"/>
                                            <constraint firstItem="shb-st-001" firstAttribute="leading" secondItem="shb-sa-002" secondAttribute="leading" constant="32" id="shb-c02"/>
                                            <constraint firstItem="shb-sa-002" firstAttribute="trailing" secondItem="shb-st-001" secondAttribute="trailing" constant="32" id="shb-c03"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    """)
        }
        for (tools, y) in [(15702, 40.0), (20037, 84), (21225, 88)] {
            let (environment, _, solution) = try InterfaceBuilderTests.designed(
                storyboard(tools: tools), fileExtension: "storyboard", scene: "shb-ct-002")
            #expect(environment.summary.contains("presented as a sheet"), "\(tools)")
            #expect(
                InterfaceBuilderTests.frame(solution, "shb-st-001") == InterfaceBuilderTests.rect(32, y, 350, 300),
                "\(tools)")
        }
    }

    @Test func aPlaceholderBarFrameIsNotABarHeight() throws {
        // Packt's media player: Xcode saved the tab bar controller's bar as 1000×1000, a
        // bar it never laid out; its tabs have UIKit's 49 pt tab bar, and a stack centred
        // in the safe area stays on the screen.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="plh-tb-001">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="plh-sc-001">
                        <objects>
                            <tabBarController id="plh-tb-001" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="plh-bar-001">
                                    <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </tabBar>
                                <connections>
                                    <segue destination="plh-ct-001" kind="relationship" relationship="viewControllers" id="plh-sg-001"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="plh-sc-002">
                        <objects>
                            <viewController id="plh-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="plh-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="plh-vw-002">
                                            <rect key="frame" x="137.5" y="269" width="100" height="100"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="plh-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="plh-vw-002" firstAttribute="centerX" secondItem="plh-sa-001" secondAttribute="centerX" id="plh-c01"/>
                                        <constraint firstItem="plh-vw-002" firstAttribute="centerY" secondItem="plh-sa-001" secondAttribute="centerY" id="plh-c02"/>
                                        <constraint firstItem="plh-vw-002" firstAttribute="width" constant="100" id="plh-c03"/>
                                        <constraint firstItem="plh-vw-002" firstAttribute="height" constant="100" id="plh-c04"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (_, e, solution) = try InterfaceBuilderTests.designed(
            storyboard, fileExtension: "storyboard", scene: "plh-ct-001")
        #expect(e.safeArea.bottom == 49)
        // Centred between the status bar (20 pt, Xcode 10.1) and the tab bar.
        #expect(InterfaceBuilderTests.frame(solution, "plh-vw-002") == InterfaceBuilderTests.rect(137.5, 269, 100, 100))
    }

    @Test func someXcodesDoubleTheHomeIndicatorIPhonesInsets() throws {
        // MSAL's test app (tools 23727) on the 6.1-inch canvas: its content 96 pt down and
        // 68 pt up, as Xcode 26 draws it (IQKeyboardManager's, tools 24127, PhoneNumberKit's,
        // 24412, and Sentry's sample app, 24765, too); files of tools 23504 keep 48 and 34,
        // and so do those of tools 24506 (Canvas's parent app: a scroll view pinned to the
        // safe area 48 pt down and 34 up).
        func insets(_ toolsVersion: String) throws -> Insets {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="dbl-ct-001">
                    <device id="retina6_1" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="dbl-sc-001">
                            <objects>
                                <viewController id="dbl-ct-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="dbl-vw-001">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <viewLayoutGuide key="safeArea" id="dbl-sa-001"/>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            return try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard").environment.safeArea
        }
        #expect(try insets("23727") == Insets(top: 96, bottom: 68))
        #expect(try insets("23504") == Insets(top: 48, bottom: 34))
        #expect(try insets("24127") == Insets(top: 96, bottom: 68))
        #expect(try insets("24412") == Insets(top: 96, bottom: 68))
        #expect(try insets("24506") == Insets(top: 48, bottom: 34))
        #expect(try insets("24765") == Insets(top: 96, bottom: 68))
    }

    @Test func aSceneShownFromOneWithNoTopBarInfersNone() throws {
        // Tinode's branding scene, shown from its login scene (the root of a navigation
        // controller, its top bar set to None): Xcode drew it with no bar either, its stack
        // 68 pt below the status bar. A scene that sets its own top bar keeps it.
        func storyboard(destinationMetrics: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="non-nc-001">
                <device id="retina5_5" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="non-sc-001">
                        <objects>
                            <navigationController id="non-nc-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="non-nb-001">
                                    <rect key="frame" x="0.0" y="20" width="414" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="non-ct-001" kind="relationship" relationship="rootViewController" id="non-sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="non-sc-002">
                        <objects>
                            <viewController id="non-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="non-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="non-sa-001"/>
                                </view>
                                <navigationItem key="navigationItem" id="non-ni-001"/>
                                <nil key="simulatedTopBarMetrics"/>
                                <connections>
                                    <segue destination="non-ct-002" kind="show" id="non-sg-002"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="non-sc-003">
                        <objects>
                            <viewController id="non-ct-002" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="non-vw-002">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="non-vw-003">
                                            <rect key="frame" x="48" y="88" width="318" height="100"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="non-sa-002"/>
                                    <constraints>
                                        <constraint firstItem="non-vw-003" firstAttribute="top" secondItem="non-sa-002" secondAttribute="top" constant="68" id="non-c01"/>
                                        <constraint firstItem="non-vw-003" firstAttribute="leading" secondItem="non-sa-002" secondAttribute="leading" constant="48" id="non-c02"/>
                                        <constraint firstItem="non-sa-002" firstAttribute="trailing" secondItem="non-vw-003" secondAttribute="trailing" constant="48" id="non-c03"/>
                                        <constraint firstItem="non-vw-003" firstAttribute="height" constant="100" id="non-c04"/>
                                    </constraints>
                                </view>
                                \(destinationMetrics)
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let (canvas, _, solution) = try InterfaceBuilderTests.designed(
            storyboard(destinationMetrics: ""), fileExtension: "storyboard", scene: "non-ct-002")
        #expect(canvas.bars == [])
        #expect(InterfaceBuilderTests.frame(solution, "non-vw-003") == InterfaceBuilderTests.rect(48, 88, 318, 100))
        let (own, _, below) = try InterfaceBuilderTests.designed(
            storyboard(
                destinationMetrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#),
            fileExtension: "storyboard", scene: "non-ct-002")
        #expect(own.bars == ["navigation bar"])
        #expect(InterfaceBuilderTests.frame(below, "non-vw-003") == InterfaceBuilderTests.rect(48, 132, 318, 100))
    }
}

extension DesignCanvasTests {
    @Test func aStatusBarSetToNonePassesToChildrenAndPushedScenes() throws {
        // A camera app's list scene (Xcode 7.1), pushed from the root of a navigation
        // controller whose status bar is None, was saved with its view at the top layout
        // guide at y 0; a scene that sets a status bar of its own keeps it.
        /// A view controller `nsb-vc-00N` of the any-any canvas with its layout guides.
        func scene(_ n: Int, subviews: String = "", constraints: String = "", rest: String) -> String {
            """
            <scene sceneID="nsb-sc-1\(n)"><objects>
            <viewController id="nsb-vc-00\(n)" sceneMemberID="viewController">
            <layoutGuides>
            <viewControllerLayoutGuide type="top" id="nsb-tg-00\(n)"/>
            <viewControllerLayoutGuide type="bottom" id="nsb-bg-00\(n)"/>
            </layoutGuides>
            <view key="view" contentMode="scaleToFill" id="nsb-rt-00\(n)">
            <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            \(subviews)\(constraints)
            </view>
            \(rest)
            </viewController>
            </objects></scene>
            """
        }
        func storyboard(destinationMetrics: String) -> String {
            let navigation = Self.navigationControllerScene(
                "nsb", bar: "", controller: #"navigationBarHidden="YES""#,
                metrics: #"<nil key="simulatedStatusBarMetrics"/>"#)
            let root = scene(
                1, rest: #"<connections><segue destination="nsb-vc-002" kind="show" id="nsb-sg-002"/></connections>"#)
            let pushed = scene(
                2,
                subviews: """
                    <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nsb-vw-003">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="100"/>
                    </view></subviews>
                    """,
                constraints: """
                    <constraints>
                    <constraint firstItem="nsb-vw-003" firstAttribute="top" secondItem="nsb-tg-002" secondAttribute="bottom" id="nsb-c01"/>
                    <constraint firstItem="nsb-vw-003" firstAttribute="leading" secondItem="nsb-rt-002" secondAttribute="leading" id="nsb-c02"/>
                    <constraint firstItem="nsb-rt-002" firstAttribute="trailing" secondItem="nsb-vw-003" secondAttribute="trailing" id="nsb-c03"/>
                    <constraint firstItem="nsb-vw-003" firstAttribute="height" constant="100" id="nsb-c04"/>
                    </constraints>
                    """,
                rest: destinationMetrics)
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9060" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="nsb-nc-001">
                    <scenes>\(navigation)\(root)\(pushed)</scenes>
                </document>
                """
        }
        let (_, _, inferred) = try InterfaceBuilderTests.designed(
            storyboard(destinationMetrics: ""), fileExtension: "storyboard", scene: "nsb-vc-002")
        #expect(InterfaceBuilderTests.frame(inferred, "nsb-vw-003") == InterfaceBuilderTests.rect(0, 0, 600, 100))
        let (_, _, own) = try InterfaceBuilderTests.designed(
            storyboard(destinationMetrics: #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#),
            fileExtension: "storyboard", scene: "nsb-vc-002")
        #expect(InterfaceBuilderTests.frame(own, "nsb-vw-003") == InterfaceBuilderTests.rect(0, 20, 600, 100))
    }
}

extension DesignCanvasTests {
    @Test func aStatusBarSetToNonePassesToPresentedScenes() throws {
        // Two Bullseye games' about scenes (Xcode 7.2 and 8), presented modally from a
        // landscape game scene whose status bar is None: their web views, 20 pt below the
        // top layout guide, were saved at y 20.
        func storyboard(presenting destination: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10117" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="psb-vc-001">
                <scenes>
                    <scene sceneID="psb-sc-001"><objects>
                        <viewController id="psb-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="psb-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="568" height="320"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="psb-bt-001">
                                        <rect key="frame" x="20" y="20" width="32" height="32"/>
                                        <connections><segue destination="\(destination)" kind="modal" id="psb-sg-001"/></connections>
                                    </button>
                                </subviews>
                            </view>
                            <nil key="simulatedStatusBarMetrics"/>
                            <simulatedOrientationMetrics key="simulatedOrientationMetrics" orientation="landscapeRight"/>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="psb-sc-002"><objects>
                        <viewController id="psb-vc-002" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="psb-tg-002"/>
                                <viewControllerLayoutGuide type="bottom" id="psb-bg-002"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="psb-rt-002">
                                <rect key="frame" x="0.0" y="0.0" width="568" height="320"/>
                                <subviews>
                                    <webView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="psb-wv-002">
                                        <rect key="frame" x="20" y="20" width="528" height="201"/>
                                    </webView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="psb-wv-002" firstAttribute="top" secondItem="psb-tg-002" secondAttribute="bottom" constant="20" id="psb-c01"/>
                                    <constraint firstItem="psb-wv-002" firstAttribute="leading" secondItem="psb-rt-002" secondAttribute="leading" constant="20" id="psb-c02"/>
                                    <constraint firstAttribute="trailing" secondItem="psb-wv-002" secondAttribute="trailing" constant="20" id="psb-c03"/>
                                    <constraint firstItem="psb-wv-002" firstAttribute="height" constant="201" id="psb-c04"/>
                                </constraints>
                            </view>
                            <simulatedOrientationMetrics key="simulatedOrientationMetrics" orientation="landscapeRight"/>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
        }
        let (canvas, _, presented) = try InterfaceBuilderTests.designed(
            storyboard(presenting: "psb-vc-002"), fileExtension: "storyboard", scene: "psb-vc-002")
        #expect(canvas.statusBarHidden)
        #expect(InterfaceBuilderTests.frame(presented, "psb-wv-002") == InterfaceBuilderTests.rect(20, 20, 528, 201))
        // Presented by no scene, it keeps the device's status bar.
        let (_, _, alone) = try InterfaceBuilderTests.designed(
            storyboard(presenting: "psb-vc-001"), fileExtension: "storyboard", scene: "psb-vc-002")
        #expect(InterfaceBuilderTests.frame(alone, "psb-wv-002") == InterfaceBuilderTests.rect(20, 40, 528, 201))
    }
}

extension DesignCanvasTests {
    /// A xib's root on the 4.7-inch canvas of Xcode 15 (20 pt of status bar) with a
    /// full-width panel that has its own safe area, and what sits in it.
    static func panel(
        _ content: String, constraints: String, toolsVersion: String = "22505"
    ) throws -> LayoutSolution {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="pnl-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>\(content)</subviews>
                                <viewLayoutGuide key="safeArea" id="pnl-sa-001"/>
                                <constraints>\(constraints)</constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="pnl-rs-001"/>
                        <constraints>
                            <constraint firstItem="pnl-vw-001" firstAttribute="top" secondItem="pnl-rt-001" secondAttribute="top" id="pnl-c01"/>
                            <constraint firstItem="pnl-vw-001" firstAttribute="leading" secondItem="pnl-rt-001" secondAttribute="leading" id="pnl-c02"/>
                            <constraint firstItem="pnl-vw-001" firstAttribute="trailing" secondItem="pnl-rt-001" secondAttribute="trailing" id="pnl-c03"/>
                            <constraint firstItem="pnl-vw-001" firstAttribute="bottom" secondItem="pnl-rt-001" secondAttribute="bottom" id="pnl-c04"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("panel-\(UUID().uuidString).xib")
        try xib.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try #require(LayoutFile.readLayouts(url.path).first?.document)
        let e = Environment(designCanvas: try #require(document.designCanvas))
        return CompiledLayout(
            Resolver(document: document, path: "p").resolve(for: e.sizeClass), environment: e, path: "p"
        )
        .solve()
    }

    @Test func noPreferenceMovesASubviewsSafeArea() throws {
        // A hugging label 32 pt inside the panel's safe area at each side and centred (as
        // Pocket Casts' error view has it): the guide is the panel's width, so the label
        // is 311 wide, not its text's width.
        let s = try Self.panel(
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Please try again" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-lb-001">
                <rect key="frame" x="32" y="300" width="311" height="36"/>
                <fontDescription key="fontDescription" type="system" pointSize="15"/>
            </label>
            """,
            constraints: """
                <constraint firstItem="pnl-lb-001" firstAttribute="leading" secondItem="pnl-sa-001" secondAttribute="leading" constant="32" id="pnl-c05"/>
                <constraint firstItem="pnl-lb-001" firstAttribute="trailing" secondItem="pnl-sa-001" secondAttribute="trailing" constant="-32" id="pnl-c06"/>
                <constraint firstItem="pnl-lb-001" firstAttribute="centerX" secondItem="pnl-vw-001" secondAttribute="centerX" id="pnl-c07"/>
                <constraint firstItem="pnl-lb-001" firstAttribute="top" secondItem="pnl-sa-001" secondAttribute="top" constant="280" id="pnl-c08"/>
                """)
        #expect(s.status == .ok)
        #expect(s.frame("pnl-sa-001").map { [$0.x, $0.y, $0.width] } == [0, 20, 375])
        #expect(s.frame("pnl-lb-001").map { [$0.x, $0.y, $0.width] } == [32, 300, 311])
    }

    @Test func anOuterSafeAreaKeepsItsPlaceWhereItHoldsAnInnerView() throws {
        // RxFlow's settings header: a view whose top is 20 pt above its container's safe
        // area (`safeArea.top = header.top + 20`), with a safe area of its own that its
        // logo is centred in. UIKit computes safe areas from the outside in: the
        // container's is 20 pt down, so the header sits at 0 and its own safe area starts
        // 20 pt into it. Both pulled at one level, the header could sit anywhere from 0 to
        // 20 pt down at the same cost, and was reported ambiguous.
        let s = try Self.panel(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-hd-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-lg-001">
                        <rect key="frame" x="182.5" y="55" width="10" height="10"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="pnl-hs-001"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="pnl-c10"/>
                    <constraint firstItem="pnl-lg-001" firstAttribute="width" constant="10" id="pnl-c11"/>
                    <constraint firstItem="pnl-lg-001" firstAttribute="height" constant="10" id="pnl-c12"/>
                    <constraint firstItem="pnl-lg-001" firstAttribute="centerX" secondItem="pnl-hs-001" secondAttribute="centerX" id="pnl-c13"/>
                    <constraint firstItem="pnl-lg-001" firstAttribute="centerY" secondItem="pnl-hs-001" secondAttribute="centerY" id="pnl-c14"/>
                </constraints>
            </view>
            """,
            constraints: """
                <constraint firstItem="pnl-hd-001" firstAttribute="leading" secondItem="pnl-vw-001" secondAttribute="leading" id="pnl-c05"/>
                <constraint firstItem="pnl-hd-001" firstAttribute="trailing" secondItem="pnl-vw-001" secondAttribute="trailing" id="pnl-c06"/>
                <constraint firstItem="pnl-sa-001" firstAttribute="top" secondItem="pnl-hd-001" secondAttribute="top" constant="20" id="pnl-c07"/>
                """)
        #expect(s.status == .ok, "\(s.ambiguities.map(\.message))")
        #expect(s.frame("pnl-sa-001").map { [$0.y, $0.height] } == [20, 647])
        #expect(s.frame("pnl-hd-001").map { [$0.y, $0.height] } == [0, 100])
        #expect(s.frame("pnl-hs-001").map { [$0.y, $0.height] } == [20, 80])
        #expect(s.frame("pnl-lg-001").map { [$0.x, $0.y] } == [182.5, 55])
    }

    /// The height of a field in system `pointSize` (or the font `named`; borderless unless
    /// `border` says, as `borderStyle="roundedRect"`), pinned by its top and sides (so its
    /// intrinsic height is its height), with `text` (an attribute or nothing) and a
    /// placeholder.
    static func field(
        pointSize: Int, named: String? = nil, text: String = "", border: String = "", toolsVersion: String = "22505"
    ) throws -> Double? {
        let font = named.map { #"name="\#($0)""# } ?? #"type="system""#
        let s = try Self.panel(
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(border) \(text) placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-tf-001">
                <rect key="frame" x="16" y="100" width="343" height="21"/>
                <fontDescription key="fontDescription" \(font) pointSize="\(pointSize)"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """,
            constraints: """
                <constraint firstItem="pnl-tf-001" firstAttribute="leading" secondItem="pnl-vw-001" secondAttribute="leading" constant="16" id="pnl-c05"/>
                <constraint firstItem="pnl-tf-001" firstAttribute="trailing" secondItem="pnl-vw-001" secondAttribute="trailing" constant="-16" id="pnl-c06"/>
                <constraint firstItem="pnl-tf-001" firstAttribute="top" secondItem="pnl-vw-001" secondAttribute="top" constant="100" id="pnl-c07"/>
                """,
            toolsVersion: toolsVersion)
        #expect(s.status == .ok)
        return s.frame("pnl-tf-001")?.height
    }

    @Test func aBorderlessTextFieldIsItsLineAndAPoint() throws {
        // 16 pt text: a 19.5 pt line and a point (Pocket Casts' saved 20 to 21).
        #expect(try Self.field(pointSize: 16) == 20.5)
        // Before Xcode 11, the line in whole points: 17 at 14 pt (Xcode 10.1), 20 at 16
        // (Xcode 9.3), 21 at 17 (Kodeco's, Xcode 7).
        #expect(try Self.field(pointSize: 14, toolsVersion: "14460.31") == 17)
        #expect(try Self.field(pointSize: 16, toolsVersion: "14113") == 20)
        #expect(try Self.field(pointSize: 17, toolsVersion: "8191") == 21)
    }

    @Test func aRoundedFieldGrowsWithLargeText() throws {
        // From Xcode 11 a rounded-rect field is 34 pt high up to 20 pt text (a registration
        // form's, Xcode 13.2), then its line and 9.3 pt: 38 at 24 pt (Xcode 11.5) and 45.5
        // at 30 on a 2x canvas (Xcode 13.2, 45.67 on Xcode 26's 3x); 30 pt before Xcode 11,
        // where from Xcode 9 larger text grew it to its line in whole points and 4 (a bank
        // app's 25 pt fields 34 high, Xcode 10.1; a stopwatch's 35 pt ones 46, Xcode 10.0),
        // and Xcode 7.3 kept 25 pt fields 30 (a tip calculator's three).
        func height(_ pointSize: Int, toolsVersion: String = "19529") throws -> Double? {
            try Self.field(pointSize: pointSize, border: #"borderStyle="roundedRect""#, toolsVersion: toolsVersion)
        }
        #expect(try height(14) == 34)
        #expect(try height(20) == 34)
        #expect(try height(24) == 38)
        #expect(try height(30) == 45.5)
        #expect(try height(20, toolsVersion: "14460.31") == 30)
        #expect(try height(25, toolsVersion: "14460.31") == 34)
        #expect(try height(35, toolsVersion: "14313.18") == 46)
        #expect(try height(25, toolsVersion: "10117") == 30)
        // It grows with the font's line: a budget app's fields in Avenir Heavy 40 (a 55 pt
        // line), 64.5 (Xcode 12.3).
        let avenir = try Self.field(
            pointSize: 40, named: "Avenir-Heavy", border: #"borderStyle="roundedRect""#, toolsVersion: "17701")
        #expect(avenir == 64.5)
    }

    @Test func anEmptyBorderlessTextFieldOfXcode26IsAsHighAsTheDefaultFontMakesIt() throws {
        // OwnTracks' settings (Xcode 26): empty fields in 14 pt saved 22 pt high, the
        // height system 17 pt gives; a field showing its text keeps its own line.
        func height(text: String, toolsVersion: String) throws -> Double? {
            try Self.field(pointSize: 14, text: text, toolsVersion: toolsVersion)
        }
        #expect(try height(text: "", toolsVersion: "24765") == 22)
        #expect(try height(text: "", toolsVersion: "23504") == 18)
        #expect(try height(text: #"text="tid""#, toolsVersion: "24765") == 18)
    }
}

extension DesignCanvasTests {
    @Test func xcode26sBarsAreIOS26s() throws {
        // A scene with a simulated navigation bar and toolbar on the 4.7-inch canvas: 44 pt
        // each until Xcode 26, then iOS 26's 54 and 48. On an iPhone X, Xcode 14's toolbar is
        // 49 pt above the home indicator's 34, as a toolbar view is (Google's ad examples put
        // their banners 83 pt above the bottom).
        func guides(_ version: String, device: String = "retina4_7", height: Int = 667) throws -> [Double] {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(version)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                    <device id="\(device)" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="brs-sc-001">
                            <objects>
                                <viewController id="brs-vc-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="brs-vw-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                        <viewLayoutGuide key="safeArea" id="brs-sa-001"/>
                                    </view>
                                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                                    <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "bars-\(UUID().uuidString).storyboard")
            try storyboard.write(to: url, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: url) }
            let document = try #require(LayoutFile.readLayouts(url.path).first?.document)
            let e = Environment(designCanvas: try #require(document.designCanvas))
            return [e.topGuide, e.bottomGuide]
        }
        #expect(try guides("22505") == [64, 44])
        #expect(try guides("24127") == [74, 48])
        #expect(try guides("23089", device: "retina5_9", height: 812)[1] == 83)
    }
}

extension DesignCanvasTests {
    /// A parent scene whose container view embeds a child scene; the child's bar view is
    /// pinned to its safe area's top (or, without safe areas, its top layout guide) and its
    /// panel to the safe area's bottom.
    static func embeddedChild(device: String?, tools: String, safeAreas: Bool, height: Int = 300) -> String {
        let top =
            safeAreas
            ? #"<constraint firstItem="emb-br-001" firstAttribute="top" secondItem="emb-sa-001" secondAttribute="top" id="emb-c01"/>"#
            : #"<constraint firstItem="emb-br-001" firstAttribute="top" secondItem="emb-tg-001" secondAttribute="bottom" id="emb-c01"/>"#
        let bottom =
            safeAreas
            ? #"<constraint firstItem="emb-sa-001" firstAttribute="bottom" secondItem="emb-pn-001" secondAttribute="bottom" id="emb-c05"/>"#
            : #"<constraint firstItem="emb-bg-001" firstAttribute="top" secondItem="emb-pn-001" secondAttribute="bottom" id="emb-c05"/>"#
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" \(safeAreas ? "useSafeAreas=\"YES\"" : "") initialViewController="emb-pa-001">
                \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
                <scenes>
                    <scene sceneID="emb-sc-001">
                        <objects>
                            <viewController id="emb-pa-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="emb-pv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <containerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="emb-cv-001">
                                            <rect key="frame" x="0.0" y="100" width="375" height="300"/>
                                            <connections>
                                                <segue destination="emb-ch-001" kind="embed" id="emb-sg-001"/>
                                            </connections>
                                        </containerView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="emb-sc-002">
                        <objects>
                            <viewController id="emb-ch-001" title="Child" sceneMemberID="viewController">
                                \(safeAreas ? "" : """
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="emb-tg-001"/>
                                    <viewControllerLayoutGuide type="bottom" id="emb-bg-001"/>
                                </layoutGuides>
                                """)
                                <view key="view" contentMode="scaleToFill" id="emb-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="emb-br-001">
                                            <rect key="frame" x="0.0" y="20" width="375" height="5"/>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="emb-pn-001">
                                            <rect key="frame" x="0.0" y="\(height - 50)" width="375" height="50"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        \(top)
                                        <constraint firstItem="emb-br-001" firstAttribute="leading" secondItem="emb-vw-001" secondAttribute="leading" id="emb-c02"/>
                                        <constraint firstAttribute="trailing" secondItem="emb-br-001" secondAttribute="trailing" id="emb-c03"/>
                                        <constraint firstItem="emb-br-001" firstAttribute="height" constant="5" id="emb-c04"/>
                                        \(bottom)
                                        <constraint firstItem="emb-pn-001" firstAttribute="leading" secondItem="emb-vw-001" secondAttribute="leading" id="emb-c06"/>
                                        <constraint firstAttribute="trailing" secondItem="emb-pn-001" secondAttribute="trailing" id="emb-c07"/>
                                        <constraint firstItem="emb-pn-001" firstAttribute="height" constant="50" id="emb-c08"/>
                                    </constraints>
                                    \(safeAreas ? "<viewLayoutGuide key=\"safeArea\" id=\"emb-sa-001\"/>" : "")
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    @Test func anEmbeddedScenesViewHasTheDevicesStatusBarButNoHomeIndicator() throws {
        // Since Xcode 8 Xcode draws an embedded controller's view with the device's status
        // bar at its top (XLPagerTabStrip's 497 pt bar view, Xcode 10.1 on the 4.7-inch
        // canvas: 20 pt down; an Esri sample's, Xcode 12 on the 6.1-inch one: 44), but its
        // bottom clear. Xcode 8 to 10.1 drew none above a child under 400 pt high on an
        // iPhone with a home button (a budget app's 270 pt calendar, Xcode 9.1: its stack
        // at the safe area's top at 0; a chess app's 114 pt graveyards, Xcode 8.3, their
        // stacks at the top layout guide, centred and pinned to the bottom, saved at 0).
        func child(
            _ device: String?, tools: String, safeAreas: Bool, height: Int = 300
        ) throws -> (
            bar: [Double], panel: [Double]
        ) {
            let s = try InterfaceBuilderTests.designed(
                Self.embeddedChild(device: device, tools: tools, safeAreas: safeAreas, height: height),
                fileExtension: "storyboard", scene: "Child"
            ).solution
            return (InterfaceBuilderTests.frame(s, "emb-br-001"), InterfaceBuilderTests.frame(s, "emb-pn-001"))
        }
        let guide = try child("retina4_7", tools: "14460.31", safeAreas: false, height: 497)
        #expect(guide.bar == InterfaceBuilderTests.rect(0, 20, 375, 5))
        #expect(guide.panel == InterfaceBuilderTests.rect(0, 447, 375, 50))
        let short = try child("retina4_7", tools: "13529", safeAreas: true, height: 270)
        #expect(short.bar == InterfaceBuilderTests.rect(0, 0, 375, 5))
        #expect(short.panel == InterfaceBuilderTests.rect(0, 220, 375, 50))
        let xcode8 = try child("retina4_7", tools: "12120", safeAreas: false, height: 114)
        #expect(xcode8.bar == InterfaceBuilderTests.rect(0, 0, 375, 5))
        let tallXcode8 = try child("retina4_7", tools: "12120", safeAreas: false, height: 497)
        #expect(tallXcode8.bar == InterfaceBuilderTests.rect(0, 20, 375, 5))
        let housing = try child("retina6_1", tools: "17701", safeAreas: true)
        #expect(housing.bar == InterfaceBuilderTests.rect(0, 44, 375, 5))
        #expect(housing.panel == InterfaceBuilderTests.rect(0, 250, 375, 50))
        // Xcode 6–7's any-any canvas (no device): no status bar.
        let anyAny = try child(nil, tools: "9531", safeAreas: false)
        #expect(anyAny.bar == InterfaceBuilderTests.rect(0, 0, 375, 5))
    }
}

extension DesignCanvasTests {
    @Test func theKeyboardLayoutGuideSitsBelowTheSafeAreaWithNoKeyboardShown() throws {
        // KeePassium's scroll views end at the keyboard layout guide's top (Xcode 14): on
        // the canvas, with no keyboard, that is the safe area's bottom, 34 pt above the
        // bottom of the 6.1-inch iPhone.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="kbd-vc-001">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="kbd-sc-001">
                        <objects>
                            <viewController id="kbd-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="kbd-rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kbd-sv-001">
                                            <rect key="frame" x="0.0" y="48" width="414" height="814"/>
                                        </scrollView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="kbd-sa-001"/>
                                    <keyboardLayoutGuide key="keyboard" id="kbd-kb-001"/>
                                    <constraints>
                                        <constraint firstItem="kbd-sv-001" firstAttribute="top" secondItem="kbd-sa-001" secondAttribute="top" id="kbd-c01"/>
                                        <constraint firstItem="kbd-sv-001" firstAttribute="leading" secondItem="kbd-rt-001" secondAttribute="leading" id="kbd-c02"/>
                                        <constraint firstAttribute="trailing" secondItem="kbd-sv-001" secondAttribute="trailing" id="kbd-c03"/>
                                        <constraint firstItem="kbd-sv-001" firstAttribute="bottom" secondItem="kbd-kb-001" secondAttribute="top" id="kbd-c04"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (_, environment, solution) = try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard")
        #expect(solution.status == .ok)
        let top = environment.safeArea.top
        #expect(
            InterfaceBuilderTests.frame(solution, "kbd-sv-001") == InterfaceBuilderTests.rect(0, top, 414, 862 - top))
    }
}

extension DesignCanvasTests {
    @Test func xcode10DrewAStatusBarOnlyAboveScreenHighCustomViews() throws {
        // Xcode 9 to 10.1 on the 4.7-inch canvas: Habitica's 90 pt prompt view has its safe
        // area at its top, Rocket.Chat's 570 pt filter view 20 pt down.
        func top(height: Int, tools: String = "14460.31") throws -> Double? {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <objects>
                        <view contentMode="scaleToFill" id="sbh-rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sbh-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="20"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="sbh-vw-001" firstAttribute="top" secondItem="sbh-sa-001" secondAttribute="top" id="sbh-c01"/>
                                <constraint firstItem="sbh-vw-001" firstAttribute="leading" secondItem="sbh-rt-001" secondAttribute="leading" id="sbh-c02"/>
                                <constraint firstAttribute="trailing" secondItem="sbh-vw-001" secondAttribute="trailing" id="sbh-c03"/>
                                <constraint firstItem="sbh-vw-001" firstAttribute="height" constant="20" id="sbh-c04"/>
                            </constraints>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            <viewLayoutGuide key="safeArea" id="sbh-sa-001"/>
                        </view>
                    </objects>
                </document>
                """
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution, "sbh-vw-001"
            ).dropFirst().first
        }
        #expect(try top(height: 90) == 0)
        #expect(try top(height: 570) == 20)
        // Xcode 15 draws it above any custom view (DuckDuckGo's notification view).
        #expect(try top(height: 90, tools: "22505") == 20)
    }
}

extension DesignCanvasTests {
    @Test(arguments: [false, true])
    func aScrollViewsSafeAreaStaysWithItsFrame(declaresFrameGuide: Bool) throws {
        // KeePassium's unlock form: a box in the scroll view's content, centred on the scroll
        // view's safe area, the content as tall as what it holds. The safe area does not
        // scroll: on the 4-inch canvas of Xcode 14.3 it is 20 to 568, so the 100 pt box sits
        // at 244, and the content ends 16 pt below it.
        let frameGuide =
            declaresFrameGuide ? #"<viewLayoutGuide key="frameLayoutGuide" id="ssa-fg-001"/>"# : ""
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="ssa-vc-001">
                <device id="retina4_0" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="ssa-sc-001">
                        <objects>
                            <viewController id="ssa-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="ssa-rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ssa-sv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ssa-cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="360"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ssa-bx-001">
                                                            <rect key="frame" x="20" y="244" width="280" height="100"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="ssa-bx-001" firstAttribute="leading" secondItem="ssa-cv-001" secondAttribute="leading" constant="20" id="ssa-c01"/>
                                                        <constraint firstAttribute="trailing" secondItem="ssa-bx-001" secondAttribute="trailing" constant="20" id="ssa-c02"/>
                                                        <constraint firstItem="ssa-bx-001" firstAttribute="height" constant="100" id="ssa-c03"/>
                                                        <constraint firstAttribute="bottom" secondItem="ssa-bx-001" secondAttribute="bottom" constant="16" id="ssa-c04"/>
                                                    </constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="ssa-cv-001" firstAttribute="top" secondItem="ssa-sv-001" secondAttribute="top" id="ssa-c05"/>
                                                <constraint firstItem="ssa-cv-001" firstAttribute="leading" secondItem="ssa-sv-001" secondAttribute="leading" id="ssa-c06"/>
                                                <constraint firstAttribute="trailing" secondItem="ssa-cv-001" secondAttribute="trailing" id="ssa-c07"/>
                                                <constraint firstAttribute="bottom" secondItem="ssa-cv-001" secondAttribute="bottom" id="ssa-c08"/>
                                                <constraint firstItem="ssa-bx-001" firstAttribute="centerY" secondItem="ssa-ss-001" secondAttribute="centerY" id="ssa-c09"/>
                                            </constraints>
                                            <viewLayoutGuide key="safeArea" id="ssa-ss-001"/>
                                            \(frameGuide)
                                        </scrollView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="ssa-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="ssa-sv-001" firstAttribute="top" secondItem="ssa-rt-001" secondAttribute="top" id="ssa-c10"/>
                                        <constraint firstItem="ssa-sv-001" firstAttribute="leading" secondItem="ssa-rt-001" secondAttribute="leading" id="ssa-c11"/>
                                        <constraint firstAttribute="trailing" secondItem="ssa-sv-001" secondAttribute="trailing" id="ssa-c12"/>
                                        <constraint firstAttribute="bottom" secondItem="ssa-sv-001" secondAttribute="bottom" id="ssa-c13"/>
                                        <constraint firstItem="ssa-cv-001" firstAttribute="width" secondItem="ssa-rt-001" secondAttribute="width" id="ssa-c14"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (_, environment, solution) = try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard")
        #expect(environment.safeArea.top == 20)
        #expect(InterfaceBuilderTests.frame(solution, "ssa-bx-001") == InterfaceBuilderTests.rect(20, 244, 280, 100))
        #expect(InterfaceBuilderTests.frame(solution, "ssa-cv-001") == InterfaceBuilderTests.rect(0, 0, 320, 360))
    }
}

extension DesignCanvasTests {
    /// A navigation controller's scene (`P-nc-001`, its bar `P-nb-001` with the extra
    /// attributes `bar`, its own extra attributes and children `controller` and
    /// `metrics`) whose root view controller is `P-vc-001`.
    static func navigationControllerScene(
        _ p: String, bar: String, barY: Double = 0, barHeight: Double = 44, controller: String = "",
        metrics: String = ""
    ) -> String {
        """
        <scene sceneID="\(p)-sc-002">
            <objects>
                <navigationController \(controller) id="\(p)-nc-001" sceneMemberID="viewController">
                    \(metrics)
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="\(p)-nb-001">
                        <rect key="frame" x="0.0" y="\(barY)" width="320" height="\(barHeight)"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="\(p)-vc-001" kind="relationship" relationship="rootViewController" id="\(p)-sg-001"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        """
    }

    @Test func aNavigationControllersSimulatedTabBarIsItsRootsToo() throws {
        // QuickNet's map scene (Xcode 11, the 4.7-inch canvas): the root of a navigation
        // controller that a tab bar controller of another storyboard holds, which says so
        // with a simulated tab bar. Its map, pinned to the safe area's bottom, was saved 49
        // pt short of the screen's.
        func map(tabBar: Bool) throws -> [Double] {
            let bottom = tabBar ? #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"# : ""
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="qnv-nc-001">
                    <device id="retina4_7" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="qnv-sc-002">
                            <objects>
                                <navigationController id="qnv-nc-001" sceneMemberID="viewController">
                                    \(bottom)
                                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="qnv-nb-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </navigationBar>
                                    <connections>
                                        <segue destination="qnv-vc-001" kind="relationship" relationship="rootViewController" id="qnv-sg-001"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                        <scene sceneID="qnv-sc-001">
                            <objects>
                                <viewController id="qnv-vc-001" title="Map" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="qnv-rt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="qnv-mp-001">
                                                <rect key="frame" x="0.0" y="44" width="375" height="574"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="qnv-mp-001" firstAttribute="top" secondItem="qnv-sa-001" secondAttribute="top" id="qnv-c01"/>
                                            <constraint firstItem="qnv-mp-001" firstAttribute="leading" secondItem="qnv-rt-001" secondAttribute="leading" id="qnv-c02"/>
                                            <constraint firstAttribute="trailing" secondItem="qnv-mp-001" secondAttribute="trailing" id="qnv-c03"/>
                                            <constraint firstItem="qnv-sa-001" firstAttribute="bottom" secondItem="qnv-mp-001" secondAttribute="bottom" id="qnv-c04"/>
                                        </constraints>
                                        <viewLayoutGuide key="safeArea" id="qnv-sa-001"/>
                                    </view>
                                    <navigationItem key="navigationItem" title="Map" id="qnv-ni-001"/>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            let (_, _, solution) = try InterfaceBuilderTests.designed(
                storyboard, fileExtension: "storyboard", scene: "Map")
            return InterfaceBuilderTests.frame(solution, "qnv-mp-001")
        }
        #expect(try map(tabBar: true) == InterfaceBuilderTests.rect(0, 44, 375, 574))
        #expect(try map(tabBar: false) == InterfaceBuilderTests.rect(0, 44, 375, 623))
    }

    @Test func aFreeformScenesNavigationBarKeepsTheStatusBarsPlaceWithoutAStatusBar() throws {
        // PanelKit's panels (Xcode 9, the 9.7-inch iPad): 320×400 freeform scenes with a
        // status bar of "None" and a simulated navigation bar, their text view at the top
        // margin saved 64 pt down, under the bar in the status bar's place. Without the
        // bar "None" takes the status bar away (the text view at the top).
        func textView(navigationBar: Bool) throws -> [Double] {
            let top =
                navigationBar
                ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
                : #"<nil key="simulatedTopBarMetrics"/>"#
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13196" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="pnl-ct-001">
                    <device id="ipad9_7" orientation="landscape"><adaptation id="fullscreen"/></device>
                    <scenes>
                        <scene sceneID="pnl-sc-001">
                            <objects>
                                <viewController id="pnl-ct-001" sceneMemberID="viewController">
                                    <layoutGuides>
                                        <viewControllerLayoutGuide type="top" id="pnl-tg-001"/>
                                        <viewControllerLayoutGuide type="bottom" id="pnl-bg-001"/>
                                    </layoutGuides>
                                    <view key="view" contentMode="scaleToFill" id="pnl-vw-001">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="400"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-tx-001">
                                                <rect key="frame" x="16" y="64" width="288" height="336"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="pnl-bg-001" firstAttribute="top" secondItem="pnl-tx-001" secondAttribute="bottom" id="pnl-c01"/>
                                            <constraint firstItem="pnl-tx-001" firstAttribute="trailing" secondItem="pnl-vw-001" secondAttribute="trailingMargin" id="pnl-c02"/>
                                            <constraint firstItem="pnl-tx-001" firstAttribute="top" secondItem="pnl-vw-001" secondAttribute="topMargin" id="pnl-c03"/>
                                            <constraint firstItem="pnl-tx-001" firstAttribute="leading" secondItem="pnl-vw-001" secondAttribute="leadingMargin" id="pnl-c04"/>
                                        </constraints>
                                    </view>
                                    <nil key="simulatedStatusBarMetrics"/>
                                    \(top)
                                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                    <size key="freeformSize" width="320" height="400"/>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            let (_, _, solution) = try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard")
            return InterfaceBuilderTests.frame(solution, "pnl-tx-001")
        }
        #expect(try textView(navigationBar: true) == InterfaceBuilderTests.rect(16, 64, 288, 336))
        #expect(try textView(navigationBar: false) == InterfaceBuilderTests.rect(16, 0, 288, 400))
    }

    @Test func anOpaqueNavigationBarKeepsAFreeformScenesRootBelowIt() throws {
        // DropDown's demo (Xcode 8): a 600×700 freeform scene in a navigation controller
        // whose bar is opaque; its root saved 636 pt high at y 64, its buttons 30 pt below
        // the top layout guide at y 30. A translucent bar puts the guide 64 pt down.
        func button(translucent: Bool) throws -> [Double] {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="ffn-nc-001">
                    <device id="retina4_7" orientation="portrait"/>
                    <scenes>
                        <scene sceneID="ffn-sc-001">
                            <objects>
                                <viewController id="ffn-vc-001" title="Demo" sceneMemberID="viewController">
                                    <layoutGuides>
                                        <viewControllerLayoutGuide type="top" id="ffn-tg-001"/>
                                        <viewControllerLayoutGuide type="bottom" id="ffn-bg-001"/>
                                    </layoutGuides>
                                    <view key="view" contentMode="scaleToFill" id="ffn-rt-001">
                                        <rect key="frame" x="0.0" y="\(translucent ? 0 : 64)" width="600" height="\(translucent ? 700 : 636)"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ffn-bt-001">
                                                <rect key="frame" x="20" y="30" width="420" height="40"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="ffn-bt-001" firstAttribute="top" secondItem="ffn-tg-001" secondAttribute="bottom" constant="30" id="ffn-c01"/>
                                            <constraint firstItem="ffn-bt-001" firstAttribute="leading" secondItem="ffn-rt-001" secondAttribute="leading" constant="20" id="ffn-c02"/>
                                            <constraint firstItem="ffn-bt-001" firstAttribute="width" constant="420" id="ffn-c03"/>
                                            <constraint firstItem="ffn-bt-001" firstAttribute="height" constant="40" id="ffn-c04"/>
                                        </constraints>
                                    </view>
                                    <navigationItem key="navigationItem" title="Demo" id="ffn-ni-001"/>
                                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                    <size key="freeformSize" width="600" height="700"/>
                                </viewController>
                            </objects>
                        </scene>
                        \(Self.navigationControllerScene("ffn", bar: #"translucent="\#(translucent ? "YES" : "NO")""#))
                    </scenes>
                </document>
                """
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard", scene: "Demo").solution,
                "ffn-bt-001")
        }
        #expect(try button(translucent: false) == InterfaceBuilderTests.rect(20, 30, 420, 40))
        #expect(try button(translucent: true) == InterfaceBuilderTests.rect(20, 94, 420, 40))
    }

    @Test func xcode11DrewPrototypeCellsOnNarrowIPhonesWith15PointMargins() throws {
        // RxFlow's wishlist cell (Xcode 11, the 4.7-inch canvas): its image view pinned to
        // the content view's margins sits 15 pt in, as Xcode 11's xib cells do. So did
        // Xcode 10.1's cells on the iPhones with a home button (Photobook's, SlackCopyApp's),
        // not on the 5.8-inch canvas (KnightHacks'), nor Xcode 10.0's; on the 5.8-inch
        // canvas, those that do not inset their margins from the safe area (coRetail's) or
        // are narrower than the screen (Decide's 335 pt one) did; so did Xcode 9.2 to 10.0's
        // that do not, on the iPhones with a home button. All of those 15 pt cells of
        // Xcode 10.1 to 11 are a table's in a controller's view, as RxFlow's is; a table
        // view controller's own table kept 16 (the Twitter course apps' tweet cells).
        func image(
            tools: String, device: String = "retina4_7", width: Int = 375, cell: String = "",
            content: String = "", controllersTable: Bool = false, orientation: String = "portrait"
        ) throws
            -> [Double]
        {
            let (controller, key, close) =
                controllersTable
                ? ("tableViewController", #"key="view""#, "")
                : ("viewController", "", "</subviews></view>")
            let open =
                controllersTable
                ? ""
                : #"<view key="view" contentMode="scaleToFill" id="p11-rt-001"><rect key="frame" x="0.0" y="0.0" width="\#(width)" height="667"/><subviews>"#
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="p11-vc-001">
                    <device id="\(device)" orientation="\(orientation)" appearance="light"/>
                    <scenes>
                        <scene sceneID="p11-sc-001">
                            <objects>
                                <\(controller) id="p11-vc-001" sceneMemberID="viewController">
                                    \(open)<tableView \(key) clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="117" id="p11-tv-001">
                                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="667"/>
                                        <prototypes>
                                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" \(cell) selectionStyle="default" indentationWidth="10" reuseIdentifier="movieViewCell" rowHeight="117" id="p11-cl-001">
                                                <rect key="frame" x="0.0" y="28" width="\(width)" height="117"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \(content) tableViewCell="p11-cl-001" id="p11-cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="117"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="p11-im-001">
                                                            <rect key="frame" x="15" y="11" width="345" height="95"/>
                                                        </view>
                                                    </subviews>
                                                    <constraints>
                                                        <constraint firstItem="p11-im-001" firstAttribute="top" secondItem="p11-cv-001" secondAttribute="topMargin" id="p11-c01"/>
                                                        <constraint firstItem="p11-im-001" firstAttribute="leading" secondItem="p11-cv-001" secondAttribute="leadingMargin" id="p11-c02"/>
                                                        <constraint firstAttribute="trailingMargin" secondItem="p11-im-001" secondAttribute="trailing" id="p11-c03"/>
                                                        <constraint firstAttribute="bottomMargin" secondItem="p11-im-001" secondAttribute="bottom" id="p11-c04"/>
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>\(close)
                                </\(controller)>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard", scene: "movieViewCell")
                    .solution, "p11-im-001")
        }
        #expect(try image(tools: "16096") == InterfaceBuilderTests.rect(15, 11, 345, 95))
        #expect(try image(tools: "14490.70") == InterfaceBuilderTests.rect(15, 11, 345, 95))
        #expect(try image(tools: "14490.70", device: "retina5_9") == InterfaceBuilderTests.rect(16, 11, 343, 95))
        let noSafeArea = #"insetsLayoutMarginsFromSafeArea="NO""#
        #expect(
            try image(tools: "14490.70", device: "retina5_9", cell: noSafeArea)
                == InterfaceBuilderTests.rect(15, 11, 345, 95))
        // The content view's own setting counts as the cell's (a workout planner's plan
        // cells of Xcode 10.1 on the 5.8-inch canvas, their day labels 15 pt in).
        #expect(
            try image(tools: "14460.31", device: "retina5_9", content: noSafeArea)
                == InterfaceBuilderTests.rect(15, 11, 345, 95))
        #expect(
            try image(tools: "14490.70", device: "retina5_9", width: 335) == InterfaceBuilderTests.rect(15, 11, 305, 95)
        )
        #expect(try image(tools: "14313.18") == InterfaceBuilderTests.rect(16, 11, 343, 95))
        // Xcode 9.2's cells that do not inset their margins from the safe area, on the
        // 4.7-inch canvas: 15 pt (a recipe app's and a to-do app's, three apps).
        #expect(try image(tools: "13771", cell: noSafeArea) == InterfaceBuilderTests.rect(15, 11, 345, 95))
        #expect(try image(tools: "13771") == InterfaceBuilderTests.rect(16, 11, 343, 95))
        // So on the 5.5-inch canvas, whose cells otherwise have 20 (a restaurant finder's).
        #expect(
            try image(tools: "13771", device: "retina5_5", width: 414, cell: noSafeArea)
                == InterfaceBuilderTests.rect(15, 11, 384, 95))
        #expect(
            try image(tools: "13771", device: "retina5_5", width: 414) == InterfaceBuilderTests.rect(20, 11, 374, 95))
        // Xcode 9.1's kept 16 (a budget app's static cells, 7 of 7).
        #expect(try image(tools: "13529", cell: noSafeArea) == InterfaceBuilderTests.rect(16, 11, 343, 95))
        // Before Xcode 9.1, UIKit's 8 pt all round, but at the sides the table's 15 where the
        // cell and its content view both preserve their superview's margins (a chess app's
        // static settings cells of Xcode 8.3 on the 4.7-inch canvas, 14 views of 14); one
        // of them alone does not.
        let preserves = #"preservesSuperviewLayoutMargins="YES""#
        #expect(try image(tools: "12120") == InterfaceBuilderTests.rect(8, 8, 359, 101))
        #expect(
            try image(tools: "12120", cell: preserves, content: preserves, controllersTable: true)
                == InterfaceBuilderTests.rect(15, 8, 345, 101))
        #expect(try image(tools: "12120", cell: preserves) == InterfaceBuilderTests.rect(8, 8, 359, 101))
        #expect(try image(tools: "11762", content: preserves) == InterfaceBuilderTests.rect(8, 8, 359, 101))
        // Xcode 12 and later: 16 pt.
        #expect(try image(tools: "17701") == InterfaceBuilderTests.rect(16, 11, 343, 95))
        // A table view controller's own table, Xcode 10.1 to 11: 16 pt on the 4.7- and
        // 5.8-inch canvases; Xcode 9.2 to 10.0's too where the cell does not inset from the
        // safe area (an alarm app's cells of Xcode 10.0, 16 pt in).
        for (tools, device) in [("16097", "retina4_7"), ("15705", "retina5_9"), ("14460.31", "retina4_7")] {
            #expect(
                try image(tools: tools, device: device, controllersTable: true)
                    == InterfaceBuilderTests.rect(16, 11, 343, 95), "\(tools) \(device)")
        }
        #expect(
            try image(tools: "14295.6", content: noSafeArea, controllersTable: true)
                == InterfaceBuilderTests.rect(16, 11, 343, 95))
        // The 390 pt iPhones 12 to 16 (the 6.0-inch canvas): 20 pt from Xcode 12, as on
        // the wider ones (three Twitter course apps' tweet cells, Xcode 12.3 to 13.1); 16
        // from Xcode 26.
        #expect(
            try image(tools: "19529", device: "retina6_0", width: 390, controllersTable: true)
                == InterfaceBuilderTests.rect(20, 11, 350, 95))
        #expect(
            try image(tools: "24127", device: "retina6_0", width: 390, controllersTable: true)
                == InterfaceBuilderTests.rect(16, 15, 358, 87))
        // In landscape every iPhone is wider than 390 pt: 20 (two home-inventory apps' item
        // cells of Xcode 9.2 and 10.2 on the 4.7-inch canvas, 667 pt wide).
        for tools in ["14113", "14490.70"] {
            #expect(
                try image(tools: tools, width: 667, controllersTable: true, orientation: "landscape")
                    == InterfaceBuilderTests.rect(20, 11, 627, 95), "\(tools)")
        }
    }
}

extension DesignCanvasTests {
    @Test(arguments: [(375, 1000, "retina6_1"), (414, 1000, "retina6_1"), (260, 844, "retina6_0")])
    func aFreeformSceneNarrowerThanTheDeviceSpansItsOwnScreen(width: Int, height: Int, device: String) throws {
        // A movie app's details scene (Xcode 11.6, the 6.1-inch canvas) with a 375×1000
        // freeform size: its scroll view, pinned to the safe area's bottom, was saved
        // 34 pt above the root's bottom, the home indicator's inset, as a root as wide as
        // the device has it. So does a wallet's 260×844 side menu (Xcode 13.2, the 6.0-inch
        // canvas, 390 pt wide): its table 34 pt above its bottom.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="ffw-vc-001">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="ffw-sc-001">
                        <objects>
                            <viewController id="ffw-vc-001" title="Details" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="ffw-rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ffw-sv-001">
                                            <rect key="frame" x="0.0" y="44" width="\(width)" height="\(height - 78)"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="ffw-sv-001" firstAttribute="top" secondItem="ffw-sa-001" secondAttribute="top" id="ffw-c01"/>
                                        <constraint firstItem="ffw-sv-001" firstAttribute="leading" secondItem="ffw-rt-001" secondAttribute="leading" id="ffw-c02"/>
                                        <constraint firstAttribute="trailing" secondItem="ffw-sv-001" secondAttribute="trailing" id="ffw-c03"/>
                                        <constraint firstItem="ffw-sa-001" firstAttribute="bottom" secondItem="ffw-sv-001" secondAttribute="bottom" id="ffw-c04"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="ffw-sa-001"/>
                                </view>
                                <size key="freeformSize" width="\(width)" height="\(height)"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let solution = try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard").solution
        #expect(
            InterfaceBuilderTests.frame(solution, "ffw-sv-001")
                == InterfaceBuilderTests.rect(0, 44, Double(width), Double(height - 78))
        )
    }

    /// A storyboard of tools `tools` on `device` (a `width`×`height` screen) whose
    /// navigation controller (`p-nc-001`, its bar at y 20) is the initial controller and
    /// has `root` as its root: the scene "Target" (`p-vc-001`), whose view `p-tg-001` sits
    /// at its safe area's top + `top` (`height` high, or to the safe area's bottom), the
    /// scenes `others` (each `(id, title, segue kind)`, the segue leading to `p-vc-001`,
    /// its id `id` with `sg` for `vc`), and, when `tieBreaker` names one of them, that
    /// segue as the file's tie breaker.
    private static func tieBreakerStoryboard(
        _ p: String, tools: String, device: String, width: Int, height: Int, root: String, top: Int = 0,
        fieldHeight: Int? = nil, others: [(id: String, title: String, kind: String)], tieBreaker: String?
    ) -> String {
        func scene(_ id: String, _ title: String, body: String, connections: String) -> String {
            """
            <scene sceneID="\(id)-sc"><objects>
            <viewController id="\(id)" title="\(title)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="\(id)-rt">
            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>\(body)
            </view>
            <connections>\(connections)</connections>
            </viewController>
            </objects></scene>
            """
        }
        let size = fieldHeight.map {
            #"<constraints><constraint firstAttribute="height" constant="\#($0)" id="\#(p)-c05"/></constraints>"#
        }
        let bottom =
            fieldHeight == nil
            ? #"<constraint firstItem="\#(p)-sa-001" firstAttribute="bottom" secondItem="\#(p)-tg-001" secondAttribute="bottom" id="\#(p)-c04"/>"#
            : ""
        let target = scene(
            "\(p)-vc-001", "Target",
            body: """
                <subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(p)-tg-001">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(fieldHeight ?? height)"/>\(size ?? "")
                </view></subviews>
                <constraints>
                <constraint firstItem="\(p)-tg-001" firstAttribute="top" secondItem="\(p)-sa-001" secondAttribute="top" constant="\(top)" id="\(p)-c01"/>
                <constraint firstItem="\(p)-tg-001" firstAttribute="leading" secondItem="\(p)-sa-001" secondAttribute="leading" id="\(p)-c02"/>
                <constraint firstItem="\(p)-sa-001" firstAttribute="trailing" secondItem="\(p)-tg-001" secondAttribute="trailing" id="\(p)-c03"/>\(bottom)
                </constraints>
                <viewLayoutGuide key="safeArea" id="\(p)-sa-001"/>
                """, connections: "")
        let scenes = others.map { other in
            scene(
                other.id, other.title, body: "",
                connections:
                    #"<segue destination="\#(p)-vc-001" kind="\#(other.kind)" id="\#(other.id.replacingOccurrences(of: "vc", with: "sg"))"/>"#
            )
        }
        let ties = tieBreaker.map {
            #"<inferredMetricsTieBreakers><segue reference="\#($0)"/></inferredMetricsTieBreakers>"#
        }
        let navigation = navigationControllerScene(p, bar: "", barY: 20).replacingOccurrences(
            of: #"destination="\#(p)-vc-001" kind="relationship""#, with: #"destination="\#(root)" kind="relationship""#
        )
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="\(p)-nc-001">
                <device id="\(device)" orientation="portrait"/>
                <scenes>\(target)\(scenes.joined())\(navigation)</scenes>
                \(ties ?? "")
            </document>
            """
    }

    /// The frame of the target view of a `tieBreakerStoryboard` made with prefix `p`.
    private static func targetFrame(_ storyboard: String, _ p: String) throws -> [Double] {
        InterfaceBuilderTests.frame(
            try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard", scene: "Target").solution,
            "\(p)-tg-001")
    }

    @Test func theTieBreakingSegueDecidesWhatAScenesBarsAre() throws {
        // A movie app's detail scene (Xcode 10.1, the 4.7-inch canvas), pushed from its list
        // in a navigation controller and shown from a favourites scene in none: the file's
        // `<inferredMetricsTieBreakers>` names the favourites' segue, and its table, at the
        // safe area's top, was saved at the status bar, 20 pt down. Without it the list's
        // segue, nearer the initial scene, puts the scene under the bar, 64 pt down.
        func table(tieBreaker: Bool) throws -> [Double] {
            let storyboard = Self.tieBreakerStoryboard(
                "tbk", tools: "14460.31", device: "retina4_7", width: 375, height: 667, root: "tbk-vc-002",
                others: [("tbk-vc-002", "List", "show"), ("tbk-vc-004", "Favourites", "show")],
                tieBreaker: tieBreaker ? "tbk-sg-004" : nil)
            return try Self.targetFrame(storyboard, "tbk")
        }
        #expect(try table(tieBreaker: true) == InterfaceBuilderTests.rect(0, 20, 375, 647))
        #expect(try table(tieBreaker: false) == InterfaceBuilderTests.rect(0, 64, 375, 603))
    }

    @Test func aSegueThatBreaksTheTieFromOutsideTakesANavigationRootsBar() throws {
        // An Instagram clone's sign-in scene (Xcode 13, the 5.5-inch canvas): the root of a
        // navigation controller, presented full screen from the account scene, whose segue
        // the file names as the tie breaker. Its fields, at the safe area's top + 109, were
        // saved 109 pt down: no bar. Without the tie breaker, under the bar: 44 pt lower
        // (this Xcode draws no status bar on an iPhone with a home button).
        func field(tieBreaker: Bool) throws -> [Double] {
            let storyboard = Self.tieBreakerStoryboard(
                "tbp", tools: "19115.3", device: "retina5_5", width: 414, height: 736, root: "tbp-vc-001", top: 109,
                fieldHeight: 34, others: [("tbp-vc-003", "Account", "presentation")],
                tieBreaker: tieBreaker ? "tbp-sg-003" : nil)
            return try Self.targetFrame(storyboard, "tbp")
        }
        #expect(try field(tieBreaker: true) == InterfaceBuilderTests.rect(0, 109, 414, 34))
        #expect(try field(tieBreaker: false) == InterfaceBuilderTests.rect(0, 153, 414, 34))
        // A show segue from a scene in no navigation controller breaks the tie the same way:
        // a news app's list (Xcode 10.2, the 6.1-inch canvas), a navigation root shown back
        // from its detail scene, had its table saved at the safe area's top, 44 pt down.
        func table(tieBreaker: Bool) throws -> [Double] {
            let storyboard = Self.tieBreakerStoryboard(
                "tbs", tools: "14490.70", device: "retina6_1", width: 414, height: 896, root: "tbs-vc-001",
                others: [("tbs-vc-003", "Detail", "show")], tieBreaker: tieBreaker ? "tbs-sg-003" : nil)
            return try Self.targetFrame(storyboard, "tbs")
        }
        #expect(try table(tieBreaker: true) == InterfaceBuilderTests.rect(0, 44, 414, 818))
        #expect(try table(tieBreaker: false) == InterfaceBuilderTests.rect(0, 88, 414, 774))
    }

    @Test func aNavigationBarSavedAtTheScreensTopHasNothingAboveIt() throws {
        // A movie app's home scene (Xcode 14, the 6.1-inch canvas), the root of a navigation
        // controller presented full screen whose bar was saved at y 0: its stack, between
        // the safe area's top and bottom, was saved 44 pt down, under the bar alone, and
        // 808 pt high, to the screen's bottom. A bar saved below the sensor housing (59) has
        // it above, and the home indicator below: 103 pt down, 715 high.
        func stack(barY: Double) throws -> [Double] {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="bst-nc-001">
                    <device id="retina6_12" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="bst-sc-001">
                            <objects>
                                <viewController id="bst-vc-001" title="Home" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="bst-rt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bst-st-001">
                                                <rect key="frame" x="10" y="44" width="373" height="808"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="bst-st-001" firstAttribute="top" secondItem="bst-sa-001" secondAttribute="top" id="bst-c01"/>
                                            <constraint firstItem="bst-st-001" firstAttribute="leading" secondItem="bst-sa-001" secondAttribute="leading" constant="10" id="bst-c02"/>
                                            <constraint firstItem="bst-sa-001" firstAttribute="trailing" secondItem="bst-st-001" secondAttribute="trailing" constant="10" id="bst-c03"/>
                                            <constraint firstItem="bst-sa-001" firstAttribute="bottom" secondItem="bst-st-001" secondAttribute="bottom" id="bst-c04"/>
                                        </constraints>
                                        <viewLayoutGuide key="safeArea" id="bst-sa-001"/>
                                    </view>
                                    <navigationItem key="navigationItem" title="Home" id="bst-ni-001"/>
                                </viewController>
                            </objects>
                        </scene>
                        \(Self.navigationControllerScene("bst", bar: "", barY: barY))
                    </scenes>
                </document>
                """
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard", scene: "Home").solution,
                "bst-st-001")
        }
        #expect(try stack(barY: 0) == InterfaceBuilderTests.rect(10, 44, 373, 808))
        #expect(try stack(barY: 59) == InterfaceBuilderTests.rect(10, 103, 373, 715))
    }

    @Test func aLargeTitleBarSavedAtTheScreensTopReachesTheSafeAreasTop() throws {
        // A quiz course's question scene (Xcode 14.3, the 4-inch canvas), the root of a
        // navigation controller whose large-title bar was saved at y 0, 92.5 pt high: its
        // progress view, at the safe area's top, was saved 92.5 pt down, not below a status
        // bar as well. A bar saved below the status bar (y 20, 91 high, as a chat course's
        // of Xcode 10.1) adds to it: 111.
        func progress(barY: Double, barHeight: Double) throws -> [Double] {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="lbt-nc-001">
                    <device id="retina4_0" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="lbt-sc-001">
                            <objects>
                                <viewController id="lbt-vc-001" title="Question" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="lbt-rt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                        <subviews>
                                            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="lbt-pv-001">
                                                <rect key="frame" x="0.0" y="92.5" width="320" height="4"/>
                                            </progressView>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="lbt-pv-001" firstAttribute="top" secondItem="lbt-sa-001" secondAttribute="top" id="lbt-c01"/>
                                            <constraint firstItem="lbt-pv-001" firstAttribute="leading" secondItem="lbt-rt-001" secondAttribute="leading" id="lbt-c02"/>
                                            <constraint firstAttribute="trailing" secondItem="lbt-pv-001" secondAttribute="trailing" id="lbt-c03"/>
                                        </constraints>
                                        <viewLayoutGuide key="safeArea" id="lbt-sa-001"/>
                                    </view>
                                    <navigationItem key="navigationItem" title="Question" id="lbt-ni-001"/>
                                </viewController>
                            </objects>
                        </scene>
                        \(Self.navigationControllerScene("lbt", bar: #"largeTitles="YES""#, barY: barY, barHeight: barHeight))
                    </scenes>
                </document>
                """
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard", scene: "Question").solution,
                "lbt-pv-001")
        }
        #expect(try progress(barY: 0, barHeight: 92.5) == InterfaceBuilderTests.rect(0, 92.5, 320, 4))
        #expect(try progress(barY: 20, barHeight: 91) == InterfaceBuilderTests.rect(0, 111, 320, 4))
    }

    @Test func aRootSavedTheBarsHeightShortOfTheScreenIsBelowTheBar() throws {
        // Rocket.Chat's add-users scene (Xcode 10.1), in a navigation controller whose bar
        // the file leaves translucent but shown from a scene whose simulated bar is opaque:
        // its root saved 504 pt high on the 4-inch canvas (568 less the status and
        // navigation bars), its table at the safe area's top, at 0. A full-height root
        // extends under the bar: the table 64 pt down.
        func table(rootHeight: Int) throws -> [Double] {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="sbb-nc-001">
                    <device id="retina4_0" orientation="portrait"/>
                    <scenes>
                        <scene sceneID="sbb-sc-001">
                            <objects>
                                <viewController id="sbb-vc-001" title="Add Users" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="sbb-rt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(rootHeight)"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sbb-tb-001">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="\(rootHeight)"/>
                                            </view>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="sbb-tb-001" firstAttribute="top" secondItem="sbb-sa-001" secondAttribute="top" id="sbb-c01"/>
                                            <constraint firstItem="sbb-tb-001" firstAttribute="leading" secondItem="sbb-sa-001" secondAttribute="leading" id="sbb-c02"/>
                                            <constraint firstItem="sbb-sa-001" firstAttribute="trailing" secondItem="sbb-tb-001" secondAttribute="trailing" id="sbb-c03"/>
                                            <constraint firstItem="sbb-sa-001" firstAttribute="bottom" secondItem="sbb-tb-001" secondAttribute="bottom" id="sbb-c04"/>
                                        </constraints>
                                        <viewLayoutGuide key="safeArea" id="sbb-sa-001"/>
                                    </view>
                                    <navigationItem key="navigationItem" title="Add Users" id="sbb-ni-001"/>
                                </viewController>
                            </objects>
                        </scene>
                        \(Self.navigationControllerScene("sbb", bar: ""))
                    </scenes>
                </document>
                """
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard", scene: "Add Users")
                    .solution,
                "sbb-tb-001")
        }
        #expect(try table(rootHeight: 504) == InterfaceBuilderTests.rect(0, 0, 320, 504))
        #expect(try table(rootHeight: 568) == InterfaceBuilderTests.rect(0, 64, 320, 504))
    }

    @Test func anIPhoneInLandscapeHasACompactTabBarFromXcode9() throws {
        // MYPassthrough's first tab (Xcode 9, the 4-inch canvas in landscape): a table
        // pinned to the safe area's bottom ends 32 pt above the screen's, as iOS 11's
        // compact tab bar leaves it; Xcode 8 (iOS 10) kept the 49 pt bar in landscape.
        func storyboard(tools: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="lsb-tb-001">
                <device id="retina4_0" orientation="landscape">
                    <adaptation id="fullscreen"/>
                </device>
                <scenes>
                    <scene sceneID="lsb-sc-001">
                        <objects>
                            <tabBarController id="lsb-tb-001" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="lsb-br-001">
                                    <rect key="frame" x="0.0" y="975" width="768" height="49"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                </tabBar>
                                <connections>
                                    <segue destination="lsb-ct-001" kind="relationship" relationship="viewControllers" id="lsb-sg-001"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="lsb-sc-002">
                        <objects>
                            <viewController id="lsb-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="lsb-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="568" height="320"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="lsb-tv-001">
                                            <rect key="frame" x="236" y="113.5" width="332" height="174.5"/>
                                        </tableView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="lsb-tv-001" firstAttribute="top" secondItem="lsb-sa-001" secondAttribute="top" constant="113.5" id="lsb-cn-001"/>
                                        <constraint firstItem="lsb-tv-001" firstAttribute="bottom" secondItem="lsb-sa-001" secondAttribute="bottom" id="lsb-cn-002"/>
                                        <constraint firstItem="lsb-tv-001" firstAttribute="trailing" secondItem="lsb-sa-001" secondAttribute="trailing" id="lsb-cn-003"/>
                                        <constraint firstItem="lsb-tv-001" firstAttribute="width" constant="332" id="lsb-cn-004"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="lsb-sa-001"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let (_, e, solution) = try InterfaceBuilderTests.designed(
            storyboard(tools: "13196"), fileExtension: "storyboard", scene: "lsb-ct-001")
        #expect(e.safeArea.bottom == 32)
        #expect(
            InterfaceBuilderTests.frame(solution, "lsb-tv-001") == InterfaceBuilderTests.rect(236, 113.5, 332, 174.5))
        let (_, xcode8, _) = try InterfaceBuilderTests.designed(
            storyboard(tools: "12120"), fileExtension: "storyboard", scene: "lsb-ct-001")
        #expect(xcode8.bottomGuide == 49)
    }

    @Test func barsAreCompactOnlyOnAnIPhoneCompactInWidthInLandscape() throws {
        // A scene pushed on a navigation controller, a navigation bar of its own pinned to
        // its safe area's top (a search app's, Xcode 9). On the 4-inch canvas in landscape
        // (compact in both classes) both bars are 32 pt; on the 5.5-inch one (a Plus,
        // regular in width) 44, as two StoreSearch split views' columns were saved. Xcode 8
        // drew them 44 high on the 4-inch canvas too, under a status bar (two StoreSearch
        // apps' search bars 20 pt down, their navigation bars under them 44 high).
        func storyboard(device: String, width: Int, height: Int, tools: String = "13771") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="cbr-nc-001">
                <device id="\(device)" orientation="landscape"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="cbr-sc-001">
                        <objects>
                            <navigationController id="cbr-nc-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="cbr-nb-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="cbr-ct-001" kind="relationship" relationship="rootViewController" id="cbr-sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="cbr-sc-002">
                        <objects>
                            <viewController id="cbr-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="cbr-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cbr-bv-001">
                                            <rect key="frame" x="0.0" y="32" width="\(width)" height="32"/>
                                            <items><navigationItem title="Title" id="cbr-ni-001"/></items>
                                        </navigationBar>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="cbr-bv-001" firstAttribute="top" secondItem="cbr-sa-001" secondAttribute="top" id="cbr-cn-001"/>
                                        <constraint firstItem="cbr-bv-001" firstAttribute="leading" secondItem="cbr-sa-001" secondAttribute="leading" id="cbr-cn-002"/>
                                        <constraint firstItem="cbr-bv-001" firstAttribute="trailing" secondItem="cbr-sa-001" secondAttribute="trailing" id="cbr-cn-003"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="cbr-sa-001"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let (_, compact, small) = try InterfaceBuilderTests.designed(
            storyboard(device: "retina4_0", width: 568, height: 320), fileExtension: "storyboard", scene: "cbr-ct-001")
        #expect(compact.safeArea.top == 32)
        #expect(InterfaceBuilderTests.frame(small, "cbr-bv-001") == InterfaceBuilderTests.rect(0, 32, 568, 32))
        let (_, regular, plus) = try InterfaceBuilderTests.designed(
            storyboard(device: "retina5_5", width: 736, height: 414), fileExtension: "storyboard", scene: "cbr-ct-001")
        #expect(regular.safeArea.top == 44)
        #expect(InterfaceBuilderTests.frame(plus, "cbr-bv-001") == InterfaceBuilderTests.rect(0, 44, 736, 44))
        let (_, xcode8, earlier) = try InterfaceBuilderTests.designed(
            storyboard(device: "retina4_0", width: 568, height: 320, tools: "12121"), fileExtension: "storyboard",
            scene: "cbr-ct-001")
        #expect(xcode8.safeArea.top == 64)
        #expect(InterfaceBuilderTests.frame(earlier, "cbr-bv-001") == InterfaceBuilderTests.rect(0, 64, 568, 44))
    }

    @Test func theIPhoneXRInLandscapeKeeps44PointsAtItsSides() throws {
        // The LED-board course apps (Xcode 13, the 6.1-inch iPhone XR/11 canvas in
        // landscape): a text field pinned 30 pt inside the safe area's leading edge was
        // saved at x 74, the safe area 44 pt in (808 × 393 pt, 21 at the bottom), not 48
        // as in portrait at the top.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="led-ct-001">
                <device id="retina6_1" orientation="landscape" appearance="light"/>
                <scenes>
                    <scene sceneID="led-sc-001">
                        <objects>
                            <viewController id="led-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="led-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="896" height="414"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="led-vw-002">
                                            <rect key="frame" x="74" y="20" width="748" height="48"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="led-vw-002" firstAttribute="leading" secondItem="led-sa-001" secondAttribute="leading" constant="30" id="led-cn-001"/>
                                        <constraint firstItem="led-sa-001" firstAttribute="trailing" secondItem="led-vw-002" secondAttribute="trailing" constant="30" id="led-cn-002"/>
                                        <constraint firstItem="led-vw-002" firstAttribute="top" secondItem="led-sa-001" secondAttribute="top" constant="20" id="led-cn-003"/>
                                        <constraint firstItem="led-vw-002" firstAttribute="height" constant="48" id="led-cn-004"/>
                                    </constraints>
                                    <viewLayoutGuide key="safeArea" id="led-sa-001"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (_, e, solution) = try InterfaceBuilderTests.designed(
            storyboard, fileExtension: "storyboard", scene: "led-ct-001")
        #expect(e.safeArea.left == 44 && e.safeArea.right == 44 && e.safeArea.bottom == 21)
        #expect(InterfaceBuilderTests.frame(solution, "led-vw-002") == InterfaceBuilderTests.rect(74, 20, 748, 48))
    }

    @Test func anIPadSheetHasNoStatusBarAboveIt() throws {
        // RedditApp's image viewer (Xcode 12, the 12.9-inch iPad canvas): presented in the
        // default style, it is drawn as a 704 × 995 card with no status bar above it, its
        // stack at the safe area's top at 0. Presented full screen, the scene fills the
        // screen above the home indicator, with no status bar in Xcode 12 either (the
        // app's detail scene: its stack saved 16 pt below the top of a 1366 pt root).
        func storyboard(style: String, rootWidth: Int, rootHeight: Int) -> String {
            Self.presentingStoryboard(
                prefix: "ips", toolsVersion: "17156",
                device:
                    #"<device id="ipad12_9rounded" orientation="portrait" layout="fullscreen" appearance="light"/>"#,
                rootSize: (1024, 1366), destination: "ips-ct-002", style: style,
                scenes: """
                        <scene sceneID="ips-sc-002">
                            <objects>
                                <viewController id="ips-ct-002" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="ips-vw-002">
                                        <rect key="frame" x="0.0" y="0.0" width="\(rootWidth)" height="\(rootHeight)"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ips-vw-003">
                                                <rect key="frame" x="0.0" y="0.0" width="704" height="995"/>
                                            </view>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="ips-sa-002"/>
                                        <constraints>
                                            <constraint firstItem="ips-vw-003" firstAttribute="top" secondItem="ips-sa-002" secondAttribute="top" id="ips-cn-001"/>
                                            <constraint firstItem="ips-sa-002" firstAttribute="bottom" secondItem="ips-vw-003" secondAttribute="bottom" id="ips-cn-002"/>
                                            <constraint firstItem="ips-vw-003" firstAttribute="leading" secondItem="ips-sa-002" secondAttribute="leading" id="ips-cn-003"/>
                                            <constraint firstItem="ips-sa-002" firstAttribute="trailing" secondItem="ips-vw-003" secondAttribute="trailing" id="ips-cn-004"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    """)
        }
        let (sheet, _, inSheet) = try InterfaceBuilderTests.designed(
            storyboard(style: "", rootWidth: 704, rootHeight: 995), fileExtension: "storyboard", scene: "ips-ct-002")
        #expect(sheet.summary.contains("presented as a sheet"))
        #expect(InterfaceBuilderTests.frame(inSheet, "ips-vw-003") == InterfaceBuilderTests.rect(0, 0, 704, 995))
        let (_, _, fullScreen) = try InterfaceBuilderTests.designed(
            storyboard(style: #"modalPresentationStyle="fullScreen""#, rootWidth: 1024, rootHeight: 1366),
            fileExtension: "storyboard", scene: "ips-ct-002")
        #expect(InterfaceBuilderTests.frame(fullScreen, "ips-vw-003") == InterfaceBuilderTests.rect(0, 0, 1024, 1346))
    }

    @Test func xcode10Point2To13sFirstBuildsDrewNoStatusBarOnIPads() throws {
        // Audiometer's scenes on the 12.9-inch canvas in landscape (Xcode 11.5): a table
        // pinned to the safe area saved at the screen's top, as are a register's of Xcode
        // 12 and 13 (tools 18122) on the 10.2-inch one; its scenes of tools 20037,
        // Stanford's EmojiArt of 19162 and 19455 (navigation bars saved at y 20), and files
        // of Xcode 10.1, have the 20 pt status bar.
        func storyboard(tools: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="ipn-ct-001">
                <device id="ipad12_9" orientation="landscape" layout="fullscreen" appearance="light"/>
                <scenes>
                    <scene sceneID="ipn-sc-001">
                        <objects>
                            <viewController id="ipn-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="ipn-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="1366" height="1024"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="ipn-tv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="1366" height="1024"/>
                                        </tableView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="ipn-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="ipn-tv-001" firstAttribute="top" secondItem="ipn-sa-001" secondAttribute="top" id="ipn-cn-001"/>
                                        <constraint firstItem="ipn-sa-001" firstAttribute="bottom" secondItem="ipn-tv-001" secondAttribute="bottom" id="ipn-cn-002"/>
                                        <constraint firstItem="ipn-tv-001" firstAttribute="leading" secondItem="ipn-sa-001" secondAttribute="leading" id="ipn-cn-003"/>
                                        <constraint firstItem="ipn-sa-001" firstAttribute="trailing" secondItem="ipn-tv-001" secondAttribute="trailing" id="ipn-cn-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        for (tools, top) in [
            ("14490.70", 20.0), ("14810", 0), ("16097", 0), ("18122", 0), ("19162", 20), ("20037", 20),
            ("22505", 20),
        ] {
            let (_, e, solution) = try InterfaceBuilderTests.designed(
                storyboard(tools: tools), fileExtension: "storyboard", scene: "ipn-ct-001")
            #expect(e.safeArea.top == top, "\(tools)")
            #expect(
                InterfaceBuilderTests.frame(solution, "ipn-tv-001")
                    == InterfaceBuilderTests.rect(0, top, 1366, 1024 - top), "\(tools)")
        }
    }

    @Test func aColumnStyleSplitViewPutsEachColumnInANavigationController() throws {
        // StoreSearch's search scene (Xcode 14.0, the 4.7-inch canvas, no status bar): the
        // primary column of a split view in iOS 14's column style, its search bar at the
        // safe area's top saved 44 pt down, under the navigation bar UIKit wraps the
        // column in. A classic split view adds no bar.
        func storyboard(columnStyle: Bool) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21225" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="csv-sp-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="csv-sc-001">
                        <objects>
                            <splitViewController \(columnStyle ? #"allowDoubleColumnStyle="YES""# : "") id="csv-sp-001" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="csv-ct-001" kind="relationship" relationship="masterViewController" id="csv-sg-001"/>
                                </connections>
                            </splitViewController>
                        </objects>
                    </scene>
                    <scene sceneID="csv-sc-002">
                        <objects>
                            <viewController id="csv-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="csv-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="csv-vw-002">
                                            <rect key="frame" x="0.0" y="44" width="375" height="56"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="56" id="csv-cn-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="csv-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="csv-vw-002" firstAttribute="top" secondItem="csv-sa-001" secondAttribute="top" id="csv-cn-002"/>
                                        <constraint firstItem="csv-vw-002" firstAttribute="leading" secondItem="csv-sa-001" secondAttribute="leading" id="csv-cn-003"/>
                                        <constraint firstItem="csv-sa-001" firstAttribute="trailing" secondItem="csv-vw-002" secondAttribute="trailing" id="csv-cn-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        let (columns, _, inColumn) = try InterfaceBuilderTests.designed(
            storyboard(columnStyle: true), fileExtension: "storyboard", scene: "csv-ct-001")
        #expect(columns.summary.contains("navigation bar (inherited from 'Split View Controller (master column)')"))
        #expect(InterfaceBuilderTests.frame(inColumn, "csv-vw-002") == InterfaceBuilderTests.rect(0, 44, 375, 56))
        let (_, _, classic) = try InterfaceBuilderTests.designed(
            storyboard(columnStyle: false), fileExtension: "storyboard", scene: "csv-ct-001")
        #expect(InterfaceBuilderTests.frame(classic, "csv-vw-002") == InterfaceBuilderTests.rect(0, 0, 375, 56))
    }
}

extension DesignCanvasTests {
    /// A storyboard of `toolsVersion` on `device` whose initial scene (`<prefix>-ct-001`, its
    /// root `rootSize`) presents `destination` by a segue with `style` (its attributes),
    /// followed by `scenes`: how the tests of presented scenes start.
    static func presentingStoryboard(
        prefix: String, toolsVersion: String,
        device: String = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
        rootSize: (width: Int, height: Int) = (414, 896), destination: String, style: String, scenes: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="\(prefix)-ct-001">
            \(device)
            <scenes>
                <scene sceneID="\(prefix)-sc-001">
                    <objects>
                        <viewController id="\(prefix)-ct-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(prefix)-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(rootSize.width)" height="\(rootSize.height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="\(prefix)-sa-001"/>
                            </view>
                            <connections>
                                <segue destination="\(destination)" kind="presentation" \(style) id="\(prefix)-sg-001"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        \(scenes)
            </scenes>
        </document>
        """
    }
}

extension DesignCanvasTests {
    @Test func theAnyAnyCanvasOfXcode10Point2To14Point2HasNoStatusBar() throws {
        // A dictionary app's scene of Xcode 11.3 saved with no device: its title pinned to
        // the safe area's top at 0 on the 600×600 canvas; Xcode 9.4 drew the status bar.
        func title(tools: String) throws -> [Double] {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="aa0-vc-001">
                    <scenes>
                        <scene sceneID="aa0-sc-001">
                            <objects>
                                <viewController id="aa0-vc-001" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="aa0-rt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aa0-tl-001">
                                                <rect key="frame" x="30" y="0.0" width="240" height="45"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="240" id="aa0-c01"/>
                                                    <constraint firstAttribute="height" constant="45" id="aa0-c02"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="aa0-sa-001"/>
                                        <constraints>
                                            <constraint firstItem="aa0-tl-001" firstAttribute="top" secondItem="aa0-sa-001" secondAttribute="top" id="aa0-c03"/>
                                            <constraint firstItem="aa0-tl-001" firstAttribute="leading" secondItem="aa0-sa-001" secondAttribute="leading" constant="30" id="aa0-c04"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            return InterfaceBuilderTests.frame(
                try InterfaceBuilderTests.designed(storyboard, fileExtension: "storyboard").solution, "aa0-tl-001")
        }
        #expect(try title(tools: "15702") == InterfaceBuilderTests.rect(30, 0, 240, 45))
        #expect(try title(tools: "17701") == InterfaceBuilderTests.rect(30, 0, 240, 45))
        #expect(try title(tools: "14113") == InterfaceBuilderTests.rect(30, 20, 240, 45))
    }
}
