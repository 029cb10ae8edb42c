/// How the system font draws the East Asian wide characters (CJK ideographs, kana, hangul,
/// full-width forms) it has no glyphs of: in the system's fallback font (PingFang), wider
/// than the class model's full em, spaced from the Latin letters and digits beside them
/// from iOS 17, and with a taller single line than San Francisco's.
///
/// Fitted to the single-line Chinese labels Xcode saved in the example apps of
/// JXPagingView, JXSegmentedView, JXMarqueeView, JXPopupView and ZFPlayer (108 labels at
/// 17 pt; checked on 5 buttons at 15): 1.0225 em a character up to Xcode 15 (two characters 35 pt
/// wide at 17 pt, four 70), 0.9925 em from Xcode 16 (four 67.5); 0.10 em (Xcode 15) and
/// 0.13 em (Xcode 16) between a wide character and a neighbouring ASCII letter or digit
/// ("Cell样式" 64 pt wide in Xcode 12, 66 in Xcode 15); a single line 1.2 em high rounded up
/// to a whole point (21 pt at 17 pt, where Latin text is 20.5; a Chinese wholesaler's
/// labels of Xcode 7.2: 18 at 15 pt, 71 labels, 20 at 16, 17 at 14, 23 at 19). Of Xcode
/// 7–9, only a Japanese shop's files of Xcode 7.1 with such labels sized by their text
/// were fetched: a full em a character (4 at 12 pt 48 pt wide, 15 at 17 pt 255, where
/// 1.0225 gave 49.5 and 261); Xcode 8 and 9 take Xcode 10–14's figures. Hangul is drawn in
/// its own fallback (Apple SD Gothic Neo), narrower: 0.864 em a syllable, fitted to the 153
/// single-line Hangul labels of a Korean app's storyboards (Xcode 10 and 11; 126 within
/// half a point, 0 with the Chinese advance) and matching a second app's two (Xcode 12).
public struct EastAsianFallback: Sendable, Hashable {
    /// A wide character's advance, in ems.
    public var advance: Double
    /// A Hangul syllable's or jamo's advance, in ems.
    public var hangulAdvance: Double = 0.864
    /// What a wide character and a neighbouring ASCII letter or digit are set apart, in ems.
    public var spacing: Double
    /// A single line's height when it has a wide character, in ems, rounded up to a whole
    /// point.
    public var lineHeight: Double
    /// Whether a line whose only wide characters are Hangul is that tall too: before Xcode 13
    /// (the Korean app's labels of Xcode 10 and 11, 21 pt at 17 pt); from Xcode 13 (iOS 15)
    /// Hangul keeps San Francisco's line: the course files' single-line Hangul labels of
    /// Xcode 13 to 16 were saved 20.5 pt high at 17 pt on 2x canvases and 20.33 on 3x ones
    /// (151 more views within half a point in 1,319 files, 7 fewer; 15 more in batch 36).
    public var hangulSetsLineHeight = true
    /// Whether, at San Francisco's Display sizes, a wide character is a full em and the
    /// Display face's track (what the track adds there, not `advance`'s fixed share): Xcode
    /// 9.3 to 13.3's Chinese labels of 23 to 40 pt ("选择背景颜色" at 23 pt 140 wide, where
    /// `advance` gives 141.5; "当前城市：" at 30 pt 152, "正在获取位置..." in light 30 pt 203;
    /// 4 of 5 labels in three weather apps within half a point, none with `advance`; on
    /// the 3,462 read files, 6 views more and none fewer). No file of Xcode 15 and later
    /// with such labels was read: their fixed share is kept.
    public var tracksDisplaySizes = false

    /// A Hangul syllable's advance, in ems, in a named font that does not draw it: the
    /// Korean fallback's, as for the system font. Every other wide character is a full em
    /// in a named font, the CJK faces' square, where the system font's fallback is 1.0225:
    /// a Japanese shop's Yu Gothic Light and Georgia labels of Xcode 7 (eleven kana at 12
    /// pt 132 pt wide, seven at 14 pt 98) and a Taiwanese register's PingFang TC ones of
    /// Xcode 12 to 14 (five ideographs at 30 pt 150).
    public static let namedHangulAdvance = 0.864

    public init(advance: Double, spacing: Double, lineHeight: Double) {
        (self.advance, self.spacing, self.lineHeight) = (advance, spacing, lineHeight)
    }

    /// The fallback as the Xcode of tools `version` draws it, San Francisco's era (Xcode 7
    /// on); nil before, when Helvetica Neue was the system font.
    public static func drawn(byToolsVersion version: Double) -> Self? {
        guard version >= XcodeEra.xcode7 else { return nil }
        if version < XcodeEra.xcode8 { return Self(advance: 1, spacing: 0, lineHeight: 1.2) }
        var drawn =
            version >= XcodeEra.xcode16
            ? Self(advance: 0.9925, spacing: 0.13, lineHeight: 1.2)
            : Self(advance: 1.0225, spacing: version >= XcodeEra.xcode15 ? 0.10 : 0, lineHeight: 1.2)
        drawn.hangulSetsLineHeight = version < XcodeEra.xcode13
        drawn.tracksDisplaySizes = version < XcodeEra.xcode15
        return drawn
    }
}
