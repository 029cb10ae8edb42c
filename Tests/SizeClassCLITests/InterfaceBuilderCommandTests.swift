import Foundation
import TestSupport
import Testing

/// Every command takes storyboards and xibs: scene by scene, or the one `--scene` names.
@Suite("Commands on storyboards and xibs")
struct InterfaceBuilderCommandTests {
    static let rules = "Tests/Documents/interface-builder/rules.storyboard"
    static let recipe = "Tests/Documents/interface-builder/two-buttons.storyboard"

    @Test func validateAndCheckReportEachScene() throws {
        let (status, output) = try CLI.run(["validate", Self.rules])
        #expect(status == 0)
        #expect(
            output == """
                \(Self.rules):77:29: warning: constraint 'bog-us-001' uses an attribute sizeclass does not know; it is left out [ib-attribute]
                1 file, 2 layouts: 2 valid, 0 invalid (0 errors, 1 warning)

                """)
        let (checked, text) = try CLI.run(["check", Self.rules, "--scene", "Second"])
        #expect(checked == 0)
        #expect(text.hasPrefix("\(Self.rules) › Second: ok\n"))
        #expect(text.hasSuffix("1 file: 1 ok, 0 ambiguous, 0 unsatisfiable, 0 invalid (0 errors, 0 warnings)\n"))
        // The conflicting variations come out with the storyboard's own line and column, the
        // constraint named as Xcode names its views.
        let (_, all) = try CLI.run(["check", Self.rules])
        #expect(
            all.contains(
                "\(Self.rules):93:33: warning: constraint 'Stack View.width = 200': installed differs in compact-any (line 93) and any-compact (line 88) and compact-compact does not settle it; using compact-any [conflicting-variations]"
            ))
    }

    @Test func directoriesIncludeInterfaceBuilderFiles() throws {
        let (status, output) = try CLI.run(["validate", "Tests/Documents/interface-builder"])
        #expect(status == 0)
        #expect(output.hasSuffix("19 layouts: 19 valid, 0 invalid (0 errors, 2 warnings)\n"))
    }

    @Test func xcode8Point0sInsetFramesAreCheckedAsTheFramesTheyStandFor() throws {
        // Fixed-frame views written as insets from the superview (a bare inset fills it,
        // a percentage places a flexible margin): nothing ambiguous, each where Xcode drew it.
        let file = "Tests/Documents/interface-builder/frame-insets.xib"
        let (status, output) = try CLI.run(["check", file])
        #expect(status == 0, "\(output)")
        #expect(output.contains("1 ok, 0 ambiguous"))
        let (_, solved) = try CLI.run(["solve", file])
        #expect(solved.contains("  Backdrop     view  0    0    375    140\n"), "\(solved)")
        #expect(solved.contains("  Title Strip  view  8    100  359    40\n"))
        #expect(solved.contains("  Search Bar   view  37   48   300    44\n"))
        #expect(solved.contains("  Badge        view  339  12   24     24\n"))
    }

    @Test func solveShowsUserLabelsAndResolveTheEstimates() throws {
        let (status, output) = try CLI.run(["solve", Self.recipe, "--device", "iphone-se"])
        #expect(status == 0)
        // Views by their Xcode names: the user label here.
        #expect(output.contains("  Short Button  button  16  579  343    30\n"))
        let (_, resolved) = try CLI.run(["resolve", Self.rules, "--scene", "Rules", "--class", "any-any"])
        #expect(
            resolved.contains(
                "  Name Label              label      intrinsic 45×20.5 (estimated from text 'Name' in system 17 pt)\n"
            )
        )
        let (_, json) = try CLI.run(["solve", Self.rules, "--format", "json"])
        let scenes = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(scenes.count == 2)
    }

    @Test func unknownScenesAreReported() throws {
        let (status, output) = try CLI.run(["solve", Self.rules, "--scene", "Login"])
        #expect(status == 1)
        #expect(
            output.contains(
                "error: no scene 'Login' here; the file has 'Rules' (rul-es-sc1), 'Second' (sec-nd-sc1) [scene]"))
        let (usage, _) = try CLI.run(["convert", Self.rules])
        #expect(usage == 64)  // two scenes: --scene is needed
    }

    @Test func convertWritesAValidDocumentWithTheSameGridAndFrames() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("convert-\(UUID().uuidString).xml").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let (status, _) = try CLI.run(["convert", Self.rules, "--scene", "Rules", "-o", out])
        #expect(status == 0)
        let (valid, report) = try CLI.run(["validate", out])
        #expect(valid == 0, "\(report)")
        // The same rows and marks but for the file's name and line numbers (where things are
        // written) and the descriptions: the storyboard's say what Xcode calls its views
        // (`Label - Flowers.top = Safe Area.top + 20`), the document's use its ids. The
        // document lists its constraints in the order they are installed, each view's
        // latest written first (`LayoutDocument.installationOrder`): the rows are compared
        // in order of their ids.
        func body(_ text: String) -> String {
            text.split(separator: "\n").dropFirst().filter { !$0.contains(":") && !$0.contains("line ") }.map {
                let words = $0.split(separator: " ")
                let marks = words.reversed().prefix { $0.allSatisfy { "✓·~*".contains($0) } }.reversed()
                return ([words.first ?? ""] + marks).joined(separator: " ")
            }.sorted().joined(separator: "\n")
        }
        let (_, gridA) = try CLI.run(["grid", "--matrix", Self.rules, "--scene", "Rules"])
        let (_, gridB) = try CLI.run(["grid", "--matrix", out])
        #expect(body(gridA) == body(gridB))
        // The same frames and status: the storyboard's views are named as Xcode names them,
        // the document's by their ids (the names are its labels).
        func frames(_ json: String) throws -> [String] {
            let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let frames = try #require(report["frames"] as? [[String: Any]])
            return [report["status"] as? String ?? ""]
                + frames.map { f in ["id", "x", "y", "width", "height"].map { "\(f[$0] ?? "")" }.joined(separator: " ")
                }
        }
        for device in ["iphone-se", "ipad", "iphone-16-plus"] {
            let (_, a) = try CLI.run([
                "solve", Self.rules, "--scene", "Rules", "--device", device, "--orientation", "landscape", "--format",
                "json",
            ])
            let (_, b) = try CLI.run([
                "solve", out, "--device", device, "--orientation", "landscape", "--format", "json",
            ])
            #expect(try frames(a) == frames(b), "\(device)")
        }
        // Text is written as text and font where the document measures it alike, so the
        // document follows Dynamic Type as the storyboard does (the Body label grows).
        let document = try String(contentsOfFile: out, encoding: .utf8)
        #expect(document.contains(#"<view id="stk-lb-001" kind="label" text="First" font="body""#), "\(document)")
        #expect(
            !document.contains(
                #"id="stk-lb-001" kind="label" text="First" font="body" label="Label - First" intrinsicWidth"#))
        // The document measures San Francisco as today's iOS sets it, this file of Xcode 10.1
        // as iOS 12 did: away from the default size a text style's width can differ by half
        // a point (the Body label at AX5: 94 in the file, 93.5 in the document).
        func near(_ a: [String], _ b: [String]) -> Bool {
            a.count == b.count
                && zip(a, b).allSatisfy { x, y in
                    let (p, q) = (x.split(separator: " "), y.split(separator: " "))
                    return p.count == q.count
                        && zip(p, q).allSatisfy { u, v in
                            u == v || (Double(u).flatMap { d in Double(v).map { abs(d - $0) <= 0.5 } } ?? false)
                        }
                }
        }
        for size in ["XS", "AX5"] {
            let (_, a) = try CLI.run([
                "solve", Self.rules, "--scene", "Rules", "--device", "iphone-se", "--content-size", size, "--format",
                "json",
            ])
            let (_, b) = try CLI.run([
                "solve", out, "--device", "iphone-se", "--content-size", size, "--format", "json",
            ])
            #expect(try near(frames(a), frames(b)), "\(size)")
            #expect(size == "XS" || a.contains(#""height" : 63.5"#), "\(a)")
        }
    }
}

/// `solve` without a device lays a storyboard out on its design canvas, and says so.
@Suite("Design canvas on the command line")
struct DesignCanvasCommandTests {
    static let eureka =
        "../shared/fixtures/interface-builder/real/xmartlabs__Eureka__Example__Example__Base.lproj__Main.storyboard"

    @Test func theHeaderAndTheJSONNameTheCanvas() throws {
        let (status, output) = try CLI.run(["solve", Self.eureka, "--scene", "Examples"])
        #expect(status == 0)
        #expect(
            output.contains(
                """
                compact-regular · iphone-11-pro portrait · 375×812 · margins 16/16 · top guide 88 · bottom guide 34
                design canvas: retina5_9 portrait, navigation bar (inherited from 'Navigation Controller')

                """))
        let (_, json) = try CLI.run(["solve", Self.eureka, "--scene", "Examples", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let environment = try #require(report["environment"] as? [String: Any])
        #expect(
            environment["source"] as? String
                == "retina5_9 portrait, navigation bar (inherited from 'Navigation Controller')")
        #expect(environment["device"] as? String == "iphone-11-pro")
    }

    @Test func aDeviceOrSizeReplacesTheCanvas() throws {
        let (_, output) = try CLI.run(["solve", Self.eureka, "--scene", "Examples", "--device", "iphone-16"])
        #expect(output.contains("compact-regular · iphone-16 portrait · 393×852"))
        #expect(!output.contains("design canvas"))
        // Turning the canvas turns its device, as Xcode's orientation button does.
        let (_, turned) = try CLI.run(["solve", Self.eureka, "--scene", "Examples", "--orientation", "landscape"])
        #expect(turned.contains("compact-compact · iphone-11-pro landscape · 812×375"))
        #expect(
            turned.contains(
                "design canvas: retina5_9 portrait, navigation bar (inherited from 'Navigation Controller'), turned to landscape"
            ))
    }
}

extension DesignCanvasCommandTests {
    @Test func onADeviceASceneIsUnderItsBarsWithItsMarginsAndACellAtItsSize() throws {
        // Eureka's examples, pushed on a navigation controller with a translucent bar: on
        // an iPhone 16 the safe area starts below the housing and the bar (59 + 44), 32 pt
        // bar in landscape; the header says so.
        let (_, portrait) = try CLI.run(["solve", Self.eureka, "--scene", "Examples", "--device", "iphone-16"])
        #expect(portrait.contains("compact-regular · iphone-16 portrait · 393×852 · margins 16/16 · top guide 103"))
        #expect(portrait.contains("\nunder: navigation bar (inherited from 'Navigation Controller')\n"))
        let (_, json) = try CLI.run([
            "solve", Self.eureka, "--scene", "Examples", "--device", "iphone-16", "--format", "json",
        ])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let environment = try #require(report["environment"] as? [String: Any])
        #expect(environment["bars"] as? [String] == ["navigation bar (inherited from 'Navigation Controller')"])
        #expect(environment["topGuide"] as? Double == 103)
        let (_, landscape) = try CLI.run([
            "solve", Self.eureka, "--scene", "Examples", "--device", "iphone-16", "--orientation", "landscape",
        ])
        #expect(landscape.contains("· top guide 32 · bottom guide 21"))
        // `--safe-area` keeps the device bare.
        let (_, bare) = try CLI.run([
            "solve", Self.eureka, "--scene", "Examples", "--device", "iphone-16", "--safe-area", "0",
        ])
        #expect(bare.contains("· top guide 0 · bottom guide 0") && !bare.contains("under:"))

        // A root view's top margin is its safe area's (Xcode 9 and later), as on the
        // canvas: a box at `topMargin` + 16 sits 75 pt down on an iPhone 16; 16 when the
        // root does not inset its margins from the safe area.
        let folder = try CLI.makeFolder("device-margins")
        defer { try? FileManager.default.removeItem(at: folder) }
        func box(_ rootAttributes: String) throws -> String {
            let file = try CLI.write(
                MarginsStoryboard.text(rootAttributes: rootAttributes),
                to: "Margins\(rootAttributes.isEmpty ? "" : "NO").storyboard", in: folder)
            return try CLI.run(["solve", file.path, "--device", "iphone-16"]).output
        }
        #expect(try box("").contains("  Box   view  16  75  100    24"))
        #expect(try box(#"insetsLayoutMarginsFromSafeArea="NO""#).contains("  Box   view  16  16  100    24"))

        // A cell keeps its own size on a device, as `check` lays it out in every class.
        let cell =
            "../shared/fixtures/interface-builder/real/Instagram__IGListKit__Examples__Examples-iOS__IGListKitExamples__Views__NibSelfSizingCell.xib"
        let (_, onDevice) = try CLI.run(["solve", cell, "--device", "iphone-16"])
        #expect(onDevice.contains("compact-regular · iphone-16 portrait · 311×147"))
    }
}

extension DesignCanvasCommandTests {
    @Test func checkKeepsAFreeformViewsOwnSizeInEveryClass() throws {
        // A 320×44 toolbar view: stretched to each device's screen it would conflict with
        // its own height; Xcode shows it at its size in every class.
        let toolbar =
            "../shared/fixtures/interface-builder/real/jessesquires__JSQMessagesViewController__JSQMessagesViewController__Views__JSQMessagesToolbarContentView.xib"
        let (status, output) = try CLI.run(["check", toolbar, "--verbose"])
        #expect(status == 0)
        #expect(output.contains("  regular-regular  ok  iPad (10th generation) portrait and landscape\n"))
        #expect(output.hasSuffix("1 file: 1 ok, 0 ambiguous, 0 unsatisfiable, 0 invalid (0 errors, 0 warnings)\n"))
    }
}

/// Cells are layouts of their own: named after the scene and the cell, selectable by
/// their reuse identifier, laid out at their saved size.
@Suite("Cells on the command line")
struct CellCommandTests {
    static let settings =
        "../shared/fixtures/interface-builder/real/duckduckgo__iOS__DuckDuckGo__Base.lproj__Settings.storyboard"
    static let selfSizing =
        "../shared/fixtures/interface-builder/real/Instagram__IGListKit__Examples__Examples-iOS__IGListKitExamples__Views__NibSelfSizingCell.xib"

    @Test func prototypeCellsAreLayoutsNamedAfterTheirScene() throws {
        let (status, output) = try CLI.run(["validate", Self.settings])
        #expect(status == 0)
        #expect(output.contains("layouts:"))
        let (_, cell) = try CLI.run(["solve", Self.settings, "--scene", "Theme Cell"])
        #expect(cell.hasPrefix("Settings › Theme Cell (\(Self.settings))\n"))
        #expect(cell.contains("design canvas: freeform (the view's saved size)"))
        // Cells without a reuse identifier keep their id in the name to be told apart.
        let (_, all) = try CLI.run(["solve", Self.settings, "--format", "json"])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(all.utf8)) as? [[String: Any]])
        let names = reports.compactMap { $0["name"] as? String }
        #expect(Set(names).count == names.count)
        #expect(names.contains { $0.hasPrefix("Settings › Table View Cell (") })
    }

    @Test func aCollectionViewCellsContentViewWithoutAnID() throws {
        // Xcode 8–11 wrote the content view without an id: it is `CELL-contentView`, and
        // the cell is valid, checked in every class at its own size.
        let (status, output) = try CLI.run(["solve", Self.selfSizing])
        #expect(status == 0)
        #expect(output.contains("  Content View          view   0   0  311    147\n"))
        #expect(output.contains("  Label - Label         label  15  8  281    131\n"))
        let (_, json) = try CLI.run(["solve", Self.selfSizing, "--format", "json"])
        #expect(json.contains(#""id" : "xyu-q1-iBq-contentView""#))
        let (checked, _) = try CLI.run(["check", Self.selfSizing])
        #expect(checked == 0)
    }
}

/// `check --misplaced`: Xcode's "Misplaced Views", from the frames it saved.
@Suite("Misplaced views")
struct MisplacedViewTests {
    static let real = "../shared/fixtures/interface-builder/real/"

    /// A xib whose badge Xcode saved 10 pt below where its constraints put it.
    static let misplacedBadge = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="msp-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Badge" id="msp-vw-001">
                            <rect key="frame" x="20" y="30" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="msp-c01"/>
                                <constraint firstAttribute="height" constant="50" id="msp-c02"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="Panel" id="msp-vw-002">
                            <rect key="frame" x="20" y="100" width="280" height="80"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="msp-vw-001" firstAttribute="leading" secondItem="msp-rt-001" secondAttribute="leading" constant="20" id="msp-c03"/>
                        <constraint firstItem="msp-vw-001" firstAttribute="top" secondItem="msp-rt-001" secondAttribute="top" constant="20" id="msp-c04"/>
                        <constraint firstItem="msp-vw-002" firstAttribute="leading" secondItem="msp-rt-001" secondAttribute="leading" constant="20" id="msp-c05"/>
                        <constraint firstAttribute="trailing" secondItem="msp-vw-002" secondAttribute="trailing" constant="20" id="msp-c06"/>
                        <constraint firstItem="msp-vw-002" firstAttribute="top" secondItem="msp-vw-001" secondAttribute="bottom" constant="30" id="msp-c07"/>
                        <constraint firstAttribute="bottom" secondItem="msp-vw-002" secondAttribute="bottom" constant="20" id="msp-c08"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    @Test func viewsOffTheirSavedFramesAreWarnedAboutOnlyWhenAsked() throws {
        // A badge saved 10 pt below where its constraints put it; the panel below it is
        // where they put it, under the badge as laid out.
        let folder = try CLI.makeFolder("misplaced")
        defer { try? FileManager.default.removeItem(at: folder) }
        let badge = try CLI.write(Self.misplacedBadge, to: "misplaced.xib", in: folder).path
        let (status, output) = try CLI.run(["check", badge, "--misplaced"])
        #expect(status == 0)  // warnings
        #expect(
            output.contains(
                "\(badge):11:17: warning: 'Badge' is misplaced: Xcode saved (20, 30) 100×50, laid out here at (20, 20) 100×50 (in compact-regular) [misplaced-view]\n"
            ))
        #expect(output.components(separatedBy: "[misplaced-view]").count - 1 == 1)
        let (_, quiet) = try CLI.run(["check", badge])
        #expect(!quiet.contains("[misplaced-view]"))
        // A real file with views off their saved frames: warned about when asked only.
        let post = Self.real + "ChatSecure__ChatSecure-iOS__OTRResources__Interface__Purchase.storyboard"
        let (_, asked) = try CLI.run(["check", post, "--misplaced"])
        #expect(asked.contains("[misplaced-view]"))
        let (_, plain) = try CLI.run(["check", post])
        #expect(!plain.contains("misplaced"))
        // A cell the tool lays out exactly as Xcode did has none.
        let (_, exact) = try CLI.run([
            "check",
            Self.real + "Instagram__IGListKit__Examples__Examples-iOS__IGListKitExamples__Views__NibSelfSizingCell.xib",
            "--misplaced",
        ])
        #expect(!exact.contains("misplaced"))
        // Nor Firebase's post cell since a button's title beside its image has no padding
        // of its own (its star button was warned about, 10 pt too high).
        let (_, post2) = try CLI.run([
            "check", Self.real + "firebase__quickstart-ios__database__DatabaseExample__PostTableViewCell.xib",
            "--misplaced",
        ])
        #expect(!post2.contains("misplaced"))
    }
}

extension MisplacedViewTests {
    @Test func checkSaysWhatSolvingNoticedOnceEach() throws {
        // Three rating views of a custom class, nothing sizing them: laid out at their
        // saved sizes in every class, and each warned about once.
        let cosmos = Self.real + "evgenyneu__Cosmos__Demo__Base.lproj__Main.storyboard"
        let (status, output) = try CLI.run(["check", cosmos, "--scene", "XuF-eu-nec"])
        #expect(output.components(separatedBy: "[custom-view-size]").count - 1 == 3)
        #expect(
            output.contains(
                "\(cosmos):66:29: warning: 'Cosmos View (Zcm-Q3-Dv1)' (CosmosView) has no width or height the file gives and its class may size itself: laid out at its saved size, 293×53 (a placeholder intrinsic size in Interface Builder would say so) (in every size class) [custom-view-size]\n"
            ))
        #expect(status == 0)  // warnings only: every class lays out
    }
}

/// Files Xcode opens without complaint are never invalid.
@Suite("Every kind of Interface Builder file")
struct InterfaceBuilderKindsTests {
    @Test func aTVStoryboardOnItsCanvasWithAFixedFrameView() throws {
        // tvOS storyboards are storyboards (`…AppleTV.Storyboard`), on the Apple TV canvas
        // with its TV-safe area; a fixed-frame view keeps its frame, never ambiguous.
        let tv = "Tests/Documents/interface-builder/tv.storyboard"
        let (status, output) = try CLI.run(["solve", tv])
        #expect(status == 0)
        #expect(output.contains("regular-regular · apple-tv landscape · 1920×1080"))
        #expect(output.contains("  Shelf           view    80  60   1760   960\n"))
        #expect(output.contains("  Badge           view    10  10   40     40\n"))
        // tvOS's text: the Headline style is 38 pt (46 high, in whole points), a classic
        // button's title 38 pt bold with 39 pt either side, the button 86 high (iOS's
        // sizes made them 20.5 and 30 × 30). The label and the title are as wide as San
        // Francisco's Display faces of their weights draw them (the title 76 pt).
        #expect(output.contains("  Label - Movies  label   80  60   123    46\n"))
        #expect(output.contains("  Button - Play   button  80  126  154    86\n"))
    }

    @Test func macOSDocumentsAreNamedAndLeftAlone() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="21507" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <customView id="mac-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    </customView>
                </objects>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mac-\(UUID().uuidString).xib")
        try xib.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let (status, output) = try CLI.run(["check", url.path])
        #expect(status == 0)
        #expect(
            output.contains(
                "\(url.path):2:1: warning: a macOS (AppKit) document: sizeclass lays out UIKit documents (iOS, tvOS); nothing here is laid out [interface-builder]\n"
            ))
        #expect(output.contains("\(url.path): nothing to lay out\n"))
    }

    @Test func xcode4ArchiveXibsAreNamedAndLeftAlone() throws {
        // The keyed-archive xibs of Xcode 4 and earlier still open in Xcode: a warning,
        // not an invalid file, in validate and check.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data>
                    <int key="IBDocument.SystemTarget">1552</int>
                </data>
            </archive>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("old-\(UUID().uuidString).xib")
        try xib.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let (status, output) = try CLI.run(["validate", url.path])
        #expect(status == 0)
        #expect(
            output.contains(
                "\(url.path):2:1: warning: a xib in the archive format of Xcode 4 and earlier: sizeclass reads the document format of Xcode 5 and later; open and save it in a current Xcode to lay it out [interface-builder]\n"
            ))
        let (checked, _) = try CLI.run(["check", url.path])
        #expect(checked == 0)
        // Any other root is still no Interface Builder document.
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("other-\(UUID().uuidString).xib")
        try #"<?xml version="1.0"?><archive type="something-else"/>"#.write(
            to: other, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(try CLI.run(["validate", other.path]).0 == 1)
    }

    @Test func aStoryboardLeftInAMergeConflictSaysSo() throws {
        // Storyboards are where merges go wrong: one error at the first conflict, naming
        // it, not the XML parser's complaint about a tag named `<<<<<<<`.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
            <<<<<<< HEAD
                    <scene sceneID="mrg-sc-001"/>
            =======
                    <scene sceneID="mrg-sc-002"/>
            >>>>>>> feature/login
                </scenes>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("merge-\(UUID().uuidString).storyboard")
        try storyboard.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let (status, output) = try CLI.run(["check", url.path])
        #expect(status == 1)
        #expect(
            output.contains(
                "\(url.path):4:1: error: unresolved merge conflict: Git's markers are still in the file ('<<<<<<< HEAD' starts the conflict here); resolve it and save the file [merge-conflict]\n"
            ))
        #expect(!output.contains("[xml-syntax]"))
    }

    @Test func aFileWithNothingToLayOutIsNotInvalid() throws {
        let file = "Tests/Documents/interface-builder/no-views.storyboard"
        let (status, output) = try CLI.run(["check", file])
        #expect(status == 0)
        #expect(output.contains("\(file): nothing to lay out\n"))
        #expect(
            output.hasSuffix(
                "1 file: 0 ok, 0 ambiguous, 0 unsatisfiable, 0 invalid (0 errors, 1 warning), 1 with nothing to lay out\n"
            ))
        let (valid, _) = try CLI.run(["validate", file])
        #expect(valid == 0)
        // Nor for the commands that lay out one file (a CI step running `grid` over every
        // xib of a project met an empty one): no layouts, the warning, exit 0; JSON an
        // empty array. `convert` has nothing to write: exit 1.
        let warning = "\(file):2:1: warning: no scene with a view to lay out [interface-builder]\n"
        for command in [["grid"], ["solve"], ["resolve", "--class", "compact-regular"], ["render"]] {
            let (status, output) = try CLI.run(command + [file])
            #expect(status == 0, "\(command)")
            #expect(output == warning, "\(command)")
        }
        let (solved, json) = try CLI.run(["solve", "--format", "json", file])
        #expect(solved == 0)
        #expect(json.contains("[]\n"))
        #expect(try CLI.run(["convert", file]).status == 1)
    }
}

extension InterfaceBuilderKindsTests {
    @Test func aSubviewsSafeAreaIsThePartOfItInsideTheScreens() throws {
        // A header under the status bar: its safe area starts 20 pt down; a body inside
        // the safe area: its own edges. In landscape on a notched iPhone, both lose the
        // sensor housing's 59 pt at the sides.
        let file = "Tests/Documents/interface-builder/safe-area.storyboard"
        let (status, output) = try CLI.run(["solve", file])
        #expect(status == 0)
        #expect(output.contains("  Safe Area (saf-hs-001)  guide  0  20   375    80\n"))
        #expect(output.contains("  Title                   view   0  28   375    30\n"))
        #expect(output.contains("  Safe Area (saf-bs-001)  guide  0  200  375    100\n"))
        // A badge hanging above the screen's safe area, whose own safe area nothing uses:
        // its label keeps its height (its edges are not pulled into the safe area).
        #expect(output.contains("  Badge                   view   0  -6   56     36\n"))
        #expect(!output.contains("text-truncated"))
        let (_, landscape) = try CLI.run(["solve", file, "--device", "iphone-16", "--orientation", "landscape"])
        #expect(landscape.contains("  Title                   view   59  8    734    30\n"))
        #expect(landscape.contains("  Line                    view   59  200  734    1\n"))
    }
}

extension DesignCanvasCommandTests {
    @Test func turningAFreeformCellKeepsItsSize() throws {
        let cell =
            "../shared/fixtures/interface-builder/real/Instagram__IGListKit__Examples__Examples-iOS__IGListKitExamples__Views__NibSelfSizingCell.xib"
        let (status, output) = try CLI.run(["solve", cell, "--orientation", "landscape"])
        #expect(status == 0)
        #expect(output.contains("compact-compact · iphone-se landscape · 311×147"))
        // A collection view cell of Xcode 11: no device insets (they came with Xcode 12).
        #expect(output.contains("design canvas: freeform (the view's saved size), turned to landscape"))
    }
}

extension DesignCanvasCommandTests {
    @Test func xcode13sCanvasDrewTextStylesAtExtraSmall() throws {
        // Three StoreSearch apps' detail pop-ups and six LootLogger forks' cells (tools 18122
        // to 20037): their body and headline labels saved 17 pt high, extra small's, not
        // large's 20.5. On its canvas the label is measured so, and the header says why; on
        // a device, or asked for large, it is large's.
        let folder = try CLI.makeFolder("xcode13-text")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try CLI.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="19455" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="xs-vc-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="xs-sc-001"><objects>
                        <viewController id="xs-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="xs-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label opaque="NO" text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="xs-lb-001">
                                        <rect key="frame" x="16" y="20" width="38" height="17"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="xs-sa-001"/>
                                <constraints>
                                    <constraint firstItem="xs-lb-001" firstAttribute="top" secondItem="xs-sa-001" secondAttribute="top" constant="20" id="xs-c01"/>
                                    <constraint firstItem="xs-lb-001" firstAttribute="leading" secondItem="xs-sa-001" secondAttribute="leading" constant="16" id="xs-c02"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """, to: "Detail.storyboard", in: folder)
        func height(_ arguments: [String]) throws -> Double? {
            let (_, json) = try CLI.run(["solve", file.path] + arguments + ["--format", "json"])
            return try CLI.solvedFrame("xs-lb-001", in: json)?["height"] as? Double
        }
        #expect(try height([]) == 17)
        #expect(try height(["--content-size", "large"]) == 20.5)
        #expect(try height(["--device", "iphone-se"]) == 20.5)
        let (_, text) = try CLI.run(["solve", file.path])
        #expect(
            text.contains(
                "design canvas: retina4_7 portrait, text styles at extra-small (XS), as Xcode 13 drew them"),
            "\(text)")
        // `check --misplaced` compares the saved frame with the canvas's: not misplaced.
        let (_, check) = try CLI.run(["check", file.path, "--misplaced"])
        #expect(!check.contains("misplaced-view"), "\(check)")
        try CLI.write(
            try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
                of: "height=\"17\"", with: "height=\"20\""),
            to: "Detail.storyboard", in: folder)
        let (_, moved) = try CLI.run(["check", file.path, "--misplaced"])
        #expect(moved.contains("misplaced-view"), "\(moved)")
    }
}

extension DesignCanvasCommandTests {
    @Test func xcode10sCanvasDrewTheTitleStylesSmaller() throws {
        // Four apps of Xcode 10.0 to 10.3: an events app's Title 1 "EVENTS" saved 96 × 31.5
        // (26 pt text, not Large's 28) and its large title "Event Name" 156 × 36 (30 pt, not
        // 34); a body label beside them keeps Large's 17 pt. On its canvas the labels are
        // measured so, and the header says why; on a device, or asked for large, at Large.
        // Xcode 11's betas drew them so too (a task app's Title 1 "Priority:" 86 × 31.5,
        // tools 14868), and Xcode 9.3 (another's "Tasks" 63 × 31.5, 13771); Xcode 11 and
        // Xcode 8 at Large.
        let folder = try CLI.makeFolder("xcode10-titles")
        defer { try? FileManager.default.removeItem(at: folder) }
        func label(_ id: String, _ text: String, _ style: String, y: Int) -> String {
            """
            <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="100" height="30"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyle\(style)"/>
            </label>
            """
        }
        func pinned(_ id: String, y: Int) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="tt-rt-001" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="tt-rt-001" secondAttribute="leading" constant="16" id="\(id)-l"/>
            """
        }
        func write(_ tools: String) throws -> URL {
            try CLI.write(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="tt-vc-001">
                    <device id="retina6_1" orientation="portrait">
                        <adaptation id="fullscreen"/>
                    </device>
                    <scenes>
                        <scene sceneID="tt-sc-001"><objects>
                            <viewController id="tt-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="tt-rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        \(label("tt-lb-001", "EVENTS", "Title1", y: 100))
                                        \(label("tt-lb-002", "Event Name", "Title0", y: 200))
                                        \(label("tt-lb-003", "Location", "Body", y: 300))
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="tt-sa-001"/>
                                    <constraints>
                                        \(pinned("tt-lb-001", y: 100))
                                        \(pinned("tt-lb-002", y: 200))
                                        \(pinned("tt-lb-003", y: 300))
                                    </constraints>
                                </view>
                            </viewController>
                        </objects></scene>
                    </scenes>
                </document>
                """, to: "Events-\(tools).storyboard", in: folder)
        }
        let file = try write("14490.70")
        func size(_ id: String, _ arguments: [String] = [], in other: URL? = nil) throws -> [Double] {
            let (_, json) = try CLI.run(["solve", (other ?? file).path] + arguments + ["--format", "json"])
            let frame = try CLI.solvedFrame(id, in: json)
            return [frame?["width"] as? Double ?? -1, frame?["height"] as? Double ?? -1]
        }
        #expect(try size("tt-lb-001") == [96, 31.5])
        #expect(try size("tt-lb-002") == [156, 36])
        #expect(try size("tt-lb-003")[1] == 20.5)
        #expect(try size("tt-lb-001", in: write("14868")) == [96, 31.5])
        #expect(try size("tt-lb-001", in: write("13771")) == [96, 31.5])
        #expect(try size("tt-lb-001", in: write("12120")) == [103.5, 33.5])
        #expect(try size("tt-lb-001", in: write("15400")) == [103.5, 33.5])
        #expect(try size("tt-lb-001", ["--content-size", "large"]) == [103.5, 33.5])
        #expect(try size("tt-lb-002", ["--device", "iphone-se"]) == [176, 41])
        let (_, text) = try CLI.run(["solve", file.path])
        #expect(text.contains("title text styles at 30, 26 and 20 pt, as Xcode 9.3 to 10 drew them"), "\(text)")
        let (_, large) = try CLI.run(["solve", file.path, "--content-size", "large"])
        #expect(!large.contains("as Xcode 10 drew them"), "\(large)")
    }
}
