import Foundation
import Testing

/// `sizeclass render` and `check --reporter html:PATH`, as a user runs them: where the
/// files go, what they hold, and the exit statuses.
@Suite("sizeclass render")
struct RenderCommandTests {
    static let recipe = "Layouts/two-buttons-with-size-class-based-layouts.xml"
    static let storyboard = "Tests/Documents/interface-builder/render.storyboard"

    @Test func oneLayoutIsDrawnToStandardOutput() throws {
        let (status, output) = try CLI.run(["render", Self.recipe, "--device", "iphone-se"])
        #expect(status == 0)
        #expect(output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(output.contains("data-width=\"375\" data-height=\"667\""))
        #expect(output.contains("data-id=\"longButton\""))
        #expect(output.contains(">Much Longer Button Title</text>"))
        let bare = try CLI.run(["render", Self.recipe, "--device", "iphone-se", "--no-guides", "--no-legend"]).output
        #expect(!bare.contains("class=\"guides\"") && !bare.contains("class=\"legend\""))
        #expect(bare.contains("viewBox=\"0 0 375 667\""))
    }

    @Test func aStoryboardsScenesGoToAFolderOneFileEach() throws {
        let folder = try CLI.makeFolder("render")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("pictures").path + "/"
        let (status, output) = try CLI.run(["render", Self.storyboard, "-o", out])
        // The second scene is unsatisfiable: drawn, with its conflict marked, not failed.
        #expect(status == 0, "\(output)")
        #expect(output == "\(out)Colours.svg\n\(out)Conflict.svg\n")
        let conflict = try String(contentsOfFile: out + "Conflict.svg", encoding: .utf8)
        #expect(conflict.contains("class=\"view kind-view conflict\" data-id=\"ren-bx-002\""))
        #expect(conflict.contains(">in a conflict</text>"))
    }

    @Test func severalLayoutsNeedAFolderOrAScene() throws {
        let (status, output) = try CLI.run(["render", Self.storyboard])
        #expect(status == 64)
        #expect(output.contains("has 2 layouts: choose one with --scene, or write them all with -o DIR/"))
        let folder = try CLI.makeFolder("render-scene")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("colours.svg").path
        let one = try CLI.run(["render", Self.storyboard, "--scene", "Colours", "-o", file])
        #expect(one.status == 0 && one.output == file + "\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("data-id=\"ren-rd-001\""))
    }

    @Test func allClassesMakeOnePage() throws {
        let folder = try CLI.makeFolder("render-page")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.html").path
        let (status, _) = try CLI.run(["render", Self.recipe, "--all-classes", "-o", file])
        #expect(status == 0)
        let page = try String(contentsOfFile: file, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("Content-Security-Policy"))
        for c in ["any-any", "compact-regular", "regular-regular", "compact-compact"] {
            #expect(page.contains("<section class=\"class-cell\" data-class=\"\(c)\""))
        }
        // Nothing from the network: no external URL anywhere in the page.
        #expect(!page.contains("src=\"http") && !page.contains("href=\"http"))
        let misuse = try CLI.run(["render", Self.recipe, "--all-classes", "--device", "ipad"])
        #expect(misuse.status == 64)
    }

    @Test func unreadableInputAndUnwritableOutput() throws {
        #expect(try CLI.run(["render", "Tests/Documents/no-such-file.xml"]).status == 2)
        let (status, output) = try CLI.run(["render", Self.recipe, "-o", "/proc/no/such/dir/x.svg"])
        #expect(status == 2)
        #expect(output.contains("error: cannot write '/proc/no/such/dir/x.svg'"))
    }

    @Test func checkWritesAnHTMLIndexLinkingToAPagePerLayout() throws {
        let folder = try CLI.makeFolder("html-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let index = folder.appendingPathComponent("report.html")
        let (status, output) = try CLI.run([
            "check", "Layouts/", Self.storyboard, "-q", "--reporter", "html:\(index.path)", "--reporter", "xcode",
        ])
        #expect(status == 1, "the storyboard's conflict fails the check: \(output)")
        #expect(output.contains("unsatisfiable"))
        let html = try String(contentsOf: index, encoding: .utf8)
        let links = html.components(separatedBy: "<a class=\"thumbnail\" href=\"").dropFirst().map {
            String($0.prefix { $0 != "\"" })
        }
        #expect(links.count == 21, "19 recipes and 2 scenes")
        for link in links {
            let page = folder.appendingPathComponent(link.removingPercentEncoding ?? link)
            #expect(FileManager.default.fileExists(atPath: page.path), "\(link)")
        }
        #expect(html.contains("data-status=\"unsatisfiable\""))
        #expect(html.contains("Box.width = 200"))
        #expect(html.contains("<p id=\"summary\">20 files, 21 layouts: 20 ok, 0 ambiguous, 1 unsatisfiable"))
    }

    @Test func theHTMLReporterNeedsAPathAndIsChecksOnly() throws {
        let noPath = try CLI.run(["check", Self.recipe, "--reporter", "html"])
        #expect(noPath.status == 64)
        #expect(noPath.output.contains("give html:PATH"))
        let validate = try CLI.run(["validate", Self.recipe, "--reporter", "html:/tmp/x.html"])
        #expect(validate.status == 64)
    }
}

/// `render` and `solve` run as a user runs them on the same real storyboard: every frame
/// in `solve --format json` is a view group's rect in the SVG.
@Suite("render against solve")
struct RenderAgainstSolveTests {
    @Test func everyFrameSolveReportsIsDrawn() throws {
        let file = CLI.repository.deletingLastPathComponent()
            .appendingPathComponent(
                "shared/fixtures/interface-builder/real/hackiftekhar__IQKeyboardManager__Example__IQKeyboardManagerSwiftExample__Storyboard__Base.lproj__General.storyboard"
            ).path
        let folder = try CLI.makeFolder("render-vs-solve")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.path + "/"
        #expect(try CLI.run(["render", file, "--device", "iphone-se", "-o", out]).status == 0)
        let (_, json) = try CLI.run(["solve", file, "--device", "iphone-se", "--format", "json"])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let svgs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        #expect(svgs.count == reports.count && reports.count >= 4)
        var compared = 0
        for svgName in svgs {
            let svg = try String(contentsOfFile: out + svgName, encoding: .utf8)
            for case let report in reports {
                guard let frames = report["frames"] as? [[String: Any]],
                    let title = svg.components(separatedBy: "<title>").dropFirst().first,
                    let name = report["name"] as? String, title.hasPrefix(xmlEscaped(name) + " — ")
                else { continue }
                for f in frames where f["kind"] as? String != "guide" {
                    let id = try #require(f["id"] as? String)
                    let group = try #require(
                        svg.components(separatedBy: "data-id=\"\(xmlEscaped(id))\"").dropFirst().first, "\(id)")
                    let rect = try #require(group.components(separatedBy: "<rect class=\"frame\" ").dropFirst().first)
                    for key in ["x", "y", "width", "height"] {
                        let drawn = try #require(
                            Double(
                                rect.components(separatedBy: "\(key)=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
                            ))
                        let solved = max(
                            try #require(f[key] as? Double), key == "width" || key == "height" ? 0 : -.infinity)
                        #expect(
                            abs(drawn - solved) <= 0.00051, "\(name) \(id).\(key): drawn \(drawn), solved \(solved)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 50)
    }

    func xmlEscaped(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }
}
