import Foundation
import Testing

/// `sizeclass diff`: per class, what is installed, removed and changed, the frames that
/// move and the problems introduced or fixed; exit 0 when the same, 1 when different.
@Suite("sizeclass diff")
struct DiffCommandTests {
    static let conflict = "Tests/Documents/solve/conflict.xml"

    @Test func theSameLayoutIsNoDifference() throws {
        let (status, output) = try CLI.run(["diff", Self.conflict, Self.conflict])
        #expect(status == 0)
        #expect(output.hasSuffix("1 layout: 0 changed, 1 the same (0 changes, 0 problems introduced, 0 fixed)\n"))
    }

    @Test func changesAreReportedOnceWithTheirClasses() throws {
        let folder = try CLI.makeFolder("diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try CLI.text(Self.conflict)
        // The conflict fixed (narrow left out in compact-regular), a view's height
        // changed everywhere, a new view that no constraint places.
        let new = try CLI.write(
            text.replacingOccurrences(
                of: #"<constraint id="narrow" eq="blue.width = 200"/>"#,
                with: """
                    <constraint id="narrow" eq="blue.width = 200">
                          <variation class="compact-regular" installed="false"/>
                        </constraint>
                    """
            )
            .replacingOccurrences(of: "blue.height = 50", with: "blue.height = 60")
            .replacingOccurrences(of: #"<view id="blue"/>"#, with: #"<view id="blue"/><view id="loose"/>"#),
            to: "new.xml", in: folder)
        let (status, output) = try CLI.run(["diff", Self.conflict, new.path])
        #expect(status == 1)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains("  ~ constraint 'height': blue.height = 50 → blue.height = 60 (in every size class)"))
        #expect(lines.contains("  \u{2212} constraint 'narrow': blue.width = 200 (in compact-regular)"))
        #expect(lines.contains("  + view 'loose' (in every size class)"))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "  ↦ frame of 'blue' moves: height +10 (in every size class but compact-regular on iPhone 16")
            },
            "\(output)")
        #expect(
            lines.contains { $0.hasPrefix("  ↦ frame of 'blue' moves: width +100, height +10 (in compact-regular on") })
        #expect(lines.contains("  problems introduced:"))
        #expect(lines.contains { $0.contains("'loose' is ambiguous horizontally") })
        #expect(lines.contains("  problems fixed:"))
        #expect(lines.contains { $0.contains("\(Self.conflict):12:5: error: unable to simultaneously satisfy") })

        let (_, json) = try CLI.run(["diff", "--format", "json", Self.conflict, new.path])
        let body = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(body["different"] as? Bool == true)
        let layout = try #require((body["layouts"] as? [[String: Any]])?.first)
        #expect(layout["status"] as? String == "changed")
        let kinds = (layout["changes"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
        #expect(Set(kinds) == ["constraint-changed", "constraint-removed", "view-installed", "frame-moved"])
        #expect((layout["fixed"] as? [[String: Any]])?.first?["rule"] as? String == "unsatisfiable")

        let (_, markdown) = try CLI.run(["diff", "--format", "markdown", Self.conflict, new.path])
        #expect(markdown.hasPrefix("## sizeclass diff: layouts changed\n"))
        #expect(markdown.contains("- ✅ fixed: unable to simultaneously satisfy constraints"))
    }

    /// Storyboard scenes are matched by id; a stack view's spacing is an attribute.
    @Test func storyboardsAreComparedSceneByScene() throws {
        let folder = try CLI.makeFolder("diff-storyboard")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = "Tests/Documents/interface-builder/two-buttons.storyboard"
        let text = try CLI.text(original)
        let firstConstant = try #require(text.range(of: #"constant="20""#))
        let edited = text.replacingCharacters(in: firstConstant, with: #"constant="28""#)
        let new = try CLI.write(edited, to: "two-buttons.storyboard", in: folder)
        let (status, output) = try CLI.run(["diff", original, new.path])
        #expect(status == 1)
        #expect(output.contains(" → "), "\(output)")
        #expect(output.contains("+ 28"), "\(output)")
        #expect(output.contains("↦ frame of"))
    }

    @Test func stackPropertiesAreViewChanges() throws {
        let folder = try CLI.makeFolder("diff-stack")
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = "Layouts/dynamic-stack-view.xml"
        let edited = try CLI.text(original).replacingOccurrences(
            of: #"distribution="fill" spacing="8">"#, with: #"distribution="fillEqually" spacing="12">"#)
        let new = try CLI.write(edited, to: "stack.xml", in: folder)
        let (status, output) = try CLI.run(["diff", original, new.path])
        #expect(status == 1)
        #expect(
            output.contains(
                "  ~ view 'entry1': distribution fill, spacing 8 → distribution fillEqually, spacing 12 (in every size class)"
            ),
            "\(output)")
    }

    @Test func aFileAgainstAGitRevision() throws {
        let folder = try CLI.makeFolder("diff-git")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try CLI.write(try CLI.text(Self.conflict), to: "screen.xml", in: folder)
        func git(_ arguments: String...) throws {
            let (status, output) = try CLI.tool(
                ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments, in: folder)
            #expect(status == 0, "\(output)")
        }
        try git("init", "-q")
        try git("add", "screen.xml")
        try git("commit", "-q", "-m", "first")
        let (same, _) = try CLI.run(["diff", "screen.xml", "--git", "HEAD"], in: folder)
        #expect(same == 0)
        try CLI.write(
            try CLI.text(Self.conflict).replacingOccurrences(of: "= 300", with: "= 310"), to: "screen.xml", in: folder)
        let (status, output) = try CLI.run(["diff", file.path, "--git", "HEAD"])
        #expect(status == 1)
        #expect(output.hasPrefix("--- \(file.path)@HEAD\n+++ \(file.path)\n"), "\(output)")
        #expect(output.contains("~ constraint 'wide': blue.width = 300 → blue.width = 310 (in compact-regular)"))
        let (bad, message) = try CLI.run(["diff", file.path, "--git", "no-such-revision"])
        #expect(bad == 2)
        #expect(message.contains("cannot read the file at no-such-revision"))
    }

    @Test func usageAndUnreadableFiles() throws {
        #expect(try CLI.run(["diff", Self.conflict]).status == 64)
        #expect(try CLI.run(["diff", Self.conflict, Self.conflict, "--git", "HEAD"]).status == 64)
        let (status, output) = try CLI.run(["diff", Self.conflict, "no/such.xml"])
        #expect(status == 2)
        #expect(output.contains("no/such.xml:1:1: error: cannot read the file"))
    }
}
