import Foundation
import Testing

/// Headless Chromium, driven by `browser.py` through the DevTools protocol. CI sets
/// SIZECLASS_REQUIRE_BROWSER=1 (`.ci/run` installs Debian's chromium): there a missing
/// browser is a failure, not a skip.
enum Browser {
    static let isRequired = ProcessInfo.processInfo.environment["SIZECLASS_REQUIRE_BROWSER"] == "1"

    /// The first of Chromium's names on the PATH.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// Whether the page tests can run; records a failure when CI requires them.
    static var isAvailable: Bool {
        if executable != nil { return true }
        if isRequired { Issue.record("SIZECLASS_REQUIRE_BROWSER is set but no chromium is on the PATH") }
        return false
    }

    /// What a page did: each step's result, and every request, exception and dialog.
    struct Session {
        var results: [Any]
        var requests: [String]
        var exceptions: [String]
        var dialogs: [String]
    }

    /// Opens `page` (a file) in a `width`×`height` viewport and runs `steps`
    /// (`browser.py`'s), returning what they found.
    static func open(_ page: URL, width: Int = 1400, height: Int = 1000, steps: [[String: Any]]) throws -> Session {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("browser.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, executable!, page.path, "\(width)", "\(height)"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: steps))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "browser.py failed: \(problem)")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return Session(
            results: json["results"] as? [Any] ?? [], requests: json["requests"] as? [String] ?? [],
            exceptions: json["exceptions"] as? [String] ?? [], dialogs: json["dialogs"] as? [String] ?? [])
    }

    /// Writes `text` to a new temporary file named `name`.
    static func write(_ text: String, named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sizeclass-render-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Whether a pixel is `rgb`, within antialiasing's reach.
    static func isColour(_ pixel: Any?, _ rgb: [Int], tolerance: Int = 12) -> Bool {
        guard let p = pixel as? [Int], p.count >= 3 else { return false }
        return zip(p.prefix(3), rgb).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
