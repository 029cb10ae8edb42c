import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution
import Testing

/// Labels that may wrap are measured again at the width the layout gives them, as
/// UIKit's second pass does (`preferredMaxLayoutWidth`).
@Suite("Wrapping labels")
struct TextWrappingTests {
    /// San Francisco at `size` as files of Xcode 13.3 and later (the cards' 22505) draw it:
    /// with iOS 15.4's narrower advances.
    static func systemFont(_ size: Double) -> TextMeasurement {
        var m = TextMeasurement(systemFontOfSize: size)
        m.narrowAdvances = true
        return m
    }

    @Test func wordsWrapAtTheWidth() {
        let m = TextMeasurement(pointSize: 10)  // "aaaa" is 20.8 pt, a space 2.8
        #expect(m.lineCount(of: "aaaa aaaa aaaa", wrappedAt: 100) == 1)
        #expect(m.lineCount(of: "aaaa aaaa aaaa", wrappedAt: 45) == 2)
        #expect(m.lineCount(of: "aaaa aaaa aaaa", wrappedAt: 25) == 3)
        #expect(m.lineCount(of: "aaaa\naaaa", wrappedAt: 100) == 2)
        #expect(m.lineCount(of: String(repeating: "a", count: 20), wrappedAt: 50) == 3)  // 104 pt by characters
        #expect(TextWrapping(text: "aaaa aaaa aaaa", measurement: m, maximumLines: 2).height(at: 25) == 24)
    }

    @Test func linesBreakAfterHyphensAndDashes() {
        let m = TextMeasurement(pointSize: 10)  // "aaaa" is 20.8 pt, "aaaa-" 26.0
        // "aaaa-aaaa" does not fit in 40 pt: it breaks after its hyphen, as UIKit breaks
        // "end-to-end", not before the word.
        #expect(m.lines(of: "aa aaaa-aaaa", wrappedAt: 40) == ["aa aaaa-", "aaaa"])
        #expect(m.lines(of: "aaaa\u{2014}aaaa", wrappedAt: 30) == ["aaaa\u{2014}", "aaaa"])
        // Not after a hyphen that starts a word or comes before a digit (a minus sign).
        #expect(m.lines(of: "-aaaa aa", wrappedAt: 30) == ["-aaaa", "aa"])
        #expect(m.lines(of: "aa a-5555", wrappedAt: 36) == ["aa", "a-5555"])
        // Fitting whole, the word keeps its hyphen inside the line.
        #expect(m.lines(of: "aaaa-aaaa", wrappedAt: 100) == ["aaaa-aaaa"])
    }

    @Test func chineseAndJapaneseTextBreaksBetweenCharacters() {
        let m = TextMeasurement(pointSize: 10)  // an ideograph is 10 pt
        // A run of ideographs after a space fills the line it starts on, as UIKit wraps
        // it (BiTanDemo's 12 pt notices: two lines in Xcode, three broken at spaces only).
        #expect(m.lines(of: "一二三 四五六七八九", wrappedAt: 60) == ["一二三 四五", "六七八九"])
        #expect(m.lines(of: "一二三四五六七八九十", wrappedAt: 40) == ["一二三四", "五六七八", "九十"])
        // Latin letters beside them may break away; closing punctuation stays with the
        // character before it, and opening punctuation with the one after it.
        #expect(m.lines(of: "一二OK三四", wrappedAt: 36) == ["一二OK", "三四"])
        #expect(m.lines(of: "一二三。四五", wrappedAt: 30) == ["一二", "三。四", "五"])
        #expect(m.lines(of: "一二（三四", wrappedAt: 30) == ["一二", "（三四"])
        // Hangul keeps to words.
        #expect(m.lines(of: "가나다라 마바", wrappedAt: 30) == ["가나다", "라", "마바"])
    }

    @Test func textStylesSetLinesAfterTheFirstAtTheirLeading() throws {
        // Body: one line 20.5 pt (the font's height), two 42.5 (22 pt to the next line);
        // a fixed-size system font keeps its own line height.
        let body = TextFont.textStyle("body").measurement(at: .large)
        #expect(body.height(lines: 1) == 20.5 && body.height(lines: 2) == 42.5 && body.height(lines: 7) == 152.5)
        #expect(TextFont.textStyle("subheadline").measurement(at: .large).height(lines: 2) == 38)
        #expect(TextFont.system(size: 17, weight: .regular).measurement(at: .large).height(lines: 2) == 41)
        // Open Food Facts' wrapping labels, as Xcode saved them: Body in seven lines and
        // two, Subheadline in two.
        let file = RealFileFidelityTests.real.appendingPathComponent(
            "openfoodfacts__openfoodfacts-ios__Sources__Views__Products__Add__ProductAddViewController.storyboard")
        let (hits, misses) = SavedFrames.compare(file: file.path)
        let heights = Dictionary(
            uniqueKeysWithValues: hits.map { ($0.id, $0.frame[3]) }
                + misses.compactMap { m in m.1.map { (m.0.id, $0[3]) } })
        #expect(heights["iXu-MT-2XN"] == 152.5)
        #expect(heights["E3g-n7-3hq"] == 42.5)
        #expect(heights["EDi-6S-CG5"] == 38 && heights["1au-Pu-ZIL"] == 38)
    }

    /// A 160 pt card (a xib) holding `view`, whose id is `id`, pinned 10 pt from the top
    /// and both sides, and a 1 pt line 8 pt below it: where the line lands says how tall
    /// the view is.
    static func card(_ view: String, id: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="roo-tv-iew">
                    <rect key="frame" x="0.0" y="0.0" width="160" height="300"/>
                    <subviews>
                        \(view)
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-ln-001">
                            <rect key="frame" x="10" y="39" width="140" height="1"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="10" id="w-1"/>
                        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="10" id="w-2"/>
                        <constraint firstItem="roo-tv-iew" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="10" id="w-3"/>
                        <constraint firstItem="wrp-ln-001" firstAttribute="top" secondItem="\(id)" secondAttribute="bottom" constant="8" id="w-4"/>
                        <constraint firstItem="wrp-ln-001" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" id="w-5"/>
                        <constraint firstItem="wrp-ln-001" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="w-6"/>
                        <constraint firstItem="wrp-ln-001" firstAttribute="height" constant="1" id="w-7"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func solve(_ text: String) throws -> LayoutSolution {
        try InterfaceBuilderTests.designed(text, fileExtension: "xib").solution
    }

    @Test func aLabelsHeightFollowsItsWidthAndMovesWhatIsBelow() throws {
        func xib(lines: Int) -> String {
            Self.card(
                """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Twelve words that cannot fit on one line of a narrow card" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-lb-001">
                    <rect key="frame" x="10" y="10" width="140" height="0.0"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """, id: "wrp-lb-001")
        }
        func solve(_ text: String) throws -> LayoutSolution { try Self.solve(text) }
        // 140 pt wide: the text's lines in San Francisco 17 pt (20.29 pt each, the whole
        // rounded up to the 2x canvas's pixels), and the line 8 pt below.
        let wrapped = try solve(xib(lines: 0))
        #expect(wrapped.status == .ok)
        let label = try #require(wrapped.frame("wrp-lb-001"))
        let lines = Self.systemFont(17).lineCount(
            of: "Twelve words that cannot fit on one line of a narrow card", wrappedAt: 140)
        #expect(lines >= 3)
        #expect(label.width == 140 && label.height == (Double(lines) * 17 * 1.1938 * 2).rounded(.up) / 2)
        #expect(wrapped.frame("wrp-ln-001")?.y == 10 + label.height + 8)
        // At most two lines.
        let two = try solve(xib(lines: 2))
        #expect(two.frame("wrp-lb-001")?.height == 41)
        // One line: no wrapping, the label is as tall as one line however narrow.
        let one = try solve(xib(lines: 1))
        #expect(one.frame("wrp-lb-001")?.height == 20.5)
    }

    @Test func longTextWrittenAsAChildElementIsTheLabelsText() throws {
        // Xcode writes long or multi-line text as `<mutableString key="text">` (a social
        // app's privacy policy of Xcode 8: two such labels saved 426.33 and 568.33 pt
        // high), or `<string key="text">`; it was read as no text, and the labels 0 high.
        let paragraph = "Twelve words that cannot fit on one line of a narrow card"
        for element in ["mutableString", "string"] {
            let text = try Self.solve(
                Self.card(
                    """
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-lb-001">
                        <rect key="frame" x="10" y="10" width="140" height="21"/>
                        <\(element) key="text">\(paragraph)</\(element)>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    """, id: "wrp-lb-001"))
            let lines = Self.systemFont(17).lineCount(of: paragraph, wrappedAt: 140)
            #expect(lines >= 3)
            #expect(text.frame("wrp-lb-001")?.height == (Double(lines) * 17 * 1.1938 * 2).rounded(.up) / 2)
        }
    }

    @Test func aSingleLineOfChineseIsWiderAndTallerThanTheClassModelsFullEm() throws {
        // JXCategoryView's menu rows (Xcode 12): "只有图片" in 17 pt saved 70 × 21, and the
        // view below it follows; a label that may wrap sets its line at San Francisco's
        // own height (its "垂直滚动缩放" saved 104 × 20.5: within half a point).
        // The rule below the label saved as wide as the label, as Xcode saves it.
        func xib(_ text: String, lines: Int, width: Int, height: Double) -> String {
            Self.card(
                """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" id="cjk-lb-001">
                    <rect key="frame" x="10" y="10" width="\(width)" height="\(height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """, id: "cjk-lb-001"
            ).replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"19162\"")
                .replacingOccurrences(
                    of: "secondAttribute=\"trailing\" constant=\"10\" id=\"w-3\"",
                    with: "secondAttribute=\"trailing\" relation=\"greaterThanOrEqual\" constant=\"10\" id=\"w-3\""
                )
                .replacingOccurrences(of: "width=\"140\" height=\"1\"", with: "width=\"\(width)\" height=\"1\"")
        }
        let one = try Self.solve(xib("只有图片", lines: 1, width: 70, height: 21))
        #expect(one.frame("cjk-lb-001")?.width == 70 && one.frame("cjk-lb-001")?.height == 21)
        #expect(abs((one.frame("wrp-ln-001")?.y ?? 0) - 39) < 0.01)
        let wrapping = try Self.solve(xib("垂直滚动缩放", lines: 0, width: 104, height: 20.5))
        let frame = try #require(wrapping.frame("cjk-lb-001"))
        #expect(abs(frame.width - 104) <= 0.5 && frame.height == 20.5, "\(frame)")
    }

    @Test func aParagraphsLeastAndGreatestLineHeightsBoundEachLine() throws {
        // Photobook's story titles (Xcode 10): attributed text in a 48 pt font whose
        // paragraph caps each line at 48 pt, two lines saved 96 pt high, not the font's
        // 2 × 57.3. A least height sets each line at least that high.
        func xib(_ limit: String) -> String {
            Self.card(
                """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lhl-lb-001">
                    <rect key="frame" x="10" y="10" width="140" height="96"/>
                    <attributedString key="attributedText">
                        <fragment content="Last week">
                            <attributes>
                                <font key="NSFont" metaFont="system" size="48"/>
                                <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" \(limit) tighteningFactorForTruncation="0.0"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </label>
                """, id: "lhl-lb-001")
        }
        func height(_ limit: String) throws -> Double? { try Self.solve(xib(limit)).frame("lhl-lb-001")?.height }
        #expect(try height("") == 115)
        #expect(try height(#"maximumLineHeight="48""#) == 96)
        #expect(try height(#"minimumLineHeight="70""#) == 140)
    }

    @Test func anExplicitPreferredWidthWrapsTheLabelOnceAtIt() throws {
        // A label pinned by its leading and top edges only: with an explicit
        // `preferredMaxLayoutWidth` it wraps at 100 pt and is as wide as its widest line;
        // without one it stays on one line, as wide as its text.
        func xib(_ preferred: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="roo-tv-iew">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Twelve words that cannot fit on one line of a narrow card" numberOfLines="0" \(preferred) translatesAutoresizingMaskIntoConstraints="NO" id="wrp-lb-002">
                                <rect key="frame" x="10" y="10" width="100" height="81"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="wrp-lb-002" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="10" id="p-1"/>
                            <constraint firstItem="wrp-lb-002" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="10" id="p-2"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        // Laid out at a size asked for, not on Xcode's canvas (which wraps an automatic
        // label at its saved width: `aLabelThatMayWrapIsAsWideAsXcodeSavedItOnItsCanvas`).
        func frame(_ text: String) throws -> (width: Double, height: Double) {
            let (url, results) = try InterfaceBuilderTests.layouts(ofText: text, fileExtension: "xib")
            let document = try #require(results.first?.document)
            let e = Environment(size: Size(width: 400, height: 300), sizeClass: .anyAny).fitted(
                to: document.designCanvas)
            #expect(!e.isDesignCanvas)
            let solution = CompiledLayout(
                Resolver(document: document, path: url.path).resolve(for: e.sizeClass), environment: e, path: url.path
            ).solve()
            let f = try #require(solution.frame("wrp-lb-002"))
            return (f.width, f.height)
        }
        let text = "Twelve words that cannot fit on one line of a narrow card"
        let m = Self.systemFont(17)
        let lines = m.lines(of: text, wrappedAt: 100)
        #expect(lines.count >= 4)
        let explicit = try frame(xib("preferredMaxLayoutWidth=\"100\""))
        #expect(explicit.width <= 100 && explicit.width == lines.map { m.width(of: $0) }.max())
        #expect(explicit.height == m.height(lines: lines.count))
        let automatic = try frame(xib(""))
        #expect(automatic.width == m.width(of: Substring(text)) && automatic.height == 20.5)
    }

    @Test func aLabelThatMayWrapIsAsWideAsXcodeSavedItOnItsCanvas() throws {
        // A two-line label centred in a 300 pt view, at least 20 pt from its sides, saved
        // 200 pt wide. Xcode's canvas wraps it at that width (the automatic preferred
        // width is the label's own) and keeps it there; one line would need more than the
        // 260 pt the view has, so without the saved width it would fill them.
        func xib(frame: String, text: String = "Twelve words that cannot fit on one line of a narrow card") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="roo-tv-iew">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="center" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-lb-003">
                                \(frame)
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="wrp-lb-003" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="10" id="c-1"/>
                            <constraint firstItem="wrp-lb-003" firstAttribute="centerX" secondItem="roo-tv-iew" secondAttribute="centerX" id="c-2"/>
                            <constraint firstItem="wrp-lb-003" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="roo-tv-iew" secondAttribute="leading" constant="20" id="c-3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        }
        let text = "Twelve words that cannot fit on one line of a narrow card"
        let m = Self.systemFont(17)
        #expect(m.width(of: Substring(text)) > 260 && m.lineCount(of: text, wrappedAt: 200) == 3)
        let saved = try #require(
            try Self.solve(xib(frame: #"<rect key="frame" x="50" y="10" width="200" height="61"/>"#)).frame(
                "wrp-lb-003"))
        #expect(saved.x == 50 && saved.width == 200 && saved.height == m.height(lines: 3))
        // Saved one line high, it was not drawn wrapped: the estimate's width stands.
        let oneLine = try #require(
            try Self.solve(xib(frame: #"<rect key="frame" x="20" y="10" width="260" height="20.5"/>"#)).frame(
                "wrp-lb-003"))
        #expect(oneLine.width == 260)
        // A one-line label whose estimate is 2 pt wider than its saved width (Kodeco's
        // "Multitasking" launch label): it keeps the estimate, on one line, rather than
        // taking the saved width and wrapping there.
        let word = "Multitasking"
        let estimate = m.width(of: Substring(word))
        let narrower = try #require(
            try Self.solve(
                xib(
                    frame: #"<rect key="frame" x="0" y="10" width="\#(estimate - 2)" height="20.5"/>"#, text: word)
            ).frame("wrp-lb-003"))
        #expect(narrower.width == estimate && narrower.height == m.height(lines: 1))

        // Short two-line labels in a fill stack (Instructions' profile counters): each
        // asks for the width it was saved at, so none stretches for the others.
        let counters = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="roo-tv-iew">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-st-004">
                                <rect key="frame" x="16" y="16" width="382" height="50"/>
                                <subviews>
                                    \(["34 posts": 116.5, "5 answers": 117, "29 karma": 116.5].sorted { $0.key < $1.key }.enumerated().map { i, item in
                                        """
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(item.key)" textAlignment="center" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-cn-00\(i)">
                                            <rect key="frame" x="0.0" y="0.0" width="\(item.value)" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="50" id="wrp-ch-00\(i)"/>
                                            </constraints>
                                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        </label>
                                        """
                                    }.joined(separator: "\n"))
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="wrp-st-004" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="16" id="s-1"/>
                            <constraint firstItem="wrp-st-004" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="s-2"/>
                            <constraint firstItem="roo-tv-iew" firstAttribute="trailing" secondItem="wrp-st-004" secondAttribute="trailing" constant="16" id="s-3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let row = try Self.solve(counters)
        // Sorted: "29 karma", "34 posts", "5 answers".
        #expect([0, 1, 2].map { row.frame("wrp-cn-00\($0)")?.width } == [116.5, 116.5, 117])

        // DuckDuckGo's feedback card (Xcode 9, 4.7-inch canvas): two wrapped labels in a
        // view centred between `>=` edges, saved 272 pt wide; the view 272 wide, not the
        // 300 its labels' single lines would take.
        let file = RealFileFidelityTests.real.appendingPathComponent(
            "duckduckgo__iOS__DuckDuckGo__Base.lproj__Feedback.storyboard")
        let frames = SavedFrames.solvedFrames(file: file.path)
        #expect(frames["H8P-lM-IF2"] == [71, 10, 272, 190])
        #expect(frames["1Xu-fv-jb3"]?[2] == 272 && frames["cLS-dA-AJv"]?[2] == 272)
    }

    @Test func aTextViewThatDoesNotScrollIsAsTallAsItsTextAndInsets() throws {
        // A text view with scrolling off, pinned at the top and both sides, and a line 8 pt
        // below it: its text wraps 10 pt inside its width (5 pt of line fragment padding
        // either side) and it is 8 pt taller than its lines above and below. Habitica's
        // empty 14 pt text views were saved 33 pt high; a scrolling text view has no size
        // of its own.
        func xib(text: String, scrolls: Bool = false) -> String {
            Self.card(
                """
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" \(scrolls ? "" : #"scrollEnabled="NO""#) editable="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="wrp-tv-001">
                    <rect key="frame" x="10" y="10" width="140" height="33"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                </textView>
                """, id: "wrp-tv-001")
        }
        func solve(_ text: String) throws -> LayoutSolution { try Self.solve(text) }
        let empty = try solve(xib(text: ""))
        #expect(empty.status == .ok)
        #expect(empty.frame("wrp-tv-001")?.height == 33)
        #expect(empty.frame("wrp-ln-001")?.y == 51)
        let words = "Twelve words that cannot fit on one line of a narrow card"
        let lines = Self.systemFont(14).lineCount(of: words, wrappedAt: 130)
        #expect(lines >= 3 && lines > Self.systemFont(14).lineCount(of: words, wrappedAt: 140))
        let wrapped = try solve(xib(text: words))
        let height = try #require(wrapped.frame("wrp-tv-001")?.height)
        #expect(height == (Double(lines) * 14 * 1.1938 * 2).rounded(.up) / 2 + 16)
        #expect(wrapped.frame("wrp-ln-001")?.y == 10 + height + 8)
        // Scrolling: nothing sizes it vertically, so it is as the file saved it, not its text.
        let scrolling = try solve(xib(text: words, scrolls: true))
        #expect(scrolling.frame("wrp-tv-001")?.height != height)
        // `convert` writes the text and font, not numbers: the document wraps it alike.
        let (_, results) = try InterfaceBuilderTests.layouts(ofText: xib(text: words), fileExtension: "xib")
        let xml = LayoutDocumentWriter.xml(try #require(results.first?.document))
        #expect(xml.contains(#"kind="textView" text="\#(words)" font="system 14" label="Text View"/>"#), "\(xml)")
    }

    @Test func aSizeClassesFontSizesItsText() throws {
        // DTCoreText's launch screen: a copyright line in 17 pt, 11 pt in compact width
        // (Xcode saved it 13.3 pt high on an iPhone canvas); and a label that wraps, 17 pt
        // and 34 pt in compact width: more lines, taller, where its font is larger.
        let words = "Words enough to wrap onto more lines at twice the size"
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="fnt-sc-001">
                        <objects>
                            <viewController id="fnt-vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="fnt-rt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Copyright" translatesAutoresizingMaskIntoConstraints="NO" id="fnt-lb-001">
                                            <rect key="frame" x="20" y="100" width="60" height="13.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <variation key="widthClass=compact">
                                                <fontDescription key="fontDescription" type="system" pointSize="11"/>
                                            </variation>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(words)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="fnt-lb-002">
                                            <rect key="frame" x="20" y="200" width="200" height="100"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <variation key="widthClass=compact">
                                                <fontDescription key="fontDescription" type="system" pointSize="34"/>
                                            </variation>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="fnt-lb-001" firstAttribute="leading" secondItem="fnt-rt-001" secondAttribute="leading" constant="20" id="fnt-c01"/>
                                        <constraint firstItem="fnt-lb-001" firstAttribute="top" secondItem="fnt-rt-001" secondAttribute="top" constant="100" id="fnt-c02"/>
                                        <constraint firstItem="fnt-lb-002" firstAttribute="leading" secondItem="fnt-rt-001" secondAttribute="leading" constant="20" id="fnt-c03"/>
                                        <constraint firstItem="fnt-lb-002" firstAttribute="top" secondItem="fnt-rt-001" secondAttribute="top" constant="200" id="fnt-c04"/>
                                        <constraint firstItem="fnt-lb-002" firstAttribute="width" constant="200" id="fnt-c05"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (_, results) = try InterfaceBuilderTests.layouts(ofText: storyboard, fileExtension: "storyboard")
        let document = try #require(results.first?.document)
        let phone = InterfaceBuilderTests.solve(document, "iphone-16", .portrait)
        let pad = InterfaceBuilderTests.solve(document, "ipad", .portrait)
        #expect(phone.status == .ok && pad.status == .ok)
        // Text is measured once, for the file's canvas (in half points here), whatever the
        // device.
        let small = Self.systemFont(11)
        let regular = Self.systemFont(17)
        let large = Self.systemFont(34)
        #expect(phone.frame("fnt-lb-001")?.height == small.height(lines: 1))
        #expect(pad.frame("fnt-lb-001")?.height == regular.height(lines: 1))
        let widths = try [phone, pad].map { try #require($0.frame("fnt-lb-001")?.width) }
        #expect(abs(widths[0] / widths[1] - 11.0 / 17) < 0.05, "\(widths)")
        let phoneLines = large.lineCount(of: words, wrappedAt: 200)
        let padLines = regular.lineCount(of: words, wrappedAt: 200)
        #expect(phoneLines > padLines)
        #expect(phone.frame("fnt-lb-002")?.height == large.height(lines: phoneLines))
        #expect(pad.frame("fnt-lb-002")?.height == regular.height(lines: padLines))
        // `convert` writes each class's font, not its numbers, and the document it writes
        // measures and wraps the text in it alike.
        let xml = LayoutDocumentWriter.xml(document)
        #expect(xml.contains(#"<variation class="compact-any" font="system 11"/>"#), "\(xml)")
        #expect(xml.contains(#"<variation class="compact-any" font="system 34"/>"#), "\(xml)")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString).xml")
        try Data(xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let converted = try #require(LayoutFile.read(url.path).document)
        for (device, solved) in [("iphone-16", phone), ("ipad", pad)] {
            let again = InterfaceBuilderTests.solve(converted, device, .portrait)
            for id in ["fnt-lb-001", "fnt-lb-002"] {
                let rect = again.frame(id).map { [$0.x, $0.y, $0.width, $0.height] }
                #expect(
                    rect != nil && rect == solved.frame(id).map { [$0.x, $0.y, $0.width, $0.height] }, "\(device) \(id)"
                )
            }
        }
    }
}
