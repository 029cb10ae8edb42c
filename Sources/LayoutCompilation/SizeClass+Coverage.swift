import LayoutDocument

extension SizeClass {
    /// Whether a device reporting `final` loads this class's settings.
    func covers(_ final: SizeClass) -> Bool {
        (width == .any || width == final.width) && (height == .any || height == final.height)
    }
}
