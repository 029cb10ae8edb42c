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
        phone("iphone-se", "iPhone SE (2nd and 3rd generation), iPhone 8", 375, 667, ib: ["retina4_7"]),
        phone("iphone-15", "iPhone 15", 393, 852, sensor: 59, statusBar: 54),
        phone("iphone-16", "iPhone 16, iPhone 14 Pro", 393, 852, sensor: 59, statusBar: 54, ib: ["retina6_12"]),
        phone("iphone-15-plus", "iPhone 15 Plus", 430, 932, sensor: 59, statusBar: 54, wideInLandscape: true),
        phone(
            "iphone-16-plus", "iPhone 16 Plus, iPhone 14 Pro Max", 430, 932, sensor: 59, statusBar: 54,
            wideInLandscape: true, ib: ["retina6_72"]),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, sensor: 59, statusBar: 54, wideInLandscape: true),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, sensor: 62, statusBar: 54, ib: ["retina6_3", "retina6_54"]),
        phone(
            "iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, sensor: 62, statusBar: 54, wideInLandscape: true,
            ib: ["retina6_9"]),
        // Older models: the canvases of files from earlier versions of Xcode.
        phone("iphone-4s", "iPhone 4s", 320, 480, ib: ["retina3_5"]),
        phone("iphone-se-1", "iPhone SE (1st generation), iPhone 5s", 320, 568, ib: ["retina4_0"]),
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, wideInLandscape: true, ib: ["retina5_5"]),
        phone(
            "iphone-11-pro", "iPhone X, XS, 11 Pro", 375, 812, sensor: 50, landscapeSensor: 44, statusBar: 50,
            ib: ["retina5_9"]),
        // 44 pt at the sides in landscape, as the iPhone XR has (808 × 393 pt safe): Xcode 13's
        // landscape canvases of five LED-board apps put every view pinned to the safe area's
        // leading edge 44 pt in (8 of 8).
        phone(
            "iphone-11", "iPhone XR, 11", 414, 896, sensor: 48, landscapeSensor: 44, statusBar: 48,
            wideInLandscape: true, ib: ["retina6_1"]),
        phone(
            "iphone-11-pro-max", "iPhone XS Max, 11 Pro Max", 414, 896, sensor: 44, statusBar: 44,
            wideInLandscape: true, ib: ["retina6_5"]),
        phone("iphone-13", "iPhone 12, 13, 14", 390, 844, sensor: 47, statusBar: 47, ib: ["retina6_0"]),
        phone(
            "iphone-14-plus", "iPhone 12 Pro Max, 13 Pro Max, 14 Plus", 428, 926, sensor: 47, statusBar: 47,
            wideInLandscape: true, ib: ["retina6_7"]),
        pad("ipad", "iPad (10th generation)", 820, 1180, ib: ["ipad10_9rounded", "ipad10_9"]),
        pad("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180),
        // Xcode 14 writes the iPad mini (6th generation) as `ipad7_9`: a calculator app's
        // root of tools 21507 was saved 744 × 1133, its content 24 pt down.
        pad("ipad-mini", "iPad mini (6th generation)", 744, 1133, ib: ["ipad7_9"]),
        pad("ipad-pro-11", "iPad Pro 11-inch (4th generation)", 834, 1194, ib: ["ipad11_0rounded"]),
        // Xcode 15.3 and later draw `ipad11_0rounded` as the M4 model, 16 pt wider: an
        // apple-picking game's landscape root of tools 23094 was saved 1210 × 834, its
        // column pinned to the safe area 20 pt short of the bottom.
        pad("ipad-pro-11-m4", "iPad Pro 11-inch (M4)", 834, 1210, ib: ["ipad11_0rounded"]),
        pad("ipad-pro-12.9", "iPad Pro 12.9-inch (6th generation)", 1024, 1366, ib: ["ipad12_9rounded"]),
        pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, ib: ["ipad13_0rounded"]),
        pad(
            "ipad-9.7", "iPad 9.7-inch (5th and 6th generation), iPad Air 2", 768, 1024, homeButton: true,
            ib: ["ipad9_7"]),
        pad("ipad-10.2", "iPad 10.2-inch (7th to 9th generation)", 810, 1080, homeButton: true, ib: ["ipad10_2"]),
        pad("ipad-pro-10.5", "iPad Pro 10.5-inch", 834, 1112, homeButton: true, ib: ["ipad10_5"]),
        pad("ipad-pro-12.9-2", "iPad Pro 12.9-inch (2nd generation)", 1024, 1366, homeButton: true, ib: ["ipad12_9"]),
        // tvOS: one orientation, regular in both dimensions, and the TV-safe area Apple's
        // Human Interface Guidelines give (60 pt above and below, 80 at the sides).
        Device(
            name: "apple-tv", displayName: "Apple TV (1080p)", portrait: nil,
            landscape: .init(
                size: Size(width: 1920, height: 1080), sizeClass: SizeClass(width: .regular, height: .regular),
                statusBar: 0, safeArea: Insets(top: 60, left: 80, bottom: 60, right: 80)),
            interfaceBuilderIDs: ["appleTV"]),
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

    /// The device Interface Builder calls `id` in a file's `<device id=…>` (`retina4_7`,
    /// `ipad12_9rounded`), or nil for an id this catalog does not know.
    public static func device(interfaceBuilderID id: String) -> Device? {
        devices.first { $0.interfaceBuilderIDs.contains(id) }
    }

    /// The device Interface Builder calls `id` whose screen, in either orientation, is
    /// `size` (an id some Xcodes draw as a newer model of another size); else the first
    /// with that id.
    public static func device(interfaceBuilderID id: String, size: Size) -> Device? {
        let named = devices.filter { $0.interfaceBuilderIDs.contains(id) }
        return named.first { [$0.portrait?.size, $0.landscape?.size].contains(size) } ?? named.first
    }

    /// The device with this name (case-insensitive), or nil.
    public static func device(named name: String) -> Device? {
        let key = name.lowercased()
        return devices.first { $0.name == key }
    }

    /// An iPhone. Models with a home button have a 20 pt status bar and no other inset;
    /// models with a sensor housing (`sensor`, its safe-area inset) have a 34 pt home
    /// indicator in portrait, and in landscape the housing's inset on both sides and 21 pt
    /// at the bottom. iPhones hide the status bar in landscape; the largest are regular
    /// wide there.
    private static func phone(
        _ name: String, _ display: String, _ width: Double, _ height: Double, sensor: Double? = nil,
        landscapeSensor: Double? = nil, statusBar: Double = 20, wideInLandscape: Bool = false, ib: [String] = []
    ) -> Device {
        let portraitSafe = sensor.map { Insets(top: $0, bottom: 34) } ?? Insets(top: 20)
        let landscapeSafe = (landscapeSensor ?? sensor).map { Insets(left: $0, bottom: 21, right: $0) } ?? .zero
        return Device(
            name: name, displayName: display,
            portrait: .init(
                size: Size(width: width, height: height),
                sizeClass: SizeClass(width: .compact, height: .regular),
                statusBar: statusBar, safeArea: portraitSafe),
            landscape: .init(
                size: Size(width: height, height: width),
                sizeClass: SizeClass(width: wideInLandscape ? .regular : .compact, height: .compact),
                statusBar: 0, safeArea: landscapeSafe),
            interfaceBuilderIDs: ib)
    }

    // iPads without a home button: a 24 pt status bar and a 20 pt home indicator inset.
    private static let padSafeArea = Insets(top: 24, bottom: 20)

    /// An iPad: regular-regular in both orientations; models with a home button have a
    /// 20 pt status bar and no other inset.
    private static func pad(
        _ name: String, _ display: String, _ width: Double, _ height: Double, homeButton: Bool = false,
        ib: [String] = []
    ) -> Device {
        let rr = SizeClass(width: .regular, height: .regular)
        let statusBar: Double = homeButton ? 20 : 24
        let safe = homeButton ? Insets(top: 20) : padSafeArea
        return Device(
            name: name, displayName: display,
            portrait: .init(
                size: Size(width: width, height: height), sizeClass: rr, statusBar: statusBar, safeArea: safe),
            landscape: .init(
                size: Size(width: height, height: width), sizeClass: rr, statusBar: statusBar, safeArea: safe),
            interfaceBuilderIDs: ib)
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
