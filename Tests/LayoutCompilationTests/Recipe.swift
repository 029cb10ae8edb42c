import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution
import Testing

/// Loads documents for the tests: recipes from `Layouts/`, or inline text. A document
/// that does not load fails the test that asked for it (and that test goes on with an
/// empty layout), never the whole run.
enum Recipe {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ name: String) -> String {
        repository.appendingPathComponent("Layouts/\(name).xml").path
    }

    /// A valid document from `Layouts/`.
    static func document(_ name: String) -> LayoutDocument {
        loaded(LayoutFile.read(path(name)), name)
    }

    /// A valid document from text (written to a temporary file so the whole reading
    /// path runs).
    static func document(text: String) -> LayoutDocument {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sizeclass-\(UUID().uuidString).xml")
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            Issue.record("cannot write \(url.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: url) }
        return loaded(LayoutFile.read(url.path), "inline document")
    }

    /// The text of a recipe, or "" (with the test failed) when it cannot be read.
    static func text(_ name: String) -> String {
        do {
            return try String(contentsOfFile: path(name), encoding: .utf8)
        } catch {
            Issue.record("cannot read recipe \(name): \(error)")
            return ""
        }
    }

    private static func loaded(_ file: LayoutFile, _ name: String) -> LayoutDocument {
        guard file.isValid, let document = file.document else {
            Issue.record("\(name) is not a valid document: \(file.diagnostics)")
            return LayoutDocument(version: 1, name: name, root: LayoutItem(id: "root"), constraints: [])
        }
        return document
    }

    /// Resolves for the environment's class (or `sizeClass`) and solves.
    static func solve(
        _ document: LayoutDocument, _ environment: Environment,
        sizeClass: SizeClass? = nil
    ) -> LayoutSolution {
        let resolved = Resolver(document: document, path: "t.xml").resolve(for: sizeClass ?? environment.sizeClass)
        return CompiledLayout(resolved, environment: environment, path: "t.xml").solve()
    }

    static func solve(_ name: String, _ environment: Environment) -> LayoutSolution {
        solve(document(name), environment)
    }

    static func device(_ name: String, _ orientation: Orientation) -> Environment {
        DeviceCatalog.device(named: name)!.environment(orientation)!
    }

    /// A plain environment: a size, a class, margins 16 or 20, bars as given.
    static func environment(
        _ width: Double, _ height: Double, _ sizeClass: String = "compact-regular",
        top: Double = 20, bottom: Double = 0
    ) -> Environment {
        Environment(
            size: Size(width: width, height: height), sizeClass: SizeClass(parsing: sizeClass)!,
            topGuide: top, bottomGuide: bottom)
    }
}

extension LayoutSolution {
    subscript(_ id: String) -> Frame { frame(id)! }
}
