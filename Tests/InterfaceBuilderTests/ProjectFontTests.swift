import Foundation
import LayoutDocument
import LayoutFiles
import TestSupport
import Testing

/// Fonts a project ships: text in them is measured with the font file itself, found in
/// the project the storyboard belongs to (`SyntheticFont`, written for the tests).
@Suite("Fonts the project ships")
struct ProjectFontTests {
    @Test func aFontFileGivesItsFacesMetrics() throws {
        let face = try #require(FontFace.faces(inFontFile: SyntheticFont.bytes(postScriptName: "Test-Bold")).first)
        #expect(face.postScriptName == "Test-Bold")
        let m = TextMeasurement(fontFile: face, pointSize: 20)
        // A 600, V 650, A 600, with V 80 units closer after A: 1,770 units of 1,000 at
        // 20 pt is 35.4, rounded up to a pixel of 2x.
        #expect(m.width(of: "AVA") == 35.5)
        // V after A is kerned, A after V is not; a character the font lacks is drawn in
        // the system's fallback, measured as San Francisco (not as the missing glyph's 500).
        #expect(m.width(of: "VA") == 25)
        // (An exclamation mark: San Francisco's is far narrower than the missing glyph.)
        let exclamation = TextMeasurement(fontNamed: "NoSuchFont", pointSize: 20).width(of: "!")
        #expect(abs(m.width(of: "A!") - (12 + exclamation)) <= 0.5)
        #expect(m.width(of: "A!") < 20)
        // The ascender less the descender, without the line gap: 1,000 units, 20 pt.
        #expect(m.lineHeight == 20)
        #expect(m.ascender == 16)
    }

    @Test func aFaceIOSShipsIsIOSsWhateverCopyTheProjectBundles() throws {
        // Xcode and UIKit draw the system's Arial, not the project's own file of that name
        // (a text-to-image app's Arial files, 0.94 and 1.2 em lines, left its 17 pt labels
        // 19 pt high, iOS's Arial line).
        let copy = try #require(FontFace.faces(inFontFile: SyntheticFont.bytes(postScriptName: "ArialMT")).first)
        let bundled = TextMeasurement(fontNamed: "ArialMT", pointSize: 17, projectFonts: ["ArialMT": copy])
        let system = TextMeasurement(fontNamed: "ArialMT", pointSize: 17)
        #expect(bundled.lineHeight == system.lineHeight && bundled.lineHeight == 19)
        #expect(bundled.width(of: "AVA") == system.width(of: "AVA"))
        // A font iOS does not ship is the project's file.
        let own = try #require(FontFace.faces(inFontFile: SyntheticFont.bytes(postScriptName: "Test-Bold")).first)
        #expect(
            TextMeasurement(fontNamed: "Test-Bold", pointSize: 20, projectFonts: ["Test-Bold": own]).lineHeight == 20)
    }

    @Test func aDamagedFontFileGivesNothingAndNeverCrashes() {
        let bytes = SyntheticFont.bytes(postScriptName: "Test-Bold")
        // Whatever a face says (a descender above its ascender, kerning of −32,768 units),
        // text takes no less than no room.
        func expectSensible(_ face: FontFace, _ context: String) {
            let m = TextMeasurement(fontFile: face, pointSize: 17)
            for text in ["AVATo", "AVATo?"] {
                let width = m.width(of: text[...])
                #expect(width.isFinite && width >= 0, "\(context): width of \(text) \(width)")
            }
            #expect(m.lineHeight.isFinite && m.lineHeight >= 0, "\(context): line height \(m.lineHeight)")
        }
        // Every truncation, and bytes overwritten all through the file.
        for length in stride(from: 0, to: bytes.count, by: 3) {
            for face in FontFace.faces(inFontFile: Array(bytes.prefix(length))) {
                expectSensible(face, "cut at \(length)")
            }
        }
        for offset in 0..<bytes.count {
            for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] {
                var damaged = bytes
                damaged[offset] = value
                for face in FontFace.faces(inFontFile: damaged) {
                    expectSensible(face, "\(value) at \(offset)")
                }
            }
        }
        #expect(FontFace.faces(inFontFile: Array("not a font".utf8)).isEmpty)
    }

    @Test func aCharacterMapThatMapsEverythingAgainAndAgainIsReadQuickly() throws {
        // 20,000 segments each mapping 65,503 characters: 1.3 billion entries read as
        // written; reading stops at Unicode's 1,114,112 code points.
        let bytes = SyntheticFont.bytes(postScriptName: "Test-Bold", hostileSegments: 20_000)
        let started = ContinuousClock.now
        let face = try #require(FontFace.faces(inFontFile: bytes).first)
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(face.postScriptName == "Test-Bold")
    }

    /// A project (a `.git` folder marks it) with a storyboard whose label is in
    /// `Test-Bold`, and the font in a folder of its own when `withFont`.
    static func project(withFont: Bool) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("App/Fonts"), withIntermediateDirectories: true)
        try manager.createDirectory(
            at: folder.appendingPathComponent("App/Base.lproj"), withIntermediateDirectories: true)
        if withFont {
            try Data(SyntheticFont.bytes(postScriptName: "Test-Bold")).write(
                to: folder.appendingPathComponent("App/Fonts/Test-Bold.ttf"))
        }
        try SyntheticFont.storyboard.write(
            to: folder.appendingPathComponent("App/Base.lproj/Main.storyboard"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aLabelInAFontTheProjectShipsIsMeasuredWithIt() throws {
        let folder = try Self.project(withFont: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("App/Base.lproj/Main.storyboard").path
        let file = try #require(LayoutFile.readLayouts(path).first)
        let document = try #require(file.document)
        let (_, _, solution) = try InterfaceBuilderTests.onItsCanvas(document, path: path)
        // T 550, o 520, space 250, A 600, V 650, A 600, V kerned 80 closer: 3,090 units,
        // 61.8 pt, 62 on the canvas's pixels; 20 high.
        #expect(InterfaceBuilderTests.frame(solution, "fnt-lb-001") == InterfaceBuilderTests.rect(20, 100, 62, 20))
        #expect(!file.diagnostics.contains { $0.rule.rawValue == "unknown-font" })
        // Without the file, the font is unknown: estimated, and said so.
        let bare = try Self.project(withFont: false)
        defer { try? FileManager.default.removeItem(at: bare) }
        let estimated = try #require(
            LayoutFile.readLayouts(bare.appendingPathComponent("App/Base.lproj/Main.storyboard").path).first)
        #expect(estimated.diagnostics.contains { $0.rule.rawValue == "unknown-font" })
    }

    @Test func aLayoutDocumentsNamedFontIsTheProjectsToo() throws {
        // A layout document's `font` names the font as a storyboard does. Beside a lone
        // file (no project around it) only the fonts in its own folder count.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(SyntheticFont.bytes(postScriptName: "Test-Bold")).write(
            to: folder.appendingPathComponent("Test-Bold.otf"))
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="Brand">
              <view id="root">
                <view id="brand" kind="label" text="AVA" font="Test-Bold 20"/>
              </view>
              <constraints>
                <constraint id="c1" eq="brand.leading = root.leadingMargin"/>
                <constraint id="c2" eq="brand.top = root.top + 40"/>
              </constraints>
            </layout>
            """
        let url = folder.appendingPathComponent("brand.xml")
        try document.write(to: url, atomically: true, encoding: .utf8)
        let file = LayoutFile.read(url.path)
        #expect(file.isValid, "\(file.diagnostics)")
        let brand = try #require(file.document?.root.children.first)
        #expect(brand.attributes.intrinsicWidth == 35.5 && brand.attributes.intrinsicHeight == 20)
        #expect(!file.diagnostics.contains { $0.rule.rawValue == "unknown-font" })
        // One folder down, outside any project, the font is not looked for.
        let nested = folder.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try document.write(to: nested.appendingPathComponent("brand.xml"), atomically: true, encoding: .utf8)
        let unknown = LayoutFile.read(nested.appendingPathComponent("brand.xml").path)
        #expect(unknown.diagnostics.contains { $0.rule.rawValue == "unknown-font" })
    }
}
