extension ContentSizeCategory {
    /// The point size of a text style on tvOS, which has no Dynamic Type: one size per
    /// style, from Apple's tvOS typography table (Headline 38 pt, Body 29). The saved frames
    /// of fetched tvOS files agree: 42 of their 48 Headline labels were saved 46 pt high,
    /// Title 2 69 (57 pt), Caption 2 28 (23 pt). Nil for a style it does not know.
    public static func tvOSPointSize(ofTextStyle style: String) -> Double? {
        [
            "UICTFontTextStyleTitle1": 76, "UICTFontTextStyleTitle2": 57, "UICTFontTextStyleTitle3": 48,
            "UICTFontTextStyleHeadline": 38, "UICTFontTextStyleSubhead": 38, "UICTFontTextStyleCallout": 31,
            "UICTFontTextStyleBody": 29, "UICTFontTextStyleFootnote": 29, "UICTFontTextStyleCaption1": 25,
            "UICTFontTextStyleCaption2": 23,
        ][style]
    }
}
