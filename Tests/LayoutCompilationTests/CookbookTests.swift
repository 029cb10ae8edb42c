import Foundation
import LayoutCompilation
import LayoutDocument
import Testing

/// Every recipe of `reference/cookbook.md`, solved and held to the behaviour the
/// cookbook describes, with numbers.
@Suite("Cookbook recipes behave as described")
struct CookbookTests {
    /// A 20 pt status bar, no bottom bar, margins 16: the cookbook's classic iPhone.
    static func classic(
        _ width: Double = 375, _ height: Double = 667, top: Double = 20, bottom: Double = 0,
        margin: Double = 16
    ) -> Environment {
        Environment(
            size: Size(width: width, height: height), sizeClass: SizeClass(parsing: "compact-regular")!,
            margins: EdgeInsets(top: 0, leading: margin, bottom: 0, trailing: margin),
            topGuide: top, bottomGuide: bottom)
    }

    @Test func simpleSingleView() {
        let s = Recipe.solve("simple-single-view", Recipe.device("iphone-16", .portrait))
        #expect(s.status == .ok)
        let red = s["redView"]
        // Margins 16, 20 below the top guide (59) and above the bottom guide (852 - 34).
        #expect((red.x, red.y, red.width, red.height) == (16, 79, 361, 852 - 34 - 20 - 79))
    }

    @Test func adaptiveSingleView() {
        // With a bar: 8 pt from the bar (the 750 constraint holds).
        let bar = Recipe.solve("adaptive-single-view", Self.classic(top: 20, bottom: 49))
        #expect(bar.status == .ok)
        #expect(bar["blueView"].y == 28)
        #expect(bar["blueView"].y + bar["blueView"].height == 667 - 49 - 8)
        // No bar: the optional constraint cannot hold; exactly 20 pt from the edges.
        let none = Recipe.solve("adaptive-single-view", Self.classic(top: 0, bottom: 0))
        #expect(none.status == .ok)
        #expect(none["blueView"].y == 20)
        #expect(none["blueView"].y + none["blueView"].height == 667 - 20)
    }

    @Test func twoEqualWidthViews() {
        let s = Recipe.solve("two-equal-width-views", Self.classic())
        #expect(s.status == .ok)
        #expect(s["yellowView"].width == s["greenView"].width)
        #expect(s["yellowView"].width == 335.0 / 2)
        #expect(s["greenView"].x == s["yellowView"].x + s["yellowView"].width + 8)
    }

    @Test func twoDifferentWidthViews() {
        let s = Recipe.solve("two-different-width-views", Self.classic())
        #expect(s.status == .ok)
        #expect(abs(s["orangeView"].width - 2 * s["purpleView"].width) < 1e-6)
        #expect(abs(s["purpleView"].width + s["orangeView"].width - (343 - 8)) < 1e-6)
    }

    @Test(arguments: [400.0, 457, 458, 459, 600])
    func twoViewsWithComplexWidths(distance: Double) {
        // The distance between the margins is the width less two 16 pt margins.
        let s = Recipe.solve("two-views-with-complex-widths", Self.classic(distance + 32))
        #expect(s.status == .ok)
        let blue = s["blueView"].width
        let red = s["redView"].width
        #expect(abs(blue + red + 8 - distance) < 1e-6)
        if distance >= 458 {
            #expect(abs(red - 2 * blue) < 1e-6, "red is twice blue at \(distance)")
            #expect(blue >= 150)
        } else {
            #expect(blue == 150, "blue is exactly 150 at \(distance)")
            #expect(red < 2 * blue)
        }
    }

    @Test func simpleLabelAndTextField() {
        let s = Recipe.solve("simple-label-and-text-field", Self.classic())
        #expect(s.status == .ok)
        let label = s["nameLabel"]
        let field = s["nameTextField"]
        #expect(label.x == 16 && label.width == 45)  // keeps its intrinsic width
        #expect(field.x == 16 + 45 + 8 && field.x + field.width == 375 - 16)  // the field stretches
        #expect(field.y == 40)
        #expect(label.y + label.height - 4 == field.y + field.height - 12)  // baselines
        #expect(label.height == 21 && field.height == 34)
    }

    /// The recipe's document has the large (36 pt) label; the small one is 45×21.
    static func dynamicHeight(smallLabel: Bool) -> LayoutDocument {
        var text = Recipe.text("dynamic-height-label-and-text-field")
        if smallLabel {
            text = text.replacingOccurrences(
                of: #"intrinsicWidth="96" intrinsicHeight="43" firstBaseline="34" lastBaseline="9""#,
                with: #"intrinsicWidth="45" intrinsicHeight="21" firstBaseline="17" lastBaseline="4""#)
        }
        return Recipe.document(text: text)
    }

    @Test(arguments: [true, false])
    func dynamicHeightLabelAndTextField(smallLabel: Bool) {
        let s = Recipe.solve(Self.dynamicHeight(smallLabel: smallLabel), Self.classic())
        #expect(s.status == .ok)
        let label = s["nameLabel"]
        let field = s["nameTextField"]
        let taller = smallLabel ? field : label
        #expect(taller.y == 20 + 20, "the taller control sits exactly 20 below the guide")
        #expect(min(label.y, field.y) == 40)
        #expect(label.y + label.height - (smallLabel ? 4 : 9) == field.y + field.height - 12, "baselines aligned")
        // Neither control is stretched: hugging (250) beats the 249 top constraints.
        #expect(label.height == (smallLabel ? 21 : 43) && field.height == 34)
    }

    @Test func fixedHeightColumns() {
        let s = Recipe.solve("fixed-height-columns", Self.classic())
        #expect(s.status == .ok)
        let rows = ["first", "middle", "last"]
        // Every label is as wide as the longest (Middle Name, 98).
        for r in rows { #expect(s["\(r)NameLabel"].width == 98) }
        for r in rows {
            #expect(s["\(r)NameTextField"].x == 16 + 98 + 8)
            #expect(s["\(r)NameTextField"].width == 375 - 16 - 122)
        }
        #expect(s["firstNameTextField"].y == 40)
        #expect(s["middleNameTextField"].y == 40 + 34 + 8)
        #expect(s["lastNameTextField"].y == 40 + 2 * (34 + 8))
    }

    @Test func dynamicHeightColumns() {
        let s = Recipe.solve("dynamic-height-columns", Self.classic())
        #expect(s.status == .ok)
        // Fields are the taller elements: each row starts at the previous row's field.
        #expect(s["firstNameTextField"].y == 40)
        #expect(s["middleNameTextField"].y == 40 + 34 + 8)
        #expect(s["lastNameTextField"].y == 40 + 2 * (34 + 8))
        for r in ["first", "middle", "last"] {
            let label = s["\(r)NameLabel"]
            let field = s["\(r)NameTextField"]
            #expect(label.y + label.height - 4 == field.y + field.height - 12)
        }
        // A taller middle label (36 pt) pushes its row and the next one down.
        var text = Recipe.text("dynamic-height-columns")
        text = text.replacingOccurrences(
            of:
                #"id="middleNameLabel" kind="label" text="Middle Name" intrinsicWidth="98" intrinsicHeight="21" firstBaseline="17" lastBaseline="4""#,
            with:
                #"id="middleNameLabel" kind="label" text="Middle Name" intrinsicWidth="98" intrinsicHeight="43" firstBaseline="34" lastBaseline="9""#
        )
        let tall = Recipe.solve(Recipe.document(text: text), Self.classic())
        #expect(tall.status == .ok)
        // The tall label now leads its row: 8 below the first label (45 + 21), its field
        // placed by the baseline, and the last row 8 below that field.
        #expect(tall["middleNameLabel"].y == 45 + 21 + 8)
        #expect(tall["middleNameLabel"].height == 43)
        #expect(tall["middleNameTextField"].y == 74 + 34 - 22)
        #expect(tall["lastNameTextField"].y == 86 + 34 + 8)
    }

    @Test func twoEqualWidthButtons() {
        let s = Recipe.solve("two-equal-width-buttons", Self.classic(bottom: 49))
        #expect(s.status == .ok)
        #expect(s["shortButton"].width == s["longButton"].width)
        #expect(s["shortButton"].width == 335.0 / 2)  // the titles do not change the widths
        #expect(s["shortButton"].y + 30 == 667 - 49 - 20 && s["longButton"].y == s["shortButton"].y)
    }

    @Test func threeEqualWidthButtons() {
        let s = Recipe.solve("three-equal-width-buttons", Self.classic())
        #expect(s.status == .ok)
        let w = (343 - 16) / 3.0
        for b in ["shortButton", "mediumButton", "longButton"] { #expect(abs(s[b].width - w) < 1e-6) }
        #expect(abs(s["longButton"].x + w - (375 - 16)) < 1e-6)
    }

    /// The recipe's constraints put the center dummy between the buttons and require
    /// `long.leading >= short.trailing + standard`, so the center dummy can shrink no
    /// further than the standard 8 pt, and with the three dummies equal (15, 16) none
    /// can: "collapsed" dummies are 8 pt wide, exactly the standard gap between the
    /// buttons. A layout engine cannot do otherwise with these required constraints.
    @Test(arguments: [343.0, 370, 384, 400, 694])
    func twoButtonsWithEqualSpacing(distance: Double) {
        let s = Recipe.solve("two-buttons-with-equal-spacing", Self.classic(distance + 32))
        #expect(s.status == .ok)
        let dummies = ["leadingDummyView", "centerDummyView", "trailingDummyView"].map { s[$0].width }
        let short = s["shortButton"]
        let long = s["longButton"]
        #expect(short.width == long.width, "buttons equal")
        #expect(dummies.allSatisfy { abs($0 - dummies[0]) < 1e-6 }, "dummies equal")
        #expect(long.x - (short.x + short.width) >= 8 - 1e-6, "at least the standard gap")
        if distance <= 384 {
            // Tight: the dummies are at their minimum and the buttons share the rest.
            #expect(abs(dummies[0] - 8) < 1e-6)
            #expect(abs(short.width - (distance - 24) / 2) < 1e-6)
        } else {
            // Loose: the buttons stop at the longer title's width; the dummies grow equally.
            #expect(short.width == 180)
            #expect(abs(dummies[0] - (distance - 360) / 3) < 1e-6)
        }
        for id in ["leadingDummyView", "centerDummyView", "trailingDummyView"] { #expect(s[id].height == 0) }
    }

    @Test func twoButtonsWithSizeClassBasedLayouts() {
        // iPhone portrait: stacked, same width, long below short + 8, long 20 above the guide.
        for device in ["iphone-16", "iphone-se"] {
            let s = Recipe.solve("two-buttons-with-size-class-based-layouts", Recipe.device(device, .portrait))
            let e = s.environment
            #expect(s.status == .ok)
            let short = s["shortButton"]
            let long = s["longButton"]
            #expect(short.x == 16 && long.x == 16 && short.width == long.width && short.width == e.size.width - 32)
            #expect(long.y == short.y + short.height + 8)
            #expect(long.y + long.height == e.size.height - e.bottomGuide - 20)
        }
        // Landscape and iPad: side by side, equal widths, a standard gap, same row.
        for (device, orientation) in [
            ("iphone-16", Orientation.landscape), ("iphone-se", .landscape),
            ("iphone-16-plus", .landscape), ("ipad", .portrait), ("ipad", .landscape),
        ] {
            let s = Recipe.solve("two-buttons-with-size-class-based-layouts", Recipe.device(device, orientation))
            #expect(s.status == .ok, "\(device) \(orientation)")
            let short = s["shortButton"]
            let long = s["longButton"]
            #expect(short.width == long.width)
            #expect(long.x == short.x + short.width + 8)
            #expect(short.y == long.y)
            #expect(short.x == s.environment.margins.leading)
            #expect(long.x + long.width == s.environment.size.width - s.environment.margins.trailing)
        }
    }

    @Test func simpleStackView() {
        for (device, orientation) in [("iphone-16", Orientation.portrait), ("iphone-se", .landscape)] {
            let s = Recipe.solve("simple-stack-view", Recipe.device(device, orientation))
            #expect(s.status == .ok)
            let stack = s["stackView"]
            let label = s["flowersLabel"]
            let image = s["imageView"]
            let button = s["editButton"]
            for v in [label, image, button] { #expect(v.x == stack.x && v.width == stack.width) }  // fill
            // The image view takes every extra point; the others keep their heights.
            #expect(label.height == 21 && button.height == 30)
            #expect(image.height == stack.height - 21 - 30 - 16)
            #expect(stack.y == s.environment.topGuide + 8)
        }
        // Too little room: the image view (resistance 749) shrinks first.
        let tight = Recipe.solve("simple-stack-view", Self.classic(375, 250))
        #expect(tight["imageView"].height == 250 - 28 - 8 - 21 - 30 - 16)
        #expect(tight["flowersLabel"].height == 21 && tight["editButton"].height == 30)
    }

    @Test func nestedStackViews() {
        for (device, orientation) in [
            ("iphone-16", Orientation.portrait), ("iphone-16", .landscape), ("ipad", .portrait),
        ] {
            let s = Recipe.solve("nested-stack-views", Recipe.device(device, orientation))
            #expect(s.status == .ok, "\(device) \(orientation)")
            // The name rows stand at their natural height, 8 apart: each row's top is its
            // label's (first baseline 17 pt down), and its 34 pt field, whose baseline is
            // 22 pt down, reaches 5 pt above it, as UIKit lays first-baseline stacks out
            // (rdar://32291130): rows 29 pt high.
            #expect(s["nameRows"].height == 3 * 29 + 16)
            // The square image view shrinks to the name rows' height (resistance 48).
            #expect(s["imageView"].height == s["nameRows"].height && s["imageView"].width == s["imageView"].height)
            // The text fields share the remaining width equally.
            #expect(s["firstField"].width == s["middleField"].width && s["firstField"].width == s["lastField"].width)
            #expect(s["firstField"].x + s["firstField"].width == s["rootStack"].x + s["rootStack"].width)
            // The text view takes the vertical slack.
            let root = s["rootStack"]
            #expect(s["notesView"].height == root.height - 103 - 30 - 16)
            #expect(s["buttonStack"].height == 30)
            // Buttons fill equally; rows align on the first baseline.
            #expect(
                s["saveButton"].width == s["cancelButton"].width && s["cancelButton"].width == s["clearButton"].width)
            #expect(s["firstLabel"].y + 17 == s["firstField"].y + 22)
        }
    }

    @Test func dynamicStackView() {
        let s = Recipe.solve("dynamic-stack-view", Recipe.device("iphone-16", .portrait))
        #expect(s.status == .ok)
        let scroll = s["scrollView"]
        let stack = s["stackView"]
        // The stack's height is its fitting height; the scroll content is the stack. The
        // entry row runs from its date label's top to its 30 pt delete button's bottom,
        // 27 pt: the button's baseline is 20 pt down, the label's 17, so the button reaches
        // 3 pt above the row (rdar://32291130). Then the 30 pt "Add Item" button.
        #expect(stack.height == 27 + 30)
        #expect(stack.width == scroll.width)
        #expect(scroll.contentSize == Size(width: stack.width, height: stack.height))
        #expect(scroll.y == 0 && scroll.y + scroll.height == 852 - 34 - 20)
        #expect(s["dateLabel1"].y + 17 == s["deleteButton1"].y + 20)  // first baselines
    }

    /// Every recipe lays out cleanly in every class on every representative device.
    @Test func everyRecipeChecksClean() throws {
        let folder = Recipe.repository.appendingPathComponent("Layouts")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".xml") {
            let check = SizeClassCheck(Recipe.document(String(file.dropLast(4))), path: file)
            for c in check.classes {
                #expect(
                    c.status == .ok, "\(file) \(c.sizeClass): \(c.solutions.flatMap { $0.diagnostics(path: file) })")
            }
        }
    }
}
