/// A frame Xcode saved for a view (`<rect key="frame">`), in its superview's coordinates.
public struct DesignFrame: Sendable, Hashable, CustomStringConvertible {
    public var x, y, width, height: Double
    /// Whether Xcode's own Auto Layout gave this frame on the design canvas, and so it
    /// can be compared: false for views marked misplaced or ambiguous, hidden views and
    /// views placed by their autoresizing mask.
    public var isLayoutAnswer: Bool
    /// Xcode draws the view at this frame on its canvas whatever its constraints give,
    /// as it does the views of its templates it saved so (`XcodeTemplate`) until they are
    /// edited: the design canvas reports it here.
    public var isDrawnAsSaved = false
    /// Xcode marked the view misplaced or ambiguous: it was not saved where it is laid out,
    /// but what it holds was saved where it is, relative to its laid-out frame (Xcode
    /// flags a dragged container, not the views that moved with it).
    public var isMisplaced = false
    /// How much wider than its constraints make it Xcode draws the view, from the same
    /// origin: the extra point the labels of Xcode 6's launch-screen template keep
    /// (`XcodeTemplate`) once moved. Reported so on the design canvas only.
    public var extraWidth: Double = 0

    public init(x: Double, y: Double, width: Double, height: Double, isLayoutAnswer: Bool = true) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isLayoutAnswer = isLayoutAnswer
    }

    /// `(20, 100) 335×21`, to the hundredth of a point.
    public var description: String {
        let n = { formatNumber(($0 * 100).rounded() / 100) }
        return "(\(n(x)), \(n(y))) \(n(width))×\(n(height))"
    }
}
