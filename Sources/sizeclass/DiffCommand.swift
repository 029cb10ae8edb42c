import ArgumentParser
import Foundation
import LayoutDocument
import LayoutFiles
import LayoutReports

/// `sizeclass diff OLD NEW`, or `sizeclass diff FILE --git REV`.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "What changed between two versions of a layout, size class by size class.",
        discussion: """
            Compares two layout documents, storyboards or xibs (or one file with its \
            version at a git revision, --git REV): per size class, the constraints and \
            views installed or removed, the constants, priorities and view attributes \
            (stack axis, spacing, alignment, …) changed, the frames that move by more than \
            0.5 pt on each class's representative devices, and the problems introduced or \
            fixed. Each change is printed once, with the classes and devices it concerns. \
            Storyboard scenes and cells are matched by id.

            Exit status, as diff's: 0 when the layouts are the same, 1 when they differ, \
            2 when a file cannot be read, 64 for a usage error.
            """
    )

    @Argument(help: "The old and the new file; or one file, with --git.")
    var files: [String] = []

    @Option(help: ArgumentHelp("Compare FILE at this git revision with the file as it is.", valueName: "rev"))
    var git: String?

    @OptionGroup var sceneOption: SceneOption

    @OptionGroup var output: FormatOption<TableFormat>

    mutating func validate() throws {
        if git != nil {
            guard files.count == 1 else { throw ValidationError("with --git, name one file") }
        } else {
            guard files.count == 2 else {
                throw ValidationError("name the old and the new file (or one file and --git)")
            }
        }
    }

    func run() throws {
        let terminal = Terminal.current
        let scene = sceneOption.scene
        var oldPath = files[0]
        var oldName = files[0]
        var scratch: URL?
        if let git {
            let url = try Self.revision(of: files[0], at: git)
            scratch = url.deletingLastPathComponent()
            oldPath = url.path
            oldName = "\(files[0])@\(git)"
        }
        defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
        let newPath = files.count == 2 ? files[1] : files[0]
        let old = LayoutFile.readLayouts(oldPath, scene: scene)
        let new = LayoutFile.readLayouts(newPath, scene: scene)
        for unreadable in (old + new).filter(\.isUnreadable) {
            for d in unreadable.diagnostics {
                var d = d
                if d.path == oldPath { d.path = oldName }
                Terminal.printToStandardError(d)
            }
        }
        if (old + new).contains(where: \.isUnreadable) { throw ExitStatus.unreadable }
        let diff = LayoutDiff(old: old, new: new, oldName: oldName, newName: newPath)
        let report = DiffReport(diff, style: terminal.style)
        switch output.format {
        case .text: print(report.text())
        case .markdown: print(report.markdown())
        case .json: print(try report.json())
        }
        if diff.hasDifferences { throw ExitStatus.problems }
    }

    /// `file` as it was at `revision`, in a scratch folder (same name, so the same
    /// reader): `git show REV:./FILE` run in the file's folder.
    static func revision(of file: String, at revision: String) throws -> URL {
        let url = URL(fileURLWithPath: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "show", "\(revision):./\(url.lastPathComponent)"]
        process.currentDirectoryURL = url.deletingLastPathComponent()
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            ProblemRun.fail(
                Diagnostic(
                    path: file, location: SourceLocation(line: 1, column: 1),
                    message: "cannot run git: \(error.localizedDescription)", rule: .io))
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "git failed"
            ProblemRun.fail(
                Diagnostic(
                    path: file, location: SourceLocation(line: 1, column: 1),
                    message: "cannot read the file at \(revision): \(reason)", rule: .io))
        }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sizeclass-diff-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent(url.lastPathComponent)
        try data.write(to: copy)
        return copy
    }
}
