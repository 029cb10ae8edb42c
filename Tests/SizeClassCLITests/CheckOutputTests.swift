import Foundation
import Testing

/// `check` as people read it: each problem once with the classes and devices that show
/// it, a clean layout on one line, `--quiet` and `--verbose`, files and layouts counted
/// apart.
@Suite("check output")
struct CheckOutputTests {
    static let conflict = "Tests/Documents/solve/conflict.xml"
    static let findings = "Tests/Documents/grid/findings.xml"

    @Test func aConflictInSeveralClassesIsReportedOnce() throws {
        let (status, output) = try CLI.run(["check", Self.conflict, "Layouts/simple-single-view.xml"])
        #expect(status == 1)
        let lines = output.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains(": error: ") }
        // compact-regular on two iPhones, solved twice: one diagnostic.
        #expect(errors.count == 1, "\(output)")
        #expect(
            errors.first
                == "Tests/Documents/solve/conflict.xml:12:5: error: unable to simultaneously satisfy constraints: "
                + "breaking 'wide' (blue.width = 300), which conflicts with 1 other "
                + "(in compact-regular on iPhone 16 portrait, iPhone SE (2nd and 3rd generation) portrait) [unsatisfiable]"
        )
        #expect(lines.contains("    with    line 11  narrow  blue.width = 200"))
        #expect(lines.contains("Tests/Documents/solve/conflict.xml › Conflict: unsatisfiable in compact-regular"))
        // The clean layout is one line.
        #expect(lines.contains("Layouts/simple-single-view.xml › Simple Single View: ok"))
        #expect(lines.last == "2 files: 1 ok, 0 ambiguous, 1 unsatisfiable, 0 invalid (1 error, 0 warnings)")
    }

    @Test func quietPrintsOnlyProblemsAndVerboseTheClasses() throws {
        let (_, quiet) = try CLI.run(["check", "--quiet", Self.conflict, "Layouts/simple-single-view.xml"])
        #expect(!quiet.contains("Simple Single View"))
        #expect(quiet.contains("[unsatisfiable]"))
        // The cookbook's recipes all lay out; four cut their long button's title on a
        // phone in portrait (Apple's "Much Longer Button Title" is 180 pt wide there).
        let (_, clean) = try CLI.run(["check", "-q", "Layouts/"])
        #expect(clean.hasSuffix("19 files: 19 ok, 0 ambiguous, 0 unsatisfiable, 0 invalid (0 errors, 4 warnings)\n"))
        #expect(clean.components(separatedBy: "'longButton' is narrower than its text").count - 1 == 4, "\(clean)")
        let (_, verbose) = try CLI.run(["check", "--verbose", Self.conflict])
        #expect(
            verbose.contains(
                "  compact-regular  unsatisfiable  iPhone 16 portrait, iPhone SE (2nd and 3rd generation) portrait"))
        #expect(verbose.contains("  regular-regular  ok             iPad (10th generation) portrait and landscape"))
        #expect(try CLI.run(["check", "-q", "-v", Self.conflict]).status == 64)
    }

    @Test func findingsAreDiagnosticsWithPathAndSeverity() throws {
        let (_, output) = try CLI.run(["check", Self.findings])
        #expect(
            output.contains(
                "Tests/Documents/grid/findings.xml:13:5: warning: constraint 'c2' is installed in no size class [never-installed]"
            ))
        // An ambiguity that several classes show, once, with the classes that do.
        #expect(
            output.contains(
                "Tests/Documents/grid/findings.xml:6:5: error: 'b' is ambiguous horizontally: x and width are not determined "
                    + "(in every size class but regular-regular on "))
        #expect(!output.contains("line 9:"))
    }

    /// A storyboard is one file and many layouts.
    @Test func theSummaryCountsFilesAndLayoutsApart() throws {
        let (_, output) = try CLI.run(["check", "Tests/Documents/interface-builder/", "-q"])
        let last = try #require(output.split(separator: "\n").last)
        #expect(last.hasPrefix("13 files, 19 layouts: "), "\(last)")
        let (_, validated) = try CLI.run(["validate", "Tests/Documents/interface-builder/"])
        #expect(
            validated.hasSuffix("13 files, 19 layouts: 19 valid, 0 invalid (0 errors, 2 warnings)\n"), "\(validated)")
    }

    @Test func jsonHasASchemaVersionAndEachProblemOnce() throws {
        let (_, output) = try CLI.run(["check", "--reporter", "json", Self.conflict])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? Int == 2)
        let file = try #require((json["files"] as? [[String: Any]])?.first)
        let problems = try #require(file["problems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["classes"] as? [String] == ["compact-regular"])
        #expect(problems.first?["environments"] as? [String] == ["iphone-16 portrait", "iphone-se portrait"])
        #expect(
            (problems.first?["constraints"] as? [[String: Any]])?.map { $0["id"] as? String } == ["wide", "narrow"])
        #expect((problems.first?["fingerprint"] as? String)?.count == 16)
    }
}

extension CheckOutputTests {
    /// Interface Builder ids in a grid cell are cut to counts when they do not fit the
    /// column; a document's short ids are shown.
    @Test func gridElidesLongListsWithCounts() throws {
        let storyboard = "../shared/fixtures/interface-builder/kukimo-SizeClassSample-Main.storyboard"
        let (status, output) = try CLI.run(["grid", storyboard])
        #expect(status == 0)
        #expect(output.contains("same as any-any          +2 −8 (--matrix lists them)\n"), "\(output)")
        #expect(output.split(separator: "\n").allSatisfy { $0.count <= 120 })
        let (_, matrix) = try CLI.run(["grid", storyboard, "--matrix"])
        #expect(matrix.contains("3Qm-2X-EmM"))
        let (_, document) = try CLI.run(["grid", "Layouts/two-buttons-with-size-class-based-layouts.xml"])
        #expect(document.contains("\u{2212}"), "short ids stay listed: \(document)")
    }
}

/// Dynamic Type: text styles measured at another content size, in `solve` and `check`.
@Suite("Content sizes")
struct ContentSizeTests {
    /// A label in the Body text style that must keep its height of 21 pt (compression
    /// resistance required): fine at the default size, in conflict at the largest.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="roo-tv-iew">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <label text="Body text" verticalCompressionResistancePriority="1000" \
        translatesAutoresizingMaskIntoConstraints="NO" id="bod-yl-001">
                            <rect key="frame" x="16" y="10" width="80" height="21"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bod-yl-001" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="16" id="bod-c1-001"/>
                        <constraint firstItem="bod-yl-001" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="10" id="bod-c2-001"/>
                        <constraint firstItem="bod-yl-001" firstAttribute="height" constant="21" id="bod-c3-001"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func solveMeasuresTextStylesAtTheContentSize() throws {
        let folder = try CLI.makeFolder("content-size")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try CLI.write(Self.xib, to: "body.xib", in: folder)
        let (status, output) = try CLI.run(["solve", file.path])
        #expect(status == 0, "\(output)")
        // At AX5 Body is 53 pt: a 63.5 pt line on this 2x canvas, against the 21 pt height.
        let (large, text) = try CLI.run(["solve", file.path, "--content-size", "AX5"])
        #expect(large == 1)
        #expect(text.contains("text size accessibility-extra-extra-extra-large (AX5)"))
        #expect(text.contains("'bod-yl-001/compression-resistance'") || text.contains("bod-c3-001"), "\(text)")
        #expect(try CLI.run(["solve", file.path, "--content-size", "huge"]).status == 64)
    }

    @Test func checkNamesTheSizesThatShowAProblem() throws {
        let folder = try CLI.makeFolder("content-sizes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try CLI.write(Self.xib, to: "body.xib", in: folder)
        let (clean, _) = try CLI.run(["check", file.path])
        #expect(clean == 0)
        let (status, output) = try CLI.run(["check", file.path, "--content-size", "large", "--content-size", "AX5"])
        #expect(status == 1)
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(output)")
        #expect(errors.first?.contains("(in every size class at text size AX5 on every device checked)") == true)
        #expect(output.contains("body.xib › View roo-tv-iew: unsatisfiable in every size class at text size AX5\n"))
        // The configuration's content_sizes do the same.
        try CLI.write("content_sizes: [L, accessibility-extra-extra-extra-large]\n", to: ".sizeclass.yml", in: folder)
        let (configured, _) = try CLI.run(["check", "body.xib"], in: folder)
        #expect(configured == 1)
    }
}

extension ContentSizeTests {
    /// Sizes in a 3x canvas's pixels (an @3x image's 80 pixels) read as people write them.
    @Test func resolveShowsPixelSizesShort() throws {
        let folder = try CLI.makeFolder("pixel-sizes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="bdg-vw-001" userLabel="Badge">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                        <subviews>
                            <imageView contentMode="scaleToFill" image="badge" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-iv-001">
                                <rect key="frame" x="8" y="6.666666666666667" width="26.666666666666668" height="26.666666666666668"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bdg-iv-001" firstAttribute="leading" secondItem="bdg-vw-001" secondAttribute="leading" constant="8" id="bdg-c1-001"/>
                            <constraint firstItem="bdg-iv-001" firstAttribute="centerY" secondItem="bdg-vw-001" secondAttribute="centerY" id="bdg-c2-001"/>
                        </constraints>
                    </view>
                </objects>
                <resources>
                    <image name="badge" width="26.666666666666668" height="26.666666666666668"/>
                </resources>
            </document>
            """
        let file = try CLI.write(xib, to: "badge.xib", in: folder)
        let (status, output) = try CLI.run(["resolve", file.path, "--class", "any-any"])
        #expect(status == 0)
        #expect(output.contains("intrinsic 26.667×26.667 (from image 'badge')"), "\(output)")
    }
}

/// A conflict people meet often, and UIKit names its own way, says what to do.
@Suite("check hints")
struct CheckHintTests {
    @Test func aHiddenArrangedViewsRequiredSizeSaysHowToLetItGiveWay() throws {
        let folder = try CLI.makeFolder("hiding")
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try CLI.write(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1" name="Details">
              <view id="root">
                <stack id="stack" axis="vertical" alignment="fill" distribution="fill" spacing="8">
                  <view id="title" kind="label" text="Title" intrinsicWidth="40" intrinsicHeight="21"/>
                  <view id="details" hidden="true"/>
                </stack>
              </view>
              <constraints>
                <constraint id="pin-leading" eq="stack.leading = root.leadingMargin"/>
                <constraint id="pin-trailing" eq="stack.trailing = root.trailingMargin"/>
                <constraint id="pin-top" eq="stack.top = root.top + 40"/>
                <constraint id="details-height" eq="details.height = 240"/>
              </constraints>
            </layout>
            """, to: "details.xml", in: folder)
        let (status, output) = try CLI.run(["check", document.path])
        #expect(status == 1, "\(output)")
        let error = try #require(output.split(separator: "\n").first { $0.contains("[unsatisfiable]") })
        #expect(error.contains("breaking 'details-height' (details.height = 240)"), "\(error)")
        #expect(
            error.hasSuffix(
                ": a stack view collapses a hidden arranged view to 0 (UIKit's UISV-hiding constraint), and UIKit "
                    + "logs this conflict whenever the stack lays out; a priority of 999 on 'details-height' lets it "
                    + "give way [unsatisfiable]"), "\(error)")
        // solve's JSON carries it as its own key.
        let (_, json) = try CLI.run(["solve", document.path, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let conflict = try #require((report["conflicts"] as? [[String: Any]])?.first)
        #expect((conflict["hint"] as? String)?.hasPrefix("a stack view collapses a hidden arranged view") == true)
        // Once it may give way, nothing conflicts.
        try CLI.write(
            try String(contentsOf: document, encoding: .utf8).replacingOccurrences(
                of: "details.height = 240\"", with: "details.height = 240 @999\""), to: "details.xml", in: folder)
        let (fixed, fixedOutput) = try CLI.run(["check", document.path])
        #expect(fixed == 0, "\(fixedOutput)")
    }
}
