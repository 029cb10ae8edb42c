import Foundation
import TestSupport
import Testing

/// Fonts that live outside the project (a package's checkout, a design system's own
/// repository): `--fonts FOLDER`, or a configuration's `fonts`, adds them.
@Suite("Font folders")
struct FontFolderTests {
    /// A project (a `.git` folder marks it) whose storyboard's label is in `Test-Bold`,
    /// and beside it, outside the project, a folder with that font.
    static func projectAndFonts() throws -> (root: URL, storyboard: String, fonts: String) {
        let root = try CLI.makeFolder("font-folders")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App/.git"), withIntermediateDirectories: true)
        let fonts = root.appendingPathComponent("DesignSystem/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try Data(SyntheticFont.bytes(postScriptName: "Test-Bold")).write(
            to: fonts.appendingPathComponent("Test-Bold.ttf"))
        let path = try CLI.write(SyntheticFont.storyboard, to: "App/Main.storyboard", in: root).path
        return (root, path, fonts.path)
    }

    /// The label's width in `solve --format json`'s output.
    static func labelWidth(_ output: String) throws -> Double? {
        try CLI.solvedFrame("fnt-lb-001", in: output)?["width"] as? Double
    }

    @Test func aFolderOfFontsOutsideTheProjectIsAddedWithFonts() throws {
        let (root, storyboard, fonts) = try Self.projectAndFonts()
        defer { try? FileManager.default.removeItem(at: root) }
        // Outside the project, the font is not found: estimated, and said so.
        let alone = try CLI.run(["validate", storyboard])
        #expect(alone.output.contains("[unknown-font]"), "\(alone.output)")
        let estimated = try CLI.run(["solve", storyboard, "--format", "json"])
        #expect(try Self.labelWidth(estimated.output) != 62, "\(estimated.output)")
        // With --fonts, measured with the file: T 550, o 520, space 250, A 600, V 650,
        // A 600, V 80 closer after A: 3,090 units at 20 pt, 61.8, 62 on the canvas.
        let measured = try CLI.run(["solve", storyboard, "--fonts", fonts, "--format", "json"])
        #expect(measured.status == 0, "\(measured.output)")
        #expect(try Self.labelWidth(measured.output) == 62, "\(measured.output)")
        let validated = try CLI.run(["validate", storyboard, "--fonts", fonts])
        #expect(!validated.output.contains("unknown-font"), "\(validated.output)")
        // A font file on its own works as well.
        let file = try CLI.run(["solve", storyboard, "--fonts", fonts + "/Test-Bold.ttf", "--format", "json"])
        #expect(try Self.labelWidth(file.output) == 62, "\(file.output)")
        // Neither a folder nor a font file is a usage error.
        let missing = try CLI.run(["solve", storyboard, "--fonts", root.appendingPathComponent("Nowhere").path])
        #expect(missing.status == 64)
        #expect(missing.output.contains("is neither a folder nor a font file"), "\(missing.output)")
        let notAFont = try CLI.run(["solve", storyboard, "--fonts", storyboard])
        #expect(notAFont.status == 64, "\(notAFont.output)")
    }

    @Test func aConfigurationsFontsAreRelativeToIt() throws {
        let (root, _, _) = try Self.projectAndFonts()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        let without = try CLI.run(["check", "Main.storyboard"], in: app)
        #expect(without.output.contains("[unknown-font]"), "\(without.output)")
        try CLI.write("fonts: [../DesignSystem/Fonts]\n", to: ".sizeclass.yml", in: app)
        let with = try CLI.run(["check", "Main.storyboard"], in: app)
        #expect(!with.output.contains("unknown-font"), "\(with.output)")
        // A folder that is not one is the configuration's error, at its line and column.
        try CLI.write("strict: false\nfonts: [Fonts]\n", to: ".sizeclass.yml", in: app)
        let broken = try CLI.run(["check", "Main.storyboard"], in: app)
        #expect(broken.status == 2, "\(broken.output)")
        #expect(
            broken.output.contains(
                ".sizeclass.yml:2:9: error: fonts: 'Fonts' is neither a folder nor a font file (.ttf, .otf, .ttc)"),
            "\(broken.output)")
    }
}
