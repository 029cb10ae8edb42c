import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import LayoutReports
import SizeClassResolution
import Testing

/// The JSON every command prints, pinned by snapshot files in `Snapshots/`: a change of
/// shape shows up as a diff of the file. The reports are made in-process, as the command
/// line makes them. `SIZECLASS_RECORD_SNAPSHOTS=1 swift test --filter JSONSnapshotTests`
/// rewrites the files after a deliberate change.
@Suite("JSON shapes")
struct JSONSnapshotTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let recipe = "Layouts/two-buttons-with-size-class-based-layouts.xml"

    /// The layouts of a repository file, read as the command line reads them.
    static func layouts(_ relative: String) throws -> [LayoutFile] {
        LayoutFile.readLayouts(repository.appendingPathComponent(relative).path)
    }

    static func document(_ relative: String) throws -> LayoutDocument {
        let file = try #require(try layouts(relative).first)
        return try #require(file.document)
    }

    /// Compares `json` (with the repository's absolute path taken out) with the snapshot.
    static func expectSnapshot(
        _ json: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let text = json.replacingOccurrences(of: repository.path + "/", with: "") + "\n"
        let url = repository.appendingPathComponent("Tests/LayoutReportsTests/Snapshots/\(name).json")
        if ProcessInfo.processInfo.environment["SIZECLASS_RECORD_SNAPSHOTS"] == "1" {
            try Data(text.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(
            text == expected, "\(name).json differs; rerun with SIZECLASS_RECORD_SNAPSHOTS=1 if intended",
            sourceLocation: sourceLocation)
    }

    @Test func validate() throws {
        let files = try ["Tests/Documents/broken/semantic-errors.xml", Self.recipe].flatMap(Self.layouts)
        try Self.expectSnapshot(try ValidationReport(files).json(), "validate")
    }

    @Test func resolve() throws {
        let path = Self.repository.appendingPathComponent(Self.recipe).path
        let resolved = Resolver(document: try Self.document(Self.recipe), path: path).resolve(for: .compactRegular)
        try Self.expectSnapshot(try ResolveReport(resolved, name: "Two Buttons").json(), "resolve")
    }

    @Test func grid() throws {
        let relative = "Tests/Documents/grid/findings.xml"
        let path = Self.repository.appendingPathComponent(relative).path
        let report = GridReport(
            check: SizeClassCheck(try Self.document(relative), path: path), name: "Findings",
            style: .plain)
        try Self.expectSnapshot(try report.json(), "grid")
    }

    @Test func solve() throws {
        let relative = "Tests/Documents/solve/conflict.xml"
        let path = Self.repository.appendingPathComponent(relative).path
        let device = try #require(DeviceCatalog.device(named: "iphone-se"))
        let environment = try #require(device.environment(.portrait))
        let resolved = Resolver(document: try Self.document(relative), path: path).resolve(for: environment.sizeClass)
        let solution = CompiledLayout(resolved, environment: environment, path: path).solve()
        try Self.expectSnapshot(try SolveReport(solution, file: path, name: nil).json(), "solve")
    }

    @Test func check() throws {
        var results: [CheckReport.FileResult] = []
        for relative in ["Tests/Documents/solve/ambiguous.xml", "Tests/Documents/broken/malformed.xml"] {
            for file in try Self.layouts(relative) {
                if file.isValid, let document = file.document {
                    results.append(
                        .checked(
                            path: file.path, name: document.name,
                            check: SizeClassCheck(document, path: file.path), warnings: file.diagnostics))
                } else {
                    results.append(.invalid(file))
                }
            }
        }
        try Self.expectSnapshot(try CheckReport(results: results, style: .plain).json(), "check")
    }

    @Test func vfl() throws {
        try Self.expectSnapshot(
            try VFLReport(
                format: "H:|-[a(>=gap)]-[b(==a@750)]-|", options: ["alignAllTop"],
                metrics: ["gap": 20]
            ).json(), "vfl")
        try Self.expectSnapshot(try VFLReport(format: "H:|-[a", options: [], metrics: [:]).json(), "vfl-error")
    }

    @Test func devices() throws {
        try Self.expectSnapshot(try DevicesReport().json(), "devices")
    }

    @Test func rules() throws {
        try Self.expectSnapshot(try RulesReport().json(), "rules")
    }
}
