import LayoutConfiguration
import LayoutDocument
import Testing

@Suite("Configuration (.sizeclass.yml)")
struct ConfigurationTests {
    @Test func everyKeyIsRead() throws {
        let c = try Configuration.parse(
            """
            included: [App, Modules]
            excluded:
              - Pods
              - "**/Generated/*.xib"
            disabled_rules: [unconstrained-view]
            never-installed: error
            ambiguous:
              severity: warning
            strict: true
            baseline: known.json
            reporter: [xcode, "sarif:out.sarif"]
            devices: [iphone-se, ipad-pro-13]
            orientations: portrait
            """, path: ".sizeclass.yml")
        #expect(c.included == ["App", "Modules"])
        #expect(c.excluded == ["Pods", "**/Generated/*.xib"])
        #expect(c.disabledRules == [.unconstrainedView])
        #expect(c.severities == [.neverInstalled: .error, .ambiguous: .warning])
        #expect(c.strict && c.baseline == "known.json")
        #expect(c.reporters == ["xcode", "sarif:out.sarif"])
        #expect(c.devices == ["iphone-se", "ipad-pro-13"] && c.orientations == ["portrait"])
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        #expect(try Configuration.parse("", path: "c.yml") == Configuration())
        #expect(try Configuration.parse("# nothing\n", path: "c.yml") == Configuration())
    }

    /// Each mistake is an error at the line and column of what is wrong.
    @Test(arguments: [
        ("strict: true\nbogus: 1\n", "c.yml:2:1: error: unknown key 'bogus'"),
        ("disabled_rules: [ambiguous, no-such-rule]\n", "c.yml:1:29: error: unknown rule 'no-such-rule'"),
        ("strict: sometimes\n", "c.yml:1:9: error: 'strict' takes true or false, not 'sometimes'"),
        ("ambiguous: fatal\n", "c.yml:1:12: error: 'ambiguous' takes a severity, warning or error, not 'fatal'"),
        ("orientations: [upside-down]\n", "c.yml:1:16: error: unknown orientation 'upside-down'"),
        ("excluded: {a: 1}\n", "c.yml:1:11: error: 'excluded' takes a list of values"),
        ("included: [a\n", "c.yml:2:1: error: not YAML"),
        ("- a\n- b\n", "c.yml:1:1: error: a configuration is a mapping"),
        ("strict: true\nstrict: false\n", "error: duplicate key 'strict'"),
        ("content_sizes: [large, huge]\n", "c.yml:1:24: error: unknown content size 'huge'"),
    ])
    func mistakesAreLocated(_ text: String, _ expected: String) {
        #expect(throws: ConfigurationError.self) { try Configuration.parse(text, path: "c.yml") }
        do {
            _ = try Configuration.parse(text, path: "c.yml")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.description.hasSuffix("[configuration]"))
        }
    }

    @Test func aMissingFileIsUnreadable() {
        do {
            _ = try Configuration.load(path: "/no/such/.sizeclass.yml")
            Issue.record("loaded a missing file")
        } catch {
            #expect(error.isUnreadable)
            #expect(
                error.description
                    == "/no/such/.sizeclass.yml:1:1: error: cannot read the configuration file [configuration]")
        }
    }

    @Test(arguments: [
        ("Pods", "Pods/Lib/View.xib", true),
        ("Pods", "App/Pods.storyboard", false),
        ("*.xib", "View.xib", true),
        ("*.xib", "App/View.xib", false),
        ("**/*.xib", "App/Cells/View.xib", true),
        ("**/*.xib", "View.xib", true),
        ("App/**/Generated", "App/A/B/Generated/X.xib", true),
        ("App/**/Generated", "App/Generated/X.xib", true),
        ("./App/", "App/Main.storyboard", true),
        ("App/?ain.storyboard", "App/Main.storyboard", true),
        ("App/?ain.storyboard", "App/Mxain.storyboard", false),
    ])
    func globs(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }
}
