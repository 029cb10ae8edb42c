// Release-mode benchmark of solving: builds layout documents in memory (no parsing) of
// three shapes and two sizes, then times `solve` (resolve + compile + solve at one
// device, ambiguity analysis included) and `check` (all nine classes at their
// representative environments, plus the grid). One JSON object per line:
// {"workload": ..., "views": ..., "seconds": ..., "status": ...}; a solve also gives the
// engine's pivot count, its work independent of the machine's speed.
// Run via Tools/bench/solve-check.
import BenchSupport
import Glibc
import LayoutCompilation
import LayoutDocument
import SizeClassResolution

/// `rows`: a vertical stack of rows, each a first-baseline horizontal stack of a label,
/// a text field and a button (4 items a row).
func rows(_ views: Int) -> LayoutDocument {
    var rows: [LayoutItem] = []
    for r in 0..<(views / 4) {
        var label = LayoutItem(id: "label\(r)", kind: .label)
        label.attributes.intrinsicWidth = 60
        label.attributes.intrinsicHeight = 21
        label.attributes.firstBaseline = 17
        var field = LayoutItem(id: "field\(r)", kind: .textField)
        field.attributes.intrinsicWidth = 120
        field.attributes.intrinsicHeight = 34
        field.attributes.firstBaseline = 22
        field.attributes.hugging = AxisPair(horizontal: 48, vertical: 250)
        var button = LayoutItem(id: "button\(r)", kind: .button)
        button.attributes.intrinsicWidth = 50
        button.attributes.intrinsicHeight = 30
        button.attributes.firstBaseline = 20
        var row = LayoutItem(id: "row\(r)", element: .stack, children: [label, field, button])
        row.attributes.alignment = .firstBaseline
        row.attributes.spacing = 8
        rows.append(row)
    }
    var stack = LayoutItem(id: "list", element: .stack, children: rows)
    stack.attributes.axis = .vertical
    stack.attributes.spacing = 8
    return document(LayoutItem(id: "root", children: [stack]), pinning: "list")
}

/// `nested`: groups of a vertical stack holding two horizontal stacks of two labels
/// (7 items a group), in a vertical outer stack; the second row varies by class.
func nested(_ views: Int) -> LayoutDocument {
    var groups: [LayoutItem] = []
    for g in 0..<(views / 7) {
        func label(_ k: Int) -> LayoutItem {
            var l = LayoutItem(id: "l\(g)_\(k)", kind: .label)
            l.attributes.intrinsicWidth = Double(40 + k * 10)
            l.attributes.intrinsicHeight = 21
            return l
        }
        var top = LayoutItem(id: "top\(g)", element: .stack, children: [label(0), label(1)])
        top.attributes.distribution = .fillEqually
        top.attributes.spacing = 8
        var bottom = LayoutItem(id: "bottom\(g)", element: .stack, children: [label(2), label(3)])
        bottom.attributes.spacing = 8
        bottom.attributes.alignment = .center
        var axis = ViewAttributes()
        axis.axis = .vertical
        bottom.variations = [
            Variation(sizeClass: SizeClass(width: .regular, height: .any), attributes: axis, location: .unknown)
        ]
        var group = LayoutItem(id: "group\(g)", element: .stack, children: [top, bottom])
        group.attributes.axis = .vertical
        group.attributes.spacing = 4
        groups.append(group)
    }
    var stack = LayoutItem(id: "outer", element: .stack, children: groups)
    stack.attributes.axis = .vertical
    stack.attributes.spacing = 8
    return document(LayoutItem(id: "root", children: [stack]), pinning: "outer")
}

/// `grid`: plain views in rows of 10, each chained to its left neighbour and the view
/// above, equal widths along a row, pinned to the margins; compact width drops a gap.
func grid(_ views: Int) -> LayoutDocument {
    let columns = 10
    let rowCount = views / columns
    var items: [LayoutItem] = []
    var constraints: [ConstraintEntry] = []
    func ref(_ item: String, _ a: LayoutAttribute) -> ItemReference { ItemReference(item: item, attribute: a) }
    func add(
        _ first: ItemReference, _ second: ItemReference?, _ constant: Double = 0,
        priority: Double = 1000, compact: Double? = nil
    ) {
        var c = LayoutConstraint(
            id: "c\(constraints.count)", first: first, second: second,
            constant: .points(constant), priority: priority)
        if let compact {
            c.variations = [
                Variation(
                    sizeClass: SizeClass(width: .compact, height: .any),
                    attributes: ConstraintAttributes(constant: .points(compact)), location: .unknown)
            ]
        }
        constraints.append(.constraint(c))
    }
    for r in 0..<rowCount {
        for k in 0..<columns {
            let id = "v\(r)_\(k)"
            items.append(LayoutItem(id: id))
            add(
                ref(id, .leading), k == 0 ? ref("root", .leadingMargin) : ref("v\(r)_\(k - 1)", .trailing),
                k == 0 ? 0 : 8, compact: k == 0 ? nil : 4)
            if k > 0 { add(ref(id, .width), ref("v\(r)_0", .width)) }
            add(ref(id, .top), r == 0 ? ref("topLayoutGuide", .bottom) : ref("v\(r - 1)_\(k)", .bottom), 8)
            add(ref(id, .height), nil, 20)
        }
        add(ref("v\(r)_\(columns - 1)", .trailing), ref("root", .trailingMargin))
    }
    return LayoutDocument(
        version: 1, name: "grid", root: LayoutItem(id: "root", children: items),
        constraints: constraints)
}

func document(_ root: LayoutItem, pinning id: String) -> LayoutDocument {
    func c(_ n: String, _ a: LayoutAttribute, _ b: LayoutAttribute, _ k: Double = 0) -> ConstraintEntry {
        .constraint(
            LayoutConstraint(
                id: n, first: ItemReference(item: id, attribute: a),
                second: ItemReference(
                    item: b == .top ? "topLayoutGuide" : "root",
                    attribute: b == .top ? .bottom : b),
                constant: .points(k)))
    }
    return LayoutDocument(
        version: 1, name: id, root: root,
        constraints: [
            c("p1", .leading, .leadingMargin), c("p2", .trailing, .trailingMargin), c("p3", .top, .top, 8),
        ])
}

let iphone = DeviceCatalog.device(named: "iphone-16")!.environment(.portrait)!
let shapes: [(String, (Int) -> LayoutDocument)] = [("rows", rows), ("nested", nested), ("grid", grid)]
// Arguments: sizes (default 1000 10000), and options for profiling one workload:
// `--shape NAME` runs one shape; `--solve-repeats N` and `--check-repeats N` set the
// run count (0 skips); `--phases` also times one solve's stages separately (resolve,
// compile, engine solve, teardown; median of 5), to see which stage scales worse than the
// work. `--write DIR` times nothing: it writes each document as DIR/SHAPE-VIEWS.xml, for
// timing the command line on files (Tools/bench/cli-solve-check).
//
// The sizes of a shape take turns (1k, 10k, 1k, 10k, …) and each reports the median and
// the minimum of its runs: on a shared machine a burst of load lasting seconds would
// otherwise land on one size only, and this machine's speed has been seen to swing by half
// within a minute. The minimum is the run least disturbed by anything outside the process.
var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(i...(i + 1)) }
    return arguments[i + 1]
}
let onlyShape = option("--shape")
let solveRepeats = option("--solve-repeats").flatMap { Int($0) } ?? 5
let checkRepeats = option("--check-repeats").flatMap { Int($0) } ?? 3
let writeDirectory = option("--write")
let phases = arguments.contains("--phases")
arguments.removeAll { $0 == "--phases" }
let sizes = arguments.isEmpty ? [1000, 10000] : arguments.compactMap { Int($0) }

/// Runs `body(k)` for every size `k` in turn, `repeats` rounds; each size's times.
func interleaved(_ repeats: Int, _ count: Int, _ body: (Int) -> Void) -> [[Double]] {
    var times = [[Double]](repeating: [], count: count)
    for _ in 0..<repeats {
        for k in 0..<count { times[k].append(measure { body(k) }) }
    }
    return times
}

func summary(_ times: [Double]) -> String {
    let sorted = times.sorted()
    return "\"seconds\": \(sorted[sorted.count / 2]), \"min_seconds\": \(sorted[0]), \"runs\": \(sorted.count)"
}

for (name, make) in shapes where onlyShape == nil || onlyShape == name {
    let documents = sizes.map(make)
    let counts = documents.map { $0.root.allItems().count }
    if let writeDirectory {
        for (views, document) in zip(sizes, documents) {
            let path = "\(writeDirectory)/\(name)-\(views).xml"
            guard let file = fopen(path, "w") else { fatalError("cannot write \(path)") }
            fputs(LayoutDocumentWriter.xml(document), file)
            fclose(file)
        }
        continue
    }
    if solveRepeats > 0 {
        var status = [String](repeating: "", count: sizes.count)
        var pivots = [Int](repeating: 0, count: sizes.count)
        let times = interleaved(solveRepeats, sizes.count) { k in
            let resolved = Resolver(document: documents[k], path: name).resolve(for: iphone.sizeClass)
            let compiled = CompiledLayout(resolved, environment: iphone, path: name)
            status[k] = compiled.solve().status.rawValue
            pivots[k] = compiled.pivotCount
        }
        for k in sizes.indices {
            print(
                "{\"workload\": \"solve/\(name)/\(sizes[k])\", \"views\": \(counts[k]), \(summary(times[k])), \"pivots\": \(pivots[k]), \"status\": \"\(status[k])\"}"
            )
        }
    }
    for (views, document) in zip(sizes, documents) where phases {
        var times: [String: [Double]] = [:]
        for _ in 0..<5 {
            var resolved: ResolvedLayout?
            var compiled: CompiledLayout?
            times["resolve", default: []].append(
                measure {
                    resolved = Resolver(document: document, path: name).resolve(for: iphone.sizeClass)
                })
            times["compile", default: []].append(
                measure {
                    compiled = CompiledLayout(resolved!, environment: iphone, path: name)
                })
            times["solve", default: []].append(measure { _ = compiled!.solve() })
            times["teardown", default: []].append(
                measure {
                    compiled = nil
                    resolved = nil
                })
        }
        let fields = ["resolve", "compile", "solve", "teardown"].map { phase in
            "\"\(phase)\": \(times[phase]!.sorted()[2])"
        }
        print("{\"workload\": \"phases/\(name)/\(views)\", \(fields.joined(separator: ", "))}")
    }
    if checkRepeats > 0 {
        var status = [String](repeating: "", count: sizes.count)
        let times = interleaved(checkRepeats, sizes.count) { k in
            status[k] = SizeClassCheck(documents[k], path: name).status.rawValue
        }
        for k in sizes.indices {
            print(
                "{\"workload\": \"check/\(name)/\(sizes[k])\", \"views\": \(counts[k]), \(summary(times[k])), \"status\": \"\(status[k])\"}"
            )
        }
    }
}
