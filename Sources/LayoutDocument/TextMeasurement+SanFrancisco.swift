extension TextMeasurement {
    /// San Francisco's own face for the system font's weight at this size's optical size
    /// (`SanFranciscoMetrics`: Text below `SystemFontMetrics.displayFrom`, Display from it),
    /// read from copies of SF Pro: its advances, pair kerning and track are each weight's
    /// widths, where the fitted table (`SystemFontMetrics`) scales one set of advances by
    /// weight. Measured on the label frames of the files read for the fidelity checks
    /// (batches 73 to 86), single-line labels whose width only their text decides land
    /// within half a point 225 times of 237 at the Text sizes (the fitted table: 174) and 83
    /// of 115 at the Display sizes (51); laid out, 1,910 read files have 153 more
    /// text-bearing views within half a point of Xcode's frames, and 14 more other views
    /// (216 gained, 49 lost). The fitted table still measures what the faces lack (named
    /// fonts scaled from San Francisco, characters beyond the faces' ranges).
    var sanFranciscoFace: CloneFace? {
        guard !isNamedFont, let systemWeight else { return nil }
        let faces = pointSize >= SystemFontMetrics.displayFrom ? SanFranciscoMetrics.display : SanFranciscoMetrics.text
        return faces[systemWeight]
    }

    /// What the optical size's normal track adds to every advance at this size, in ems:
    /// read on the straight line between the sizes the font gives.
    var sanFranciscoTrack: Double {
        Self.read(pointSize >= SystemFontMetrics.displayFrom ? Self.displayTrack : Self.textTrack, at: pointSize)
    }

    /// The faces' tracks in ems (of 2,048 units), for `read`.
    private static let textTrack = SanFranciscoMetrics.textTracking.map { (size: $0.size, ems: $0.units / 2048) }
    private static let displayTrack = SanFranciscoMetrics.displayTracking.map {
        (size: $0.size, ems: $0.units / 2048)
    }

    /// What iOS 9 and 10 (files of Xcode 7 and 8, `wideDisplaySizes`) set each character
    /// wider than the faces at the Display sizes, in ems: their San Francisco was an earlier
    /// version, drawn the same at the Text sizes (IQKeyboardManager's bold "Toolbar Tint
    /// Color" at 15 pt, 131 wide) and wider from 20 pt (`iOS9DisplayFaceWidening` a letter;
    /// its digits were not: a scoreboard's "136" at 30 pt, 51).
    func iOS9DisplayWidening(_ c: Character) -> Double {
        guard wideDisplaySizes, pointSize >= SystemFontMetrics.displayFrom, !(c.isASCII && c.isNumber) else { return 0 }
        return Self.iOS9DisplayFaceWidening
    }

    /// How much wider than the faces iOS 9 and 10 set a letter at the Display sizes, in ems:
    /// Kodeco's iOS 9 and 10 books' 30 pt light titles ("Dynamic Photo Display" 300 wide,
    /// "Vacation Spots" 195), a course app's "Login to Udacity" at 24 pt (174.5), a travel
    /// book's "degrees Celsius" at 36 pt (254, 246 in its forks of Xcode 9 and later), 10
    /// of 13 such labels within half a point with 0.015 (0.0135: 8). On 1,910 read files
    /// (few Display labels of that era) 0.015 and 0.01 give 2 views more than none.
    static let iOS9DisplayFaceWidening = 0.015

    /// What a sign loses against the faces before iOS 14 (`iOS13Signs`), in ems: iOS 13
    /// and earlier drew the percent sign, the low line, the apostrophe and the straight
    /// quote narrower and the slash, and at the Display sizes the colon and the full stop,
    /// wider (`iOS13SignNarrowing`).
    func signNarrowing(_ c: Character) -> Double {
        guard iOS13Signs, let amounts = Self.iOS13SignNarrowing[c] else { return 0 }
        return pointSize >= SystemFontMetrics.displayFrom ? amounts.display : amounts.text
    }

    /// The signs iOS 13 and earlier drew narrower than the faces (wider where negative), in
    /// ems at the Text and the Display sizes. The percent sign: weather apps' "14%" at 17
    /// pt saved 32 wide (Xcode 11.3; the face 33.5), "Humidity %" 86 (Xcode 9.3; 88.5), a
    /// calculator's "%" at 30 pt 24 (25), a fitness app's "20 %" in light 38 pt 81.5 (83);
    /// on the 3,462 read files 16 views more within half a point and none fewer with 0.11
    /// at the Text sizes (0.09 and 0.13: 15 and 16) and 0.035 at the Display sizes, where
    /// the two Display labels allow 0.034 to 0.037. The low line: a weather app's "_" at
    /// 17 pt 7.5 wide (three labels, Xcode 10.1; the face 10) and a Bluetooth demo's
    /// "Gouthm_2G" 91 (Xcode 11.3; 93), which allow 0.119 to 0.146; no Display one was
    /// read. The apostrophe and the straight quote narrower, the slash wider: "JC's
    /// Stopwatch" at 22 pt 153 (155), "Workin'" at 38 pt 121 (123), 'Power of "Om"' at 15
    /// pt 101 (102.5), a hotel's "01/03/2019" at 17 pt 88 (86.5), a calculator's "+/-" at
    /// 30 pt 42 (40.5); 19 views more and none fewer on the read files with 0.06, 0.05 and
    /// -0.045 (0.08, 0.07 and -0.06: 8; 0.045, 0.035 and -0.03: 15). Files of Xcode 14 and
    /// later draw the faces' ("0.04%" at 12 pt 37 wide, "50%" in bold 15 pt 35.33, "Let's
    /// Get Started" in bold 20 pt 160); none of Xcode 12 and 13 with these signs' labels
    /// decided a width, so where the change came is a guess. The colon and the full stop,
    /// at the Display sizes only: of the read files' single-line Display labels with either,
    /// of Xcode 8 to 11, whose width only their text decides (timers' "00:00:00" at 35 and
    /// 50 pt saved 148.5 and 210.5 wide, 3 and 4 pt wider than the face; "Flips: 0" at 40
    /// pt, 1.5), 43 of 61 are within half a point with the face, 51 with 0.04 wider (0.03:
    /// 46; 0.05: 48); from Xcode 12 the face is right (36 of 52; 34 with 0.04).
    static let iOS13SignNarrowing: [Character: (text: Double, display: Double)] = [
        "%": (0.11, 0.035),
        "_": (0.13, 0),
        "'": (0.06, 0.06),
        "\"": (0.05, 0.05),
        "/": (-0.045, -0.045),
        ":": (0, -0.04),
        ".": (0, -0.04),
    ]
}
