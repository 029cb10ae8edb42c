import ArgumentParser
import LayoutDocument
import LayoutFiles

/// `--format` for the commands that print text for people or JSON for machines.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `sizeclass grid` and `rules --format`: also Markdown, for a pull request or a wiki.
enum TableFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
}

/// `sizeclass resolve --format`: also the resolved layout as a document.
enum ResolveFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, xml
}

/// `--format`, declared once for every command; the first case is the default.
struct FormatOption<Format: ExpressibleByArgument & CaseIterable & RawRepresentable>: ParsableArguments
where Format.RawValue == String {
    @Option(
        help: ArgumentHelp(
            "Output format: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "format"))
    var format: Format = Format.allCases.first!

    init() {}
}

/// `--scene` and `--fonts`, declared once for every command that reads storyboards and
/// xibs.
struct SceneOption: ParsableArguments {
    @Option(help: "For a storyboard or xib: the scene (or top-level view) by name or id; default: every one.")
    var scene: String?

    @Option(
        name: .customLong("fonts"),
        help: ArgumentHelp(
            "A folder of font files (.ttf, .otf, .ttc), or a font file, to measure text with, besides each file's project's own fonts (repeatable).",
            valueName: "folder"))
    var fontFolders: [String] = []

    init() {}

    /// Neither a folder nor a font file is a usage error. The folders are added here, where
    /// every reading command passes before it reads anything.
    func validate() throws {
        for folder in fontFolders where !FontFace.isFontSource(atPath: folder) {
            throw ValidationError("--fonts '\(folder)' is neither a folder nor a font file (.ttf, .otf, .ttc)")
        }
        LayoutFile.addFonts(at: fontFolders)
    }
}
