import Foundation
import LayoutDocument
import Testing

@testable import LayoutXML

@Suite("Reading XML safely")
struct XMLReaderTests {
    func read(_ text: String, schema: XMLSchema? = nil) -> XMLReadResult {
        XMLReader.parse(Array(text.utf8), path: "t.xml", schema: schema)
    }

    @Test func elementsAndAttributesKeepLineAndColumn() throws {
        let result = read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <view id="root">
                <view id="a"   kind="label"/><view id="b" kind="button"/>
              </view>
            </layout>
            """)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.name == "layout" && root.location == SourceLocation(line: 2, column: 1))
        let a = root.children[0].children[0]
        let b = root.children[0].children[1]
        #expect(a.location == SourceLocation(line: 4, column: 5))
        #expect(a.attribute("kind")?.location == SourceLocation(line: 4, column: 20))
        #expect(b.location == SourceLocation(line: 4, column: 34))
        #expect(b[attribute: "kind"] == "button")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let result = read("<layout name=\"Größe\" version=\"1\"/>")
        #expect(try #require(result.root).attribute("version")?.location.column == 22)
    }

    /// Each tag's column is counted on from the previous tag's on the same line (a file
    /// on one line would otherwise be quadratic to read); a new line starts again at 1.
    @Test func tagsOnOneLineAreLocatedFromThePreviousTag() throws {
        let result = read(
            #"<layout name="é"><view id="ü" kind="label"/><view id="b" kind="button"/>"#
                + "\n" + #"<view id="c"/></layout>"#)
        let root = try #require(result.root)
        #expect(
            root.children.map(\.location) == [
                SourceLocation(line: 1, column: 18), SourceLocation(line: 1, column: 45),
                SourceLocation(line: 2, column: 1),
            ])
        #expect(root.children[1].attribute("kind")?.location == SourceLocation(line: 1, column: 58))
    }

    /// Every stage after reading walks the tree recursively: thousands of levels used to
    /// overflow the stack. Deeper than the limit is one error at the first element too
    /// deep, and no tree.
    @Test func nestingDeeperThanTheLimitIsAnError() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        }
        let atTheLimit = read(nested(XMLReader.maximumDepth))
        #expect(atTheLimit.diagnostics.isEmpty && atTheLimit.root != nil)
        for depth in [XMLReader.maximumDepth + 1, 100_000] {
            let result = read(nested(depth))
            #expect(result.root == nil)
            #expect(result.diagnostics.map(\.rule.rawValue) == ["xml-depth"])
            #expect(
                result.diagnostics.first?.location == SourceLocation(line: 1, column: 3 * XMLReader.maximumDepth + 1))
        }
    }

    @Test func malformedXMLReportsWhereItBroke() {
        let result = read("<layout>\n  <view id=\"a\">\n</layout>\n")
        #expect(result.root == nil)
        let first = result.diagnostics.first
        #expect(first?.rule.rawValue == "xml-syntax")
        #expect(first?.location.line == 3)
        #expect(first?.description.hasPrefix("t.xml:3:") == true)
    }

    @Test func truncatedFileIsAnError() {
        let result = read("<layout version=\"1\"><view id=\"root\">")
        #expect(result.root == nil)
        #expect(result.diagnostics.contains { $0.rule.rawValue == "xml-syntax" })
    }

    @Test func emptyFileIsAnError() {
        #expect(read("").diagnostics.map(\.message) == ["the file is empty"])
        #expect(read("  \n").root == nil)
    }

    /// An empty file on disk is not read at all (Foundation's reader leaked its buffer
    /// for one: the fuzzers' leak check found it; the suite under AddressSanitizer keeps
    /// it found), and is the same error.
    @Test func emptyFileOnDiskIsAnError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sizeclass-empty-\(UUID()).xml")
        try Data().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = XMLReader.read(file: url.path)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.message) == ["the file is empty"])
    }

    @Test func billionLaughsIsRefusedAtOnce() {
        var entities = "<!ENTITY lol0 \"lol\">"
        for i in 1...12 {
            entities += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">"
        }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE layout [\(entities)]>\n<layout name=\"&lol12;\"/>"
        let result = read(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.rule.rawValue) == ["xml-doctype"])
    }

    @Test func externalEntitiesAreNeverLoaded() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE layout [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <layout name="&secret;"/>
            """
        let result = read(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.rule.rawValue == "xml-doctype")
        #expect(!result.diagnostics.contains { $0.message.contains("root:") })
    }

    @Test func invalidUTF8IsAnEncodingErrorOnOneLine() throws {
        var bytes = Array("<layout name=\"".utf8)
        bytes += [0xC3, 0x28]  // a broken two-byte sequence
        bytes += Array("\"/>".utf8)
        let result = XMLReader.parse(bytes, path: "t.xml")
        #expect(result.root == nil)
        let d = try #require(result.diagnostics.first)
        #expect(d.rule.rawValue == "xml-encoding")
        #expect(d.message.hasPrefix("the file is not valid UTF-8 here (bytes 0xC3 0x28"), "\(d.message)")
        #expect(!d.description.contains("\n"))
    }

    @Test func otherEncodingsAreRefused() {
        let result = read("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<layout/>")
        #expect(result.diagnostics.map(\.rule.rawValue) == ["xml-encoding"])
    }

    @Test func schemaErrorsPointAtTheAttribute() throws {
        let schema = try XMLSchema(
            text: """
                <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
                  <xs:element name="layout">
                    <xs:complexType>
                      <xs:attribute name="version" type="xs:integer" use="required"/>
                    </xs:complexType>
                  </xs:element>
                </xs:schema>
                """)
        let result = read("<layout\n    version=\"one\"/>", schema: schema)
        let d = try #require(result.diagnostics.first)
        #expect(d.rule.rawValue == "schema")
        #expect(d.location == SourceLocation(line: 2, column: 5), "\(d)")
        #expect(d.message.contains("'one'"))
    }

    @Test func brokenSchemaTextThrowsWithLibxml2sMessage() {
        // The parse error is captured in the error, not printed to stderr.
        let error = #expect(throws: SchemaError.self) { try XMLSchema(text: "<xs:schema") }
        #expect(error?.messages.isEmpty == false)
        // libxml2's own words, at their place in the schema text, under the syntax rule.
        #expect(
            error?.messages.contains { $0.hasPrefix("schema:1:") && $0.hasSuffix("[xml-syntax]") } == true,
            "\(error?.messages ?? [])")
    }
}

@Suite("The layout schema")
struct LayoutSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func embeddedCopyMatchesSchemasFolder() throws {
        let file = try String(contentsOf: Self.repository.appendingPathComponent("Schemas/layout.xsd"), encoding: .utf8)
        #expect(file == LayoutSchema.text + "\n", "run Tools/embed-schema")
    }

    @Test func formatExampleValidatesAndMistakesDoNot() throws {
        let good = """
            <layout version="1" name="x">
              <view id="root">
                <stack id="s" axis="vertical" spacing="8"><view id="a" kind="label" hugging="251 250"/></stack>
                <guide id="g"/>
              </view>
              <constraints>
                <constraint id="c1" first="s.leading" second="root.leadingMargin" multiplier="200%" priority="high"/>
                <constraint id="c2" eq="a.width = 2 x s.width @750">
                  <variation class="compact-regular" installed="false" constant="standard"/>
                </constraint>
                <visual id="row" format="H:|-[a]-|" options="alignAllTop" metrics="gap=12"/>
              </constraints>
            </layout>
            """
        #expect(XMLReader.parse(Array(good.utf8), path: "g.xml", schema: LayoutSchema.shared).diagnostics.isEmpty)
        let bad = """
            <layout version="2">
              <view id="root" kind="buton">
                <view id="a.b" intrinsicWidth="-3"/>
              </view>
              <constraints>
                <constraint id="c1" first="a.widht" priority="1001" multiplier="x2">
                  <variation class="compact-regulr" axis="vertical"/>
                </constraint>
              </constraints>
            </layout>
            """
        let diagnostics = XMLReader.parse(Array(bad.utf8), path: "b.xml", schema: LayoutSchema.shared).diagnostics
        #expect(diagnostics.allSatisfy { $0.rule.rawValue == "schema" })
        let places = diagnostics.map { "\($0.location)" }
        // version, kind, id, intrinsicWidth, first, priority, multiplier, class, axis
        #expect(places == ["1:9", "2:19", "3:11", "3:20", "6:25", "6:41", "6:57", "7:18", "7:41"], "\(diagnostics)")
    }
}

@Suite("Reading limits")
struct ReadingLimitTests {
    /// A file over 256 MiB is refused by its size, before a byte is read: a sparse file of
    /// the limit plus one byte takes no room on disk.
    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("sizeclass-large-\(ProcessInfo.processInfo.processIdentifier).xml")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(XMLReader.maximumFileSize + 1))
        try handle.close()
        let result = XMLReader.read(file: url.path)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.rule) == [.xmlSize])
        #expect(
            result.diagnostics.first?.message
                == "file is \(XMLReader.maximumFileSize + 1) bytes; the limit is \(XMLReader.maximumFileSize)")
    }
}
