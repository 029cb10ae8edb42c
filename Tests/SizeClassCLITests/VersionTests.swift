import Foundation
import Testing

/// Runs the built `sizeclass` binary the way a user would.
@Suite("sizeclass command line")
struct VersionTests {
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        // The test binary sits in the products directory, next to `sizeclass`.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let process = Process()
        process.executableURL = products.appendingPathComponent("sizeclass")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func versionPrintsTheVersion() throws {
        let (status, output) = try Self.run(["--version"])
        #expect(status == 0)
        #expect(output == "0.1.0\n")
    }

    @Test func helpDescribesTheTool() throws {
        let (status, output) = try Self.run(["--help"])
        #expect(status == 0)
        #expect(output.contains("USAGE: sizeclass"))
        #expect(output.contains("Size-class layouts"))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let (status, output) = try Self.run(["--frobnicate"])
        #expect(status == 64)
        #expect(output.contains("Unknown option '--frobnicate'"))
    }
}
