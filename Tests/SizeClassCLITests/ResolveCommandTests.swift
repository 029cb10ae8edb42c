import Foundation
import Testing

@Suite("sizeclass resolve")
struct ResolveCommandTests {
    static let recipe = "Layouts/two-buttons-with-size-class-based-layouts.xml"

    @Test func textShowsTheClassesLayout() throws {
        let (status, output) = try CLI.run(["resolve", Self.recipe, "--class", "wC/hR"])
        #expect(status == 0)
        #expect(
            output == """
                Two Buttons with Size Class-Based Layouts: compact-regular

                views (3)
                  root         view
                  shortButton  button  intrinsic 39×30
                  longButton   button  intrinsic 180×30

                constraints (7)
                  c1  shortButton.leading = root.leadingMargin
                  c3  longButton.trailing = root.trailingMargin
                  c5  bottomLayoutGuide.top = longButton.bottom + 20
                  c6  shortButton.width = longButton.width
                  c7  longButton.leading = root.leadingMargin
                  c8  shortButton.trailing = root.trailingMargin
                  c9  longButton.top = shortButton.bottom + standard

                not installed: constraints c2, c4

                """)
    }

    /// A `<visual>` is listed with its format, followed by the constraints it expands to.
    @Test func visualFormatsAreShownExpanded() throws {
        let (status, output) = try CLI.run([
            "resolve", "Layouts/two-buttons-with-size-class-based-layouts-vfl.xml",
            "--class", "compact-regular",
        ])
        #expect(status == 0)
        #expect(
            output.contains(
                """
                constraints (6)
                  longBottom    visual V:[longButton]-20-[bottomLayoutGuide]
                  longBottom.1  bottomLayoutGuide.top = longButton.bottom + 20
                  shortSpan     visual H:|-[shortButton]-|
                  shortSpan.1   shortButton.leading = superview.leadingMargin
                  shortSpan.2   superview.trailingMargin = shortButton.trailing
                  longSpan      visual H:|-[longButton]-|
                  longSpan.1    longButton.leading = superview.leadingMargin
                  longSpan.2    superview.trailingMargin = longButton.trailing
                  column        visual V:[shortButton]-[longButton]
                  column.1      longButton.top = shortButton.bottom + standard

                not installed: constraints row, shortBottom
                """))
        let (_, json) = try CLI.run([
            "resolve", "Layouts/three-equal-width-buttons-vfl.xml", "--class", "any-any",
            "--format", "json",
        ])
        let body = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let constraints = try #require(body["constraints"] as? [[String: Any]])
        #expect(constraints.count == 9)
        #expect(constraints.last?["id"] as? String == "bottom.1" && constraints.last?["visual"] as? String == "bottom")
        #expect(constraints.last?["equation"] as? String == "bottomLayoutGuide.top = longButton.bottom + 20")
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let (status, output) = try CLI.run(["resolve", Self.recipe, "--class", "Regular-Regular", "--format", "json"])
        #expect(status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(json["class"] as? String == "regular-regular")
        let constraints = try #require(json["constraints"] as? [[String: Any]])
        #expect(constraints.map { $0["id"] as? String } == ["c1", "c2", "c3", "c4", "c5", "c6"])
        #expect(constraints[1]["equation"] as? String == "longButton.leading = shortButton.trailing + standard")
        #expect(constraints[1]["constant"] as? String == "standard" && constraints[1]["priority"] as? Double == 1000)
        #expect(constraints[3]["constant"] as? Double == 20)
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["root", "shortButton", "longButton"])
        #expect(views[1]["parent"] as? String == "root" && views[1]["intrinsicWidth"] as? Double == 39)
        #expect((json["removed"] as? [String: [String]])?["constraints"] == ["c7", "c8", "c9"])
    }

    /// The XML form has no variations, so it resolves to itself in every class.
    @Test func xmlFeedsBackToTheSameLayout() throws {
        let (status, xml) = try CLI.run(["resolve", Self.recipe, "--class", "compact-regular", "--format", "xml"])
        #expect(status == 0)
        #expect(!xml.contains("<variation"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("resolved-\(UUID()).xml")
        try xml.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        func layout(_ json: String) throws -> String {
            // Views and constraints; `removed` naturally differs (they are gone from the file).
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let kept: [String: Any] = [
                "views": object["views"] ?? [], "constraints": object["constraints"] ?? [],
                "visuals": object["visuals"] ?? [],
            ]
            return String(
                decoding: try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys]), as: UTF8.self)
        }
        let (_, original) = try CLI.run(["resolve", Self.recipe, "--class", "compact-regular", "--format", "json"])
        for c in ["any-any", "compact-regular", "regular-compact"] {
            let (_, again) = try CLI.run(["resolve", file.path, "--class", c, "--format", "json"])
            #expect(try layout(again) == layout(original), "\(c)")
        }
    }

    @Test func widthAndHeightOptionsNameTheClass() throws {
        let (_, byClass) = try CLI.run(["resolve", Self.recipe, "--class", "compact-regular", "--format", "json"])
        let (status, byAxes) = try CLI.run([
            "resolve", Self.recipe, "--width", "compact", "--height", "regular", "--format", "json",
        ])
        #expect(status == 0 && byAxes == byClass)
        let (baseStatus, base) = try CLI.run(["resolve", Self.recipe, "--width", "compact", "--format", "json"])
        #expect(baseStatus == 0 && base.contains("\"class\" : \"compact-any\""))
        let (both, message) = try CLI.run(["resolve", Self.recipe, "--class", "any-any", "--width", "compact"])
        #expect(both == 64 && message.contains("not both"))
        let (neither, _) = try CLI.run(["resolve", Self.recipe])
        #expect(neither == 64)
    }

    @Test func badClassAndBrokenFilesAreReported() throws {
        let (status, output) = try CLI.run(["resolve", Self.recipe, "--class", "medium-large"])
        #expect(status == 64)
        #expect(output.contains("--class"))
        let (brokenStatus, brokenOutput) = try CLI.run([
            "resolve", "Tests/Documents/broken/malformed.xml", "--class", "any-any",
        ])
        #expect(brokenStatus == 1)
        #expect(brokenOutput.hasPrefix("Tests/Documents/broken/malformed.xml:6:10: error:"))
    }
}
