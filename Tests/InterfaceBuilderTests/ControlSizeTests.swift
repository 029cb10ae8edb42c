import LayoutCompilation
import LayoutDocument
import Testing

@testable import InterfaceBuilder

/// Controls whose size comes from something other than their text: a button's background
/// image, a picker of its era. Each laid out where nothing but its own size places it.
@Suite("Control sizes")
struct ControlSizeTests {
    /// A xib of `toolsVersion` whose root (320×480, id `ctl-rt-001`) holds `subviews` under
    /// `constraints`, with `images` as its resources, drawn on `device` (none: Xcode 6–7's
    /// any-any canvas, at 1×).
    static func xib(
        _ subviews: String, constraints: String, toolsVersion: String, images: String = "", device: String? = nil
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            \(device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? "")
            <objects>
                <view contentMode="scaleToFill" id="ctl-rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>\(subviews)</subviews>
                    <constraints>\(constraints)</constraints>
                </view>
            </objects>
            <resources>\(images)</resources>
        </document>
        """
    }

    /// That xib laid out at its canvas.
    static func solved(
        _ subviews: String, constraints: String, toolsVersion: String, images: String = "", device: String? = nil
    ) throws -> LayoutSolution {
        let text = xib(subviews, constraints: constraints, toolsVersion: toolsVersion, images: images, device: device)
        let (_, _, solution) = try InterfaceBuilderTests.designed(text, fileExtension: "xib")
        #expect(solution.status == .ok)
        return solution
    }

    /// The view `ctl-vw-001` pinned to the root's top-left corner, nothing else.
    static let atTopLeft = """
        <constraint firstItem="ctl-vw-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c01"/>
        <constraint firstItem="ctl-vw-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" id="ctl-c02"/>
        """

    /// `control` (id `ctl-vw-001`) alone at the root's top-left corner: its frame.
    static func placed(_ control: String, toolsVersion: String, images: String = "") throws -> [Double] {
        let solution = try solved(control, constraints: atTopLeft, toolsVersion: toolsVersion, images: images)
        return InterfaceBuilderTests.frame(solution, "ctl-vw-001")
    }

    /// An image view (`ctl-vw-001`) showing the system symbol `name`, its size fixed by
    /// constraints, alone at the root's top-left corner (on `device`, else the any-any
    /// canvas): its frame.
    static func symbolImageView(
        _ name: String, width: Double, height: Double, toolsVersion: String, images: String, device: String? = nil
    ) throws -> [Double] {
        let solution = try solved(
            """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(name)" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="\(width)" id="ctl-c03"/>
                    <constraint firstAttribute="height" constant="\(height)" id="ctl-c04"/>
                </constraints>
            </imageView>
            """, constraints: atTopLeft, toolsVersion: toolsVersion, images: images, device: device)
        return InterfaceBuilderTests.frame(solution, "ctl-vw-001")
    }

    /// A system button (`ctl-vw-001`) with `configuration`, and the library's leftover
    /// "Button" in its normal state, as Xcode writes a configured button.
    static func configuredButton(_ configuration: String) -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="24" height="34.5"/>
            <state key="normal" title="Button"/>
            \(configuration)
        </button>
        """
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
        // An image with no title sits on its background image: Kodeco's 10×22 info icon
        // on a 32 pt square was saved 32×32 (Xcode 7), not the icon's size.
        let icon = try Self.placed(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                <state key="normal" image="InfoButton" backgroundImage="SmallButton"/>
            </button>
            """, toolsVersion: "10117",
            images:
                #"<image name="InfoButton" width="10" height="22"/><image name="SmallButton" width="32" height="32"/>"#)
        #expect(icon == [0, 0, 32, 32])
    }

    /// A custom button (id `ctl-vw-001`, its title in the default 18 pt) showing `title`
    /// and `image`, with `insets` as its content edge insets when given.
    static func button(title: String, image: String, insets: String? = nil) -> String {
        let inset = insets.map { "\n    <inset key=\"contentEdgeInsets\" \($0)/>" } ?? ""
        return """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="108" height="40"/>\(inset)
                <state key="normal" title="\(title)" image="\(image)"/>
            </button>
            """
    }

    @Test func aWrappingClassicButtonShowsEachLineItsTitleBreaksInto() throws {
        // A fitness app's 18 pt button (Xcode 9.2), "I worked out today", a line separator
        // and "(at least 30 min)", word wrapped: saved 55 pt high, two lines (43) and 6 pt
        // above and below, as wide as its longer line; truncating, one line of 34.
        func button(_ mode: String) throws -> [Double] {
            try Self.placed(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="\(mode)" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="175" height="55"/>
                    <fontDescription key="fontDescription" type="system" pointSize="18"/>
                    <state key="normal" title="I worked out today\u{2028}(at least 30 min)"/>
                </button>
                """, toolsVersion: "13771")
        }
        let wrapped = try button("wordWrap")
        let oneLine = try Self.placed(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="175" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="18"/>
                <state key="normal" title="I worked out today"/>
            </button>
            """, toolsVersion: "13771")
        #expect(wrapped.count == 4 && wrapped[3] == 55, "\(wrapped)")
        #expect(try button("characterWrap") == wrapped)
        #expect(oneLine.count == 4 && oneLine[3] == 34 && wrapped[2] == oneLine[2], "\(oneLine)")
        #expect(try button("middleTruncation")[3] == 34)
    }

    @Test func aClassicButtonsImageShowsBesideItsTitle() throws {
        // Element's call buttons (Xcode 12): image and 18 pt title inside insets of 12 pt
        // either side and 8 above and below, saved 108 × 40 ("Decline", a 24 pt image) and
        // 100 × 38 ("Answer", a 16 pt image under the title's 22 pt line).
        let insets = #"minX="12" minY="8" maxX="12" maxY="8""#
        let images = """
            <image name="hangup" width="24" height="24"/>
            <image name="video" width="16" height="16"/>
            <image name="flash" width="60" height="60"/>
            """
        // ("Decline" in the fitted metrics is a fraction of a point wider than Xcode drew
        // it: 109 where Xcode saved 108; the image adds its 24 pt all the same.)
        let decline = try Self.placed(
            Self.button(title: "Decline", image: "hangup", insets: insets), toolsVersion: "17701", images: images)
        let declineTitle = try Self.placed(
            Self.button(title: "Decline", image: "missing", insets: insets), toolsVersion: "17701", images: images)
        #expect(decline.count == 4 && declineTitle.count == 4)
        #expect(decline[2] == declineTitle[2] + 24 && decline[3] == 40, "\(decline) \(declineTitle)")
        let answer = try Self.placed(
            Self.button(title: "Answer", image: "video", insets: insets), toolsVersion: "17701", images: images)
        #expect(answer == [0, 0, 100, 38])
        // Without insets the title beside an image has no padding of its own: the button is
        // as high as the taller of the image and the title's line (Xcode 12 to 16: an 18 pt
        // Poppins title beside a 22 pt icon saved 26 high, a 24 pt star beside the default
        // title 24), where the title alone has 6 pt above and below.
        let tall = try Self.placed(Self.button(title: "Flash", image: "flash"), toolsVersion: "17701", images: images)
        let titleOnly = try Self.placed(
            Self.button(title: "Flash", image: "missing"), toolsVersion: "17701", images: images)
        #expect(tall.count == 4 && titleOnly.count == 4)
        #expect(tall[2] == titleOnly[2] + 60 && tall[3] == 60, "\(tall) \(titleOnly)")
        let short = try Self.placed(Self.button(title: "Flash", image: "video"), toolsVersion: "17701", images: images)
        #expect(short.count == 4 && short[2] == titleOnly[2] + 16 && short[3] == 22, "\(short)")
        #expect(titleOnly[3] == 34)
    }

    @Test func aSystemSymbolIsItsPointSizeNotItsResourceUnits() throws {
        // Xcode writes a symbol's proportions, 128 on the longer side: read as points,
        // `xmark` was a 128×113 image view and openHAB's `chevron.up` buttons 70 pt high.
        let images = """
            <image name="xmark" catalog="system" width="128" height="113"/>
            <image name="chevron.right" catalog="system" width="97" height="128"/>
            <image name="photo" width="128" height="113"/>
            """
        // The frames' sizes: a symbol's frame sits below the top its alignment rectangle is
        // pinned to (`aSymbolsAlignmentRectangleReachesBeyondItsFrame`).
        func imageView(_ name: String, catalog: Bool = true, configuration: String = "") throws -> [Double] {
            try Array(
                Self.placed(
                    """
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(name)"\(catalog ? #" catalog="system""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                        \(configuration)
                    </imageView>
                    """, toolsVersion: "21701", images: images)[2...])
        }
        // At the default 17 pt (frames on the canvas's half points): WooCommerce's lone
        // `xmark` was saved 17.5 wide.
        let xmark = try imageView("xmark")
        #expect(xmark == [17.5, 15.5])
        // Loop's small semibold `chevron.right` was saved 11×14.
        let small = try imageView(
            "chevron.right",
            configuration:
                #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" scale="small" weight="semibold"/>"#)
        #expect(small == [10.5, 14])
        // A point size in the configuration sizes it; a text style's follows Dynamic Type.
        let large = try imageView(
            "xmark",
            configuration:
                #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34"/>"#
        )
        #expect(large == [35, 31])
        // An image of the project's own asset catalog is its written size.
        #expect(try imageView("photo", catalog: false) == [128, 113])
        // A button showing only a symbol: the symbol's width, the title font's line height.
        let button = try Self.placed(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="17.5" height="22"/>
                <state key="normal" image="xmark" catalog="system"/>
            </button>
            """, toolsVersion: "21701", images: images)
        #expect(button == [0, 0, 17.5, 22])
    }

    @Test func aSymbolIsDrawnAtItsMeasuredSizeElseAsHighAsMost() throws {
        // A symbol's entry gives its proportions only: `bed.double.fill` (128×82) is 25.3 ×
        // 16.3 pt at 17 pt, as 18 course apps' image views of Xcode 13 to 15 were saved
        // (25.5 × 16.5 on 2x canvases), not 17.4 pt on its longer side (17.5 × 11).
        let images = """
            <image name="bed.double.fill" catalog="system" width="128" height="82"/>
            <image name="car.2" catalog="system" width="128" height="81"/>
            """
        func shown(_ view: String) throws -> [Double] {
            try Array(Self.placed(view, toolsVersion: "20037", images: images)[2...])
        }
        func imageView(_ name: String) throws -> [Double] {
            try shown(
                """
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(name)" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                </imageView>
                """)
        }
        #expect(try imageView("bed.double.fill") == [25.5, 16.5])
        // A symbol no file at hand shows at its own size is 17.5 pt high, as most are (a
        // `person.2`, 128×81 like `car.2`, saved 27.5 × 17.5).
        #expect(try imageView("car.2") == [27.5, 17.5])
        // A classic button showing the symbol alone is as wide.
        let button = try shown(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="25.5" height="22"/>
                <state key="normal" image="bed.double.fill" catalog="system"/>
            </button>
            """)
        #expect(button == [25.5, 22])
    }

    @Test func anImageReferenceNamesTheImageAsTheAttributeDoes() throws {
        // Xcode 13 and later write an image with a rendering mode or a symbol scale as an
        // `<imageReference>` child: Lapse's image-only buttons were taken as having no
        // image, 34 pt high (the title font's line and padding), where Xcode saved their
        // 30×30 asset.
        let images = """
            <image name="heart_outline" width="30" height="30"/>
            <image name="xmark" catalog="system" width="128" height="113"/>
            """
        let button = try Self.placed(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                <state key="normal">
                    <imageReference key="image" image="heart_outline" symbolScale="large" renderingMode="original"/>
                </state>
            </button>
            """, toolsVersion: "22155", images: images)
        #expect(button == [0, 0, 30, 30])
        // An image view's symbol, with the reference's own scale: small is 0.8 of medium's
        // 17.5×15.5.
        func imageView(_ reference: String) throws -> [Double] {
            try Array(
                Self.placed(
                    """
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                        \(reference)
                    </imageView>
                    """, toolsVersion: "22155", images: images)[2...])
        }
        #expect(try imageView(#"<imageReference key="image" image="xmark" catalog="system"/>"#) == [17.5, 15.5])
        #expect(
            try imageView(#"<imageReference key="image" image="xmark" catalog="system" symbolScale="small"/>"#)
                == [14, 12.5])
        // A state's symbol configuration is written beside its image reference: a timer's
        // large `plus` in 10 pt insets, configured at 20 pt, was saved 47 wide (at the
        // default 17 pt it came out 42.5).
        let configured = try Self.placed(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="47" height="46"/>
                <inset key="contentEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/>
                <state key="normal">
                    <imageReference key="image" image="xmark" catalog="system" symbolScale="large"/>
                    <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20"/>
                </state>
            </button>
            """, toolsVersion: "22155", images: images)
        #expect(configured[2] == 46.5)
    }

    @Test func aSymbolsAlignmentRectangleReachesBeyondItsFrame() throws {
        // A symbol's alignment rectangle reaches to the text lines it sits in: constraints
        // size and place that, and the frame Xcode saves is the same points shorter at any
        // size (a `plus` in 100 and 240 pt views saved 4 pt shorter, 2 pt off each end).
        let images = """
            <image name="plus" catalog="system" width="128" height="113"/>
            <image name="photo" width="128" height="113"/>
            """
        func imageView(
            _ name: String, catalog: Bool = true, size: Double?, configuration: String = ""
        ) throws
            -> [Double]
        {
            let fixed = size.map {
                """
                <constraints>
                    <constraint firstAttribute="width" constant="\($0)" id="ctl-c03"/>
                    <constraint firstAttribute="height" constant="\($0)" id="ctl-c04"/>
                </constraints>
                """
            }
            return try Self.placed(
                """
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="\(name)"\(catalog ? #" catalog="system""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                    \(fixed ?? "")
                    \(configuration)
                </imageView>
                """, toolsVersion: "17701", images: images)
        }
        #expect(try imageView("plus", size: 100) == [0, 2, 100, 96])
        #expect(try imageView("plus", size: 240) == [0, 2, 240, 236])
        // Drawn at 34 pt, twice the points.
        let configured = try imageView(
            "plus", size: 100,
            configuration:
                #"<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="34"/>"#
        )
        #expect(configured == [0, 4, 100, 92])
        // Sized by its image, the frame is the image's, below the pinned top: no view at
        // hand shows `plus` at its own size, so it is as high as its 4 pt overhang leaves
        // of the 20.2 pt alignment rectangle (16.2, on the canvas's half points), as wide
        // as its proportions make that.
        let plus = try imageView("plus", size: nil)
        #expect(plus == [0, 2, 18.5, 16])
        // An asset's image has no such reach.
        #expect(try imageView("photo", catalog: false, size: 100) == [0, 0, 100, 100])
    }

    @Test func aSymbolOfMeasuredHeightOverhangsByTheRestOfItsAlignmentRectangle() throws {
        // The alignment rectangle is about 20.2 pt high at 17 pt whatever the symbol, so a
        // symbol whose height is measured and whose overhang is not reaches beyond its frame
        // by the rest: `iphone.homebutton`, 20 high, by nearly nothing (a VK client's 13×20
        // view saved 20 high, Xcode 13.3), `person.fill`'s measured 3 pt stays, and
        // `square.and.arrow.up`, taller than the rectangle, is saved taller than its
        // constraint (a VK app's 20 pt views 22 high, Xcode 15).
        let images = """
            <image name="iphone.homebutton" catalog="system" width="108" height="128"/>
            <image name="person.fill" catalog="system" width="128" height="120"/>
            <image name="square.and.arrow.up" catalog="system" width="108" height="128"/>
            """
        func imageView(_ name: String, height: Double) throws -> [Double] {
            try Self.symbolImageView(name, width: 20, height: height, toolsVersion: "20037", images: images)
        }
        let homeButton = try imageView("iphone.homebutton", height: 20)
        #expect(abs(homeButton[3] - 20) <= 0.5)
        #expect(try imageView("person.fill", height: 20)[3] == 17)
        #expect(try imageView("square.and.arrow.up", height: 20)[3] == 22)
    }

    @Test func aSymbolBehindAnEmptyButtonLendsItsAlignmentRectangle() throws {
        // A weather course's 40 pt square buttons showing a symbol as their background and
        // nothing else (Xcode 11 and 12) were saved 38 to 39 pt high a point below the
        // constraints' top, as an image view showing the symbol is: `magnifyingglass` 2 pt
        // short, its top 1 pt down. A title in front keeps the button's frame its own.
        let images = #"<image name="magnifyingglass" catalog="system" width="128" height="115"/>"#
        func button(title: String?) throws -> [Double] {
            try Self.placed(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="ctl-c03"/>
                        <constraint firstAttribute="height" constant="40" id="ctl-c04"/>
                    </constraints>
                    <state key="normal"\(title.map { #" title="\#($0)""# } ?? "") backgroundImage="magnifyingglass" catalog="system"/>
                </button>
                """, toolsVersion: "16097.2", images: images)
        }
        #expect(try button(title: nil) == [0, 1, 40, 38])
        #expect(try button(title: "Go") == [0, 0, 40, 40])
    }

    @Test func flatAndTallSymbolsOverhangByWhatTheirFilesShow() throws {
        // Symbols whose overhang the read files show beyond the common one: a `chevron.up`,
        // flat, fills only the middle of its alignment rectangle (a weather app's 63×40
        // view saved 30 high, 4.67 pt down, Xcode 12); `cloud.rain` reaches past it (a
        // 120 pt square view saved 121.5 high, Xcode 11).
        let images = """
            <image name="chevron.up" catalog="system" width="128" height="72"/>
            <image name="cloud.rain" catalog="system" width="128" height="125"/>
            """
        func imageView(_ name: String, width: Double, height: Double) throws -> [Double] {
            try Self.symbolImageView(
                name, width: width, height: height, toolsVersion: "17156", images: images, device: "retina6_12")
        }
        let chevron = try imageView("chevron.up", width: 63, height: 40)
        #expect(abs(chevron[1] - 4.667) < 0.01 && chevron[3] == 30)
        #expect(try imageView("cloud.rain", width: 120, height: 120) == [0, 0, 120, 121.5])
        // A restaurant-order app's `photo.on.rectangle`, a quarter of the screen high (12
        // forks of Xcode 13 to 15): 0.5 pt short at the top and nothing at the bottom on
        // 2x canvases (224 high, saved 223.5), 0.67 and 0.67 on 3x (213, saved 211.67).
        let photo = #"<image name="photo.on.rectangle" catalog="system" width="128" height="96"/>"#
        let onTwoX = try Self.symbolImageView(
            "photo.on.rectangle", width: 384, height: 224, toolsVersion: "18122", images: photo, device: "retina6_1")
        let onThreeX = try Self.symbolImageView(
            "photo.on.rectangle", width: 363, height: 213, toolsVersion: "21701", images: photo, device: "retina6_12")
        // Within half a point of the saved frames on both (the common overhang put them 1 pt
        // low and 2 pt short).
        for (solved, saved) in [(onTwoX, [0, 0.5, 384, 223.5]), (onThreeX, [0, 0.667, 363, 211.667])] {
            #expect(zip(solved, saved).allSatisfy { abs($0 - $1) <= 0.5 }, "\(solved)")
        }
    }

    @Test func xcode11SymbolEntriesOfSixtyFourAreTheSameProportions() throws {
        // Xcode 11.0 to 11.3 wrote a symbol's entry with 64 on the longer side (mattneub's
        // `exclamationmark.triangle.fill` 64×56): the same symbol as Xcode 11.4's 128×112,
        // not one half its size.
        func triangle(entry: String, toolsVersion: String) throws -> [Double] {
            try Self.placed(
                """
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="exclamationmark.triangle.fill" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                </imageView>
                """, toolsVersion: toolsVersion,
                images: #"<image name="exclamationmark.triangle.fill" catalog="system" \#(entry)/>"#)
        }
        let early = try triangle(entry: #"width="64" height="56""#, toolsVersion: "15505")
        let later = try triangle(entry: #"width="128" height="112""#, toolsVersion: "16097")
        #expect(early == later)
        // No file at hand shows the symbol at its own size: it is drawn 17.5 pt high
        // (`SymbolImage.unmeasuredHeight`), as wide as its proportions make it.
        #expect(early[2...] == [20, 17.5])
    }

    @Test func anUnmeasuredSymbolInACircleIsAsHighAsItsAlignmentRectangleLeaves() throws {
        // A planner's colour buttons (Xcode 12.4): `largecircle.fill.circle`, 128×121, in a
        // classic custom button with no title, saved 20 × 22 (26 of 26): a symbol in a circle
        // fills the text's lines nearly to their ends (the round overhang), 19 pt high and so
        // 20 wide, as the measured `pencil.circle.fill` is (20 × 19); the common height, 17.5,
        // made them 18.5 wide.
        let button = try Self.placed(
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="20" height="22"/>
                <state key="normal" image="largecircle.fill.circle" catalog="system"/>
            </button>
            """, toolsVersion: "18122",
            images: #"<image name="largecircle.fill.circle" catalog="system" width="128" height="121"/>"#)
        #expect(button.count == 4 && abs(button[2] - 20) <= 0.5 && button[3] == 22, "\(button)")
    }

    /// A configuration-based button of Xcode 13 or later, with Xcode's leftover normal
    /// state "Button" when `state` is set, and the configuration's title font when given
    /// (`system 12`).
    static func configured(_ title: String, state: Bool, titleFont: Double? = nil) -> String {
        let font = titleFont.map { #"<fontDescription key="titleFontDescription" type="system" pointSize="\#($0)"/>"# }
        return """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="112" height="34.5"/>
                \(state ? #"<state key="normal" title="Button"/>"# : "")
                <buttonConfiguration key="configuration" style="plain" title="\(title)">\(font ?? "")</buttonConfiguration>
            </button>
            """
    }

    @Test func aConfiguredButtonShowsItsConfigurationsTitle() throws {
        // Agora's "BALANCED" button beside Xcode's leftover state title "Button": saved
        // 112 pt wide, its own title and the configuration's padding (75 for "Button"), as
        // San Francisco's own faces give it (the fitted table's advances made it 111).
        let withState = try Self.placed(Self.configured("BALANCED", state: true), toolsVersion: "22154")
        let alone = try Self.placed(Self.configured("BALANCED", state: false), toolsVersion: "22154")
        #expect(withState == alone)
        #expect(withState.count == 4 && withState[2] == 112 && withState[3] == 34.5)
        // Xcode's outline names it by that title too.
        let (_, files) = try InterfaceBuilderTests.layouts(
            ofText: Self.xib(
                Self.configured("BALANCED", state: true), constraints: Self.atTopLeft, toolsVersion: "22154"),
            fileExtension: "xib")
        let button = try #require(files.first?.document?.root.allItems().first { $0.id == "ctl-vw-001" })
        #expect(button.label == "Button - BALANCED")
    }

    @Test func aConfigurationsTitleFontSizesItsTitle() throws {
        // Agora's 12 pt "Start" button, saved 52×28 on a 2x canvas: the configuration's
        // title font, padded 12 pt either side and 7 above and below (it was measured in
        // 17 pt, 61×34.5).
        let start = try Self.placed(Self.configured("Start", state: true, titleFont: 12), toolsVersion: "22155")
        #expect(start.count == 4 && abs(start[2] - 52) <= 0.5 && start[3] == 28.5)
    }

    @Test func title1WasLightUntilIOS11() throws {
        // iOS 9 and 10 set the Title 1 style in San Francisco Display Light, iOS 11 on in
        // Regular: Parchment's 28 pt "Fourth" (Xcode 8.3) was saved 79 pt wide, the light
        // weight's width, not regular's 81. (Regular from iOS 11: a file of Xcode 11 here,
        // since Xcode 9.3 to 10 drew the title styles smaller.)
        let font = #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>"#
        let regular = #"<fontDescription key="fontDescription" type="system" pointSize="28"/>"#
        let xcode8 = try Self.placed(NamedFontTests.label("Fourth", font: font), toolsVersion: "11762")
        let xcode8Regular = try Self.placed(NamedFontTests.label("Fourth", font: regular), toolsVersion: "11762")
        let xcode11 = try Self.placed(NamedFontTests.label("Fourth", font: font), toolsVersion: "15702")
        let xcode11Regular = try Self.placed(NamedFontTests.label("Fourth", font: regular), toolsVersion: "15702")
        #expect(xcode8.count == 4 && abs(xcode8[2] - 79) <= 0.5, "\(xcode8)")
        #expect(xcode8Regular.count == 4 && xcode8Regular[2] >= 80.5, "\(xcode8Regular)")
        #expect(xcode11 == xcode11Regular)
    }

    @Test func aConfiguredTitleIsInTheBodyStyleAtXcode13sExtraSmall() throws {
        // A configuration's title is in the body style, 12 pt either side and 7 above and
        // below: Xcode 13's canvas drew it at extra small, 14 pt on a 17 pt line (Agora's
        // "Button", tools 19162, 67×31; a converter's "Temperature" and "Forgot password?",
        // 20037, 106.5 and 139.5 wide), Xcode 14's at large ("Button" 75×34.5).
        let xcode13 = try Self.placed(Self.configured("Button", state: true), toolsVersion: "19162")
        let xcode14 = try Self.placed(Self.configured("Button", state: true), toolsVersion: "21225")
        #expect(xcode13.count == 4 && abs(xcode13[2] - 67) <= 0.5 && xcode13[3] == 31)
        #expect(xcode14.count == 4 && abs(xcode14[2] - 75) <= 0.5 && xcode14[3] == 34.5)
        for (title, saved) in [("Temperature", 106.5), ("Forgot password?", 139.5)] {
            let frame = try Self.placed(Self.configured(title, state: true), toolsVersion: "20037")
            #expect(frame.count == 4 && abs(frame[2] - saved) <= 0.5 && frame[3] == 31, "\(title): \(frame)")
        }
        // On a device the text is at large, the title 17 pt: the same button 34.5 high.
        let (url, layouts) = try InterfaceBuilderTests.layouts(
            ofText: Self.xib(
                Self.configured("Temperature", state: true), constraints: Self.atTopLeft, toolsVersion: "20037"),
            fileExtension: "xib")
        let document = try #require(layouts.first?.document)
        let onDevice = InterfaceBuilderTests.frame(
            InterfaceBuilderTests.solve(document, "iphone-se", .portrait), "ctl-vw-001")
        #expect(
            onDevice.count == 4 && onDevice[2] > 115 && onDevice[3] == 34.5, "\(url.lastPathComponent): \(onDevice)")
        // A title in a font of its own had 7 pt above and below in Xcode 13 too, in whole
        // points: a registration form's 20 pt "Sign In" 38 high, not 34 (tools 19529).
        let ownFont = try Self.placed(Self.configured("Sign In", state: true, titleFont: 20), toolsVersion: "19529")
        #expect(ownFont.count == 4 && ownFont[3] == 38)
    }

    @Test func aConfigurationsOwnContentInsetsReplaceItsPadding() throws {
        // A workout app's "운동완료" (done) button of Xcode 14, here "Done", sets its content insets
        // to 5 pt above, 10 after and none before or below: as wide as its title and 10,
        // as high as its line and 5 (20.5 + 5), not padded 12 and 7 all round.
        let insets = #"<directionalEdgeInsets key="contentInsets" top="5" leading="0.0" bottom="0.0" trailing="10"/>"#
        let own = try Self.placed(
            Self.configuredButton(
                #"<buttonConfiguration key="configuration" style="plain" title="Done">\#(insets)</buttonConfiguration>"#
            ),
            toolsVersion: "21507")
        let standard = try Self.placed(
            Self.configuredButton(#"<buttonConfiguration key="configuration" style="plain" title="Done"/>"#),
            toolsVersion: "21507")
        #expect(own.count == 4 && standard.count == 4)
        #expect(own[2] == standard[2] - 14 && own[3] == 25.5, "\(own) \(standard)")
    }

    @Test func aConfigurationShowsItsOwnTitleNotTheStatesLeftover() throws {
        // Xcode keeps writing the library's "Button" in the normal state of a configured
        // button; with no title of its own the configuration shows none: CepteBilet's
        // untitled tinted check boxes were saved 24 pt wide (Xcode 26), not 75.
        func configured(_ configuration: String, toolsVersion: String = "22155") throws -> [Double] {
            try Self.placed(
                Self.configuredButton(configuration), toolsVersion: toolsVersion,
                images: #"<image name="xmark" catalog="system" width="128" height="113"/>"#)
        }
        #expect(try configured(#"<buttonConfiguration key="configuration" style="tinted"/>"#) == [0, 0, 24, 34.5])
        // An image alone is padded as a title is, around at least the title font's line:
        // image-only configured buttons of Xcode 14 and 15 were saved 34.33 pt high on 3x
        // canvases (34.5 on this 2x one), its symbol drawn large
        // (`aConfiguredButtonDrawsItsSymbolAsAnImageViewDoesLargeWhenAloneFromXcode14`).
        let image = try configured(
            #"<buttonConfiguration key="configuration" style="plain" image="xmark" catalog="system"/>"#)
        #expect(image == [0, 0, 46.5, 34.5])
        // Xcode 13 padded it as its titles, 5 pt above and below the line in whole points: a
        // delivery app's "xmark", "dice" and "chevron.down" buttons of tools 20037 were
        // saved 31 pt high on the 2x canvas, as 23 such buttons of the course files of
        // Xcode 13 were (most others held by size constraints).
        let xcode13 = try configured(
            #"<buttonConfiguration key="configuration" style="plain" image="xmark" catalog="system"/>"#,
            toolsVersion: "20037")
        #expect(xcode13 == [0, 0, 41.5, 31], "\(xcode13)")
    }

    @Test func aConfiguredButtonDrawsItsSymbolAsAnImageViewDoesLargeWhenAloneFromXcode14() throws {
        // Symbol-only plain buttons: 24 pt wider than the symbol as an image view shows it in
        // Xcode 13 (`person.fill`, 18 wide, saved 42), about 1.29 times it, the large scale,
        // from Xcode 14 (`xmark`, 17.5, saved 47 and 46.33; `heart`, 20.5, saved 51); as
        // high as the title font's line padded whatever the symbol.
        let images = """
            <image name="xmark" catalog="system" width="128" height="113"/>
            <image name="heart" catalog="system" width="128" height="109"/>
            <image name="person.fill" catalog="system" width="128" height="120"/>
            <image name="magnifyingglass" catalog="system" width="128" height="115"/>
            <image name="pencil" catalog="system" width="128" height="113"/>
            """
        func configured(_ configuration: String, toolsVersion: String) throws -> [Double] {
            try Self.placed(Self.configuredButton(configuration), toolsVersion: toolsVersion, images: images)
        }
        func alone(_ symbol: String, _ toolsVersion: String) throws -> [Double] {
            try configured(
                #"<buttonConfiguration key="configuration" style="plain" image="\#(symbol)" catalog="system"/>"#,
                toolsVersion: toolsVersion)
        }
        #expect(try alone("person.fill", "19162") == [0, 0, 42, 31])
        let xmark = try alone("xmark", "21701")
        #expect(xmark.count == 4 && abs(xmark[2] - 47) <= 0.5 && xmark[3] == 34.5, "\(xmark)")
        let heart = try alone("heart", "32700.99.1234")
        #expect(heart.count == 4 && abs(heart[2] - 51) <= 0.5 && heart[3] == 34.5, "\(heart)")
        // Xcode 13 padded the line, not a symbol taller than its alignment rectangle: a
        // `magnifyingglass` button of tools 20037 was saved 31 high.
        #expect(try alone("magnifyingglass", "20037")[3] == 31)
        // Above a title, from Xcode 14 the symbol takes its alignment rectangle's 20.2 pt: a
        // messenger's `pencil` above a 12 pt title, 10 pt between, 58.67 high (Xcode 16).
        let above = try configured(
            """
            <buttonConfiguration key="configuration" style="plain" image="pencil" catalog="system" imagePlacement="top" title="Edit" imagePadding="10">
                <fontDescription key="titleFontDescription" type="system" pointSize="12"/>
            </buttonConfiguration>
            """, toolsVersion: "23727")
        #expect(above.count == 4 && abs(above[3] - 58.67) <= 0.5, "\(above)")
    }

    @Test func aConfigurationPadsAnAssetImageAloneByItsOwnHeight() throws {
        // A news app's plain configured buttons of Xcode 13 (tools 19162) showing an asset
        // image alone: 12 pt either side and 7 above and below, whatever the era, around the
        // image, not the title font's line (the 11×20 "back" 35×34, the 32 pt
        // "bookmark-circular" 56×46); Xcode 13's 8 and 5 pt were a title's.
        func placed(_ image: String, _ width: Int, _ height: Int) throws -> [Double] {
            try Self.placed(
                """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="35" height="34"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" image="\(image)"/>
                </button>
                """, toolsVersion: "19162", images: #"<image name="\#(image)" width="\#(width)" height="\#(height)"/>"#)
        }
        #expect(try placed("back", 11, 20) == [0, 0, 35, 34])
        #expect(try placed("bookmark-circular", 32, 32) == [0, 0, 56, 46])
    }

    @Test func aFontOfSizeZeroIsDrawnAt12Points() throws {
        // Styled cells' "Title" labels of Xcode 14 say `pointSize="0.0"` and were saved
        // 25 × 14.33 pt (12 pt San Francisco); measured at 0 pt they were 0 × 0.
        func label(_ size: String) throws -> [Double] {
            try NamedFontTests.placed(
                "Title", font: #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#,
                toolsVersion: "21507")
        }
        let unset = try label("0.0")
        #expect(unset == (try label("12")), "\(unset)")
        #expect(unset.count == 4 && abs(unset[2] - 25) <= 0.5 && unset[3] == 14.5, "\(unset)")
    }

    @Test func configuredButtonsInAFillStackShareItsWidthEqually() throws {
        // A calculator's rows (Xcode 13): "Clear", "+/-", "%" and "/" configured buttons in a
        // horizontal stack of the fill distribution across the screen, 103.5 pt each; a
        // login screen's "Forgot password?" and "Registration" 164.5 each: 10 of 10 such
        // stacks. Classic buttons keep the fill distribution (the first of a tie stretches),
        // and so do configured buttons that resist compression differently (a tic-tac-toe
        // board's rows, its middle cells at 749: saved 119, 84 and 119 wide in 320 pt).
        func widths(configured: Bool, secondResists: String = "750") throws -> [Double] {
            func button(_ id: String, _ title: String) -> String {
                let content =
                    configured
                    ? #"<state key="normal" title="Button"/><buttonConfiguration key="configuration" style="plain" title="\#(title)"/>"#
                    : #"<state key="normal" title="\#(title)"/>"#
                let resistance = id == "ctl-bt-002" ? secondResists : "750"
                return """
                    <button opaque="NO" contentMode="scaleToFill" horizontalCompressionResistancePriority="\(resistance)" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="34.5"/>
                        \(content)
                    </button>
                    """
            }
            let solution = try Self.solved(
                """
                <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-sv-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="34.5"/>
                    <subviews>\(button("ctl-bt-001", "Forgot password?"))\(button("ctl-bt-002", "OK"))</subviews>
                </stackView>
                """,
                constraints: """
                    <constraint firstItem="ctl-sv-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c01"/>
                    <constraint firstAttribute="trailing" secondItem="ctl-sv-001" secondAttribute="trailing" id="ctl-c02"/>
                    <constraint firstItem="ctl-sv-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" id="ctl-c03"/>
                    """, toolsVersion: "19162")
            return ["ctl-bt-001", "ctl-bt-002"].map { InterfaceBuilderTests.frame(solution, $0)[2] }
        }
        #expect(try widths(configured: true) == [160, 160])
        let classic = try widths(configured: false)
        #expect(classic.count == 2 && classic[0] > 250 && classic[0] + classic[1] == 320, "\(classic)")
        let unlike = try widths(configured: true, secondResists: "749")
        #expect(unlike.count == 2 && unlike[0] > 250 && unlike[0] + unlike[1] == 320, "\(unlike)")
    }

    @Test func aConfigurationShowsItsImageBesideOrAboveItsTitle() throws {
        // A news app's "Retry" (Xcode 14): 64.67 wide alone, 82.33 with `arrow.clockwise`
        // beside it; the image was left out, and the button measured as its title alone.
        func placed(_ attributes: String) throws -> [Double] {
            try Self.placed(
                Self.configuredButton(
                    """
                    <buttonConfiguration key="configuration" style="plain" title="Retry"\(attributes)>
                        <fontDescription key="titleFontDescription" type="system" pointSize="17"/>
                    </buttonConfiguration>
                    """), toolsVersion: "21507", images: #"<image name="retry" width="18" height="30"/>"#)
        }
        let alone = try placed("")
        #expect(alone.count == 4 && abs(alone[2] - 64.67) <= 0.5 && alone[3] == 34.5, "\(alone)")
        // Beside the title (leading, the default): as wide as both, as high as the taller.
        let (beside, width): ([Double], Double) = (try placed(#" image="retry""#), alone[2] + 18)
        #expect(beside == [0, 0, width, 44], "\(beside)")
        let padded = try placed(#" image="retry" imagePadding="6""#)
        #expect(padded == [0, 0, width + 6, 44], "\(padded)")
        // Above it: the wider of the two, as high as both and the padding between.
        let above = try placed(#" image="retry" imagePlacement="top" imagePadding="4""#)
        let aboveHeight: Double = 20.5 + 4 + 30 + 14
        #expect(above == [0, 0, alone[2], aboveHeight], "\(above)")
    }

    @Test func aSegmentedControlsAlignmentRectangleIsAPointShorter() throws {
        // A label 15 pt below it: 15 pt below its alignment rectangle, which ends a point
        // above its frame (Kodeco's color picker: a 32 pt control at 99, "Red" at 145).
        func placed(_ toolsVersion: String) throws -> (control: [Double], label: [Double]) {
            let solution = try Self.solved(
                """
                <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-sc-001">
                    <rect key="frame" x="0.0" y="99" width="121" height="32"/>
                    <segments>
                        <segment title="First"/>
                        <segment title="Second"/>
                    </segments>
                </segmentedControl>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="145" width="30" height="21"/>
                </view>
                """,
                constraints: """
                    <constraint firstItem="ctl-sc-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c01"/>
                    <constraint firstItem="ctl-sc-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" constant="99" id="ctl-c02"/>
                    <constraint firstItem="ctl-vw-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c03"/>
                    <constraint firstItem="ctl-vw-001" firstAttribute="top" secondItem="ctl-sc-001" secondAttribute="bottom" constant="15" id="ctl-c04"/>
                    <constraint firstItem="ctl-vw-001" firstAttribute="width" constant="30" id="ctl-c05"/>
                    <constraint firstItem="ctl-vw-001" firstAttribute="height" constant="21" id="ctl-c06"/>
                    """, toolsVersion: toolsVersion)
            return (
                InterfaceBuilderTests.frame(solution, "ctl-sc-001"), InterfaceBuilderTests.frame(solution, "ctl-vw-001")
            )
        }
        let (ios13, below13) = try placed("16097")
        #expect(ios13.count == 4 && ios13[1] == 99 && ios13[3] == 32)
        #expect(below13 == [0, 145, 30, 21])
        let (ios12, below12) = try placed("14460")
        #expect(ios12.count == 4 && ios12[3] == 29)
        #expect(below12 == [0, 142, 30, 21])
        // Xcode 11's betas (tools 14865 and 14868) drew iOS 13's controls already
        // (BarMagnet's segmented control 32 pt high, its rounded text field 34); Xcode
        // 10.2 and 10.3 (14490, 14810) iOS 12's.
        #expect(try placed("14865.1").control[3] == 32)
        #expect(try placed("14490.70").control[3] == 29)
        let field = """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="239" height="34"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        #expect(try Self.placed(field, toolsVersion: "14865.1")[3] == 34)
        #expect(try Self.placed(field, toolsVersion: "14490.70")[3] == 30)
    }

    @Test func aStackArrangesItsViewsWhateverTheirMask() throws {
        // Arranged views never translate their autoresizing mask (UIStackView turns it off),
        // though Xcode 7 wrote them without `translatesAutoresizingMaskIntoConstraints="NO"`
        // and some with `fixedFrame`: a label 20 wide by its constraint, saved 200 wide,
        // is 20 wide. Views nothing sizes along the stack keep their saved widths, as
        // Xcode's canvas leaves them (at run time they are ambiguous).
        func stack(_ label: String) -> String {
            """
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-st-001">
                <rect key="frame" x="10" y="20" width="300" height="40"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" \(label) text="Hi" id="ctl-vw-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="20" id="ctl-c05"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" fixedFrame="YES" id="ctl-vw-002">
                        <rect key="frame" x="20" y="0.0" width="180" height="40"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-003">
                        <rect key="frame" x="200" y="0.0" width="100" height="40"/>
                    </view>
                </subviews>
            </stackView>
            """
        }
        let pinned = """
            <constraint firstItem="ctl-st-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" constant="10" id="ctl-c01"/>
            <constraint firstItem="ctl-rt-001" firstAttribute="trailing" secondItem="ctl-st-001" secondAttribute="trailing" constant="10" id="ctl-c02"/>
            <constraint firstItem="ctl-st-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" constant="20" id="ctl-c03"/>
            <constraint firstItem="ctl-st-001" firstAttribute="height" constant="40" id="ctl-c04"/>
            """
        for label in ["", #"fixedFrame="YES""#] {
            let xib = Self.xib(stack(label), constraints: pinned, toolsVersion: "9531")
            let solution = try InterfaceBuilderTests.designed(xib, fileExtension: "xib").solution
            #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-001") == [10, 20, 20, 40])
            #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-002") == [30, 20, 180, 40])
            #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-003") == [210, 20, 100, 40])
        }
    }

    @Test func anArrangedViewWithAFixedFrameKeepsItsSavedSize() throws {
        // Kodeco's iOS 9 colleague cell (Xcode 7): an empty image view, fixedFrame, 50×50,
        // beside a fixedFrame stack of two labels, in a 300 pt row. The image view has no
        // size of its own, and the labels hug at 251; Xcode drew it at its 50 and the
        // labels' stack took the other 240. Without the frame the labels would hug their
        // text and the image view take the rest.
        let row = """
            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="ffr-st-001">
                <rect key="frame" x="10" y="20" width="300" height="50"/>
                <subviews>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ffr-im-001">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    </imageView>
                    <stackView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="ffr-st-002">
                        <rect key="frame" x="60" y="6.5" width="240" height="37.5"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="Full Name" translatesAutoresizingMaskIntoConstraints="NO" id="ffr-lb-001">
                                <rect key="frame" x="0.0" y="0.0" width="240" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ffr-lb-002">
                                <rect key="frame" x="0.0" y="20.5" width="240" height="17"/>
                                <fontDescription key="fontDescription" type="system" weight="light" pointSize="14"/>
                            </label>
                        </subviews>
                    </stackView>
                </subviews>
            </stackView>
            """
        let pinned = """
            <constraint firstItem="ffr-st-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" constant="10" id="ffr-c01"/>
            <constraint firstItem="ctl-rt-001" firstAttribute="trailing" secondItem="ffr-st-001" secondAttribute="trailing" constant="10" id="ffr-c02"/>
            <constraint firstItem="ffr-st-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" constant="20" id="ffr-c03"/>
            """
        let xib = Self.xib(row, constraints: pinned, toolsVersion: "8173.3")
        let (_, _, solution) = try InterfaceBuilderTests.designed(xib, fileExtension: "xib")
        #expect(solution.status == .ok)
        #expect(InterfaceBuilderTests.frame(solution, "ffr-im-001") == [10, 20, 50, 50])
        #expect(InterfaceBuilderTests.frame(solution, "ffr-st-002") == [70, 26.5, 240, 37.5])
        #expect(InterfaceBuilderTests.frame(solution, "ffr-lb-001") == [70, 26.5, 240, 20.5])
    }

    @Test func aBorderlessFieldsTextIsCentredInItsHeight() throws {
        // Esri's map-saving form (Xcode 12): a borderless Body field baseline-aligned with a
        // Body label 12 pt down was saved a point above it (22 pt high, at 11). The field is
        // its line and a point here, the line centred in it: half a point above the label.
        let solution = try Self.solved(
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-lb-001">
                <rect key="frame" x="20" y="12" width="36" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="My Great Map" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="73" y="11" width="200" height="22"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """,
            constraints: """
                <constraint firstItem="ctl-lb-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" constant="20" id="ctl-c01"/>
                <constraint firstItem="ctl-lb-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" constant="12" id="ctl-c02"/>
                <constraint firstItem="ctl-lb-001" firstAttribute="firstBaseline" secondItem="ctl-vw-001" secondAttribute="firstBaseline" id="ctl-c03"/>
                <constraint firstItem="ctl-vw-001" firstAttribute="leading" secondItem="ctl-lb-001" secondAttribute="trailing" constant="8" id="ctl-c04"/>
                """, toolsVersion: "17701")
        let field = InterfaceBuilderTests.frame(solution, "ctl-vw-001")
        #expect(field.count == 4 && field[1] == 11.5 && field[3] == 21.5, "\(field)")
    }

    @Test func aFieldTallerThanItsTextKeepsTheTextInItsMiddle() throws {
        // Twilio's room form (Xcode 15): a borderless 30 pt field baseline-aligned with a
        // 17 pt label at 283.5 was saved at 278.5, its line centred in it, not at its foot.
        let solution = try Self.solved(
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Room:" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-lb-001">
                <rect key="frame" x="16" y="283.5" width="49" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="86" y="278.5" width="218" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="ctl-c05"/>
                    <constraint firstAttribute="width" constant="218" id="ctl-c06"/>
                </constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """,
            constraints: """
                <constraint firstItem="ctl-lb-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" constant="16" id="ctl-c01"/>
                <constraint firstItem="ctl-lb-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" constant="283.5" id="ctl-c02"/>
                <constraint firstItem="ctl-vw-001" firstAttribute="baseline" secondItem="ctl-lb-001" secondAttribute="baseline" id="ctl-c03"/>
                <constraint firstItem="ctl-vw-001" firstAttribute="leading" secondItem="ctl-lb-001" secondAttribute="trailing" constant="21" id="ctl-c04"/>
                """, toolsVersion: "22505", device: "retina4_7")
        // Within the half point the fidelity tool allows (the line's centre is estimated from
        // the field's whole-pixel height); at its foot, the field would be 4 pt higher.
        let field = InterfaceBuilderTests.frame(solution, "ctl-vw-001")
        #expect(field.count == 4 && abs(field[1] - 278.5) <= 0.5 && field[3] == 30, "\(field)")
    }

    /// The width of a 14 pt field that nothing but its text sizes: `text` (its attributes)
    /// with `border` (a `borderStyle` attribute, or nothing for none).
    static func fieldWidth(
        _ text: String, border: String = #"borderStyle="roundedRect""#, toolsVersion: String
    ) throws -> Double {
        let frame = try Self.placed(
            """
            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" \(border) \(text) minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """, toolsVersion: toolsVersion)
        return frame.count == 4 ? frame[2] : -1
    }

    @Test func aBorderlessFieldIsFourPointsWiderThanItsText() throws {
        // Bike Rewards' "Home" in 14 pt (Xcode 10.1): 43 pt wide, its text 38.5; a
        // placeholder alike (BiTanDemo's, Chat's "Write a message...", Xcode 26): 9 of 9
        // borderless fields that nothing else sizes.
        let home = TextMeasurement(systemFontOfSize: 14).width(of: "Home")
        #expect(try Self.fieldWidth(#"text="Home""#, border: "", toolsVersion: "14460.31") == home + 4)
        #expect(try Self.fieldWidth(#"placeholder="Home""#, border: "", toolsVersion: "24765") == home + 4)
    }

    @Test func aBorderlessFieldInANamedFontWasItsLineInWholePointsBeforeXcode11() throws {
        // A chat course's sign-up fields in 17 pt Helvetica Neue (Xcode 9.0 to 10.2, 52
        // fields in nine students' copies) were saved 20 pt high, its 19.8 pt line rounded
        // up, as fields in the system font were; from Xcode 11 a field is its line and a point.
        func height(_ toolsVersion: String) throws -> Double {
            try Self.placed(
                """
                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="email" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                    <fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="17"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
                """, toolsVersion: toolsVersion)[3]
        }
        #expect(try height("13196") == 20)
        #expect(try height("14490.70") == 20)
        let line = TextMeasurement(fontNamed: "HelveticaNeue", pointSize: 17).lineHeight
        #expect(try height("15705") == line + 1)
    }

    @Test func aRoundedFieldShowingItsPlaceholderIsWider() throws {
        // A rounded-rect field pads its text 7 pt either side; one showing only its
        // placeholder was saved 22 pt wider than the placeholder up to Xcode 10 (DJI's
        // "Skip Position" in 14 pt, 99.5) and 28 since Xcode 11 (Facebook's "Provide an
        // Optional Nonce", 200).
        let placeholder = TextMeasurement(systemFontOfSize: 14).width(of: "Skip Position")
        #expect(try Self.fieldWidth(#"placeholder="Skip Position""#, toolsVersion: "11542") == placeholder + 22)
        #expect(try Self.fieldWidth(#"placeholder="Skip Position""#, toolsVersion: "17701") == placeholder + 28)
        // Its text, once it has some, is padded 7 pt either side in every era.
        #expect(
            try Self.fieldWidth(#"text="Skip Position" placeholder="Skip""#, toolsVersion: "17701") == placeholder + 14)
        let nonce = TextMeasurement(systemFontOfSize: 14).width(of: "Provide an Optional Nonce")
        #expect(abs(nonce + 28 - 200) <= 0.5)
    }

    @Test func aWholePointLabelCentresItsHelveticaNeueLine() throws {
        // Apress's persistence forms (Xcode 6, Helvetica Neue): a 17 pt label whose baseline
        // is a point above a rounded 14 pt field's was saved 4 pt below the field's top (28
        // and 32; 49 such pairs in fetched files, all 3 pt apart). The label's line, 20.28
        // pt as iOS 8 drew it, is centred in the 21 it rounds up to: its baseline 0.4 lower
        // than the ascender alone puts it, and the label lands at 32, not 32.6.
        let solution = try Self.solved(
            """
            <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="95" y="28" width="485" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Line 1:" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-lb-001">
                <rect key="frame" x="20" y="32" width="67" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """,
            constraints: """
                <constraint firstItem="ctl-vw-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" constant="28" id="ctl-c01"/>
                <constraint firstItem="ctl-lb-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" constant="20" id="ctl-c02"/>
                <constraint firstItem="ctl-vw-001" firstAttribute="baseline" secondItem="ctl-lb-001" secondAttribute="baseline" constant="-1" id="ctl-c03"/>
                <constraint firstItem="ctl-vw-001" firstAttribute="leading" secondItem="ctl-lb-001" secondAttribute="trailing" constant="8" id="ctl-c04"/>
                """, toolsVersion: "6250")
        let label = InterfaceBuilderTests.frame(solution, "ctl-lb-001")
        #expect(label.count == 4 && abs(label[1] - 32) <= 0.5 && label[3] == 21, "\(label)")
        // San Francisco's 20.29 pt line in 20.5 (half points) keeps its baseline at the
        // ascender.
        #expect(TextMeasurement(systemFontOfSize: 17).lineCentringOffset == 0)
        var helveticaNeue = TextMeasurement(fontNamed: "HelveticaNeue", pointSize: 17, scale: 1)
        helveticaNeue.drawnBeforeIOS9 = true
        #expect(helveticaNeue.lineCentringOffset == 0.4)
    }

    /// The width of a segmented control of `segments` (its `<segment>` elements) alone at
    /// the root's top-left corner, in a file of `toolsVersion`.
    static func segmentedControlWidth(_ segments: String, toolsVersion: String) throws -> Double {
        let frame = try placed(
            """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="121" height="32"/>
                <segments>\(segments)</segments>
            </segmentedControl>
            """, toolsVersion: toolsVersion)
        return frame.count == 4 ? frame[2] : 0
    }

    @Test func segmentsAreAsWideAsTheWidestTitle() throws {
        func width(_ titles: [String], toolsVersion: String = "16097") throws -> Double {
            try Self.segmentedControlWidth(
                titles.map { #"<segment title="\#($0)"/>"# }.joined(), toolsVersion: toolsVersion)
        }
        let mixed = try width(["On", "Sometimes"])
        #expect(mixed == (try width(["Sometimes", "Sometimes"])))
        #expect(mixed > (try width(["On", "On"])) + 40)
        // Three segments take half as much again as two (to the point the total is
        // rounded up to).
        #expect(abs((try width(["B", "B", "B"])) - 1.5 * (try width(["B", "B"]))) <= 1)
        // Before iOS 13 (Xcode 11) segments were 14.5 pt wider than their widest title,
        // not 20: Apress's "Switches | Button" (Xcode 8) saved 139 pt wide, and Dji's
        // "Software Decode | Hardware Decode" (Xcode 10) 247 (248 since the refit with
        // kerning: "Hardware Decode" measures 109.02 pt, a fiftieth past the half point).
        #expect(try width(["Switches", "Button"], toolsVersion: "10117") == 139)
        #expect(abs((try width(["Software Decode", "Hardware Decode"], toolsVersion: "14490")) - 247) <= 1)
        #expect(try width(["Switches", "Button"]) == 150)
    }

    @Test func aSegmentGivenItsOwnWidthKeepsIt() throws {
        func width(_ segments: String) throws -> Double {
            try Self.segmentedControlWidth(segments, toolsVersion: "9059")
        }
        // MediBand's STATUS | DATE at 100 pt each (Xcode 7): 201 wide, a point's divider
        // between them, whatever the titles.
        #expect(try width(#"<segment title="STATUS" width="100"/><segment title="DATE" width="100"/>"#) == 201)
        // Beside segments sized by their titles, a fixed one adds its width and a divider.
        let titled = try width(#"<segment title="STATUS"/><segment title="DATE"/>"#)
        #expect(
            try width(#"<segment title="STATUS"/><segment title="DATE"/><segment title="X" width="60"/>"#)
                == titled + 61)
    }

    @Test func progressViewsGrewTo4PointsWithXcode12() throws {
        // AgoraIO's mixing screen (Xcode 11.5): a 2 pt bar, and the rows below it where
        // Xcode saved them; Xcode 12's files save 4 pt bars.
        let bar = """
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="150" height="2"/>
            </progressView>
            """
        // No intrinsic width: the bar is given one.
        let wide =
            Self.atTopLeft + #"<constraint firstItem="ctl-vw-001" firstAttribute="width" constant="150" id="ctl-c03"/>"#
        for (tools, height) in [("16097.2", 2.0), ("17156", 4.0)] {
            let solution = try Self.solved(bar, constraints: wide, toolsVersion: tools)
            #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-001") == [0, 0, 150, height])
        }
    }

    @Test func theBarStyleDrawsAPointBelowItsAlignmentRectangle() throws {
        // Agrinoble's bar-style progress views (Xcode 14): ten nothing sizes were saved 2.5
        // pt high, a point below the bottom they were pinned to; one pinned 8 high, 9. A
        // budget app's of Xcode 8.3 likewise; a fitness app's of Xcode 7, pinned a point
        // above the bottom of their 3 pt frames, are 2 pt bars.
        let bar = """
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progressViewStyle="bar" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="150" height="2.5"/>
            </progressView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-002">
                <rect key="frame" x="0.0" y="1.5" width="150" height="10"/>
            </view>
            """
        func frames(height: String = "", toolsVersion: String = "21701") throws -> [[Double]] {
            let constraints =
                Self.atTopLeft + """
                    <constraint firstItem="ctl-vw-001" firstAttribute="width" constant="150" id="ctl-c03"/>
                    <constraint firstItem="ctl-vw-002" firstAttribute="top" secondItem="ctl-vw-001" secondAttribute="bottom" id="ctl-c04"/>
                    <constraint firstItem="ctl-vw-002" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c05"/>
                    <constraint firstItem="ctl-vw-002" firstAttribute="width" constant="150" id="ctl-c06"/>
                    <constraint firstItem="ctl-vw-002" firstAttribute="height" constant="10" id="ctl-c07"/>
                    \(height)
                    """
            let solution = try Self.solved(bar, constraints: constraints, toolsVersion: toolsVersion)
            return ["ctl-vw-001", "ctl-vw-002"].map { InterfaceBuilderTests.frame(solution, $0) }
        }
        // The view below it starts at the alignment rectangle's bottom, 1.5 pt down.
        #expect(try frames() == [[0, 0, 150, 2.5], [0, 1.5, 150, 10]])
        #expect(try frames(toolsVersion: "12121") == [[0, 0, 150, 2.5], [0, 1.5, 150, 10]])
        #expect(try frames(toolsVersion: "10116") == [[0, 0, 150, 3], [0, 2, 150, 10]])
        let pinned = try frames(
            height: #"<constraint firstItem="ctl-vw-001" firstAttribute="height" constant="8" id="ctl-c08"/>"#)
        #expect(pinned == [[0, 0, 150, 9], [0, 8, 150, 10]])
    }

    @Test func iOS15sProminentSearchBarWas51PointsHigh() throws {
        // Siesta's GitHub browser (Xcode 13.0) and ProtonVPN's search (Xcode 13.2): a
        // search bar nothing sizes, in the default (prominent) style, saved 51 pt high, as
        // was a weather app's minimal bar (Xcode 13.2); Xcode 11 and 12 saved such bars 56,
        // as Xcode 14 and later do. A prompt takes a
        // line of its own above the field (GHSR's, Xcode 12: 90 pt; before iOS 11, 75 pt:
        // a weather app's minimal bar of Xcode 7.1).
        func bar(style: String) -> String {
            """
            <searchBar contentMode="redraw" \(style) translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="51"/>
            </searchBar>
            """
        }
        let wide =
            Self.atTopLeft
            + #"<constraint firstItem="ctl-vw-001" firstAttribute="width" constant="320" id="ctl-c03"/>"#
        for (tools, style, height) in [
            ("19162", "", 51.0), ("19529", #"searchBarStyle="prominent""#, 51),
            ("19529", #"searchBarStyle="minimal""#, 51),
            ("17701", "", 56), ("22155", #"searchBarStyle="minimal""#, 56),
            ("17506", #"prompt="find a github repo""#, 90),
            ("9059", #"searchBarStyle="minimal" prompt="Enter city name to get current weather""#, 75),
            ("9059", "", 44),
        ] {
            let solution = try Self.solved(bar(style: style), constraints: wide, toolsVersion: tools)
            #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-001") == [0, 0, 320, height], "\(tools) \(style)")
        }
    }

    @Test func aNavigationBarThatPrefersLargeTitlesIs96PointsHigh() throws {
        // Avox's standalone bars (Xcode 15), pinned at their top and sides, saved 96 pt
        // high: the standard 44 and the large title's line of 52. A bar whose item never
        // shows a large title stays 44, as do all bars before iOS 11. A prompt adds a line
        // of 34, 30 before iOS 11.
        func bar(_ attributes: String, item: String = "") -> String {
            """
            <navigationBar contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="96"/>
                <items>
                    <navigationItem title="Collections" \(item) id="ctl-it-001"/>
                </items>
            </navigationBar>
            """
        }
        let wide =
            Self.atTopLeft
            + #"<constraint firstItem="ctl-vw-001" firstAttribute="width" constant="320" id="ctl-c03"/>"#
        for (tools, attributes, item, height) in [
            ("23504", #"largeTitles="YES""#, "", 96.0), ("14460", #"largeTitles="YES""#, "", 96),
            ("23504", "", "", 44), ("23504", #"largeTitles="YES""#, #"largeTitleDisplayMode="never""#, 44),
            ("12120", #"largeTitles="YES""#, "", 44),
            // A prompt's line: a movie app's bars of Xcode 12 with the prompt " " saved 78.
            ("17701", "", #"prompt=" ""#, 78), ("17701", "", #"prompt="""#, 44),
            // A calendar app's "Add Event" bars of Xcode 8.2, with the prompt " ", saved 74.
            ("11762", "", #"prompt=" ""#, 74),
        ] {
            let solution = try Self.solved(
                bar(attributes, item: item), constraints: wide, toolsVersion: tools)
            #expect(
                InterfaceBuilderTests.frame(solution, "ctl-vw-001") == [0, 0, 320, height],
                "\(tools) \(attributes) \(item)")
        }
    }

    @Test func aNavigationBarOnAnIPadIs50PointsHighFromIOS12() throws {
        // A service tool's bar, placed as a view on the 10.5-inch iPad canvas (Xcode 10.1),
        // saved 50 pt high, as every iPad navigation controller's bar from tools 14460 in
        // the fetched files; 44 before (tools 14109) and on an iPhone. A large title adds its
        // line of 52.
        let bar = """
            <navigationBar contentMode="scaleToFill" largeTitles="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                <items>
                    <navigationItem title="Connect" id="ctl-it-001"/>
                </items>
            </navigationBar>
            """
        let plain = bar.replacingOccurrences(of: #"largeTitles="YES" "#, with: "")
        let wide =
            Self.atTopLeft
            + #"<constraint firstItem="ctl-vw-001" firstAttribute="width" constant="320" id="ctl-c03"/>"#
        for (view, tools, device, height) in [
            (plain, "14460.31", "ipad10_5", 50.0), (plain, "22113", "ipad12_9rounded", 50),
            (plain, "14109", "ipad10_5", 44), (plain, "14460.31", "retina4_7", 44), (bar, "22113", "ipad10_5", 102),
        ] {
            let solution = try Self.solved(view, constraints: wide, toolsVersion: tools, device: device)
            #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-001") == [0, 0, 320, height], "\(tools) \(device)")
        }
    }

    @Test func aFileOfXcode8SetsItsDisplaySizesWider() throws {
        // SwiftTheme's demos: "SwiftTheme" in 30 pt, saved 160 wide by Xcode 8 (tools 10117
        // and 12120); the later files' table gives 4 pt less. (159 since the advances were
        // refitted in the sixty-second session.)
        let title = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="SwiftTheme" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="160" height="36"/>
                <fontDescription key="fontDescription" type="system" pointSize="30"/>
            </label>
            """
        let xcode8 = try Self.solved(title, constraints: Self.atTopLeft, toolsVersion: "10117", device: "retina4_7")
        #expect(abs(InterfaceBuilderTests.frame(xcode8, "ctl-vw-001")[2] - 160) <= 1)
        let xcode9 = try Self.solved(title, constraints: Self.atTopLeft, toolsVersion: "13196", device: "retina4_7")
        #expect(InterfaceBuilderTests.frame(xcode9, "ctl-vw-001")[2] < 158)
    }

    @Test func aMetaFontWithNoSizeIsAppKitsStandardSize() throws {
        // A coffee-ordering demo's attributed "Pick-up at Cupertino - 9:10am" in
        // `metaFont="system"` with no size (Xcode 10.1) was saved 183.33 × 15.67 on the
        // 5.8-inch canvas: 13 pt text, AppKit's standard size, where 17 made it 230.5 × 20.5.
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" usesAttributedText="YES" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="183.33333333333334" height="15.666666666666666"/>
                <attributedString key="attributedText">
                    <fragment content="Pick-up at Cupertino - 9:10am">
                        <attributes>
                            <font key="NSFont" metaFont="system"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </label>
            """
        let solution = try Self.solved(
            label, constraints: Self.atTopLeft, toolsVersion: "14269.10", device: "retina5_9")
        let frame = InterfaceBuilderTests.frame(solution, "ctl-vw-001")
        #expect(frame.count == 4 && abs(frame[2] - 183.33) < 0.5 && abs(frame[3] - 15.67) <= 0.5, "\(frame)")
    }

    @Test func anAttributedTitleIsMeasuredInItsOwnFont() throws {
        // mattneub's tint colour example (Xcode 11): "I am a very special Button" as an
        // attributed title in Helvetica Neue 15, saved 174 × 29.5 (the tool: 30 high, its title a
        // whole number of points as a plain one's, and within half a point of its width with
        // the face's own advances, `ownFaces`);
        // it had been taken for an empty button, 30 × 30.
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="174" height="29.5"/>
                <state key="normal">
                    <attributedString key="attributedTitle">
                        <fragment content="I am a very special Button">
                            <attributes>
                                <font key="NSFont" size="15" name="HelveticaNeue"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </state>
            </button>
            """
        let frame = try Self.placed(button, toolsVersion: "15400")
        #expect(frame.count == 4 && abs(frame[2] - 174) <= 1 && abs(frame[3] - 29.5) <= 0.5, "\(frame)")
        // A configuration's own attributed title, beside the state's leftover "Button": a
        // card game's "New game" in Helvetica 20, saved 120 × 37 (Xcode 14, the 6.1-inch
        // canvas); it had been taken for an untitled button, 24 wide. The outline names it
        // by that title.
        let configured = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="120" height="37"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain">
                    <attributedString key="attributedTitle">
                        <fragment content="New game">
                            <attributes>
                                <font key="NSFont" size="20" name="Helvetica"/>
                                <font key="NSOriginalFont" size="12" name="Helvetica"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </buttonConfiguration>
            </button>
            """
        #expect(try Self.placed(configured, toolsVersion: "21225") == [0, 0, 120, 37])
        let (_, files) = try InterfaceBuilderTests.layouts(
            ofText: Self.xib(configured, constraints: Self.atTopLeft, toolsVersion: "21225"), fileExtension: "xib")
        let item = try #require(files.first?.document?.root.allItems().first { $0.id == "ctl-vw-001" })
        #expect(item.label == "Button - New game")
    }

    @Test func pageControlsWere37PointsHighAndAsWideAsTheirDotsUntilXcode12() throws {
        // iOS 14's page control: 27.5 pt in the files of Xcode 12 and 13.0 (mattneub's paging
        // example, ScrollStackController's demo), 26 from Xcode 13's release builds (three
        // onboarding apps' of Xcode 13.2 and 14); 37 before, in the files of Xcode 7 to 11
        // (DesignerNews', LXCarouselView's).
        let dots = """
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="150" height="27.5"/>
            </pageControl>
            """
        let wide =
            Self.atTopLeft + #"<constraint firstItem="ctl-vw-001" firstAttribute="width" constant="150" id="ctl-c03"/>"#
        for (tools, height) in [
            ("7706", 37.0), ("14460.31", 37.0), ("16097.2", 37.0), ("17147", 27.5), ("18122", 27.5),
            ("19529", 26), ("21507", 26),
        ] {
            let solution = try Self.solved(dots, constraints: wide, toolsVersion: tools)
            #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-001") == [0, 0, 150, height])
        }
        // Its own width before iOS 14: a 7 pt dot per page, 9 pt apart (three pages 39 pt
        // wide in the files of Xcode 7 to 11, held only by their centre).
        for (pages, width) in [(3, 39.0), (1, 7.0), (5, 71.0)] {
            let control = dots.replacingOccurrences(of: #"numberOfPages="3""#, with: #"numberOfPages="\#(pages)""#)
            #expect(try Self.placed(control, toolsVersion: "14460.31") == [0, 0, width, 37], "\(pages) pages")
        }
    }

    @Test func aPageControlThatHidesForASinglePageCollapsesInAStack() throws {
        // A bank app's account header (Xcode 9.1): a 69.5 pt amount above a page control of
        // one page that hides for a single page, 8 apart in a vertical stack, saved 69.5
        // high, the control collapsed as a hidden view; with two pages it shows (37 pt).
        func stack(pages: Int, height: String = "") throws -> LayoutSolution {
            let text = Self.xib(
                """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="69.5"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-002">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="69.5"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="ctl-c11"/>
                                <constraint firstAttribute="height" constant="69.5" id="ctl-c12"/>
                            </constraints>
                        </view>
                        <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" hidesForSinglePage="YES" numberOfPages="\(pages)" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-pc-001">
                            <rect key="frame" x="42" y="-30" width="16" height="16"/>
                            <constraints>\(height)</constraints>
                        </pageControl>
                    </subviews>
                </stackView>
                """, constraints: Self.atTopLeft, toolsVersion: "13529", images: "", device: nil)
            return try InterfaceBuilderTests.designed(text, fileExtension: "xib").solution
        }
        #expect(InterfaceBuilderTests.frame(try stack(pages: 1), "ctl-vw-001") == [0, 0, 100, 69.5])
        #expect(InterfaceBuilderTests.frame(try stack(pages: 2), "ctl-vw-001") == [0, 0, 100, 114.5])
        // Held 16 pt high as that header's is, it is the conflict UIKit logs with a hidden
        // arranged view's collapse.
        let held = try stack(pages: 1, height: #"<constraint firstAttribute="height" constant="16" id="ctl-c13"/>"#)
        #expect(held.status == .unsatisfiable)
        #expect(held.conflicts.map(\.broken.id) == ["ctl-c13"])
    }

    @Test func aStoppedActivityIndicatorKeepsItsPlaceInAStack() throws {
        // A weather course's row (four apps, Xcode 8.2 to 11.4): "740 mm", an activity
        // indicator that hides when stopped (written hidden) and "30%" in a fill-equally
        // stack 375 pt wide, saved in thirds, 125 pt each: the canvas arranges the
        // indicator. One the user hid (no `hidesWhenStopped`) collapses, as any hidden view.
        func row(_ indicator: String) throws -> LayoutSolution {
            let text = Self.xib(
                """
                <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="24"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="740 mm" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-lb-001">
                            <rect key="frame" x="0.0" y="0.0" width="125" height="24"/>
                            <fontDescription key="fontDescription" type="system" pointSize="20"/>
                        </label>
                        <activityIndicatorView \(indicator) opaque="NO" contentMode="scaleToFill" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-ai-001">
                            <rect key="frame" x="125" y="0.0" width="125" height="24"/>
                        </activityIndicatorView>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="30%" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-lb-002">
                            <rect key="frame" x="250" y="0.0" width="125" height="24"/>
                            <fontDescription key="fontDescription" type="system" pointSize="20"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="width" constant="375" id="ctl-c11"/>
                    </constraints>
                </stackView>
                """, constraints: Self.atTopLeft, toolsVersion: "14113", images: "", device: nil)
            return try InterfaceBuilderTests.designed(text, fileExtension: "xib").solution
        }
        let stopped = try row(#"hidden="YES" hidesWhenStopped="YES""#)
        #expect(InterfaceBuilderTests.frame(stopped, "ctl-lb-002").prefix(3) == [250, 0, 125])
        let hidden = try row(#"hidden="YES""#)
        #expect(InterfaceBuilderTests.frame(hidden, "ctl-lb-002").prefix(3) == [187.5, 0, 187.5])
    }

    /// `control` (id `ctl-vw-001`) in a 1920×1080 xib of `runtime` (`AppleTV` or
    /// `iOS.CocoaTouch`), centred in its root: its frame.
    static func centred(_ control: String, runtime: String) throws -> [Double] {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.AppleTV.XIB" version="3.0" toolsVersion="12121" targetRuntime="\(runtime)" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="ctl-rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                        <subviews>\(control)</subviews>
                        <constraints>
                            <constraint firstItem="ctl-vw-001" firstAttribute="centerX" secondItem="ctl-rt-001" secondAttribute="centerX" id="ctl-c01"/>
                            <constraint firstItem="ctl-vw-001" firstAttribute="centerY" secondItem="ctl-rt-001" secondAttribute="centerY" id="ctl-c02"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let (_, _, solution) = try InterfaceBuilderTests.designed(text, fileExtension: "xib")
        return InterfaceBuilderTests.frame(solution, "ctl-vw-001")
    }

    @Test func tvOSDrawsTheLargeActivityIndicator64PointsAcross() throws {
        // ViewAnimator's tvOS sample: a large indicator centred on the screen, saved 64×64
        // at (928, 508); an iPhone's is 37.
        let indicator = """
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="928" y="508" width="64" height="64"/>
            </activityIndicatorView>
            """
        #expect(try Self.centred(indicator, runtime: "AppleTV") == [928, 508, 64, 64])
        #expect(try Self.centred(indicator, runtime: "iOS.CocoaTouch") == [941.5, 521.5, 37, 37])
    }

    @Test func tvOSSegmentedControlsAre70PointsHighWithTitlesIn38Points() throws {
        // SVProgressHUD's tvOS demo (Xcode 8): "Light | Dark" saved 266×70; the iOS control
        // of the same file would be 29 high and a third as wide.
        let control = """
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="266" height="70"/>
                <segments><segment title="Light"/><segment title="Dark"/></segments>
            </segmentedControl>
            """
        let tv = try Self.centred(control, runtime: "AppleTV")
        #expect(tv.count == 4 && tv[3] == 70 && abs(tv[2] - 266) <= 4, "\(tv)")
        let phone = try Self.centred(control, runtime: "iOS.CocoaTouch")
        #expect(phone.count == 4 && phone[3] == 29 && phone[2] < 100, "\(phone)")
    }

    @Test(arguments: [120.0, 216.0])
    func aPickerViewKeepsTheHeightItWasDrawnAt(drawn: Double) throws {
        // IBAnimatable's picker of Xcode 9.2 under a view that nothing sizes (both in the
        // full height between them) was saved 120 high as drawn; a timer's, drawn 216, 216.
        let solution = try Self.solved(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-002">
                <rect key="frame" x="0.0" y="0.0" width="320" height="\(480 - drawn)"/>
            </view>
            <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="\(480 - drawn)" width="320" height="\(drawn)"/>
            </pickerView>
            """,
            constraints: """
                <constraint firstItem="ctl-vw-002" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" id="ctl-c01"/>
                <constraint firstItem="ctl-vw-002" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c02"/>
                <constraint firstAttribute="trailing" secondItem="ctl-vw-002" secondAttribute="trailing" id="ctl-c03"/>
                <constraint firstItem="ctl-vw-001" firstAttribute="top" secondItem="ctl-vw-002" secondAttribute="bottom" id="ctl-c04"/>
                <constraint firstItem="ctl-vw-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c05"/>
                <constraint firstAttribute="trailing" secondItem="ctl-vw-001" secondAttribute="trailing" id="ctl-c06"/>
                <constraint firstAttribute="bottom" secondItem="ctl-vw-001" secondAttribute="bottom" id="ctl-c07"/>
                """, toolsVersion: "13771", device: "retina4_7")
        #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-001") == [0, 480 - drawn, 320, drawn])
        #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-002") == [0, 0, 320, 480 - drawn])
    }

    @Test func datePickersWere162PointsHighUntilIOS9() throws {
        func picker(_ toolsVersion: String) throws -> [Double] {
            try Self.placed(
                """
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="162"/>
                </datePicker>
                """, toolsVersion: toolsVersion)
        }
        #expect(try picker("6254") == [0, 0, 320, 162])
        #expect(try picker("9060") == [0, 0, 320, 216])
    }

    @Test func datePickersOfTheDefaultStyleAreCompactFromXcode14() throws {
        // A to-do app's date-and-time pickers (tools 21507), pinned at both sides, were
        // saved 34.5 high; another's (the placeholder version, taken as Xcode 15), held by
        // its leading edge, 208.67 × 36; xDrip's of Xcode 26 (24412) 36 high.
        // KeePassium's of Xcode 13 (19162), without a style too, was still 216 high.
        func picker(_ toolsVersion: String, _ attributes: String = "") throws -> [Double] {
            try Self.placed(
                """
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(attributes)minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                </datePicker>
                """, toolsVersion: toolsVersion)
        }
        #expect(try picker("21507", #"datePickerMode="dateAndTime" "#)[3] == 34.5)
        let xcode15 = try picker("32700.99.1234", #"datePickerMode="dateAndTime" "#)
        #expect(xcode15.count == 4 && abs(xcode15[2] - 208.67) < 0.5 && xcode15[3] == 36, "\(xcode15)")
        #expect(try picker("24412", #"datePickerMode="dateAndTime" "#)[3] == 36)
        #expect(try picker("19162", #"datePickerMode="dateAndTime" "#) == [0, 0, 320, 216])
        // Wheels asked for, and a count-down timer (it has no compact form), stay 216.
        #expect(try picker("21507", #"datePickerMode="dateAndTime" style="wheels" "#) == [0, 0, 320, 216])
        #expect(try picker("21507", #"datePickerMode="countDownTimer" "#) == [0, 0, 320, 216])
        // Compact asked for in Xcode 13, whose canvas drew text at extra small: 31 high, as
        // a to-do app's of tools 20037 (its buttons' Body text 3.5 pt of line shorter).
        #expect(try picker("19162", #"datePickerMode="dateAndTime" style="compact" "#)[3] == 31)
        #expect(try picker("17701", #"datePickerMode="dateAndTime" style="compact" "#)[3] == 34.5)
    }

    @Test func aPickerViewHasAWidthButNoHeightOfItsOwn() throws {
        // IBAnimatable's panel (Xcode 9): a picker under a view without a size in a stack
        // that fills the root was saved 120 high. Its height is the constraints' to decide;
        // they do not, so the picker stays where Xcode drew it (with a height of 216 of its
        // own it would have taken 216, the view above 264).
        let text = Self.xib(
            """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-sv-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-002">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="360"/>
                    </view>
                    <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                        <rect key="frame" x="0.0" y="360" width="320" height="120"/>
                    </pickerView>
                </subviews>
            </stackView>
            """,
            constraints: """
                <constraint firstItem="ctl-sv-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c01"/>
                <constraint firstItem="ctl-sv-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" id="ctl-c02"/>
                <constraint firstAttribute="bottom" secondItem="ctl-sv-001" secondAttribute="bottom" id="ctl-c03"/>
                """, toolsVersion: "13771")
        let (_, _, solution) = try InterfaceBuilderTests.designed(text, fileExtension: "xib")
        #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-001") == [0, 360, 320, 120])
        #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-002") == [0, 0, 320, 360])
    }

    @Test func anEmptyStackWithAPlaceholderSizeIsDrawnAtIt() throws {
        // ProtonVPN's statistics items: stack views filled from code, empty in the file,
        // given a placeholder intrinsic size of 96 × 52 and saved at it.
        let stack = """
            <stackView opaque="NO" contentMode="scaleToFill" placeholderIntrinsicWidth="96" placeholderIntrinsicHeight="52" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="96" height="52"/>
            </stackView>
            """
        #expect(try Self.placed(stack, toolsVersion: "21701") == [0, 0, 96, 52])
        // Without a placeholder it sizes nothing: the view is ambiguous, as in UIKit.
        let bare = stack.replacingOccurrences(
            of: #"placeholderIntrinsicWidth="96" placeholderIntrinsicHeight="52" "#, with: "")
        let text = Self.xib(bare, constraints: Self.atTopLeft, toolsVersion: "21701", images: "")
        let (_, _, solution) = try InterfaceBuilderTests.designed(text, fileExtension: "xib")
        #expect(solution.status != .ok)
    }

    @Test(arguments: ["infoLight", "infoDark", "contactAdd", "detailDisclosure"])
    func aGlyphButtonIs22PointsSquare(type: String) throws {
        // GitHawk's info button (Xcode 10), 22 x 22 with nothing but its position set.
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="\(type)" showsTouchWhenHighlighted="YES" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="22" height="22"/>
            </button>
            """
        #expect(try Self.placed(button, toolsVersion: "14460.31") == [0, 0, 22, 22])
    }

    @Test func aLabelWithAShadowIsAsMuchLargerAsTheShadowIsOffset() throws {
        // A library app's labels of Xcode 9.0 with a shadow colour and UILabel's default
        // offset (0, -1): "Title" in 24 pt saved 30 high, "Check Out Book" in 14 pt 18, a
        // point more than their lines (4 of 4, and 4 more in three other apps). An offset
        // written adds its own extent; without a shadow colour no shadow is drawn.
        func label(_ extras: String) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="46" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="24"/>
                \(extras)
            </label>
            """
        }
        let plain = try Self.placed(label(""), toolsVersion: "11762")
        let color = #"<color key="shadowColor" white="0.33" alpha="1" colorSpace="calibratedWhite"/>"#
        let offset = #"<size key="shadowOffset" width="2" height="3"/>"#
        #expect(try Self.placed(label(color), toolsVersion: "11762") == [0, 0, plain[2], plain[3] + 1])
        #expect(try Self.placed(label(color + offset), toolsVersion: "11762") == [0, 0, plain[2] + 2, plain[3] + 3])
        #expect(try Self.placed(label(offset), toolsVersion: "11762") == plain)
    }
}

/// Xcode writes a standard spacing (`symbolic="YES"`) with the value it resolved to, and
/// no constant where that value is 0.
@Suite("Standard spacing as Xcode writes it")
struct StandardSpacingTests {
    @Test func aSymbolicConstraintWithNoConstantIsZero() throws {
        // Esri's samples: a map view's bottom is where the toolbar below it starts (6 of 6
        // such views); a written 8 stays the standard 8. Each view spans the root.
        let sides = (1...3).flatMap { v in
            ["leading", "trailing"].map { edge in
                #"<constraint firstItem="ctl-vw-00\#(v)" firstAttribute="\#(edge)" secondItem="ctl-rt-001" secondAttribute="\#(edge)" id="ctl-s\#(v)\#(edge)"/>"#
            }
        }.joined(separator: "\n")
        let solution = try ControlSizeTests.solved(
            """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            </view>
            <toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-002">
                <rect key="frame" x="0.0" y="100" width="320" height="44"/>
            </toolbar>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-003">
                <rect key="frame" x="0.0" y="152" width="320" height="10"/>
            </view>
            """,
            constraints: """
                <constraint firstItem="ctl-vw-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" id="ctl-c01"/>
                <constraint firstItem="ctl-vw-001" firstAttribute="height" constant="100" id="ctl-c02"/>
                <constraint firstItem="ctl-vw-002" firstAttribute="top" secondItem="ctl-vw-001" secondAttribute="bottom" symbolic="YES" id="ctl-c03"/>
                <constraint firstItem="ctl-vw-002" firstAttribute="height" constant="44" id="ctl-c04"/>
                <constraint firstItem="ctl-vw-003" firstAttribute="top" secondItem="ctl-vw-002" secondAttribute="bottom" constant="8" symbolic="YES" id="ctl-c05"/>
                <constraint firstItem="ctl-vw-003" firstAttribute="height" constant="10" id="ctl-c06"/>
                """ + sides, toolsVersion: "17156")
        #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-002") == [0, 100, 320, 44])
        #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-003") == [0, 152, 320, 10])
    }

}
