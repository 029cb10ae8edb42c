import Foundation

/// Runs the built `sizeclass` binary the way a user would, from the repository root.
enum CLI {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Exit status and everything printed (standard output and error together).
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        // The test binary sits in the products directory, next to `sizeclass`.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let process = Process()
        process.executableURL = products.appendingPathComponent("sizeclass")
        process.arguments = arguments
        process.currentDirectoryURL = repository
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
