/// A small TrueType font written byte by byte for tests (no font file from anywhere):
/// 1,000 units per em, ascender 800, descender −200, a line gap of 90 (which UILabel's
/// height leaves out), and five glyphs: A 600, V 650, space 250, T 550, o 520 units wide
/// (the missing glyph 500). Its `GPOS` table's `kern` feature moves V 80 units closer
/// after A, and o 30 units closer after A.
public enum SyntheticFont {
    public static let advances: [Character: Int] = ["A": 600, "V": 650, " ": 250, "T": 550, "o": 520]

    /// The font file's bytes, its PostScript name `postScriptName`; `hostileSegments`
    /// character-map segments more, each mapping all of U+0020–U+FFFE again (as a damaged
    /// or hostile file might).
    public static func bytes(postScriptName: String, hostileSegments: Int = 0) -> [UInt8] {
        let glyphs: [(code: Int, glyph: Int, advance: Int)] = [
            (0x20, 3, 250), (0x41, 1, 600), (0x54, 4, 550), (0x56, 2, 650), (0x6F, 5, 520),
        ]
        var head = [UInt8](repeating: 0, count: 54)
        put16(&head, 18, 1000)
        var hhea = [UInt8](repeating: 0, count: 36)
        put16(&hhea, 0, 1)
        put16(&hhea, 4, 800)
        put16(&hhea, 6, -200)
        put16(&hhea, 8, 90)
        put16(&hhea, 34, 6)
        var hmtx: [UInt8] = []
        let widths = [500, 600, 650, 250, 550, 520]
        for w in widths { hmtx += u16(w) + u16(0) }
        // cmap: one format 4 subtable (Windows Unicode), a segment per character and the
        // closing 0xFFFF segment.
        let segments =
            Array(repeating: (0x20, 0xFFFE, 0), count: hostileSegments)
            + glyphs.map { ($0.code, $0.code, ($0.glyph - $0.code) & 0xFFFF) } + [(0xFFFF, 0xFFFF, 1)]
        var format4 = u16(4) + u16(0) + u16(0) + u16(segments.count * 2) + u16(0) + u16(0) + u16(0)
        for s in segments { format4 += u16(s.1) }
        format4 += u16(0)
        for s in segments { format4 += u16(s.0) }
        for s in segments { format4 += u16(s.2) }
        for _ in segments { format4 += u16(0) }
        put16(&format4, 2, format4.count)
        let cmap = u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + format4
        // name: the PostScript name (id 6), UTF-16BE.
        let nameBytes = postScriptName.utf16.flatMap { u16(Int($0)) }
        let name =
            u16(0) + u16(1) + u16(18) + u16(3) + u16(1) + u16(0x409) + u16(6) + u16(nameBytes.count) + u16(0)
            + nameBytes
        // GPOS: an empty script list, the `kern` feature, one pair-adjustment lookup
        // (format 1: A against V and o, the x advance only).
        let scriptList = u16(0)
        let featureList = u16(1) + Array("kern".utf8) + u16(8) + u16(0) + u16(1) + u16(0)
        let pairSet = u16(2) + u16(2) + u16(-80) + u16(5) + u16(-30)
        let coverage = u16(1) + u16(1) + u16(1)
        // PairPos format 1: format, coverage, value formats, one pair set.
        let pairPos = u16(1) + u16(12) + u16(0x0004) + u16(0) + u16(1) + u16(12 + coverage.count) + coverage + pairSet
        let lookup = u16(2) + u16(0) + u16(1) + u16(8) + pairPos
        let lookupList = u16(1) + u16(4) + lookup
        let gposHeader = 10
        let gpos =
            u16(1) + u16(0) + u16(gposHeader) + u16(gposHeader + scriptList.count)
            + u16(gposHeader + scriptList.count + featureList.count) + scriptList + featureList + lookupList
        return sfnt([
            ("GPOS", gpos), ("cmap", cmap), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("name", name),
        ])
    }

    /// A storyboard whose one label, `fnt-lb-001`, says "To AVA" in this font at 20 pt,
    /// 20 pt from the root's leading edge and 100 from its top, on Xcode 15's 6.1-inch
    /// canvas: 62 pt wide when measured with the font (T 550, o 520, space 250, A 600,
    /// V 650, A 600, V 80 units closer after A: 3,090 units, 61.8 pt), 20 high.
    public static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="fnt-vc-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="fnt-sc-001">
                    <objects>
                        <viewController id="fnt-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="fnt-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="To AVA" translatesAutoresizingMaskIntoConstraints="NO" id="fnt-lb-001">
                                        <rect key="frame" x="20" y="100" width="62" height="20"/>
                                        <fontDescription key="fontDescription" name="Test-Bold" family="Test" pointSize="20"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="fnt-lb-001" firstAttribute="leading" secondItem="fnt-rt-001" secondAttribute="leading" constant="20" id="fnt-c-001"/>
                                    <constraint firstItem="fnt-lb-001" firstAttribute="top" secondItem="fnt-rt-001" secondAttribute="top" constant="100" id="fnt-c-002"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// The tables in a TrueType file: the directory, then each table, 4-byte aligned.
    private static func sfnt(_ tables: [(String, [UInt8])]) -> [UInt8] {
        var out = u32(0x0001_0000) + u16(tables.count) + u16(0) + u16(0) + u16(0)
        var offset = 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            out += Array(tag.utf8) + u32(0) + u32(offset) + u32(data.count)
            var padded = data
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        return out + body
    }

    private static func u16(_ v: Int) -> [UInt8] { [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    private static func u32(_ v: Int) -> [UInt8] { u16((v >> 16) & 0xFFFF) + u16(v & 0xFFFF) }
    private static func put16(_ bytes: inout [UInt8], _ offset: Int, _ v: Int) {
        bytes[offset] = UInt8((v >> 8) & 0xFF)
        bytes[offset + 1] = UInt8(v & 0xFF)
    }
}
