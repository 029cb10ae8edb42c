import LayoutDocument
import Testing

@testable import InterfaceBuilder

/// Text in the fonts other than San Francisco: Helvetica Neue, which UIKit drew the system
/// font in before iOS 9 (files saved before Xcode 7), and fonts by name, measured with
/// `NamedFontMetrics` (fitted by `Tools/text-metrics/fit-named.py`). Each label is laid out
/// where nothing but its own size places it, so its frame is its measured text (saved no
/// height: a label drawn less than a point taller than its text keeps that height on the
/// canvas).
@Suite("Named fonts and Helvetica Neue")
struct NamedFontTests {
    static func label(_ text: String, font: String) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
            <rect key="frame" x="0.0" y="0.0" width="42" height="0.0"/>
            \(font)
            <nil key="highlightedColor"/>
        </label>
        """
    }

    static func placed(_ text: String, font: String, toolsVersion: String) throws -> [Double] {
        try ControlSizeTests.placed(label(text, font: font), toolsVersion: toolsVersion)
    }

    @Test(arguments: [
        // text, point size, the frame Xcode 6 saved (Apress's Beginning iPhone Development
        // with Swift examples, which the metrics were fitted on)
        ("Warp Factor:", 17.0, 100.0, 21.0),
        ("This way up", 17, 92, 21),
        ("Second", 17, 59, 21),
        ("Label", 15, 38, 18),
    ])
    func theSystemFontWasHelveticaNeueInWholePointsBeforeXcode7(
        _ text: String, _ size: Double, _ width: Double, _ height: Double
    ) throws {
        let font = #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
        #expect(try Self.placed(text, font: font, toolsVersion: "6254") == [0, 0, width, height])
        // The same label from Xcode 7 on is San Francisco, in a 2x canvas's pixels.
        let sanFrancisco = try Self.placed(text, font: font, toolsVersion: "10117")
        #expect(sanFrancisco[3] == TextMeasurement(systemFontOfSize: size).lineHeight)
    }

    @Test func aFontNamedBySizeClassTakesUIFontsSize() throws {
        // Xcode 5 and 6 wrote the master-detail template's "Detail view content goes here"
        // label as `size="system"`: UIFont.systemFontSize, 14 pt, saved 17 pt high (8 of 8
        // in six apps' files), where the label's 17 pt default made it 21.
        let system = #"<fontDescription key="fontDescription" type="system" size="system"/>"#
        #expect(try Self.placed("Detail view content goes here", font: system, toolsVersion: "4514")[3] == 17)
        let small = #"<fontDescription key="fontDescription" type="system" size="smallSystem"/>"#
        // 12 pt: Helvetica Neue's 1.193 em line, 14.3 pt, in whole points.
        #expect(try Self.placed("Detail", font: small, toolsVersion: "5056")[3] == 15)
    }

    @Test func boldHelveticaNeueLinesAreItsOwn() throws {
        // A 23 pt bold Helvetica Neue title of an Xcode 6 fixture (XLPagerTabStrip's
        // storyboard demo) was saved 28 high; the class model made it 28 by luck and 36 pt 44, where
        // Xcode saved 43.
        let bold =
            #"<fontDescription key="fontDescription" name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="23"/>"#
        #expect(try Self.placed("Storyboard Demo", font: bold, toolsVersion: "6254")[3] == 28)
        #expect(TextMeasurement(fontNamed: "HelveticaNeue-Bold", pointSize: 36, scale: 1).lineHeight == 43)
        var early = TextMeasurement(fontNamed: "HelveticaNeue", pointSize: 17, scale: 1)
        early.drawnBeforeIOS9 = true
        #expect(early.lineHeight == 21)
        // Heavier is wider; Light narrower (its own fitted factor).
        let regular = TextMeasurement(fontNamed: "HelveticaNeue", pointSize: 17).width(of: "Settings")
        #expect(TextMeasurement(fontNamed: "HelveticaNeue-Bold", pointSize: 17).width(of: "Settings") > regular)
        #expect(TextMeasurement(fontNamed: "HelveticaNeue-Light", pointSize: 17).width(of: "Settings") < regular)
    }

    @Test(arguments: [
        // a farm manager's bold field names of Xcode 5.1, 17 pt, as saved
        ("Notes", 47.0), ("Workers", 66), ("Land Area:", 85), ("Service Fee:", 97),
    ])
    func iOS8DrewHelveticaNeueBoldNarrowerThanTheTable(_ text: String, _ width: Double) throws {
        // 4 % narrower than San Francisco's bold factor made them (49, 69, 89 and 101 pt).
        let bold = #"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"#
        let placed = try Self.placed(text, font: bold, toolsVersion: "5056")
        #expect(placed[2] == width, "\(placed)")
        // From Xcode 7 a named Helvetica Neue Bold keeps the table's widths.
        let named = TextMeasurement(fontNamed: "HelveticaNeue-Bold", pointSize: 17, scale: 1)
        var early = named
        early.drawnBeforeIOS9 = true
        #expect(early.width(of: Substring(text)) < named.width(of: Substring(text)))
    }

    @Test func iOS8DrewHelveticaNeuesLinesTallerThanLaterIOS() throws {
        // A TextKit talk's slides (Xcode 6.4): 43 pt semibold system-font titles saved 52
        // pt high, nine of them; Helvetica Neue's 1.193 em line rounded up to whole points
        // (the table's 1.1812 made 51). Named Helvetica Neue in a file of Xcode 6 too: a
        // trip planner's 40 pt thin title, 48.
        let system = #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="43"/>"#
        #expect(try Self.placed("Text Kit stack", font: system, toolsVersion: "7706")[3] == 52)
        let thin =
            #"<fontDescription key="fontDescription" name="HelveticaNeue-Thin" family="Helvetica Neue" pointSize="40"/>"#
        #expect(try Self.placed("Travel Now!", font: thin, toolsVersion: "5056")[3] == 48)
        // From Xcode 7 a named Helvetica Neue keeps the table's line, in the canvas's
        // pixels: a 39 pt bold score 46.5 pt high in an Xcode 9 file.
        let bold =
            #"<fontDescription key="fontDescription" name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="39"/>"#
        #expect(try Self.placed("0", font: bold, toolsVersion: "13771")[3] == 46.5)
    }

    @Test(arguments: [
        // point size, the single-line height Xcode saved on a 2x canvas: a weather app's
        // city, temperature and sign-in titles (Xcode 11.4), a summer camp app's 13 pt
        // caption and 47 pt heading (Xcode 10.1)
        (30.0, 36.0), (40, 48), (20, 24), (60, 72), (13, 15.5), (47, 56.5),
    ])
    func boldHelveticaNeueKeepsItsOwnLineAfterIOS8(_ size: Double, _ height: Double) throws {
        // Its line is 1.192 em, not the family's 1.1812 (35.5 at 30, 47.5 at 40).
        let bold =
            #"<fontDescription key="fontDescription" name="HelveticaNeue-Bold" family="Helvetica Neue" pointSize="\#(size)"/>"#
        #expect(try Self.placed("Cupertino", font: bold, toolsVersion: "16097.2")[3] == height)
        #expect(TextMeasurement(fontNamed: "HelveticaNeue-Medium", pointSize: 30).lineHeight == 35.5)
    }

    @Test(arguments: [
        // point size, the single-line height Xcode saved on a 2x canvas: a Pokédex course's
        // "Height:" and "Weight:" (Xcode 7.3 to 9); a weather app's 14 pt labels (Xcode
        // 11.2), an Instagram clone's 12 pt ones (Xcode 13.1)
        (17.0, 20.0), (18, 21), (20, 23.5), (14, 16.5), (12, 14),
    ])
    func regularHelveticaNeueHasItsOwnLineFromIOS9(_ size: Double, _ height: Double) throws {
        // Its line is 1.165 em, not the family's 1.1812 (20.5 at 17, 17 at 14, 14.5 at 12),
        // in files of every Xcode from 7.
        let regular =
            #"<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="\#(size)"/>"#
        for toolsVersion in ["11762", "14490.70", "15505", "19162", "22505"] {
            #expect(
                try Self.placed("Height:", font: regular, toolsVersion: toolsVersion)[3] == height, "\(toolsVersion)")
        }
    }

    @Test func xcode10DrewRegularHelveticaNeuesOwnLineOnA3xCanvas() throws {
        // A chat course's channel list (Xcode 10.2, the 5.8-inch canvas): "#general" in 17
        // pt saved 20 high and "CHANNELS" in 12 pt 14, the 1.165 em line in thirds of a point
        // (the family's made 20.333 and 14.333, and moved what sat below them).
        let label = Self.label(
            "#general",
            font:
                #"<fontDescription key="fontDescription" name="HelveticaNeue" family="Helvetica Neue" pointSize="17"/>"#
        )
        let solution = try ControlSizeTests.solved(
            label, constraints: ControlSizeTests.atTopLeft, toolsVersion: "14490.70", device: "retina5_9")
        #expect(InterfaceBuilderTests.frame(solution, "ctl-vw-001")[3] == 20)
    }

    @Test func helveticaNeueFromIOS9IsDrawnWithItsOwnAdvances() throws {
        // A Pokédex course's labels of Xcode 8 (tools 11762): "Defense:" and "Type:" in bold
        // 17 pt saved 71.5 and 42.5 wide, "Height:" and "Weight:" in 17 pt 54.5 and 57; San
        // Francisco's advances scaled made 74, 56.5 and 59.5, and Helvetica's open twin put
        // "Type:" at 44.5. A chat course's "Create an account" in bold 19 pt (Xcode 9.0 and
        // 9.2): 167, the twin 165.
        func font(_ name: String, _ size: Int = 17) -> String {
            #"<fontDescription key="fontDescription" name="\#(name)" family="Helvetica Neue" pointSize="\#(size)"/>"#
        }
        func width(_ text: String, _ font: String, _ toolsVersion: String = "11762") throws -> Double {
            try Self.placed(text, font: font, toolsVersion: toolsVersion)[2]
        }
        #expect(abs(try width("Defense:", font("HelveticaNeue-Bold")) - 71.5) <= 0.5)
        #expect(try width("Type:", font("HelveticaNeue-Bold")) == 42.5)
        #expect(abs(try width("Height:", font("HelveticaNeue")) - 54.5) <= 0.5)
        #expect(abs(try width("Weight:", font("HelveticaNeue")) - 57) <= 0.5)
        #expect(try width("Create an account", font("HelveticaNeue-Bold", 19), "13771") == 167)
        // iOS 7 and 8's Helvetica Neue, the system font of Xcode 5 and 6, keeps its own.
        let iOS8 = TextMeasurement(fontNamed: "HelveticaNeue", pointSize: 17, scale: 1)
        var drawnByIOS8 = iOS8
        drawnByIOS8.drawnBeforeIOS9 = true
        #expect(drawnByIOS8.width(of: "Weight:") > iOS8.width(of: "Weight:"))
    }

    @Test func avenirNextFromIOS9IsDrawnWithItsOwnAdvances() throws {
        // A chat app's sign-up screen (Xcode 11.6, the 5.5-inch canvas): "Create Account"
        // and "Smack" in Avenir Next Medium 20 pt saved 142 and 60.667 wide, "Channels" in
        // its regular face 85.667; the family's fitted factor on San Francisco's advances
        // made them 143.667, 62.333 and 83.667.
        func width(_ text: String, _ face: String) throws -> Double {
            let font = #"<fontDescription key="fontDescription" name="\#(face)" family="Avenir Next" pointSize="20"/>"#
            let solution = try ControlSizeTests.solved(
                Self.label(text, font: font), constraints: ControlSizeTests.atTopLeft, toolsVersion: "16096",
                device: "retina5_5")
            return InterfaceBuilderTests.frame(solution, "ctl-vw-001")[2]
        }
        #expect(abs(try width("Create Account", "AvenirNext-Medium") - 142) <= 0.5)
        #expect(abs(try width("Smack", "AvenirNext-Medium") - 60.667) <= 0.5)
        #expect(abs(try width("Channels", "AvenirNext-Regular") - 85.667) <= 0.5)
        // A chat course's "Create Channel" and "Your Profile" in Avenir Black 20 pt (Xcode
        // 9.0, 2x): 145 and 111 wide as saved; the family's factor made them 139 and 104.
        let black = #"<fontDescription key="fontDescription" name="Avenir-Black" family="Avenir" pointSize="20"/>"#
        #expect(abs(try Self.placed("Create Channel", font: black, toolsVersion: "13196")[2] - 145) <= 0.5)
        #expect(abs(try Self.placed("Your Profile", font: black, toolsVersion: "13196")[2] - 111) <= 0.5)
    }

    @Test func appleSDGothicNeoIsDrawnWithItsOwnAdvances() throws {
        // A profile form (Xcode 9.1): "Name:" and "E-mail:" in Apple SD Gothic Neo 17 pt
        // saved 46.5 and 51 wide; San Francisco's advances made them 50 and 53.5, and the
        // fields beside them as much narrower.
        let font =
            #"<fontDescription key="fontDescription" name="AppleSDGothicNeo-Regular" family="Apple SD Gothic Neo" pointSize="17"/>"#
        #expect(abs(try Self.placed("Name:", font: font, toolsVersion: "13529")[2] - 46.5) <= 0.5)
        #expect(abs(try Self.placed("E-mail:", font: font, toolsVersion: "13529")[2] - 51) <= 0.5)
    }

    @Test func appleSDGothicNeoSemiBoldIsDrawnBetweenRegularAndBold() throws {
        // A translator's labels (Xcode 10, the 4.7-inch canvas): "Enter your text here" and
        // "Translation" in Apple SD Gothic Neo SemiBold 18 pt saved 156.5 and 86 wide; San
        // Francisco's advances, scaled, made them 167 and 94.
        let font =
            #"<fontDescription key="fontDescription" name="AppleSDGothicNeo-SemiBold" family="Apple SD Gothic Neo" pointSize="18"/>"#
        #expect(abs(try Self.placed("Enter your text here", font: font, toolsVersion: "14313.18")[2] - 156.5) <= 0.5)
        #expect(abs(try Self.placed("Translation", font: font, toolsVersion: "14313.18")[2] - 86) <= 0.5)
        // Its own numbers, so no estimate: the family's faces that no copy holds are
        // measured between those that one does.
        #expect(!TextMeasurement(fontNamed: "AppleSDGothicNeo-SemiBold", pointSize: 18).isEstimate)
        let regular = TextMeasurement(fontNamed: "AppleSDGothicNeo-Regular", pointSize: 18).width(of: "Translation")
        let medium = TextMeasurement(fontNamed: "AppleSDGothicNeo-Medium", pointSize: 18).width(of: "Translation")
        let bold = TextMeasurement(fontNamed: "AppleSDGothicNeo-Bold", pointSize: 18).width(of: "Translation")
        #expect(regular < medium && medium < bold)
    }

    @Test func futuraCondensedHasItsOwnLine() throws {
        // A movie app's genre buttons (Xcode 12): "Action" and "Comedy" in Futura Condensed
        // Medium 30 pt saved 49 high, its own 1.202 em line in whole points (37) and a
        // button's 6 pt above and below; the family's 1.3022 em, fitted to Futura Medium,
        // made them 52 and moved each row below 3 pt.
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ctl-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="189" height="49"/>
                <fontDescription key="fontDescription" name="Futura-CondensedMedium" family="Futura" pointSize="30"/>
                <state key="normal" title="Action"/>
            </button>
            """
        #expect(try ControlSizeTests.placed(button, toolsVersion: "17156")[3] == 49)
        #expect(TextMeasurement(fontNamed: "Futura-Medium", pointSize: 32).lineHeight == 42)
    }

    @Test func helveticaNeuesFiguresAreAllOneWidth() throws {
        // A size-class demo's population, "800,000" in 17 pt Helvetica Neue (Xcode 7), was
        // saved 62 wide: six figures of 0.556 em and a comma, where San Francisco's wider
        // figures, scaled, made 67.5. Every figure is as wide as every other, in any weight.
        // (61 since San Francisco's advances, its comma's among them, were refitted in the
        // sixty-second session.)
        let population = TextMeasurement(fontNamed: "HelveticaNeue", pointSize: 17).width(of: "800,000")
        #expect(abs(population - 62) <= 1)
        for face in ["HelveticaNeue", "HelveticaNeue-Bold"] {
            let m = TextMeasurement(fontNamed: face, pointSize: 20)
            #expect(m.width(of: "1111") == m.width(of: "8888"))
            #expect(abs(m.width(of: "0") - 0.556 * 20) <= 0.5)
        }
    }

    @Test func aNamedFontTakesItsFamilysLineHeightInPixels() throws {
        // Avenir Next's lines are 1.37 em: a 16 pt label is 22 high (the class model's
        // 1.2 em made it 20, and moved everything below it).
        let avenir =
            #"<fontDescription key="fontDescription" name="AvenirNext-Regular" family="Avenir Next" pointSize="16"/>"#
        let frame = try Self.placed("damping", font: avenir, toolsVersion: "14490")
        #expect(frame.count == 4 && frame[3] == 22)
        #expect((frame[2] * 2).rounded() == frame[2] * 2)
        #expect(TextMeasurement(fontNamed: "AvenirNext-Medium", pointSize: 17).lineHeight == 23.5)
        // A family the fit has not seen measures as San Francisco's fitted advances at 17 pt,
        // in its own weight as a factor alone (without the Text sizes' tracking): within half
        // a point of the system font's bold face.
        let unseen = TextMeasurement(fontNamed: "Optima-Bold", pointSize: 17)
        #expect(unseen.lineHeight == TextMeasurement(systemFontOfSize: 17).lineHeight)
        let bold = TextMeasurement(systemFontOfSize: 17, weight: .bold)
        #expect(unseen.width(of: "Didot") == 44 && bold.width(of: "Didot") == 44.5)
        #expect(unseen.width(of: "Didot Display") == 108.5 && bold.width(of: "Didot Display") == 109)
    }

    @Test func aNamedFontsLinesAreInTheThirdsOfA3xCanvas() throws {
        // A football app's setup screen (Xcode 10, the 5.5-inch canvas): Helvetica Neue
        // labels of 17 pt saved 20.333 high, and every view below them where thirds put
        // them. Three such labels stacked end 61 pt down, not 61.5 (half points).
        func stacked(_ font: String, device: String) throws -> [Double] {
            let labels = ["ctl-vw-001", "ctl-vw-002", "ctl-vw-003"].map {
                Self.label("Step", font: font).replacingOccurrences(of: "ctl-vw-001", with: $0)
            }
            let constraints = """
                <constraint firstItem="ctl-vw-001" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c01"/>
                <constraint firstItem="ctl-vw-001" firstAttribute="top" secondItem="ctl-rt-001" secondAttribute="top" id="ctl-c02"/>
                <constraint firstItem="ctl-vw-002" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c03"/>
                <constraint firstItem="ctl-vw-002" firstAttribute="top" secondItem="ctl-vw-001" secondAttribute="bottom" id="ctl-c04"/>
                <constraint firstItem="ctl-vw-003" firstAttribute="leading" secondItem="ctl-rt-001" secondAttribute="leading" id="ctl-c05"/>
                <constraint firstItem="ctl-vw-003" firstAttribute="top" secondItem="ctl-vw-002" secondAttribute="bottom" id="ctl-c06"/>
                """
            let solution = try ControlSizeTests.solved(
                labels.joined(separator: "\n"), constraints: constraints, toolsVersion: "14460", device: device)
            return InterfaceBuilderTests.frame(solution, "ctl-vw-003")
        }
        let neue =
            #"<fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>"#
        let third = try stacked(neue, device: "retina5_5")
        #expect(third.count == 4 && abs(third[1] - 40.667) < 0.01 && abs(third[3] - 20.333) < 0.01, "\(third)")
        // On a 2x canvas, half points.
        #expect(try stacked(neue, device: "retina4_7")[1] == 41)
        // San Francisco keeps half points on a 3x canvas, as does a family measured with
        // San Francisco's line (Optima).
        let system = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
        #expect(try stacked(system, device: "retina5_5")[1] == 41)
        let optima = #"<fontDescription key="fontDescription" name="Optima-Regular" family="Optima" pointSize="16"/>"#
        #expect(try stacked(optima, device: "retina5_5")[3] == 19.5)
    }

    @Test func someFontsIOSShipsAreWholePointsHigh() throws {
        // Futura's labels were saved 23 pt high at 17 pt on 3x canvases as on 2x ones, 16 at
        // 12, 26 at 20, 42 at 32: 1.3022 em, rounded up to whole points (68 of 103
        // single-line heights in the fifty-first session's batches, 57 at best in pixels);
        // Menlo's likewise (19 at 16). Papyrus keeps to pixels (31 at 20 on a 2x canvas).
        #expect(TextMeasurement(fontNamed: "Futura-Medium", pointSize: 17, scale: 3).lineHeight == 23)
        #expect(TextMeasurement(fontNamed: "Futura-Medium", pointSize: 17, scale: 2).lineHeight == 23)
        #expect(TextMeasurement(fontNamed: "Futura-Bold", pointSize: 32, scale: 3).lineHeight == 42)
        #expect(TextMeasurement(fontNamed: "Menlo-Italic", pointSize: 16, scale: 2).lineHeight == 19)
        #expect(TextMeasurement(fontNamed: "Papyrus", pointSize: 20, scale: 2).lineHeight == 31)
        // Two lines are two whole lines.
        #expect(TextMeasurement(fontNamed: "Futura-Medium", pointSize: 17, scale: 3).height(lines: 2) == 46)
        // Their widths are the faces' own from iOS 9 (`ownFaces`); before, San Francisco's,
        // and warned about.
        #expect(!TextMeasurement(fontNamed: "Futura-Medium", pointSize: 17).isEstimate)
        var iOS8 = TextMeasurement(fontNamed: "Futura-Medium", pointSize: 17)
        iOS8.drawnBeforeIOS9 = true
        #expect(iOS8.isEstimate)
    }

    @Test func linesOfFamiliesAddedFromLaterBatches() throws {
        // Georgia's labels of a Japanese shop and an aircraft market were saved 14 pt high
        // at 12 pt and 20 at 17: 1.1569 em, in pixels (33 of 36 single-line heights).
        #expect(TextMeasurement(fontNamed: "Georgia", pointSize: 12).lineHeight == 14)
        #expect(TextMeasurement(fontNamed: "Georgia-Bold", pointSize: 17).lineHeight == 20)
        // Proxima Nova's line is a single em (12 of 20; its own files say as much).
        #expect(TextMeasurement(fontNamed: "ProximaNova-Semibold", pointSize: 17).lineHeight == 17)
        // A fashion shop's Raleway labels were saved 28 pt high at 24 pt and 23.33 at 20 on a
        // 3x canvas: 1.1745 em, the font's own line (32 of 40 heights), within half a point
        // of both, where San Francisco's line made them 29 and 24. Its Montserrat "Filtros"
        // at 23 pt, 28.33: 1.2187 em (13 of 18).
        #expect(TextMeasurement(fontNamed: "Raleway-Bold", pointSize: 24, scale: 3).lineHeight == 28 + 1.0 / 3)
        #expect(TextMeasurement(fontNamed: "Raleway-Medium", pointSize: 20, scale: 3).lineHeight == 23 + 2.0 / 3)
        #expect(TextMeasurement(fontNamed: "Montserrat-Medium", pointSize: 23, scale: 3).lineHeight == 28 + 1.0 / 3)
        // Their widths are still San Francisco's, and warned about.
        #expect(TextMeasurement(fontNamed: "Georgia", pointSize: 12).isEstimate)
        // PingFang's regional cuts share one line, 1.4 em in whole points: two apps'
        // labels of PingFang HK, SC and TC saved 28 pt high at 20, 23 at 16, 51 at 36 and
        // 68 at 48 (8 of 9; San Francisco's line made them 24, 19.5, 43 and 57.5).
        #expect(TextMeasurement(fontNamed: "PingFangHK-Medium", pointSize: 20).lineHeight == 28)
        #expect(TextMeasurement(fontNamed: "PingFangTC-Semibold", pointSize: 16).lineHeight == 23)
        #expect(TextMeasurement(fontNamed: "PingFangSC-Semibold", pointSize: 48, scale: 3).lineHeight == 68)
        #expect(TextMeasurement(fontNamed: "PingFangMO-Regular", pointSize: 36).lineHeight == 51)
        // Hiragino Sans's line is one em (182 of 186 heights in a Japanese app's files).
        #expect(TextMeasurement(fontNamed: "HiraginoSans-W3", pointSize: 17).lineHeight == 17)
        // A recipe app's Savoye Let titles were saved 49 pt high at 40, 37 at 30 and 61 at
        // 50: 1.2188 em (8 of 9 heights; San Francisco's line made them 48, 36 and 60).
        #expect(TextMeasurement(fontNamed: "SavoyeLetPlain", pointSize: 40).lineHeight == 49)
        #expect(TextMeasurement(fontNamed: "SavoyeLetPlain", pointSize: 30).lineHeight == 37)
        #expect(TextMeasurement(fontNamed: "SavoyeLetPlain", pointSize: 50).lineHeight == 61)
        // Copperplate's line is hardly more than an em: a movie app's bold headings were
        // saved 16.33, 18.33 and 20.33 pt high at 16, 18 and 20 on a 3x canvas (8 of 8
        // heights, in two apps; San Francisco's line made them 19.5, 21.5 and 24, and
        // moved every view below them). A book's Bradley Hand captions, 50 at 40.
        #expect(TextMeasurement(fontNamed: "Copperplate-Bold", pointSize: 16, scale: 3).lineHeight == 16 + 1.0 / 3)
        #expect(TextMeasurement(fontNamed: "Copperplate-Bold", pointSize: 20, scale: 3).lineHeight == 20 + 1.0 / 3)
        #expect(TextMeasurement(fontNamed: "BradleyHandITCTT-Bold", pointSize: 40).lineHeight == 50)
    }

    @Test func noteworthyAndMarkerFeltHaveTheirOwnTallLines() throws {
        // A food app's Noteworthy Light product names were saved 37 pt high at 23 pt on a 3x
        // canvas (Xcode 14.3): 1.597 em, as the six such heights of two apps are; San
        // Francisco's line made them 9.5 pt shorter and moved each row of the form below.
        #expect(TextMeasurement(fontNamed: "Noteworthy-Light", pointSize: 23, scale: 3).lineHeight == 37)
        // Another's Marker Felt Wide labels, Xcode 12.0 on a 2x canvas: 26 pt high at 20,
        // 32.5 at 25, 22.5 at 17 (1.297 em; 10 of 17 heights in three apps).
        #expect(TextMeasurement(fontNamed: "MarkerFelt-Wide", pointSize: 20).lineHeight == 26)
        #expect(TextMeasurement(fontNamed: "MarkerFelt-Wide", pointSize: 25).lineHeight == 32.5)
        #expect(TextMeasurement(fontNamed: "MarkerFelt-Wide", pointSize: 17).lineHeight == 22.5)
        // Their widths are still San Francisco's, and warned about.
        #expect(TextMeasurement(fontNamed: "Noteworthy-Light", pointSize: 23).isEstimate)
    }

    @Test func americanTypewriterAndKefaHaveTheirOwnLines() throws {
        // A map course's American Typewriter labels of Xcode 10.1 on a 2x canvas: 28 pt high
        // at 24, 20 at 17 (1.145 em in whole points, 8 of 10 heights in five apps), where San
        // Francisco's line made them a point taller and moved every field below them.
        #expect(TextMeasurement(fontNamed: "AmericanTypewriter", pointSize: 24).lineHeight == 28)
        #expect(TextMeasurement(fontNamed: "AmericanTypewriter", pointSize: 17).lineHeight == 20)
        // Kefa's, 1.16 em in pixels (13 of 14 in five apps): 21 pt at 18, 40⅔ at 35 on a 3x
        // canvas.
        #expect(TextMeasurement(fontNamed: "Kefa-Regular", pointSize: 18).lineHeight == 21)
        #expect(TextMeasurement(fontNamed: "Kefa-Regular", pointSize: 35, scale: 3).lineHeight == 40 + 2.0 / 3)
        #expect(TextMeasurement(fontNamed: "AmericanTypewriter", pointSize: 24).isEstimate)
    }

    @Test func onlyFamiliesWithoutFittedWidthsAreWarnedAbout() throws {
        func warnings(_ font: String, toolsVersion: String = "14490") throws -> [String] {
            let xib = ControlSizeTests.xib(
                Self.label("Hello", font: font), constraints: ControlSizeTests.atTopLeft, toolsVersion: toolsVersion)
            return try InterfaceBuilderTests.layouts(ofText: xib, fileExtension: "xib").layouts
                .flatMap(\.diagnostics).filter { $0.rule == .unknownFont }.map(\.message)
        }
        #expect(
            try warnings(
                #"<fontDescription key="fontDescription" name="HelveticaNeue-Light" family="Helvetica Neue" pointSize="17"/>"#
            ).isEmpty)
        // Nor a face measured with its metric-compatible open font.
        #expect(
            try warnings(
                #"<fontDescription key="fontDescription" name="Menlo-Regular" family="Menlo" pointSize="16"/>"#
            )
            .isEmpty)
        // The system font by its private name is San Francisco, not a named font.
        #expect(
            try warnings(
                #"<fontDescription key="fontDescription" name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17"/>"#
            ).isEmpty)
        // Nor a face measured with its own advances (`TextMeasurement.ownFaces`), from iOS 9:
        // before, Avenir Next's text is San Francisco's widths, and warned about.
        let avenir =
            #"<fontDescription key="fontDescription" name="AvenirNext-Regular" family="Avenir Next" pointSize="16"/>"#
        #expect(try warnings(avenir).isEmpty)
        let xcode6 = try warnings(avenir, toolsVersion: "6254")
        #expect(xcode6.count == 1 && xcode6.first?.contains("AvenirNext-Regular") == true)
        let markerFelt = try warnings(
            #"<fontDescription key="fontDescription" name="MarkerFelt-Thin" family="Marker Felt" pointSize="30"/>"#)
        #expect(markerFelt.count == 1 && markerFelt.first?.contains("MarkerFelt-Thin") == true)
    }

    @Test(arguments: [
        // text, scale, the size Xcode saved: the 36 pt Helvetica labels of Xcode 7's
        // tabbed-app template, in held-out apps' files at 2x (iOS 9 Swift course projects)
        // and at 1x (an iOS 9 apps course); 'V' before 'i' is kerned 0.65 pt closer.
        ("First View", 2.0, 157.5, 41.5),
        ("Second View", 2, 209.5, 41.5),
        ("First View", 1, 158, 42),
        ("Second View", 1, 210, 42),
    ])
    func helveticaIsMeasuredWithTheOpenFontDrawnToItsWidths(
        _ text: String, _ scale: Double, _ width: Double, _ height: Double
    ) throws {
        // San Francisco's advances and line height (the estimate before) made them
        // 156.5 and 209 wide and 43 high.
        let helvetica = TextMeasurement(fontNamed: "Helvetica", pointSize: 36, scale: scale)
        #expect(helvetica.size(of: text).width == width)
        #expect(helvetica.lineHeight == height)
        // Arial was drawn to Helvetica's widths.
        #expect(TextMeasurement(fontNamed: "ArialMT", pointSize: 36, scale: scale).size(of: text).width == width)
    }

    @Test(arguments: [
        // face, point size, the height Xcode 14 and 15 saved (one app's 121 files, 2x
        // canvases); with the open font's line gap they came out 20, 18.5 and 17.5
        ("ArialMT", 17.0, 19.0),
        ("ArialMT", 16, 18),
        ("Arial-BoldMT", 17, 19),
        ("Arial-BoldMT", 15, 17),
    ])
    func arialsLinesLeaveTheLineGapOut(_ face: String, _ size: Double, _ height: Double) throws {
        let font = #"<fontDescription key="fontDescription" name="\#(face)" family="Arial" pointSize="\#(size)"/>"#
        #expect(try Self.placed("Security", font: font, toolsVersion: "21701")[3] == height)
        // Helvetica, drawn to the same widths and measured with the same open font, keeps
        // the gap: 17 pt is 19.55, 20 in a 2x canvas's pixels.
        #expect(TextMeasurement(fontNamed: "Helvetica", pointSize: 17, scale: 2).lineHeight == 20)
    }

    @Test func monospacedFacesAreTheirOpenFontsEm() throws {
        // Menlo (Bitstream Vera Sans Mono's design) advances 0.602 em a character and its
        // lines are 1.164 em; Courier New 1229/2048 em (a hair over 0.6: nine characters at
        // 20 pt are 108.02, 108.5 in pixels) and 1.133 em.
        let menlo = TextMeasurement(fontNamed: "Menlo-Regular", pointSize: 16, scale: 2)
        #expect(menlo.width(of: "{Field Value}") == 125.5)
        #expect(menlo.lineHeight == 19)
        let courier = TextMeasurement(fontNamed: "CourierNewPSMT", pointSize: 20, scale: 2)
        #expect(courier.width(of: "timestamp") == 108.5)
        #expect(courier.lineHeight == 23)
        // A character the open font's table lacks falls back to the estimate.
        #expect(menlo.width(of: "日本") > 0)
    }

    @Test(arguments: [("Courier", 20.0), ("Courier", 25), ("Courier", 32), ("Courier-Bold", 20)])
    func courierIsCourierNewsWidthsOnALineOfOneEm(_ face: String, _ size: Double) throws {
        // A Pokémon rock-paper-scissors app's Courier labels (Xcode 8) were saved 20, 25 and
        // 32 pt high at 20, 25 and 32 pt, its "Score:" at 20 pt 73 wide (a monospaced 0.6 em
        // a character, as Courier New's); measured as San Francisco, with a warning, they
        // came out 24, 30 and 38.5 high and 57.5 wide.
        let courier = TextMeasurement(fontNamed: face, pointSize: size, scale: 2)
        #expect(!courier.isEstimate)
        #expect(courier.lineHeight == size)
        #expect(
            courier.width(of: "Score:")
                == TextMeasurement(fontNamed: "CourierNewPSMT", pointSize: size, scale: 2).width(of: "Score:"))
    }
}

extension NamedFontTests {
    @Test func arialRoundedIsMeasuredWithItsOwnAdvancesAndKerning() throws {
        // The Bullseye game's labels (Xcode 9 and 10, 2x canvases): "Scores:" saved 63.5
        // wide at 17 pt, "Round:" 59 (63.8 and 59.0 without kerning), "99999" 59.5 at 20
        // pt, the instructions 332 at 17; measured as San Francisco, with a warning, they
        // came out a point or three off.
        let rounded = { (size: Double) in TextMeasurement(fontNamed: "ArialRoundedMTBold", pointSize: size, scale: 2) }
        #expect(!rounded(17).isEstimate)
        #expect(rounded(17).width(of: "Scores:") == 63.5)
        #expect(rounded(17).width(of: "Round:") == 59)
        #expect(rounded(20).width(of: "99999") == 59.5)
        #expect(rounded(17).width(of: "Put the Bull's Eye as close as you can to:") == 332)
        #expect(rounded(17).lineHeight == 20)
    }
}
