import LayoutDocument
import Testing

@Suite("Constraint equations")
struct EquationParserTests {
    @Test func cookbookNotation() throws {
        let p = try EquationParser.parse("red.width = 2.0 x blue.width @750")
        #expect(p.first == ItemReference(item: "red", attribute: .width))
        #expect(p.relation == .equal && p.multiplier == 2 && p.priority == 750)
        #expect(p.second == ItemReference(item: "blue", attribute: .width))
        #expect(p.constant == .points(0))
    }

    @Test func constantsPrioritiesAndSpellings() throws {
        let a = try EquationParser.parse("bottomLayoutGuide.top = short.bottom + 20")
        #expect(a.constant == .points(20) && a.priority == nil)
        let b = try EquationParser.parse("blue.width >= 150")
        #expect(b.second == nil && b.constant == .points(150) && b.relation == .greaterThanOrEqual)
        let c = try EquationParser.parse("long.Leading = short.Trailing + Standard (Priority 750)")
        #expect(c.constant == .standard && c.priority == 750 && c.first.attribute == .leading)
        let d = try EquationParser.parse("a.width == 0.5*b.height - 8")
        #expect(d.multiplier == 0.5 && d.constant == .points(-8) && d.second?.attribute == .height)
        let e = try EquationParser.parse("view.width = 2x view.height")
        #expect(e.multiplier == 2)
    }

    // Found by EquationFuzzer in CI: `d.top=1x0x.top` read as 1 x `0x.top` and wrote back
    // as `d.top = 0x.top`, which read as a multiplier of 0 before `.top` and failed. A whole
    // `name.attribute` is now an item first, whatever its name starts with.
    @Test func itemNamesMayStartWithDigits() throws {
        let a = try EquationParser.parse("d.top = 0x.top")
        #expect(a.multiplier == 1 && a.second == ItemReference(item: "0x", attribute: .top))
        let b = try EquationParser.parse("d.top=1x0x.top")
        #expect(b.multiplier == 1 && b.second == ItemReference(item: "1x0x", attribute: .top))
        let c = try EquationParser.parse("title.leading = 2xA-bc-def.trailing + 8")
        #expect(c.multiplier == 1 && c.second?.item == "2xA-bc-def" && c.constant == .points(8))
        let d = try EquationParser.parse("d.top = 2x 2xA-bc-def.top")
        #expect(d.multiplier == 2 && d.second?.item == "2xA-bc-def")
        let written = LayoutConstraint(
            id: "c", first: b.first, relation: b.relation, second: b.second,
            multiplier: b.multiplier, constant: b.constant, priority: 1000
        ).equationText
        #expect(try EquationParser.parse(written) == b)
    }

    @Test(arguments: [
        ("red.width = 2.0 x blue", 22, "expected '.attribute' after 'blue'"),
        ("red.widht = blue.width", 4, "unknown attribute 'widht'"),
        ("red.width =< blue.width", 11, "expected an item name"),
        ("red.width = blue.width @1200", 23, "priority 1200 is outside 1…1000"),
        ("red.width = blue.width )", 23, "unexpected ')'"),
        ("red.width blue.width", 10, "expected '=', '>=' or '<='"),
        // Found by EquationFuzzer: a number past Double's range read as infinity.
        ("d.top=" + String(repeating: "8", count: 400), 6, "the number is too large"),
        ("d.top = 2" + String(repeating: "0", count: 320) + " x e.top", 8, "the number is too large"),
        ("d.top = e.top @" + String(repeating: "9", count: 400), 15, "the number is too large"),
    ])
    func errorsPointIntoTheString(text: String, offset: Int, message: String) {
        do {
            _ = try EquationParser.parse(text)
            Issue.record("\(text) parsed")
        } catch {
            #expect(error.offset == offset, "\(text): \(error)")
            #expect(error.message.hasPrefix(message), "\(text): \(error.message)")
        }
    }
}
