import LayoutDocument
import Testing

/// San Francisco against widths Xcode saved in real files (the fixtures, and the files
/// read for the fidelity checks): single-line labels whose width is their text's. From the
/// faces' own numbers (`SanFranciscoMetrics`), where they have the character, else the
/// fitted table.
@Suite("System font metrics")
struct SystemFontTests {
    @Test(arguments: [
        // text, point size, weight, canvas scale, the width Xcode saved
        ("Label", 17.0, TextMeasurement.Weight.regular, 2.0, 42.0),  // ChatSecure
        ("Label", 14, .regular, 2, 35.5),  // ChatSecure
        ("Precise", 17, .regular, 2, 56.5),  // Cosmos
        ("Review contents", 15, .regular, 2, 113),  // firebase
        ("Thank you!", 30, .regular, 2, 143),  // ChatSecure: a Display size
        ("{Length}", 17, .regular, 2, 65),  // KeePassium: 72 with braces as wide as a letter
        ("{123}", 17, .regular, 2, 40),  // KeePassium: 46.5 so
        ("{Subtitle}", 15, .regular, 3, 63.6667),  // KeePassium on a 3x canvas
    ])
    func widthsAreWithinHalfAPointOfXcodes(
        _ text: String, _ size: Double, _ weight: TextMeasurement.Weight, _ scale: Double, _ saved: Double
    ) {
        let m = TextMeasurement(systemFontOfSize: size, weight: weight, scale: scale)
        let width = m.width(of: Substring(text))
        #expect(abs(width - saved) <= 0.5, "\(text) at \(size) pt: \(width), Xcode saved \(saved)")
        // Rounded up to the canvas's pixels.
        #expect((width * scale).rounded() == width * scale)
    }

    @Test func iOS15Point4SetsLatinTextNarrower() {
        // A 17 pt "Label": 42 pt in files of Xcode 8 and 9, 41.5 on the 2x canvases of
        // Xcode 13.3 and 14 (41.333 on Xcode 16's 3x ones); East Asian text keeps its
        // own advances.
        var modern = TextMeasurement(systemFontOfSize: 17)
        modern.narrowAdvances = true
        #expect(modern.width(of: "Label") == 41.5)
        #expect(TextMeasurement(systemFontOfSize: 17).width(of: "Label") == 42)
        var chinese = modern
        chinese.eastAsian = EastAsianFallback.drawn(byToolsVersion: 23727)
        var earlier = TextMeasurement(systemFontOfSize: 17)
        earlier.eastAsian = chinese.eastAsian
        #expect(chinese.width(of: "只有图片") == earlier.width(of: "只有图片"))
    }

    @Test func iOS15Point4NarrowsTheTextFaceNotTheDisplayFace() throws {
        // Files of Xcode 13.3 and later: a 17 pt "Label" 41.5 wide (42 before), but a
        // profile screen's "Your Profile" and "Video" in bold 40 pt (Xcode 15) saved 213
        // and 108, as the Display face draws them (212 and 107 narrowed).
        func width(_ text: String, _ size: Int, _ toolsVersion: String) throws -> Double {
            let font = #"<fontDescription key="fontDescription" type="boldSystem" pointSize="\#(size)"/>"#
            return try NamedFontTests.placed(text, font: font, toolsVersion: toolsVersion)[2]
        }
        #expect(try abs(width("Your Profile", 40, "22505") - 213) <= 0.5)
        #expect(try abs(width("Video", 40, "22505") - 108) <= 0.5)
        #expect(try width("Your Profile", 40, "22505") == width("Your Profile", 40, "19529"))
        #expect(try width("Your Profile and Settings", 17, "22505") < width("Your Profile and Settings", 17, "19529"))
    }

    @Test func xcode12To13Point2SetMultiLineLabelsAsIOS15Point4Does() throws {
        // Photo-sharing courses' comment labels (`numberOfLines="0"`, their width their
        // text's): "This is a comment" saved 138.5 wide by Xcode 12.3 to 13.2, as Xcode 13.3
        // saves every label, where its single line is 139.5; Xcode 11's 139.5 either way.
        func width(lines: String?, _ toolsVersion: String) throws -> Double {
            let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
            var label = NamedFontTests.label("This is a comment", font: font)
            if let lines {
                label = label.replacingOccurrences(of: "text=", with: #"numberOfLines="\#(lines)" text="#)
            }
            return try ControlSizeTests.placed(label, toolsVersion: toolsVersion)[2]
        }
        for toolsVersion in ["17701", "19162", "19529"] {
            #expect(try width(lines: "0", toolsVersion) == 138.5)
            #expect(try width(lines: "2", toolsVersion) == 138.5)
            #expect(try width(lines: nil, toolsVersion) == 139.5)
        }
        #expect(try width(lines: "0", "16097") == 139.5)
        #expect(try width(lines: "0", "20037") == width(lines: nil, "20037"))
    }

    @Test func aQuizTemplatesQuestionMarksAreTheirWidth() {
        // A textbook's quiz app, built again in twenty repositories of fidelity batch 28
        // (Xcode 7 to 15, now among the fit's sources): its "???" labels in 17 pt were all
        // saved 25 pt wide, on 1x, 2x and 3x canvases. Before batch 28 was fitted the
        // table's question mark (0.5 em) made them 26.
        for scale in [1.0, 2, 3] {
            let width = TextMeasurement(systemFontOfSize: 17, scale: scale).width(of: "???")
            #expect(width == 25, "at \(scale)x: \(width)")
        }
    }

    @Test func digitsAtDisplaySizesAreTheDisplayFaces() throws {
        // Calculators and scores of Xcode 11 to 14, their width only their text's: "0" at
        // 30 pt 19 wide (two calculators), "10" in bold at 36 pt 42 (Agora's samples); the
        // fitted table's digits alone made them 1 to 3 pt narrower.
        func width(_ text: Substring, _ size: Double, _ weight: TextMeasurement.Weight = .regular) -> Double {
            TextMeasurement(systemFontOfSize: size, weight: weight, scale: 2).width(of: text)
        }
        #expect(width("0", 30) == 19)
        #expect(width("10", 36, .bold) == 42)
        // Before Xcode 12 (iOS 13 and earlier) a colon and a full stop were drawn wider
        // than the Display face has them: a stopwatch's "00:00.00" at 50 pt (Xcode 11.3)
        // saved 209.5 wide, a timer's "25:00" at 66 pt (Xcode 11.4) 174, 4 and 2.5 pt more
        // than the face; from Xcode 12 the face's ("20:00" at 50 pt, Xcode 12.3: 132).
        func placed(_ text: String, _ size: Int, _ toolsVersion: String) throws -> Double {
            let font = #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
            return try NamedFontTests.placed(text, font: font, toolsVersion: toolsVersion)[2]
        }
        #expect(try abs(placed("00:00.00", 50, "15705") - 209.5) <= 0.5)
        #expect(try abs(placed("25:00", 66, "16097") - 174) <= 0.5)
        #expect(try placed("20:00", 50, "17701") == 132)
        #expect(try placed("20:00", 50, "16097") > 133)
        // Text sizes are the face's in every era.
        #expect(try placed("Time: 10.5", 17, "16097") == placed("Time: 10.5", 17, "17701"))
    }

    @Test func aTextSizePastTheFittedOnesKeepsTheLastTextSizesTracking() {
        // Instructions' sample (Xcode 13): user names in 19 pt, a size the metrics have no
        // tracking for. Interpolated towards the Display sizes' tracking, they came out
        // 1 to 1.5 pt narrow (83 and 84).
        let m = TextMeasurement(systemFontOfSize: 19, scale: 2)
        #expect(abs(m.width(of: "@janedoe") - 84) <= 0.5)
        #expect(abs(m.width(of: "@johndoe") - 85.5) <= 0.5)
    }

    @Test func heavierWeightsOfIOS9And10AreTheFacesToo() {
        // IQKeyboardManager's demos (Xcode 7 and 8): a 15 pt bold label saved 131 wide and a
        // 12 pt bold "100" 23; the fitted table's model of those years (a factor alone on
        // the regular advances) gave 131 and 22, the later weights' model (a factor and an
        // amount per character) 132 and 22. The bold Text face gives both.
        let toolbar = TextMeasurement(systemFontOfSize: 15, weight: .bold, scale: 2, iOS9Weights: true)
        #expect(toolbar.width(of: "Toolbar Tint Color") == 131)
        let hundred = TextMeasurement(systemFontOfSize: 12, weight: .bold, scale: 1, iOS9Weights: true)
        #expect(hundred.width(of: "100") == 23)
        // At the Text sizes iOS 9 and 10 drew the faces as later iOS does.
        let later = TextMeasurement(systemFontOfSize: 15, weight: .bold, scale: 2)
        #expect(later.width(of: "Toolbar Tint Color") == 131)
    }

    @Test func displaySizesOfIOS9And10AreSetWider() {
        // Kodeco's iOS 9 and 10 books: 30 pt light titles that Xcode 7 and 8 saved 6 to 9
        // pt wider than the Display face gives ("Dynamic Photo Display" 300, "Vacation
        // Spots" 195), `TextMeasurement.iOS9DisplayFaceWidening` a letter. SwiftTheme's
        // "SwiftTheme" in 30 pt regular, a file of Xcode 8: 160.
        func width(_ text: Substring, _ size: Double, _ weight: TextMeasurement.Weight, wide: Bool) -> Double {
            var m = TextMeasurement(systemFontOfSize: size, weight: weight, scale: 2, iOS9Weights: true)
            m.wideDisplaySizes = wide
            return m.width(of: text)
        }
        for (text, size, weight, saved) in [
            ("Dynamic Photo Display", 30.0, TextMeasurement.Weight.light, 300.0), ("Vacation Spots", 30, .light, 195),
            ("SwiftTheme", 30, .regular, 160),
        ] {
            let wide = width(text[...], size, weight, wide: true)
            #expect(abs(wide - saved) <= 0.5, "\(text)")
            #expect(width(text[...], size, weight, wide: false) < wide - 2, "\(text)")
        }
        // From 20 pt, files of Xcode 7 and 8 of the fidelity batches: a course app's "Login
        // to Udacity" at 24 pt, 174.5 (another's, 175); a journal's "My Journals" at 20, 109;
        // a stock app's "treedeo" at 23, 79; a travel-book app's "degrees Celsius" and "is
        // really" at 36, 254 and 119 (two forks of Xcode 8), 246 and 114 in the forks of
        // Xcode 9 to 12.
        for (text, size, saved) in [
            ("Login to Udacity", 24.0, 174.5), ("My Journals", 20, 109), ("treedeo", 23, 79),
            ("degrees Celsius", 36, 254), ("is really", 36, 119),
        ] {
            #expect(abs(width(text[...], size, .regular, wide: true) - saved) <= 0.5, "\(text)")
            #expect(width(text[...], size, .regular, wide: false) < saved - 1, "\(text)")
        }
        #expect(abs(width("App Thinning", 28, .light, wide: true) - 162) <= 0.5)
        // Their digits were not set wider: a scoreboard's "136" at 30 pt, saved 51.
        #expect(width("136", 30, .regular, wide: true) == 51)
        #expect(width("136", 30, .regular, wide: true) == width("136", 30, .regular, wide: false))
    }

    @Test func iOS9And10DrawDisplayDigitsAsTheFaceDoes() {
        // A stock app of Xcode 7 (fidelity batch 40, never fitted): "23", "136" and "45$" at
        // 30 pt saved 36, 51 and 55 wide; "5000$" at 24, 74: the Display face's digits, not
        // widened as its letters are.
        for (text, size, saved) in [("23", 30.0, 36.0), ("136", 30, 51), ("45$", 30, 55), ("5000$", 24, 74)] {
            var m = TextMeasurement(systemFontOfSize: size, scale: 2, iOS9Weights: true)
            m.wideDisplaySizes = true
            #expect(abs(m.width(of: text[...]) - saved) <= 0.5, "\(text)")
        }
    }

    @Test func boldTextSizesAreTheBoldTextFace() {
        // Labels of the fidelity batches in bold at Text sizes: Kodeco's "(Longitude goes
        // here)" at 17 pt, 180 wide (Xcode 15); a chat app's "Name" at 15 pt, 42.5 (Xcode
        // 13.3), and Twitter clones' at 18 pt, 51; a photo app's "Username" at 17 pt on a 3x
        // canvas, 83.667. The fitted table's amount for bold made them 178, 41.5, 49.5 and
        // 82. XLPagerTabStrip's button cell (Xcode 14, a fixture): "Label" in bold 14 pt, 37
        // (38 with bold a factor alone). (Kodeco's "(Latitude goes here)", 165.5 in forks of
        // Xcode 12 and 13, is 166.5 with the bold face.)
        func width(_ text: Substring, _ size: Double, scale: Double = 2, narrow: Bool = false) -> Double {
            var m = TextMeasurement(systemFontOfSize: size, weight: .bold, scale: scale)
            m.narrowAdvances = narrow
            return m.width(of: text)
        }
        #expect(abs(width("(Longitude goes here)", 17, narrow: true) - 180) <= 0.5)
        #expect(abs(width("Name", 15, narrow: true) - 42.5) <= 0.5)
        #expect(abs(width("Name", 18) - 51) <= 0.5)
        #expect(abs(width("Username", 17, scale: 3) - 83.667) <= 0.5)
        #expect(abs(width("Label", 14, narrow: true) - 37) <= 0.5)
    }

    @Test func aCapitalTTucksInMoreAtDisplaySizes() {
        // Tic-tac-toe games' "Turn" at 30 and 35 pt (Xcode 15 and 13.3, 3x canvases) saved
        // 56.667 and 65.667 wide, "Type 1" at 22 pt 60.667 (3x); with the fitted table's
        // Text-size kerning alone, 57.5, 67 and 62. A 17 pt "Tap to Record" (a voice app of
        // Xcode 11, 106) is the Text face's. A card game's "Touches: 0" at 30 pt (Xcode 10),
        // 141.667, has the wider colon of iOS 13 and earlier.
        func width(_ text: Substring, _ size: Double, scale: Double, narrow: Bool) -> Double {
            var m = TextMeasurement(systemFontOfSize: size, scale: scale)
            m.narrowAdvances = narrow
            return m.width(of: text)
        }
        #expect(abs(width("Turn", 30, scale: 3, narrow: true) - 56.6667) <= 0.5)
        #expect(abs(width("Turn", 35, scale: 3, narrow: true) - 65.6667) <= 0.5)
        #expect(abs(width("Type 1", 22, scale: 3, narrow: false) - 60.6667) <= 0.5)
        var touches = TextMeasurement(systemFontOfSize: 30, scale: 3)
        touches.iOS13Signs = true
        #expect(abs(touches.width(of: "Touches: 0") - 141.6667) <= 0.5)
        #expect(abs(width("Tap to Record", 17, scale: 2, narrow: false) - 106) <= 0.5)
    }

    @Test func iOS13AndEarlierDrewSomeSignsNarrowerAndTheSlashWider() {
        // Weather apps' "14%" at 17 pt saved 32 wide (Xcode 11.3) and "Humidity %" 86
        // (Xcode 9.3), a calculator's "%" at 30 pt 24, a fitness app's "20 %" in light
        // 38 pt 81.5 (Xcode 10.2): the faces give 33.5, 88.5, 25 and 83. Files of Xcode 14
        // and later draw the face's: "50%" in bold 15 pt 35.33 on a 3x canvas.
        func width(
            _ text: Substring, _ size: Double, _ weight: TextMeasurement.Weight = .regular, old: Bool
        )
            -> Double
        {
            var m = TextMeasurement(systemFontOfSize: size, weight: weight, scale: 2)
            m.iOS13Signs = old
            return m.width(of: text)
        }
        for (text, size, weight, saved) in [
            ("14%", 17.0, TextMeasurement.Weight.regular, 32.0), ("Humidity %", 17, .regular, 86),
            ("%", 30, .regular, 24), ("20 %", 38, .light, 81.5),
        ] {
            #expect(abs(width(text[...], size, weight, old: true) - saved) <= 0.5, "\(text)")
            #expect(width(text[...], size, weight, old: false) >= saved + 1, "\(text)")
        }
        var bold = TextMeasurement(systemFontOfSize: 15, weight: .bold, scale: 3)
        #expect(abs(bold.width(of: "50%") - 35.33) <= 0.5)
        bold.iOS13Signs = true
        #expect(bold.width(of: "50%") < 34.5)
        // So was the low line: a weather app's "_" at 17 pt 7.5 wide (Xcode 10.1), a
        // Bluetooth demo's "Gouthm_2G" 91 (Xcode 11.3), where the face gives 10 and 93.
        #expect(width("_", 17, old: true) == 7.5 && width("_", 17, old: false) == 10)
        #expect(abs(width("Gouthm_2G", 17, old: true) - 91) <= 0.5)
        // The apostrophe and the straight quote narrower, the slash wider: a timer's
        // "Workin'" at 38 pt 121 (Xcode 10.1), 'Power of "Om"' at 15 pt 101 (Xcode 11.2), a
        // hotel's "01/03/2019" at 17 pt 88 (Xcode 10.1), where the faces give 123, 102.5
        // and 86.5.
        for (text, size, saved) in [
            ("Workin'", 38.0, 121.0), ("Power of \"Om\"", 15, 101), ("01/03/2019", 17, 88),
        ] {
            #expect(abs(width(text[...], size, old: true) - saved) <= 0.5, "\(text)")
            #expect(abs(width(text[...], size, old: false) - saved) >= 1, "\(text)")
        }
        // Nothing else changes.
        #expect(width("Humidity", 17, old: true) == width("Humidity", 17, old: false))
    }

    @Test func displaySizesFollowTheDisplayFacesTrack() {
        // A travel-book app's temperature converter in 36 pt, built again in 20 forks of
        // Xcode 9 to 12 (fidelity batch 64): "degrees Celsius" saved 246 pt wide and "is
        // really" 114 on 2x canvases; the fitted table's 36 pt entry, above both its
        // neighbours', made them 249 and 116. A study app's "Label" at 25 pt, 59 (Xcode
        // 14.3). A card game's "Flips: 0" at 40, 124 in Xcode 10 to 11, has the wider colon
        // of iOS 13 and earlier (122.5 with the face's).
        func width(_ text: Substring, _ size: Double, narrow: Bool = false) -> Double {
            var m = TextMeasurement(systemFontOfSize: size, scale: 2)
            m.narrowAdvances = narrow
            return m.width(of: text)
        }
        #expect(abs(width("degrees Celsius", 36) - 246) <= 0.5)
        #expect(abs(width("is really", 36) - 114) <= 0.5)
        #expect(abs(width("Label", 25, narrow: true) - 59) <= 0.5)
        var flips = TextMeasurement(systemFontOfSize: 40, scale: 2)
        flips.iOS13Signs = true
        #expect(abs(flips.width(of: "Flips: 0") - 124) <= 0.5 && width("Flips: 0", 40) == 122.5)
        // Smooth from size to size: a point more adds about as much at 34, 36 and 37 pt,
        // where the fitted entries went up and down.
        let steps = [33.0, 34, 35, 36, 37, 38].map { width("degrees Celsius", $0) }
        let growth = zip(steps.dropFirst(), steps).map { $0 - $1 }
        #expect(growth.allSatisfy { (5...8).contains($0) }, "\(growth)")
    }

    @Test(arguments: [
        // text, point size, weight, the width Xcode saved (apps of the fidelity batches, 2x
        // canvases, or a 3x one's half points), and the fitted table's alone in the comment
        // (a health app's "Conceito" in bold 21 pt, Xcode 26, saved 88.5, is 89.5 with the
        // bold Display face)
        ("Live Activity", 20.0, TextMeasurement.Weight.bold, 115.5),  // a camp app, Xcode 10: 112.5
        ("Web Services", 20, .bold, 128.5),  // the same: 127
        ("View All", 20, .bold, 75.5),  // a reading app: 73
        ("RECOVER PASSWORD", 35, .bold, 365.5),  // a sign-in screen: 359.5
        ("My Journals", 20, .semibold, 112),  // a journal app, Xcode 9: 109.5
        ("News", 22, .semibold, 56.5),  // a news app, Xcode 11: 55.5
        ("MY PROFILE", 30, .bold, 174),  // the camp app: 171.5
        ("Login", 50, .bold, 128),  // a chat app, Xcode 12: 133
        ("Login", 60, .bold, 152.5),  // a sign-in sample, Xcode 11: 160
        ("Avg Bill", 50, .regular, 154.5),  // a power-use app, Xcode 10: 166.5
        ("Sign up", 45, .regular, 144.5),  // a music app, Xcode 11.4: 152
    ])
    func boldDisplaySizesAndTheLargestSizesAreAsXcodeDrewThem(
        _ text: String, _ size: Double, _ weight: TextMeasurement.Weight, _ saved: Double
    ) {
        let width = TextMeasurement(systemFontOfSize: size, weight: weight, scale: 2).width(of: Substring(text))
        #expect(abs(width - saved) <= 0.5, "\(text) at \(size) pt: \(width), Xcode saved \(saved)")
    }

    @Test func aCapitalTTucksInTheShortLetterAfterIt() {
        // Kingfisher's "Text Attachment" (17 pt, fixtures): saved 125 wide (125.5 with the
        // Text face's kerning); 126.5 with the T as wide before an e as anywhere.
        let m = TextMeasurement(systemFontOfSize: 17, scale: 2)
        #expect(abs(m.width(of: "Text Attachment") - 125) <= 0.5)
        // The face's kerning: about a tenth of an em before an x-height letter, less
        // before a full stop or an i, none before a letter with an ascender.
        let large = TextMeasurement(systemFontOfSize: 40, scale: 2)
        func tucked(_ next: String) -> Double {
            large.width(of: "T") + large.width(of: Substring(next)) - large.width(of: Substring("T" + next))
        }
        for next in ["o", "e", "a", "y", "u"] {
            #expect(tucked(next) >= 4.5, "T\(next)")
        }
        for next in [".", "i"] {
            #expect((1...3).contains(tucked(next)), "T\(next)")
        }
        for next in ["h", "l", "T"] {
            #expect(tucked(next) <= 0.5, "T\(next)")
        }
        // Named fonts' factors were fitted without kerning; the class model has none. A face
        // measured with its own numbers (`TextMeasurement.ownFaces`) has its own kerning.
        let named = TextMeasurement(fontNamed: "Baskerville", pointSize: 40, scale: 2)
        #expect(named.width(of: "To") >= named.width(of: "T") + named.width(of: "o") - 0.5)
        let own = TextMeasurement(fontNamed: "AvenirNext-Regular", pointSize: 40, scale: 2)
        #expect(own.width(of: "To") < own.width(of: "T") + own.width(of: "o") - 3)
    }

    @Test func lineHeightsAreUIKitsRoundedToPixels() {
        // UIFont's line height for San Francisco 17 pt is 20.29: 20.5 on a 2x screen,
        // 20.33 on a 3x one (Xcode's canvas measures text in half points on 3x devices
        // too: `textOnA3xCanvasIsMeasuredInHalfPoints`).
        #expect(TextMeasurement(systemFontOfSize: 17, scale: 2).lineHeight == 20.5)
        #expect(abs(TextMeasurement(systemFontOfSize: 17, scale: 3).lineHeight - 61.0 / 3) < 1e-9)
        // The class model (Helvetica Neue files, named fonts) is unchanged.
        #expect(TextMeasurement(pointSize: 17).lineHeight == 21)
    }

    @Test func lightIsNarrowerAndEveryWeightIsItsOwnFace() throws {
        // BEMCheckBox's sample app (never fitted) saved its 15 pt light labels 174 and
        // 149 wide on a 2x canvas; measured as regular they are 177.5 and 152.
        let light = TextMeasurement(systemFontOfSize: 15, weight: .light, scale: 2)
        #expect(abs(light.width(of: "BEMAnimationTypeStroke") - 174) <= 0.5)
        #expect(abs(light.width(of: "BEMAnimationTypeFill") - 149) <= 0.5)
        // Every weight is its own face, each wider than the one lighter.
        let text: Substring = "onAnimationType"
        let widths = TextMeasurement.Weight.allCases.map {
            TextMeasurement(systemFontOfSize: 15, weight: $0).width(of: text)
        }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
        // Greek, which the faces lack, takes the fitted table's weights: wider as they grow.
        let greek = [TextMeasurement.Weight.regular, .bold, .black].map {
            TextMeasurement(systemFontOfSize: 17, weight: $0, scale: 1000).width(of: "αβγδε")
        }
        #expect(greek[0] < greek[1] && greek[1] < greek[2], "\(greek)")
        // ViewAnimator's sample (Xcode 11, never fitted): "Memories" and "People" in black
        // 34 pt were saved 169 and 117.67 wide; as bold they measured 152.5 and 106.5.
        let black = TextMeasurement(systemFontOfSize: 34, weight: .black, scale: 2)
        #expect(abs(black.width(of: "Memories") - 169) <= 0.5)
        #expect(abs(black.width(of: "People") - 117.67) <= 0.5)
        // Interface Builder's weight names, in any case, as a file or an attributed
        // string's `systemUltraLight` spells them.
        #expect(TextMeasurement.Weight(named: "ultraLight") == .ultraLight)
        #expect(TextMeasurement.Weight(named: "UltraLight") == .ultraLight)
        #expect(TextMeasurement.Weight(named: "book") == nil)
        // A label in a file: its weight is read.
        let font = #"<fontDescription key="fontDescription" type="system" weight="light" pointSize="15"/>"#
        let frame = try NamedFontTests.placed("BEMAnimationTypeFill", font: font, toolsVersion: "15505")
        #expect(frame.count == 4 && frame[3] == 18 && abs(frame[2] - 149) <= 0.5)
    }

    @Test func heavierWeightsAreWiderAndUnseenCharactersFallBack() {
        let regular = TextMeasurement(systemFontOfSize: 17).width(of: "Settings")
        let bold = TextMeasurement(systemFontOfSize: 17, weight: .bold).width(of: "Settings")
        #expect(bold > regular)
        // A character no fitted label showed takes its class's mean; East Asian ones a
        // full em.
        #expect(TextMeasurement(systemFontOfSize: 20).width(of: "日本") >= 39.5)
    }

    @Test func theFacesDrawAccentsCyrillicAndPunctuationWithTheirOwnAdvances() {
        let m = TextMeasurement(systemFontOfSize: 17, scale: 2)
        // An accented letter is as wide as its letter; kerning can set it apart from its
        // neighbours differently.
        #expect(abs(m.width(of: "Café crème") - m.width(of: "Cafe creme")) <= 0.5)
        #expect(m.width(of: "é") == m.width(of: "e"))
        // A Cyrillic letter is the face's own, not its Latin look-alike's: a Russian app's
        // "ерос" at 35 pt is wider than "epoc".
        let title = TextMeasurement(systemFontOfSize: 35, scale: 2)
        #expect(title.width(of: "ерос") > title.width(of: "epoc"))
        // Turkish: an address book's "Çıkış" saved 37 pt wide at 17 pt.
        #expect(m.width(of: "Çıkış") == 37)
        // Curly quotes narrower than straight ones, an ellipsis than three full stops.
        #expect(m.width(of: "What’s “new”") < m.width(of: "What's \"new\""))
        #expect(m.width(of: "Loading…") < m.width(of: "Loading..."))
        // Firebase's restaurant cells (fixtures): a "•" label saved 7 pt wide at 14 pt and
        // 8.5 at 17 pt, each half a point under with the face (the class mean gave 8.5 and
        // 10).
        #expect(TextMeasurement(systemFontOfSize: 14, scale: 2).width(of: "•") == 6.5)
        #expect(m.width(of: "•") == 8)
        // Stock apps' placeholder dashes (Xcode 12): "–" saved 10 pt wide at 17 pt, "—"
        // 14.5 (the table gave 8.5 and, with the class mean, 10.5).
        #expect(m.width(of: "–") == 10)
        #expect(m.width(of: "—") == 14.5)
        // A film app's rating stars (Xcode 16): "★" saved 17 pt wide at 17 pt (10.5 with
        // the class mean).
        var film = TextMeasurement(systemFontOfSize: 17, scale: 3)
        film.narrowAdvances = true
        #expect(film.width(of: "★") == 17)
    }

    @Test func theDegreeSignAndTheOrdinalAreNarrowerThanALetter() {
        // Weather course apps' temperatures (Xcode 10 to 14): a "°" in light 100 pt saved
        // 38 pt wide beside its "C" (Xcode 14.1; 39 in Xcode 11, where this is 38.5),
        // "25º" in 80 pt 120.5 and "ºC" in 35 pt 38; the class mean of an unknown
        // character made them 55.5, 134.5 and 44.
        var light = TextMeasurement(systemFontOfSize: 100, weight: .light, scale: 2)
        light.narrowAdvances = true
        #expect(light.width(of: "°") == 38)
        #expect(abs(TextMeasurement(systemFontOfSize: 80, scale: 2).width(of: "25º") - 120.5) <= 0.5)
        #expect(abs(TextMeasurement(systemFontOfSize: 35, scale: 2).width(of: "ºC") - 38) <= 0.5)
        // The ring above (U+02DA) that weather apps write for degrees is the face's own:
        // "17˚" at 80 pt saved 119.5 wide (Xcode 13.0), "20˚" in thin 100 pt 165 (two
        // apps of Xcode 13); the class mean made them 125 and 170.
        #expect(TextMeasurement(systemFontOfSize: 80, scale: 2).width(of: "17˚") == 119.5)
        let thin = TextMeasurement(systemFontOfSize: 100, weight: .thin, scale: 2)
        #expect(abs(thin.width(of: "20˚") - 165) <= 0.5)
        // "℃" is drawn as a degree sign and a C: 46 pt wide at 42 pt in a weather app.
        var celsius = TextMeasurement(systemFontOfSize: 42, scale: 3)
        celsius.narrowAdvances = true
        #expect(abs(celsius.width(of: "℃") - 46) <= 0.5)
    }

    @Test func boldSpacesAreNarrowerThanRegularOnes() {
        // A word counter's "D + 100" in bold at 24 pt (Xcode 13, a 3x canvas) was saved
        // 87 pt wide, a drama app's "TMDB DRAMA" in bold at 29 pt (Xcode 12, 2x) 195; with
        // the fitted table's bold amount on each space they came out 89 and 196.5.
        func width(_ text: Substring, _ size: Double, _ weight: TextMeasurement.Weight, scale: Double) -> Double {
            TextMeasurement(systemFontOfSize: size, weight: weight, scale: scale).width(of: text)
        }
        #expect(abs(width("D + 100", 24, .bold, scale: 3) - 87) <= 0.5)
        #expect(width("TMDB DRAMA", 29, .bold, scale: 2) == 195)
        // The faces' spaces narrow as the weight grows (measured on a fine grid, where
        // rounding up to a pixel costs nothing), where their letters widen.
        func space(_ weight: TextMeasurement.Weight) -> Double {
            width("a b", 17, weight, scale: 1000) - width("ab", 17, weight, scale: 1000)
        }
        #expect(space(.bold) < space(.semibold) && space(.semibold) < space(.regular))
        #expect(space(.black) < space(.bold))
        #expect(width("ab", 17, .bold, scale: 1000) > width("ab", 17, .regular, scale: 1000) + 0.5)
    }

    @Test func cyrillicLettersWithoutALatinTwinTakeTheirOwnClasses() {
        // A quiz app's "Текст приветствия" in 17 pt (Xcode 7) was saved 149 pt wide, its
        // " Ваш результат" 122: with every such letter at 0.6 em they came out 164 and
        // 126.5; with the classes 154 and 123.5; with the advances fitted per letter on
        // later files (`cyrillicLettersHaveTheirOwnFittedAdvances`) 150 and 120.
        let m = TextMeasurement(systemFontOfSize: 17, scale: 2)
        #expect(abs(m.width(of: "Текст приветствия") - 149) <= 1)
        #expect(abs(m.width(of: " Ваш результат") - 122) <= 2)
        // The wide letters (ж, ш, щ, ю, ы, м, ф) are wider than the rest, capitals than
        // lowercase ones.
        #expect(m.width(of: "ж") > m.width(of: "т"))
        #expect(m.width(of: "П") > m.width(of: "п"))
        #expect(m.width(of: "Щ") > m.width(of: "П"))
    }

    @Test func emojiAreAppleColorEmojisWidthWhateverTheFont() {
        // Saved frames: "3️⃣" and "✔️" 22 pt wide at 17 pt (a held-out course and a
        // fetched app), "😀" 24 at 18; a letter's class gave the keycap 10.
        let system = TextMeasurement(systemFontOfSize: 17, scale: 2)
        #expect(system.width(of: "3️⃣") == 22)
        #expect(system.width(of: "✔️") == 22)
        #expect(TextMeasurement(systemFontOfSize: 18, scale: 2).width(of: "😀") == 23.5)
        // The weight's factor does not widen them.
        #expect(TextMeasurement(systemFontOfSize: 17, weight: .bold, scale: 2).width(of: "3️⃣") == 22)
        // A check mark or a star without U+FE0F is text (a star a full em: 17).
        #expect(system.width(of: "✔") < 15 && system.width(of: "★") < system.width(of: "★️"))
        #expect(system.width(of: "🔹") == 22 && system.width(of: "❤️") == 22)
    }

    @Test func cyrillicLettersHaveTheirOwnFittedAdvances() {
        // Chat course apps' profile labels in 17 pt (Xcode 9, three apps), never within half
        // a point with the classes: "Цвет текста" saved 95 wide (the classes gave 100: т is
        // narrow), "Изображение профиля" 186 (182), "Имя пользователя" 147 (149.5). Fitted
        // per letter (`fit-cyrillic.py`) they are.
        let m = TextMeasurement(systemFontOfSize: 17, scale: 2)
        #expect(abs(m.width(of: "Цвет текста") - 95) <= 0.5)
        #expect(abs(m.width(of: "Изображение профиля") - 186) <= 0.5)
        #expect(abs(m.width(of: "Имя пользователя") - 147) <= 0.5)
        // A letter with a diacritic is as wide as the one under it.
        #expect(m.width(of: "й") == m.width(of: "и"))
        // т and г are narrower than the lowercase class, л and б wider.
        #expect(m.width(of: "т") < m.width(of: "к") && m.width(of: "л") > m.width(of: "к"))
    }

    @Test func largeEmojiAreTrackedTighter() {
        // A quiz course's animal labels (Xcode 8 to 15): one emoji each, 34 pt wide at 30
        // pt (56 labels), 38 at 34, 45 at 40 and 56 at 52, about 4 pt more than the size;
        // the 17 pt advance (1.29 em) gave 39, 44, 52 and 67.5. A broccoli button at 35 pt
        // of a shopping course, 40 wide, is read between the fitted sizes.
        let widths = [30.0, 34, 40, 52].map { TextMeasurement(systemFontOfSize: $0, scale: 2).width(of: "🐶") }
        #expect(widths == [34, 38, 45, 56])
        #expect(TextMeasurement(systemFontOfSize: 35, scale: 2).width(of: "🥦") == 39.5)
        // From about 150 pt, 9 % more than the size: an emoji dictionary's 200 pt emoji
        // saved 218 wide in five forks (Xcode 8 and 9; 215.5 read on from 52 pt), a 245 pt
        // one 266, a 148 pt one 161.
        #expect(TextMeasurement(systemFontOfSize: 200, scale: 2).width(of: "💒") == 218)
        #expect(TextMeasurement(systemFontOfSize: 245, scale: 2).width(of: "🕋") == 266)
        #expect(TextMeasurement(systemFontOfSize: 148, scale: 2).width(of: "🤡") == 161)
        // At 24 pt 27 wide, as nine emoji dictionaries' rows were saved (Xcode 10 to 14).
        #expect(TextMeasurement(systemFontOfSize: 24, scale: 2).width(of: "😮") == 27)
        // Smaller ones keep 1.29 em.
        #expect(TextMeasurement(systemFontOfSize: 12, scale: 2).width(of: "🐶") == 15.5)
    }

    @Test func aPlusSignIsWiderAtDisplaySizes() {
        // Stanford's EmojiArt adds emoji with a "+" button of 64, 65 and 100 pt, saved 39,
        // 40 and 61 wide in six forks of Xcode 10 to 13: 0.61 em, where the fitted table's
        // Text-size advance with its Display offset gave 36, 37 and 56; the Display face's
        // sign is as wide (and at 24 pt, `boldSpacesAreNarrowerThanRegularOnes`'s "D + 100").
        let widths = [64.0, 65, 100].map { TextMeasurement(systemFontOfSize: $0, scale: 2).width(of: "+") }
        #expect(zip(widths, [39.0, 40, 61]).allSatisfy { abs($0 - $1) <= 0.5 })
    }

    @Test func eastAsianTextIsDrawnInTheFallbackFontOfItsFilesXcode() {
        // JXCategoryView's sample (Xcode 12, never fitted on): Chinese labels in 17 pt saved
        // 35 pt wide for two characters, 70 for four, 87 for five, 21 high; the class
        // model's full em gave 34, 68 and 85, 20.5 high.
        var xcode12 = TextMeasurement(systemFontOfSize: 17, scale: 2)
        #expect(xcode12.width(of: "右边") == 34 && xcode12.lineHeight(of: "右边") == 20.5)
        xcode12.eastAsian = EastAsianFallback.drawn(byToolsVersion: 19162)
        #expect(xcode12.width(of: "右边") == 35)
        #expect(xcode12.width(of: "指示器样式") == 87)
        #expect(xcode12.width(of: "只有图片") == 70)
        #expect(xcode12.lineHeight(of: "只有图片") == 21)
        // Latin text keeps San Francisco's own line.
        #expect(xcode12.lineHeight(of: "Cell") == 20.5)
        // Xcode 15 sets a Latin word apart from the Chinese beside it: "Cell样式" saved
        // 64 pt wide in Xcode 12, 66 in Xcode 15 (JXSegmentedView).
        #expect(xcode12.width(of: "Cell样式") == 64)
        var xcode15 = xcode12
        xcode15.eastAsian = EastAsianFallback.drawn(byToolsVersion: 22154)
        #expect(abs(xcode15.width(of: "Cell样式") - 66) <= 0.5)
        #expect(xcode15.width(of: "Cell样式") > xcode12.width(of: "Cell样式") + 1)
        #expect(xcode15.width(of: "只有图片") == 70)
        // Xcode 16 draws them narrower: four characters 67.5 pt (JXPagingView).
        var xcode16 = xcode12
        xcode16.eastAsian = EastAsianFallback.drawn(byToolsVersion: 23504)
        #expect(xcode16.width(of: "头图缩放") == 67.5)
        // A heavier weight does not widen them; before San Francisco there is no fallback.
        var bold = TextMeasurement(systemFontOfSize: 17, weight: .bold, scale: 2)
        bold.eastAsian = xcode12.eastAsian
        #expect(bold.width(of: "只有图片") == 70)
        #expect(EastAsianFallback.drawn(byToolsVersion: 6751) == nil)
    }

    @Test func eastAsianCharactersAtDisplaySizesAreAnEmAndTheDisplayTrack() {
        // Weather apps' Chinese labels: "选择背景颜色" at 23 pt saved 140 wide (Xcode 9.3),
        // "当前城市：" at 30 pt 152 (Xcode 13.3), "正在获取位置..." in light 30 pt 203 (Xcode
        // 13.0); the 17 pt share (1.0225 em a character) made them 141.5, 153.5 and 204.5.
        func measured(
            _ text: Substring, _ size: Double, weight: TextMeasurement.Weight = .regular, tools: Double
        )
            -> Double
        {
            var m = TextMeasurement(systemFontOfSize: size, weight: weight, scale: 2)
            m.eastAsian = EastAsianFallback.drawn(byToolsVersion: tools)
            return m.width(of: text)
        }
        #expect(abs(measured("选择背景颜色", 23, tools: 13771) - 140) <= 0.5)
        #expect(abs(measured("当前城市：", 30, tools: 20037) - 152) <= 0.5)
        #expect(abs(measured("正在获取位置...", 30, weight: .light, tools: 18122) - 203) <= 0.5)
        // The Text sizes keep the fitted share: four characters at 17 pt, 70.
        #expect(measured("只有图片", 17, tools: 18122) == 70)
    }

    @Test func anEastAsianLineIsAWholePointTall() throws {
        // A Chinese wholesaler's storyboards and xibs (Xcode 7.2): "单号:" in 15 pt saved 18
        // high (71 labels), "冻品详情" in 16 pt 20 (3 of 4), in 17 pt 21: 1.2 em rounded up
        // to a whole point, where 1.21 em in half points made them 18.5, 19.5 and 21.
        func height(_ text: String, _ size: Int) throws -> Double {
            let font = #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
            return try NamedFontTests.placed(text, font: font, toolsVersion: "9531")[3]
        }
        #expect(try height("单号:", 15) == 18)
        #expect(try height("冻品详情", 16) == 20)
        #expect(try height("订单处理中", 17) == 21)
        #expect(try height("订单处理中", 14) == 17)
        // Latin text keeps San Francisco's half points.
        #expect(try height("0.00", 15) == 18)
        #expect(try height("0.00", 16) == 19.5)
    }

    @Test func hangulIsNarrowerThanChinese() throws {
        // A Korean app's storyboards (Xcode 11): "주소" in 17 pt saved 30 pt wide, "만원" in
        // 15 pt 26, "저는 타투이스트가 아닙니다" in 17 pt 185; a second app's "이름" in 20 pt
        // (Xcode 12) 35. Chinese's 1.0225 em made them 35, 31, 217.5 and 41.
        func width(_ text: String, _ size: Double, _ toolsVersion: String) throws -> Double {
            let font = #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
            return try NamedFontTests.placed(text, font: font, toolsVersion: toolsVersion)[2]
        }
        // (29.5: within the half point the saved frames are measured to.)
        #expect(try width("주소", 17, "15505") == 29.5)
        #expect(try width("만원", 15, "15505") == 26)
        #expect(try abs(width("저는 타투이스트가 아닙니다", 17, "15505") - 185) <= 0.5)
        #expect(try width("이름", 20, "16097") == 35)
    }

    @Test func hangulKeepsSanFranciscosLineFromXcode13() throws {
        // The Korean app of Xcode 11 set a line of Hangul 21 pt high at 17 pt, as Chinese;
        // from Xcode 13 a line of Hangul alone is San Francisco's: a delivery course app's
        // "2인분" and "치킨" of tools 21701 saved 20.33 pt high on the 3x canvas (20.5 in
        // half points, within the tolerance; 21 was two thirds of a point off). Chinese
        // keeps its taller line.
        func height(_ text: String, _ toolsVersion: String) throws -> Double {
            let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
            return try NamedFontTests.placed(text, font: font, toolsVersion: toolsVersion)[3]
        }
        #expect(try height("치킨", "15505") == 21)
        #expect(try height("치킨", "21701") == 20.5)
        #expect(try height("2인분", "19162") == 20.5)
        #expect(try height("只有图片", "21701") == 21)
    }

    @Test func xcode7DrewEastAsianTextAFullEmAndNamedFontsAlwaysDo() throws {
        // A Japanese shop's storyboards (Xcode 7.1): "カラー：" in 12 pt system font saved
        // 48 pt wide, "現在カートに商品はありません。" in 17 pt 255: a full em a character,
        // where Xcode 8 on draw 1.0225 (49.5 and 261).
        func width(_ text: String, _ font: String, _ toolsVersion: String) throws -> Double {
            try NamedFontTests.placed(text, font: font, toolsVersion: toolsVersion)[2]
        }
        func system(_ size: Int) -> String {
            #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#
        }
        #expect(try width("カラー：", system(12), "9531") == 48)
        #expect(try width("現在カートに商品はありません。", system(17), "9531") == 255)
        #expect(try width("カラー：", system(12), "14313") == 49.5)
        // In a named font that does not draw them, whatever its weight: the same shop's Yu
        // Gothic Light "アンゴラタートルネック" in 12 pt 132 pt wide (Light's factor made it
        // 125), and a Taiwanese register's PingFang TC "稅籍編號：" in 30 pt (Xcode 14) 150.
        let light = #"<fontDescription key="fontDescription" name="YuGothic-Light" family="Yu Gothic" pointSize="12"/>"#
        #expect(try width("アンゴラタートルネック", light, "9531") == 132)
        let pingFang =
            #"<fontDescription key="fontDescription" name="PingFangTC-Regular" family="PingFang TC" pointSize="30"/>"#
        #expect(try width("稅籍編號：", pingFang, "20037") == 150)
    }
}
