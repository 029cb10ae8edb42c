import LayoutDocument
import Testing

/// The Visual Format Language: Apple's documented examples and the grammar's forms
/// expand to the constraints UIKit creates; mistakes point at their character.
@Suite("Visual Format Language")
struct VisualFormatTests {
    static func expand(_ format: String, metrics: [String: Double] = [:], options: [String] = []) throws -> [String] {
        try VisualFormat(parsing: format)
            .constraints(id: "v", options: VisualFormatOptions(parsing: options), metrics: metrics)
            .map(\.equationText)
    }

    @Test(arguments: [
        // Apple's examples (Auto Layout Guide, "Visual Format Syntax").
        ("[button]-[textField]", ["textField.leading = button.trailing + standard"]),
        ("[button(>=50)]", ["button.width >= 50"]),
        (
            "|-50-[purpleBox]-50-|",
            [
                "purpleBox.leading = superview.leading + 50",
                "superview.trailing = purpleBox.trailing + 50",
            ]
        ),
        ("V:[topField]-10-[bottomField]", ["bottomField.top = topField.bottom + 10"]),
        ("[maroonView][blueView]", ["blueView.leading = maroonView.trailing"]),
        ("[button(100@20)]", ["button.width = 100 @20"]),
        ("[button1(==button2)]", ["button1.width = button2.width"]),
        ("[flexibleButton(>=70,<=100)]", ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
        (
            "|-[find]-[findNext]-[findField(>=20)]-|",
            [
                "find.leading = superview.leadingMargin", "findNext.leading = find.trailing + standard",
                "findField.leading = findNext.trailing + standard", "findField.width >= 20",
                "superview.trailingMargin = findField.trailing",
            ]
        ),
        // The grammar's other forms.
        (
            "H:|-[a]-[b(==a)]-|",
            [
                "a.leading = superview.leadingMargin", "b.leading = a.trailing + standard",
                "b.width = a.width", "superview.trailingMargin = b.trailing",
            ]
        ),
        ("V:|[a]|", ["a.top = superview.top", "superview.bottom = a.bottom"]),
        ("V:|-[a]-|", ["a.top = superview.topMargin", "superview.bottomMargin = a.bottom"]),
        ("[a]-(>=8,<=20@750)-[b]", ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @750"]),
        ("[a]-(-5)-[b]", ["b.leading = a.trailing - 5"]),
        ("[a(<=b@250,>=44.5)]", ["a.width <= b.width @250", "a.width >= 44.5"]),
        (
            "V:[topLayoutGuide]-[label]-(>=0)-[bottomLayoutGuide]",
            [
                "label.top = topLayoutGuide.bottom + standard", "bottomLayoutGuide.top >= label.bottom",
            ]
        ),
        ("[name-label]-[field_2]", ["field_2.leading = name-label.trailing + standard"]),
        ("[a]", []),
    ])
    func expandsLikeUIKit(format: String, expected: [String]) throws {
        #expect(try Self.expand(format) == expected)
    }

    @Test func metricsNameConstantsSpacingsAndPriorities() throws {
        #expect(
            try Self.expand("|-gap-[a(==width@p)]-(>=gap)-|", metrics: ["gap": 12, "width": 100, "p": 750]) == [
                "a.leading = superview.leading + 12", "a.width = 100 @750", "superview.trailing >= a.trailing + 12",
            ])
        // A name that is not a metric is a view on a view, and an error on a spacing.
        #expect(try Self.expand("[a(==b)]", metrics: ["c": 1]) == ["a.width = b.width"])
    }

    @Test func alignmentOptionsAlignNeighbours() throws {
        #expect(
            try Self.expand("[a]-[b]-[c]", options: ["alignAllTop", "alignAllBottom"]) == [
                "b.leading = a.trailing + standard", "c.leading = b.trailing + standard",
                "b.top = a.top", "c.top = b.top", "b.bottom = a.bottom", "c.bottom = b.bottom",
            ])
        #expect(
            try Self.expand("V:[a][b]", options: ["alignAllCenterX"]) == ["b.top = a.bottom", "b.centerX = a.centerX"])
        #expect(try Self.expand("[a]-[b]", options: ["alignAllBaseline"]).last == "b.lastBaseline = a.lastBaseline")
    }

    @Test func directionOptionsFixTheReadingOrder() throws {
        #expect(
            try Self.expand("|-8-[a]-[b]", options: ["directionLeftToRight"]) == [
                "a.left = superview.left + 8", "b.left = a.right + standard",
            ])
        // Right to left: a is rightmost, 8 from the right edge; b to its left.
        #expect(
            try Self.expand("|-8-[a]-[b]-|", options: ["directionRightToLeft"]) == [
                "superview.right = a.right + 8", "a.left = b.right + standard", "b.left = superview.leftMargin",
            ])
    }

    @Test func constraintsPointIntoTheFormat() throws {
        let cs = try VisualFormat(parsing: "|-[long]-[short]")
            .constraints(id: "row", at: SourceLocation(line: 7, column: 30))
        #expect(cs.map(\.id) == ["row.1", "row.2"])
        #expect(cs[1].first.location == SourceLocation(line: 7, column: 30 + 10))  // short
        #expect(cs[1].second?.location == SourceLocation(line: 7, column: 30 + 3))  // long
        #expect(cs[1].location == SourceLocation(line: 7, column: 30 + 8))  // the '-'
    }

    @Test(arguments: [
        ("", "the format is empty", 0),
        ("H:[a] [b]", "unexpected space: a visual format has no whitespace", 5),
        ("V[a]", "expected ':' after 'V' to give the orientation (H: or V:)", 1),
        ("X:[a]", "expected a view ('[name]'), found 'X'", 0),
        ("[long", "expected ']' after view name 'long', found the end of the format", 5),
        ("H:|-[long(==short]-|", "expected ',' or ')' after a predicate, found ']'", 17),
        ("[a(=>5)]", "unknown relation: use ==, >= or <=", 3),
        ("[a(@5)]", "expected a number, a metric or a view name in the predicate, found '@'", 3),
        ("[]", "expected a view name after '[', found ']'", 1),
        ("[a]-", "expected a view ('[name]') or '|' after '-', found the end of the format", 4),
        ("[a]x", "unexpected 'x' after view 'a': expected '-', '[' or '|'", 3),
        ("[a]-10[b]", "expected '-' after the spacing, found '['", 6),
        (
            "[a]-*-[b]",
            "expected a spacing (a number, a metric name or a parenthesized predicate list) after '-', found '*'", 4
        ),
        ("|-[a]-|-", "unexpected '-' after the closing '|': the superview only starts or ends a format", 7),
        ("||", "unexpected '|': the superview only starts or ends a format", 1),
        ("[a(==5@)]", "expected a priority (a number or a metric name) after '@', found ')'", 7),
    ])
    func syntaxErrorsNameTheirCharacter(format: String, message: String, offset: Int) {
        #expect(throws: VisualFormatError(message, at: offset)) { try VisualFormat(parsing: format) }
    }

    @Test func metricOptionAndPriorityErrors() {
        #expect(throws: VisualFormatError("unknown metric 'gap' for a spacing", rule: .vflMetric, at: 4)) {
            try Self.expand("[a]-gap-[b]")
        }
        #expect(throws: VisualFormatError("unknown metric 'b' for a spacing", rule: .vflMetric, at: 7)) {
            try Self.expand("[a]-(==b)-[c]")
        }
        #expect(throws: VisualFormatError("priority 1200 is outside 1…1000", rule: .priorityRange, at: 7)) {
            try Self.expand("[a(==5@1200)]")
        }
        #expect(throws: VisualFormatError.self) { try Self.expand("[a]", options: ["alignAllMiddle"]) }
        #expect(throws: VisualFormatError.self) {
            try Self.expand("[a]", options: ["directionLeftToRight", "directionRightToLeft"])
        }
        do {
            _ = try Self.expand("V:[a]-[b]", options: ["alignAllTop"])
            Issue.record("an alignment along the format's axis must fail")
        } catch let error as VisualFormatError {
            #expect(error.rule.rawValue == "vfl-option")
            #expect(error.message.contains("'alignAllTop'"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
