import Foundation
import Testing

/// Tables line up on a terminal, where a Chinese or Japanese character takes two columns.
@Suite("Aligned output")
struct TerminalAlignmentTests {
    /// The terminal column each of `line`'s cells after the first starts at (a cell is
    /// what follows two or more spaces), counting East Asian wide characters as two.
    static func cellStarts(_ line: Substring) -> [Int] {
        var starts: [Int] = []
        var column = 0
        var spaces = 0
        for character in line {
            if character == " " {
                spaces += 1
            } else {
                if spaces >= 2 && column > spaces + 2 { starts.append(column) }
                spaces = 0
            }
            column += character.unicodeScalars.first.map { (0x3000...0x9FFF).contains($0.value) } == true ? 2 : 1
        }
        return starts
    }

    @Test func viewsNamedInChineseLineUpWithTheOthers() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-01-abc">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sc-01-abc">
                        <objects>
                            <viewController id="vc-01-abc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw-01-abc">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="河南省永城市" translatesAutoresizingMaskIntoConstraints="NO" id="lb-01-abc">
                                            <rect key="frame" x="20" y="100" width="100" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sa-01-abc"/>
                                    <constraints>
                                        <constraint firstItem="lb-01-abc" firstAttribute="leading" secondItem="sa-01-abc" secondAttribute="leading" constant="20" id="c1-01-abc"/>
                                        <constraint firstItem="lb-01-abc" firstAttribute="top" secondItem="sa-01-abc" secondAttribute="top" constant="41" id="c2-01-abc"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cjk-\(UUID().uuidString).storyboard")
        try storyboard.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let (status, output) = try CLI.run(["solve", url.path])
        #expect(status == 0)
        let lines = output.split(separator: "\n")
        let header = try #require(lines.first { $0.hasPrefix("  item") })
        let label = try #require(lines.first { $0.hasPrefix("  Label - 河南省永城市") })
        let root = try #require(lines.first { $0.hasPrefix("  View ") })
        // Every row's kind, x, y, width and height start where the header's do.
        #expect(Self.cellStarts(header).count == 5)
        #expect(Self.cellStarts(label) == Self.cellStarts(header))
        #expect(Self.cellStarts(root) == Self.cellStarts(header))
    }
}
