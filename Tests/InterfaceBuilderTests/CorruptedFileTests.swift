import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import TestSupport
import Testing

/// Bad input never crashes and never hangs, Interface Builder files included: the real
/// storyboard and xib of `../shared/fixtures/interface-builder/` and the test files,
/// corrupted in ways that mostly keep them readable (an attribute given a value the same
/// attribute has elsewhere in the file, or another number; an element repeated or
/// dropped), are converted, and whatever converts is checked in all nine classes.
/// Diagnostics point inside the file, and every frame is a number.
@Suite("Corrupted Interface Builder files")
struct CorruptedFileTests {
    static let files: [URL] = [
        InterfaceBuilderTests.fixtures.appendingPathComponent("kukimo-SizeClassSample-Main.storyboard"),
        InterfaceBuilderTests.fixtures.appendingPathComponent("SummerWu-AutoLayout-SizeClasses-RootViewController.xib"),
        InterfaceBuilderTests.documents.appendingPathComponent("rules.storyboard"),
        InterfaceBuilderTests.documents.appendingPathComponent("cells.xib"),
        InterfaceBuilderTests.documents.appendingPathComponent("two-buttons.storyboard"),
    ]

    static let numbers = [
        "0", "1", "-5", "8", "20", "0.5", "249", "250", "251", "750", "999", "1000", "1001",
        "100000000", "0.000001", "-100",
    ]

    /// `name="value"` attributes of `text`: the value's range and the name.
    static func attributes(_ text: [UInt8]) -> [(name: String, value: Range<Int>)] {
        var found: [(String, Range<Int>)] = []
        var i = 0
        while i < text.count {
            // `="` preceded by a name and followed by a value up to the next quote.
            guard text[i] == UInt8(ascii: "="), i + 1 < text.count, text[i + 1] == UInt8(ascii: "\"") else {
                i += 1
                continue
            }
            var start = i
            while start > 0, text[start - 1].isNameByte { start -= 1 }
            guard let end = text[(i + 2)...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            if start < i { found.append((String(decoding: text[start..<i], as: UTF8.self), (i + 2)..<end)) }
            i = end + 1
        }
        return found
    }

    /// Empty elements (`<… />`) of `text`.
    static func emptyElements(_ text: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var open: Int?
        for (i, b) in text.enumerated() {
            if b == UInt8(ascii: "<") { open = i }
            if b == UInt8(ascii: ">"), let o = open {
                if i > o + 1, text[i - 1] == UInt8(ascii: "/"), text[o + 1].isNameByte { found.append(o..<(i + 1)) }
                open = nil
            }
        }
        return found
    }

    static func mutate(_ original: [UInt8], rng: inout SplitMix64) -> [UInt8] {
        var text = original
        let valuesByName = Dictionary(grouping: attributes(original), by: \.name)
            .mapValues { $0.map { Array(original[$0.value]) } }
        for _ in 0..<(1 + Int.random(in: 0..<5, using: &rng)) {
            let roll = Int.random(in: 0..<10, using: &rng)
            if roll < 8 {
                let all = attributes(text)
                guard !all.isEmpty else { break }
                let (name, range) = all[Int.random(in: 0..<all.count, using: &rng)]
                let isNumber = Double(String(decoding: text[range], as: UTF8.self)) != nil
                let replacement: [UInt8]
                if isNumber && roll < 4 {
                    replacement = Array(numbers[Int.random(in: 0..<numbers.count, using: &rng)].utf8)
                } else {
                    let candidates = valuesByName[name] ?? []
                    guard !candidates.isEmpty else { continue }
                    replacement = candidates[Int.random(in: 0..<candidates.count, using: &rng)]
                }
                text.replaceSubrange(range, with: replacement)
            } else {
                let elements = emptyElements(text)
                guard !elements.isEmpty else { continue }
                let element = elements[Int.random(in: 0..<elements.count, using: &rng)]
                if roll == 8 {
                    text.insert(contentsOf: Array(text[element]), at: element.upperBound)
                } else {
                    text.removeSubrange(element)
                }
            }
        }
        return text
    }

    @Test(arguments: files)
    func corruptedFilesAreDiagnosedNotFatal(file: URL) throws {
        let original = Array(try Data(contentsOf: file))
        var rng = SplitMix64(seed: file.lastPathComponent.utf8.reduce(UInt64(11)) { $0 &* 31 &+ UInt64($1) })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ib-mutations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var converted = 0  // corrupted files with at least one valid view or scene
        for k in 0..<24 {
            let bytes = Self.mutate(original, rng: &rng)
            let url = directory.appendingPathComponent("\(k)-\(file.lastPathComponent)")
            try Data(bytes).write(to: url)
            let lineCount = bytes.split(separator: 10, omittingEmptySubsequences: false).count
            let name = "mutation \(k) of \(file.lastPathComponent)"
            func inFile(_ line: Int, _ column: Int) -> Bool {
                line >= 1 && line <= lineCount + 1 && column >= 1
            }
            let results = LayoutFile.readLayouts(url.path)
            #expect(!results.isEmpty, "\(name): no result at all")
            if results.contains(where: \.isValid) { converted += 1 }
            for result in results {
                if !result.isValid {
                    #expect(!result.diagnostics.isEmpty, "\(name): refused without a reason")
                }
                for d in result.diagnostics {
                    #expect(inFile(d.location.line, d.location.column), "\(name): \(d)")
                }
                guard result.isValid, let document = result.document else { continue }
                let check = SizeClassCheck(document, path: url.path)
                for solution in check.classes.flatMap(\.solutions) {
                    for f in solution.frames {
                        #expect(
                            [f.x, f.y, f.width, f.height].allSatisfy { $0.isFinite },
                            "\(name), \(solution.sizeClass): \(f)")
                    }
                    for a in solution.ambiguities {
                        #expect(inFile(a.location.line, a.location.column), "\(name): \(a)")
                    }
                    for c in solution.conflicts {
                        #expect(inFile(c.broken.location.line, c.broken.location.column), "\(name): \(c.broken)")
                    }
                }
            }
        }
        // The corruptions are meant to reach the solver: most files must still convert.
        #expect(converted >= 8, "\(file.lastPathComponent): only \(converted) of 24 corrupted files converted")
    }
}

extension UInt8 {
    fileprivate var isNameByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || self == UInt8(ascii: "_")
            || self == UInt8(ascii: "-") || self == UInt8(ascii: ":")
    }
}
