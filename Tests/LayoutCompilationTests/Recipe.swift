import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution

/// Loads documents for the tests: recipes from `Layouts/`, or inline text.
enum Recipe {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ name: String) -> String {
        repository.appendingPathComponent("Layouts/\(name).xml").path
    }

    /// A valid document from `Layouts/`.
    static func document(_ name: String) -> LayoutDocument {
        let v = LayoutFile.read(path(name))
        precondition(v.isValid, "\(name): \(v.diagnostics)")
        return v.document!
    }

    /// A valid document from text (written to a temporary file so the whole reading
    /// path runs).
    static func document(text: String) -> LayoutDocument {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sizeclass-\(UUID().uuidString).xml")
        try! Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let v = LayoutFile.read(url.path)
        precondition(v.isValid, "\(v.diagnostics)")
        return v.document!
    }

    /// Resolves for the environment's class (or `sizeClass`) and solves.
    static func solve(_ document: LayoutDocument, _ environment: Environment,
                      sizeClass: SizeClass? = nil) -> LayoutSolution {
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
    static func environment(_ width: Double, _ height: Double, _ sizeClass: String = "compact-regular",
                            top: Double = 20, bottom: Double = 0) -> Environment {
        Environment(size: Size(width: width, height: height), sizeClass: SizeClass(parsing: sizeClass)!,
                    topGuide: top, bottomGuide: bottom)
    }
}

extension LayoutSolution {
    subscript(_ id: String) -> Frame { frame(id)! }
}
