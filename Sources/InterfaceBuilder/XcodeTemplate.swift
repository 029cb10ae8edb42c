/// Views of Xcode's own file templates whose saved frames their constraints do not give,
/// and which Xcode draws as saved until someone edits them.
///
/// Xcode 6's launch screen (`LaunchScreen.xib`, a 480×480 view with the app's name and a
/// copyright line) saved both labels 441 pt wide, 20 pt from the left, where their
/// constraints (leading 20, centred) make them 440. Xcode does not lay a view out again
/// until it is edited, so projects started with it carry the frames, whatever Xcode
/// last saved them (19 of the fetched launch screens, 29 labels unmoved); its canvas
/// draws them there. The template's ids and frames identify its views (`drawing`); a
/// label Xcode laid out again no longer matches. Xcode 9's launch screen did the like.
enum XcodeTemplate {
    /// A frame as a file saves it: x, y, width, height.
    typealias Frame = (x: Double, y: Double, width: Double, height: Double)

    /// How the canvas draws a template view.
    enum Drawing: Equatable {
        /// At its saved frame, whatever its constraints give.
        case asSaved
        /// Where its constraints place it, a point wider than they make it.
        case pointWider
    }

    /// How Xcode draws view `id`, saved at `frame` in a superview saved `superviewWidth`
    /// wide, if it is a template view Xcode has not laid out again; nil for any other view.
    static func drawing(of id: String, at frame: Frame, superviewWidth: Double) -> Drawing? {
        if let saved = savedFrames[id] {
            if saved == frame { return .asSaved }
            return frame.x == 20 && frame.width == superviewWidth - 39 ? .pointWider : nil
        }
        if fullWidthLabels.contains(id) && frame.x == 0 && frame.width == superviewWidth { return .asSaved }
        return nil
    }

    /// Xcode 6's template views' ids and the frames it saved them at. A label moved off
    /// its frame without being laid out again (Xcode moved it, as reel-search's name,
    /// centred again by Xcode 9 at 218.67 and still 441 wide, or resized its superview,
    /// as Context-Menu's, 281 wide in 320) keeps the extra point: still 20 pt from the
    /// left and 39 pt narrower than its superview, not 40. One laid out since (an Xcode 10
    /// file's 440) has lost it.
    static let savedFrames: [String: Frame] = [
        "8ie-xW-0ye": (20, 439, 441, 21),  // the copyright line
        "kId-c2-rCX": (20, 140, 441, 43),  // the app's name
    ]

    /// The labels of Xcode 9's launch screen (`LaunchScreen.storyboard`, the app's name
    /// and a copyright line, 20 pt from the safe area's sides and centred), which it saved
    /// across the whole view, 0 pt from the left: Charts' demo (two labels) and two
    /// wallets' empty ones, 375 wide on the 4.7-inch canvas where their constraints make
    /// 335 from 20. Xcode draws them as saved while they still span their view (in Charts'
    /// demo their vertical place is the constraints' too).
    static let fullWidthLabels: Set<String> = ["GJd-Yh-RWb", "obG-Y5-kRd"]
}
