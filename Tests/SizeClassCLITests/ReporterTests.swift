import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Each reporter's output checked against its format: SARIF against the OASIS schema
/// (with Python's jsonschema), JUnit and checkstyle parsed as XML, GitHub's workflow
/// commands by their grammar, several reporters at once.
@Suite("Reporters")
struct ReporterTests {
    static let inputs = [
        "Tests/Documents/grid/findings.xml", "Tests/Documents/solve/conflict.xml", "Layouts/simple-single-view.xml",
    ]

    @Test func sarifIsValidAgainstTheSchemaAndShapedForCodeScanning() throws {
        let (status, output) = try CLI.run(["check", "--reporter", "sarif"] + Self.inputs)
        #expect(status == 1)
        let folder = try CLI.makeFolder("sarif")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = try CLI.write(output, to: "check.sarif", in: folder)
        let schema = CLI.repository.deletingLastPathComponent()
            .appendingPathComponent("shared/reference/sarif-schema-2.1.0.json")
        let validation = try Self.python(
            """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.validate(json.load(open(sys.argv[2])), schema,
                                cls=jsonschema.validators.validator_for(schema))
            print("valid")
            """, schema.path, log.path)
        #expect(validation == "valid\n", "\(validation)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "sizeclass")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        for rule in rules {
            #expect(rule["id"] is String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["help"] as? [String: Any])?["text"] is String)
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 11)
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "ambiguous")
        #expect(first["level"] as? String == "error")
        let location = try #require(
            (first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Tests/Documents/grid/findings.xml")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 5 && region["startColumn"] as? Int == 5)
        // Every result's rule is the one its index names.
        for r in results {
            let index = try #require(r["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == r["ruleId"] as? String)
        }
    }

    @Test func githubActionsLoggingIsOneWorkflowCommandPerProblem() throws {
        let (status, output) = try CLI.run(["check", "--reporter", "github-actions-logging"] + Self.inputs)
        #expect(status == 1)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.count == 11)
        let grammar = #/^::(error|warning) file=[^,:]+,line=\d+,col=\d+,title=sizeclass%3A [a-z-]+::[^\n]+$/#
        for line in lines { #expect(line.wholeMatch(of: grammar) != nil, "\(line)") }
        #expect(
            lines.contains(
                "::warning file=Tests/Documents/grid/findings.xml,line=13,col=5,title=sizeclass%3A never-installed::"
                    + "constraint 'c2' is installed in no size class"))
    }

    @Test func junitIsASuitePerFileAndACasePerLayoutAndClass() throws {
        let (_, output) = try CLI.run(["check", "--reporter", "junit"] + Self.inputs)
        let document = try XMLDocument(data: Data(output.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == Self.inputs)
        // One case for the layout, one per class.
        #expect(suites.map { $0.elements(forName: "testcase").count } == [10, 10, 10])
        let conflict = suites[1].elements(forName: "testcase")
        let failing = conflict.filter { !$0.elements(forName: "failure").isEmpty }
        #expect(failing.map { $0.attribute(forName: "name")?.stringValue } == ["Conflict [compact-regular]"])
        let failure = try #require(failing.first?.elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "unsatisfiable")
        #expect(failure.stringValue?.hasPrefix("Tests/Documents/solve/conflict.xml:12:5: error: ") == true)
        #expect(suites[1].attribute(forName: "failures")?.stringValue == "1")
        #expect(suites[2].attribute(forName: "failures")?.stringValue == "0")
    }

    @Test func checkstyleIsAFileElementPerFile() throws {
        let (_, output) = try CLI.run([
            "validate", "--reporter", "checkstyle", "Tests/Documents/broken/semantic-errors.xml",
        ])
        let document = try XMLDocument(data: Data(output.utf8))
        let root = try #require(document.rootElement())
        #expect(root.name == "checkstyle")
        let file = try #require(root.elements(forName: "file").first)
        #expect(file.attribute(forName: "name")?.stringValue == "Tests/Documents/broken/semantic-errors.xml")
        let errors = file.elements(forName: "error")
        #expect(errors.count == 11)
        let first = try #require(errors.first)
        #expect(first.attribute(forName: "line")?.stringValue == "5")
        #expect(first.attribute(forName: "column")?.stringValue == "21")
        #expect(first.attribute(forName: "severity")?.stringValue == "error")
        #expect(first.attribute(forName: "source")?.stringValue == "sizeclass.priority-range")
    }

    @Test func markdownIsASummaryForAPullRequest() throws {
        let (_, output) = try CLI.run(["check", "--reporter", "markdown"] + Self.inputs)
        #expect(output.hasPrefix("## sizeclass check: ❌ problems found\n"))
        #expect(output.contains("| Tests/Documents/solve/conflict.xml › Conflict | unsatisfiable | 1 | 0 |"))
        #expect(!output.contains("Simple Single View |"), "clean layouts are only counted")
        let (_, clean) = try CLI.run(["check", "--reporter", "markdown", "Layouts/simple-single-view.xml"])
        #expect(clean.hasPrefix("## sizeclass check: ✅ no problems\n"))
    }

    @Test func severalReportersAtOnce() throws {
        let folder = try CLI.makeFolder("reporters")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sarif = folder.appendingPathComponent("out.sarif")
        let junit = folder.appendingPathComponent("out.xml")
        let (status, output) = try CLI.run([
            "check", "--reporter", "sarif:\(sarif.path)", "--reporter", "junit:\(junit.path)", "--reporter", "xcode",
            "Tests/Documents/solve/conflict.xml",
        ])
        #expect(status == 1)
        #expect(output.contains("[unsatisfiable]") && output.hasSuffix("(1 error, 0 warnings)\n"))
        #expect(try String(contentsOf: sarif, encoding: .utf8).contains("\"ruleId\" : \"unsatisfiable\""))
        #expect(try String(contentsOf: junit, encoding: .utf8).contains("<testsuites name=\"sizeclass check\""))
        // --format json is --reporter json.
        let (_, json) = try CLI.run(["validate", "--format", "json", "Layouts/simple-single-view.xml"])
        #expect(json.contains("\"schemaVersion\" : 2"))
    }

    @Test func reporterMistakesAreUsageErrors() throws {
        #expect(try CLI.run(["check", "--reporter", "html", "Layouts/"]).status == 64)
        #expect(try CLI.run(["check", "--reporter", "sarif:", "Layouts/"]).status == 64)
        let (status, output) = try CLI.run([
            "check", "--reporter", "sarif:/no/such/folder/out.sarif", "Layouts/simple-single-view.xml",
        ])
        #expect(status == 2)
        #expect(output.contains("/no/such/folder/out.sarif:1:1: error: cannot write the report"))
    }

    /// Text from files is echoed in XML and Markdown: escaped there.
    @Test func textFromFilesIsEscaped() throws {
        let folder = try CLI.makeFolder("escaping")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try CLI.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="&lt;b&gt;Bold &amp; | pipes">
              <view id="root"><view id="a"/></view>
              <constraints><constraint id="c1" eq="a.width = 10"/></constraints>
            </layout>
            """, to: "odd.xml", in: folder)
        let (_, junit) = try CLI.run(["check", "--reporter", "junit", file.path])
        _ = try XMLDocument(data: Data(junit.utf8))
        #expect(junit.contains("&lt;b&gt;Bold &amp; | pipes"))
        let (_, markdown) = try CLI.run(["check", "--reporter", "markdown", file.path])
        #expect(markdown.contains("&lt;b&gt;Bold &amp; \\| pipes"))
        #expect(!markdown.contains("<b>"))
    }

    /// Runs a Python script with arguments; its output.
    static func python(_ script: String, _ arguments: String...) throws -> String {
        try CLI.tool(["python3", "-c", script] + arguments).output
    }
}
