import Testing

@testable import InterfaceBuilder

/// Controls whose size comes from something other than their text: a button's background
/// image, a picker of its era. Each laid out where nothing but its own size places it.
@Suite("Control sizes")
struct ControlSizeTests {
    /// A xib of `toolsVersion` whose root (320×480) holds `control` at its top-left
    /// corner, with `images` as its resources.
    static func placed(_ control: String, toolsVersion: String, images: String = "") throws -> [Double] {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="ctl-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>\(control)</subviews>
                        <constraints>
                            <constraint firstItem="ctl-vw-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c01"/>
                            <constraint firstItem="ctl-vw-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" id="ctl-c02"/>
                        </constraints>
                    </view>
                </objects>
                <resources>\(images)</resources>
            </document>
            """
        let (_, _, solution) = try InterfaceBuilderTests.designed(xib, fileExtension: "xib")
        #expect(solution.status == .ok)
        return InterfaceBuilderTests.frame(solution, "ctl-vw-001")
    }

    static func button(title: String, backgroundImage: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="68" height="27"/>
            <fontDescription key="fontDescription" type="system" pointSize="15"/>
            <state key="normal" title="\(title)" backgroundImage="\(backgroundImage)"/>
        </button>
        """
    }

    @Test func aBackgroundImageIsAButtonsLeastSize() throws {
        // Packt's time buttons: "7:30pm" on a 68×27 image is the image, not the title
        // with its padding (33 pt high).
        let small = try Self.placed(
            Self.button(title: "7:30pm", backgroundImage: "time-bg"), toolsVersion: "14460",
            images: #"<image name="time-bg" width="68" height="27"/>"#)
        #expect(small == [0, 0, 68, 27])
        // A title wider than its image widens the button; the image still sets the height.
        let wide = try Self.placed(
            Self.button(title: "Reserve a table tonight", backgroundImage: "pill"), toolsVersion: "14460",
            images: #"<image name="pill" width="40" height="44"/>"#)
        #expect(wide.count == 4 && wide[2] > 100 && wide[3] == 44)
        // An image the file does not size: the title alone, as before.
        let unknown = try Self.placed(
            Self.button(title: "7:30pm", backgroundImage: "missing"), toolsVersion: "14460")
        #expect(unknown.count == 4 && unknown[2] < 68 && unknown[3] == 30)
    }

    @Test func pickersWere162PointsHighUntilIOS9() throws {
        func picker(_ toolsVersion: String) throws -> [Double] {
            try Self.placed(
                """
                <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="162"/>
                </pickerView>
                """, toolsVersion: toolsVersion)
        }
        #expect(try picker("6254") == [0, 0, 320, 162])
        #expect(try picker("9060") == [0, 0, 320, 216])
    }
}
