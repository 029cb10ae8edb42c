import Foundation
import Testing

/// `text-truncated`: labels and buttons laid out smaller than their text, and
/// `check --content-sizes` finding the ones that only Dynamic Type's larger sizes cut.
@Suite("Truncated text")
struct TextTruncationTests {
    /// A xib with five views: a Body-style label pinned to both sides (it fits until AX3),
    /// a wrapping label held to one line's height, a label placed by its autoresizing
    /// mask, an image-only button and a titled button 40 pt wide.
    static let xib = xib(
        subview: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Delivery on Tuesday" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tit-le-lbl">
                <rect key="frame" x="12" y="16" width="296" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Orders placed before noon leave the warehouse the same day and arrive within two working days" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="not-es-lbl">
                <rect key="frame" x="16" y="48" width="288" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A label placed by its autoresizing mask, longer than its frame" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="aut-os-lbl">
                <rect key="frame" x="16" y="80" width="100" height="20.5"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="clo-se-btn">
                <rect key="frame" x="16" y="120" width="22" height="22"/>
                <state key="normal" image="close"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="buy-no-btn">
                <rect key="frame" x="60" y="120" width="40" height="33"/>
                <state key="normal" title="Buy now and save"/>
            </button>
            """,
        constraints: """
            <constraint firstItem="tit-le-lbl" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="12" id="tit-ld-001"/>
            <constraint firstAttribute="trailing" secondItem="tit-le-lbl" secondAttribute="trailing" constant="12" id="tit-tr-001"/>
            <constraint firstItem="tit-le-lbl" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="16" id="tit-tp-001"/>
            <constraint firstItem="not-es-lbl" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="not-ld-001"/>
            <constraint firstAttribute="trailing" secondItem="not-es-lbl" secondAttribute="trailing" constant="16" id="not-tr-001"/>
            <constraint firstItem="not-es-lbl" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="48" id="not-tp-001"/>
            <constraint firstItem="not-es-lbl" firstAttribute="height" constant="20.5" id="not-ht-001"/>
            <constraint firstItem="clo-se-btn" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="clo-ld-001"/>
            <constraint firstItem="clo-se-btn" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="120" id="clo-tp-001"/>
            <constraint firstItem="clo-se-btn" firstAttribute="width" constant="22" id="clo-wd-001"/>
            <constraint firstItem="clo-se-btn" firstAttribute="height" constant="22" id="clo-ht-001"/>
            <constraint firstItem="buy-no-btn" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="60" id="buy-ld-001"/>
            <constraint firstItem="buy-no-btn" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="120" id="buy-tp-001"/>
            <constraint firstItem="buy-no-btn" firstAttribute="width" constant="40" id="buy-wd-001"/>
            """,
        resources: """
            <image name="close" width="30" height="30"/>
            """)

    static func file() throws -> (folder: URL, path: String) {
        let folder = try CLI.makeFolder("truncation")
        return (folder, try CLI.write(Self.xib, to: "cut.xib", in: folder).path)
    }

    /// A xib of `subview` (its first line at 8:17; several views may follow it) in a
    /// 320×200 root (`roo-tv-iew`), with `constraints` and `resources`, each line indented
    /// as Interface Builder indents it.
    static func xib(subview: String, constraints: String, resources: String = "") -> String {
        func indented(_ text: String, by spaces: Int) -> String {
            text.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: spaces))
        }
        let resourcesBlock =
            resources.isEmpty ? "" : "\n    <resources>\n        \(indented(resources, by: 8))\n    </resources>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="roo-tv-iew">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            \(indented(subview, by: 16))
                        </subviews>
                        <constraints>
                            \(indented(constraints, by: 16))
                        </constraints>
                    </view>
                </objects>\(resourcesBlock)
            </document>
            """
    }

    @Test func labelsAndTitlesCutShortAreWarnedAboutOnce() throws {
        let (folder, path) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = try CLI.run(["check", path])
        #expect(status == 0)  // warnings
        #expect(
            output.contains(
                "\(path):12:17: warning: 'Label - Orders placed before noon lea…' is shorter than its text: its vertical compression resistance (750) gave way, and lines of it are lost (in every size class) [text-truncated]\n"
            ), "\(output)")
        #expect(
            output.contains(
                "\(path):25:17: warning: 'Button - Buy now and save' is narrower than its text: its horizontal compression resistance (750) gave way, and the text is cut short (in every size class) [text-truncated]\n"
            ), "\(output)")
        // Nothing else: the Body label fits at the default size, the autoresized label
        // has no resistance to give way, the image-only button no text.
        #expect(output.components(separatedBy: "[text-truncated]").count - 1 == 2, "\(output)")
        #expect(output.hasSuffix("(0 errors, 2 warnings)\n"))
    }

    @Test func largerTextSizesShowWhatTheyCut() throws {
        let (folder, path) = try Self.file()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output) = try CLI.run(["check", path, "--content-sizes", "all"])
        #expect(status == 0)
        #expect(
            output.contains(
                "\(path):8:17: warning: 'Label - Delivery on Tuesday' is narrower than its text: its horizontal compression resistance (750) gave way, and the text is cut short (in every size class at text size AX3, AX4, AX5) [text-truncated]\n"
            ), "\(output)")
        #expect(output.components(separatedBy: "[text-truncated]").count - 1 == 3, "\(output)")
        // A list names the sizes; the largest alone finds the same label.
        let (_, listed) = try CLI.run(["check", path, "--content-sizes", "L,AX5"])
        #expect(listed.contains("(in every size class at text size AX5) [text-truncated]"), "\(listed)")
        let (_, small) = try CLI.run(["check", path, "--content-sizes", "XS,L,XXXL"])
        #expect(!small.contains("Delivery on Tuesday' is narrower"), "\(small)")
        // An unknown size is a usage error.
        let (usage, message) = try CLI.run(["check", path, "--content-sizes", "L,huge"])
        #expect(usage == 64)
        #expect(message.contains("The value 'L,huge' is invalid for '--content-sizes <sizes>'"))
    }

    @Test func documentTextIsMeasuredAtEachSize() throws {
        let folder = try CLI.makeFolder("document-text")
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try CLI.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="Delivery">
              <view id="root">
                <view id="title" kind="label" text="Delivery on Tuesday" font="body"/>
                <view id="notes" kind="label" text="Orders placed before noon leave the same day" font="subheadline" lines="0"/>
              </view>
              <constraints>
                <constraint id="t1" eq="title.leading = root.leadingMargin"/>
                <constraint id="t2" eq="title.trailing = root.trailingMargin"/>
                <constraint id="t3" eq="title.top = safeArea.top + 16"/>
                <constraint id="n1" eq="notes.leading = root.leadingMargin"/>
                <constraint id="n2" eq="notes.trailing = root.trailingMargin"/>
                <constraint id="n3" eq="notes.top = title.bottom + 8"/>
              </constraints>
            </layout>

            """, to: "delivery.xml", in: folder
        ).path
        // On an iPhone SE at the default size: one line each (Body 17 pt, Subheadline 15).
        let (status, large) = try CLI.run(["solve", document, "--device", "iphone-se"])
        #expect(status == 0)
        #expect(large.contains("  title  label  16  36    343    20.5\n"), "\(large)")
        #expect(large.contains("  notes  label  16  64.5  343    18\n"), "\(large)")
        // At AX5 the notes wrap to more lines and the title is cut.
        let (_, ax5) = try CLI.run(["solve", document, "--device", "iphone-se", "--content-size", "AX5"])
        #expect(ax5.contains("'title' is narrower than its text"), "\(ax5)")
        let notes = try #require(ax5.split(separator: "\n").first { $0.hasPrefix("  notes") })
        let height = try #require(Double(notes.split(separator: " ").last.map(String.init) ?? ""))
        #expect(height > 4 * 18, "\(notes)")
        // check names the sizes that cut it.
        let (_, checked) = try CLI.run(["check", document, "--content-sizes", "all"])
        #expect(
            checked.contains(
                "(in any-any, compact-any, any-regular, compact-regular at text size AX4, AX5) [text-truncated]"),
            "\(checked)")
    }

    @Test func aLabelThatShrinksItsTextIsCutOnlyBelowItsSmallestScale() throws {
        // Xcode 6's launch-screen copyright line (Google's samples): 17 pt, shrinking to
        // 9 pt to fit ("Minimum Font Size"), in 300 pt where its text needs about 390.
        func xib(_ autoshrink: String) -> String {
            Self.xib(
                subview: """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="  Copyright (c) 2021 Google. All rights reserved." textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \(autoshrink) translatesAutoresizingMaskIntoConstraints="NO" id="cop-yr-lbl">
                        <rect key="frame" x="10" y="160" width="300" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    """,
                constraints: """
                    <constraint firstItem="cop-yr-lbl" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="10" id="cop-ld-001"/>
                    <constraint firstAttribute="trailing" secondItem="cop-yr-lbl" secondAttribute="trailing" constant="10" id="cop-tr-001"/>
                    <constraint firstAttribute="bottom" secondItem="cop-yr-lbl" secondAttribute="bottom" constant="20" id="cop-bt-001"/>
                    """)
        }
        let folder = try CLI.makeFolder("truncation-autoshrink")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Interface Builder writes `adjustsFontSizeToFit` only when it is off.
        let shrinks = try CLI.write(xib(#"minimumFontSize="9""#), to: "shrinks.xib", in: folder).path
        #expect(try !CLI.run(["check", shrinks]).output.contains("[text-truncated]"))
        let fixed = try CLI.write(
            xib(#"adjustsFontSizeToFit="NO" minimumFontSize="9""#), to: "fixed.xib", in: folder
        ).path
        #expect(try CLI.run(["check", fixed]).output.contains("is narrower than its text"))
        // A scale that does not reach: still cut. A minimum at the font's size: no shrinking.
        let scale = try CLI.write(xib(#"minimumScaleFactor="0.95""#), to: "scale.xib", in: folder).path
        #expect(try CLI.run(["check", scale]).output.contains("is narrower than its text"))
        let template = try CLI.write(xib(#"minimumFontSize="18""#), to: "template.xib", in: folder).path
        #expect(try CLI.run(["check", template]).output.contains("is narrower than its text"))
        // `convert` writes the scale, and the document judges the label alike.
        let (status, document) = try CLI.run(["convert", shrinks])
        #expect(status == 0)
        #expect(document.contains(#"minimumTextScale="0.5294117647058824""#), "\(document)")
        let converted = try CLI.write(document, to: "shrinks.xml", in: folder).path
        let (checked, output) = try CLI.run(["check", converted])
        #expect(checked == 0 && !output.contains("[text-truncated]"), "\(output)")
    }

    @Test func aTextViewThatDoesNotScrollLosesLinesAsALabelDoes() throws {
        // Held to 33 pt (one 14 pt line and its insets) by a required height, and then
        // given room: a warning only in the first case. A text view that scrolls shows the
        // rest by scrolling.
        func xib(
            height: String, scrolls: Bool = false,
            text: String =
                "Orders placed before noon leave the warehouse the same day and arrive within two working days"
        ) -> String {
            Self.xib(
                subview: """
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(scrolls ? "" : #"scrollEnabled="NO""#) editable="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="not-es-txt">
                        <rect key="frame" x="16" y="16" width="288" height="33"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    </textView>
                    """,
                constraints: """
                    <constraint firstItem="not-es-txt" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="not-ld-001"/>
                    <constraint firstAttribute="trailing" secondItem="not-es-txt" secondAttribute="trailing" constant="16" id="not-tr-001"/>
                    <constraint firstItem="not-es-txt" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="16" id="not-tp-001"/>
                    <constraint firstItem="not-es-txt" firstAttribute="height" \(height) id="not-ht-001"/>
                    """)
        }
        let folder = try CLI.makeFolder("truncation-text-view")
        defer { try? FileManager.default.removeItem(at: folder) }
        let held = try CLI.write(xib(height: #"constant="33""#), to: "held.xib", in: folder).path
        let (status, output) = try CLI.run(["check", held])
        #expect(status == 0)
        #expect(
            output.contains(
                "\(held):8:17: warning: 'Text View' is shorter than its text: its vertical compression resistance (750) gave way, and lines of it are lost (in every size class) [text-truncated]"
            ), "\(output)")
        let room = try CLI.write(
            xib(height: #"relation="greaterThanOrEqual" constant="33""#), to: "room.xib", in: folder)
        #expect(try !CLI.run(["check", room.path]).output.contains("[text-truncated]"))
        let scrolling = try CLI.write(xib(height: #"constant="33""#, scrolls: true), to: "scrolls.xib", in: folder)
        #expect(try !CLI.run(["check", scrolling.path]).output.contains("[text-truncated]"))
        // An empty text view (CocoaDebug's, filled at run time) squeezed under one line
        // loses no text of the file's, but cuts any it is given.
        let empty = try CLI.write(xib(height: #"constant="20""#, text: ""), to: "empty.xib", in: folder).path
        let emptyOutput = try CLI.run(["check", empty]).output
        #expect(
            emptyOutput.contains(
                "\(empty):8:17: warning: 'Text View' is shorter than a line of its font: its vertical compression resistance (750) gave way, and any text it shows is cut (in every size class) [text-truncated]"
            ), "\(emptyOutput)")
        // An empty one with room for its line: nothing to say.
        let roomy = try CLI.write(xib(height: #"constant="33""#, text: ""), to: "roomy.xib", in: folder)
        #expect(try !CLI.run(["check", roomy.path]).output.contains("[text-truncated]"))
    }
}
