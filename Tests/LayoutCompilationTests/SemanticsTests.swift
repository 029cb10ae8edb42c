import LayoutDocument
import SizeClassResolution
import Testing

@testable import LayoutCompilation

/// Auto Layout semantics of the compilation, one rule at a time, on small documents.
@Suite("Compilation to constraints")
struct SemanticsTests {
    static let env = Environment(
        size: Size(width: 400, height: 600), sizeClass: SizeClass(parsing: "compact-regular")!,
        margins: EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20),
        topGuide: 30, bottomGuide: 10, safeArea: Insets(top: 30, left: 5, bottom: 10, right: 7))

    static func solve(_ body: String, _ constraints: String, _ environment: Environment = env) -> LayoutSolution {
        Recipe.solve(
            Recipe.document(
                text: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <layout version="1"><view id="root">\(body)</view><constraints>\(constraints)</constraints></layout>
                    """), environment)
    }

    static func frame(_ f: LayoutSolution.Frame) -> [Double] { [f.x, f.y, f.width, f.height] }

    @Test func standardSpacingDependsOnWhatItRelates() {
        let s = Self.solve(
            """
            <view id="a" intrinsicWidth="50" intrinsicHeight="50"/><view id="b" intrinsicWidth="50" intrinsicHeight="50"/>
            <view id="c" intrinsicWidth="50" intrinsicHeight="50"/>
            """,
            """
            <constraint id="c1" eq="a.leading = root.leading + standard"/>
            <constraint id="c2" eq="b.leading = a.trailing + standard"/>
            <constraint id="c3" eq="c.leading = root.leadingMargin + standard"/>
            <constraint id="c4" eq="a.top = topLayoutGuide.bottom + standard"/>
            <constraint id="c5" eq="b.top = root.top + standard"/>
            <constraint id="c6" eq="c.top = a.bottom + standard"/>
            """)
        #expect(s.status == .ok)
        #expect(s["a"].x == 20 && s["b"].x == 78 && s["c"].x == 20)  // superview edge 20, sibling 8, margin 0
        #expect(s["a"].y == 38 && s["b"].y == 20 && s["c"].y == 96)  // guide 8, superview 20, sibling 8
    }

    @Test func marginsGuidesAndSafeArea() {
        let s = Self.solve(
            """
            <view id="a" margins="5 6 7 9"><view id="inner"/></view>
            <view id="safe"/>
            """,
            """
            <constraint id="c1" eq="a.leading = root.leadingMargin"/>
            <constraint id="c2" eq="a.trailing = root.trailingMargin"/>
            <constraint id="c3" eq="a.top = topLayoutGuide.bottom"/>
            <constraint id="c4" eq="a.bottom = bottomLayoutGuide.top"/>
            <constraint id="c5" eq="inner.leading = a.leadingMargin"/>
            <constraint id="c6" eq="inner.trailing = a.trailingMargin"/>
            <constraint id="c7" eq="inner.top = a.topMargin"/>
            <constraint id="c8" eq="inner.bottom = a.bottomMargin"/>
            <constraint id="c9" eq="safe.left = safeArea.left"/>
            <constraint id="c10" eq="safe.right = safeArea.right"/>
            <constraint id="c11" eq="safe.top = safeArea.top"/>
            <constraint id="c12" eq="safe.bottom = safeArea.bottom"/>
            """)
        #expect(s.status == .ok)
        #expect(Self.frame(s["a"]) == [20, 30, 360, 560])
        #expect(Self.frame(s["inner"]) == [26, 35, 360 - 15, 560 - 12])
        #expect(Self.frame(s["safe"]) == [5, 30, 400 - 12, 600 - 40])
    }

    @Test func rightToLeftMirrorsLeadingAndTrailing() {
        var rtl = Self.env
        rtl.direction = .rightToLeft
        let body =
            #"<view id="a" intrinsicWidth="50" intrinsicHeight="10"/><view id="b" intrinsicWidth="60" intrinsicHeight="10"/><view id="l" intrinsicWidth="10" intrinsicHeight="10"/>"#
        let constraints = """
            <constraint id="c1" eq="a.leading = root.leadingMargin"/>
            <constraint id="c2" eq="b.leading = a.trailing + 8"/>
            <constraint id="c3" eq="l.left = root.left + 3"/>
            <constraint id="c4" eq="a.top = root.top"/><constraint id="c5" eq="b.top = root.top"/><constraint id="c6" eq="l.top = root.top"/>
            """
        let s = Self.solve(body, constraints, rtl)
        #expect(s.status == .ok)
        #expect(s["a"].x == 400 - 20 - 50)  // leading is the right edge
        #expect(s["b"].x == 330 - 8 - 60)  // "+ 8" moves along the reading direction
        #expect(s["l"].x == 3)  // left stays left
        let ltr = Self.solve(body, constraints)
        #expect(ltr["a"].x == 20 && ltr["b"].x == 78 && ltr["l"].x == 3)
    }

    @Test func superviewIsTheFirstItemsEnclosingView() {
        let s = Self.solve(
            #"<view id="box"><view id="child"/></view>"#,
            """
            <constraint id="c1" eq="box.leading = superview.leading + 10"/>
            <constraint id="c2" eq="box.top = superview.top + 10"/>
            <constraint id="c3" eq="box.width = 100"/><constraint id="c4" eq="box.height = 100"/>
            <constraint id="c5" eq="child.leading = superview.leading + 5"/>
            <constraint id="c6" eq="child.top = superview.top + 5"/>
            <constraint id="c7" eq="child.width = 0.5 x superview.width"/>
            <constraint id="c8" eq="superview.bottom = child.bottom + 5"/>
            """)
        #expect(s.status == .ok)
        #expect(Self.frame(s["child"]) == [15, 15, 50, 90])
    }

    /// A view with no text has its first baseline at its top and its last at its bottom
    /// (UIView's baseline offsets are 0 from either edge). An Xcode 14 cell (a 62 pt
    /// image's `firstBaseline` 39 below an icon's `baseline`) was saved with the image's
    /// top there, not its bottom.
    @Test func aViewWithoutTextHasItsFirstBaselineAtItsTopAndItsLastAtItsBottom() {
        let s = Self.solve(
            #"<view id="icon"/><view id="image"/><view id="below"/>"#,
            """
            <constraint id="c1" eq="icon.leading = root.leading"/><constraint id="c2" eq="icon.top = root.top + 15"/>
            <constraint id="c3" eq="icon.width = 20"/><constraint id="c4" eq="icon.height = 18"/>
            <constraint id="c5" eq="image.firstBaseline = icon.lastBaseline + 39"/>
            <constraint id="c6" eq="image.leading = root.leading"/>
            <constraint id="c7" eq="image.width = 62"/><constraint id="c8" eq="image.height = 62"/>
            <constraint id="c9" eq="below.firstBaseline = image.lastBaseline"/>
            <constraint id="c10" eq="below.leading = root.leading"/>
            <constraint id="c11" eq="below.width = 10"/><constraint id="c12" eq="below.height = 10"/>
            """)
        #expect(s.status == .ok)
        #expect(Self.frame(s["image"]) == [0, 72, 62, 62])
        #expect(Self.frame(s["below"]) == [0, 134, 10, 10])
    }

    /// UIKit reads a constraint in its items' nearest common ancestor's coordinates, so
    /// a multiplier on a position is proportional within the superview, at any depth

    /// A button or text field keeps its title or text in its middle, so its baselines move
    /// with its centre when it is made taller than its content; a label's stay with its
    /// edges. Two 44 pt buttons with one's last baseline on the other's first and their
    /// tops together agree (HackingWithSwift's filter buttons, saved side by side).
    @Test func aButtonsBaselinesFollowItsCentredTitleALabelsItsEdges() {
        let text = #"intrinsicWidth="60" intrinsicHeight="20" firstBaseline="16" lastBaseline="4""#
        let s = Self.solve(
            """
            <view id="field" kind="textField" \(text)/><view id="label" kind="label" \(text)/>
            <view id="one" kind="button" \(text)/><view id="two" kind="button" \(text)/>
            """,
            """
            <constraint id="c1" eq="field.leading = root.leading"/><constraint id="c2" eq="field.top = root.top"/>
            <constraint id="c3" eq="field.height = 40"/>
            <constraint id="c4" eq="label.leading = root.leading"/><constraint id="c5" eq="label.lastBaseline = field.lastBaseline"/>
            <constraint id="c6" eq="label.top = root.top"/>
            <constraint id="c7" eq="one.leading = root.leading"/><constraint id="c8" eq="one.top = root.top + 100"/>
            <constraint id="c9" eq="one.height = 44"/><constraint id="c10" eq="two.height = 44"/>
            <constraint id="c11" eq="two.leading = one.trailing"/><constraint id="c12" eq="two.top = one.top"/>
            <constraint id="c13" eq="one.lastBaseline = two.firstBaseline"/>
            """)
        #expect(s.status == .ok)
        // The field's text is centred: its baseline 26 below its top (10 + 16), not 36.
        // The label, its top held, grows until its own baseline, 4 above its bottom, meets it.
        #expect(Self.frame(s["label"]) == [0, 0, 60, 30])
        #expect(Self.frame(s["two"]) == [60, 100, 60, 44])
    }
    /// (the "center at a quarter of the width" idiom).
    @Test func positionMultipliersAreReadInTheCommonAncestorsCoordinates() {
        let s = Self.solve(
            #"<view id="box"><view id="child"/><view id="sibling"/></view>"#,
            """
            <constraint id="c1" eq="box.leading = root.leading + 100"/>
            <constraint id="c2" eq="box.top = root.top + 200"/>
            <constraint id="c3" eq="box.width = 200"/><constraint id="c4" eq="box.height = 100"/>
            <constraint id="c5" eq="child.centerX = 0.5 x box.centerX"/>
            <constraint id="c6" eq="child.centerY = 0.5 x box.centerY"/>
            <constraint id="c7" eq="child.width = 20"/><constraint id="c8" eq="child.height = 10"/>
            <constraint id="c9" eq="sibling.leading = 2 x child.trailing"/>
            <constraint id="c10" eq="sibling.top = child.bottom"/>
            <constraint id="c11" eq="sibling.width = 10"/><constraint id="c12" eq="sibling.height = 10"/>
            """)
        #expect(s.status == .ok)
        // In box's coordinates the child's center is at (50, 25); in the root's, +(100, 200).
        #expect(Self.frame(s["child"]) == [140, 220, 20, 10])
        // Siblings share box's coordinates: leading = 2 × 60 = 120 there, 220 in the root's.
        #expect(Self.frame(s["sibling"]) == [220, 230, 10, 10])
    }

    @Test func huggingAndResistanceDecideWhoGrowsAndWhoShrinks() {
        let body = """
            <view id="a" kind="label" intrinsicWidth="100" intrinsicHeight="20"/>
            <view id="b" kind="label" intrinsicWidth="100" intrinsicHeight="20" hugging="250 251" compressionResistance="749 750"/>
            """
        func row(_ width: Double) -> LayoutSolution {
            Self.solve(
                body,
                """
                <constraint id="c1" eq="a.leading = root.leading"/><constraint id="c2" eq="b.leading = a.trailing"/>
                <constraint id="c3" eq="b.trailing = root.trailing"/>
                <constraint id="c4" eq="a.top = root.top"/><constraint id="c5" eq="b.top = root.top"/>
                """, Environment(size: Size(width: width, height: 100), sizeClass: .anyAny))
        }
        let loose = row(300)
        let tight = row(150)
        #expect(loose["a"].width == 100 && loose["b"].width == 200)  // lower hugging grows
        #expect(tight["a"].width == 100 && tight["b"].width == 50)  // lower resistance shrinks
        #expect(loose["a"].height == 20)
    }

    // MARK: stacks

    static func stack(
        _ attributes: String, _ arranged: String, pin: String = "", width: Double? = nil,
        height: Double? = nil
    ) -> LayoutSolution {
        var constraints =
            #"<constraint id="s1" eq="s.leading = root.leading"/><constraint id="s2" eq="s.top = root.top"/>"#
        if let width { constraints += #"<constraint id="s3" eq="s.width = \#(formatNumber(width))"/>"# }
        if let height { constraints += #"<constraint id="s4" eq="s.height = \#(formatNumber(height))"/>"# }
        return solve(#"<stack id="s" \#(attributes)>\#(arranged)</stack>"#, constraints + pin)
    }

    static let three = """
        <view id="a" intrinsicWidth="40" intrinsicHeight="20" firstBaseline="15" lastBaseline="5"/>
        <view id="b" intrinsicWidth="60" intrinsicHeight="40" firstBaseline="30" lastBaseline="8"/>
        <view id="c" intrinsicWidth="100" intrinsicHeight="30" firstBaseline="20" lastBaseline="6"/>
        """

    @Test func stackSizesItselfFromItsContent() {
        let h = Self.stack(#"axis="horizontal" spacing="10" alignment="top""#, Self.three)
        #expect(h.status == .ok)
        #expect(h["s"].width == 40 + 60 + 100 + 20 && h["s"].height == 40)
        #expect(h["b"].x == 50 && h["c"].x == 120 && h["a"].y == 0 && h["a"].height == 20)
        let v = Self.stack(#"axis="vertical" spacing="5" alignment="center""#, Self.three)
        #expect(v.status == .ok)
        #expect(v["s"].height == 20 + 40 + 30 + 10 && v["s"].width == 100)
        #expect(v["a"].x == 30 && v["b"].x == 20 && v["c"].y == 70)
    }

    @Test func distributions() {
        let fill = Self.stack(#"distribution="fill" spacing="10""#, Self.three, width: 300)
        // The first one stretches on a tie.
        #expect(fill["a"].width == 120 && fill["b"].width == 60 && fill["c"].width == 100)
        let equally = Self.stack(#"distribution="fillEqually" spacing="10""#, Self.three, width: 320)
        #expect([equally["a"].width, equally["b"].width, equally["c"].width] == [100, 100, 100])
        let proportionally = Self.stack(#"distribution="fillProportionally""#, Self.three, width: 400)
        #expect([proportionally["a"].width, proportionally["b"].width, proportionally["c"].width] == [80, 120, 200])
        // An arranged view's own width wins over its proportion, without a conflict; the
        // others keep theirs to each other (a and c 40:100 of the 280 left: 80 and 200).
        let pinned = Self.stack(
            #"distribution="fillProportionally""#, Self.three, pin: #"<constraint id="p1" eq="b.width = 120"/>"#,
            width: 400)
        #expect(pinned.status == .ok)
        #expect(pinned["b"].width == 120 && pinned["a"].width + pinned["c"].width == 280)
        // With spacing, UIKit's shares count it twice: each view is the stack's width times
        // its intrinsic width over those widths and the spacing (200 + 20), and the last,
        // the weakest share, gives way (rdar://34595752), as Xcode's saved frames show.
        let spaced = Self.stack(#"distribution="fillProportionally" spacing="10""#, Self.three, width: 440)
        #expect(spaced.status == .ok)
        #expect([spaced["a"].width, spaced["b"].width, spaced["c"].width] == [80, 120, 220])
        let spacing = Self.stack(#"distribution="equalSpacing" spacing="4""#, Self.three, width: 300)
        #expect([spacing["a"].width, spacing["b"].width, spacing["c"].width] == [40, 60, 100])
        #expect(spacing["b"].x == 90 && spacing["c"].x == 200)  // gaps of 50 each
        let tightSpacing = Self.stack(#"distribution="equalSpacing" spacing="4""#, Self.three)
        #expect(tightSpacing["s"].width == 208)
        let centering = Self.stack(#"distribution="equalCentering" spacing="4""#, Self.three, width: 400)
        let centers = ["a", "b", "c"].map { centering[$0].x + centering[$0].width / 2 }
        #expect(centering.status == .ok)
        #expect(abs((centers[1] - centers[0]) - (centers[2] - centers[1])) < 1e-6)
        #expect(centering["a"].x == 0 && centering["c"].x + 100 == 400)
        // Equal centres give way to the views' own sizes (UIKit's header: views keep their
        // intrinsic sizes when possible, and squeeze by compression resistance, the spacing
        // kept as the least, when they do not fit). An apple-picking game's iPad column: a
        // 945 pt tree image over 324 pt of fixed views in 814 pt, saved 490 high, no gaps.
        let column = Self.stack(
            #"distribution="equalCentering""#,
            """
            <view id="t" intrinsicWidth="945" intrinsicHeight="10"/>
            <view id="k"/><view id="l"/><view id="m"/>
            """,
            pin: """
                <constraint id="k1" eq="k.width = 220"/><constraint id="l1" eq="l.width = 60"/>
                <constraint id="m1" eq="m.width = 44"/>
                """, width: 814)
        #expect(column.status == .ok)
        #expect(["t", "k", "l", "m"].map { column[$0].width } == [490, 220, 60, 44])
        #expect(["t", "k", "l", "m"].map { column[$0].x } == [0, 490, 710, 770])
        // A wide first view whose centre no gap can match keeps its size; the gaps are as
        // near equal centres as the spacing lets them be.
        let wideFirst = Self.stack(
            #"distribution="equalCentering" spacing="4""#,
            """
            <view id="a" intrinsicWidth="300" intrinsicHeight="10"/>
            <view id="b" intrinsicWidth="10" intrinsicHeight="10"/>
            <view id="c" intrinsicWidth="10" intrinsicHeight="10"/>
            """, width: 330)
        #expect(wideFirst.status == .ok)
        #expect(["a", "b", "c"].map { wideFirst[$0].width } == [300, 10, 10])
        #expect(wideFirst["b"].x == 304 && wideFirst["c"].x == 320)
    }

    @Test func aMultilineLabelTakesAnEqualShareOfARowThatIsNotFilledAcross() {
        // UIStackView's `UISV-text-width-disambiguation`: a label of more than one line in a
        // horizontal stack whose alignment is not fill is the stack's width less the spacing,
        // over the number of views, above hugging and compression resistance (759). Text or
        // none, the share is the same; a one-line label and a fill alignment keep the fill
        // distribution's answer (the first view stretches on a tie).
        func row(_ alignment: String, lines: Int) -> LayoutSolution {
            Self.stack(
                #"alignment="\#(alignment)" spacing="5""#,
                """
                <view id="a" intrinsicWidth="76" intrinsicHeight="20"/>
                <view id="b" kind="label" text="" font="system 17" lines="\(lines)"/>
                """, width: 374)
        }
        let top = row("top", lines: 0)
        #expect(top.status == .ok)
        #expect(top["a"].width == 184.5 && top["b"].width == 184.5 && top["b"].x == 189.5)
        #expect(row("center", lines: 2)["b"].width == 184.5)
        #expect(row("top", lines: 1)["b"].width == 0)
        #expect(row("fill", lines: 0)["b"].width == 0)
    }

    @Test func alignments() {
        let expectations: [(String, [Double])] = [
            ("fill", [0, 0, 0]), ("top", [0, 0, 0]), ("center", [20, 10, 15]), ("bottom", [40, 20, 30]),
            ("firstBaseline", [35, 20, 30]), ("lastBaseline", [17, 0, 8]),
        ]
        for (alignment, ys) in expectations {
            let s = Self.stack(#"alignment="\#(alignment)""#, Self.three, height: 60)
            #expect(s.status == .ok, "\(alignment)")
            if alignment == "fill" {
                #expect(["a", "b", "c"].allSatisfy { s[$0].height == 60 })
            } else if alignment.hasSuffix("Baseline") {
                // Each follows the first view's baseline; stretched, first-baseline content
                // sits at the bottom (b and c, reaching furthest down, end there) and
                // last-baseline content at the top (b reaches furthest up).
                #expect(["a", "b", "c"].map { s[$0].y } == ys, "\(alignment)")
            } else {
                let offset: Double = alignment == "bottom" ? 20 : 0
                #expect(["a", "b", "c"].map { s[$0].y - offset } == ys.map { $0 - offset }, "\(alignment)")
            }
        }
        // Fitted, the stack's top is its first view's (its bottom, for the last baseline):
        // a view after it reaching further out sticks out of the stack, as UIKit lays it
        // out (rdar://32291130) and Xcode saved WooCommerce's button, 4.5 pt above its stack.
        let first = Self.stack(#"alignment="firstBaseline""#, Self.three)
        #expect(first.status == .ok)
        #expect(first["s"].height == 25 && ["a", "b", "c"].map { first[$0].y } == [0, -15, -5])
        let last = Self.stack(#"alignment="lastBaseline""#, Self.three)
        #expect(last.status == .ok)
        #expect(last["s"].height == 37 && ["a", "b", "c"].map { last[$0].y } == [17, 0, 8])
        // A vertical stack ignores baseline alignment (UIKit uses fill) and says so.
        let v = Self.stack(#"axis="vertical" alignment="firstBaseline""#, Self.three)
        #expect(v.warnings.map(\.rule.rawValue) == ["stack-alignment"])
        #expect(["a", "b", "c"].allSatisfy { v[$0].width == 100 })
    }

    @Test func hiddenArrangedViewsTakeNoSpace() {
        let arranged = Self.three.replacingOccurrences(of: #"<view id="b" "#, with: #"<view id="b" hidden="true" "#)
        let s = Self.stack(#"spacing="10""#, arranged)
        #expect(s.status == .ok)
        #expect(s["b"].width == 0 && s["b"].hidden)
        #expect(s["c"].x == 50 && s["s"].width == 150)
        // Nor does it span the stack across the axis: with the tallest hidden, a row that
        // does not fill is as high as the others (a video call's caller row of Xcode 12.5,
        // its hidden 60 pt avatar beside 48.5 pt of text, was saved 48.5 high).
        for alignment in ["center", "top", "bottom"] {
            let row = Self.stack(#"spacing="10" alignment="\#(alignment)""#, arranged)
            #expect(row.status == .ok)
            #expect(row["s"].height == 30, "\(alignment)")
        }
    }

    @Test func marginsAndBaselineRelativeArrangement() {
        let margins = Self.stack(#"axis="vertical" marginsRelative="true" margins="5 6 7 8""#, Self.three)
        #expect(margins["a"].x == 6 && margins["a"].y == 5)
        #expect(margins["s"].height == 5 + 90 + 7 && margins["s"].width == 6 + 100 + 8)
        // Fill-proportionally shares out the length between the margins (a weather app's
        // location button, 22 of a 359 pt row with 8 and 30 pt margins, saved 22 wide).
        let shared = Self.stack(
            #"distribution="fillProportionally" marginsRelative="true" margins="0 10 0 30""#, Self.three, width: 440)
        #expect(shared.status == .ok)
        #expect([shared["a"].width, shared["b"].width, shared["c"].width] == [80, 120, 200])
        #expect(shared["a"].x == 10 && shared["c"].x + 200 == 410)
        let baselines = Self.stack(#"axis="vertical" baselineRelative="true" spacing="30""#, Self.three)
        // b's first baseline is 30 below a's last baseline.
        #expect(baselines["b"].y + 30 == baselines["a"].y + 20 - 5 + 30)
    }

    @Test func nestedStacksAndExtraConstraints() {
        let s = Self.solve(
            """
            <stack id="outer" axis="vertical" spacing="8">
              <stack id="row" spacing="4" alignment="center">\(Self.three)</stack>
              <view id="square" intrinsicWidth="10" intrinsicHeight="10"/>
            </stack>
            """,
            """
            <constraint id="c1" eq="outer.leading = root.leading"/><constraint id="c2" eq="outer.top = root.top"/>
            <constraint id="c3" eq="square.height = square.width"/>
            """)
        #expect(s.status == .ok)
        #expect(s["row"].width == 208 && s["row"].height == 40)
        #expect(s["square"].width == 208 && s["square"].height == 208)  // fill stretches it; the aspect ratio holds
        #expect(s["outer"].height == 40 + 8 + 208)
    }

    // MARK: problems

    @Test func conflictsNameTheBrokenConstraintAndItsPartners() throws {
        let s = Self.solve(
            #"<view id="v" intrinsicWidth="10" intrinsicHeight="10"/>"#,
            """
            <constraint id="a" eq="v.leading = root.leading"/><constraint id="b" eq="v.top = root.top"/>
            <constraint id="w1" eq="v.width = 100"/>
            <constraint id="w2" eq="v.trailing = root.trailing - 250"/>
            """)
        #expect(s.status == .unsatisfiable)
        let c = try #require(s.conflicts.first)
        #expect(c.broken.id == "w2" && c.broken.location.line > 0)
        #expect(Set(c.conflictingWith.map(\.id)) == ["a", "w1", "root/environment"])
        #expect(s["v"].width == 100)  // a layout is still produced, without w2
        #expect(s.diagnostics(path: "t.xml").map(\.rule.rawValue) == ["unsatisfiable"])
    }

    @Test func whatOnlyABrokenConstraintPlacedIsTheConflictsNotAnAmbiguity() throws {
        // b may sit anywhere between a and the bottom; 'pin' would place it, but pins it
        // past the bottom (600 pt): broken. b's place is then open, as UIKit leaves it,
        // and is reported once, with the conflict, not again as an ambiguity.
        let s = Self.solve(
            #"<view id="a"/><view id="b"/><view id="c"/>"#,
            """
            <constraint id="a1" eq="a.leading = root.leading"/><constraint id="a2" eq="a.width = 100"/>
            <constraint id="a3" eq="a.top = root.top + 20"/><constraint id="a4" eq="a.height = 40"/>
            <constraint id="b1" eq="b.leading = root.leading"/><constraint id="b2" eq="b.width = 100"/>
            <constraint id="b3" eq="b.height = 40"/>
            <constraint id="b4" eq="b.top >= a.bottom + 8"/><constraint id="b5" eq="b.bottom &lt;= root.bottom"/>
            <constraint id="pin" eq="b.top = root.top + 1000"/>
            <constraint id="c1" eq="c.leading = root.leading"/><constraint id="c2" eq="c.width = 100"/>
            <constraint id="c3" eq="c.height = 40"/>
            """)
        #expect(s.conflicts.map(\.broken.id) == ["pin"])
        // c has no vertical position at all: ambiguous whatever the conflict.
        #expect(s.ambiguities.map { "\($0.id) \($0.axis.rawValue)" } == ["c vertical"])
        #expect(s.diagnostics(path: "t.xml").map(\.rule.rawValue) == ["unsatisfiable", "ambiguous"])
        #expect(s["b"].y >= 68 && s["b"].y <= 560)  // still somewhere in its range
    }

    /// Sizes cannot be negative (Apple's Auto Layout Guide, "Interpreting Values"): pins
    /// that leave a view less than no room conflict, and the later pin is the one broken;
    /// the view keeps its intrinsic width instead of coming out −80 wide.
    @Test func aViewNeverComesOutNarrowerThanNothing() throws {
        let s = Self.solve(
            #"<view id="v" intrinsicWidth="50" intrinsicHeight="10"/>"#,
            """
            <constraint id="a" eq="v.leading = root.leading + 100"/><constraint id="b" eq="v.top = root.top"/>
            <constraint id="t" eq="v.trailing = root.trailing - 380"/>
            """)
        #expect(s.status == .unsatisfiable)
        let c = try #require(s.conflicts.first)
        #expect(c.broken.id == "t")
        #expect(c.conflictingWith.map(\.id).contains("v/non-negative-size"))
        #expect(Self.frame(s["v"]) == [100, 0, 50, 10])
        // Room for it, however little: no conflict, and a width of 0 stays 0.
        let tight = Self.solve(
            #"<view id="v" intrinsicWidth="50" intrinsicHeight="10"/>"#,
            """
            <constraint id="a" eq="v.leading = root.leading + 100"/><constraint id="b" eq="v.top = root.top"/>
            <constraint id="t" eq="v.trailing = root.trailing - 300"/>
            """)
        #expect(tight.status == .ok && tight["v"].width == 0)
    }

    /// A hidden stack is 0 high (UIKit's hiding constraint) while its own content needs
    /// room: the stack's spacing gives way, not a view's size. Habitica's gift scene: the
    /// button under a hidden stack came out −136 pt high; Xcode saved it at its 38.
    @Test func aHiddenStacksContentNeverComesOutShorterThanNothing() throws {
        let s = Self.solve(
            """
            <stack id="o" axis="vertical">
              <view id="top" intrinsicWidth="100" intrinsicHeight="20"/>
              <stack id="h" axis="vertical" spacing="24" hidden="true">
                <view id="a" intrinsicWidth="100" intrinsicHeight="20"/>
                <view id="b" kind="button" intrinsicWidth="80" intrinsicHeight="38"/>
              </stack>
            </stack>
            """,
            """
            <constraint id="l" eq="o.leading = root.leading"/><constraint id="t" eq="o.top = root.top"/>
            <constraint id="bh" eq="b.height = 38"/>
            """)
        for id in ["o", "h", "a", "b", "top"] {
            #expect(s[id].width >= 0 && s[id].height >= 0, "\(id): \(Self.frame(s[id]))")
        }
        #expect(s["b"].height == 38)
        let c = try #require(s.conflicts.first)
        #expect(c.broken.id != "b/non-negative-size" && c.broken.id != "a/non-negative-size")
    }

    /// Across its axis a stack aligned other than fill holds its height only at 51 (UIKit's
    /// spanning guide): its arranged views' hugging does not hold it, so it stretches
    /// before a sibling that hugs at 250 (DuckDuckGo's debug cell: the stack 57 high, the
    /// label below it at its text's 16).
    @Test func aStackAlignedToItsTopStretchesBeforeAHuggingSibling() {
        let s = Self.solve(
            """
            <stack id="s" axis="horizontal" alignment="top" spacing="8">
              <view id="i" intrinsicWidth="44" intrinsicHeight="44" hugging="251 251"/>
              <view id="l" kind="label" intrinsicWidth="40" intrinsicHeight="20" hugging="251 251"/>
            </stack>
            <view id="c" intrinsicWidth="50" intrinsicHeight="16" hugging="250 250"/>
            """,
            """
            <constraint id="a" eq="s.top = root.top"/><constraint id="b" eq="s.leading = root.leading"/>
            <constraint id="d" eq="c.top = s.bottom + 8"/><constraint id="e" eq="c.leading = root.leading"/>
            <constraint id="f" eq="root.bottom = c.bottom"/>
            """)
        #expect(s.status == .ok)
        #expect(s["c"].height == 16)
        #expect(s["s"].height == s["root"].height - 8 - 16)
        #expect(Self.frame(s["i"]) == [0, 0, 44, 44] && s["l"].y == 0 && s["l"].height == 20)
    }

    /// Two widths for an arranged view rule each other out: the stack's constraints that
    /// place it, and the pins that size the stack, are not partners in the conflict.
    @Test func conflictsNameOnlyThePartnersTheyNeed() {
        let s = Self.solve(
            #"<stack id="s" spacing="8">\#(Self.three)</stack>"#,
            """
            <constraint id="p1" eq="s.leading = root.leading"/><constraint id="p2" eq="s.trailing = root.trailing"/>
            <constraint id="p3" eq="s.top = root.top"/>
            <constraint id="w1" eq="b.width = 100"/><constraint id="w2" eq="b.width = 120"/>
            """)
        #expect(s.conflicts.map(\.broken.id) == ["w2"])
        #expect(s.conflicts.first?.conflictingWith.map(\.id) == ["w1"])
        #expect(s["b"].width == 100)
    }

    /// Generated constraints are described only when shown; the description names the
    /// element that generated them, their role and their equation with this class's values.
    @Test func conflictsDescribeGeneratedConstraints() throws {
        func text(_ d: ConstraintDescription) -> String { "\(d.id) | \(d.equation) | \(d.source) | \(d.location.line)" }
        let equally = Self.solve(
            #"<stack id="s" distribution="fillEqually">\#(Self.three)</stack>"#,
            """
            <constraint id="p1" eq="s.leading = root.leading"/><constraint id="p2" eq="s.top = root.top"/>
            <constraint id="wa" eq="a.width = 50"/><constraint id="wb" eq="b.width = 70"/>
            """)
        let fill = try #require(equally.conflicts.first)
        #expect(fill.broken.id == "wb")
        #expect(fill.conflictingWith.map(text).contains("s/fill-equally | b.width = a.width | stack | 2"))
        #expect(fill.conflictingWith.map(text).contains("wa | a.width = 50 | document | 5"))

        let spacing = Self.solve(
            #"<stack id="s" distribution="equalSpacing">\#(Self.three)</stack>"#,
            """
            <constraint id="p1" eq="s.leading = root.leading"/><constraint id="p2" eq="s.top = root.top"/>
            <constraint id="g1" eq="b.leading = a.trailing + 10"/><constraint id="g2" eq="c.leading = b.trailing + 20"/>
            """)
        let gaps = try #require(spacing.conflicts.first)
        #expect(gaps.broken.id == "g2")
        #expect(
            gaps.conflictingWith.map(text).contains(
                "s/equal-spacing | c.leading - b.trailing = b.leading - a.trailing | stack | 2"))

        let hugging = Self.solve(
            #"<view id="v" intrinsicWidth="10" intrinsicHeight="10" hugging="1000 1000"/>"#,
            """
            <constraint id="w" eq="v.width = 20"/>
            """)
        #expect(hugging.conflicts.map { text($0.broken) } == ["v/hugging | v.width <= 10 | intrinsic | 2"])
    }

    /// Hugging and resistance on one axis, both optional, are one engine constraint;
    /// described, it reads as the two inequalities it stands for.
    @Test func anIntrinsicSizeIsOneConstraintDescribedAsTwo() {
        let document = Recipe.document(
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <layout version="1"><view id="root">
                <view id="v" kind="label" intrinsicWidth="10" intrinsicHeight="12" compressionResistance="700 760"/>
                </view></layout>
                """)
        let resolved = Resolver(document: document, path: "t.xml").resolve(for: Self.env.sizeClass)
        let compiled = CompiledLayout(resolved, environment: Self.env, path: "t.xml")
        let intrinsic = compiled.origins.indices.map { compiled.description(of: $0) }.filter { $0.source == .intrinsic }
        #expect(
            intrinsic.map { "\($0.id) | \($0.equation) | \($0.location.line)" } == [
                "v/intrinsic-size | v.width <= 10 @251; v.width >= 10 @700 | 3",
                "v/intrinsic-size | v.height <= 12 @251; v.height >= 12 @760 | 3",
            ])
    }

    @Test func ambiguityNamesItemsAxesAndAttributes() {
        let s = Self.solve(
            #"<view id="v" intrinsicWidth="10"/><view id="w"/>"#,
            """
            <constraint id="a" eq="v.top = root.top"/><constraint id="b" eq="w.top = root.top"/>
            <constraint id="c" eq="w.leading = root.leading"/><constraint id="d" eq="w.trailing = root.trailing"/>
            """)
        #expect(s.status == .ambiguous)
        #expect(
            s.ambiguities.map { "\($0.id) \($0.axis.rawValue) \($0.attributes)" } == [
                "v horizontal [\"x\"]", "v vertical [\"height\"]", "w vertical [\"height\"]",
            ])
        #expect(s.ambiguities[0].message == "'v' is ambiguous horizontally: x is not determined")
    }

    @Test func uninstalledViewsTakeTheirConstraintsAlong() {
        let doc = Recipe.document(
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <layout version="1"><view id="root">
                  <view id="a"><variation class="compact-regular" installed="false"/></view>
                </view><constraints>
                  <constraint id="c1" eq="a.leading = root.leading"/><constraint id="c2" eq="a.top = root.top"/>
                  <constraint id="c3" eq="a.width = 10"/><constraint id="c4" eq="a.height = 10"/>
                </constraints></layout>
                """)
        #expect(Recipe.solve(doc, Self.env).frames.map(\.id) == ["root"])
        #expect(Recipe.solve(doc, Self.env, sizeClass: .anyAny)["a"].width == 10)
    }
}

@Suite("Devices")
struct DeviceTests {
    @Test func theTableHasTheDevicesTheIssueNames() {
        for name in [
            "iphone-se", "iphone-15", "iphone-16", "iphone-16-plus", "iphone-15-pro-max", "ipad",
            "ipad-pro-12.9", "ipad-pro-12.9-third",
        ] {
            #expect(DeviceCatalog.device(named: name) != nil, "\(name)")
        }
    }

    @Test func sizeClassesFollowTheDevice() {
        func c(_ d: String, _ o: Orientation) -> String {
            DeviceCatalog.device(named: d)!.environment(o)!.sizeClass.description
        }
        #expect(c("iphone-se", .portrait) == "compact-regular" && c("iphone-se", .landscape) == "compact-compact")
        #expect(c("iphone-16-plus", .landscape) == "regular-compact")
        #expect(c("ipad", .portrait) == "regular-regular" && c("ipad", .landscape) == "regular-regular")
        #expect(c("ipad-pro-12.9-third", .landscape) == "compact-regular")
        #expect(c("ipad-pro-12.9-half", .landscape) == "regular-regular")
        let se = DeviceCatalog.device(named: "iphone-se")!.environment(.portrait)!
        #expect(se.topGuide == 20 && se.margins.leading == 16)
        let plus = DeviceCatalog.device(named: "iphone-16-plus")!.environment(.landscape)!
        // Beside the sensor housing's inset the system minimum is 16, whatever the width
        // (three apps' landscape canvases, Xcode 11 to 13.3: views at the margin 44 + 16 in).
        #expect(plus.topGuide == 0 && plus.margins.leading == 59 + 16 && plus.bottomGuide == 21)
        let eight = DeviceCatalog.device(named: "iphone-se")!.environment(.landscape)!
        #expect(eight.margins.leading == 20)
    }

    @Test func representativeEnvironmentsCoverEveryClass() {
        for c in SizeClass.all {
            let environments = SizeClassCheck.representativeEnvironments(for: c)
            #expect(!environments.isEmpty, "\(c)")
            for e in environments {
                #expect(
                    (c.width == .any || c.width == e.sizeClass.width)
                        && (c.height == .any || c.height == e.sizeClass.height))
            }
        }
        #expect(SizeClassCheck.representativeEnvironments(for: .anyAny).count == 4)
    }

    /// Classes that resolve alike share a solve; each still reports under its own name,
    /// and a class that differs is solved on its own.
    @Test func checkSharesSolvesOnlyBetweenClassesThatResolveAlike() {
        let document = Recipe.document(
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <layout version="1"><view id="root"><view id="a"/></view><constraints>
                <constraint id="c1" eq="a.leading = root.leading"/><constraint id="c2" eq="a.top = root.top"/>
                <constraint id="c3" eq="a.width = 100"/>
                <constraint id="c4" eq="a.height = 50"><variation class="regular-regular" installed="false"/></constraint>
                </constraints></layout>
                """)
        let check = SizeClassCheck(document, path: "t.xml")
        for result in check.classes {
            #expect(result.solutions.allSatisfy { $0.sizeClass == result.sizeClass }, "\(result.sizeClass)")
            let ambiguous = result.solutions.contains { $0.status == .ambiguous }
            #expect(ambiguous == (result.sizeClass == SizeClass(parsing: "regular-regular")!), "\(result.sizeClass)")
        }
        // Any-Any on the iPad is the height-pinned layout, unlike Regular-Regular there.
        #expect(check[.anyAny].solutions.last?.frame("a")?.height == 50)
    }
}
