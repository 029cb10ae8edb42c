import Foundation
import Testing

@Suite("sizeclass vfl")
struct VFLCommandTests {
    @Test func printsTheConstraintsAFormatMeans() throws {
        let (status, output) = try CLI.run(["vfl", "H:|-[a]-[b(==a)]-|"])
        #expect(status == 0)
        #expect(
            output == """
                H:|-[a]-[b(==a)]-|: 4 constraints
                  1  a.leading = superview.leadingMargin
                  2  b.leading = a.trailing + standard
                  3  b.width = a.width
                  4  superview.trailingMargin = b.trailing

                standard: the system spacing, 8 pt between views (and to the layout guides).

                """)
    }

    @Test func metricsAndOptions() throws {
        let (status, output) = try CLI.run([
            "vfl", "[a]-gap-[b(>=w@750)]", "--metrics", "gap=12,w=44",
            "--options", "alignAllCenterY",
        ])
        #expect(status == 0)
        #expect(
            output.contains("  1  b.leading = a.trailing + 12\n  2  b.width >= 44 @750\n  3  b.centerY = a.centerY\n"))
    }

    @Test func mistakesAreShownUnderTheirCharacterAndExitOne() throws {
        let (status, output) = try CLI.run(["vfl", "H:|-[long(==short]-|"])
        #expect(status == 1)
        #expect(
            output == """
                error: expected ',' or ')' after a predicate, found ']' [vfl-syntax]
                  H:|-[long(==short]-|
                                   ^

                """)
        let (metric, text) = try CLI.run(["vfl", "[a]-gap-[b]"])
        #expect(metric == 1 && text.hasPrefix("error: unknown metric 'gap' for a spacing [vfl-metric]"))
    }

    @Test func jsonHasAStableShape() throws {
        let (status, json) = try CLI.run(["vfl", "V:[a]-[b]", "--format", "json"])
        #expect(status == 0)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(body.keys) == ["format", "options", "constraints", "error"])
        #expect(body["error"] is NSNull)
        let c = try #require((body["constraints"] as? [[String: Any]])?.first)
        #expect(c["equation"] as? String == "b.top = a.bottom + standard")
        #expect(c["constant"] as? String == "standard" && c["relation"] as? String == "==")
        #expect((c["first"] as? [String: String]) == ["item": "b", "attribute": "top"])
        let (bad, errorJSON) = try CLI.run(["vfl", "[a", "--format", "json"])
        #expect(bad == 1)
        let error = try #require(
            (try JSONSerialization.jsonObject(with: Data(errorJSON.utf8)) as? [String: Any])?["error"] as? [String: Any]
        )
        #expect(error["rule"] as? String == "vfl-syntax" && error["column"] as? Int == 3)
    }

    @Test func badMetricsAreAUsageError() throws {
        let (status, output) = try CLI.run(["vfl", "[a]", "--metrics", "gap"])
        #expect(status == 64)
        #expect(output.contains("--metrics takes name=value pairs"))
    }
}
