extension TextMeasurement {
    /// What bold adds to every character at San Francisco's Display sizes beyond the
    /// fitted table's amount, in ems. The fit had few bold Display labels; the files read
    /// since (batches 14 to 18 of the fidelity measurements, 1,100 files) have 44 of 20 to
    /// 39 pt whose width only their text decides, and 32 of them were drawn wider than the
    /// table (a median 0.008 em a character: "View All" at 20 pt 75.5 wide, not 73;
    /// "Reading Goals" 134.667, not 133.5; "RECOVER PASSWORD" at 35 pt 365.5, not 359.5),
    /// 3 narrower. With 0.008 more (and `largeDisplayTracking`), 44 views of those files
    /// land where Xcode saved them that did not and 8 no longer do (0.006: 18 and 4; 0.010:
    /// 38 and 8).
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

    /// San Francisco's tracking from 44 pt, in ems, where the fitted table's last sizes (44
    /// to 60 pt, −0.006 to +0.004) rest on too few labels: the read files' single-line labels
    /// at 50 to 60 pt were all drawn narrower than the table, regular ones by 0.026 to 0.037
    /// em a character ("Welcome" at 60 pt, 238 wide, not 253.5; "Avg Bill" at 50, 154.5, not
    /// 166.5), bold ones by as much once `boldDisplayExtra` is counted ("JOIN OUR TEAM" at
    /// 60 pt, 454, not 477; "Login" at 50, 128, not 133), in seven apps of Xcode 8 to 12;
    /// at 45 pt, two apps' labels as much ("Sign up" 144.5, not 152; "Map X" 124, not 130).
    static let largeDisplayTracking: [(size: Double, ems: Double)] = [(44, -0.026), (50, -0.027), (60, -0.031)]

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

    /// The fitted table's Display sizes whose tracking rests on files of Xcode 7 and 8: 25
    /// and 28 pt sit 0.011 to 0.013 em above both neighbours (−0.0087 between −0.0188 and
    /// −0.0162; −0.0049 between −0.0169 and −0.0187), about `wideDisplayTracking`, the
    /// amount iOS 9 and 10 set every Display size wider. Later files' labels there were
    /// drawn nearer their neighbours' (of the read batches' 25 pt labels of Xcode 12 to 16,
    /// 7 of 9 narrower than the fitted entry, by 1 to 4.5 pt: "username" 107 wide, not 109;
    /// "BMI Calculator" 171, not 173; at 28 pt "Graph View" 140, not 142.5, 139 between
    /// the neighbours), and files of Xcode 7 and 8 as the entry has it (Firebase's "Pick
    /// Your Favorite Food!" at 25 pt, 267; "App Thinning" at 28, 162). So later iOS reads
    /// between the neighbours there (`trackingTable`) and iOS 9 and 10 keep the entries
    /// (`iOS9TrackingTable`). With iOS 9 and 10's wider sizes from 20 pt and their digits
    /// (`iOS9DisplayFigureExtra`): +26 views of 2,950 read files and fixtures, 3 lost (a
    /// drama app's bold "TMDB DRAMA" at 29 pt, Xcode 13, now 2 pt short).
    static let iOS9FittedSizes: Set<Double> = [25, 28]

    /// The tracking table `tracking(at:)` reads for later iOS: the fitted one below 44 pt
    /// but for `iOS9FittedSizes`, then `largeDisplayTracking`.
    static let trackingTable: [(size: Double, ems: Double)] =
        SystemFontMetrics.tracking.filter {
            $0.size < largeDisplayTracking[0].size && !iOS9FittedSizes.contains($0.size)
        }
        + largeDisplayTracking

    /// The tracking table for iOS 9 and 10 (`wideDisplaySizes`): the fitted one's Text sizes
    /// and `iOS9FittedSizes` as they are, its other Display sizes and `largeDisplayTracking`
    /// `wideDisplayTracking` wider.
    static let iOS9TrackingTable: [(size: Double, ems: Double)] =
        SystemFontMetrics.tracking.filter { $0.size < largeDisplayTracking[0].size }.map { entry in
            guard entry.size >= SystemFontMetrics.displayFrom, !iOS9FittedSizes.contains(entry.size) else {
                return entry
            }
            return (entry.size, entry.ems + wideDisplayTracking)
        } + largeDisplayTracking.map { ($0.size, $0.ems + wideDisplayTracking) }
}
