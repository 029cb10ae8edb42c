import Foundation
import LayoutDocument
import Testing

@testable import LayoutFiles

/// A layout document's `text`, `font` and `lines`: the tool measures what the document
/// does not give as numbers, at the Dynamic Type size asked for.
@Suite("Text in layout documents")
struct DocumentTextTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1" name="Delivery">
          <view id="root">
            <view id="title" kind="label" text="Delivery on Tuesday" font="body"/>
            <view id="notes" kind="label" text="Orders placed before noon leave the same day" font="subheadline" lines="0"/>
            <view id="buy" kind="button" title="Buy now" font="system-semibold 17"/>
            <view id="fixed" kind="label" text="Fixed" font="caption1" intrinsicWidth="80"/>
            <view id="brand" kind="label" text="Brand" font="MarkerFelt-Wide 20"/>
            <view id="brand2" kind="label" text="Again" font="MarkerFelt-Wide 12"/>
          </view>
          <constraints>
            <constraint id="t1" eq="title.leading = root.leadingMargin"/>
            <constraint id="t2" eq="title.trailing = root.trailingMargin"/>
            <constraint id="t3" eq="title.top = safeArea.top + 16"/>
            <constraint id="n1" eq="notes.leading = root.leadingMargin"/>
            <constraint id="n2" eq="notes.trailing = root.trailingMargin"/>
            <constraint id="n3" eq="notes.top = title.bottom + 8"/>
            <constraint id="b1" eq="buy.leading = root.leadingMargin"/>
            <constraint id="b2" eq="buy.top = notes.bottom + 16"/>
            <constraint id="f1" eq="fixed.leading = buy.trailing + 8"/>
            <constraint id="f2" eq="fixed.top = buy.top"/>
            <constraint id="r1" eq="brand.leading = root.leadingMargin"/>
            <constraint id="r2" eq="brand.top = buy.bottom + 8"/>
            <constraint id="r3" eq="brand2.leading = brand.trailing + 8"/>
            <constraint id="r4" eq="brand2.top = brand.top"/>
          </constraints>
        </layout>

        """

    static func read(_ text: String = Self.text, contentSize: ContentSizeCategory = .large) throws -> LayoutFile {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sizeclass-\(UUID())-text.xml")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return LayoutFile.read(url.path, contentSize: contentSize)
    }

    static func items(_ file: LayoutFile) throws -> [String: LayoutItem] {
        let document = try #require(file.document)
        return Dictionary(uniqueKeysWithValues: document.root.allItems().map { ($0.id, $0) })
    }

    @Test func labelsButtonsAndStylesAreMeasured() throws {
        let file = try Self.read()
        #expect(file.isValid, "\(file.diagnostics)")
        let items = try Self.items(file)
        // San Francisco's Text face at 17 pt (Body at the default size) as today's iOS sets
        // it (iOS 15.4's narrower advances), one line on a 2x screen; the T of "Tuesday"
        // kerned over its u.
        #expect(items["title"]?.attributes.intrinsicWidth == 153.5)
        #expect(items["title"]?.attributes.intrinsicHeight == 20.5)
        #expect(items["title"]?.intrinsicSizeNote == "measured from text 'Delivery on Tuesday' in body (17 pt)")
        // Lines 0: it wraps at the width the layout gives it.
        #expect(items["notes"]?.wrapping?.maximumLines == 0)
        // A classic button: its title's width rounded up, a 21 pt title line plus 6 and 6.
        #expect(items["buy"]?.attributes.intrinsicHeight == 33)
        #expect(items["buy"]?.intrinsicSizeNote == "measured from title 'Buy now' in system-semibold 17")
        // A size the document gives wins; the other axis is measured.
        #expect(items["fixed"]?.attributes.intrinsicWidth == 80)
        #expect(items["fixed"]?.measuredFromText == ["intrinsicHeight", "firstBaseline", "lastBaseline"])
        // A named font: estimated, and said once.
        let fonts = file.diagnostics.filter { $0.rule == .unknownFont }
        #expect(fonts.count == 1)
        #expect(fonts.first?.location.line == 8)
        #expect(fonts.first?.message.hasPrefix("sizeclass has no fitted widths for font 'MarkerFelt-Wide'") == true)
    }

    @Test func textStylesFollowTheContentSize() throws {
        let large = try Self.items(Self.read())
        let ax5 = try Self.items(Self.read(contentSize: .accessibilityExtraExtraExtraLarge))
        // Body is 53 pt at AX5 (its text 2.9 times as wide as at 17: the Display sizes'
        // tracking is tighter); a fixed point size stays.
        #expect(ax5["title"]?.intrinsicSizeNote == "measured from text 'Delivery on Tuesday' in body (53 pt)")
        #expect((ax5["title"]?.attributes.intrinsicWidth ?? 0) > 2.8 * (large["title"]?.attributes.intrinsicWidth ?? 0))
        #expect(ax5["buy"]?.attributes.intrinsicWidth == large["buy"]?.attributes.intrinsicWidth)
        // Pictures draw the text in the font it was measured in.
        #expect(large["title"]?.appearance?.font?.pointSize == 17)
        #expect(ax5["title"]?.appearance?.font?.pointSize == 53)
        #expect(ax5["notes"]?.appearance?.numberOfLines == 0)
    }

    @Test func badFontsAndLinesAreLocatedErrors() throws {
        let file = try Self.read(
            Self.text.replacingOccurrences(of: #"font="body""#, with: #"font="bodyy""#)
                .replacingOccurrences(of: #"lines="0""#, with: #"lines="-1""#))
        #expect(!file.isValid)
        let messages = file.diagnostics.filter { $0.severity == .error }.map {
            "\($0.location.line):\($0.location.column): \($0.message) [\($0.rule)]"
        }
        #expect(
            messages.contains(
                "4:62: font 'bodyy' is not a text style (body, headline, caption1, largeTitle, …), 'system SIZE', 'system-WEIGHT SIZE' or 'NAME SIZE' [value]"
            ), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("5:") && $0.hasSuffix("[schema]") }, "\(messages)")
        #expect(TextFont(parsing: "system-extrabold 17") == nil)
        #expect(TextFont(parsing: "system-heavy 17") == .system(size: 17, weight: .heavy))
        #expect(TextFont(parsing: "system 0") == nil)
        #expect(TextFont(parsing: "largeTitle") == .textStyle("largeTitle"))
        #expect(TextFont(parsing: "Georgia 14.5") == .named("Georgia", size: 14.5))
    }

    @Test func aMinimumTextScaleIsReadWrittenBackAndChecked() throws {
        let shrinking = Self.text.replacingOccurrences(
            of: #"font="body"/>"#, with: #"font="body" minimumTextScale="0.5"/>"#)
        let document = try #require(try Self.read(shrinking).document)
        let items = document.root.allItems()
        #expect(items.first { $0.id == "title" }?.minimumTextScale == 0.5)
        #expect(items.first { $0.id == "notes" }?.minimumTextScale == nil)
        #expect(LayoutDocumentWriter.xml(document).contains(#"font="body" minimumTextScale="0.5"/>"#))
        // Above 0 and at most 1: 0 or 1.5 is the schema's error at the attribute's line.
        for bad in ["0", "1.5"] {
            let file = try Self.read(
                Self.text.replacingOccurrences(
                    of: #"font="body"/>"#, with: #"font="body" minimumTextScale="\#(bad)"/>"#))
            #expect(!file.isValid)
            let located = file.diagnostics.filter { $0.severity == .error }.map {
                "\($0.location.line) [\($0.rule)]"
            }
            #expect(located.contains("4 [schema]"), "\(located)")
        }
    }

    @Test func writtenBackAsTextNotNumbers() throws {
        let document = try #require(try Self.read().document)
        let xml = LayoutDocumentWriter.xml(document)
        #expect(
            xml.contains(#"<view id="title" kind="label" text="Delivery on Tuesday" font="body"/>"#), "\(xml)")
        #expect(xml.contains(#"font="subheadline" lines="0""#))
        // The given width stays a number; the measured height is not written.
        #expect(xml.contains(#"<view id="fixed" kind="label" text="Fixed" font="caption1" intrinsicWidth="80"/>"#))
        // Read again, it measures the same.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sizeclass-\(UUID())-again.xml")
        try Data(xml.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let again = try #require(LayoutFile.read(url.path).document)
        #expect(
            again.root.allItems().map(\.attributes) == document.root.allItems().map(\.attributes))
    }

    @Test func aSizeClassesFontMeasuresTheTextAgainForIt() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="Fonts">
              <view id="root">
                <view id="title" kind="label" text="Delivery on Tuesday" font="system 17">
                  <variation class="compact-any" font="system 34"/>
                  <variation class="any-compact" font="system 11" intrinsicWidth="50"/>
                </view>
                <view id="notes" kind="label" text="Orders placed before noon leave the same day" font="body" lines="0">
                  <variation class="regular-regular" font="title1" hidden="false"/>
                </view>
              </view>
              <constraints/>
            </layout>

            """
        let file = try Self.read(text)
        #expect(file.isValid, "\(file.diagnostics)")
        let items = try Self.items(file)
        let title = try #require(items["title"])
        func variation(_ item: LayoutItem, _ c: String) -> ViewAttributes? {
            item.variations.first { $0.sizeClass == SizeClass(parsing: c) }?.attributes
        }
        // Twice the size: nearly twice as wide (large sizes are tracked tighter), a 41 pt
        // line (34 × 1.19 on a 2x screen).
        let twice = try #require(variation(title, "compact-any"))
        #expect(twice.intrinsicWidth.map { $0 > 1.8 * 153.5 && $0 < 2 * 153.5 } == true, "\(twice)")
        #expect(twice.intrinsicHeight == 41)
        // A width the variation gives wins there; its height is still measured.
        let small = try #require(variation(title, "any-compact"))
        #expect(small.intrinsicWidth == 50 && small.intrinsicHeight == 13.5)
        // A label that wraps wraps in its class's font there.
        let notes = try #require(items["notes"])
        #expect(notes.wrappingVariations.map { $0.attributes.measurement.pointSize } == [28])
        #expect(variation(notes, "regular-regular")?.hidden == false)
        // Written back as fonts, with only the number the document gave.
        let xml = LayoutDocumentWriter.xml(try #require(file.document))
        #expect(xml.contains(#"<variation class="compact-any" font="system 34"/>"#), "\(xml)")
        #expect(xml.contains(#"<variation class="any-compact" font="system 11" intrinsicWidth="50"/>"#), "\(xml)")
        #expect(xml.contains(#"<variation class="regular-regular" font="title1" hidden="false"/>"#), "\(xml)")
        let again = try #require(try Self.read(xml).document)
        #expect(again.root.allItems().map(\.variations.count) == file.document?.root.allItems().map(\.variations.count))
        #expect(
            again.root.allItems().flatMap { $0.variations.map(\.attributes) }
                == file.document?.root.allItems().flatMap { $0.variations.map(\.attributes) })
        // A font no class can measure is an error where it is written.
        let bad = try Self.read(text.replacingOccurrences(of: #"font="system 34""#, with: #"font="system""#))
        #expect(bad.diagnostics.contains { $0.severity == .error && $0.location.line == 5 }, "\(bad.diagnostics)")
    }

    @Test func aTextViewWithAFontGrowsWithItsText() throws {
        let file = try Self.read(
            Self.text.replacingOccurrences(
                of: #"<view id="brand2" kind="label" text="Again" font="MarkerFelt-Wide 12"/>"#,
                with: #"<view id="brand2" kind="textView" text="" font="system 14"/>"#))
        let note = try #require(try Self.items(file)["brand2"])
        // As a text view that does not scroll: empty, a 14 pt line (17 pt on a 2x screen)
        // and 8 pt above and below; 5 pt of padding either side; wrapping at its width.
        #expect(note.attributes.intrinsicHeight == 33 && note.attributes.intrinsicWidth == 10)
        #expect(note.attributes.firstBaseline == 21.3)
        #expect(note.wrapping?.horizontalInset == 10 && note.wrapping?.height(at: 100) == 33)
        #expect(note.intrinsicSizeNote == "measured from text '' in system 14")
    }

    @Test func unicodeLineSeparatorsBreakLines() {
        // Xcode writes a line break typed in the inspector as U+2028 (Open Food Facts'
        // product page has two in a row); UIKit breaks there as at a newline.
        let m = TextMeasurement(systemFontOfSize: 17)
        #expect(m.size(of: "Open Food Facts?\u{2028}\u{2028}Thanks in advance.").lines == 3)
        #expect(m.size(of: "one\r\ntwo\u{2029}three").lines == 3)
        #expect(m.lineCount(of: "Open Food Facts?\u{2028}\u{2028}Thanks in advance.", wrappedAt: 1000) == 3)
        #expect(m.size(of: "one line").lines == 1)
    }
}
