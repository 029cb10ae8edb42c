import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution
import Testing

@testable import InterfaceBuilder

/// Storyboards and xibs, read the way `reference/interface-builder.md` describes: the two
/// real files of `../shared/fixtures/interface-builder/`, and files written for the tests
/// that cover every rule.
@Suite("Interface Builder files")
struct InterfaceBuilderTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.deletingLastPathComponent().appendingPathComponent(
        "shared/fixtures/interface-builder")
    static let documents = repository.appendingPathComponent("Tests/Documents/interface-builder")

    static func layouts(
        _ url: URL, scene: String? = nil, contentSize: ContentSizeCategory? = .large
    ) throws -> [LayoutFile] {
        let results = LayoutFile.readLayouts(url.path, scene: scene, contentSize: contentSize)
        for r in results { try #require(r.isValid, "\(r.diagnostics)") }
        return results
    }

    /// `text` read as a file of `fileExtension` (written to a temporary file, removed
    /// again), and the path it had.
    static func layouts(
        ofText text: String, fileExtension: String, scene: String? = nil, contentSize: ContentSizeCategory? = .large
    ) throws -> (url: URL, layouts: [LayoutFile]) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("designed-\(UUID()).\(fileExtension)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return (url, try layouts(url, scene: scene, contentSize: contentSize))
    }

    static func solve(_ d: LayoutDocument, _ device: String, _ o: Orientation) -> LayoutSolution {
        let e = DeviceCatalog.device(named: device)!.environment(o)!
        return CompiledLayout(Resolver(document: d, path: "t").resolve(for: e.sizeClass), environment: e, path: "t")
            .solve()
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [Double] { [x, y, w, h] }

    /// A storyboard or xib written for a test (`fileExtension` "storyboard" or "xib"), laid
    /// out at its design canvas: the canvas, its environment, and the solution of the
    /// layout named `scene` (the file's first without one).
    static func designed(
        _ text: String, fileExtension: String, scene: String? = nil
    ) throws -> (canvas: DesignCanvas, environment: Environment, solution: LayoutSolution) {
        let (url, results) = try layouts(ofText: text, fileExtension: fileExtension, scene: scene, contentSize: nil)
        return try onItsCanvas(try #require(results.first?.document), path: url.path)
    }

    /// `document` laid out at the design canvas it was read with: the canvas, its
    /// environment, and the solution.
    static func onItsCanvas(
        _ document: LayoutDocument, path: String
    ) throws -> (canvas: DesignCanvas, environment: Environment, solution: LayoutSolution) {
        let canvas = try #require(document.designCanvas)
        let e = Environment(designCanvas: canvas)
        let solution = CompiledLayout(
            Resolver(document: document, path: path).resolve(for: e.sizeClass), environment: e, path: path
        )
        .solve()
        return (canvas, e, solution)
    }

    /// A storyboard of one scene on the canvas of `device` (the 6.1-inch iPhone's unless
    /// given) of tools `toolsVersion`: its controller `p-ct-001`, its root `p-vw-001`
    /// (414 × 896 unless given) holding `subviews` and `constraints`, the root's safe area
    /// `p-sa-001`.
    static func singleScene(
        _ p: String, toolsVersion: String, device: String = "retina6_1", orientation: String = "portrait",
        width: Int = 414, height: Int = 896, subviews: String, constraints: String
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="\(p)-ct-001">
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <scenes>
                <scene sceneID="\(p)-sc-001">
                    <objects>
                        <viewController id="\(p)-ct-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(p)-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>\(subviews)</subviews>
                                <viewLayoutGuide key="safeArea" id="\(p)-sa-001"/>
                                <constraints>\(constraints)</constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The first layout of `storyboard` solved on its design canvas and on an iPhone 16
    /// (393 × 852, portrait): how a frame kept on the canvas follows a larger screen.
    static func onItsCanvasAndAnIPhone16(
        _ storyboard: String
    ) throws -> (designed: LayoutSolution, wide: LayoutSolution) {
        let (url, layouts) = try layouts(ofText: storyboard, fileExtension: "storyboard")
        let document = try #require(layouts.first?.document)
        let (_, _, designed) = try onItsCanvas(document, path: url.path)
        return (designed, solve(document, "iphone-16", .portrait))
    }

    static func frame(_ s: LayoutSolution, _ id: String) -> [Double] {
        guard let f = s.frame(id) else { return [] }
        return [f.x, f.y, f.width, f.height]
    }

    // MARK: the real files

    @Test func kukimoStoryboardMovesItsHaikuInRegularCompact() throws {
        let scene = try #require(
            try Self.layouts(Self.fixtures.appendingPathComponent("kukimo-SizeClassSample-Main.storyboard")).first)
        #expect(scene.scene?.name == "View Controller" && scene.scene?.id == "tne-QT-ifu")
        let document = try #require(scene.document)
        let grid = CoverageGrid(document, path: "Main.storyboard")
        for cell in grid.cells where cell.sizeClass != .regularCompact {
            #expect(cell.added.isEmpty && cell.removed.isEmpty, "\(cell.sizeClass)")
        }
        let rc = grid[.regularCompact]
        #expect(Set(rc.added) == ["3Qm-2X-EmM", "PKt-4O-U7x"])
        #expect(
            Set(rc.removed) == [
                "I7e-bd-oAF", "ZDI-uv-bTY", "c6D-Zv-MVh", "fj3-QK-hZX", "GKN-Nm-MH4", "dfd-cU-Tft",
                "vZO-QD-Bn3", "yds-5H-GE4",
            ])
        #expect(grid.findings.isEmpty)
        // Portrait iPhone: the fixed sizes hold; the first line sits 8 below the top guide
        // and 95 from the right margin.
        let portrait = Self.solve(document, "iphone-16", .portrait)
        #expect(portrait.status == .ok)
        #expect(Self.frame(portrait, "MSf-Tj-9oI") == Self.rect(393 - 16 - 95 - 45, 59 + 8, 45, 160))
        #expect(Self.frame(portrait, "4sW-ag-yM1") == Self.rect((393 - 42) / 2, (852 - 195) / 2, 42, 195))
        // iPhone 16 Plus landscape (regular-compact): sizes come from the text (four
        // characters of 32 pt, one line each, drawn from San Francisco's East Asian
        // fallback as Xcode 7 drew it: a full em each), and the lines move.
        let landscape = Self.solve(document, "iphone-16-plus", .landscape)
        #expect(landscape.status == .ok)
        #expect(Self.frame(landscape, "4sW-ag-yM1") == Self.rect((932 - 128) / 2, (430 - 38.5) / 2, 128, 38.5))
        // Its margins: the sensor housing's 59 and the system's 16.
        #expect(Self.frame(landscape, "MSf-Tj-9oI") == Self.rect(75 + 50, 8, 96, 38.5))
        #expect(
            Self.frame(landscape, "zMh-0E-iAF") == Self.rect(932 - 75 - 70 - 96, 430 - 21 - 86 - 38.5, 96, 38.5))
    }

    @Test func summerWuXibVariesTheButtonHeight() throws {
        let view = try #require(
            try Self.layouts(
                Self.fixtures.appendingPathComponent("SummerWu-AutoLayout-SizeClasses-RootViewController.xib")
            ).first)
        #expect(view.scene?.id == "i5M-Pr-FkT")
        let document = try #require(view.document)
        // The image's size comes from <resources>, the title from the button's state.
        let image = try #require(document.root.children.first { $0.id == "whP-st-CCT" })
        #expect(image.attributes.intrinsicWidth == 750 && image.attributes.intrinsicHeight == 1334)
        #expect(image.intrinsicSizeNote == "from image 'HD4.7.png'")
        let ipad = Self.solve(document, "ipad", .portrait)
        let phone = Self.solve(document, "iphone-16", .portrait)
        #expect(ipad.status == .ok && phone.status == .ok)
        #expect(ipad.frame("gHN-nx-6jT")?.height == 90 && phone.frame("gHN-nx-6jT")?.height == 44)
        #expect(Self.frame(phone, "gHN-nx-6jT") == Self.rect(20, 852 - 10 - 44, 393 - 40, 44))
        #expect(Self.frame(phone, "ydr-WS-pW2") == Self.rect(0, 30, 393, 852 - 10 - 44 - 10 - 30))
        // Xcode wrote a compact-regular constant equal to the base one: the grid says so.
        let grid = CoverageGrid(document, path: "x.xib")
        #expect(grid.findings.map(\.rule.rawValue) == ["idle-variation"])
        #expect(grid[.regularRegular].changed == ["YWW-N4-Rmc"])
    }

    // MARK: the recipe, written as Xcode writes it

    @Test func theRecipeStoryboardMatchesTheRecipeDocument() throws {
        let storyboard = try #require(
            try Self.layouts(Self.documents.appendingPathComponent("two-buttons.storyboard")).first?.document)
        let recipe = try #require(
            LayoutFile.read(
                Self.repository.appendingPathComponent(
                    "Layouts/two-buttons-with-size-class-based-layouts.xml"
                ).path
            ).document)
        let ids = ["8bC-Xf-vdC": "root", "Shr-tB-tn1": "shortButton", "Lng-tB-tn2": "longButton"]
            .merging((1...9).map { ("c\($0)A-aa-00\($0)", "c\($0)") }) { a, _ in a }
        let a = CoverageGrid(storyboard, path: "s")
        let b = CoverageGrid(recipe, path: "r")
        for (x, y) in zip(a.cells, b.cells) {
            #expect(x.constraints.map { ids[$0] ?? $0 } == y.constraints, "\(x.sizeClass)")
            #expect(x.views.map { ids[$0] ?? $0 } == y.views, "\(x.sizeClass)")
            #expect(x.added.map { ids[$0] ?? $0 } == y.added && x.removed.map { ids[$0] ?? $0 } == y.removed)
        }
        let p = SizeClassCheck(storyboard, path: "s")
        let q = SizeClassCheck(recipe, path: "r")
        #expect(p.status == .ok && q.status == .ok)
        for (x, y) in zip(p.classes, q.classes) {
            for (s, t) in zip(x.solutions, y.solutions) {
                #expect(
                    s.frames.map { [$0.x, $0.y, $0.width, $0.height] }
                        == t.frames.map { [$0.x, $0.y, $0.width, $0.height] },
                    "\(x.sizeClass)")
            }
        }
    }

    // MARK: every rule

    @Test func scenesAreNamedAndSelectable() throws {
        let file = Self.documents.appendingPathComponent("rules.storyboard")
        let all = try Self.layouts(file)
        // The navigation controller has no view of its own: no layout.
        #expect(all.map { $0.scene?.name } == ["Rules", "Second"])
        #expect(try Self.layouts(file, scene: "Second").map { $0.scene?.id } == ["sec-nd-sc1"])
        #expect(try Self.layouts(file, scene: "rul-es-vc1").map { $0.scene?.name } == ["Rules"])
        let missing = LayoutFile.readLayouts(file.path, scene: "Login")
        #expect(missing.count == 1 && missing[0].diagnostics.map(\.rule.rawValue) == ["scene"])
        #expect(
            missing[0].diagnostics[0].message
                == "no scene 'Login' here; the file has 'Rules' (rul-es-sc1), 'Second' (sec-nd-sc1)")
    }

    @Test func aControllersViewMayBeAnyKindOfView() throws {
        // An AR scene's view with a button pinned over it, and a visual effect view whose
        // content view holds a card (a restaurant app's detail scene of Xcode 8): each is
        // its scene's layout, named as Xcode's outline names it, laid out where Xcode drew it.
        func storyboard(_ root: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="avr-vc-001">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="avr-sc-001"><objects>
            <viewController id="avr-vc-001" sceneMemberID="viewController">
            <layoutGuides>
            <viewControllerLayoutGuide type="top" id="avr-tg-001"/>
            <viewControllerLayoutGuide type="bottom" id="avr-bg-001"/>
            </layoutGuides>
            \(root)
            </viewController>
            </objects></scene></scenes>
            </document>
            """
        }
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="avr-bt-001">
            <rect key="frame" x="16" y="617" width="343" height="30"/>
            <constraints><constraint firstAttribute="height" constant="30" id="avr-c01"/></constraints>
            <state key="normal" title="Place"/>
            </button>
            """
        let ar = try InterfaceBuilderTests.designed(
            storyboard(
                """
                <arscnView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="avr-rt-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(button)</subviews>
                <constraints>
                <constraint firstItem="avr-bt-001" firstAttribute="leading" secondItem="avr-rt-001" secondAttribute="leadingMargin" id="avr-c02"/>
                <constraint firstAttribute="trailingMargin" secondItem="avr-bt-001" secondAttribute="trailing" id="avr-c03"/>
                <constraint firstItem="avr-bg-001" firstAttribute="top" secondItem="avr-bt-001" secondAttribute="bottom" constant="20" id="avr-c04"/>
                </constraints>
                </arscnView>
                """), fileExtension: "storyboard")
        #expect(ar.solution.status == .ok)
        #expect(ar.solution.frame("avr-rt-001")?.name == "ARKit SceneKit View")
        #expect(InterfaceBuilderTests.frame(ar.solution, "avr-bt-001") == InterfaceBuilderTests.rect(16, 617, 343, 30))
        let blur = try InterfaceBuilderTests.designed(
            storyboard(
                """
                <visualEffectView key="view" opaque="NO" contentMode="scaleToFill" id="avr-rt-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="avr-cv-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(button)</subviews>
                <constraints>
                <constraint firstItem="avr-bt-001" firstAttribute="leading" secondItem="avr-cv-001" secondAttribute="leading" constant="16" id="avr-c02"/>
                <constraint firstAttribute="trailing" secondItem="avr-bt-001" secondAttribute="trailing" constant="16" id="avr-c03"/>
                <constraint firstAttribute="bottom" secondItem="avr-bt-001" secondAttribute="bottom" constant="20" id="avr-c04"/>
                </constraints>
                </view>
                <blurEffect style="light"/>
                </visualEffectView>
                """), fileExtension: "storyboard")
        #expect(blur.solution.status == .ok)
        #expect(blur.solution.frame("avr-rt-001")?.name == "Visual Effect View")
        #expect(InterfaceBuilderTests.frame(blur.solution, "avr-cv-001") == InterfaceBuilderTests.rect(0, 0, 375, 667))
        #expect(
            InterfaceBuilderTests.frame(blur.solution, "avr-bt-001") == InterfaceBuilderTests.rect(16, 617, 343, 30))
    }

    @Test func constraintsFollowInterfaceBuildersRules() throws {
        let rules = try #require(try Self.layouts(Self.documents.appendingPathComponent("rules.storyboard")).first)
        // A constraint with an unknown attribute is left out with a warning at its line.
        #expect(rules.diagnostics.map { "\($0.location.line):\($0.rule)" } == ["77:ib-attribute"])
        let document = try #require(rules.document)
        var equations: [String: String] = [:]
        for case .constraint(let c) in document.constraints { equations[c.id] = c.equationText }
        #expect(equations["plc-wd-001"] == "plc-hd-vw1.width = 100")  // both items omitted: the owner's size
        #expect(equations["asp-ct-001"] == "img-vw-001.width = 1.5 x img-vw-001.height")  // 3:2
        #expect(equations["plc-ht-001"]?.hasPrefix("plc-hd-vw1.height >= 0.333") == true)  // 1/3, relation
        #expect(equations["plc-ht-001"]?.hasSuffix(" @750") == true)
        #expect(equations["img-wd-001"] == "img-vw-001.width = 0.5 x roo-tv-iew.width")
        #expect(equations["plc-tp-001"] == "plc-hd-vw1.top = lab-el-001.lastBaseline + 10")  // `baseline`
        #expect(equations["lab-tp-001"] == "lab-el-001.top = safeArea.top + standard")  // symbolic, the safe area
        #expect(equations["hid-wd-001"] == "hid-vw-001.width = 50")
        #expect(equations["bog-us-001"] == nil)
        // Labels become labels; the autoresizing view keeps its frame.
        #expect(document.root.label == "Root")
        #expect(equations["aut-rs-001-autoresizing-y"] == "aut-rs-001.top = roo-tv-iew.top + 300")
    }

    @Test func viewsTakeCHCRPlaceholdersAndEstimates() throws {
        let document = try #require(
            try Self.layouts(Self.documents.appendingPathComponent("rules.storyboard")).first?.document)
        let items = Dictionary(uniqueKeysWithValues: document.root.allItems().map { ($0.id, $0) })
        let label = try #require(items["lab-el-001"])
        #expect(label.kind == .label && label.label == "Name Label")
        #expect(label.attributes.hugging == nil)  // 251 is a label's default
        #expect(label.attributes.compressionResistance == AxisPair(horizontal: 749, vertical: 750))
        // "Name" in San Francisco 17 pt (a file of Xcode 7 or later, on a 2x canvas): 45
        // wide, as Xcode saved it in Firebase's quickstart, one 20.5 pt line.
        #expect(label.attributes.intrinsicWidth == 45 && label.attributes.intrinsicHeight == 20.5)
        #expect(label.attributes.firstBaseline == 16.2 && label.attributes.lastBaseline == 4.3)
        #expect(label.intrinsicSizeNote == "estimated from text 'Name' in system 17 pt")
        let placeholder = try #require(items["plc-hd-vw1"])
        #expect(placeholder.attributes.intrinsicWidth == nil && placeholder.attributes.intrinsicHeight == 40)
        #expect(placeholder.intrinsicSizeNote == nil)  // written, not estimated
        #expect(items["stk-lb-002"]?.intrinsicSizeNote == "estimated from text 'Two' in bold system 17 pt")
        #expect(items["stk-lb-001"]?.intrinsicSizeNote == "estimated from text 'First' in system 17 pt")  // Body style
        let button = try #require(
            try Self.layouts(Self.documents.appendingPathComponent("rules.storyboard"), scene: "Second")
                .first?.document?.root.children.first)
        #expect(button.kind == .button && button.title == "Continue" && button.attributes.intrinsicHeight == 30)
    }

    @Test func variationsMasksAndStackProperties() throws {
        let rules = try #require(try Self.layouts(Self.documents.appendingPathComponent("rules.storyboard")).first)
        let document = try #require(rules.document)
        let resolver = Resolver(document: document, path: rules.path)
        // default excludes: installed nowhere; the grid says so.
        let grid = CoverageGrid(document, path: rules.path)
        #expect(grid.findings.map(\.rule.rawValue).sorted() == ["conflicting-variations", "never-installed"])
        // A subview excluded in compact-compact takes the constraints touching it along.
        let cc = resolver.resolve(for: .compactCompact)
        #expect(cc.removedItems == ["hid-vw-001"])
        #expect(Set(cc.removedConstraints).isSuperset(of: ["hid-tr-001", "hid-tp-001", "hid-wd-001", "hid-ht-001"]))
        // Excluded for heightClass=compact, included for widthClass=compact: compact-compact
        // is unsettled, reported at the storyboard's own lines, width first as documented.
        let warning = try #require(cc.warnings.first)
        #expect(warning.rule.rawValue == "conflicting-variations" && warning.location.line == 93)
        #expect(warning.message.contains("constraint 'Stack View.width = 200'"))
        #expect(cc.constraints.contains { $0.source.id == "cnf-ct-001" })
        #expect(!resolver.resolve(for: .regularCompact).constraints.contains { $0.source.id == "cnf-ct-001" })
        // A constant variation; a stack's properties in compact height (vertical stacks
        // write leading as `top`).
        #expect(
            resolver.resolve(for: .regularRegular).constraints.first { $0.source.id == "stk-tp-001" }?.constant
                == .points(40))
        let stack = { (c: SizeClass) in
            resolver.resolve(for: c).root.allItems().first { $0.id == "stk-vw-001" }!.attributes
        }
        #expect(stack(.anyAny).axis == .vertical && stack(.anyAny).alignment == .leading && stack(.anyAny).spacing == 8)
        #expect(
            stack(.anyCompact).axis == .horizontal && stack(.anyCompact).alignment == .firstBaseline
                && stack(.anyCompact).spacing == 20)
        // The frame-only variation of the recipe's storyboard changes nothing.
        let recipe = try #require(
            try Self.layouts(Self.documents.appendingPathComponent("two-buttons.storyboard")).first?.document)
        #expect(recipe.root.children.allSatisfy { $0.variations.isEmpty })
    }

    @Test func everythingSolvesAndTheAutoresizingFrameHolds() throws {
        let document = try #require(
            try Self.layouts(Self.documents.appendingPathComponent("rules.storyboard")).first?.document)
        let s = Self.solve(document, "iphone-16", .portrait)
        #expect(s.status == .ok, "\(s.conflicts) \(s.ambiguities)")
        #expect(Self.frame(s, "aut-rs-001") == Self.rect(10, 300, 50, 40))
        // Image: half the width, 3:2.
        #expect(Array(Self.frame(s, "img-vw-001").suffix(2)) == [196.5, 131] as [Double])
        // The label is 16 from the safe area's leading edge and a standard 8 below its top.
        #expect(Self.frame(s, "lab-el-001") == Self.rect(16, 59 + 8, 45, 20.5))
    }

    @Test func xcode8Point0sFrameInsetsAreSavedFrames() throws {
        // Chameleon's demo (Xcode 8.0, tools 11201) saved its fixed-frame controls as
        // `<frame key="frameInset" minX minY width height>`, and table cells' content views
        // as a width and height alone. Unread, each control had no frame to keep: 14
        // `ambiguous` errors in every class. Read, the frame holds and the mask follows it.
        // Insets stand for what they leave (Spotify's album cell, Xcode 8.0: a view that
        // fills its cell as a bare `<frame key="frameInset"/>`, a title 8 pt from either
        // side and at the bottom, and a search bar whose flexible margins are percentages
        // of the room it leaves).
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="fin-ct-001">
                <scenes>
                    <scene sceneID="fin-sc-001">
                        <objects>
                            <viewController id="fin-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="fin-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <stepper opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="fin-st-001">
                                            <frame key="frameInset" minX="35" minY="89" width="94" height="29"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        </stepper>
                                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fin-bx-001">
                                            <frame key="frameInset" minY="200" width="375" height="40"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                        </view>
                                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fin-pn-001">
                                            <frame key="frameInset" minY="300" width="375" height="140"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fin-fl-001">
                                                    <frame key="frameInset"/>
                                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                </view>
                                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fin-tt-001">
                                                    <frame key="frameInset" minX="8" height="40" maxX="8"/>
                                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                                </view>
                                                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fin-sb-001">
                                                    <frame key="frameInset" minX="49.33%" minY="50.00%" width="300" height="44"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES" flexibleMaxY="YES"/>
                                                </view>
                                            </subviews>
                                        </view>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (designed, wide) = try Self.onItsCanvasAndAnIPhone16(storyboard)
        #expect(designed.status == .ok, "\(designed.ambiguities)")
        #expect(Self.frame(designed, "fin-st-001") == Self.rect(35, 89, 94, 29))
        #expect(Self.frame(designed, "fin-bx-001") == Self.rect(0, 200, 375, 40))
        #expect(Self.frame(designed, "fin-fl-001") == Self.rect(0, 300, 375, 140))
        #expect(Self.frame(designed, "fin-tt-001") == Self.rect(8, 400, 359, 40))
        #expect(Self.frame(designed, "fin-sb-001") == Self.rect(37, 348, 300, 44))
        // On a wider screen the stepper stays put and the bar, width-sizable, widens.
        #expect(wide.status == .ok)
        #expect(Self.frame(wide, "fin-st-001") == Self.rect(35, 89, 94, 29))
        #expect(Self.frame(wide, "fin-bx-001") == Self.rect(0, 200, 393, 40))
    }

    @Test func aViewWithNoSizeOfItsOwnKeepsTheSizeXcodeDrewItAtOnTheCanvas() throws {
        // A course's currency template (Xcode 12 to 16, 14 forks read): a rounded box in a
        // centring stack, around a row of a coin, a rate ("...") and a currency, nothing
        // but the labels' hugging to size it. Every fork saved the box at the width the
        // template drew it, 374 on phones 375, 393 and 414 wide, the rate stretched to 213.5;
        // laid out on a device, the box hugs its row.
        let storyboard = Self.singleScene(
            "dsz", toolsVersion: "17506",
            subviews: """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-cs-001">
                    <rect key="frame" x="0.0" y="54" width="414" height="80"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-bx-001" userLabel="Coin View">
                            <rect key="frame" x="20" y="0.0" width="374" height="80"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-rw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="364" height="80"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-cn-001">
                                            <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="80" id="dsz-c01"/>
                                                <constraint firstAttribute="height" constant="80" id="dsz-c02"/>
                                            </constraints>
                                        </view>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="..." textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-rt-001">
                                            <rect key="frame" x="90" y="25" width="213.5" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="25"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="USD" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-cu-001">
                                            <rect key="frame" x="313.5" y="25" width="50.5" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="25"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="dsz-rw-001" firstAttribute="leading" secondItem="dsz-bx-001" secondAttribute="leading" id="dsz-c03"/>
                                <constraint firstAttribute="trailing" secondItem="dsz-rw-001" secondAttribute="trailing" constant="10" id="dsz-c04"/>
                                <constraint firstItem="dsz-rw-001" firstAttribute="top" secondItem="dsz-bx-001" secondAttribute="top" id="dsz-c05"/>
                                <constraint firstAttribute="bottom" secondItem="dsz-rw-001" secondAttribute="bottom" id="dsz-c06"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Notes" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-tv-001">
                    <rect key="frame" x="20" y="450" width="200" height="180"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="200" id="dsz-c13"/>
                        <constraint firstAttribute="height" priority="250" constant="200" id="dsz-c14"/>
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textView>
                <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-mb-001" userLabel="Misplaced Box">
                    <rect key="frame" x="20" y="700" width="300" height="21"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-ml-001">
                            <rect key="frame" x="0.0" y="0.0" width="42" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="dsz-ml-001" firstAttribute="top" secondItem="dsz-mb-001" secondAttribute="top" id="dsz-c17"/>
                        <constraint firstItem="dsz-ml-001" firstAttribute="leading" secondItem="dsz-mb-001" secondAttribute="leading" id="dsz-c18"/>
                        <constraint firstAttribute="trailing" secondItem="dsz-ml-001" secondAttribute="trailing" id="dsz-c19"/>
                        <constraint firstAttribute="bottom" secondItem="dsz-ml-001" secondAttribute="bottom" id="dsz-c20"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dsz-lo-001" userLabel="Loose View">
                    <rect key="frame" x="20" y="300" width="120" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="dsz-c07"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="dsz-cs-001" firstAttribute="top" secondItem="dsz-sa-001" secondAttribute="top" constant="10" id="dsz-c08"/>
                <constraint firstItem="dsz-cs-001" firstAttribute="leading" secondItem="dsz-sa-001" secondAttribute="leading" id="dsz-c09"/>
                <constraint firstItem="dsz-sa-001" firstAttribute="trailing" secondItem="dsz-cs-001" secondAttribute="trailing" id="dsz-c10"/>
                <constraint firstItem="dsz-lo-001" firstAttribute="top" secondItem="dsz-sa-001" secondAttribute="top" constant="256" id="dsz-c11"/>
                <constraint firstItem="dsz-lo-001" firstAttribute="leading" secondItem="dsz-sa-001" secondAttribute="leading" constant="20" id="dsz-c12"/>
                <constraint firstItem="dsz-tv-001" firstAttribute="top" secondItem="dsz-sa-001" secondAttribute="top" constant="406" id="dsz-c15"/>
                <constraint firstItem="dsz-mb-001" firstAttribute="top" secondItem="dsz-sa-001" secondAttribute="top" constant="656" id="dsz-c21"/>
                <constraint firstItem="dsz-mb-001" firstAttribute="leading" secondItem="dsz-sa-001" secondAttribute="leading" constant="20" id="dsz-c22"/>
                <constraint firstItem="dsz-tv-001" firstAttribute="leading" secondItem="dsz-sa-001" secondAttribute="leading" constant="20" id="dsz-c16"/>
                """)
        let (designed, device) = try Self.onItsCanvasAndAnIPhone16(storyboard)
        #expect(Self.frame(designed, "dsz-bx-001") == Self.rect(20, 54, 374, 80))
        // The rate takes what the currency leaves (its "USD" 50.5 wide, as saved).
        let (rate, currency) = (try #require(designed.frame("dsz-rt-001")), try #require(designed.frame("dsz-cu-001")))
        #expect(rate.x == 110 && rate.width > 200 && currency.x == rate.x + rate.width + 10)
        #expect(currency.x + currency.width == 384 && currency.width == 50.5)
        // What the constraints leave open is still said, the view kept where it was drawn.
        #expect(designed.ambiguities.map(\.id) == ["dsz-lo-001"])
        #expect(Self.frame(designed, "dsz-lo-001") == Self.rect(20, 300, 120, 40))
        // A text view that scrolls has no size of its own either: its drawn 180 pt over a
        // height asked for at 250.
        #expect(Self.frame(designed, "dsz-tv-001") == Self.rect(20, 450, 200, 180))
        #expect(device.frame("dsz-tv-001")?.height == 200)
        // A box Xcode marked misplaced was not drawn at its own size: it hugs its label.
        let label = try #require(designed.frame("dsz-ml-001"))
        #expect(label.width < 50 && designed.frame("dsz-mb-001")?.width == label.width)
        // On a device the box is as wide as its row: the coin, the rate's three dots, the currency.
        let dots = try #require(device.frame("dsz-rt-001"))
        let box = try #require(device.frame("dsz-bx-001"))
        #expect(dots.width < 20 && box.width == 80 + 10 + dots.width + 10 + 50.5 + 10)
    }

    @Test func aLabelDrawnLessThanAPointTallerThanItsTextKeepsThatHeightOnTheCanvas() throws {
        // A stock app's course template (Xcode 9, its forks saved by Xcode 11): labels of
        // 17 pt text, 20.5 pt high, placed from the library at 21 and never updated, each
        // 40 pt below the last; the views below sit 0.5 pt lower for each. A label drawn a
        // point or more taller was laid out so (Xcode marks such a view misplaced): it
        // takes its text's height. On a device UIKit gives every label its text's height.
        func label(_ n: Int, y: Int, height: Int) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Price" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbh-lb-00\(n)">
                <rect key="frame" x="40" y="\(y)" width="39" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="highlightedColor"/>
            </label>
            """
        }
        let storyboard = Self.singleScene(
            "lbh", toolsVersion: "16097.2",
            subviews: """
                \(label(1, y: 84, height: 21))
                \(label(2, y: 145, height: 21))
                \(label(3, y: 206, height: 22))
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lbh-bx-001">
                    <rect key="frame" x="40" y="268" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="lbh-c01"/>
                        <constraint firstAttribute="height" constant="50" id="lbh-c02"/>
                    </constraints>
                </view>
                """,
            constraints: """
                <constraint firstItem="lbh-lb-001" firstAttribute="top" secondItem="lbh-sa-001" secondAttribute="top" constant="40" id="lbh-c03"/>
                <constraint firstItem="lbh-lb-002" firstAttribute="top" secondItem="lbh-lb-001" secondAttribute="bottom" constant="40" id="lbh-c04"/>
                <constraint firstItem="lbh-lb-003" firstAttribute="top" secondItem="lbh-lb-002" secondAttribute="bottom" constant="40" id="lbh-c05"/>
                <constraint firstItem="lbh-bx-001" firstAttribute="top" secondItem="lbh-lb-003" secondAttribute="bottom" constant="40" id="lbh-c06"/>
                """
                    + (1...3).map {
                        #"<constraint firstItem="lbh-lb-00\#($0)" firstAttribute="leading" secondItem="lbh-sa-001" secondAttribute="leading" constant="40" id="lbh-l0\#($0)"/>"#
                    }.joined()
                    + #"<constraint firstItem="lbh-bx-001" firstAttribute="leading" secondItem="lbh-sa-001" secondAttribute="leading" constant="40" id="lbh-c10"/>"#
        )
        let (designed, device) = try Self.onItsCanvasAndAnIPhone16(storyboard)
        #expect(Self.frame(designed, "lbh-lb-001") == Self.rect(40, 84, 39, 21))
        #expect(Self.frame(designed, "lbh-lb-002") == Self.rect(40, 145, 39, 21))
        #expect(Self.frame(designed, "lbh-lb-003") == Self.rect(40, 206, 39, 20.5))
        #expect(Self.frame(designed, "lbh-bx-001") == Self.rect(40, 266.5, 100, 50))
        #expect(designed.ambiguities.isEmpty)
        #expect([1, 2, 3].map { device.frame("lbh-lb-00\($0)")?.height } == [20.5, 20.5, 20.5])
    }

    @Test func aScrollViewsAutoresizingSubviewsFollowItsFrameAndLeaveItsContentSizeToCode() throws {
        // BTCardView's demo (Xcode 6, springs and struts): a card in a full-screen scroll
        // view, both with autoresizing masks. UIKit resizes the card with the scroll view's
        // bounds, and its code sets the content size; Xcode reports nothing. Read against
        // the content area, the masks left the content size open: "scrollable content size
        // is ambiguous" twice, in every class (as in 10 more real scroll views).
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" initialViewController="arz-ct-001">
                <scenes>
                    <scene sceneID="arz-sc-001">
                        <objects>
                            <viewController id="arz-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="arz-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    <subviews>
                                        <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="arz-sv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" id="arz-cd-001">
                                                    <rect key="frame" x="39" y="116" width="243" height="335"/>
                                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                                </view>
                                                <view contentMode="scaleToFill" id="arz-bd-001">
                                                    <rect key="frame" x="260" y="500" width="40" height="40"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMinY="YES"/>
                                                </view>
                                            </subviews>
                                        </scrollView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (designed, wide) = try Self.onItsCanvasAndAnIPhone16(storyboard)
        #expect(designed.status == .ok, "\(designed.ambiguities.map(\.message))")
        #expect(Self.frame(designed, "arz-cd-001") == Self.rect(39, 116, 243, 335))
        #expect(Self.frame(designed, "arz-bd-001") == Self.rect(260, 500, 40, 40))
        // On a larger screen the card grows with the scroll view's frame, and the badge,
        // flexible on its left and top, keeps its distance from the frame's far corner.
        #expect(wide.status == .ok, "\(wide.ambiguities.map(\.message))")
        #expect(Self.frame(wide, "arz-cd-001") == Self.rect(39, 116, 243 + 73, 335 + 284))
        #expect(Self.frame(wide, "arz-bd-001") == Self.rect(260 + 73, 500 + 284, 40, 40))
    }

    @Test func aPercentageMultiplierIsAFraction() throws {
        // Xcode keeps a multiplier typed as a percentage so: a weather sample's text field
        // is 70% of its 343 pt stack, 240 pt in whole pixels (it was taken as 1, and the
        // constraint broken).
        // A multiplier that cannot be read is taken as 1, with a warning.
        func read(_ multiplier: String) throws -> (frame: [Double], warnings: [String]) {
            let xib = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait" appearance="light"/>
                    <objects>
                        <view contentMode="scaleToFill" id="pct-rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="100"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pct-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="240" height="34"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="34" id="pct-c01"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="pct-vw-001" firstAttribute="width" secondItem="pct-rt-001" secondAttribute="width" multiplier="\(multiplier)" id="pct-c02"/>
                                <constraint firstItem="pct-vw-001" firstAttribute="leading" secondItem="pct-rt-001" secondAttribute="leading" id="pct-c03"/>
                                <constraint firstItem="pct-vw-001" firstAttribute="top" secondItem="pct-rt-001" secondAttribute="top" id="pct-c04"/>
                            </constraints>
                            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        </view>
                    </objects>
                </document>
                """
            let (url, files) = try Self.layouts(ofText: xib, fileExtension: "xib")
            let document = try #require(files.first?.document)
            let solution = try Self.onItsCanvas(document, path: url.path).solution
            return (Self.frame(solution, "pct-vw-001"), files.flatMap(\.diagnostics).map(\.message))
        }
        let percent = try read("70%")
        #expect(percent.frame.count == 4 && percent.warnings.isEmpty, "\(percent)")
        #expect(percent.frame.dropFirst(2).first == 240, "\(percent)")
        #expect(try read("7:10").frame == percent.frame)
        let unreadable = try read("seventy")
        #expect(unreadable.frame[2] == 343)
        #expect(
            unreadable.warnings == ["constraint 'pct-c02' has a multiplier sizeclass cannot read; it is taken as 1"])
    }

    @Test func aSixDigitMultiplierIsTheFractionXcodePrinted() throws {
        // Tropos (Xcode 6.3): three day views, each 0.333333 of their container's width,
        // side by side across it, saved 200 pt wide in 600. Xcode printed 1:3 to six
        // digits; at 0.333333 itself they fill only 599.9994 pt, and the container's edges
        // were reported unsatisfiable.
        let days = (1...3).map { n in
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="thd-vw-00\(n)">
                <rect key="frame" x="\((n - 1) * 200)" y="0.0" width="200" height="200"/>
            </view>
            """
        }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6751" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <view contentMode="scaleToFill" id="thd-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="200"/>
                        <subviews>
                            \(days.joined())
                        </subviews>
                        <constraints>
                            <constraint firstItem="thd-vw-001" firstAttribute="leading" secondItem="thd-rt-001" secondAttribute="leading" id="thd-c01"/>
                            <constraint firstItem="thd-vw-002" firstAttribute="leading" secondItem="thd-vw-001" secondAttribute="trailing" id="thd-c02"/>
                            <constraint firstItem="thd-vw-003" firstAttribute="leading" secondItem="thd-vw-002" secondAttribute="trailing" id="thd-c03"/>
                            <constraint firstAttribute="trailing" secondItem="thd-vw-003" secondAttribute="trailing" id="thd-c04"/>
                            <constraint firstItem="thd-vw-001" firstAttribute="width" secondItem="thd-rt-001" secondAttribute="width" multiplier="0.333333" id="thd-c05"/>
                            <constraint firstItem="thd-vw-002" firstAttribute="width" secondItem="thd-vw-001" secondAttribute="width" id="thd-c06"/>
                            <constraint firstItem="thd-vw-003" firstAttribute="width" secondItem="thd-vw-001" secondAttribute="width" id="thd-c07"/>
                            <constraint firstItem="thd-vw-001" firstAttribute="top" secondItem="thd-rt-001" secondAttribute="top" id="thd-c08"/>
                            <constraint firstItem="thd-vw-002" firstAttribute="top" secondItem="thd-rt-001" secondAttribute="top" id="thd-c09"/>
                            <constraint firstItem="thd-vw-003" firstAttribute="top" secondItem="thd-rt-001" secondAttribute="top" id="thd-c10"/>
                            <constraint firstAttribute="bottom" secondItem="thd-vw-001" secondAttribute="bottom" id="thd-c11"/>
                            <constraint firstAttribute="bottom" secondItem="thd-vw-002" secondAttribute="bottom" id="thd-c12"/>
                            <constraint firstAttribute="bottom" secondItem="thd-vw-003" secondAttribute="bottom" id="thd-c13"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let (url, files) = try Self.layouts(ofText: xib, fileExtension: "xib")
        let solution = try Self.onItsCanvas(try #require(files.first?.document), path: url.path).solution
        #expect(solution.status == .ok)
        #expect(Self.frame(solution, "thd-vw-003") == Self.rect(400, 0, 200, 200))
        // A decimal of fewer digits is what it says: 0.33 is not a third.
        #expect(SceneConverter.multiplier("0.333333") == 1.0 / 3)
        #expect(SceneConverter.multiplier("0.416667") == 5.0 / 12)
        #expect(SceneConverter.multiplier("0.33") == 0.33)
        #expect(SceneConverter.multiplier("0.630435") == 0.630435)
    }

    @Test func aViewNoConstraintNamesKeepsItsSavedFrame() throws {
        // A size-class demo of Xcode 7 (tools 9531, the 600×600 any-any canvas): the image's
        // aspect ratio and the label's edges are installed for compact heights only, and
        // the badge has no constraints at all. Where nothing names a view, Xcode's
        // prototyping constraints keep it where it was drawn; the tool reported both
        // ambiguous and put them at (0, 0).
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="pro-ct-001">
                <scenes>
                    <scene sceneID="pro-sc-001">
                        <objects>
                            <viewController id="pro-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="pro-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pro-im-001" userLabel="Photo">
                                            <rect key="frame" x="10" y="20" width="580" height="150"/>
                                            <constraints>
                                                <constraint firstAttribute="width" secondItem="pro-im-001" secondAttribute="height" multiplier="18:5" id="pro-cn-001"/>
                                            </constraints>
                                            <variation key="default">
                                                <mask key="constraints">
                                                    <exclude reference="pro-cn-001"/>
                                                </mask>
                                            </variation>
                                            <variation key="heightClass=compact">
                                                <mask key="constraints">
                                                    <include reference="pro-cn-001"/>
                                                </mask>
                                            </variation>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pro-bd-001" userLabel="Badge">
                                            <rect key="frame" x="500" y="480" width="60" height="40"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="pro-im-001" firstAttribute="leading" secondItem="pro-vw-001" secondAttribute="leading" constant="10" id="pro-cn-002"/>
                                        <constraint firstItem="pro-im-001" firstAttribute="top" secondItem="pro-vw-001" secondAttribute="top" constant="20" id="pro-cn-003"/>
                                        <constraint firstAttribute="trailing" secondItem="pro-im-001" secondAttribute="trailing" constant="10" id="pro-cn-004"/>
                                    </constraints>
                                    <variation key="default">
                                        <mask key="constraints">
                                            <exclude reference="pro-cn-002"/>
                                            <exclude reference="pro-cn-003"/>
                                            <exclude reference="pro-cn-004"/>
                                        </mask>
                                    </variation>
                                    <variation key="heightClass=compact">
                                        <mask key="constraints">
                                            <include reference="pro-cn-002"/>
                                            <include reference="pro-cn-003"/>
                                            <include reference="pro-cn-004"/>
                                        </mask>
                                    </variation>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (_, results) = try Self.layouts(ofText: storyboard, fileExtension: "storyboard")
        let document = try #require(results.first?.document)
        let (_, _, canvas) = try Self.onItsCanvas(document, path: "t")
        #expect(canvas.status == .ok, "\(canvas.conflicts) \(canvas.ambiguities)")
        #expect(Self.frame(canvas, "pro-im-001") == Self.rect(10, 20, 580, 150))
        #expect(Self.frame(canvas, "pro-bd-001") == Self.rect(500, 480, 60, 40))
        // In a compact height the photo's own constraints place it (no saved frame holds it
        // then): 647 wide on a landscape iPhone 8, 18:5.
        let landscape = Self.solve(document, "iphone-se", .landscape)
        #expect(landscape.status == .ok, "\(landscape.conflicts) \(landscape.ambiguities)")
        let photo = Self.frame(landscape, "pro-im-001")
        #expect(photo.prefix(3) == [10, 20, 647] && abs(photo[3] - 647 * 5 / 18) < 1e-5, "\(photo)")
        #expect(Self.frame(landscape, "pro-bd-001") == Self.rect(500, 480, 60, 40))
        // `check` still says where a view has no constraints of its own, by its name.
        let unconstrained = CoverageGrid(document, path: "t").findings.filter { $0.rule == .unconstrainedView }
        #expect(unconstrained.map(\.message).contains { $0.hasPrefix("view 'Badge' has no constraints in any-any,") })
        #expect(unconstrained.map(\.message).contains { $0.hasPrefix("view 'Photo' has no constraints in any-any,") })
    }

    @Test func aStoryboardScenesDockViewsAreLaidOutAtTheirSavedSize() throws {
        // A row of keys kept in the scene's dock, to be added in code (a calculator's, in a
        // held-out course): its own layout, named after the scene and the view, at its
        // saved 136×60, where the buttons' saved frames are.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="dck-ct-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <!--Keys-->
                    <scene sceneID="dck-sc-001">
                        <objects>
                            <viewController id="dck-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="dck-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <viewLayoutGuide key="safeArea" id="dck-sa-001"/>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="dck-fr-001" sceneMemberID="firstResponder"/>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="16" id="dck-st-001">
                                <rect key="frame" x="0.0" y="0.0" width="136" height="60"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dck-k1-001" userLabel="Seven">
                                        <rect key="frame" x="0.0" y="0.0" width="60" height="60"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="60" id="dck-c01"/>
                                            <constraint firstAttribute="height" constant="60" id="dck-c02"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dck-k2-001" userLabel="Eight">
                                        <rect key="frame" x="76" y="0.0" width="60" height="60"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="60" id="dck-c03"/>
                                            <constraint firstAttribute="height" constant="60" id="dck-c04"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layouts = try Self.layouts(ofText: storyboard, fileExtension: "storyboard").layouts
        #expect(layouts.map { $0.scene?.name } == ["Keys", "Keys › Stack View"])
        let (canvas, _, s) = try Self.onItsCanvas(try #require(layouts.last?.document), path: "d")
        #expect(canvas.width == 136 && canvas.height == 60)
        #expect(s.status == .ok)
        #expect(Self.frame(s, "dck-k1-001") == Self.rect(0, 0, 60, 60))
        #expect(Self.frame(s, "dck-k2-001") == Self.rect(76, 0, 60, 60))
    }

    @Test func cellsInADockViewAreLayoutsToo() throws {
        // A contacts panel kept in a navigation controller's dock (a messenger's, Xcode 9):
        // a collection view whose cell shows a photo above a name. The cell is a layout of
        // its own, named after the panel, at its saved size, its content view without an id.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="13771" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="dkc-nc-001">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="dkc-sc-001"><objects>
            <navigationController id="dkc-nc-001" userLabel="NavVC" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="dkc-nb-001">
            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            </navigationController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="dkc-fr-001" sceneMemberID="firstResponder"/>
            <view contentMode="scaleToFill" id="dkc-vw-001" userLabel="Contacts">
            <rect key="frame" x="0.0" y="0.0" width="387" height="242"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" \
            translatesAutoresizingMaskIntoConstraints="NO" id="dkc-cv-001">
            <rect key="frame" x="0.0" y="0.0" width="387" height="242"/>
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="dkc-fl-001">
            <size key="itemSize" width="120" height="150"/>
            </collectionViewFlowLayout>
            <cells>
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" \
            reuseIdentifier="ContactCell" id="dkc-cl-001">
            <rect key="frame" x="0.0" y="0.0" width="120" height="150"/>
            <autoresizingMask key="autoresizingMask"/>
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
            <rect key="frame" x="0.0" y="0.0" width="120" height="150"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dkc-ph-001" userLabel="Photo">
            <rect key="frame" x="12" y="18" width="96" height="96"/>
            </view>
            </subviews>
            </view>
            <constraints>
            <constraint firstItem="dkc-ph-001" firstAttribute="leading" secondItem="dkc-cl-001" secondAttribute="leading" constant="12" id="dkc-c01"/>
            <constraint firstAttribute="trailing" secondItem="dkc-ph-001" secondAttribute="trailing" constant="12" id="dkc-c02"/>
            <constraint firstItem="dkc-ph-001" firstAttribute="top" secondItem="dkc-cl-001" secondAttribute="top" constant="18" id="dkc-c03"/>
            <constraint firstAttribute="bottom" secondItem="dkc-ph-001" secondAttribute="bottom" constant="36" id="dkc-c04"/>
            </constraints>
            </collectionViewCell>
            </cells>
            </collectionView>
            </subviews>
            <constraints>
            <constraint firstItem="dkc-cv-001" firstAttribute="top" secondItem="dkc-vw-001" secondAttribute="top" id="dkc-c05"/>
            <constraint firstItem="dkc-cv-001" firstAttribute="leading" secondItem="dkc-vw-001" secondAttribute="leading" id="dkc-c06"/>
            <constraint firstAttribute="trailing" secondItem="dkc-cv-001" secondAttribute="trailing" id="dkc-c07"/>
            <constraint firstAttribute="bottom" secondItem="dkc-cv-001" secondAttribute="bottom" id="dkc-c08"/>
            </constraints>
            </view>
            </objects></scene></scenes>
            </document>
            """
        let layouts = try Self.layouts(ofText: storyboard, fileExtension: "storyboard").layouts
        #expect(layouts.map { $0.scene?.name } == ["NavVC › Contacts", "NavVC › Contacts › ContactCell"])
        let (canvas, _, s) = try Self.onItsCanvas(try #require(layouts.last?.document), path: "d")
        #expect(canvas.width == 120 && canvas.height == 150)
        #expect(s.status == .ok)
        #expect(Self.frame(s, "dkc-ph-001") == Self.rect(12, 18, 96, 96))
    }

    @Test func cellsOfATableViewSectionLeftInTheDockAreLayouts() throws {
        // A budget app's static section cut from its table and left in a navigation
        // controller's dock (Xcode 7): its cells kept their saved frames, a label beside
        // a field, and each is laid out at its own size.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9532" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="dts-nc-001">
            <scenes><scene sceneID="dts-sc-001"><objects>
            <navigationController id="dts-nc-001" title="Balance" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="dts-nb-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            </navigationController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="dts-fr-001" sceneMemberID="firstResponder"/>
            <tableViewSection headerTitle="Name" id="dts-ts-001">
            <cells>
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="dts-cl-001">
            <rect key="frame" x="0.0" y="114" width="383" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" \
            contentMode="center" tableViewCell="dts-cl-001" id="dts-cv-001">
            <rect key="frame" x="0.0" y="0.0" width="383" height="43"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dts-lb-001" userLabel="Caption">
            <rect key="frame" x="16" y="8" width="133" height="27"/>
            </view>
            </subviews>
            <constraints>
            <constraint firstItem="dts-lb-001" firstAttribute="leading" secondItem="dts-cv-001" secondAttribute="leading" constant="16" id="dts-c01"/>
            <constraint firstItem="dts-lb-001" firstAttribute="top" secondItem="dts-cv-001" secondAttribute="top" constant="8" id="dts-c02"/>
            <constraint firstAttribute="bottom" secondItem="dts-lb-001" secondAttribute="bottom" constant="8" id="dts-c03"/>
            <constraint firstItem="dts-lb-001" firstAttribute="width" constant="133" id="dts-c04"/>
            </constraints>
            </tableViewCellContentView>
            </tableViewCell>
            </cells>
            </tableViewSection>
            </objects></scene></scenes>
            </document>
            """
        let layouts = try Self.layouts(ofText: storyboard, fileExtension: "storyboard").layouts
        #expect(layouts.map { $0.scene?.name } == ["Balance › Table View Section › Table View Cell"])
        let (canvas, _, s) = try Self.onItsCanvas(try #require(layouts.last?.document), path: "d")
        #expect(canvas.width == 383 && canvas.height == 44)
        #expect(s.status == .ok)
        #expect(Self.frame(s, "dts-lb-001") == Self.rect(16, 8, 133, 27))
    }

    @Test func aViewNothingSizesAcrossItsStackKeepsItsSavedSizeOverTheStacksHugging() throws {
        // Pocket Casts' episode actions: a top-aligned row of 24 pt buttons and an empty
        // 90 pt spacer saved 60 high, the row held by nothing below. The spacer stays 60
        // high, and the row with it, as Xcode drew them; the stack's own hugging (51) had
        // pulled both down to the buttons' 24.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="row-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="row-st-001">
                                <rect key="frame" x="0.0" y="20" width="320" height="60"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-bt-001">
                                        <rect key="frame" x="0.0" y="0.0" width="230" height="24"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="24" id="row-c01"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-sp-001">
                                        <rect key="frame" x="230" y="0.0" width="90" height="60"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="90" id="row-c02"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="row-st-001" firstAttribute="top" secondItem="row-rt-001" secondAttribute="top" constant="20" id="row-c03"/>
                            <constraint firstItem="row-st-001" firstAttribute="leading" secondItem="row-rt-001" secondAttribute="leading" id="row-c04"/>
                            <constraint firstAttribute="trailing" secondItem="row-st-001" secondAttribute="trailing" id="row-c05"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let s = try Self.designed(xib, fileExtension: "xib").solution
        #expect(s.status == .ok)
        #expect(Self.frame(s, "row-sp-001") == Self.rect(230, 20, 90, 60))
        #expect(Self.frame(s, "row-st-001") == Self.rect(0, 20, 320, 60))
        #expect(Self.frame(s, "row-bt-001") == Self.rect(0, 20, 230, 24))
    }

    @Test func aTableHeaderOrFooterViewIsAsWideAsItsTable() throws {
        // Xcode 6 saved this footer, a button, 0 pt wide under its table (which has no
        // frame of its own: the scene's root, 600 pt wide). UITableView gives its header
        // and footer views its width: the button is 600 wide, not 0.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7531" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="ftr-ct-001">
                <scenes>
                    <!--Demo-->
                    <scene sceneID="ftr-sc-001">
                        <objects>
                            <tableViewController id="ftr-ct-001" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="ftr-tv-001">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <button key="tableFooterView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" id="ftr-bt-001">
                                        <rect key="frame" x="0.0" y="66" width="0.0" height="30"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <state key="normal" title="push"/>
                                    </button>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layouts = try Self.layouts(ofText: storyboard, fileExtension: "storyboard").layouts
        #expect(layouts.map { $0.scene?.name } == ["Demo", "Demo › Table Footer View"])
        let (canvas, _, s) = try Self.onItsCanvas(try #require(layouts.last?.document), path: "d")
        #expect(canvas.width == 600 && canvas.height == 30)
        #expect(Self.frame(s, "ftr-bt-001") == Self.rect(0, 0, 600, 30))
    }

    @Test func aTableHeaderThatPreservesItsTablesMarginsHasTheCellsSideMargins() throws {
        // LNPopupController's album header (Xcode 16, the 6.1-inch canvas): a stack between
        // the header's margins, which preserve the table's, was saved 20 pt in, where
        // the cells' content is; a header with margins of its own has UIKit's 8.
        func stack(preserves: Bool) throws -> [Double] {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="hdr-ct-001">
                    <device id="retina6_12" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="hdr-sc-001">
                            <objects>
                                <tableViewController id="hdr-ct-001" sceneMemberID="viewController">
                                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="55" id="hdr-tv-001">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <view key="tableHeaderView" contentMode="scaleToFill" \(preserves ? #"preservesSuperviewLayoutMargins="YES""# : "") id="hdr-vw-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="66"/>
                                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                            <subviews>
                                                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-st-001">
                                                    <rect key="frame" x="20" y="10" width="353" height="46"/>
                                                </stackView>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="hdr-st-001" firstAttribute="leading" secondItem="hdr-vw-001" secondAttribute="leadingMargin" id="hdr-c01"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="hdr-st-001" secondAttribute="trailing" id="hdr-c02"/>
                                                <constraint firstItem="hdr-st-001" firstAttribute="top" secondItem="hdr-vw-001" secondAttribute="top" constant="10" id="hdr-c03"/>
                                                <constraint firstItem="hdr-st-001" firstAttribute="height" constant="46" id="hdr-c04"/>
                                            </constraints>
                                        </view>
                                    </tableView>
                                </tableViewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            let layouts = try Self.layouts(ofText: storyboard, fileExtension: "storyboard").layouts
            let (_, _, s) = try Self.onItsCanvas(try #require(layouts.last?.document), path: "d")
            return Self.frame(s, "hdr-st-001")
        }
        #expect(try stack(preserves: true) == Self.rect(20, 10, 353, 46))
        #expect(try stack(preserves: false) == Self.rect(8, 10, 377, 46))
    }

    @Test func aXibsViewControllerIsLaidOutAsAScene() throws {
        // A main window's root controller in a xib (OHHTTPStubs' example, Xcode 9): its
        // view is a layout named after the controller, on the device canvas with its
        // status bar, and a label pinned to the top layout guide sits below the bar.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="UIApplication"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <viewController id="xvc-ct-001" customClass="MainViewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="xvc-tg-001"/>
                            <viewControllerLayoutGuide type="bottom" id="xvc-bg-001"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="xvc-vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="xvc-bx-001">
                                    <rect key="frame" x="20" y="40" width="100" height="21"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="xvc-c01"/>
                                        <constraint firstAttribute="height" constant="21" id="xvc-c02"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="xvc-bx-001" firstAttribute="leading" secondItem="xvc-vw-001" secondAttribute="leading" constant="20" id="xvc-c03"/>
                                <constraint firstItem="xvc-bx-001" firstAttribute="top" secondItem="xvc-tg-001" secondAttribute="bottom" constant="20" id="xvc-c04"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </document>
            """
        let layouts = try Self.layouts(ofText: xib, fileExtension: "xib").layouts
        #expect(layouts.map { $0.scene?.name } == ["MainViewController"])
        let (canvas, _, s) = try Self.onItsCanvas(try #require(layouts.first?.document), path: "x")
        #expect(canvas.width == 375 && canvas.height == 667)
        #expect(s.status == .ok)
        #expect(Self.frame(s, "xvc-bx-001") == Self.rect(20, 40, 100, 21))
    }

    @Test func aBarButtonItemsCustomViewIsLaidOutAtItsSavedSize() throws {
        // Esri's rotation sample: a slider and a label inside the custom view of a toolbar
        // item, placed by their constraints inside it (the toolbar places the view).
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="cvw-ct-001">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <!--Map Rotation-->
                    <scene sceneID="cvw-sc-001">
                        <objects>
                            <viewController id="cvw-ct-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="cvw-vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cvw-tb-001">
                                            <rect key="frame" x="0.0" y="813" width="414" height="49"/>
                                            <items>
                                                <barButtonItem style="plain" systemItem="flexibleSpace" id="cvw-fl-001"/>
                                                <barButtonItem width="300" style="plain" id="cvw-bi-001">
                                                    <view key="customView" contentMode="scaleToFill" id="cvw-cv-001">
                                                        <rect key="frame" x="57" y="7" width="300" height="40"/>
                                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                        <subviews>
                                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cvw-bx-001">
                                                                <rect key="frame" x="250" y="9.5" width="40" height="21"/>
                                                                <constraints>
                                                                    <constraint firstAttribute="width" constant="40" id="cvw-c01"/>
                                                                    <constraint firstAttribute="height" constant="21" id="cvw-c02"/>
                                                                </constraints>
                                                            </view>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstAttribute="trailing" secondItem="cvw-bx-001" secondAttribute="trailing" constant="10" id="cvw-c03"/>
                                                            <constraint firstItem="cvw-bx-001" firstAttribute="centerY" secondItem="cvw-cv-001" secondAttribute="centerY" id="cvw-c04"/>
                                                        </constraints>
                                                    </view>
                                                </barButtonItem>
                                            </items>
                                        </toolbar>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="cvw-sa-001"/>
                                    <constraints>
                                        <constraint firstItem="cvw-tb-001" firstAttribute="leading" secondItem="cvw-sa-001" secondAttribute="leading" id="cvw-c05"/>
                                        <constraint firstItem="cvw-tb-001" firstAttribute="trailing" secondItem="cvw-sa-001" secondAttribute="trailing" id="cvw-c06"/>
                                        <constraint firstItem="cvw-tb-001" firstAttribute="bottom" secondItem="cvw-sa-001" secondAttribute="bottom" id="cvw-c07"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layouts = try Self.layouts(ofText: storyboard, fileExtension: "storyboard").layouts
        #expect(layouts.map { $0.scene?.name } == ["Map Rotation", "Map Rotation › View"])
        let (canvas, _, s) = try Self.onItsCanvas(try #require(layouts.last?.document), path: "c")
        #expect(canvas.width == 300 && canvas.height == 40)
        #expect(s.status == .ok)
        #expect(Self.frame(s, "cvw-bx-001") == Self.rect(250, 9.5, 40, 21))
    }

    @Test func xibsGiveEachTopLevelView() throws {
        let views = try Self.layouts(Self.documents.appendingPathComponent("cells.xib"))
        // Placeholders and the gesture recognizer are not views.
        #expect(views.map { $0.scene?.name } == ["HeaderView", "Footer"])
        let header = try #require(views[0].document)
        let items = Dictionary(uniqueKeysWithValues: header.root.allItems().map { ($0.id, $0) })
        // A switch of Xcode 11–16: a 51×31 frame around a 49 pt wide alignment rectangle.
        #expect(
            items["swi-tc-001"]?.attributes.intrinsicWidth == 49
                && items["swi-tc-001"]?.attributes.intrinsicHeight == 31)
        #expect(items["swi-tc-001"]?.alignmentInsets == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2))
        // "Search" in San Francisco 14 pt (iOS 15.4's narrower advances: tools 21701),
        // rounded up to half a point (as Xcode measures text on a 3x canvas too), + 28 of
        // padding (a rounded rect showing only its placeholder, Xcode 11 and later); 34 high.
        #expect(
            items["txt-fd-001"]?.attributes.intrinsicWidth == 73
                && items["txt-fd-001"]?.attributes.intrinsicHeight == 34)
        var equations: [String] = []
        for case .constraint(let c) in header.constraints { equations.append(c.equationText) }
        #expect(equations.first == "txt-fd-001.leading = safeArea.leading + 16")  // the root's safe area
        let e = Environment(size: Size(width: 393, height: 80), sizeClass: .compactRegular, topGuide: 0, bottomGuide: 0)
        let s = CompiledLayout(
            Resolver(document: header, path: "x").resolve(for: .compactRegular), environment: e, path: "x"
        ).solve()
        #expect(s.status == .ok)
        // The switch's alignment rectangle ends 16 pt from the edge; its frame reaches 2 pt further.
        #expect(Self.frame(s, "txt-fd-001") == Self.rect(16, 23, 393 - 16 - 8 - 49 - 16, 34))
        #expect(Self.frame(s, "swi-tc-001") == Self.rect(393 - 16 - 49, 24.5, 51, 31))
        // The footer's indicator has no vertical position: found, with the xib's line.
        let footer = try #require(views[1].document)
        let f = CompiledLayout(
            Resolver(document: footer, path: "x").resolve(for: .compactRegular), environment: e, path: "x"
        ).solve()
        #expect(f.ambiguities.map { "\($0.location.line) \($0.id) \($0.axis)" } == ["39 act-iv-001 vertical"])
    }

    @Test func aBrokenRequiredContentPriorityStillHoldsOn() throws {
        // Esri's color picker cells: a label that resists compression at 1000 above a
        // slider at 999, in a row too short for both. The label's resistance is broken
        // (a conflict), yet Xcode saved the label with the room there was (9 pt there)
        // and the slider squeezed to nothing; dropped outright, the label came out 0 high.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="req-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" verticalCompressionResistancePriority="1000" text="Brightness" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="req-lb-001">
                                <rect key="frame" x="20" y="12" width="82" height="9"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <slider opaque="NO" contentMode="scaleToFill" verticalCompressionResistancePriority="999" contentHorizontalAlignment="center" contentVerticalAlignment="center" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="req-sl-001">
                                <rect key="frame" x="18" y="29" width="339" height="1"/>
                            </slider>
                        </subviews>
                        <constraints>
                            <constraint firstItem="req-lb-001" firstAttribute="top" secondItem="req-vw-001" secondAttribute="top" constant="12" id="req-ct-001"/>
                            <constraint firstItem="req-lb-001" firstAttribute="leading" secondItem="req-vw-001" secondAttribute="leading" constant="20" id="req-ct-002"/>
                            <constraint firstItem="req-sl-001" firstAttribute="top" secondItem="req-lb-001" secondAttribute="bottom" constant="8" id="req-ct-003"/>
                            <constraint firstItem="req-sl-001" firstAttribute="leading" secondItem="req-lb-001" secondAttribute="leading" id="req-ct-004"/>
                            <constraint firstAttribute="trailing" secondItem="req-sl-001" secondAttribute="trailing" constant="20" id="req-ct-005"/>
                            <constraint firstAttribute="bottom" secondItem="req-sl-001" secondAttribute="bottom" constant="12" id="req-ct-006"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let (_, _, solution) = try Self.designed(xib, fileExtension: "xib")
        let label = Self.frame(solution, "req-lb-001")
        #expect(label.count == 4 && label[0] == 20 && label[1] == 12 && label[3] == 12)
        #expect(label.count == 4 && abs(label[2] - 81.5) <= 0.5)
        #expect(Self.frame(solution, "req-sl-001").dropLast() == [18, 32, 339])
        #expect(solution.conflicts.count == 1)
        // A required hugging likewise: a label that hugs at 1000 yet must be 100 wide stays
        // as narrow as it may, and its neighbour, hugging at 250, takes the rest.
        let hugging = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="hug-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" verticalHuggingPriority="251" text="Quantity" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="hug-lb-001">
                                <rect key="frame" x="20" y="12" width="100" height="20.5"/>
                                <constraints>
                                    <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="100" id="hug-ct-001"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="12" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="hug-lb-002">
                                <rect key="frame" x="128" y="12" width="227" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="hug-lb-001" firstAttribute="leading" secondItem="hug-vw-001" secondAttribute="leading" constant="20" id="hug-ct-002"/>
                            <constraint firstItem="hug-lb-002" firstAttribute="leading" secondItem="hug-lb-001" secondAttribute="trailing" constant="8" id="hug-ct-003"/>
                            <constraint firstAttribute="trailing" secondItem="hug-lb-002" secondAttribute="trailing" constant="20" id="hug-ct-004"/>
                            <constraint firstItem="hug-lb-001" firstAttribute="top" secondItem="hug-vw-001" secondAttribute="top" constant="12" id="hug-ct-005"/>
                            <constraint firstItem="hug-lb-002" firstAttribute="top" secondItem="hug-vw-001" secondAttribute="top" constant="12" id="hug-ct-006"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let (_, _, row) = try Self.designed(hugging, fileExtension: "xib")
        #expect(Self.frame(row, "hug-lb-001") == Self.rect(20, 12, 100, 20.5))
        #expect(Self.frame(row, "hug-lb-002") == Self.rect(128, 12, 227, 20.5))
        #expect(row.conflicts.count == 1)
    }

    @Test func aCommentForLocalizersIsNotTheLabelsText() throws {
        // OwnTracks' settings cells: a "DeviceID" label that carries Xcode's comment for
        // localizers (an attributed string, `userComments`) was measured as the comment,
        // 229.5 pt, and squeezed its text field; UIKit shows the label's own text.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="loc-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="DeviceID" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="loc-lb-001">
                                <rect key="frame" x="20" y="12" width="68" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                                <attributedString key="userComments">
                                    <fragment content="Don't translate, technical term"/>
                                </attributedString>
                            </label>
                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="deviceid" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="loc-tf-001">
                                <rect key="frame" x="96" y="11" width="259" height="22"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                <textInputTraits key="textInputTraits"/>
                            </textField>
                        </subviews>
                        <constraints>
                            <constraint firstItem="loc-lb-001" firstAttribute="leading" secondItem="loc-vw-001" secondAttribute="leading" constant="20" id="loc-ct-001"/>
                            <constraint firstItem="loc-tf-001" firstAttribute="leading" secondItem="loc-lb-001" secondAttribute="trailing" constant="8" id="loc-ct-002"/>
                            <constraint firstAttribute="trailing" secondItem="loc-tf-001" secondAttribute="trailing" constant="20" id="loc-ct-003"/>
                            <constraint firstAttribute="centerY" secondItem="loc-lb-001" secondAttribute="centerY" id="loc-ct-004"/>
                            <constraint firstAttribute="centerY" secondItem="loc-tf-001" secondAttribute="centerY" id="loc-ct-005"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let (_, _, solution) = try Self.designed(xib, fileExtension: "xib")
        // (68.5 wide, half a point from the 68 OwnTracks saved, in iOS 15.4's narrower
        // advances: tools 22505.)
        #expect(Self.frame(solution, "loc-lb-001") == Self.rect(20, 12, 68.5, 20.5))
        #expect(Self.frame(solution, "loc-tf-001") == Self.rect(96.5, 13, 258.5, 18))
        #expect(solution.frame("loc-lb-001")?.name == "Label - DeviceID")
    }

    @Test func notInterfaceBuilderAndBrokenFilesAreDiagnosed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString).storyboard")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("<layout version=\"1\"/>".utf8).write(to: url)
        #expect(
            LayoutFile.readLayouts(url.path).flatMap { $0.diagnostics.map(\.rule.rawValue) } == ["interface-builder"])
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects><view id=\"a\">".utf8).write(
            to: url)
        let broken = LayoutFile.readLayouts(url.path)
        #expect(
            broken.count == 1 && !broken[0].isValid
                && broken[0].diagnostics.allSatisfy { $0.rule.rawValue == "xml-syntax" })
        let missing = LayoutFile.readLayouts("/nonexistent/Main.storyboard")
        #expect(missing.count == 1 && missing[0].isUnreadable)
    }

    @Test func aViewKeepsTheFilesNamedColourForItsPicture() throws {
        // An asset catalog's colour, which Xcode writes into the file's resources: the
        // view is drawn in it, not left without a background.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="clr-vc-001">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="clr-sc-001">
                        <objects>
                            <viewController id="clr-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="clr-rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="clr-vw-001">
                                            <rect key="frame" x="20" y="100" width="100" height="100"/>
                                            <color key="backgroundColor" name="Brand"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="clr-c-001"/>
                                                <constraint firstAttribute="height" constant="100" id="clr-c-002"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="clr-vw-001" firstAttribute="leading" secondItem="clr-rt-001" secondAttribute="leading" constant="20" id="clr-c-003"/>
                                        <constraint firstItem="clr-vw-001" firstAttribute="top" secondItem="clr-rt-001" secondAttribute="top" constant="100" id="clr-c-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <namedColor name="Brand">
                        <color red="0.25" green="0.5" blue="0.75" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </namedColor>
                </resources>
            </document>
            """
        let (_, files) = try Self.layouts(ofText: storyboard, fileExtension: "storyboard")
        let view = try #require(files.first?.document?.root.children.first)
        #expect(view.appearance?.backgroundColor == RGBAColor(red: 0.25, green: 0.5, blue: 0.75))
    }
}
