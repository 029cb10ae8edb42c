import ArgumentParser
import Foundation
import LayoutDocument
import LayoutFiles

/// `sizeclass convert FILE [--scene NAME] [-o OUT]`
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a storyboard scene or xib view as a layout document.",
        discussion: """
            The document validates against Schemas/layout.xsd and gives the same grid and \
            frames as the storyboard: ids are kept, userLabels become labels, estimated \
            intrinsic sizes are written out (text in San Francisco as text and font where \
            the document measures it alike). A file with several scenes needs --scene.

            Exit status: 0 when written, 1 when the file has errors, 2 when it cannot be \
            read, 64 for a usage error (including a missing or unknown --scene).
            """
    )

    @Argument(help: "A storyboard or xib (a layout document is written back canonically).")
    var file: String

    @OptionGroup var sceneOption: SceneOption

    @Option(name: .shortAndLong, help: "Where to write the document (default: standard output).")
    var output: String?

    func run() throws {
        let terminal = Terminal.current
        let results = LayoutFile.readLayouts(file, scene: sceneOption.scene)
        if let missing = results.first(where: { $0.diagnostics.contains { $0.rule == .scene } }) {
            throw ValidationError(missing.diagnostics.first { $0.rule == .scene }!.message)
        }
        let documents = try ValidDocument.documents(of: results, terminal: terminal, nothingIsAProblem: true)
        guard documents.count == 1, let document = documents.first else {
            let names = results.compactMap { $0.scene.map { "'\($0.name)' (\($0.id))" } }.joined(separator: ", ")
            throw ValidationError("'\(file)' has \(documents.count) scenes: \(names); choose one with --scene")
        }
        let xml = LayoutDocumentWriter.xml(document)
        guard let output else {
            print(xml, terminator: "")
            return
        }
        do {
            try Data(xml.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            print("error: cannot write '\(output)': \(error.localizedDescription)")
            throw ExitStatus.unreadable
        }
    }
}
