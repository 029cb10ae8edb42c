import LayoutCompilation
import LayoutDocument
import Testing

/// Documents written with `<visual>` formats lay out exactly like their structured twins,
/// in every size class on every representative device.
@Suite("Visual formats solve like their structured twins")
struct VisualFormatTwinTests {
    @Test(arguments: [
        "two-buttons-with-size-class-based-layouts", "three-equal-width-buttons", "two-equal-width-views",
    ])
    func sameFramesEverywhere(recipe: String) {
        let structured = SizeClassCheck(Recipe.document(recipe), path: recipe)
        let visual = SizeClassCheck(Recipe.document("\(recipe)-vfl"), path: recipe)
        #expect(structured.status == .ok && visual.status == .ok)
        for (a, b) in zip(structured.classes, visual.classes) {
            #expect(a.solutions.count == b.solutions.count)
            for (s, v) in zip(a.solutions, b.solutions) {
                let place = "\(a.sizeClass) on \(s.environment.deviceName ?? "?")"
                #expect(s.frames.map(\.id) == v.frames.map(\.id), "\(place)")
                for (f, g) in zip(s.frames, v.frames) {
                    #expect([f.x, f.y, f.width, f.height] == [g.x, g.y, g.width, g.height], "\(place): \(f.id)")
                }
            }
        }
    }

    /// A conflict inside a format names the derived constraint, its equation and the
    /// column where the format writes it.
    @Test func conflictsNameTheFormatsConstraint() {
        let s = SemanticsTests.solve(
            #"<view id="a"/><view id="b"/>"#,
            """
            <constraint id="c1" eq="a.width = 300"/>
            <constraint id="c2" eq="b.width = 300"/>
            <visual id="row" format="H:|[a]-10-[b]|"/>
            <constraint id="c3" eq="a.top = root.top"/><constraint id="c4" eq="b.top = root.top"/>
            <constraint id="c5" eq="a.height = 10"/><constraint id="c6" eq="b.height = 10"/>
            """)
        #expect(s.status == .unsatisfiable)
        let conflict = s.conflicts.first
        #expect(conflict?.broken.id == "row.3")
        #expect(conflict?.broken.equation == "superview.trailing = b.trailing")
        #expect(
            conflict.map { Set($0.conflictingWith.map(\.id)) }?.isSuperset(of: ["row.1", "row.2", "c1", "c2"]) == true)
        // The line starts `<visual id="row" format="`, so the format starts at column 27;
        // the '|' that closes it (where the broken constraint is written) is 12 further.
        #expect(conflict?.broken.location.column == 27 + 12)
    }
}
