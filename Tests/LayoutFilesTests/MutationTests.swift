import Foundation
import LayoutDocument
import LayoutXML
import Testing

@testable import LayoutFiles

/// Bad input never crashes and never hangs: every recipe, corrupted in many random ways,
/// is read, checked against the schema and the rules, and every diagnostic points
/// inside the file.
@Suite("Corrupted documents")
struct MutationTests {
    struct Rng {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(n, 1)))
        }
    }

    static let junk: [[UInt8]] = [
        "<", ">", "\"", "'", "&", "&amp", "</view>", "<view", "=", "\u{0}", "é", "]]>",
        "<!--", "<!DOCTYPE x>", "\u{FEFF}", "\n", "@", "x 2 x", "superview.",
    ]
    .map { Array($0.utf8) }

    static func mutate(_ bytes: [UInt8], rng: inout Rng) -> [UInt8] {
        var b = bytes
        for _ in 0..<(1 + rng.next(4)) {
            guard !b.isEmpty else { break }
            let at = rng.next(b.count)
            switch rng.next(5) {
            case 0: b.removeSubrange(at..<min(b.count, at + 1 + rng.next(8)))
            case 1: b.insert(contentsOf: junk[rng.next(junk.count)], at: at)
            case 2: b = Array(b[..<at])
            case 3: b[at] = UInt8(rng.next(256))
            default:
                let other = rng.next(b.count)
                b.swapAt(at, other)
            }
        }
        return b
    }

    @Test(arguments: LayoutsFolderTests.recipes.keys.sorted())
    func corruptedRecipesAreDiagnosedNotFatal(file: String) throws {
        let url = LayoutsFolderTests.folder.appendingPathComponent(file + ".xml")
        let original = Array(try Data(contentsOf: url))
        var rng = Rng(state: file.utf8.reduce(UInt64(7)) { $0 &* 31 &+ UInt64($1) })
        for _ in 0..<60 {
            let bytes = Self.mutate(original, rng: &rng)
            let lineCount = bytes.split(separator: 10, omittingEmptySubsequences: false).count
            let parsed = XMLReader.parse(bytes, path: "m.xml", schema: LayoutSchema.shared)
            var diagnostics = parsed.diagnostics
            if let root = parsed.root {
                var reader = LayoutDocumentReader(path: "m.xml")
                if let document = reader.document(from: root) {
                    var rules = SemanticRules(path: "m.xml")
                    rules.check(document)
                    diagnostics += reader.diagnostics + rules.diagnostics
                    // Whatever reads back must also write out without trouble.
                    _ = LayoutDocumentWriter.xml(document)
                } else {
                    diagnostics += reader.diagnostics
                }
            }
            if parsed.root == nil {
                #expect(!diagnostics.isEmpty, "\(file): refused without a reason")
            }
            for d in diagnostics {
                #expect(d.location.line >= 1 && d.location.line <= lineCount + 1, "\(file): \(d)")
                #expect(d.location.column >= 1, "\(file): \(d)")
            }
        }
    }
}
