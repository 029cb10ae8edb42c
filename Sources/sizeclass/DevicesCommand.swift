import ArgumentParser
import LayoutCompilation
import LayoutDocument

/// `sizeclass devices`
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the devices --device knows, with what each reports per orientation.",
        discussion: """
            Sizes in points; the size class; the status bar; the safe area (top left bottom \
            right); the root's layout margins (leading/trailing). The top layout guide ends \
            at the safe area's top and the bottom guide at its bottom.
            """
    )

    @Option(help: "Output format: text or json.")
    var format: DevicesFormat = .text

    enum DevicesFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    struct Row: Encodable {
        var name, displayName, orientation, `class`: String
        var width, height, statusBar: Double
        var safeArea: SolveReport.InsetsJSON
        var margins: SolveReport.MarginsJSON
    }

    func run() throws {
        var rows: [Row] = []
        for d in DeviceCatalog.devices {
            for o in d.orientations {
                let m = d.metrics(o)!
                let e = d.environment(o)!
                rows.append(Row(name: d.name, displayName: d.displayName, orientation: o.rawValue,
                                class: m.sizeClass.description, width: m.size.width, height: m.size.height,
                                statusBar: m.statusBar,
                                safeArea: .init(top: m.safeArea.top, left: m.safeArea.left, bottom: m.safeArea.bottom,
                                                right: m.safeArea.right),
                                margins: .init(top: e.margins.top, leading: e.margins.leading,
                                               bottom: e.margins.bottom, trailing: e.margins.trailing)))
            }
        }
        if format == .json {
            print(try JSONOutput.string(["devices": rows]))
            return
        }
        var table = Table()
        table.add(["device", "orientation", "size", "class", "status bar", "safe area", "margins", ""])
        var previous = ""
        for r in rows {
            let fresh = r.name != previous
            previous = r.name
            table.add([fresh ? r.name : "", r.orientation, "\(formatNumber(r.width))×\(formatNumber(r.height))",
                       r.class, formatNumber(r.statusBar),
                       [r.safeArea.top, r.safeArea.left, r.safeArea.bottom, r.safeArea.right].map(formatNumber)
                           .joined(separator: " "),
                       "\(formatNumber(r.margins.leading))/\(formatNumber(r.margins.trailing))",
                       fresh ? r.displayName : ""])
        }
        print(table.lines(indent: "").joined(separator: "\n"))
    }
}
