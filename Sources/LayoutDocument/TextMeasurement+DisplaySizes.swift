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

    /// `displayFigureExtra` for `c` at this size: a digit of the system font at a Display
    /// size below `displayFigureExtraBelow`, else 0.
    func displayFigureExtra(_ c: Character) -> Double {
        guard c.isASCII, c.isNumber, pointSize >= SystemFontMetrics.displayFrom,
            pointSize < Self.displayFigureExtraBelow
        else { return 0 }
        return Self.displayFigureExtra
    }

    /// The tracking table `tracking(at:)` reads: the fitted one below 44 pt, then
    /// `largeDisplayTracking`.
    static let trackingTable: [(size: Double, ems: Double)] =
        SystemFontMetrics.tracking.filter { $0.size < largeDisplayTracking[0].size } + largeDisplayTracking
}
