import Foundation
import LayoutDocument
import Testing

@testable import LayoutFiles

@Suite("Validating documents")
struct ValidationTests {
    static let documents = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Documents")

    func lines(_ name: String) -> [String] {
        let path = Self.documents.appendingPathComponent(name).path
        return LayoutFile.read(path).diagnostics.map {
            $0.description.replacingOccurrences(of: Self.documents.path + "/", with: "")
        }
    }

    @Test func semanticRulesEachReportTheirSpot() {
        #expect(
            lines("broken/semantic-errors.xml") == [
                "broken/semantic-errors.xml:5:21: error: hugging priority 1200 is outside 1…1000 [priority-range]",
                "broken/semantic-errors.xml:6:5: error: id 'red' is already used on line 4 [duplicate-id]",
                "broken/semantic-errors.xml:10:41: error: constraint 'c2' refers to 'green', which is not in the layout [unknown-item]",
                "broken/semantic-errors.xml:11:43: error: constraint 'c3' relates the size red.width to the horizontal position blue.leading [axis-mismatch]",
                "broken/semantic-errors.xml:12:45: error: constraint 'c4' mixes leading with right: use leading/trailing or left/right, not both [direction-mix]",
                "broken/semantic-errors.xml:13:25: error: 'superview' in constraint 'c5': 'root' has no superview [superview]",
                "broken/semantic-errors.xml:14:25: error: constraint 'c6' sets the horizontal position red.leading to a constant; a position needs a second item [axis-mismatch]",
                "broken/semantic-errors.xml:15:50: error: cannot read eq of 'c7': unknown attribute 'widht' [eq-syntax]",
                "broken/semantic-errors.xml:16:5: error: id 'c1' is already used on line 9 [duplicate-id]",
                "broken/semantic-errors.xml:18:7: error: constraint 'c1' has a second compact-regular variation (the first is on line 17); merge them [duplicate-variation]",
                "broken/semantic-errors.xml:19:7: warning: an any-any variation of constraint 'c1' restates its own attributes; set them on the element [any-any-variation]",
            ])
    }

    /// Problems inside a `<visual>` format point at their character in the file, and its
    /// expansion meets the rules a written constraint does (once per misspelt name).
    @Test func visualFormatErrorsPointIntoTheFormat() {
        #expect(
            lines("broken/visual-errors.xml") == [
                "broken/visual-errors.xml:8:48: error: visual format 'row1': expected ',' or ')' after a predicate, found ']' [vfl-syntax]",
                "broken/visual-errors.xml:9:44: error: visual format 'row2' refers to 'lng', which is not in the layout [unknown-item]",
                "broken/visual-errors.xml:10:35: error: visual format 'row3': unknown metric 'gap' for a spacing [vfl-metric]",
                "broken/visual-errors.xml:11:49: error: visual format 'row4': option 'alignAllTop' aligns views along the format's own axis (V:); alignment options must be across it [vfl-option]",
                "broken/visual-errors.xml:12:46: error: visual format 'row5': expected ',' or ')' after a predicate, found '.' [vfl-syntax]",
                "broken/visual-errors.xml:13:33: error: 'superview' in visual format 'row6': 'root' has no superview [superview]",
            ])
    }

    @Test func schemaErrorsComeFromLibxml2WithTheirPlaces() {
        let found = lines("broken/schema-errors.xml")
        #expect(found.count == 8)
        #expect(found.allSatisfy { $0.hasSuffix("[schema]") })
        #expect(
            found.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
                "broken/schema-errors.xml:3:19", "broken/schema-errors.xml:4:18", "broken/schema-errors.xml:5:19",
                "broken/schema-errors.xml:8:25", "broken/schema-errors.xml:8:58", "broken/schema-errors.xml:9:42",
                "broken/schema-errors.xml:10:18", "broken/schema-errors.xml:10:41",
            ])
    }

    @Test func malformedAndHostileFilesAreRefusedCleanly() {
        let malformed = lines("broken/malformed.xml")
        #expect(malformed.first?.hasPrefix("broken/malformed.xml:6:") == true)
        #expect(malformed.first?.contains("Opening and ending tag mismatch: view line 3 and layout") == true)
        #expect(malformed.allSatisfy { $0.hasSuffix("[xml-syntax]") })
        #expect(
            lines("broken/entity-bomb.xml") == [
                "broken/entity-bomb.xml:2:1: error: document type declarations are not allowed (no DTD, no entities) [xml-doctype]"
            ])
        #expect(
            lines("broken/no-such-file.xml") == [
                "broken/no-such-file.xml:1:1: error: cannot read the file: no such file [io]"
            ])
    }
}
