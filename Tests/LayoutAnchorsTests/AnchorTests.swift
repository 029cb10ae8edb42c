import Foundation
import LayoutAnchors
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution
import Testing

@Suite("Layouts built with anchors")
struct AnchorTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func recipe(_ name: String) throws -> LayoutDocument {
        let v = LayoutFile.read(repository.appendingPathComponent("Layouts/\(name).xml").path)
        return try #require(v.document)
    }

    /// The written document without its `eq` spellings, so both sides write the
    /// structured form.
    static func structured(_ d: LayoutDocument) -> LayoutDocument {
        var d = d
        d.constraints = d.constraints.map {
            guard case .constraint(var c) = $0 else { return $0 }
            c.equation = nil
            return .constraint(c)
        }
        return d
    }

    @Test func theRecipeBuiltInCodeIsTheRecipeInLayouts() throws {
        let built = twoButtonsWithSizeClassBasedLayouts()
        #expect(built.diagnostics().isEmpty)
        let file = try Self.recipe("two-buttons-with-size-class-based-layouts")
        #expect(built.xml() == LayoutDocumentWriter.xml(Self.structured(file)))
        // And so they lay out alike everywhere.
        let a = SizeClassCheck(built.document(), path: "code")
        let b = SizeClassCheck(file, path: "file")
        #expect(a.status == .ok)
        for (x, y) in zip(a.classes, b.classes) {
            for (s, t) in zip(x.solutions, y.solutions) {
                #expect(
                    s.frames.map { [$0.x, $0.y, $0.width, $0.height] }
                        == t.frames.map { [$0.x, $0.y, $0.width, $0.height] })
            }
        }
    }

    @Test func theReadmeExamplePrintsTheGrid() {
        #expect(
            gridLines(of: twoButtonsWithSizeClassBasedLayouts()) == [
                "any-any: c1 c2 c3 c4 c5 c6",
                "compact-any: c1 c2 c3 c4 c5 c6",
                "regular-any: c1 c2 c3 c4 c5 c6",
                "any-compact: c1 c2 c3 c4 c5 c6",
                "any-regular: c1 c2 c3 c4 c5 c6",
                "compact-compact: c1 c2 c3 c4 c5 c6",
                "compact-regular: c1 c3 c5 c6 c7 c8 c9  +c7 +c8 +c9 -c2 -c4",
                "regular-compact: c1 c2 c3 c4 c5 c6",
                "regular-regular: c1 c2 c3 c4 c5 c6",
            ])
    }

    /// The documentation of layouts in code shows the example exactly as it is compiled and
    /// run here.
    @Test func theReadmeShowsTheExampleVerbatim() throws {
        let source = try String(
            contentsOf: Self.repository.appendingPathComponent("Tests/LayoutAnchorsTests/ReadmeExample.swift"),
            encoding: .utf8)
        let start = try #require(source.range(of: "// README begin\n"))
        let end = try #require(source.range(of: "// README end"))
        let example = source[start.upperBound..<end.lowerBound]
        let readme = try String(
            contentsOf: Self.repository.appendingPathComponent("Documentation/LayoutsInCode.md"),
            encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```\n"))
    }

    @Test func stacksGuidesBaselinesMarginsAndVariations() throws {
        let layout = Layout(name: "Form")
        let label = LayoutView(id: "nameLabel", kind: .label)
        label.intrinsicWidth = 45
        label.intrinsicHeight = 21
        label.firstBaselineOffset = 17
        label.setContentHuggingPriority(251, for: .horizontal)
        let field = LayoutView(id: "nameField", kind: .textField)
        field.intrinsicWidth = 97
        field.intrinsicHeight = 30
        field.firstBaselineOffset = 20
        field.setContentHuggingPriority(48, for: .horizontal)
        field.setContentCompressionResistancePriority(749, for: .horizontal)
        let row = LayoutStackView(id: "row", arrangedSubviews: [label, field])
        row.spacing = 8
        row.alignment = .firstBaseline
        row.vary(in: .compactAny) { $0.spacing = 4 }
        let note = LayoutView(id: "note", kind: .label)
        note.intrinsicWidth = 100
        note.intrinsicHeight = 21
        note.firstBaselineOffset = 17
        note.setInstalled(false, in: .anyCompact)
        let gap = LayoutGuide(id: "gap")
        layout.root.addSubview(row)
        layout.root.addSubview(note)
        layout.root.addLayoutGuide(gap)
        let margins = layout.root.layoutMarginsGuide
        AnchorConstraint.activate([
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.topAnchor.constraint(equalTo: layout.topLayoutGuide.bottomAnchor, constant: 20).identified("top"),
            gap.topAnchor.constraint(equalTo: row.bottomAnchor),
            gap.heightAnchor.constraint(equalTo: row.heightAnchor, multiplier: 0.5),
            gap.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 1),
            note.topAnchor.constraint(equalTo: gap.bottomAnchor),
            note.firstBaselineAnchor.constraint(greaterThanOrEqualTo: row.lastBaselineAnchor, constant: 30)
                .withPriority(750),
            note.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
        ])
        #expect(layout.diagnostics().isEmpty)
        #expect(layout.activeConstraints.map(\.description)[8] == "note.firstBaseline >= row.lastBaseline + 30 @750")
        // The document round-trips through the file format unchanged.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("anchors-\(UUID().uuidString).xml")
        try Data(layout.xml().utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let read = LayoutFile.read(url.path)
        #expect(read.isValid, "\(read.diagnostics)")
        #expect(LayoutDocumentWriter.xml(Self.structured(try #require(read.document))) == layout.xml())
        #expect(layout.xml().contains(#"<constraint id="top" first="row.top""#))
        // It solves as built: the row starts 20 below the guide, the gap is half its height.
        let env = DeviceCatalog.device(named: "iphone-16")!.environment(.portrait)!
        let solution = CompiledLayout(
            Resolver(document: layout.document(), path: "code").resolve(for: env.sizeClass),
            environment: env, path: "code"
        ).solve()
        #expect(solution.status == .ok)
        let r = try #require(solution.frame("row"))
        let n = try #require(solution.frame("note"))
        // The row's top is its label's: the field, its baseline 3 pt further down, reaches
        // 3 pt above the row (UIKit's first-baseline stacks, rdar://32291130); the row ends
        // at the field's bottom, 27 pt down.
        #expect(r.y == env.topGuide + 20 && r.height == 27)
        #expect(n.y == r.y + 27 + 13.5)
        #expect(solution.frame("nameField")?.x == r.x + 45 + 4)  // compact width: spacing 4
    }

    @Test func validationCatchesWhatTheTypesCannot() {
        let layout = Layout()
        let a = LayoutView(id: "a")
        let b = LayoutView(id: "b")
        let stray = LayoutView(id: "stray")
        layout.root.addSubview(a)
        layout.root.addSubview(b)
        AnchorConstraint.activate([
            a.leadingAnchor.constraint(equalTo: b.rightAnchor),
            a.widthAnchor.constraint(equalTo: stray.widthAnchor).withPriority(1200),
        ])
        #expect(layout.diagnostics().map(\.rule.rawValue) == ["direction-mix", "unknown-item"])
        let d = layout.document()
        guard case .constraint(let c) = d.constraints[1] else {
            Issue.record("not a constraint")
            return
        }
        #expect(c.attributes.priority == 1200)
        a.removeFromSuperview()
        #expect(layout.root.subviews.map(\.id) == ["b"] && a.layout == nil)
        AnchorConstraint.deactivate([layout.activeConstraints[0]])
        #expect(layout.activeConstraints.count == 1)
    }

    /// X and Y anchors are different types, and only dimensions take multipliers:
    /// such code is rejected by the compiler, not at run time.
    @Test func mixingAxesDoesNotCompile() throws {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = products.appendingPathComponent("Modules")
        let swiftc = try #require(
            ["/usr/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
                ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swiftc" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        func typecheck(_ body: String) throws -> (Int32, String) {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "anchors-\(UUID().uuidString).swift")
            try Data("import LayoutAnchors\nlet v = LayoutView(id: \"v\")\n\(body)\n".utf8).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: swiftc)
            // The package's C module (libxml2, below LayoutXML) must be findable too.
            p.arguments = [
                "-typecheck", "-I", modules.path, "-I", Self.repository.appendingPathComponent("Sources/CLibXML2").path,
                "-Xcc", "-I/usr/include/libxml2", file.path,
            ]
            let pipe = Pipe()
            p.standardOutput = pipe
            p.standardError = pipe
            try p.run()
            let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            return (p.terminationStatus, out)
        }
        let fine = try typecheck(
            "_ = v.leadingAnchor.constraint(equalTo: v.trailingAnchor, constant: 8)\n"
                + "_ = v.widthAnchor.constraint(equalTo: v.heightAnchor, multiplier: 2)")
        try #require(fine.0 == 0, "the well-typed snippet must compile: \(fine.1)")
        let mixed = try typecheck("_ = v.leadingAnchor.constraint(equalTo: v.topAnchor)")
        #expect(mixed.0 != 0 && mixed.1.contains("LayoutAnchor<YAxis>"))
        let multiplied = try typecheck("_ = v.leadingAnchor.constraint(equalTo: v.trailingAnchor, multiplier: 2)")
        #expect(multiplied.0 != 0)
        let sizeToPosition = try typecheck("_ = v.widthAnchor.constraint(equalTo: v.leadingAnchor)")
        #expect(sizeToPosition.0 != 0)
    }
}
