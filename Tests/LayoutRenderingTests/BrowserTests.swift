import Foundation
import LayoutCompilation
import LayoutDocument
import LayoutRendering
import LayoutReports
import Testing

/// The pictures in a real browser (headless Chromium): boxes where the frames say, the
/// nine classes drawn, a click listing a view's constraints, nothing loaded from
/// outside, no script from a file's text.
@Suite("Pictures in a browser", .serialized)
struct BrowserTests {
    @Test("an SVG picture's boxes are where the solved frames say (pixels at each view's centre and edges)")
    func svgPixels() throws {
        guard Browser.isAvailable else { return }
        let colours = try Rendering.documents(Rendering.testStoryboard)[0]
        let picture = Rendering.picture(colours)
        let svg = try Browser.write(picture.svg(), named: "colours.svg")
        func frame(_ id: String) throws -> LayoutSolution.Frame { try #require(picture.solution.frame(id)) }
        let red = try frame("ren-rd-001")
        let green = try frame("ren-gr-001")
        let blue = try frame("ren-bl-001")
        let hidden = try frame("ren-hd-001")
        var points: [[Double]] = []
        for f in [red, green, blue, hidden] { points.append([f.x + f.width / 2, f.y + f.height / 2]) }
        // Just inside and just outside the red view's corners.
        points += [
            [red.x + 3, red.y + 3], [red.x + red.width - 3, red.y + red.height - 3], [red.x - 3, red.y - 3],
            [red.x + red.width + 3, red.y + red.height + 3],
        ]
        let session = try Browser.open(svg, width: 393, height: 900, steps: [["pixels": points]])
        let p = try #require(session.results.first as? [Any])
        #expect(Browser.isColour(p[0], [255, 0, 0]), "red's centre: \(p[0])")
        #expect(Browser.isColour(p[1], [0, 204, 0]), "green's centre: \(p[1])")
        #expect(Browser.isColour(p[2], [0, 122, 255]), "blue's centre: \(p[2])")
        #expect(Browser.isColour(p[3], [255, 255, 255]), "a hidden view is not drawn: \(p[3])")
        #expect(Browser.isColour(p[4], [255, 0, 0]) && Browser.isColour(p[5], [255, 0, 0]))
        #expect(Browser.isColour(p[6], [255, 255, 255]) && Browser.isColour(p[7], [255, 255, 255]))
        #expect(session.exceptions.isEmpty)
    }

    @Test("the page draws the nine classes, switches devices and guides, and lists a clicked view's constraints")
    func ninePage() throws {
        guard Browser.isAvailable else { return }
        let path = Rendering.repository.appendingPathComponent("Layouts/two-buttons-with-size-class-based-layouts.xml")
        let document = try Rendering.documents(path.path)[0]
        let page = SizeClassPage(document, file: "two-buttons.xml")
        let url = try Browser.write(page.html(), named: "page.html")
        let cell = "section[data-class=\"compact-regular\"]"
        let session = try Browser.open(
            url,
            steps: [
                ["eval": "Array.from(document.querySelectorAll('section.class-cell')).map(s => s.dataset.class)"],
                [
                    "eval":
                        "Array.from(document.querySelectorAll('section.class-cell')).map(s => s.querySelectorAll('svg g.view').length)"
                ],
                ["eval": "document.querySelector('\(cell) .differs summary').textContent"],
                ["clickSelector": "\(cell) figure:not([hidden]) g.view[data-id=\"longButton\"] rect.frame"],
                ["eval": "document.getElementById('inspector-title').textContent"],
                ["eval": "Array.from(document.querySelectorAll('#constraint-list li')).map(li => li.textContent)"],
                [
                    "eval":
                        "(function(){var s=document.querySelector('\(cell) select.device-switch');s.value='1';"
                        + "s.dispatchEvent(new Event('change'));return Array.from(document.querySelectorAll('\(cell) figure'))"
                        + ".map(f => f.hidden);})()"
                ],
                ["clickSelector": "#toggle-guides"],
                ["eval": "getComputedStyle(document.querySelector('.guides')).display"],
            ])
        let r = session.results
        // As the coverage grid shows them: width across, height down, Any first.
        let axes: [SizeClassAxis] = [.any, .compact, .regular]
        #expect(r[0] as? [String] == axes.flatMap { h in axes.map { w in "\(w.rawValue)-\(h.rawValue)" } })
        let viewCounts = try #require(r[1] as? [Int])
        #expect(viewCounts.allSatisfy { $0 >= 3 }, "every class draws its views: \(viewCounts)")
        let compactRegular = page[SizeClass(width: .compact, height: .regular)]
        #expect((r[2] as? String)?.contains("+\(compactRegular.added.count)") == true, "\(r[2])")
        #expect(r[4] as? String == "longButton")
        let expected = compactRegular.pictures[0].constraints(of: "longButton").map(\.constraint.equation)
        let listed = try #require(r[5] as? [String])
        #expect(!expected.isEmpty && listed.count == expected.count, "\(listed)")
        for (text, equation) in zip(listed, expected) { #expect(text.contains(equation), "\(text)") }
        #expect(r[6] as? [Bool] == [true, false], "the second device shown, the first hidden")
        #expect(r[8] as? String == "none", "the guides switched off")
        #expect(session.requests == [url.absoluteString], "the page loads nothing else: \(session.requests)")
        #expect(session.exceptions.isEmpty, "\(session.exceptions)")
    }

    @Test("a conflict's broken constraint is marked in the list; a file's text runs no script")
    func brokenAndHostile() throws {
        guard Browser.isAvailable else { return }
        let documents = try Rendering.documents(Rendering.testStoryboard)
        let conflict = try Browser.write(SizeClassPage(documents[1], file: "render.storyboard").html(), named: "c.html")
        let session = try Browser.open(
            conflict,
            steps: [
                ["clickSelector": "section[data-class=\"any-any\"] g.view[data-id=\"ren-bx-002\"] rect.frame"],
                [
                    "eval":
                        "Array.from(document.querySelectorAll('#constraint-list li.broken')).map(li => li.textContent)"
                ],
                ["eval": "document.querySelectorAll('section[data-status=\"unsatisfiable\"]').length"],
            ])
        let broken = try #require(session.results[1] as? [String])
        #expect(broken.count == 1 && broken[0].contains("ren-k04") && broken[0].contains("broken"), "\(broken)")
        #expect(session.results[2] as? Int == 9)

        let hostile = try Browser.write(SizeClassPage(documents[0], file: "<b>render</b>").html(), named: "h.html")
        let checked = try Browser.open(
            hostile,
            steps: [
                ["eval": "document.querySelectorAll('img, script:not([type]), b').length"],
                ["eval": "document.querySelector('g.view[data-id=\"ren-lb-001\"] text').textContent"],
                ["pixelAt": "section[data-class=\"compact-regular\"] g.view[data-id=\"ren-rd-001\"] rect.frame"],
                ["clickSelector": "section[data-class=\"compact-regular\"] g.view[data-id=\"ren-bl-001\"] rect.frame"],
                ["eval": "document.getElementById('inspector-title').textContent"],
            ])
        #expect(checked.results[0] as? Int == 1, "only the page's own script runs")
        #expect(checked.results[1] as? String == "<script>alert(1)</script>")
        #expect(Browser.isColour(checked.results[2], [255, 0, 0]), "\(checked.results[2])")
        #expect(checked.results[4] as? String == "\"><img src=x onerror=alert(2)>")
        #expect(checked.dialogs.isEmpty && checked.exceptions.isEmpty)
    }

    @Test("check's index shows each layout with its status and thumbnail, and filters the clean ones out")
    func checkIndex() throws {
        guard Browser.isAvailable else { return }
        let path = Rendering.testStoryboard
        let entries = try Rendering.documents(path).map { d in
            CheckIndexPage.Entry(
                result: LayoutResult(path: path, name: d.name, check: SizeClassCheck(d, path: path), warnings: []),
                page: "pages/\(d.name ?? "").html", thumbnail: Rendering.picture(d))
        }
        let url = try Browser.write(CheckIndexPage(entries: entries).html(), named: "index.html")
        let visible = "Array.from(document.querySelectorAll('article.layout')).filter(a => a.offsetParent !== null)"
        let session = try Browser.open(
            url,
            steps: [
                ["eval": "\(visible).map(a => a.dataset.status)"],
                ["eval": "Array.from(document.querySelectorAll('a.thumbnail svg')).length"],
                ["pixelAt": "article[data-status=\"ok\"] g.view[data-id=\"ren-rd-001\"] rect.frame"],
                ["clickSelector": "#problems-only"],
                ["eval": "\(visible).map(a => a.querySelector('h3 a').textContent)"],
                ["eval": "document.querySelector('article[data-status=\"unsatisfiable\"] .problem-list').textContent"],
            ])
        let r = session.results
        #expect(r[0] as? [String] == ["ok", "unsatisfiable"])
        #expect(r[1] as? Int == 2)
        #expect(Browser.isColour(r[2], [255, 0, 0]), "the thumbnail draws the layout: \(r[2])")
        #expect(r[4] as? [String] == ["Conflict"])
        #expect((r[5] as? String)?.contains("Box.width = 200") == true)
        #expect(session.requests == [url.absoluteString] && session.exceptions.isEmpty)
    }
}
