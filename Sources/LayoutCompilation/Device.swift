import LayoutDocument

public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}

/// A device (or an iPad multitasking pane) and the environment it gives a full-screen
/// view controller in each orientation.
public struct Device: Sendable, Hashable {
    /// What a device reports in one orientation.
    public struct Metrics: Sendable, Hashable {
        public var size: Size
        public var sizeClass: SizeClass
        /// The status bar's height (0 when the status bar is hidden, as on an iPhone in
        /// landscape).
        public var statusBar: Double
        public var safeArea: Insets

        public init(size: Size, sizeClass: SizeClass, statusBar: Double, safeArea: Insets) {
            self.size = size
            self.sizeClass = sizeClass
            self.statusBar = statusBar
            self.safeArea = safeArea
        }
    }

    /// The command-line name, `iphone-16`.
    public var name: String
    /// The marketing name, `iPhone 16`.
    public var displayName: String
    public var portrait: Metrics?
    public var landscape: Metrics?
    /// The ids Interface Builder writes for this device's canvas (`retina4_7`).
    public var interfaceBuilderIDs: [String]

    public init(
        name: String, displayName: String, portrait: Metrics?, landscape: Metrics?, interfaceBuilderIDs: [String] = []
    ) {
        self.name = name
        self.displayName = displayName
        self.portrait = portrait
        self.landscape = landscape
        self.interfaceBuilderIDs = interfaceBuilderIDs
    }

    public func metrics(_ orientation: Orientation) -> Metrics? {
        orientation == .portrait ? portrait : landscape
    }

    /// The orientations this entry has, portrait first.
    public var orientations: [Orientation] {
        Orientation.allCases.filter { metrics($0) != nil }
    }

    /// The environment of a full-screen view controller without navigation or tab bars:
    /// the top layout guide ends at the safe area's top (the status bar, or the sensor
    /// housing), the bottom guide at the safe area's bottom (the home indicator), as
    /// UIKit derives both guides from the safe area since iOS 11.
    public func environment(_ orientation: Orientation, direction: LayoutDirection = .leftToRight) -> Environment? {
        guard let m = metrics(orientation) else { return nil }
        var e = Environment(
            size: m.size, sizeClass: m.sizeClass, topGuide: m.safeArea.top,
            bottomGuide: m.safeArea.bottom, safeArea: m.safeArea, direction: direction)
        e.deviceName = name
        e.orientation = orientation
        return e
    }
}
