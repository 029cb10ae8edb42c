// The fitted table's amounts at San Francisco's Display sizes. Since the system font is
// measured with its own faces (`sanFranciscoFace`) they set only the characters the faces
// lack; the figures in their comments are those of the fit, when the table measured all text.
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
