import LayoutCompilation
import LayoutDocument

/// The devices `--device` knows, one row per device and orientation: size, class,
/// status bar, safe area, the root's margins, and the ids Interface Builder writes for
/// the device's canvas (`<device id="retina4_7">`).
public struct DevicesReport: Encodable {
    struct Row: Encodable {
        var name, displayName, orientation, `class`: String
        var width, height, statusBar: Double
        var safeArea: SolveReport.InsetsJSON
        var margins: SolveReport.MarginsJSON
        var interfaceBuilderIDs: [String]
    }

    var devices: [Row]

    /// Every device of `DeviceCatalog`, in its order.
    public init() {
        var rows: [Row] = []
        for d in DeviceCatalog.devices {
            for o in d.orientations {
                guard let m = d.metrics(o), let e = d.environment(o) else { continue }
                rows.append(
                    Row(
                        name: d.name, displayName: d.displayName, orientation: o.rawValue,
                        class: m.sizeClass.description, width: m.size.width, height: m.size.height,
                        statusBar: m.statusBar,
                        safeArea: .init(
                            top: m.safeArea.top, left: m.safeArea.left, bottom: m.safeArea.bottom,
                            right: m.safeArea.right),
                        margins: .init(
                            top: e.margins.top, leading: e.margins.leading,
                            bottom: e.margins.bottom, trailing: e.margins.trailing),
                        interfaceBuilderIDs: d.interfaceBuilderIDs))
            }
        }
        devices = rows
    }

    public func json() throws -> String { try JSONOutput.string(self) }

    /// An aligned table; a device's name and display name on its first row only.
    public func text() -> String {
        var table = Table()
        table.add(["device", "orientation", "size", "class", "status bar", "safe area", "margins", "Xcode id", ""])
        var previous = ""
        for r in devices {
            let fresh = r.name != previous
            previous = r.name
            table.add([
                fresh ? r.name : "", r.orientation, "\(formatNumber(r.width))×\(formatNumber(r.height))",
                r.class, formatNumber(r.statusBar),
                [r.safeArea.top, r.safeArea.left, r.safeArea.bottom, r.safeArea.right].map(formatNumber)
                    .joined(separator: " "),
                "\(formatNumber(r.margins.leading))/\(formatNumber(r.margins.trailing))",
                fresh ? r.interfaceBuilderIDs.joined(separator: " ") : "",
                fresh ? r.displayName : "",
            ])
        }
        return table.lines(indent: "").joined(separator: "\n")
    }
}
