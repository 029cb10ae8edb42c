import Foundation

/// Runs the built `sizeclass` binary the way a user would, from the repository root.
enum CLI {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Exit status and everything printed (standard output and error together).
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        // The test binary sits in the products directory, next to `sizeclass`.
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return try execute(products.appendingPathComponent("sizeclass"), arguments, in: directory ?? repository)
    }

    /// Another program (`python3`, `git`) found on the PATH, run in `directory`.
    static func tool(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        try execute(URL(fileURLWithPath: "/usr/bin/env"), arguments, in: directory ?? repository)
    }

    private static func execute(
        _ executable: URL, _ arguments: [String], in directory: URL
    ) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A new empty folder for a test (its caller removes it).
    static func makeFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "sizeclass-\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `text` to `name` in `folder`.
    @discardableResult
    static func write(_ text: String, to name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The frame of view `id` in `solve --format json`'s output (one report, or a list of
    /// them, one per layout).
    static func solvedFrame(_ id: String, in output: String) throws -> [String: Any]? {
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8))
        let reports = (json as? [[String: Any]]) ?? [(json as? [String: Any]) ?? [:]]
        return reports.lazy.compactMap { report in
            (report["frames"] as? [[String: Any]])?.first { $0["id"] as? String == id }
        }.first
    }

    /// A repository file's text.
    static func text(_ relative: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(relative), encoding: .utf8)
    }
}
