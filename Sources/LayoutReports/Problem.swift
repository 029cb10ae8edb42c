import LayoutCompilation
import LayoutDocument

/// One problem a command found in a layout, reported once however many size classes and
/// devices show it: a conflict, an ambiguity, a finding of the grid, a warning of
/// resolution or solving, or a diagnostic of reading and validating.
///
/// Every reporter (text, JSON, SARIF, GitHub, JUnit, checkstyle, Markdown) prints these;
/// a baseline records their fingerprints.
public struct Problem: Sendable {
    /// The diagnostic, at the first place it was found; `sizeClasses` lists every class
    /// that shows it (empty when it does not depend on the class).
    public var diagnostic: Diagnostic
    /// The environments (device and orientation) whose solutions show it, in the order
    /// first met; empty for what does not come from solving.
    public var environments: [Environment]
    /// A conflict's constraints, the broken one first.
    public var constraints: [ConstraintDescription]
    /// What the problem is about, by id: a conflict's constraints (the broken one, then
    /// the others sorted), an ambiguous item and its axis. Empty when the message says it.
    public var subjects: [String]
    /// Hidden because a baseline knows it.
    public var isKnown = false
    /// Every environment the layout was solved in shows it.
    public var onEveryEnvironment = false
    /// The Dynamic Type sizes that show it, when `check` ran at several and not all of
    /// them do; empty otherwise.
    public var contentSizes: [ContentSizeCategory] = []

    public init(
        diagnostic: Diagnostic, environments: [Environment] = [], constraints: [ConstraintDescription] = [],
        subjects: [String] = []
    ) {
        self.diagnostic = diagnostic
        self.environments = environments
        self.constraints = constraints
        self.subjects = subjects
    }

    public var severity: Diagnostic.Severity { diagnostic.severity }
    public var rule: RuleID { diagnostic.rule }

    /// What two reports of the same problem share, whatever the class: the rule and
    /// the subjects (or, without subjects, the place and the message).
    var identity: [String] {
        let what =
            subjects.isEmpty
            ? ["\(diagnostic.location.line):\(diagnostic.location.column)", diagnostic.message] : subjects
        return [rule.rawValue, subjects.isEmpty ? "at" : "of"] + what
    }

    /// Takes in where another report of the same problem was met: `classes` and
    /// `environments`, each kept once, in the order first met.
    mutating func absorb(_ classes: [SizeClass], environments: [Environment]) {
        for c in classes where !diagnostic.sizeClasses.contains(c) { diagnostic.sizeClasses.append(c) }
        for e in environments where !self.environments.contains(e) { self.environments.append(e) }
    }

    /// Where it occurs, for people: `in every size class on iPhone 16 portrait and
    /// landscape, iPad portrait`; `in every size class but regular-regular, any-regular`;
    /// empty when it does not depend on the class.
    public var place: String {
        Self.place(
            classes: diagnostic.sizeClasses, contentSizes: contentSizes, environments: environments,
            onEveryEnvironment: onEveryEnvironment)
    }

    /// Where something occurs (a problem, a layout's problems, a change of `diff`).
    static func place(
        classes: [SizeClass], contentSizes: [ContentSizeCategory] = [], environments: [Environment] = [],
        onEveryEnvironment: Bool = false
    ) -> String {
        var parts: [String] = []
        if classes.count == SizeClass.all.count {
            parts.append("in every size class")
        } else if classes.count > 4 {
            let missing = SizeClass.all.filter { !classes.contains($0) }.map(\.description)
            parts.append("in every size class but \(missing.joined(separator: ", "))")
        } else if !classes.isEmpty {
            parts.append("in " + classes.map(\.description).joined(separator: ", "))
        }
        if !contentSizes.isEmpty {
            parts.append("at text size " + contentSizes.map(\.shortName).joined(separator: ", "))
        }
        if onEveryEnvironment && environments.count > 1 {
            parts.append("on every device checked")
        } else if !environments.isEmpty {
            parts.append("on " + Self.devices(environments))
        }
        return parts.joined(separator: " ")
    }

    /// The message with its place: what a one-line reporter prints. A finding whose
    /// message already names its classes keeps it as it is.
    public var fullMessage: String {
        let place = self.place
        let named =
            environments.isEmpty && diagnostic.sizeClasses.allSatisfy { diagnostic.message.contains($0.description) }
        return place.isEmpty || named ? diagnostic.message : "\(diagnostic.message) (\(place))"
    }

    /// `iPhone 16 portrait and landscape, iPad portrait`: each device once, with its
    /// orientations.
    static func devices(_ environments: [Environment]) -> String {
        var order: [String] = []
        var orientations: [String: [String]] = [:]
        for e in environments {
            // The catalog's first name: `iPhone 16`, not `iPhone 16, iPhone 14 Pro`.
            let name =
                e.deviceName.map { n in
                    DeviceCatalog.device(named: n).map { String($0.displayName.prefix { $0 != "," }) } ?? n
                } ?? e.size.description
            if orientations[name] == nil { order.append(name) }
            if let o = e.orientation?.rawValue, !(orientations[name] ?? []).contains(o) {
                orientations[name, default: []].append(o)
            } else if orientations[name] == nil {
                orientations[name] = []
            }
        }
        return order.map { name in
            let o = orientations[name] ?? []
            return o.isEmpty ? name : "\(name) \(o.joined(separator: " and "))"
        }.joined(separator: ", ")
    }
}
