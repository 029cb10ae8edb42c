import Foundation
import LayoutDocument
import LayoutFiles
import Testing

/// Hostile input past `DocumentLimits`: a located `limit` error, before anything is
/// solved; just inside the limits, nothing.
@Suite("Document limits")
struct LimitsTests {
    /// `body` as a document's views and constraints, read from a temporary file.
    static func read(views: String, constraints: String = "", name: String = "limits.xml") throws -> LayoutFile {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <layout version="1">
              <view id="root">
            \(views)
              </view>
              <constraints>
            \(constraints)
              </constraints>
            </layout>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sizeclass-\(UUID())-\(name)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var file = LayoutFile.read(url.path)
        // Paths are the temporary file's; the tests compare the rest.
        file.diagnostics = file.diagnostics.map {
            var d = $0
            d.path = "limits.xml"
            return d
        }
        return file
    }

    static func limitErrors(_ file: LayoutFile) -> [String] {
        file.diagnostics.filter { $0.rule == .limit }.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func numbersOutOfRangeAreLocatedErrors() throws {
        let file = try Self.read(
            views: #"<view id="a" intrinsicWidth="20000000"/><view id="b"/>"#,
            constraints: """
                <constraint id="big" first="a.height" constant="\(String(repeating: "9", count: 300))"/>
                <constraint id="tiny" first="b.width" second="a.width" multiplier="0.00000001"/>
                <constraint id="huge" first="b.height" second="a.height" multiplier="100000"/>
                <constraint id="zero" eq="b.leading = 0 * a.leading + 10"/>
                <constraint id="zeroSize" eq="b.top = a.top"/>
                <constraint id="fine" first="a.width" second="b.width" multiplier="10000"/>
                <constraint id="edge" first="a.leading" second="root.leading" constant="-10000000"/>
                """)
        #expect(!file.isValid)
        #expect(
            Self.limitErrors(file) == [
                "4:14: intrinsicWidth 20000000 of 'a' is out of range: at most ±10,000,000 points",
                "7:39: the constant 1e+300 of constraint 'big' is out of range: at most ±10,000,000 points",
                "8:56: the multiplier 1e-08 of constraint 'tiny' is out of range: 1/10,000 to 10,000 in size",
                "9:58: the multiplier 100000 of constraint 'huge' is out of range: 1/10,000 to 10,000 in size",
                "10:1: constraint 'zero' multiplies a.leading by 0: a position needs a second item",
            ])
    }

    @Test func aTextPastTheLimitIsAnError() throws {
        let long = String(repeating: "x", count: DocumentLimits.maximumTextLength + 1)
        let file = try Self.read(views: #"<view id="a" kind="label" text="\#(long)"/>"#)
        #expect(
            Self.limitErrors(file) == ["4:27: 'a' has a text of 100001 characters; the limit is 100000"],
            "\(Self.limitErrors(file))")
        let fits = try Self.read(
            views: #"<view id="a" kind="label" text="\#(long.dropLast())"/>"#,
            constraints: #"<constraint id="w" eq="a.width = 10"/>"#)
        #expect(Self.limitErrors(fits).isEmpty)
    }

    @Test func moreItemsThanTheLimitIsOneError() throws {
        let views = (0...DocumentLimits.maximumItems).map { #"<view id="v\#($0)"/>"# }.joined(separator: "\n")
        let file = try Self.read(views: views)
        let errors = Self.limitErrors(file)
        #expect(errors.count == 1)
        #expect(
            errors.first
                == "50003:1: the layout has more than 50000 views, stacks and guides; this is the first past the limit")
    }

    @Test func moreConstraintsThanTheLimitIsOneError() throws {
        let constraints = (0...DocumentLimits.maximumConstraints).map {
            #"<constraint id="c\#($0)" eq="a.width = 10"/>"#
        }
        let file = try Self.read(views: #"<view id="a"/>"#, constraints: constraints.joined(separator: "\n"))
        #expect(
            Self.limitErrors(file) == [
                "200007:1: the layout has more than 200000 constraints; this is the first past the limit"
            ], "\(Self.limitErrors(file))")
        #expect(!file.isValid)
    }

    @Test func moreLayoutsThanTheLimitInOneFileIsOneError() throws {
        // A xib of 5,001 top-level views: each is a layout of its own.
        let views = (0...DocumentLimits.maximumLayouts).map {
            #"<view contentMode="scaleToFill" id="v\#($0)"><rect key="frame" x="0" y="0" width="100" height="50"/></view>"#
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
            \(views.joined(separator: "\n"))
            </objects>
            </document>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sizeclass-\(UUID())-many.xib")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let files = LayoutFile.readLayouts(url.path)
        #expect(files.count == 1)
        let errors = files.flatMap(\.diagnostics).filter { $0.rule == .limit }
        #expect(errors.count == 1)
        #expect(errors.first?.location.line == 5004)
        #expect(
            errors.first?.message.hasPrefix("the file has 5001 scenes, views and cells to lay out; the limit is 5000")
                == true,
            "\(errors.map(\.message))")
        #expect(files.first?.document == nil)
    }
}
