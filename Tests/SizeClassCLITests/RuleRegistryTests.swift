import Foundation
import LayoutDocument
import Testing

/// The registry of rules (`Rule.all`) against what the tool does and what the project
/// documents: every rule's example, run through the command line, is reported with that
/// rule and its registered severity; every rule id is registered once; the README lists
/// exactly the registry.
@Suite("Rules")
struct RuleRegistryTests {
    static let examples = Rule.all.filter { $0.example != nil }

    @Test(arguments: examples.map(\.id.rawValue))
    func exampleIsReportedWithItsRule(_ raw: String) throws {
        let rule = Rule.named(try #require(RuleID(rawValue: raw)))
        let example = try #require(rule.example)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sizeclass-rule-\(raw)-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("example.\(example.fileExtension)")
        if let text = example.text { try Data(text.utf8).write(to: file) }
        let arguments = rule.exampleArguments.map { $0 == "FILE" ? file.path : $0 }
        let (status, output) = try CLI.run(arguments)
        let lines = output.split(separator: "\n").filter { $0.hasSuffix("[\(raw)]") }
        #expect(!lines.isEmpty, "\(arguments.joined(separator: " ")) printed no [\(raw)]:\n\(output)")
        for line in lines {
            #expect(line.contains(": \(rule.severity.rawValue): "), "severity of \(line)")
            #expect(line.contains(file.path + ":"), "not located in the file: \(line)")
        }
        // An error makes the command fail; a warning alone does not.
        if rule.severity == .error {
            #expect(status != 0)
        } else {
            #expect(status == 0, "\(output)")
        }
    }

    @Test func everyRuleIDIsRegisteredOnce() throws {
        let registered = Rule.all.map(\.id.rawValue)
        #expect(Set(registered).count == registered.count)
        // The ids declared in RuleID.swift, read from its source.
        let source = try String(
            contentsOf: CLI.repository.appendingPathComponent("Sources/LayoutDocument/RuleID.swift"),
            encoding: .utf8)
        let declared = source.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "= RuleID(\"") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != "\"" })
        }
        #expect(declared.sorted() == registered.sorted())
        // A rule goes without an example only for a reason: a file over 256 MiB, the
        // schema reporting the same mistake first, or the limit rule stopping every file
        // that would reach the engine's own check (LimitsTests and the compilation's
        // tests reach it in code).
        #expect(
            Rule.all.filter { $0.example == nil }.map(\.id) == [
                .xmlSize, .unknownAttribute, .variationAttribute, .invalidConstraint,
            ])
        #expect(Rule.all.allSatisfy { ($0.example == nil) == ($0.withoutExample != nil) })
    }

    @Test func readmeListsTheRegistry() throws {
        let readme = try String(contentsOf: CLI.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let (status, table) = try CLI.run(["rules", "--format", "markdown"])
        #expect(status == 0)
        #expect(
            readme.contains(table.trimmingCharacters(in: .newlines)),
            "README.md's rule table differs from `sizeclass rules --format markdown`")
    }
}
