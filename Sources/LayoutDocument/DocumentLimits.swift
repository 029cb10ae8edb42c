/// The most a layout may hold, and the range its numbers may take: past these, a file is
/// hostile or broken, not a layout, and gets a located `limit` error before anything is
/// solved (each limit leaves solving a 10,000-view layout, the largest benchmarked,
/// plenty of room). libxml2's reading has its own: `XMLReader.maximumFileSize` and
/// `maximumDepth`.
public enum DocumentLimits {
    /// Views, stacks and guides in one layout.
    public static let maximumItems = 50_000
    /// Constraints in one layout, a `<visual>` format's each counted.
    public static let maximumConstraints = 200_000
    /// Layouts (scenes, top-level views, cells) in one Interface Builder file.
    public static let maximumLayouts = 5_000
    /// Characters in one text (a label's, a title, a placeholder).
    public static let maximumTextLength = 100_000
    /// The largest constant, intrinsic size, spacing or margin, in points, either sign:
    /// ten million points is seven thousand iPad screens.
    public static let maximumMagnitude = 10_000_000.0
    /// Multipliers other than 0 lie within 1/10,000 … 10,000 in magnitude: past that the
    /// solver's arithmetic loses the layout in rounding.
    public static let multiplierRange = 0.0001...10_000.0
}
