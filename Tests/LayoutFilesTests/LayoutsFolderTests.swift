import Foundation
import LayoutDocument
import Testing

@testable import LayoutFiles

/// Every recipe of the Auto Layout Cookbook is a document in Layouts/, and all of
/// Layouts/ validates cleanly.
@Suite("Layouts/")
struct LayoutsFolderTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts")

    /// Recipe file → (recipe name, number of constraints in the cookbook).
    static let recipes: [String: (String, Int)] = [
        "simple-stack-view": ("Simple Stack View", 4),
        "nested-stack-views": ("Nested Stack Views", 7),
        "dynamic-stack-view": ("Dynamic Stack View", 9),
        "simple-single-view": ("Simple Single View", 4),
        "adaptive-single-view": ("Adaptive Single View", 6),
        "two-equal-width-views": ("Two Equal-Width Views", 8),
        "two-different-width-views": ("Two Different-Width Views", 8),
        "two-views-with-complex-widths": ("Two Views with Complex Widths", 9),
        "simple-label-and-text-field": ("Simple Label and Text Field", 5),
        "dynamic-height-label-and-text-field": ("Dynamic Height Label and Text Field", 8),
        "fixed-height-columns": ("Fixed Height Columns", 17),
        "dynamic-height-columns": ("Dynamic Height Columns", 26),
        "two-equal-width-buttons": ("Two Equal-Width Buttons", 6),
        "three-equal-width-buttons": ("Three Equal-Width Buttons", 9),
        "two-buttons-with-equal-spacing": ("Two Buttons with Equal Spacing", 20),
        "two-buttons-with-size-class-based-layouts": ("Two Buttons with Size Class-Based Layouts", 9),
    ]

    /// Recipes written again in the Visual Format Language (`-vfl`), solved against their
    /// twins in LayoutCompilationTests.
    static let visualTwins = [
        "two-buttons-with-size-class-based-layouts", "three-equal-width-buttons",
        "two-equal-width-views",
    ]

    @Test func everyDocumentValidatesCleanly() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".xml")
        }
        #expect(
            Set(files.map { String($0.dropLast(4)) })
                == Set(Self.recipes.keys).union(Self.visualTwins.map { $0 + "-vfl" }))
        for file in files {
            let result = LayoutFile.read(Self.folder.appendingPathComponent(file).path)
            #expect(result.diagnostics.isEmpty, "\(file): \(result.diagnostics)")
        }
    }

    @Test(arguments: recipes.keys.sorted())
    func recipeHasItsNameAndConstraints(file: String) throws {
        let result = LayoutFile.read(Self.folder.appendingPathComponent(file + ".xml").path)
        let document = try #require(result.document)
        let (name, count) = Self.recipes[file]!
        #expect(document.name == name)
        #expect(document.constraints.count == count)
    }

    @Test func sizeClassRecipeCarriesItsVariations() throws {
        let path = Self.folder.appendingPathComponent("two-buttons-with-size-class-based-layouts.xml").path
        let document = try #require(LayoutFile.read(path).document)
        var varied: [String] = []
        for case .constraint(let c) in document.constraints where !c.variations.isEmpty {
            #expect(c.variations.map(\.sizeClass) == [SizeClass(width: .compact, height: .regular)])
            varied.append("\(c.id):\(c.variations[0].attributes.installed!)")
        }
        #expect(varied == ["c2:false", "c4:false", "c7:true", "c8:true", "c9:true"])
    }
}
