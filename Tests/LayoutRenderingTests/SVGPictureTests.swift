import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutFiles
import LayoutRendering
import Testing

/// The SVG picture read back as XML against the solution it draws: every view at
/// exactly the frame `solve` reports, text escaped, problems marked, guides where the
/// environment puts them.
@Suite("SVG pictures")
struct SVGPictureTests {
    /// Every view of every layout: one group per frame, in the solution's order, with
    /// its rect at the frame, to a thousandth of a point.
    static func expectFramesDrawn(_ picture: LayoutPicture, _ context: String) throws {
        let drawn = try Rendering.SVGReader.read(picture.svg()).views
        let frames = picture.solution.frames.filter { $0.element != .guide }
        try #require(drawn.count == frames.count, "\(context): \(drawn.count) groups for \(frames.count) frames")
        for (d, f) in zip(drawn, frames) {
            #expect(d.id == f.id, "\(context)")
            let expected = [f.x, f.y, max(f.width, 0), max(f.height, 0)]
            for (a, b) in zip(d.frame, expected) {
                #expect(abs(a - b) <= 0.0005, "\(context) \(f.id): drawn \(d.frame), solved \(expected)")
            }
            #expect(d.hidden == f.hidden, "\(context) \(f.id)")
        }
    }

    @Test("every view of the cookbook's layouts is drawn at its solved frame")
    func cookbookFrames() throws {
        let folder = Rendering.repository.appendingPathComponent("Layouts")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xml") }
        #expect(files.count >= 19)
        for file in files.sorted() {
            for d in try Rendering.documents(folder.appendingPathComponent(file).path) {
                for device in ["iphone-se", "ipad"] {
                    try Self.expectFramesDrawn(Rendering.picture(d, device: device), "\(file) on \(device)")
                }
            }
        }
    }

    @Test("every view of every real storyboard and xib is drawn at its solved frame")
    func realFrames() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Rendering.realFiles.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        #expect(files.count >= 47)
        var layouts = 0
        for file in files.sorted() {
            let results = LayoutFile.readLayouts(Rendering.realFiles.appendingPathComponent(file).path, scene: nil)
            for r in results {
                guard let d = r.document else { continue }
                try Self.expectFramesDrawn(Rendering.picture(d), "\(file) › \(d.name ?? "")")
                layouts += 1
            }
        }
        #expect(layouts > 300)
    }

    @Test("a view shows what it is: colours, text, a switch's state; hidden views are not displayed")
    func appearance() throws {
        let colours = try Rendering.documents(Rendering.testStoryboard)[0]
        let svg = Rendering.picture(colours).svg()
        let reader = try Rendering.SVGReader.read(svg)
        let byID = Dictionary(uniqueKeysWithValues: reader.views.map { ($0.id, $0) })
        #expect(svg.contains("style=\"fill:#ff0000;fill-opacity:1\""))
        #expect(svg.contains("fill:#00cc00"))
        // A system colour the file names without defining: the light appearance's blue.
        #expect(svg.contains("fill:#007aff"))
        #expect(byID["ren-lb-001"]?.texts == ["<script>alert(1)</script>"])
        #expect(byID["ren-lb-001"]?.classes.contains("kind-label") == true)
        #expect(byID["ren-sw-001"]?.classes.contains("kind-switch") == true)
        #expect(svg.contains("fill:#34c759"))  // the switch is on
        #expect(byID["ren-hd-001"]?.hidden == true)
        #expect(byID["ren-rd-001"]?.hidden == false)
    }

    @Test("a size class's own font draws the text in that class's picture")
    func sizeClassFonts() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString).xml")
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="Fonts">
              <view id="root">
                <view id="title" kind="label" text="Delivery" font="system 17">
                  <variation class="compact-any" font="system 34"/>
                </view>
              </view>
              <constraints>
                <constraint id="c1" eq="title.leading = root.leadingMargin"/>
                <constraint id="c2" eq="title.top = safeArea.top"/>
              </constraints>
            </layout>
            """.utf8
        ).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try Rendering.documents(url.path)[0]
        let phone = Rendering.picture(document, device: "iphone-16").svg()
        let pad = Rendering.picture(document, device: "ipad").svg()
        #expect(phone.contains(#"font-size="34""#) && !phone.contains(#"font-size="17""#))
        #expect(pad.contains(#"font-size="17""#) && !pad.contains(#"font-size="34""#))
    }

    @Test("text from the file is escaped: a label's text and a view's name stay text")
    func escaping() throws {
        let svg = Rendering.picture(try Rendering.documents(Rendering.testStoryboard)[0]).svg()
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<img"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(svg.contains("data-name=\"&quot;&gt;&lt;img src=x onerror=alert(2)&gt;\""))
    }

    @Test("the views of a conflict are marked, with a legend")
    func conflictMarked() throws {
        let conflict = try Rendering.documents(Rendering.testStoryboard)[1]
        let picture = Rendering.picture(conflict)
        #expect(picture.solution.status == .unsatisfiable)
        #expect(picture.marks == ["ren-bx-002": .conflict])
        let reader = try Rendering.SVGReader.read(picture.svg())
        #expect(reader.views.first { $0.id == "ren-bx-002" }?.classes.contains("conflict") == true)
        #expect(reader.groups.contains("problems"))
        #expect(reader.legend.contains("in a conflict"))
        let listed = picture.constraints(of: "ren-bx-002")
        #expect(listed.map(\.constraint.id) == ["ren-k01", "ren-k02", "ren-k03", "ren-k04", "ren-k05"])
        // Listed as written; the later-written width holds, the earlier one is broken.
        #expect(listed.first { $0.constraint.id == "ren-k04" }?.state == .broken)
        #expect(listed.first { $0.constraint.id == "ren-k05" }?.state == .conflicting)
        #expect(listed.first { $0.constraint.id == "ren-k01" }?.state == .active)
    }

    @Test("the safe area and the margins are drawn where the environment puts them, and can be left out")
    func guides() throws {
        let colours = try Rendering.documents(Rendering.testStoryboard)[0]
        let picture = Rendering.picture(colours)
        let reader = try Rendering.SVGReader.read(picture.svg())
        // iPhone 16 portrait: 59 pt above, 34 below; 16 pt margins at the sides, the
        // root's margins inside the safe area above and below (as the environment says).
        let e = picture.solution.environment
        #expect(reader.guides["safe-area"] == [0, 59, 393, 852 - 59 - 34])
        #expect(e.margins.top == 59 && e.margins.bottom == 34)
        #expect(reader.guides["margins"] == [16, 59, 393 - 32, 852 - 59 - 34])
        let bare = try Rendering.SVGReader.read(picture.svg(options: .init(guides: false, legend: false)))
        #expect(bare.guides.isEmpty)
        #expect(bare.legend.isEmpty)
        #expect(picture.svg(options: .init(guides: false, legend: false)).contains("viewBox=\"0 0 393 852\""))
    }

    @Test("a wrapping label's lines fit its width and its height")
    func wrappedText() throws {
        var m = TextMeasurement(systemFontOfSize: 17)
        m.scale = 3
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let lines = m.lines(of: text, wrappedAt: 150)
        #expect(lines.count == m.lineCount(of: text, wrappedAt: 150))
        #expect(lines.count >= 3)
        #expect(lines.joined(separator: " ") == text)
        for line in lines { #expect(m.width(of: line) <= 150.5) }
        // A word wider than the line breaks by characters.
        let long = m.lines(of: String(repeating: "W", count: 40), wrappedAt: 100)
        #expect(long.count > 1)
        #expect(long.joined() == String(repeating: "W", count: 40))
    }
}

/// The data a page's script reads: JSON that no text from the file can break out of.
@Suite("Page data")
struct PageDataTests {
    @Test("each picture's data is valid JSON, holds the file's text exactly, and has no markup characters")
    func scriptData() throws {
        let colours = try Rendering.documents(Rendering.testStoryboard)[0]
        let html = SizeClassPage(colours, file: "render.storyboard").html()
        let blocks = html.components(separatedBy: "<script type=\"application/json\" id=\"").dropFirst()
        #expect(blocks.count >= 9)
        for block in blocks {
            let json = try #require(
                block.split(separator: ">", maxSplits: 1).last?.components(separatedBy: "</script>").first)
            #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let views = try #require(object["views"] as? [String: [String: Any]])
            #expect(views["ren-bl-001"]?["name"] as? String == "\"><img src=x onerror=alert(2)>")
            #expect(views["ren-lb-001"]?["name"] as? String == "Label - <script>alert(1)</script>")
            #expect((object["constraints"] as? [Any])?.count == 20)
        }
    }
}
