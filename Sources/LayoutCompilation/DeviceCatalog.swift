import LayoutDocument

/// The devices `--device` knows, with what UIKit reports on each for a full-screen view
/// controller in each orientation (iOS 17/18).
///
/// Sources: point sizes and size classes from Apple's Human Interface Guidelines
/// ("Layout", device screen sizes and size classes; "Multitasking" for the iPad split
/// panes); status-bar heights and safe-area insets as UIKit reports them in the iOS
/// Simulator for each model, as published device by device. Root layout margins are
/// not listed: they follow `Environment.systemMargins` (16 pt below 400 pt of width,
/// 20 pt otherwise, measured from the safe area).
public enum DeviceCatalog {
    public static let devices: [Device] = [
        phone(
            "iphone-se", "iPhone SE (2nd and 3rd generation)", 375, 667, statusBar: 20,
            portraitSafe: Insets(top: 20), landscapeSafe: .zero, landscapeWidthClass: .compact),
        phone(
            "iphone-15", "iPhone 15", 393, 852, statusBar: 54,
            portraitSafe: Insets(top: 59, bottom: 34), landscapeSafe: Insets(left: 59, bottom: 21, right: 59),
            landscapeWidthClass: .compact),
        phone(
            "iphone-16", "iPhone 16", 393, 852, statusBar: 54,
            portraitSafe: Insets(top: 59, bottom: 34), landscapeSafe: Insets(left: 59, bottom: 21, right: 59),
            landscapeWidthClass: .compact),
        phone(
            "iphone-15-plus", "iPhone 15 Plus", 430, 932, statusBar: 54,
            portraitSafe: Insets(top: 59, bottom: 34), landscapeSafe: Insets(left: 59, bottom: 21, right: 59),
            landscapeWidthClass: .regular),
        phone(
            "iphone-16-plus", "iPhone 16 Plus", 430, 932, statusBar: 54,
            portraitSafe: Insets(top: 59, bottom: 34), landscapeSafe: Insets(left: 59, bottom: 21, right: 59),
            landscapeWidthClass: .regular),
        phone(
            "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, statusBar: 54,
            portraitSafe: Insets(top: 59, bottom: 34), landscapeSafe: Insets(left: 59, bottom: 21, right: 59),
            landscapeWidthClass: .regular),
        pad("ipad", "iPad (10th generation)", 820, 1180),
        pad("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180),
        pad("ipad-mini", "iPad mini (6th generation)", 744, 1133),
        pad("ipad-pro-11", "iPad Pro 11-inch (4th generation)", 834, 1194),
        pad("ipad-pro-12.9", "iPad Pro 12.9-inch (6th generation)", 1024, 1366),
        pane(
            "ipad-pro-12.9-two-thirds", "iPad Pro 12.9-inch, two-thirds Split View pane",
            portrait: Size(width: 639, height: 1366), landscape: Size(width: 981, height: 1024)),
        pane(
            "ipad-pro-12.9-half", "iPad Pro 12.9-inch, half Split View pane",
            portrait: nil, landscape: Size(width: 678, height: 1024)),
        pane(
            "ipad-pro-12.9-third", "iPad Pro 12.9-inch, one-third Split View pane",
            portrait: Size(width: 375, height: 1366), landscape: Size(width: 375, height: 1024)),
    ]

    /// The device with this name (case-insensitive), or nil.
    public static func device(named name: String) -> Device? {
        let key = name.lowercased()
        return devices.first { $0.name == key }
    }

    private static func phone(
        _ name: String, _ display: String, _ width: Double, _ height: Double,
        statusBar: Double, portraitSafe: Insets, landscapeSafe: Insets,
        landscapeWidthClass: SizeClassAxis
    ) -> Device {
        // iPhones hide the status bar in landscape.
        Device(
            name: name, displayName: display,
            portrait: .init(
                size: Size(width: width, height: height),
                sizeClass: SizeClass(width: .compact, height: .regular),
                statusBar: statusBar, safeArea: portraitSafe),
            landscape: .init(
                size: Size(width: height, height: width),
                sizeClass: SizeClass(width: landscapeWidthClass, height: .compact),
                statusBar: 0, safeArea: landscapeSafe))
    }

    // iPads: regular-regular in both orientations, a 24 pt status bar and a 20 pt home
    // indicator inset.
    private static let padSafeArea = Insets(top: 24, bottom: 20)

    private static func pad(_ name: String, _ display: String, _ width: Double, _ height: Double) -> Device {
        let rr = SizeClass(width: .regular, height: .regular)
        return Device(
            name: name, displayName: display,
            portrait: .init(
                size: Size(width: width, height: height), sizeClass: rr,
                statusBar: 24, safeArea: padSafeArea),
            landscape: .init(
                size: Size(width: height, height: width), sizeClass: rr,
                statusBar: 24, safeArea: padSafeArea))
    }

    /// A Split View pane: compact width below 678 pt, regular at and above it.
    private static func pane(_ name: String, _ display: String, portrait: Size?, landscape: Size?) -> Device {
        func metrics(_ size: Size?) -> Device.Metrics? {
            size.map {
                .init(
                    size: $0, sizeClass: SizeClass(width: $0.width >= 678 ? .regular : .compact, height: .regular),
                    statusBar: 24, safeArea: padSafeArea)
            }
        }
        return Device(name: name, displayName: display, portrait: metrics(portrait), landscape: metrics(landscape))
    }
}
