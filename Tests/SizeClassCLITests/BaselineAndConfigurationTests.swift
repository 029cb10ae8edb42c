import Foundation
import Testing

/// A baseline hides known problems and survives edits elsewhere in the file; a
/// configuration file chooses files, rules, severities and strictness; a file that
/// cannot be used is an error at its place with exit status 2.
@Suite("Baselines and configuration")
struct BaselineAndConfigurationTests {
    /// A layout with a conflict in compact-regular.
    static let conflict = try! CLI.text("Tests/Documents/solve/conflict.xml")

    @Test func aBaselineHidesKnownProblemsAcrossAnUnrelatedEdit() throws {
        let folder = try CLI.makeFolder("baseline")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.write(Self.conflict, to: "Screen.xml", in: folder)
        // The configuration names the baseline, which does not exist yet.
        try CLI.write("baseline: known.json\n", to: ".sizeclass.yml", in: folder)
        let (written, message) = try CLI.run(["check", "Screen.xml", "--write-baseline", "known.json"], in: folder)
        #expect(written == 0)
        #expect(message == "known.json: 1 problem recorded\n")
        let (configured, _) = try CLI.run(["check", "Screen.xml"], in: folder)
        #expect(configured == 0, "the configuration's baseline applies")

        // An edit elsewhere: a comment and a new, well-constrained view move every line.
        let edited = Self.conflict
            .replacingOccurrences(
                of: "<layout version=\"1\" name=\"Conflict\">",
                with: "<layout version=\"1\" name=\"Conflict\">\n  <!-- a note -->\n"
            )
            .replacingOccurrences(of: "<view id=\"blue\"/>", with: "<view id=\"blue\"/>\n    <view id=\"red\"/>")
            .replacingOccurrences(
                of: "  </constraints>",
                with: """
                      <constraint id="r1" eq="red.leading = root.leading"/>
                      <constraint id="r2" eq="red.top = root.top"/>
                      <constraint id="r3" eq="red.width = 10"/>
                      <constraint id="r4" eq="red.height = 10"/>
                    </constraints>
                    """)
        try CLI.write(edited, to: "Screen.xml", in: folder)
        let (status, output) = try CLI.run(["check", "Screen.xml", "--baseline", "known.json"], in: folder)
        #expect(status == 0, "\(output)")
        #expect(!output.contains("[unsatisfiable]"))
        #expect(output.hasSuffix("(0 errors, 0 warnings); 1 known problem hidden by the baseline\n"), "\(output)")

        // A new problem is reported; the known one stays hidden.
        try CLI.write(
            edited.replacingOccurrences(of: "<constraint id=\"r4\" eq=\"red.height = 10\"/>", with: ""),
            to: "Screen.xml", in: folder)
        let (again, more) = try CLI.run(["check", "Screen.xml", "--baseline", "known.json"], in: folder)
        #expect(again == 1)
        #expect(more.contains("'red' is ambiguous vertically"))
        #expect(!more.contains("[unsatisfiable]"))
    }

    @Test func aMissingOrBrokenBaselineIsAnError() throws {
        let (status, output) = try CLI.run([
            "check", "--baseline", "/no/such/known.json", "Layouts/simple-single-view.xml",
        ])
        #expect(status == 2)
        #expect(output == "/no/such/known.json:1:1: error: cannot read the baseline file [baseline]\n")
        let folder = try CLI.makeFolder("bad-baseline")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = try CLI.write("[1, 2]", to: "known.json", in: folder)
        let (broken, text) = try CLI.run(["check", "--baseline", bad.path, "Layouts/simple-single-view.xml"])
        #expect(broken == 2)
        #expect(text.contains("not a baseline that `check --write-baseline` wrote"))
    }

    @Test func theConfigurationChoosesFilesRulesAndSeverities() throws {
        let folder = try CLI.makeFolder("config")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.write(Self.conflict, to: "App/Screen.xml", in: folder)
        try CLI.write(try CLI.text("Tests/Documents/grid/findings.xml"), to: "App/Findings.xml", in: folder)
        try CLI.write(Self.conflict, to: "Pods/Lib/Vendor.xml", in: folder)
        try CLI.write(
            """
            included: [App, Pods]
            excluded: [Pods]
            disabled_rules: [never-installed, idle-variation, conflicting-variations, unconstrained-view]
            unsatisfiable: warning
            ambiguous:
              severity: warning
            """, to: ".sizeclass.yml", in: folder)
        let (status, output) = try CLI.run(["check"], in: folder)
        #expect(status == 0, "\(output)")
        #expect(!output.contains("Vendor.xml"))
        #expect(output.contains("App/Screen.xml:12:5: warning: unable to simultaneously satisfy"))
        #expect(!output.contains("[never-installed]"))
        #expect(output.hasSuffix("2 files: 0 ok, 1 ambiguous, 1 unsatisfiable, 0 invalid (0 errors, 6 warnings)\n"))

        // From a subfolder, the configuration is found upwards.
        let (_, sub) = try CLI.run(["check", "Screen.xml"], in: folder.appendingPathComponent("App"))
        #expect(sub.contains("Screen.xml:12:5: warning: "))

        // strict: warnings fail.
        let (strict, _) = try CLI.run(["check", "--strict"], in: folder)
        #expect(strict == 1)
        let (ignored, _) = try CLI.run(["check", "--no-config", "App/Screen.xml"], in: folder)
        #expect(ignored == 1)
    }

    @Test func configuredDevicesAreTheOnesChecked() throws {
        let folder = try CLI.makeFolder("devices")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.write(Self.conflict, to: "Screen.xml", in: folder)
        try CLI.write("devices: [ipad-pro-13]\norientations: [portrait]\n", to: ".sizeclass.yml", in: folder)
        // The conflict is compact-regular's only; an iPad in portrait never shows it.
        let (status, output) = try CLI.run(["check", "-v", "Screen.xml"], in: folder)
        #expect(status == 0, "\(output)")
        #expect(output.contains("  regular-regular  ok           iPad Pro 13-inch"), "\(output)")
        #expect(output.contains("  compact-regular  not checked"))
    }

    @Test func configurationMistakesAreLocatedAndExitTwo() throws {
        let folder = try CLI.makeFolder("bad-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.write("strict: true\nexclude: [Pods]\n", to: ".sizeclass.yml", in: folder)
        let (status, output) = try CLI.run(["validate", "x.xml"], in: folder)
        #expect(status == 2)
        #expect(output.hasPrefix(".sizeclass.yml:2:1: error: unknown key 'exclude'"), "\(output)")
        #expect(output.hasSuffix("[configuration]\n"))
        let (missing, text) = try CLI.run(["validate", "--config", "/no/such/config.yml", "Layouts/"])
        #expect(missing == 2)
        #expect(text == "/no/such/config.yml:1:1: error: cannot read the configuration file [configuration]\n")
        try CLI.write("devices: [iphone-99]\n", to: ".sizeclass.yml", in: folder)
        let (device, deviceText) = try CLI.run(["check", "x.xml"], in: folder)
        #expect(device == 2)
        #expect(deviceText.contains("unknown device 'iphone-99'"))
    }
}
