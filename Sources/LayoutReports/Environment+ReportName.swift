import LayoutCompilation

extension Environment {
    /// How JSON names where something was solved: `iphone-16 portrait`, or the size.
    var reportName: String {
        (deviceName ?? size.description) + (orientation.map { " \($0.rawValue)" } ?? "")
    }
}
