import Foundation
import LayoutDocument
import LayoutFiles
import LayoutXML
import Testing

@testable import SizeClassResolution

@Suite("Size classes")
struct SizeClassTests {
    @Test(arguments: ["compact-regular", "Compact-Regular", "wC hR", "wC/hR", "compact regular", "wCompact hRegular"])
    func commonSpellings(text: String) {
        #expect(SizeClass(parsing: text) == SizeClass(width: .compact, height: .regular))
    }

    @Test func badSpellings() {
        for text in ["", "compact", "wC", "big-small", "hR wC x"] {
            #expect(SizeClass(parsing: text) == nil, "\(text)")
        }
        #expect(SizeClass(parsing: "wAny hR") == SizeClass(width: .any, height: .regular))
    }

    @Test func nineClassesFourFinal() {
        #expect(SizeClass.all.count == 9 && Set(SizeClass.all).count == 9)
        #expect(
            SizeClass.finals.map(\.description) == [
                "compact-compact", "compact-regular", "regular-compact", "regular-regular",
            ])
    }

    @Test func resolutionChains() {
        #expect(
            SizeClass(parsing: "compact-regular")!.resolutionChain.map(\.description)
                == ["compact-regular", "compact-any", "any-regular", "any-any"])
        #expect(SizeClass(parsing: "compact-any")!.resolutionChain.map(\.description) == ["compact-any", "any-any"])
        #expect(SizeClass(parsing: "any-regular")!.resolutionChain.map(\.description) == ["any-regular", "any-any"])
        #expect(SizeClass.anyAny.resolutionChain == [.anyAny])
    }
}

@Suite("Resolving a document for a size class")
struct ResolverTests {
    func document(_ text: String) throws -> LayoutDocument {
        // The reader mutates while converting, so it runs outside #require.
        let parsed = XMLReader.parse(Array(text.utf8), path: "r.xml", schema: LayoutSchema.shared)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        var reader = LayoutDocumentReader(path: "r.xml")
        let root = try #require(parsed.root)
        let document = reader.document(from: root)
        return try #require(document)
    }

    func resolve(_ d: LayoutDocument, _ c: String) -> ResolvedLayout {
        Resolver(document: d, path: "r.xml").resolve(for: SizeClass(parsing: c)!)
    }

    @Test func cookbookSizeClassRecipe() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Layouts/two-buttons-with-size-class-based-layouts.xml")
        let d = try #require(LayoutFile.read(url.path).document)
        for c in SizeClass.all {
            let ids = Resolver(document: d, path: "x").resolve(for: c).constraints.map(\.source.id)
            let stacked = c == SizeClass(width: .compact, height: .regular)
            #expect(
                ids == (stacked ? ["c1", "c3", "c5", "c6", "c7", "c8", "c9"] : ["c1", "c2", "c3", "c4", "c5", "c6"]),
                "\(c)")
        }
    }

    @Test func attributeByAttributeMostSpecificFirst() throws {
        let d = try document(
            """
            <layout version="1"><view id="root"><view id="a" intrinsicWidth="10" hidden="false">
              <variation class="compact-any" intrinsicWidth="20"/>
              <variation class="any-regular" hidden="true"/>
              <variation class="compact-regular" intrinsicHeight="5"/>
            </view></view>
            <constraints><constraint id="c1" eq="a.width = 100 @500">
              <variation class="regular-any" constant="200"/>
              <variation class="any-compact" priority="250"/>
            </constraint></constraints></layout>
            """)
        let a = resolve(d, "compact-regular").root.children[0].attributes
        #expect(a.intrinsicWidth == 20 && a.hidden == true && a.intrinsicHeight == 5)
        let base = resolve(d, "compact-any").root.children[0].attributes
        #expect(base.intrinsicWidth == 20 && base.hidden == false && base.intrinsicHeight == nil)
        let rc = resolve(d, "regular-compact").constraints[0]
        #expect(rc.constant == .points(200) && rc.priority == 250)
        let aa = resolve(d, "any-any").constraints[0]
        #expect(aa.constant == .points(100) && aa.priority == 500)
    }

    @Test func conflictingPartialVariationsGoWidthFirstWithAWarning() throws {
        let d = try document(
            """
            <layout version="1"><view id="root"><view id="a"/></view>
            <constraints><constraint id="c1" eq="a.width = 10">
              <variation class="compact-any" constant="20"/>
              <variation class="any-regular" constant="30"/>
            </constraint></constraints></layout>
            """)
        let r = resolve(d, "compact-regular")
        #expect(r.constraints[0].constant == .points(20))
        #expect(
            r.warnings.map(\.description) == [
                "r.xml:3:3: warning: constraint 'c1': constant differs in compact-any (line 3) and any-regular (line 4) and compact-regular does not settle it; using compact-any [conflicting-variations]"
            ])
        #expect(resolve(d, "compact-compact").warnings.isEmpty)  // no height variation there
    }

    @Test func uninstalledViewTakesItsSubtreeAndConstraints() throws {
        let d = try document(
            """
            <layout version="1"><view id="root">
              <view id="box"><variation class="regular-regular" installed="false"/><view id="inner"/></view>
              <view id="hidden" hidden="true"/>
            </view>
            <constraints>
              <constraint id="c1" eq="inner.width = 10"/>
              <constraint id="c2" eq="hidden.width = 10"/>
              <constraint id="c3" eq="box.leading = root.leading"/>
              <visual id="row" format="H:|[inner]|"/>
            </constraints></layout>
            """)
        let r = resolve(d, "regular-regular")
        #expect(r.removedItems == ["box", "inner"])
        #expect(r.constraints.map(\.source.id) == ["c2"])
        #expect(r.removedConstraints == ["c1", "c3", "row"])
        #expect(r.root.allItems().map(\.id) == ["root", "hidden"])
        let other = resolve(d, "regular-compact")
        // The format's two constraints are expanded in place, after c1…c3.
        #expect(other.removedItems.isEmpty && other.visuals.count == 1)
        #expect(other.constraints.map(\.source.id) == ["c1", "c2", "c3", "row.1", "row.2"])
        #expect(other.constraints.map(\.visual) == [nil, nil, nil, "row", "row"])
        // One at a time (as a compilation reads them): the same constraints, each found
        // again at its position, and counted without being built.
        for (layout, expected) in [(r, ["c2"]), (other, ["c1", "c2", "c3", "row.1", "row.2"])] {
            var ids: [String] = []
            var again: [String] = []
            layout.forEachConstraint { position, c in
                ids.append(c.source.id)
                again.append(layout.constraint(at: position).source.id)
            }
            #expect(ids == expected && again == ids)
            #expect(layout.constraintCount == ids.count)
        }
    }
}
