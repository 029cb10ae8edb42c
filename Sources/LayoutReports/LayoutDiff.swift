import LayoutCompilation
import LayoutDocument
import LayoutFiles
import SizeClassResolution

/// What changed between two versions of a layout, class by class: the constraints and
/// views installed or removed, constants, priorities and view attributes (a stack's
/// axis, spacing, alignment, …) changed, the frames that move by more than 0.5 pt on
/// each class's representative devices, and the problems introduced or fixed. Each
/// change once, with the classes (and devices) it concerns.
public struct LayoutDiff: Sendable {
    /// One change.
    public struct Change: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case constraintInstalled = "constraint-installed"
            case constraintRemoved = "constraint-removed"
            case constraintChanged = "constraint-changed"
            case viewInstalled = "view-installed"
            case viewRemoved = "view-removed"
            case viewChanged = "view-changed"
            case frameMoved = "frame-moved"
        }

        public var kind: Kind
        public var id: String
        /// What it was and is: an equation, attributes (nil on the side without it); for
        /// a moved frame, `new` is the movement (`y +7.5, height −15`).
        public var old: String?
        public var new: String?
        public var sizeClasses: [SizeClass]
        /// For a moved frame: the environments it moves on.
        public var environments: [Environment]
        /// A view's name as Xcode's outline shows it.
        public var name: String? = nil
        /// A moved frame moves on every device checked.
        public var onEveryEnvironment = false
    }

    /// One layout of the files compared.
    public struct Entry: Sendable {
        public enum Status: String, Sendable { case same, changed, added, removed }
        public var name: String
        public var status: Status
        public var changes: [Change]
        /// Problems the new version has and the old one did not, and the other way round.
        public var introduced: [Problem]
        public var fixed: [Problem]
    }

    public var oldName: String
    public var newName: String
    public var entries: [Entry]

    /// Whether anything differs.
    public var hasDifferences: Bool { entries.contains { $0.status != .same } }

    /// Compares the layouts of two files, matched by scene id (storyboards, xibs) or
    /// name. `oldName` and `newName` are how the files are shown (`Main.storyboard@HEAD`).
    public init(old: [LayoutFile], new: [LayoutFile], oldName: String, newName: String) {
        self.oldName = oldName
        self.newName = newName
        func key(_ f: LayoutFile) -> String { f.scene?.id ?? f.document?.name ?? "" }
        var entries: [Entry] = []
        var matched = Set<String>()
        for n in new {
            let k = key(n)
            let name = n.scene?.name ?? n.document?.name ?? newName
            guard let o = old.first(where: { key($0) == k }) else {
                entries.append(Entry(name: name, status: .added, changes: [], introduced: [], fixed: []))
                continue
            }
            matched.insert(k)
            entries.append(Self.compare(o, n, name: name, oldName: oldName, newName: newName))
        }
        for o in old where !matched.contains(key(o)) {
            let name = o.scene?.name ?? o.document?.name ?? oldName
            entries.append(Entry(name: name, status: .removed, changes: [], introduced: [], fixed: []))
        }
        self.entries = entries
    }

    static func compare(_ o: LayoutFile, _ n: LayoutFile, name: String, oldName: String, newName: String) -> Entry {
        guard let od = o.document, let nd = n.document, o.isValid, n.isValid else {
            // Problems only: a version with errors is not laid out.
            let introduced = Self.difference(problems(n, nil, path: newName), problems(o, nil, path: oldName))
            let fixed = Self.difference(problems(o, nil, path: oldName), problems(n, nil, path: newName))
            let same = introduced.isEmpty && fixed.isEmpty
            return Entry(name: name, status: same ? .same : .changed, changes: [], introduced: introduced, fixed: fixed)
        }
        let oldLayouts = SizeClass.all.map { Resolver(document: od, path: o.path).resolve(for: $0) }
        let newLayouts = SizeClass.all.map { Resolver(document: nd, path: n.path).resolve(for: $0) }
        var changes: [Change] = []
        func record(_ change: Change) {
            if let k = changes.firstIndex(where: {
                $0.kind == change.kind && $0.id == change.id && $0.old == change.old && $0.new == change.new
            }) {
                for c in change.sizeClasses where !changes[k].sizeClasses.contains(c) {
                    changes[k].sizeClasses.append(c)
                }
                for e in change.environments where !changes[k].environments.contains(e) {
                    changes[k].environments.append(e)
                }
            } else {
                changes.append(change)
            }
        }
        for (ol, nl) in zip(oldLayouts, newLayouts) {
            let c = ol.sizeClass
            let oc = Self.constraints(ol)
            let nc = Self.constraints(nl)
            for (id, eq) in nc.list {
                if let was = oc.map[id] {
                    if was != eq {
                        record(
                            Change(
                                kind: .constraintChanged, id: id, old: was, new: eq, sizeClasses: [c], environments: [])
                        )
                    }
                } else {
                    record(
                        Change(
                            kind: .constraintInstalled, id: id, old: nil, new: eq, sizeClasses: [c], environments: []))
                }
            }
            for (id, eq) in oc.list where nc.map[id] == nil {
                record(Change(kind: .constraintRemoved, id: id, old: eq, new: nil, sizeClasses: [c], environments: []))
            }
            let ov = Dictionary(ol.nodes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let nv = nl.nodes
            for v in nv {
                guard let was = ov[v.id] else {
                    record(
                        Change(kind: .viewInstalled, id: v.id, old: nil, new: nil, sizeClasses: [c], environments: []))
                    continue
                }
                let (before, after) = Self.attributeDifferences(was.attributes, v.attributes)
                if !before.isEmpty || !after.isEmpty {
                    record(
                        Change(
                            kind: .viewChanged, id: v.id, old: before, new: after, sizeClasses: [c], environments: []))
                }
            }
            let newIds = Set(nv.map(\.id))
            for v in ol.nodes where !newIds.contains(v.id) {
                record(Change(kind: .viewRemoved, id: v.id, old: nil, new: nil, sizeClasses: [c], environments: []))
            }
        }
        // Frames, on each class's representative devices.
        let oldCheck = SizeClassCheck(od, path: o.path)
        let newCheck = SizeClassCheck(nd, path: n.path)
        for (oc, nc) in zip(oldCheck.classes, newCheck.classes) {
            for s in nc.solutions {
                guard let before = oc.solutions.first(where: { $0.environment == s.environment }) else { continue }
                let frames = Dictionary(before.frames.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                for f in s.frames {
                    guard let was = frames[f.id], Self.moved(was, f) else { continue }
                    var e = s.environment
                    e.sizeClass = .anyAny
                    record(
                        Change(
                            kind: .frameMoved, id: f.id, old: nil, new: Self.frameMovement(was, f),
                            sizeClasses: [nc.sizeClass], environments: [e]))
                }
            }
        }
        let names = od.itemNames.merging(nd.itemNames) { _, new in new }
        var all = Set<Environment>()
        for c in newCheck.classes {
            for s in c.solutions {
                var e = s.environment
                e.sizeClass = .anyAny
                all.insert(e)
            }
        }
        for k in changes.indices {
            changes[k].sizeClasses = SizeClass.all.filter(changes[k].sizeClasses.contains)
            changes[k].onEveryEnvironment = !all.isEmpty && Set(changes[k].environments) == all
            if ![.constraintInstalled, .constraintRemoved, .constraintChanged].contains(changes[k].kind) {
                changes[k].name = names[changes[k].id]
            }
        }
        let oldProblems = problems(o, oldCheck, path: oldName)
        let newProblems = problems(n, newCheck, path: newName)
        let introduced = Self.difference(newProblems, oldProblems)
        let fixed = Self.difference(oldProblems, newProblems)
        let same = changes.isEmpty && introduced.isEmpty && fixed.isEmpty
        return Entry(
            name: name, status: same ? .same : .changed, changes: changes, introduced: introduced, fixed: fixed)
    }

    /// The layout's problems, shown at `path`, with their fingerprints' layout name.
    static func problems(_ file: LayoutFile, _ check: SizeClassCheck?, path: String) -> [(String, Problem)] {
        let name = file.scene?.name ?? file.document?.name
        let result =
            check.map { LayoutResult(path: file.path, name: name, check: $0, warnings: file.diagnostics) }
            ?? LayoutResult(file)
        return result.problems.map { p in
            var p = p
            p.diagnostic.path = path
            return (p.fingerprint(layout: name), p)
        }
    }

    /// The problems of `a` that `b` does not have (by fingerprint, counted).
    static func difference(_ a: [(String, Problem)], _ b: [(String, Problem)]) -> [Problem] {
        var remaining: [String: Int] = [:]
        for (f, _) in b { remaining[f, default: 0] += 1 }
        return a.compactMap { f, p in
            if let n = remaining[f], n > 0 {
                remaining[f] = n - 1
                return nil
            }
            return p
        }
    }

    /// Installed constraints by id (a visual format's by `id#k`), with their equations
    /// in this class.
    static func constraints(_ layout: ResolvedLayout) -> (list: [(String, String)], map: [String: String]) {
        var list: [(String, String)] = []
        var seen: [String: Int] = [:]
        let names = layout.itemNames
        for c in layout.constraints {
            let base = c.source.id
            let k = seen[base, default: 0]
            seen[base] = k + 1
            let id = k == 0 ? base : "\(base)#\(k + 1)"
            var text = c.effective.equationText(naming: names)
            if c.priority < 1000 && !text.contains("@") { text += " @\(formatNumber(c.priority))" }
            list.append((id, text))
        }
        return (list, Dictionary(list, uniquingKeysWith: { a, _ in a }))
    }

    /// The attributes that differ, each side as `name value, …` (`spacing 8`).
    static func attributeDifferences(_ a: ViewAttributes, _ b: ViewAttributes) -> (String, String) {
        var before: [String] = []
        var after: [String] = []
        let left = Mirror(reflecting: a).children
        let right = Array(Mirror(reflecting: b).children)
        for (k, child) in left.enumerated() {
            guard let label = child.label, label != "installed", k < right.count else { continue }
            let x = describe(child.value)
            let y = describe(right[k].value)
            if x != y {
                before.append("\(label) \(x)")
                after.append("\(label) \(y)")
            }
        }
        return (before.joined(separator: ", "), after.joined(separator: ", "))
    }

    /// An attribute's value for people: numbers as the documents write them, `default`
    /// for an unset one.
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let some = mirror.children.first?.value else { return "default" }
            return describe(some)
        }
        switch value {
        case let d as Double: return formatNumber(d)
        case let p as AxisPair<Double>: return "\(formatNumber(p.horizontal))/\(formatNumber(p.vertical))"
        case let e as EdgeInsets:
            return [e.top, e.leading, e.bottom, e.trailing].map(formatNumber).joined(separator: " ")
        default:
            if let r = value as? any RawRepresentable { return "\(r.rawValue)" }
            return "\(value)"
        }
    }

    static func moved(_ a: LayoutSolution.Frame, _ b: LayoutSolution.Frame) -> Bool {
        abs(a.x - b.x) > 0.5 || abs(a.y - b.y) > 0.5 || abs(a.width - b.width) > 0.5 || abs(a.height - b.height) > 0.5
    }

    /// How a frame moved, `y +7.5, height −15`: the same movement on several devices
    /// (a centred view on screens of other heights) is then one change.
    static func frameMovement(_ a: LayoutSolution.Frame, _ b: LayoutSolution.Frame) -> String {
        var parts: [String] = []
        for (name, x, y) in [
            ("x", a.x, b.x), ("y", a.y, b.y), ("width", a.width, b.width), ("height", a.height, b.height),
        ]
        where abs(x - y) > 0.5 {
            let d = y - x
            parts.append("\(name) \(d > 0 ? "+" : "\u{2212}")\(formatNumber(abs(d)))")
        }
        return parts.joined(separator: ", ")
    }
}
