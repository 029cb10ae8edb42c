/// Views of Xcode's own file templates whose saved frames their constraints do not give,
/// and which Xcode draws as saved until someone edits them.
///
/// Xcode 6's launch screen (`LaunchScreen.xib`, a 480×480 view with the app's name and a
/// copyright line) saved both labels 441 pt wide, 20 pt from the left, where their
/// constraints (leading 20, centred) make them 440. Xcode does not lay a view out again
/// until it is edited, so projects started with it carry the frames, whatever Xcode
/// last saved them (19 of the fetched launch screens, 29 labels unmoved); its canvas
/// draws them there. The template's ids and frames identify its views: a label changed
/// in any way that moved it no longer matches.
enum XcodeTemplate {
    /// Each template view's id and the frame its template saved (x, y, width, height).
    static let savedFrames: [String: (x: Double, y: Double, width: Double, height: Double)] = [
        "8ie-xW-0ye": (20, 439, 441, 21),  // the copyright line
        "kId-c2-rCX": (20, 140, 441, 43),  // the app's name
    ]

    /// Whether view `id`, saved at `frame` in a superview saved `superviewWidth` wide, is
    /// a template label that kept the template's extra point of width: still 20 pt from
    /// the left and 39 pt narrower than its superview, not 40, after Xcode moved it
    /// (reel-search's name, centred again by Xcode 9 at 218.67 and still 441 wide) or
    /// resized its superview (Context-Menu's, 281 wide in 320). Xcode draws such a label a
    /// point wider than its constraints, where they place it; one laid out since (an
    /// Xcode 10 file's 440) has lost the point.
    static func keepsExtraPoint(
        _ id: String, at frame: (x: Double, y: Double, width: Double, height: Double), superviewWidth: Double
    ) -> Bool {
        savedFrames[id] != nil && frame.x == 20 && frame.width == superviewWidth - 39
    }

    /// The labels of Xcode 9's launch screen (`LaunchScreen.storyboard`, the app's name
    /// and a copyright line, 20 pt from the safe area's sides and centred), which it saved
    /// across the whole view, 0 pt from the left: Charts' demo (two labels) and two
    /// wallets' empty ones, 375 wide on the 4.7-inch canvas where their constraints make
    /// 335 from 20.
    static let fullWidthLabels: Set<String> = ["GJd-Yh-RWb", "obG-Y5-kRd"]

    /// Whether view `id`, saved at `frame` in a superview saved `superviewWidth` wide, is
    /// one of Xcode 9's launch-screen labels still across the whole view, which Xcode
    /// draws as saved (in Charts' demo its vertical place is the constraints' too).
    static func spansItsSuperview(
        _ id: String, at frame: (x: Double, y: Double, width: Double, height: Double), superviewWidth: Double
    ) -> Bool {
        fullWidthLabels.contains(id) && frame.x == 0 && frame.width == superviewWidth
    }

    /// Whether view `id`, saved at `frame`, is a template view as its template saved it.
    static func isUnmoved(_ id: String, at frame: (x: Double, y: Double, width: Double, height: Double)) -> Bool {
        guard let saved = savedFrames[id] else { return false }
        return saved == frame
    }
}
