import Foundation
import Testing

@Suite("sizeclass grid")
struct GridCommandTests {
    static let recipe = "Layouts/two-buttons-with-size-class-based-layouts.xml"

    @Test func cookbookPictureAsAGrid() throws {
        let (status, output) = try CLI.run(["grid", Self.recipe])
        #expect(status == 0)
        #expect(
            output == """
                Two Buttons with Size Class-Based Layouts

                                width any               width compact           width regular
                height any      6 constraints, 3 views  6 constraints, 3 views  6 constraints, 3 views
                                (base)                  same as any-any         same as any-any
                                lays out: ok            lays out: ok            lays out: ok
                height compact  6 constraints, 3 views  6 constraints, 3 views  6 constraints, 3 views
                                same as any-any         same as any-any         same as any-any
                                lays out: ok            lays out: ok            lays out: ok
                height regular  6 constraints, 3 views  7 constraints, 3 views  6 constraints, 3 views
                                same as any-any         +c7 +c8 +c9 \u{2212}c2 \u{2212}c4     same as any-any
                                lays out: ok            lays out: ok            lays out: ok

                findings: none

                """)
    }

    @Test func matrixMarksEachClass() throws {
        let (status, output) = try CLI.run(["grid", Self.recipe, "--matrix"])
        #expect(status == 0)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines[1].hasSuffix("AA  CA  RA  AC  AR  CC  CR  RC  RR"))
        #expect(lines.contains { $0.hasPrefix("c2 ") && $0.hasSuffix("✓   ✓   ✓   ✓   ✓   ✓   ·*  ✓   ✓") })
        #expect(lines.contains { $0.hasPrefix("c9 ") && $0.hasSuffix("·   ·   ·   ·   ·   ·   ✓*  ·   ·") })
    }

    @Test func aStoryboardsGridSpeaksInXcodesNames() throws {
        // Ids key the rows (a class's differences list them); what each row is, and what
        // a finding is about, is said with the names of Xcode's outline, not `lab-el-001`.
        let storyboard = "Tests/Documents/interface-builder/rules.storyboard"
        let (_, output) = try CLI.run(["grid", "--matrix", storyboard, "--scene", "Rules"])
        let lines = output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("lab-ld-001  ") && $0.contains("  Name Label.leading = Safe Area.leading + 16  ")
            })
        #expect(lines.contains { $0.hasPrefix("img-vw-001  ") && $0.contains("  Image View - photo.png  ") })
        #expect(
            output.contains(
                "\(storyboard):75:29: warning: constraint 'Name Label.trailing <= Hideable.leading - 30' is installed in no size class [never-installed]"
            ))
        // A layout document's ids are its author's names: its findings keep them.
        let (_, document) = try CLI.run(["grid", "Tests/Documents/grid/findings.xml"])
        #expect(document.contains("warning: constraint 'c2' is installed in no size class [never-installed]"))
    }

    @Test func jsonHoldsAllNineClassesAndFindings() throws {
        let (status, output) = try CLI.run(["grid", "Tests/Documents/grid/findings.xml", "--format", "json"])
        #expect(status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let classes = try #require(json["classes"] as? [[String: Any]])
        #expect(
            classes.map { $0["class"] as? String } == [
                "any-any", "compact-any", "regular-any", "any-compact", "any-regular",
                "compact-compact", "compact-regular", "regular-compact", "regular-regular",
            ])
        let rr = classes[8]
        #expect(rr["views"] as? [String] == ["root", "a", "loose"])
        #expect(rr["constraints"] as? [String] == ["c1", "c3"])
        #expect(rr["removed"] as? [String] == ["c4", "b"])
        #expect(rr["changed"] as? [String] == ["c3"])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(
            findings.map { $0["rule"] as? String } == [
                "never-installed", "idle-variation", "conflicting-variations", "unconstrained-view",
                "unconstrained-view",
            ])
        #expect(findings[1]["message"] as? String == "the regular-compact variation of constraint 'c3' changes nothing")
        #expect(findings[2]["classes"] as? [String] == ["compact-regular"])
        #expect(
            findings[3]["message"] as? String
                == "view 'b' has no constraints in any-any, compact-any, regular-any, any-compact, any-regular, compact-compact, compact-regular, regular-compact"
        )
        #expect(findings[4]["message"] as? String == "view 'loose' has no constraints in regular-regular")
    }

    @Test func markdownTable() throws {
        let (status, output) = try CLI.run(["grid", Self.recipe, "--format", "markdown"])
        #expect(status == 0)
        #expect(
            output.contains(
                "| **height regular** | 6 constraints, 3 views<br>same as any-any<br>lays out: ok | 7 constraints, 3 views<br>+c7 +c8 +c9 \u{2212}c2 \u{2212}c4<br>lays out: ok | 6 constraints, 3 views<br>same as any-any<br>lays out: ok |"
            ))
    }

    @Test func eachCellSaysWhetherItLaysOut() throws {
        // Unsatisfiable only where the conflicting variation is installed.
        let (status, output) = try CLI.run(["grid", "Tests/Documents/solve/conflict.xml", "--format", "json"])
        #expect(status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let classes = try #require(json["classes"] as? [[String: Any]])
        #expect(
            classes.map { $0["status"] as? String } == [
                "ok", "ok", "ok", "ok", "ok", "ok", "unsatisfiable", "ok", "ok",
            ])
        let (_, text) = try CLI.run(["grid", "Tests/Documents/solve/conflict.xml"])
        #expect(text.contains("lays out: ok            lays out: unsatisfiable  lays out: ok"))
    }

    @Test func everyLayoutHasAGrid() throws {
        let files = try FileManager.default.contentsOfDirectory(
            atPath: CLI.repository.appendingPathComponent("Layouts").path)
        for file in files where file.hasSuffix(".xml") {
            let (status, output) = try CLI.run(["grid", "Layouts/" + file, "--format", "json"])
            #expect(status == 0, "\(file)")
            let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            #expect((json?["classes"] as? [Any])?.count == 9, "\(file)")
        }
    }
}
