import Foundation
import LayoutCompilation
import LayoutReports
import SizeClassResolution
import Testing

/// Colours are escape codes the terminal does not draw: they must not move a column.
@Suite("Coloured text")
struct ColouredTextTests {
    /// `text` without its ANSI colour codes, as the terminal shows it.
    static func shown(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }

    @Test func aColouredGridLinesUpAsThePlainOne() throws {
        let relative = JSONSnapshotTests.recipe
        let path = JSONSnapshotTests.repository.appendingPathComponent(relative).path
        let check = SizeClassCheck(try JSONSnapshotTests.document(relative), path: path)
        let plain = GridReport(check: check, name: "Two Buttons", style: .plain).text()
        let coloured = GridReport(check: check, name: "Two Buttons", style: TextStyle(colors: true)).text()
        #expect(coloured != plain)
        #expect(Self.shown(coloured) == plain)
        // The differences column of regular height, compact width, as a reader sees it.
        let matrix = GridReport(check: check, name: "Two Buttons", style: TextStyle(colors: true)).matrixText()
        #expect(Self.shown(matrix) == GridReport(check: check, name: "Two Buttons", style: .plain).matrixText())
        #expect(plain.contains("same as any-any         +c7 +c8 +c9 \u{2212}c2 \u{2212}c4     same as any-any"))
    }
}
