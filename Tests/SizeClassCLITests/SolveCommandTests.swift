import Foundation
import Testing

@Suite("sizeclass solve, check, devices")
struct SolveCommandTests {
    static let recipe = "Layouts/two-buttons-with-size-class-based-layouts.xml"

    @Test func framesAsAnAlignedTable() throws {
        let (status, output) = try CLI.run(["solve", Self.recipe, "--device", "iphone-se"])
        #expect(status == 0)
        #expect(
            output == """
                Two Buttons with Size Class-Based Layouts (Layouts/two-buttons-with-size-class-based-layouts.xml)
                compact-regular · iphone-se portrait · 375×667 · margins 16/16 · top guide 20 · bottom guide 0

                  item         kind    x   y    width  height
                  root         view    0   0    375    667
                  shortButton  button  16  579  343    30
                  longButton   button  16  617  343    30

                ok: 3 items laid out, no conflicts, no ambiguity

                """)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let (status, output) = try CLI.run([
            "solve", Self.recipe, "--device", "ipad", "--orientation", "landscape",
            "--format", "json",
        ])
        #expect(status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(json["class"] as? String == "regular-regular")
        #expect(json["status"] as? String == "ok")
        #expect(json["size"] as? [String: Double] == ["width": 1180, "height": 820])
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames.map { $0["id"] as? String } == ["root", "shortButton", "longButton"])
        #expect(frames[1]["x"] as? Double == 20 && frames[1]["width"] as? Double == (1180 - 40 - 8) / 2)
        #expect((json["conflicts"] as? [Any])?.isEmpty == true && (json["ambiguous"] as? [Any])?.isEmpty == true)
        let environment = try #require(json["environment"] as? [String: Any])
        #expect(environment["device"] as? String == "ipad" && environment["topGuide"] as? Double == 24)
    }

    @Test func explicitEnvironmentAndOverrides() throws {
        let (status, output) = try CLI.run([
            "solve", Self.recipe, "--size", "500x300", "--class", "wR hC",
            "--margins", "30", "--bottom-guide", "50", "--format", "json",
        ])
        #expect(status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let frames = try #require(json["frames"] as? [[String: Any]])
        #expect(frames[1]["x"] as? Double == 30)
        let y: Double = 300 - 50 - 20 - 30  // the bottom guide, 20 pt, the button
        #expect(frames[1]["y"] as? Double == y)
        let environment = try #require(json["environment"] as? [String: Any])
        #expect(environment["device"] is NSNull)
    }

    @Test func alignmentInsetsReachBeyondWhatConstraintsPlace() throws {
        // On iphone-se (375 wide, 16 pt margins): the alignment rectangle ends at 359, the
        // frame 2 pt further; `convert` would write the insets back (`alignmentInsets`).
        let (status, output) = try CLI.run(["solve", "Tests/Documents/solve/switch.xml", "--device", "iphone-se"])
        #expect(status == 0)
        #expect(output.contains("  toggle  view  310  20  51     31\n"))
    }

    @Test func problemsExitOneWithPreciseDiagnostics() throws {
        let (status, output) = try CLI.run(["solve", "Tests/Documents/solve/conflict.xml"])
        #expect(status == 1)
        #expect(
            output.contains(
                "Tests/Documents/solve/conflict.xml:12:5: error: unable to simultaneously satisfy constraints: breaking 'wide' (blue.width = 300), which conflicts with 'narrow' (blue.width = 200) [unsatisfiable]"
            ))
        #expect(output.contains("    broken  wide    blue.width = 300  Tests/Documents/solve/conflict.xml:12"))
        #expect(output.contains("  blue  view  16  67  200    50"))  // still laid out
        let (ambiguous, text) = try CLI.run(["solve", "Tests/Documents/solve/ambiguous.xml", "--format", "json"])
        #expect(ambiguous == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let entries = try #require(json["ambiguous"] as? [[String: Any]])
        #expect(
            entries.count == 1 && entries[0]["id"] as? String == "red" && entries[0]["axis"] as? String == "horizontal")
        #expect(entries[0]["attributes"] as? [String] == ["x", "width"] && entries[0]["line"] as? Int == 5)
    }

    @Test func usageAndReadErrors() throws {
        #expect(try CLI.run(["solve", Self.recipe, "--device", "nokia-3310"]).status == 64)
        #expect(try CLI.run(["solve", Self.recipe, "--size", "300x200"]).status == 64)
        #expect(
            try CLI.run(["solve", Self.recipe, "--device", "ipad-pro-12.9-half", "--orientation", "portrait"]).status
                == 64)
        #expect(try CLI.run(["solve", "Tests/Documents/does-not-exist.xml"]).status == 2)
        #expect(try CLI.run(["check"]).status == 64)
    }

    /// Asked for JSON, a command whose document cannot be laid out prints `validate`'s
    /// JSON report and nothing else, so a script always gets JSON on standard output.
    @Test(arguments: [["solve"], ["resolve", "--class", "any-any"], ["grid"]])
    func invalidDocumentsGiveTheValidationReportAsJSON(command: [String]) throws {
        for (file, status, rule) in [
            ("Tests/Documents/broken/semantic-errors.xml", Int32(1), "priority-range"),
            ("Tests/Documents/does-not-exist.xml", 2, "io"),
        ] {
            let (exit, output) = try CLI.run([command[0], file] + command.dropFirst() + ["--format", "json"])
            #expect(exit == status)
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
                "\(command[0]) printed: \(output.prefix(200))")
            let files = try #require(json["files"] as? [[String: Any]])
            #expect(files.count == 1 && files[0]["path"] as? String == file && files[0]["valid"] as? Bool == false)
            let diagnostics = try #require(files[0]["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.first?["rule"] as? String == rule)
            #expect((json["summary"] as? [String: Int])?["unreadable"] == (status == 2 ? 1 : 0))
        }
    }

    @Test func checkReportsEveryClass() throws {
        let (status, output) = try CLI.run(["check", "--verbose", "Tests/Documents/solve/conflict.xml", Self.recipe])
        #expect(status == 1)
        #expect(
            output.contains(
                "  compact-regular  unsatisfiable  iPhone 16 portrait, iPhone SE (2nd and 3rd generation) portrait"))
        #expect(
            output.contains(
                "(in compact-regular on iPhone 16 portrait, iPhone SE (2nd and 3rd generation) portrait) [unsatisfiable]"
            ))
        #expect(output.hasSuffix("2 files: 1 ok, 0 ambiguous, 1 unsatisfiable, 0 invalid (1 error, 0 warnings)\n"))
        let (clean, json) = try CLI.run(["check", "Layouts/", "--format", "json"])
        #expect(clean == 0)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let files = try #require(body["files"] as? [[String: Any]])
        #expect(files.count == 19)  // 16 recipes and 3 visual-format twins
        for f in files {
            let classes = try #require(f["classes"] as? [[String: Any]])
            #expect(classes.count == 9 && classes.allSatisfy { $0["status"] as? String == "ok" }, "\(f["path"] ?? "")")
        }
        #expect((body["summary"] as? [String: Int])?["ok"] == 19)
    }

    @Test func devicesListsTheTable() throws {
        let (status, output) = try CLI.run(["devices"])
        #expect(status == 0)
        #expect(output.contains("iphone-se "))
        #expect(output.contains("landscape    667×375    compact-compact"))
        let (_, json) = try CLI.run(["devices", "--format", "json"])
        let body = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: [[String: Any]]])
        #expect(
            body["devices"]?.contains {
                $0["name"] as? String == "iphone-16-plus" && $0["class"] as? String == "regular-compact"
            } == true)
    }
}
