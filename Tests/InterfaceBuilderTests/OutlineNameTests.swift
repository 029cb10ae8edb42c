import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import LayoutXML
import SizeClassResolution
import Testing

@testable import InterfaceBuilder

/// Views, guides and constraints named as Xcode's document outline names them.
@Suite("Xcode's names")
struct OutlineNameTests {
    @Test func viewsAreNamedByLabelKindAndContent() throws {
        let document = try #require(
            try InterfaceBuilderTests.layouts(
                InterfaceBuilderTests.documents.appendingPathComponent("rules.storyboard")
            )
            .first?.document)
        let names = document.itemNames
        #expect(names["lab-el-001"] == "Name Label")  // a user label wins
        #expect(names["hid-vw-001"] == "Hideable")
        #expect(names["safeArea"] == "Safe Area")
        // Constraints read as Xcode prints them.
        var equations: [String: String] = [:]
        for case .constraint(let c) in document.constraints { equations[c.id] = c.equationText(naming: names) }
        #expect(equations["lab-tp-001"] == "Name Label.top = Safe Area.top + standard")
    }

    @Test func conflictsAndAmbiguitiesSpeakInNames() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="roo-tv-iew">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="red-vw-001" userLabel="Red View">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pln-vw-001">
                                <rect key="frame" x="0.0" y="50" width="100" height="50"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pln-vw-002">
                                <rect key="frame" x="100" y="50" width="100" height="50"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="red-vw-001" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" id="c-1"/>
                            <constraint firstItem="red-vw-001" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" id="c-2"/>
                            <constraint firstItem="red-vw-001" firstAttribute="width" constant="100" id="c-3"/>
                            <constraint firstItem="red-vw-001" firstAttribute="width" constant="200" id="c-4"/>
                            <constraint firstItem="red-vw-001" firstAttribute="height" constant="50" id="c-5"/>
                            <constraint firstItem="pln-vw-001" firstAttribute="top" secondItem="red-vw-001" secondAttribute="bottom" id="c-6"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString).xib")
        try xib.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try #require(LayoutFile.readLayouts(url.path).first?.document)
        let e = Environment(designCanvas: try #require(document.designCanvas))
        let s = CompiledLayout(
            Resolver(document: document, path: "n").resolve(for: e.sizeClass), environment: e, path: "n"
        )
        .solve()
        // The view's later-written width holds (`LayoutDocument.installationOrder`).
        #expect(s.conflicts.first?.broken.equation == "Red View.width = 100")
        #expect(s.conflicts.first?.conflictingWith.map(\.equation) == ["Red View.width = 200"])
        // Three plain views (the root too) are all "View": their ids tell them apart.
        #expect(s.frames.map(\.name) == ["View (roo-tv-iew)", "Red View", "View (pln-vw-001)", "View (pln-vw-002)"])
        #expect(
            s.ambiguities.first?.message
                == "'View (pln-vw-001)' is ambiguous horizontally: x and width are not determined")
    }
}

extension OutlineNameTests {
    @Test func aLabelIsNamedByItsTextWhereverXcodeWroteIt() throws {
        // Long or multi-line text is written as an element, not an attribute: the plain
        // text as `<string key="text">`, an attributed fragment's as `<string key="content">`.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID()).xml")
        try """
        <objects>
            <label id="nam-lb-001"><string key="text">Terms
        of use</string></label>
            <label id="nam-lb-002"><attributedString key="attributedText"><fragment><string key="content">Last
        week</string></fragment></attributedString></label>
        </objects>
        """.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let root = try #require(XMLReader.read(file: file.path).root)
        let labels = root.children.filter { $0.name == "label" }
        #expect(labels.map(OutlineName.of) == ["Label - Terms", "Label - Last"])
    }

    @Test func textXcodeWroteInBase64IsDecodedAndItsControlCharactersTakeNoRoom() throws {
        // A string XML cannot hold (a control character in it) is written as base64 of its
        // UTF-8, unpadded: a superhero app's "Descripción\u{10}:" title of Xcode 12.3,
        // saved one 21.5 pt line high, as wide as "Descripción:".
        func label(_ text: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="374" height="21.5"/>
                \(text)
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="18"/>
            </label>
            """
        }
        let encoded = label("<string key=\"text\" base64-UTF8=\"YES\">\nRGVzY3JpcGNpw7NuEDo\n</string>")
        let plain = try ControlSizeTests.placed(
            label("<string key=\"text\">Descripción:</string>"), toolsVersion: "17701")
        #expect(try ControlSizeTests.placed(encoded, toolsVersion: "17701") == plain)
        #expect(plain[3] == 21.5)
        // Named without the control character, which a terminal would act on.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("base64-\(UUID()).xml")
        try "<objects>\(encoded)</objects>".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let root = try #require(XMLReader.read(file: file.path).root)
        #expect(root.children.filter { $0.name == "label" }.map(OutlineName.of) == ["Label - Descripción:"])
    }

    @Test func kindsAreWordsAsInTheOutline() {
        #expect(OutlineName.words("activityIndicatorView") == "Activity Indicator View")
        #expect(OutlineName.words("URLField") == "URL Field")
        #expect(OutlineName.words("RoundedRectangleView") == "Rounded Rectangle View")
    }
}
