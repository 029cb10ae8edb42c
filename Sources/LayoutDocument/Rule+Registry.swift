extension Rule {
    /// Every rule, in the order of the pipeline's stages.
    public static let all: [Rule] = reading + document + interfaceBuilder + sizeClasses + layout

    private static func rule(
        _ id: RuleID, _ severity: Diagnostic.Severity, _ stage: Stage, _ summary: String,
        _ example: Example
    ) -> Rule {
        Rule(id: id, severity: severity, stage: stage, summary: summary, example: example)
    }

    private static func rule(
        _ id: RuleID, _ severity: Diagnostic.Severity, _ stage: Stage, _ summary: String,
        withoutExample reason: String
    ) -> Rule {
        Rule(id: id, severity: severity, stage: stage, summary: summary, withoutExample: reason)
    }

    /// Behind the schema: the schema reports the mistake first, at the same place.
    private static let behindSchema =
        "the schema reports the same mistake first; the reader keeps its own message for documents read without it"

    private static let twoViews = #"<view id="a"/><view id="b"/>"#

    private static let reading: [Rule] = [
        rule(
            .io, .error, .reading, "the file cannot be read (missing, a directory, no permission)",
            .raw(nil)),
        rule(
            .xmlSize, .error, .reading, "the file is over 256 MiB",
            withoutExample: "only a file over 256 MiB shows it; ReadingLimitTests makes a sparse one"),
        rule(
            .xmlSyntax, .error, .reading, "the file is not well-formed XML",
            .raw(#"<layout version="1"><view id="root"></layout>"#)),
        rule(
            .mergeConflict, .error, .reading, "the file still has Git's conflict markers from a merge (`<<<<<<< HEAD`)",
            .raw(
                "<layout version=\"1\">\n<<<<<<< HEAD\n<view id=\"root\"/>\n=======\n<view id=\"main\"/>\n>>>>>>> feature\n</layout>\n"
            )),
        rule(
            .xmlEncoding, .error, .reading, "the file is not UTF-8",
            .raw(
                "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<layout version=\"1\"><view id=\"root\"/></layout>\n")
        ),
        rule(
            .xmlDoctype, .error, .reading, "the file has a DOCTYPE (no DTDs or entities are read)",
            .raw("<!DOCTYPE layout>\n<layout version=\"1\"><view id=\"root\"/></layout>\n")),
        rule(
            .xmlDepth, .error, .reading, "elements are nested more than 256 deep",
            .raw(
                "<layout version=\"1\">" + String(repeating: "<view>", count: 300)
                    + String(repeating: "</view>", count: 300) + "</layout>\n")),
        rule(
            .schema, .error, .reading, "the document breaks Schemas/layout.xsd",
            .document(#"<box id="a"/>"#)),
        rule(
            .configuration, .error, .reading,
            "the configuration file (.sizeclass.yml) cannot be read, is not YAML, or has an unknown key or a bad value",
            Example(
                text: "disabled_rules: [never-installed]\nstrict: sometimes\n", fileExtension: "yml",
                arguments: ["validate", "--config", "FILE", "Layouts/simple-single-view.xml"])),
        rule(
            .baseline, .error, .reading,
            "the baseline file cannot be read or is not one `check --write-baseline` wrote",
            Example(
                text: "{\"version\": 1}\n", fileExtension: "json",
                arguments: ["check", "--baseline", "FILE", "Layouts/simple-single-view.xml"])),
    ]

    private static let document: [Rule] = [
        rule(
            .constraintForm, .error, .document, "a constraint needs either eq or first/second, not both",
            .document(
                #"<view id="a"/>"#,
                constraints: #"<constraint id="c1" eq="a.width = 10" first="a.width"/>"#)),
        rule(
            .value, .error, .document, "an attribute's value cannot be read",
            .document(
                #"<view id="a"/>"#, constraints: #"<visual id="v" format="H:|[a]|" metrics="gap"/>"#)),
        rule(
            .unknownAttribute, .error, .document, "a first or second names a layout attribute that does not exist",
            withoutExample: behindSchema),
        rule(
            .eqSyntax, .error, .document, "an equation cannot be read",
            .document(
                #"<view id="a"/>"#, constraints: #"<constraint id="c1" eq="a.leading = = root.leading"/>"#)),
        rule(
            .variationAttribute, .error, .document, "a view or its variation sets a stack's attribute",
            withoutExample: behindSchema),
        rule(
            .duplicateID, .error, .document, "two items or constraints share an id",
            .document(#"<view id="a"/><view id="a"/>"#)),
        rule(
            .reservedID, .error, .document, "an item is named like a built-in guide or superview",
            .document(#"<view id="superview"/>"#)),
        rule(
            .unknownItem, .error, .document, "a constraint names an item that is not in the layout",
            .document(
                #"<view id="a"/>"#, constraints: #"<constraint id="c1" eq="ghost.leading = root.leading"/>"#)),
        rule(
            .superview, .error, .document, "'superview' is used for an item that has none",
            .document(
                "", constraints: #"<constraint id="c1" eq="root.leading = superview.leading"/>"#)),
        rule(
            .axisMismatch, .error, .document,
            "a constraint relates different axes, or sets a position to a constant",
            .document(
                #"<view id="a"/>"#, constraints: #"<constraint id="c1" eq="a.leading = root.top"/>"#)),
        rule(
            .directionMix, .error, .document, "a constraint mixes leading/trailing with left/right",
            .document(
                #"<view id="a"/>"#, constraints: #"<constraint id="c1" eq="a.leading = root.left"/>"#)),
        rule(
            .duplicateVariation, .error, .document, "an element has two variations for one size class",
            .document(
                #"<view id="a"><variation class="compact-regular" hidden="true"/>"#
                    + #"<variation class="compact-regular" hidden="false"/></view>"#)),
        rule(
            .anyAnyVariation, .warning, .document, "an any-any variation restates the element's own attributes",
            .document(#"<view id="a"><variation class="any-any" hidden="true"/></view>"#)),
        rule(
            .priorityRange, .error, .document, "a hugging, compression resistance or format priority is outside 1…1000",
            .document(#"<view id="a" hugging="0"/>"#)),
        rule(
            .limit, .error, .document,
            "past a limit of `DocumentLimits`: over 50,000 items or 200,000 constraints in a layout, 5,000 layouts in a file, a text over 100,000 characters, a number beyond ±10,000,000 points, a multiplier beyond 1/10,000…10,000, or 0 on a position",
            .document(#"<view id="a"/>"#, constraints: #"<constraint id="c" first="a.width" constant="20000000"/>"#)),
        rule(
            .vflSyntax, .error, .document, "a visual format does not parse",
            .document(twoViews, constraints: #"<visual id="v" format="H:|-[a"/>"#)),
        rule(
            .vflMetric, .error, .document, "a visual format names a metric its metrics lack",
            .document(twoViews, constraints: #"<visual id="v" format="H:|-gap-[a]|"/>"#)),
        rule(
            .vflOption, .error, .document, "a visual format has an unknown or misapplied option",
            .document(
                twoViews, constraints: #"<visual id="v" format="H:|[a][b]|" options="alignAllWobble"/>"#)),
    ]

    private static let interfaceBuilder: [Rule] = [
        rule(
            .interfaceBuilder, .error, .interfaceBuilder,
            "a .storyboard or .xib is not an Interface Builder document (a warning when it has nothing to lay out)",
            .raw(
                #"<layout version="1"><view id="root"/></layout>"#, fileExtension: "storyboard")),
        rule(
            .ibAttribute, .warning, .interfaceBuilder,
            "an Interface Builder constraint or attribute that sizeclass does not know is left out",
            .xib(
                constraints: #"<constraint firstAttribute="wobble" constant="10" id="bad-ct-001"/>"#)),
        rule(
            .unknownFont, .warning, .interfaceBuilder,
            "text in a named font sizeclass has no widths for (no file, open twin, own advances or fitted factors) is measured as San Francisco (an estimate)",
            .xib(
                subview: """
                    <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="fnt-lb-001">
                        <rect key="frame" x="20" y="10" width="40" height="21"/>
                        <fontDescription key="fontDescription" name="MarkerFelt-Wide" family="Marker Felt" pointSize="17"/>
                    </label>
                    """,
                constraints: """
                    <constraint firstItem="fnt-lb-001" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="20" id="fnt-ld-001"/>
                    <constraint firstItem="fnt-lb-001" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="10" id="fnt-tp-001"/>
                    """)),
        rule(
            .scene, .error, .interfaceBuilder, "--scene names no scene of the file, or is given for a layout document",
            .document("", arguments: ["validate", "FILE", "--scene", "Main"])),
    ]

    private static let sizeClasses: [Rule] = [
        rule(
            .conflictingVariations, .warning, .sizeClasses,
            "a width-only and a height-only variation set one attribute differently for a class (width wins)",
            .document(
                #"<view id="a"/>"#,
                constraints: """
                    <constraint id="c1" eq="a.top = root.top + 8"><variation class="compact-any" constant="20"/>\
                    <variation class="any-regular" constant="30"/></constraint>
                    """)),
        rule(
            .neverInstalled, .warning, .sizeClasses, "a constraint is installed in no size class",
            .document(
                #"<view id="a"/>"#, constraints: #"<constraint id="c1" eq="a.width = 10" installed="false"/>"#)),
        rule(
            .idleVariation, .warning, .sizeClasses, "a variation gives its class the values it would have without it",
            .document(
                #"<view id="a"/>"#,
                constraints: """
                    <constraint id="c1" eq="a.width = 10"><variation class="compact-any" constant="10"/></constraint>
                    """)),
        rule(
            .unconstrainedView, .warning, .sizeClasses, "an installed view is placed by no constraint",
            .document(#"<view id="a"/>"#)),
    ]

    private static let layout: [Rule] = [
        rule(
            .invalidConstraint, .warning, .layout,
            "a constraint the engine cannot take (a number that is not finite) is left out",
            withoutExample:
                "the engine's last defence: the limit rule keeps every number of a file in range, so no file reaches it"
        ),
        rule(
            .stackAlignment, .warning, .layout, "a vertical stack has a baseline alignment (UIKit uses fill)",
            .document(
                #"<stack id="s" axis="vertical" alignment="firstBaseline"/>"#,
                constraints: """
                    <constraint id="c1" eq="s.top = root.top"/><constraint id="c2" eq="s.leading = root.leading"/>\
                    <constraint id="c3" eq="s.width = 10"/><constraint id="c4" eq="s.height = 10"/>
                    """)),
        rule(
            .unsatisfiable, .error, .layout, "required constraints cannot all hold; one is broken",
            .document(
                #"<view id="a"/>"#,
                constraints: """
                    <constraint id="c1" eq="a.leading = root.leading"/><constraint id="c2" eq="a.top = root.top"/>\
                    <constraint id="c3" eq="a.height = 10"/><constraint id="c4" eq="a.width = 10"/>\
                    <constraint id="c5" eq="a.width = 20"/>
                    """)),
        rule(
            .customViewSize, .warning, .layout,
            "nothing sizes a view of a custom class, which may size itself: laid out at its saved size",
            .xib(
                subview: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rat-vw-001" customClass="RatingView">
                        <rect key="frame" x="20" y="10" width="120" height="24"/>
                    </view>
                    """,
                constraints: """
                    <constraint firstItem="rat-vw-001" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="20" id="rat-ld-001"/>
                    <constraint firstItem="rat-vw-001" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="10" id="rat-tp-001"/>
                    """)),
        rule(
            .textTruncated, .warning, .layout,
            "a label, a button's title or a text view that does not scroll is laid out smaller than its text needs: its compression resistance gave way and UIKit cuts the text",
            .document(
                #"<view id="title" kind="label" text="A title longer than the room it has" intrinsicWidth="280" intrinsicHeight="20.5"/>"#,
                constraints: """
                    <constraint id="l" eq="title.leading = root.leading + 16"/><constraint id="t" eq="title.top = root.top + 16"/>\
                    <constraint id="w" eq="title.width = 200"/>
                    """)),
        rule(
            .misplacedView, .warning, .layout,
            "on its design canvas, a view's frame differs from the one Xcode saved (`check --misplaced`)",
            .xib(
                subview: """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-vw-001">
                        <rect key="frame" x="10" y="10" width="50" height="50"/>
                    </view>
                    """,
                constraints: """
                    <constraint firstItem="box-vw-001" firstAttribute="leading" secondItem="roo-tv-iew" secondAttribute="leading" constant="20" id="box-ld-001"/>
                    <constraint firstItem="box-vw-001" firstAttribute="top" secondItem="roo-tv-iew" secondAttribute="top" constant="10" id="box-tp-001"/>
                    <constraint firstItem="box-vw-001" firstAttribute="width" constant="50" id="box-wd-001"/>
                    <constraint firstItem="box-vw-001" firstAttribute="height" constant="50" id="box-ht-001"/>
                    """,
                arguments: ["check", "FILE", "--misplaced"])),
        rule(
            .ambiguous, .error, .layout, "an item's position or size is not determined by its constraints",
            .document(
                #"<view id="a"/>"#,
                constraints: """
                    <constraint id="c1" eq="a.leading = root.leading"/><constraint id="c2" eq="a.top = root.top"/>\
                    <constraint id="c3" eq="a.height = 10"/>
                    """)),
    ]
}
