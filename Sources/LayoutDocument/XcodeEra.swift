/// The `toolsVersion`s (the number an Interface Builder file records for the Xcode that
/// saved it) at which UIKit's canvases and controls changed, as the files' saved frames
/// show: how a file is laid out depends on the Xcode that drew it.
public enum XcodeEra {
    /// Xcode 7 (iOS 9): San Francisco is the system font (Helvetica Neue before).
    public static let xcode7: Double = 8000
    /// Xcode 7.3 (iOS 9.3): the any-any canvas's root margins are 20 pt.
    public static let xcode7Point3: Double = 9000
    /// Xcode 9 (iOS 11): root margins inset from the safe area, table cells' 11 pt
    /// margins, 56 pt search bars.
    public static let xcode9: Double = 13000
    /// Xcode 11 (iOS 13): 34 pt text fields, 32 pt steppers, 4 pt progress views, no
    /// status bar on home-button iPhones (until Xcode 13).
    public static let xcode11: Double = 15000
    /// Xcode 12 (iOS 14): the 6.1-inch LCD iPhones' 48 pt sensor housing.
    public static let xcode12: Double = 17000
    /// Xcode 13 (iOS 15): status bars again on the iPhones with a home button.
    public static let xcode13: Double = 19000
    /// Xcode 14 (iOS 16): the 5.8-inch iPhones' 50 pt status bar (Xcode 13.3's files,
    /// tools 20037, still put their safe area 44 pt down).
    public static let xcode14: Double = 21000
    /// Xcode 26 (iOS 26): 63×28 switches, 64 pt search bars, table cells' 15 pt margins.
    public static let xcode26: Double = 24000
    /// Taken for a file that does not say: one of Xcode 13–16.
    public static let unstated: Double = 20000

    /// A file's `toolsVersion` attribute (`22505`, `14490.70`) as a number. Some Xcodes
    /// of the 14–16 years write the placeholder `32700.99.1234`, which tells no era: it
    /// is taken as unstated, not as a version past Xcode 26.
    public static func toolsVersion(_ text: String?) -> Double {
        guard let version = text.flatMap({ Double($0.prefix { $0 != "." }) }), version < placeholder else {
            return unstated
        }
        return version
    }

    /// Where the placeholder versions start.
    static let placeholder: Double = 30000
}
