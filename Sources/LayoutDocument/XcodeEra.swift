/// The `toolsVersion`s (the number an Interface Builder file records for the Xcode that
/// saved it) at which UIKit's canvases and controls changed, as the files' saved frames
/// show: how a file is laid out depends on the Xcode that drew it.
public enum XcodeEra {
    /// Xcode 7 (iOS 9): San Francisco is the system font (Helvetica Neue before); the
    /// any-any canvas's root margins are 20 pt (16 before: 22 of 22 views pinned to a
    /// root's leading margin in files of tools 8152–9531 sit 20 pt in, 3 of 3 of tools
    /// 6751 and 7706 sit 16 pt in).
    public static let xcode7: Double = 8000
    /// Xcode 8 (iOS 10): the system font's East Asian fallback is wider than a full em
    /// (`EastAsianFallback`); Xcode 7.3 was tools 10116–10117, Xcode 8.0 11134 on.
    public static let xcode8: Double = 11000
    /// Xcode 9 (iOS 11): root margins inset from the safe area, table cells' 11 pt
    /// margins, 56 pt search bars; San Francisco's heavier weights widen each glyph by an
    /// amount as well as a factor (the saved widths of Xcode 7 and 8 follow a factor alone).
    public static let xcode9: Double = 13000
    /// Xcode 9.1: table cells' 16 pt side margins. Xcode 9.0 (tools 13196) still drew its
    /// cells' content views with iOS 10's 8 pt all round (RxDataSources' and SwiftTheme's
    /// cells: 5 of 5); Xcode 9.3 (14109) on have 16 pt. No file of tools 13197–14108 with
    /// a cell was fetched: where in that gap the change came is a guess.
    public static let xcode9Point1: Double = 13500
    /// Xcode 9.2 (tools 13771): a cell that does not inset its margins from the safe area
    /// has 15 pt side margins on the iPhones with a home button (two recipe apps' and a
    /// to-do app's prototype cells on the 4.7-inch canvas); Xcode 9.1's (13529) kept 16 (a
    /// budget app's static cells). No file of tools 13530–13769 with such a cell was
    /// fetched: where in that gap the change came is a guess.
    public static let xcode9Point2: Double = 13700
    /// Xcode 10 (iOS 12): 50 pt navigation bars on an iPad, and tab bars on one with a
    /// home button (a card game of tools 14313 on the 9.7-inch canvas: its chooser's
    /// buttons centred below a 50 pt bar, its score 50 pt above the bottom; bars of 44 in
    /// the iPad files of Xcode 9.4, tools 14109).
    public static let xcode10: Double = 14200
    /// Xcode 10.1 (iOS 12.1): table cells' side margins 15 pt on the iPhones with a home
    /// button 390 pt wide or less (Photobook's and SlackCopyApp's cells, tools 14460 and
    /// 14490; 16 in the files of Xcode 9.1 to 10.0).
    public static let xcode10Point1: Double = 14400
    /// Xcode 10.2 (iOS 12.2): no status bar on home-button iPhones (until Xcode 15), as
    /// the saved frames of Xcode 10.2 and 10.3 show (tools 14810–14868: the safe area at
    /// the screen's top, or a navigation bar's bottom at 44); Xcode 10.0's (14313) mostly
    /// at 20 and 64.
    public static let xcode10Point2: Double = 14800
    /// Xcode 11 (iOS 13): cells' margins and sheets as iOS 13 has them (its controls, 34 pt
    /// text fields and 32 pt steppers, from `iOS13Controls`).
    public static let xcode11: Double = 15000
    /// Xcode 11's betas (tools 14865 and 14868, the first to write a device's
    /// `appearance`) drew iOS 13's controls already: BarMagnet's rounded text field 34 pt
    /// high and its segmented control 32, where Xcode 10.2 and 10.3 drew 30 and 29; their
    /// cells' margins were still Xcode 10's.
    public static let iOS13Controls: Double = 14850
    /// Xcode 11's betas drew iOS 13's sheets too: a planner's scenes presented modally
    /// (tools 14865.1) and a messenger's chat scene shown from one in no navigation
    /// controller (14868), 842 pt roots on the 6.1-inch canvas, their views at the safe
    /// area's top saved at 20 and 0.
    public static let iOS13Sheets: Double = iOS13Controls
    /// Xcode 12 (iOS 14): 27.5 pt page controls (26 before); 4 pt progress views (2 pt in 9
    /// of 9 saved by Xcode 6–11, up to tools 16097.2; 4 pt in 9 of 10 saved by Xcode 12–16,
    /// from tools 17156).
    public static let xcode12: Double = 17000
    /// Xcode 12.3: a large-title navigation controller's root whose content is a scroll
    /// view drawn under the standard bar (a budget app's table, tools 17701; FireMessenger's,
    /// Xcode 12.0's 17156, under the large one). No file of tools 17157–17700 with such a
    /// root was fetched: where in that gap the change came is a guess.
    public static let xcode12Point3: Double = 17700
    /// Xcode 13 (iOS 15), its first builds: the design canvas's text styles at extra small
    /// until Xcode 14 (`DesignCanvasReader`).
    public static let xcode13: Double = 18000
    /// Xcode 13's release builds: status bars again on the iPads (none in the saved frames
    /// of Xcode 10.2 to 13's first builds, tools 15702–18122: Audiometer's nineteen scenes
    /// on the 9.7- and 12.9-inch canvases and a register's on the 10.2-inch, their safe
    /// area at the screen's top or a navigation bar's bottom at 50; 20 pt in Stanford's
    /// EmojiArt of tools 19162 and 19455, its navigation bars saved at y 20, in the
    /// register's of 20037 and in those of Xcode 10.1, 14460–14490). No iPad file of tools
    /// 18123–19161 was fetched: where in that gap the change came is a guess. Page
    /// controls 26 pt high (27.5 in the demo of tools 18122; 26 in files of 19529 and on;
    /// no file between with one).
    public static let xcode13Release: Double = 19000
    /// Xcode 13.3 (iOS 15.4): a scene shown from code no longer drawn as a sheet (Esri's
    /// and DJI's roots a sheet's offset short of the screen, Xcode 11–12, and a weather
    /// app's of Xcode 13.2 have their safe area's top at 0; DuckDuckGo's, Xcode 13.3, at
    /// 44); sheets drawn without the home indicator's inset at their bottom (an indoor
    /// map's building list of tools 20037 ends at its sheet's bottom; a hotel app's of
    /// 18122, and Xcode 11 to 13's, 34 pt above it). No file of tools 18123–20036 with
    /// such a sheet was fetched: where in that gap the change came is a guess.
    public static let xcode13Point3: Double = 20000
    /// Xcode 14 (iOS 16): the iPhones with a Dynamic Island drawn with their own status
    /// bars; the older notched ones keep 44 pt in its first builds (`xcode14Point1`).
    public static let xcode14: Double = 21000
    /// Xcode 14.1: the notched iPhones of before drawn with their own status bars (48 pt
    /// on the 6.1-inch LCD in GrowYourDragon's and Favorite-NewsApp's storyboards of
    /// tools 21225 and Pocket Casts' xibs of 21501 and 21507, 50 on the 5.8-inch from
    /// 14.3; 44 in Xcode 10 to 13.3 and in SwiftStarter's of 21208.1).
    public static let xcode14Point1: Double = 21220
    /// Xcode 14.3 (iOS 16.4): status bars again on the iPhones with a home button (none
    /// in the saved frames of Xcode 10.2 to 14.2, tools 21507; 20 pt in those of 14.3,
    /// 21701, and of Xcode 15, 22505).
    public static let xcode14Point3: Double = 21600
    /// Xcode 15 (iOS 17): East Asian characters set apart from Latin letters and digits.
    public static let xcode15: Double = 22000
    /// Xcode 16 (iOS 18): East Asian characters narrower (0.9925 em against 1.0225: four
    /// Chinese characters 67.5 pt wide at 17 pt, 70 before).
    public static let xcode16: Double = 23000
    /// Whether the Xcode of tools `version` draws the iPhones with a home indicator with
    /// twice their insets, as the saved frames show: tools 23727 (MSAL's test app: its
    /// content 96 pt down and 68 pt up on the 6.1-inch canvas), 24127 and 24412
    /// (PhoneNumberKit's sample: 150 pt down under a 54 pt bar) do, and 24765 again
    /// (Sentry's sample app: 172 pt down under a 54 pt bar on the 6.1-inch 3x canvas, 96
    /// on the LCD one, in nine scenes; OsmAnd's and NetNewsWire's files of tools 24765 and
    /// later); 23504 and 24506 (Canvas's parent app, 48 pt) do not. It is not the version
    /// alone: xDrip's sixteen scenes of tools 24412 on the 6.1-inch (2020) canvas keep
    /// 47 pt. No file of tools 23505–23726 or 24507–24764 was fetched; the boundaries
    /// within those gaps are guesses.
    public static func doublesHomeIndicatorInsets(_ version: Double) -> Bool {
        (23700..<24500).contains(version) || version >= 24600
    }

    /// Xcode 26 (iOS 26): 63×28 switches, 64 pt search bars, table cells' 15 pt margins.
    public static let xcode26: Double = 24000
    /// Taken for a file that does not say: one of Xcode 13–16.
    public static let unstated: Double = 20000

    /// A file's `toolsVersion` attribute (`22505`, `14490.70`) as a number. Some Xcodes
    /// of the 14–16 years write the placeholder `32700.99.1234`, not a version past Xcode
    /// 26: it is taken as Xcode 15, whose canvases its files' saved frames match (a
    /// home-button iPhone's 20 pt status bar).
    public static func toolsVersion(_ text: String?) -> Double {
        guard let version = text.flatMap({ Double($0.prefix { $0 != "." }) }) else { return unstated }
        return version < placeholder ? version : xcode15
    }

    /// Where the placeholder versions start.
    static let placeholder: Double = 30000
}
