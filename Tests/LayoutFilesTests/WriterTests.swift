import Foundation
import LayoutDocument
import LayoutXML
import Testing

@testable import LayoutFiles

@Suite("Writing documents")
struct WriterTests {
    static let folder = LayoutsFolderTests.folder

    func read(_ text: String) -> (LayoutDocument?, [Diagnostic]) {
        let parsed = XMLReader.parse(Array(text.utf8), path: "w.xml", schema: LayoutSchema.shared)
        guard let root = parsed.root else { return (nil, parsed.diagnostics) }
        var reader = LayoutDocumentReader(path: "w.xml")
        let document = reader.document(from: root)
        return (document, parsed.diagnostics + reader.diagnostics)
    }

    /// read → write → read loses nothing: the canonical text is a fixed point, valid
    /// against the schema, with the same items, constraints and variations.
    @Test(arguments: LayoutsFolderTests.recipes.keys.sorted())
    func roundTripIsLossless(file: String) throws {
        let original = try #require(LayoutFile.read(Self.folder.appendingPathComponent(file + ".xml").path).document)
        let canonical = LayoutDocumentWriter.xml(original)
        let (again, diagnostics) = read(canonical)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let reread = try #require(again)
        #expect(LayoutDocumentWriter.xml(reread) == canonical)
        #expect(reread.root.allItems().map(\.id) == original.root.allItems().map(\.id))
        #expect(reread.root.allItems().map(\.attributes) == original.root.allItems().map(\.attributes))
        #expect(reread.constraints.map(\.id) == original.constraints.map(\.id))
        for (a, b) in zip(reread.constraints, original.constraints) {
            guard case .constraint(let x) = a, case .constraint(let y) = b else { continue }
            #expect(x.equationText == y.equationText && x.attributes == y.attributes)
            #expect(x.variations.map(\.attributes) == y.variations.map(\.attributes))
            #expect(x.variations.map(\.sizeClass) == y.variations.map(\.sizeClass))
        }
    }

    @Test func canonicalFormOfAStructuredDocument() throws {
        let text = """
            <layout   name="A &amp; B" version="1"><view id="root"><view alignmentInsets="0 0 0 2" id="k"/><stack spacing="8" id="s" axis="vertical">
            <variation class="compact-any" axis="horizontal"/><guide label="gap" id="g"/></stack></view>
            <constraints><constraint priority="750" id="c1" second="root.leadingMargin" first="s.leading" multiplier="2:1" label="x&lt;y"/>
            <visual metrics="b=2,a=1" id="row" format="H:|-[s]-|" options="alignAllTop"><variation class="regular-regular" installed="false"/></visual>
            </constraints></layout>
            """
        let (document, diagnostics) = read(text)
        #expect(diagnostics.isEmpty)
        #expect(
            LayoutDocumentWriter.xml(try #require(document)) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <layout version="1" name="A &amp; B">
                  <view id="root">
                    <view id="k" alignmentInsets="0 0 0 2"/>
                    <stack id="s" axis="vertical" spacing="8">
                      <variation class="compact-any" axis="horizontal"/>
                      <guide id="g" label="gap"/>
                    </stack>
                  </view>
                  <constraints>
                    <constraint id="c1" first="s.leading" second="root.leadingMargin" multiplier="2" priority="750" label="x&lt;y"/>
                    <visual id="row" format="H:|-[s]-|" options="alignAllTop" metrics="a=1,b=2">
                      <variation class="regular-regular" installed="false"/>
                    </visual>
                  </constraints>
                </layout>

                """)
    }
}
