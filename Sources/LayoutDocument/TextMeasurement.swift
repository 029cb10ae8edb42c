/// Text measured for an Interface Builder view's intrinsic size (labels, buttons, text
/// fields), without the font files: deterministic on any machine, and any view can
/// override it with Interface Builder's placeholder intrinsic size.
///
/// **The system font** (San Francisco, files from Xcode 7 on): San Francisco's own faces
/// (`SanFranciscoMetrics`, SF Pro Text below 20 pt and Display from it, each weight's
/// advances, pair kerning and track), with the corrections of the era that saved the file
/// (`TextMeasurement+SanFrancisco`, `narrowFaceFactor`). A character the faces lack takes
/// the fitted table's advance, tracking by size and weight (`SystemFontMetrics`, fitted to
/// the label frames Xcode saved in public storyboards and xibs by
/// `Tools/text-metrics/fit.py`). A line's width, like its height (`size × lineHeight`), is
/// rounded up to the canvas device's pixels (`scale`), as UIKit rounds a label's intrinsic
/// size.
///
/// East Asian characters, which San Francisco has no glyphs of, take the fallback font's
/// advance and spacing and a single line its height, as the file's Xcode drew them, where
/// `eastAsian` says (`EastAsianFallback`).
///
/// **Faces with an open twin** (Helvetica, Arial, Times New Roman, Courier New, Menlo):
/// the advances, pair kerning and line height of the open font drawn to the same widths
/// (Liberation Sans, Serif and Mono; DejaVu Sans Mono), from `CloneFontMetrics`
/// (`Tools/text-metrics/clone-metrics.py`), rounded as named fonts are. Arial's lines are
/// the open font's ascent and descent without its line gap, as Xcode saved them.
///
/// **Helvetica Neue and named fonts** (the system font before Xcode 7; `AvenirNext-Medium`):
/// San Francisco's advances times the factors of `NamedFontMetrics` for the font's family
/// and weight word, and the family's line height, fitted to the same kind of saved frames
/// (`Tools/text-metrics/fit-named.py`). A family it has no factors for is measured as San
/// Francisco. Files from before Xcode 7 round to whole points, as UIKit of iOS 7–8 did.
///
/// **The class model**, for text that is only drawn (legends in pictures):
/// - Advance widths, as fractions of the point size: narrow characters (`i l j ' . , : ;
///   ! | ( ) [ ] f t` and space) 0.28; `m w M W` 0.86; other capitals and digits 0.62;
///   other lowercase letters and ASCII punctuation 0.52; East Asian wide characters
///   1.0; Cyrillic letters by their fitted advances (`CyrillicMetrics`) or their own
///   classes (`cyrillicClassAdvances`); anything else 0.6.
/// - Line height: the point size × 1.2, rounded up to a whole point.
/// - Bold fonts are 5 % wider.
///
/// Either way the first baseline is the point size × 0.95 below the top of the line
/// (SF's ascender), to a tenth of a point.
public struct TextMeasurement: Sendable, Hashable {
    /// A weight of the system font, named as Interface Builder names it.
    public enum Weight: String, Sendable, Hashable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The weight `name` names, in any letter case (`ultraLight`, attributed text's
        /// `systemUltraLight` less its prefix).
        public init?(named name: String) {
            guard let weight = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                return nil
            }
            self = weight
        }

        /// Whether it is heavier than regular.
        public var isHeavy: Bool { [.medium, .semibold, .bold, .heavy, .black].contains(self) }

        /// The fitted weight whose metrics it takes: the files show too few labels in
        /// ultra light, thin, heavy and black to fit them (0 to 4 widths each), so they
        /// take the nearest fitted weight's (light's, bold's), closer than regular's; heavy
        /// and black are then drawn wider (`heavierThanBold`).
        public var fitted: Weight {
            switch self {
            case .ultraLight, .thin: return .light
            case .heavy, .black: return .bold
            default: return self
            }
        }
    }

    public var pointSize: Double
    public var bold: Bool
    /// The system font's weight, for text measured with its fitted metrics; nil for the
    /// class model.
    public var systemWeight: Weight?
    /// Pixels per point that sizes are rounded up to (1: whole points).
    public var scale: Double
    /// An attributed string's paragraph style: each line's height multiplied by this,
    /// and this much more space between lines.
    public var lineHeightMultiple: Double = 1
    public var lineSpacing: Double = 0
    /// The paragraph style's least and greatest line heights (0: none): each line's
    /// height, after the multiple, is kept between them.
    public var minimumLineHeight: Double = 0
    public var maximumLineHeight: Double = 0
    /// How the system font draws East Asian wide characters, from its fallback font, in
    /// the era of the file measured; nil for the class model's full em.
    public var eastAsian: EastAsianFallback?
    /// A named font's factor on San Francisco's advances (family × weight word) and its
    /// line height in ems; nil for the system font and the class model.
    private var named: NamedFace?
    /// Whether this measures a named font (not the system font or the class model).
    var isNamedFont: Bool { named != nil }
    /// Whether the system font's weights are single factors on its regular advances (San
    /// Francisco of iOS 9 and 10: of the medium labels Xcode 7 saved, 7 of 11 widths within
    /// half a point so, 4 with the later weights' model).
    private var iOS9Weights = false
    /// Whether San Francisco's Display sizes are set as iOS 9 and 10 set them (files of
    /// Xcode 7 and 8): a letter `iOS9DisplayFaceWidening` ems wider than the Display face
    /// draws it, its digits as the face does (a character the faces lack,
    /// `wideDisplayTracking` wider than the fitted table's `displayTracking`).
    public var wideDisplaySizes = false
    /// Whether San Francisco's signs are set as iOS 13 and earlier set them (files before
    /// Xcode 12): the percent sign, low line, apostrophe and straight quote narrower than
    /// the faces', the slash wider, and at the Display sizes the colon and the full stop
    /// wider (`TextMeasurement.signNarrowing`).
    public var iOS13Signs = false
    /// Whether San Francisco's Latin letters, digits and punctuation are set as iOS 15.4
    /// and later set them (files of Xcode 13.3 and later, and the project's own documents,
    /// which describe today's iOS): the Text face's advances `narrowFaceFactor` times
    /// theirs (a character the faces lack, `narrowAdvanceFactor` times the fitted table's,
    /// which follows the earlier files). East Asian characters and emoji keep their own.
    public var narrowAdvances = false
    /// Of 1,319 files from 25 course repositories fetched to check it, mostly of Xcode 13
    /// to 16, the labels and buttons of Xcode 13.3 and later were saved narrower than the
    /// table: with 0.995, 148 more views are within half a point and 14 fewer (0.996: 147
    /// and 12, 0.994: 149 and 16, 0.993: 156 and 34); Xcode 13.0's files are split (14 and
    /// 8), 13.2's lose (2). A 17 pt "Label" is 41.333 pt wide on the 3x canvas of Xcode 16,
    /// 41.5 on the 2x canvases of 13.3 and 14, 42 in Xcode 8 and 9.
    static let narrowAdvanceFactor = 0.995
    /// The same for San Francisco's own faces (`SanFranciscoMetrics`, version 17 of 2021):
    /// iOS 15.4 and later draw the Text face narrower still. On 1,910 read files, with 0.996
    /// 32 more text-bearing views are within half a point than with the faces as they are
    /// (0.995: 28; 0.997: 30; 0.993: 15). The Display face is drawn as it is: of the read
    /// batches' single-line Display labels of Xcode 13.3 and later whose width only their
    /// text decides, 23 of 30 are within half a point so, 20 narrowed ("Your Profile" in
    /// bold 40 pt, Xcode 15, saved 213 wide); on 2,091 read files, 12 views more and 4
    /// fewer.
    static let narrowFaceFactor = 0.996
    /// How much wider iOS 9 and 10 (`wideDisplaySizes`) set a character the faces lack at
    /// the Display sizes than the fitted table's tracking (`displayTracking`), in ems: fitted
    /// when the table measured all text, on the labels of 20 to 50 pt that files of Xcode 7
    /// and 8 saved at their text's width (Kodeco's iOS 9 and 10 books' 30 pt titles, a course
    /// app's "Login to Udacity" at 24 pt, 175 wide), a median 0.0012 em a character wider
    /// than later files' on top of the earlier fit's 0.0125. The faces' letters take
    /// `iOS9DisplayFaceWidening` instead.
    static let wideDisplayTracking = 0.0135

    private struct NamedFace: Sendable, Hashable {
        var width: Double
        var lineHeight: Double
        /// The open font with the face's own metrics (`CloneFontMetrics`), if it has one.
        var clone: CloneFace? = nil
        /// The font itself, where the project ships it (`FontFace`).
        var file: FontFace? = nil
        /// Measured as San Francisco: no file, no open twin, no fitted widths.
        var estimated = false
        /// Its line height is San Francisco's for want of its own (no file, no open twin,
        /// no fitted line height).
        var lineHeightEstimated = false
        /// The advance of every figure, in ems, for a face whose figures are all one width
        /// (tabular) where San Francisco's are not.
        var figure: Double? = nil
        /// Its line is a whole number of points high on every canvas, as UIKit measures
        /// some of the fonts iOS ships (Futura: 23 pt at 17 on a 3x canvas, not 22.33).
        var wholePoints = false
        /// Its line, in ems, as iOS 7 and 8 drew it, where that differs (`drawnBeforeIOS9`).
        var lineHeightBeforeIOS9: Double? = nil
        /// Its line, in ems, from iOS 9 on, where that is not its family's.
        var lineHeightFromIOS9: Double? = nil
        /// A factor on its widths as iOS 7 and 8 drew it, where that differs.
        var widthBeforeIOS9: Double? = nil
        /// The advances and kerning it is drawn with from iOS 9 (`ownFaces`), its
        /// line the era's.
        var ownFaceFromIOS9: CloneFace? = nil
    }

    /// Faces iOS ships, measured from iOS 9 with their own advances and pair kerning
    /// (`CloneFontMetrics.ownFaces`, read from copies of Apple's faces; their lines stay the
    /// era's and the family's, and Helvetica Neue's figures the 0.556 em
    /// `helveticaNeueFigure`). Helvetica Neue's (all but the condensed faces): Helvetica's
    /// open twin, Liberation Sans, which stood in for its regular, bold and italic faces
    /// before, is 1 to 2.5 pt off where the faces differ from Helvetica: a Pokédex course's
    /// "Type:" in bold 17 pt, saved 42.5 wide (the twin 44.5, the face 42.5); a chat
    /// course's "Create an account" in bold 19 pt, 167 (165), "Smack" 62.5 (61.5), its
    /// "#general" in 17 pt 65.5 (66.5) and a bold "Farido@farido.com" 153 (155.5). Scaled
    /// San Francisco was further off still (the Pokédex's "Defense:" 74, saved 71.5): +78
    /// views of 643 files, none lost. Avenir Next's, Avenir's, Futura's and Apple SD Gothic
    /// Neo's, for which the families' fitted factors were 1 to 7 pt off (a chat app's
    /// "Generate background color" in Avenir Next 14 pt, 6; a chat course's "Your Profile"
    /// in Avenir Black 20 pt, 7; a profile form's "Username:" in Apple SD Gothic Neo 17 pt,
    /// 6.5): +73 views of 952 files, none lost. iOS 7 and 8 (files of Xcode 5 and 6) keep
    /// the widths fitted to those files (`widthBeforeIOS9`): with Helvetica Neue's own
    /// advances there, +3 views and 4 lost. Apple SD Gothic Neo's semibold and medium, of
    /// which no copy was found, are drawn between its regular and bold
    /// (`CloneFontMetrics.facesBetween`).
    static let ownFaces: [String: CloneFace] = CloneFontMetrics.ownFaces.merging(
        CloneFontMetrics.facesBetween, uniquingKeysWith: { own, _ in own })

    /// The advances and kerning drawn with in place of scaled ones: a face's metric twin
    /// (`CloneFontMetrics`), or from iOS 9 a face's own (`ownFaces`).
    private var twin: CloneFace? {
        named?.clone ?? (drawnBeforeIOS9 ? nil : named?.ownFaceFromIOS9)
    }

    /// Helvetica Neue's figures, all 0.556 em in every weight (tabular), where San
    /// Francisco's, which its widths are otherwise scaled from (but for the faces with a
    /// twin from iOS 9, whose figures are the same), run from 0.43 ("1") to 0.62 em:
    /// "800,000" in 17 pt is 62 pt, as a size-class demo saved it, not 67.5.
    static let helveticaNeueFigure = 0.556

    /// Helvetica Neue's line, in ems, as UIKit of iOS 7 and 8 drew it (`drawnBeforeIOS9`):
    /// the 26 single-line labels in Helvetica Neue (the system font then, or named) whose
    /// height only their text decides, in ten apps' files of Xcode 5 and 6, are all that
    /// many whole points high (43 pt at 36 bold, 52 at 43 semibold, 48 at 40, 21 at 17, 15
    /// at 12); the table's line, fitted to files of every era, puts 17 of them there. Later
    /// files keep the table's, which is closer there (a 39 pt bold line 46.5 pt high).
    static let helveticaNeueLineBeforeIOS9 = 1.193

    /// Helvetica Neue Bold's widths as iOS 7 and 8 drew them, on the table's: bold labels in
    /// the system font of three apps' files of Xcode 5 and 6 were saved about 4 % narrower
    /// than San Francisco's bold factor makes them (a farm manager's "Notes", "Land Area:"
    /// and "Service Fee:" 47, 85 and 97 pt in 17 pt, not 49, 89 and 101; a character
    /// manager's 15 and 16 pt headings; XLPagerTabStrip's 17 pt "Label"): with 0.96, 16
    /// views more within half a point of their saved frames and 3 fewer (0.95 and 0.97: 8
    /// more in all). Later files' named Helvetica Neue Bold is left as it was: there a
    /// narrower face loses as many as it gains.
    static let helveticaNeueBoldWidthBeforeIOS9 = 0.96

    /// Helvetica Neue's regular line, in ems, as UIKit draws it from iOS 9: a Pokédex
    /// course's labels were saved 20 pt high at 17, 21 at 18 and 23.5 at 20 (14 apps' files
    /// of Xcode 7.3 to 9.2 on 2x canvases, 37 of 44 labels at 17 pt; the rest stretched by
    /// their stacks), a line between 1.15 and 1.167 em, where the family's put every such
    /// label half a point too tall and the stacks holding two of them a point. Xcode 10
    /// kept it on every canvas: a chat course's labels of Xcode 10.2 were saved 20 pt high
    /// at 17 on 3x canvases, not the family's 20.333 (its 12 pt "CHANNELS" 14, not 14.333).
    /// So do Xcode 11 to 13: a weather app's 14 pt labels 16.5 (Xcode 11.2), an Instagram
    /// clone's six 12 pt ones 14 (Xcode 13.1), a crypto app's 16.5 at 14 and 23.5 at 20
    /// (Xcode 13.2), a dictionary's 20 at 17 (Xcode 13.4); with the family's line there, 10
    /// views fewer within half a point in the 1,167 files of the fidelity sets. The other
    /// faces keep the family's line, fitted to files of every era (the football app's
    /// 20.333 at 17 on a 3x canvas of Xcode 10.1, `aNamedFontsLinesAreInTheThirdsOfA3xCanvas`,
    /// is the Light face, whose line never was this one).
    static let helveticaNeueLineFromIOS9 = 1.165

    /// Whether the text is drawn as UIKit of iOS 7 and 8 drew it (files saved before Xcode
    /// 7): Helvetica Neue's lines are `helveticaNeueLineBeforeIOS9` high.
    public var drawnBeforeIOS9 = false

    /// The class model, at `pointSize`, widths rounded up to whole points.
    public init(pointSize: Double, bold: Bool = false) {
        self.pointSize = pointSize
        self.bold = bold
        systemWeight = nil
        scale = 1
    }

    /// San Francisco at `pointSize` and `weight`, rounded up to pixels of `scale`;
    /// `iOS9Weights`: as iOS 9 and 10 drew its weights (files of Xcode 7 and 8), each a
    /// single factor on the regular advances.
    public init(
        systemFontOfSize pointSize: Double, weight: Weight = .regular, scale: Double = 2, iOS9Weights: Bool = false
    ) {
        self.pointSize = pointSize
        bold = weight.isHeavy
        systemWeight = weight
        self.scale = max(1, scale)
        self.iOS9Weights = iOS9Weights
    }

    /// The font named `name` (a PostScript name: `AvenirNext-Medium`, `HelveticaNeue`)
    /// at `pointSize`, with `NamedFontMetrics`' factors, rounded up to pixels of `scale`
    /// (1: whole points, as UIKit before iOS 9 rounded).
    public init(fontNamed name: String, pointSize: Double, scale: Double = 2) {
        self.pointSize = pointSize
        let (family, word) = Self.face(ofFontNamed: name)
        bold = Self.heavyWeightWords.contains(word ?? "")
        systemWeight = nil
        self.scale = max(1, scale)
        if let clone = CloneFontMetrics.faces[name] {
            let line = CloneFontMetrics.lineHeights[name] ?? clone.lineHeight
            named = NamedFace(width: 1, lineHeight: line, clone: clone)
            return
        }
        let metrics = NamedFontMetrics.families[family]
        let wordFactor =
            word.flatMap { NamedFontMetrics.weightWordFactors[$0] }
            ?? word.flatMap { Self.systemWeightWords[$0] }.flatMap { SystemFontMetrics.weightFactors[$0] } ?? 1
        named = NamedFace(
            width: (metrics?.width ?? 1) * wordFactor,
            // A face whose line is not its family's (Helvetica Neue Bold's, Futura Condensed's).
            lineHeight: CloneFontMetrics.lineHeights[name] ?? metrics?.lineHeight ?? SystemFontMetrics.lineHeight,
            estimated: metrics?.width == nil, lineHeightEstimated: metrics?.lineHeight == nil,
            figure: family == "HelveticaNeue" ? Self.helveticaNeueFigure : nil,
            wholePoints: metrics?.wholePoints ?? false,
            lineHeightBeforeIOS9: family == "HelveticaNeue" ? Self.helveticaNeueLineBeforeIOS9 : nil,
            lineHeightFromIOS9: name == "HelveticaNeue" ? Self.helveticaNeueLineFromIOS9 : nil,
            widthBeforeIOS9: family == "HelveticaNeue" && word == "bold" ? Self.helveticaNeueBoldWidthBeforeIOS9 : nil,
            ownFaceFromIOS9: Self.ownFaces[name])
    }

    /// The font named `name`, measured with its file when it is among `projectFonts` (the
    /// fonts the project ships, by PostScript name), else as `init(fontNamed:pointSize:scale:)`.
    /// A face iOS ships itself (one with an open twin, `CloneFontMetrics`) is iOS's whatever
    /// copy the project bundles: Xcode and UIKit draw the system's. A text-to-image app's
    /// own Arial files (a 0.94 em line, a bold 1.2 em one) left its labels as iOS's Arial
    /// draws them: 19 pt high at 17 pt, "Note from YOUR developer" 219 pt wide in bold.
    public init(fontNamed name: String, pointSize: Double, scale: Double = 2, projectFonts: [String: FontFace]) {
        if let face = projectFonts[name], CloneFontMetrics.faces[name] == nil {
            self.init(fontFile: face, pointSize: pointSize, scale: scale)
        } else {
            self.init(fontNamed: name, pointSize: pointSize, scale: scale)
        }
    }

    /// A font the project ships, read from its file (`FontFace`), at `pointSize`, rounded
    /// up to pixels of `scale` (1: whole points, as UIKit before iOS 9 rounded).
    public init(fontFile face: FontFace, pointSize: Double, scale: Double = 2) {
        self.pointSize = pointSize
        let word = Self.face(ofFontNamed: face.postScriptName).word
        bold = Self.heavyWeightWords.contains(word ?? "")
        systemWeight = nil
        self.scale = max(1, scale)
        named = NamedFace(width: 1, lineHeight: face.lineHeight, file: face)
    }

    /// Whether text in this named font is San Francisco's widths, an estimate worth a
    /// warning: the font has no file in the project, no open twin's advances, no own
    /// advances in the era it is drawn in (`ownFaces`, from iOS 9) and no factors fitted
    /// to its family.
    public var isEstimate: Bool { (named?.estimated ?? false) && twin == nil }

    /// Whether this is a named font whose line height is its own (its file's, its open
    /// twin's or fitted to its family), not San Francisco's standing in for it.
    public var hasOwnLineHeight: Bool { named.map { !$0.lineHeightEstimated } ?? false }

    /// The weight words of a PostScript name that make a face bold.
    private static let heavyWeightWords: Set<String> = ["demibold", "semibold", "bold", "heavy", "black"]

    /// The weight words of PostScript names, longest first where one contains another.
    private static let weightWords = [
        "ultralight", "thin", "light", "medium", "demibold", "semibold", "heavy", "black", "bold",
    ]
    /// The weight words San Francisco's own weight factors stand for.
    private static let systemWeightWords = [
        "medium": "medium", "demibold": "semibold", "semibold": "semibold", "bold": "bold",
    ]

    /// A PostScript name's family (before its hyphen) and weight word, if any.
    static func face(ofFontNamed name: String) -> (family: String, word: String?) {
        let parts = name.split(separator: "-", maxSplits: 1)
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        return (parts.first.map(String.init) ?? "", weightWords.first { style.contains($0) })
    }

    /// A text style's font (Body, Footnote, …): its lines after the first `leading` apart,
    /// as UIKit sets wrapping text in it (one line keeps the font's own height).
    public mutating func setTextStyleLeading(_ leading: Double) {
        lineSpacing = max(0, leading - pointSize * SystemFontMetrics.lineHeight)
    }

    /// One line's height.
    public var lineHeight: Double { height(lines: 1) }

    /// One line's height before it is rounded to the canvas's pixels.
    public var unroundedLineHeight: Double { boxed(naturalLineHeight) }

    /// How far below the top of its rounded-up line a line's text starts: UILabel centres
    /// its text in the height it rounds up to, which matters where that height is a whole
    /// point (iOS 7–8, Helvetica Neue: 20.08 pt of a 17 pt line in 21). Half the rounding,
    /// to a tenth of a point, for fonts measured in whole points; 0 otherwise (a pixel's
    /// rounding, San Francisco's 20.29 pt in 20.5, moved nothing measurable).
    public var lineCentringOffset: Double {
        guard named != nil, scale == 1 else { return 0 }
        let natural = naturalLineHeight
        return ((roundedUp(natural) - natural) / 2 * 10).rounded() / 10
    }

    /// How much the paragraph's least or greatest line height moves a line's baseline
    /// down: the line grows or shrinks above its text, which keeps its descent.
    public var lineHeightLimitOffset: Double {
        let natural = naturalLineHeight
        return boxed(natural) - natural
    }

    /// One line's height before rounding: the font's, times the paragraph's multiple.
    private var naturalLineHeight: Double {
        if let named {
            let era =
                drawnBeforeIOS9 ? named.lineHeightBeforeIOS9 : named.lineHeightFromIOS9
            let line = pointSize * (era ?? named.lineHeight)
            return (named.wholePoints ? line.rounded(.up) : line) * lineHeightMultiple
        }
        guard systemWeight != nil else { return (pointSize * 1.2).rounded(.up) * lineHeightMultiple }
        return pointSize * SystemFontMetrics.lineHeight * lineHeightMultiple
    }

    /// A line of `natural` height kept between the paragraph's least and greatest heights.
    private func boxed(_ natural: Double) -> Double {
        let capped = maximumLineHeight > 0 ? min(natural, maximumLineHeight) : natural
        return max(capped, minimumLineHeight)
    }

    /// The height of `lines` lines: each the font's line height (times the paragraph's
    /// multiple), with the paragraph's spacing between them, rounded up to a pixel.
    public func height(lines: Int) -> Double {
        guard lines > 0 else { return 0 }
        let n = Double(lines)
        let line = boxed(naturalLineHeight)
        guard named != nil || systemWeight != nil else {
            return (n * line + (n - 1) * lineSpacing).rounded(.up)
        }
        return roundedUp(n * line + (n - 1) * lineSpacing)
    }

    public var ascender: Double {
        (pointSize * (named?.file?.ascenderEms ?? named?.clone?.ascender ?? 0.95) * 10).rounded() / 10
    }

    /// The width of one line, rounded up to a whole point (pixel, for the system font).
    public func width(of line: Substring) -> Double {
        roundedUp(ems(of: line) * pointSize * widthFactor)
    }

    /// One line's height for `text`: taller than the font's own where the system font
    /// draws an East Asian character from its fallback font (`EastAsianFallback`; Hangul
    /// alone only before Xcode 13).
    public func lineHeight(of text: String) -> Double {
        guard let eastAsian = systemFallback, Self.hasEastAsianCharacters(text) else {
            return lineHeight
        }
        if !eastAsian.hangulSetsLineHeight, !text.contains(where: { Self.isWide($0) && !Self.isHangul($0) }) {
            return lineHeight
        }
        return max(lineHeight, (pointSize * eastAsian.lineHeight - 1e-6).rounded(.up))
    }

    /// Whether `text` has an East Asian wide character (CJK ideographs, kana, hangul,
    /// full-width forms), which the system font draws from its fallback font.
    public static func hasEastAsianCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { isWide($0.value) }
    }

    /// The East Asian fallback, for the system font only (a named font's is its own).
    private var systemFallback: EastAsianFallback? { systemWeight != nil && named == nil ? eastAsian : nil }

    /// The advances of `text`'s characters, in ems, with the font's kerning between
    /// neighbours.
    func ems(of text: Substring) -> Double {
        // A font the project ships measures its own characters, kerned; text with emoji or
        // characters it lacks is measured character by character (UIKit draws those in
        // the system's fallback fonts).
        if let file = named?.file, text.allSatisfy({ !Self.isEmoji($0) && file.covers($0) }) {
            return file.ems(of: text)
        }
        var em = 0.0
        var previous: Character?
        for c in text {
            em += advance(c)
            if let previous { em += kerning(previous, c) + eastAsianSpacing(previous, c) }
            previous = c
        }
        return em
    }

    /// How far apart the system font sets an East Asian character and an ASCII letter or
    /// digit beside it, in ems (divided by the width factor, which multiplies every advance).
    func eastAsianSpacing(_ left: Character, _ right: Character) -> Double {
        guard let eastAsian = systemFallback, eastAsian.spacing != 0 else { return 0 }
        func latin(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber) }
        guard (Self.isWide(left) && latin(right)) || (latin(left) && Self.isWide(right)) else { return 0 }
        return eastAsian.spacing / widthFactor
    }

    /// How much closer `right` is drawn after `left`, in ems: the pair kerning of San
    /// Francisco's face or of a face's open twin; none for the class model and other named
    /// fonts, whose factors were fitted without it.
    func kerning(_ left: Character, _ right: Character) -> Double {
        if let twin { return twin.kerning(left, right) }
        if let face = sanFranciscoFace { return face.kerning(left, right) }
        return 0
    }

    /// `value` rounded up to a pixel (a tiny tolerance keeps an exact multiple as it is).
    private func roundedUp(_ value: Double) -> Double {
        ((value * scale) - 1e-6).rounded(.up) / scale
    }

    /// The weight's factor on every advance.
    private var widthFactor: Double {
        // San Francisco's own faces are each weight's widths (what they lack takes the
        // fitted factor in `advance`).
        sanFranciscoFace == nil ? fittedWidthFactor : 1
    }

    /// The weight's factor on the fitted table's advances.
    private var fittedWidthFactor: Double {
        if let named {
            // A twin's advances are the face's own.
            guard twin == nil else { return 1 }
            return named.width * (drawnBeforeIOS9 ? named.widthBeforeIOS9 ?? 1 : 1)
        }
        guard let systemWeight else { return bold ? 1.05 : 1 }
        let weight = systemWeight.fitted
        guard weight != .regular else { return 1 }
        let weights = iOS9Weights ? nil : SystemFontMetrics.weights[weight.rawValue]
        return (weights?.factor ?? SystemFontMetrics.weightFactors[weight.rawValue] ?? 1.05) * heavierThanBold
    }

    /// How much wider than bold, whose fitted metrics they take, heavy and black are
    /// drawn (a character the faces lack; fitted when the table measured all text):
    /// single-line labels and buttons the fetched files saved at their own width
    /// show heavy 2–5 % wider than bold's estimate (Stocks' "STOCKS" at 27 pt, IVPN's
    /// "disconnected" at 32), black 9 % in the Text sizes (a 17 pt "BACK" button) and
    /// 10.5 % in the Display ones (ViewAnimator's "Memories" and "People" at 34 pt).
    private var heavierThanBold: Double {
        switch systemWeight {
        case .heavy: return 1.04
        case .black: return pointSize < SystemFontMetrics.displayFrom ? 1.09 : 1.105
        default: return 1
        }
    }

    /// What bold adds to every character at San Francisco's Text sizes beyond the fitted
    /// table's amount, in ems (a character the faces lack; fitted when the table measured
    /// all text). The files read since the fit hold 43 single-line bold labels
    /// of Xcode 9 and later below 20 pt whose width only their text decides; 22 were drawn
    /// wider than the table by more than half a point, none narrower (Kodeco's "(Latitude
    /// goes here)" at 17 pt 165.5 wide, not 164, in eleven forks; a photo app's "Username"
    /// 83.667, not 82; "Name" at 18 pt 51, not 49.5, in three Twitter clones). Fitted on
    /// the others, a per-character amount puts 26 of them within half a point (21 before;
    /// a per-label amount, 22). With 0.004: +34 views of 2,577 read files and fixtures, 5
    /// lost (0.003: +28 −3; 0.006: +42 −21).
    static let boldTextExtra = 0.004

    /// What the system font's weight adds to every character, in ems (its strokes thicken
    /// each glyph by about the same amount), before the width factor multiplies it.
    private var weightAdvance: Double {
        guard named == nil, !iOS9Weights, let systemWeight,
            let weight = SystemFontMetrics.weights[systemWeight.fitted.rawValue]
        else {
            return 0
        }
        guard pointSize >= SystemFontMetrics.displayFrom else {
            return (weight.text + (systemWeight == .bold ? Self.boldTextExtra : 0)) / weight.factor
        }
        // Bold's and semibold's extra Display amount, not heavy's or black's, whose widths
        // `heavierThanBold` was fitted on without it.
        return (weight.display + (Self.boldDisplayExtraWeights.contains(systemWeight) ? Self.boldDisplayExtra : 0))
            / weight.factor
    }

    /// A character's advance in ems, with the size's tracking for the system font. An
    /// emoji is drawn from Apple Color Emoji whatever the font, and an East Asian wide
    /// character in a named font its file or open twin does not draw a full em (Hangul
    /// `EastAsianFallback.namedHangulAdvance`), whatever the face's width or weight: their
    /// advances are divided by the width factor every advance is multiplied by.
    func advance(_ c: Character) -> Double {
        // A control character (other than a tab) draws nothing and takes no room, as Core
        // Text sets it: a superhero app's "Descripción:" with a U+0010 before its colon,
        // saved one line high in a 374 pt label.
        if c != "\t", c.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) { return 0 }
        if Self.isEmoji(c) { return Self.emojiAdvance(at: pointSize) / widthFactor }
        if let eastAsian = systemFallback, Self.isWide(c) {
            if Self.isHangul(c) { return eastAsian.hangulAdvance / widthFactor }
            let tracked = eastAsian.tracksDisplaySizes && pointSize >= SystemFontMetrics.displayFrom
            return (tracked ? 1 + sanFranciscoTrack : eastAsian.advance) / widthFactor
        }
        if let file = named?.file, file.covers(c) { return file.ems(of: Substring(String(c))) }
        if let twin, let advance = twin.advance(c) { return advance }
        if let face = sanFranciscoFace, let advance = face.advance(c) {
            let drawn =
                advance + sanFranciscoTrack + iOS9DisplayWidening(c) - signNarrowing(c)
            // (iOS 15.4's narrowing is the Text face's: the Display face is drawn as it is.)
            let narrowed = narrowAdvances && pointSize < SystemFontMetrics.displayFrom
            return narrowed ? drawn * Self.narrowFaceFactor : drawn
        }
        // From here the fitted table: named fonts scaled from it, and what San Francisco's
        // faces lack (the table's amounts by weight and size, fitted before the faces were
        // used, now only touch such characters). (Divided by the width factor, which
        // multiplies every advance.)
        if named != nil, Self.isWide(c) {
            return (Self.isHangul(c) ? EastAsianFallback.namedHangulAdvance : 1) / widthFactor
        }
        if let figure = named?.figure, c.isASCII, c.isNumber { return figure / widthFactor }
        guard systemWeight != nil || named != nil else { return Self.advance(c) }
        let base = Self.fittedAdvance(of: c) ?? SystemFontMetrics.fallback[Self.characterClass(c)] ?? Self.advance(c)
        // Named fonts scale San Francisco's advances at 17 pt, with no tracking by size.
        guard named == nil else { return base }
        let advance = base + Self.tracking(at: pointSize, iOS9: wideDisplaySizes) + weightAdvance
        let drawn = narrowAdvances ? advance * Self.narrowAdvanceFactor : advance
        // Beside the faces' characters, which carry their weight, one they lack is the
        // fitted table's with its weight's factor.
        return sanFranciscoFace == nil ? drawn : drawn * fittedWidthFactor
    }

    /// An emoji's advance in ems at `size`: Apple Color Emoji tracks tighter as it grows,
    /// as San Francisco does. Saved frames of single-emoji labels in fetched apps: 22 pt
    /// wide at 17 pt and 24 at 18 (1.29–1.33 em, where a letter's class gave 0.6), 27 at 24
    /// (nine emoji dictionaries' rows, Xcode 10 to 14; 29 read between 17 and 30); from 30
    /// pt about 4 pt more than the size (a quiz course's animals, Xcode 8 to 15: 34 at 30
    /// in 56 labels, 38 at 34, 45 at 40, 56 at 52), and from about 150 pt 9 % more than
    /// the size (an emoji dictionary's 148 pt clown 161 wide, its 200 pt emoji 218 in five
    /// forks of Xcode 8 and 9, a 245 pt one 266), read between them (`read(_:at:)`).
    static func emojiAdvance(at size: Double) -> Double { read(emojiAdvances, at: size) }

    /// The fitted emoji advances (`emojiAdvance(at:)`), a hair under the saved widths'
    /// quotients so that rounding up to pixels lands on them.
    static let emojiAdvances: [(size: Double, ems: Double)] = [
        (17, 1.29), (19, 1.29), (24, 1.1249), (30, 1.1333), (34, 1.1176), (40, 1.1249),
        (52, 1.0769), (148, 1.0878), (200, 1.0899), (245, 1.0857),
    ]

    /// Whether `c` is drawn as an emoji: a pictograph with emoji presentation, or any
    /// character asking for it (U+FE0F) or a keycap (U+20E3). A star or a check mark
    /// without U+FE0F is text.
    static func isEmoji(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first, !first.isASCII || c.unicodeScalars.count > 1 else { return false }
        if first.properties.isEmojiPresentation { return true }
        return c.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    /// San Francisco's tracking at `size`, in ems: at a Display size `displayTracking`
    /// (as iOS 9 and 10 set it with `iOS9`); at a Text size the fitted table's, between
    /// its sizes on the straight line, and a size between the last fitted Text size and
    /// the Display optical size keeps the former's (Apple's table gives 18 and 19 pt
    /// nearly the same): Instructions' "@johndoe" in 19 pt, 85.5 pt wide, is not 84.
    static func tracking(at size: Double, iOS9: Bool) -> Double {
        guard size < SystemFontMetrics.displayFrom else { return displayTracking(at: size, iOS9: iOS9) }
        if let lastText = textTracking.last, size > lastText.size { return lastText.ems }
        return read(textTracking, at: size)
    }

    /// The fitted tracking table's Text sizes (its Display ones gave way to `displayTracking`).
    static let textTracking = SystemFontMetrics.tracking.filter { $0.size < SystemFontMetrics.displayFrom }

    /// A fitted table's value at `size`: on the straight line between the fitted sizes
    /// either side, the nearest one's below and above them (0 for an empty table).
    static func read(_ table: [(size: Double, ems: Double)], at size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.ems }
        for (a, b) in zip(table, table.dropFirst()) where size <= b.size {
            return a.ems + (b.ems - a.ems) * (size - a.size) / (b.size - a.size)
        }
        return last.ems
    }

    /// The class model's class of a character, which an unseen one falls back to.
    static func characterClass(_ c: Character) -> String {
        if "ilj'.,:;!|()[]ft ".contains(c) { return "narrow" }
        if "mwMW".contains(c) { return "wide" }
        if c.isASCII { return c.isUppercase || c.isNumber ? "upper" : "lower" }
        // East Asian wide characters keep the class model's full em (no fitted class).
        if isWide(c) { return "east-asian" }
        return "other"
    }

    /// The widest line and the number of lines of `text` (line breaks separate lines).
    public func size(of text: String) -> (width: Double, lines: Int) {
        let lines = Self.paragraphs(of: text)
        return (lines.map { width(of: $0) }.max() ?? 0, max(lines.count, 1))
    }

    /// `text`'s lines as its line breaks separate them: a newline, a carriage return, and
    /// the Unicode line and paragraph separators (U+2028, U+2029), which Xcode writes for
    /// a line break typed in the inspector's text field and UIKit breaks at alike.
    public static func paragraphs(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// How many lines `text` takes when wrapped at `width` (`lines(of:wrappedAt:)`).
    public func lineCount(of text: String, wrappedAt width: Double) -> Int {
        lines(of: text, wrappedAt: width).count
    }

    /// The lines `text` shows when wrapped at `width`, as a label wraps by words (a word
    /// wider than the line breaks by characters); newlines start lines. A width of 0 or
    /// less does not wrap.
    public func lines(of text: String, wrappedAt width: Double) -> [Substring] {
        let paragraphs = Self.paragraphs(of: text)
        guard width > 0 else { return paragraphs }
        var result: [Substring] = []
        let space = advance(" ") * pointSize * widthFactor
        for paragraph in paragraphs {
            // The current line: where it starts and ends in the paragraph, and its width.
            var start: Substring.Index? = nil
            var end = paragraph.startIndex
            var line = 0.0
            for (word, joined) in Self.breakablePieces(of: paragraph) {
                let w = ems(of: word) * pointSize * widthFactor
                let needed = start == nil ? w : line + (joined ? 0 : space) + w
                if needed <= width + 0.5 {
                    if start == nil { start = word.startIndex }
                    end = word.endIndex
                    line = needed
                    continue
                }
                if let s = start { result.append(paragraph[s..<end]) }
                // A word wider than the line fills whole lines first, character by character.
                var from = word.startIndex
                var filled = 0.0
                var k = word.startIndex
                while k < word.endIndex {
                    let c = advance(word[k]) * pointSize * widthFactor
                    if filled + c > width + 0.5, k > from {
                        result.append(word[from..<k])
                        from = k
                        filled = 0
                    }
                    filled += c
                    k = word.index(after: k)
                }
                start = from
                end = word.endIndex
                line = filled
            }
            result.append(start.map { paragraph[$0..<end] } ?? paragraph[paragraph.startIndex..<paragraph.startIndex])
        }
        return result.isEmpty ? [""] : result
    }

    /// A paragraph's words, each cut after the hyphens and dashes a line may break at
    /// (Unicode's line breaking, as Core Text does it: after a hyphen not followed by a
    /// digit and not starting the word, after an en or em dash), with whether the piece
    /// continues the one before it (no space between). "end-to-end" ends a line as
    /// "end-to-" where it does not fit whole (Element's "end-to-end encrypted" notice:
    /// two lines in Xcode, three when it wrapped only at spaces).
    ///
    /// A line may also break before and after a Chinese or Japanese character (an
    /// ideograph, kana or full-width form), as between letters of no other script, except
    /// before closing punctuation (`、。，）」`) and after opening (`（「`): a run of them
    /// with no space fills the line it starts on (BiTanDemo's 12 pt notices, 45 characters
    /// in 290 pt: two lines in Xcode, three when such a run broke only at spaces). Hangul
    /// keeps to words, as UIKit's standard line-break strategy does.
    static func breakablePieces(of paragraph: Substring) -> [(piece: Substring, joined: Bool)] {
        var pieces: [(Substring, Bool)] = []
        for word in paragraph.split(separator: " ") {
            var from = word.startIndex
            var k = word.startIndex
            while k < word.endIndex {
                let next = word.index(after: k)
                let c = word[k]
                let breaksAfter: Bool
                switch c {
                case "-": breaksAfter = k > word.startIndex && next < word.endIndex && !word[next].isNumber
                case "\u{2013}", "\u{2014}": breaksAfter = next < word.endIndex
                default:
                    // Between two characters, one of them ideographic, unless punctuation
                    // holds them together.
                    breaksAfter =
                        next < word.endIndex && (isIdeographic(c) || isIdeographic(word[next]))
                        && !opensIdeographicPunctuation.contains(c)
                        && !closesIdeographicPunctuation.contains(word[next])
                }
                if breaksAfter {
                    pieces.append((word[from..<next], from > word.startIndex))
                    from = next
                }
                k = next
            }
            pieces.append((word[from..<word.endIndex], from > word.startIndex))
        }
        return pieces
    }

    static func advance(_ c: Character) -> Double {
        if "ilj'.,:;!|()[]ft ".contains(c) { return 0.28 }
        if "mwMW".contains(c) { return 0.86 }
        if c.isASCII {
            if c.isUppercase || c.isNumber { return 0.62 }
            return 0.52
        }
        if Self.isWide(c) { return 1.0 }
        return cyrillicAdvance(c) ?? 0.6
    }

    /// Whether a line may break on either side of `c`: East Asian wide, but not Hangul,
    /// which UIKit keeps to words.
    static func isIdeographic(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value, isWide(v) else { return false }
        return !(0x1100...0x115F).contains(v) && !(0xAC00...0xD7A3).contains(v) && !(0x3130...0x318F).contains(v)
    }

    /// Punctuation a line never starts with, and punctuation it never ends with, around
    /// East Asian text (Unicode's closing, non-starter and opening classes, the common ones).
    static let closesIdeographicPunctuation: Set<Character> = [
        "、", "。", "，", "．", "：", "；", "？", "！", "）", "」", "』", "】", "〉", "》", "〕", "］", "｝", "ー", "ぁ", "ぃ",
        "ぅ", "ぇ", "ぉ", "っ", "ゃ", "ゅ", "ょ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ッ", "ャ", "ュ", "ョ", "々", "〜", "…", ",",
        ".", ")", "]", "}", "!", "?", ":", ";", "%", "’", "”",
    ]
    static let opensIdeographicPunctuation: Set<Character> = [
        "（", "「", "『", "【", "〈", "《", "〔", "［", "｛", "(", "[", "{", "‘", "“", "¥", "￥", "$",
    ]

    /// Whether `c` is a Hangul syllable or jamo, which the Korean fallback draws.
    static func isHangul(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x1100...0x11FF).contains(v) || (0x3130...0x318F).contains(v) || (0xAC00...0xD7A3).contains(v)
    }

    /// Whether `c` is East Asian wide (`isWide` of its first scalar).
    static func isWide(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { isWide($0.value) } ?? false
    }

    /// CJK ideographs, kana, hangul and full-width forms.
    static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}
