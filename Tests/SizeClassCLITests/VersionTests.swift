import Foundation
import Testing

@Suite("sizeclass command line")
struct VersionTests {
    @Test func versionPrintsTheVersion() throws {
        let (status, output) = try CLI.run(["--version"])
        #expect(status == 0)
        #expect(output == "0.1.0\n")
    }

    @Test func helpDescribesTheTool() throws {
        let (status, output) = try CLI.run(["--help"])
        #expect(status == 0)
        #expect(output.contains("USAGE: sizeclass"))
        #expect(output.contains("Size-class layouts"))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let (status, output) = try CLI.run(["--frobnicate"])
        #expect(status == 64)
        #expect(output.contains("Unknown option '--frobnicate'"))
    }
}
