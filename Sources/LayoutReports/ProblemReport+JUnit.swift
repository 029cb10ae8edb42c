import LayoutDocument

extension ProblemReport {
    /// JUnit's XML: a `<testsuite>` per file, a `<testcase>` per layout (for `check`,
    /// one per layout and size class, plus one for what does not depend on the class),
    /// each failing with its problems (errors; warnings too with `--strict`, otherwise
    /// they are the test case's output).
    func junit() -> String {
        struct Case {
            var name: String
            var problems: [Problem]
        }
        var order: [String] = []
        var cases: [String: [Case]] = [:]
        for l in layouts {
            if cases[l.path] == nil { order.append(l.path) }
            let layoutName = l.name ?? l.path
            let reported = l.reported
            if command == .check, l.check != nil {
                cases[l.path, default: []].append(
                    Case(name: layoutName, problems: reported.filter { $0.diagnostic.sizeClasses.isEmpty }))
                for c in SizeClass.all {
                    cases[l.path, default: []].append(
                        Case(
                            name: "\(layoutName) [\(c)]",
                            problems: reported.filter { $0.diagnostic.sizeClasses.contains(c) }))
                }
            } else {
                cases[l.path, default: []].append(Case(name: layoutName, problems: reported))
            }
        }
        let name = command == .check ? "sizeclass check" : "sizeclass validate"
        var suites: [String] = []
        var totalTests = 0
        var totalFailures = 0
        for path in order {
            let list = cases[path] ?? []
            let failures = list.filter { $0.problems.contains(where: fails) }.count
            totalTests += list.count
            totalFailures += failures
            var lines = [
                "  <testsuite name=\"\(XMLText.escaped(path))\" tests=\"\(list.count)\" failures=\"\(failures)\" errors=\"0\">"
            ]
            for c in list {
                let open = "    <testcase classname=\"\(XMLText.escaped(path))\" name=\"\(XMLText.escaped(c.name))\""
                if c.problems.isEmpty {
                    lines.append(open + "/>")
                    continue
                }
                lines.append(open + ">")
                let failing = c.problems.filter(fails)
                if let first = failing.first {
                    let text = failing.map { Self.line($0) }.joined(separator: "\n")
                    lines.append(
                        "      <failure type=\"\(first.rule.rawValue)\" message=\"\(XMLText.escaped(first.fullMessage))\">"
                            + XMLText.escaped(text) + "</failure>")
                }
                let others = c.problems.filter { !fails($0) }
                if !others.isEmpty {
                    lines.append(
                        "      <system-out>" + XMLText.escaped(others.map { Self.line($0) }.joined(separator: "\n"))
                            + "</system-out>")
                }
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
            suites.append(lines.joined(separator: "\n"))
        }
        return
            ([
                #"<?xml version="1.0" encoding="UTF-8"?>"#,
                "<testsuites name=\"\(name)\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\">",
            ] + suites + ["</testsuites>"]).joined(separator: "\n")
    }

    /// `path:line:column: error: message (place) [rule]`.
    static func line(_ p: Problem) -> String {
        var d = p.diagnostic
        d.message = p.fullMessage
        return d.description
    }
}
