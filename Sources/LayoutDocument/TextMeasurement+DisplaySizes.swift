extension TextMeasurement {
    /// What bold adds to every character at San Francisco's Display sizes beyond the fitted
    /// table's amount, in ems. The fit had few bold Display labels; the files read since
    /// (batches 14 to 18 of the fidelity measurements, 1,100 files) have 44 of 20 to 39 pt
    /// whose width only their text decides, and 32 of them were drawn wider than the table (a
    /// median 0.008 em a character: "View All" at 20 pt 75.5 wide, not 73; "Reading Goals"
    /// 134.667, not 133.5; "RECOVER PASSWORD" at 35 pt 365.5, not 359.5), 3 narrower. With
    /// 0.008 more (and the tracking from 44 pt then fitted), 44 views of those files land where
    /// Xcode saved them that did not and 8 no longer do (0.006: 18 and 4; 0.010: 38 and 8).
    static let boldDisplayExtra = 0.008

    /// The weights `boldDisplayExtra` widens: bold, and semibold, whose fitted Display
    /// amount (0.0207 em, below its Text one) rests on fewer labels still: of the read
    /// batches' semibold labels of 20 to 26 pt in files of Xcode 9 and later whose width
    /// only their text decides, the six with letters were drawn 0.002 to 0.017 em a
    /// character wider than the table ("Archive" at 22 pt 76, not 74.5; "My Journals" at
    /// 20, 112, not 109.5); with bold's 0.008, 9 views of 2,950 read files and fixtures
    /// land where Xcode saved them that did not and 2 no longer do (0.005 and 0.012: one
    /// label fewer in the label harness). Not heavy or black, whose `heavierThanBold` was
    /// fitted without it.
    static let boldDisplayExtraWeights: Set<Weight?> = [.bold, .semibold]

    /// What a digit adds at San Francisco's Display sizes, in ems: the fitted advances rest
    /// on labels of every size, most of them Text sizes, and digits are drawn wider from 20
    /// pt. Of 45 single-line labels of digits alone at 20 pt or more whose width only their
    /// text decides (timers, scores, prices: "00:00:00" at 50 pt 210.5 wide, not 198; "10"
    /// in bold at 36, 42, not 39.5), 42 were drawn wider than the table, none narrower.
    /// With 0.04 em a digit, 30 of the 1,750 labels of the fetched files whose width only
    /// their text decides land where Xcode saved them that did not, all with digits, and 5
    /// no longer do (0.03: 27 and 4); laid out, 82 views of the fetched files and 9 lost.
    /// Not from 80 pt (`displayFigureExtraBelow`): a timer's "00:00:00" at 140 pt and a
    /// "12:34" at 80 pt were drawn as the table has them.
    static let displayFigureExtra = 0.04
    static let displayFigureExtraBelow = 80.0

    /// What a digit adds at the Display sizes of iOS 9 and 10 (`wideDisplaySizes`), in ems:
    /// half of later iOS's. Their letters are `wideDisplayTracking` wider, their digits not
    /// by as much: the read batches' labels of digits alone or mostly at 20 to 30 pt in
    /// files of Xcode 7 and 8 (two apps: "23", "136" and "45$" at 30 pt 36, 51 and 55 wide;
    /// "5000$" at 24, 74; "20" at 20, 24.5) were all drawn 0.016 to 0.033 em a digit
    /// narrower than both together with the later amount; with 0.02, 8 of 8 within half a
    /// point (0.015: 7; 0.04: 3).
    static let iOS9DisplayFigureExtra = 0.02

    /// `displayFigureExtra` (or `iOS9DisplayFigureExtra`) for `c` at this size: a digit of
    /// the system font at a Display size below `displayFigureExtraBelow`, else 0.
    func displayFigureExtra(_ c: Character) -> Double {
        guard c.isASCII, c.isNumber, pointSize >= SystemFontMetrics.displayFrom,
            pointSize < Self.displayFigureExtraBelow
        else { return 0 }
        return wideDisplaySizes ? Self.iOS9DisplayFigureExtra : Self.displayFigureExtra
    }

    /// What a plus sign adds at San Francisco's large Display sizes (from
    /// `displayPlusExtraFrom`), in ems: the fitted advance rests on Text sizes, where the
    /// sign is narrower. Stanford's EmojiArt adds emoji with a "+" button of 64, 65 and 100
    /// pt saved 39, 40 and 61 wide in six forks of Xcode 10 to 13 (a flashcard app's 65 pt
    /// "+" too, 40), 0.61 em where the table with `displayGlyphOffset` gives 0.56; 0.052
    /// puts all of them within half a point. A bold 24 pt "D + 100" of Xcode 13 was drawn
    /// as the table has it: where between 24 and 64 pt the wider sign begins no file shows.
    static let displayPlusExtra = 0.052
    static let displayPlusExtraFrom = 40.0

    /// What the Display sizes add to `c` beyond the fitted advance and tracking: a digit's
    /// `displayFigureExtra`, a plus sign's `displayPlusExtra`.
    func displayExtra(_ c: Character) -> Double {
        guard c == "+" else { return displayFigureExtra(c) }
        return pointSize >= Self.displayPlusExtraFrom ? Self.displayPlusExtra : 0
    }

    /// What the fitted kerning of a capital T over a short lowercase letter (fitted on labels
    /// of every size, most of them Text sizes) gains at the Display sizes, in ems: the read
    /// files' Display labels with such a pair were drawn narrower than the rest of their text
    /// explains, in six apps of Xcode 10 to 15 ("Turn" at 24, 30 and 35 pt, 45.667, 56.667 and
    /// 65.667 wide on 3x canvases, not 46.5, 57.5 and 67; "Touches: 0" at 30 pt, 141.667, not
    /// 143, and 140.5 in another fork, now 142; "Type 1" at 22, 60.667, not 62). With 0.04
    /// more, 9 views of 2,577 read files and fixtures land within half a point that did not, 3
    /// no longer do (0.03: 7 and 3; 0.05: 7 and 4).
    static let displayKerningExtra = -0.04

    /// San Francisco Display's tracking as Apple published it with the system fonts of
    /// iOS 9 to 13 (the table design tools took up), in ems: 19 thousandths at 20 pt down
    /// to none at 80 pt; between the sizes given, on the straight line.
    static let publishedDisplayTracking: [(size: Double, ems: Double)] = [
        (20, 0.019), (22, 0.016), (28, 0.013), (32, 0.012), (36, 0.011), (50, 0.007), (64, 0.003), (80, 0),
    ]

    /// What the Display optical size sets each character narrower than the fitted (Text)
    /// advances with `publishedDisplayTracking`, in ems. The fitted table's own Display sizes
    /// rested on few labels each and went up and down by 0.01 em between neighbours (34 pt
    /// −0.024, 36 pt −0.017, 37 pt −0.027); against Apple's table, the read files' single-line
    /// regular labels of 20 to 50 pt whose width only their text decides were set −0.027 to
    /// −0.035 em a character narrower, size by size, and −0.030 to −0.035 by Xcode version once
    /// iOS 9 and 10's `wideDisplayTracking` is counted, where the fitted table left the 36 pt
    /// ones 0.006 em too wide (a travel-book app's "degrees Celsius" 249 pt wide, not 246, in
    /// 20 forks of Xcode 7 to 13). With 0.033: +63 views of 2,577 read files and fixtures
    /// within half a point, 22 no longer (0.032: +56 −23; 0.034: +64 −39), the Cyrillic letters
    /// refitted on it (`CyrillicMetrics`, whose 30 pt quiz titles had absorbed the old 30 pt
    /// entry); the distinct texts' median, each fork's copy counted once, is 0.0326.
    static let displayGlyphOffset = -0.033

    /// San Francisco's tracking at a Display size, in ems: Apple's with `displayGlyphOffset`
    /// added, and `wideDisplayTracking` more on iOS 9 and 10.
    static func displayTracking(at size: Double, iOS9: Bool) -> Double {
        read(publishedDisplayTracking, at: size) + displayGlyphOffset + (iOS9 ? wideDisplayTracking : 0)
    }
}
