import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution

extension LayoutResult {
    /// A layout `check` solved in all nine classes: every conflict, ambiguity, warning
    /// and finding once, with the classes and devices that show it. `warnings` are the
    /// file's own (validation, misplaced views).
    public init(path: String, name: String?, check: SizeClassCheck, warnings: [Diagnostic]) {
        var problems: [Problem] = []
        // Where each problem is in `problems`: a layout may have thousands, each met in
        // up to nine classes on several devices.
        var index: [[String]: Int] = [:]
        func merge(_ p: Problem, in sizeClass: SizeClass?, on environment: Environment?) {
            let classes = sizeClass.map { [$0] } ?? []
            let environments = environment.map { [$0] } ?? []
            if let k = index[p.identity] {
                problems[k].absorb(p.diagnostic.sizeClasses + classes, environments: environments)
            } else {
                var p = p
                p.absorb(classes, environments: environments)
                index[p.identity] = problems.count
                problems.append(p)
            }
        }
        for w in warnings { merge(Problem(diagnostic: w), in: nil, on: nil) }
        for w in check.layoutWarnings { merge(Problem(diagnostic: w), in: nil, on: nil) }
        for c in check.classes {
            for w in c.warnings { merge(Problem(diagnostic: w), in: c.sizeClass, on: nil) }
            for s in c.solutions {
                // The environment without its class: the same device shows several.
                var e = s.environment
                e.sizeClass = SizeClass.anyAny
                for conflict in s.conflicts {
                    let d = Diagnostic(
                        path: path, location: conflict.broken.location, message: conflict.message, rule: .unsatisfiable)
                    let subjects = [conflict.broken.id] + conflict.conflictingWith.map(\.id).sorted()
                    merge(
                        Problem(
                            diagnostic: d, constraints: [conflict.broken] + conflict.conflictingWith,
                            subjects: subjects),
                        in: c.sizeClass, on: e)
                }
                for a in s.ambiguities {
                    let d = Diagnostic(path: path, location: a.location, message: a.message, rule: .ambiguous)
                    merge(Problem(diagnostic: d, subjects: [a.id, a.axis.rawValue]), in: c.sizeClass, on: e)
                }
            }
        }
        for f in check.grid.findings { merge(Problem(diagnostic: f), in: nil, on: nil) }
        var all = Set<Environment>()
        for c in check.classes {
            for s in c.solutions {
                var e = s.environment
                e.sizeClass = SizeClass.anyAny
                all.insert(e)
            }
        }
        // Classes in the order of SizeClass.all, whatever order they were met in.
        for k in problems.indices {
            problems[k].diagnostic.sizeClasses = SizeClass.all.filter(problems[k].diagnostic.sizeClasses.contains)
            problems[k].onEveryEnvironment = !all.isEmpty && Set(problems[k].environments) == all
        }
        let status: Status =
            switch check.status {
            case .ok: .ok
            case .ambiguous: .ambiguous
            case .unsatisfiable: .unsatisfiable
            }
        self.init(path: path, name: name, status: status, problems: problems, check: check)
    }
}
