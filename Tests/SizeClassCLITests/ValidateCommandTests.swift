import Foundation
import Testing

@Suite("sizeclass validate")
struct ValidateCommandTests {
    @Test func layoutsFolderIsValid() throws {
        let (status, output) = try CLI.run(["validate", "Layouts"])
        #expect(status == 0)
        #expect(output == "19 files: 19 valid, 0 invalid (0 errors, 0 warnings)\n")
    }

    @Test func brokenDocumentGivesEveryProblemAndExitsOne() throws {
        let (status, output) = try CLI.run(["validate", "Tests/Documents/broken/semantic-errors.xml"])
        #expect(status == 1)
        let lines = output.split(separator: "\n")
        #expect(lines.count == 12)
        #expect(
            lines.first
                == "Tests/Documents/broken/semantic-errors.xml:5:21: error: hugging priority 1200 is outside 1…1000 [priority-range]"
        )
        #expect(lines.last == "1 file: 0 valid, 1 invalid (10 errors, 1 warning)")
        #expect(!output.contains("\u{1B}["), "no colors when not on a terminal")
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let (status, output) = try CLI.run([
            "validate", "--format", "json",
            "Layouts/simple-single-view.xml", "Tests/Documents/broken/malformed.xml",
        ])
        #expect(status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Int])
        // The streaming parser stops at the first fatal syntax error: one error.
        #expect(
            summary == [
                "files": 2, "layouts": 2, "valid": 1, "invalid": 1, "unreadable": 0, "errors": 1, "warnings": 0,
                "known": 0,
            ])
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(
            files.map { $0["path"] as? String } == [
                "Layouts/simple-single-view.xml", "Tests/Documents/broken/malformed.xml",
            ])
        #expect(files.map { $0["valid"] as? Bool } == [true, false])
        let first = try #require((files[1]["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["line"] as? Int == 6 && first["column"] as? Int == 10)
        #expect(first["severity"] as? String == "error" && first["rule"] as? String == "xml-syntax")
    }

    @Test func aFolderIsSearchedAsXcodeSeesIt() throws {
        // The metadata macOS writes beside a file on other disks and in zip archives
        // (`._Main.storyboard`, `__MACOSX/`), and hidden folders (`.build`, `.git`), are no
        // documents: a folder's search leaves them out. Named on its own, such a file says
        // what it is.
        let folder = try CLI.makeFolder("search")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.write(try CLI.text("Layouts/simple-single-view.xml"), to: "App/Main.xml", in: folder)
        let appleDouble = String(decoding: [0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00], as: UTF8.self)
        try CLI.write(appleDouble, to: "App/._Main.xml", in: folder)
        try CLI.write(appleDouble, to: "__MACOSX/App/._Main.storyboard", in: folder)
        try CLI.write("<layout", to: ".build/checkouts/Broken.xml", in: folder)
        let (status, output) = try CLI.run(["validate", folder.path])
        #expect(status == 0, "\(output)")
        #expect(output.hasSuffix("1 file: 1 valid, 0 invalid (0 errors, 0 warnings)\n"))
        let single = folder.appendingPathComponent("App/._Main.xml").path
        let (invalid, message) = try CLI.run(["validate", single])
        #expect(invalid == 1)
        #expect(
            message.contains(
                "\(single):1:1: error: an AppleDouble file (the metadata macOS keeps beside a file, named '._' and the file's name), not a document [xml-syntax]"
            ))
    }

    @Test func unreadableInputExitsTwo() throws {
        let (status, output) = try CLI.run(["validate", "Layouts/no-such-layout.xml"])
        #expect(status == 2)
        #expect(output.hasPrefix("Layouts/no-such-layout.xml:1:1: error: cannot read the file: no such file [io]\n"))
    }

    @Test func missingArgumentIsAUsageError() throws {
        let (status, output) = try CLI.run(["validate"])
        #expect(status == 64)
        #expect(output.contains("name at least one file or directory"))
    }
}
