import LayoutDocument

/// A `<variation key=...>` of an Interface Builder file: `default` (Any-Any, which only
/// ever excludes), or a size class (`widthClass=compact`,
/// `heightClass=regular-widthClass=compact`, …). Other keys (`device=…`) are not about
/// size classes.
enum VariationKey: Equatable {
    case base
    case sizeClass(SizeClass)

    init?(_ key: String) {
        if key == "default" {
            self = .base
            return
        }
        var width = SizeClassAxis.any
        var height = SizeClassAxis.any
        // `heightClass=regular-widthClass=compact`: parts joined by '-', values compact/regular.
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = SizeClassAxis(rawValue: String(pair[1])), value != .any else {
                return nil
            }
            switch pair[0] {
            case "widthClass": width = value
            case "heightClass": height = value
            default: return nil
            }
        }
        guard width != .any || height != .any else { return nil }
        self = .sizeClass(SizeClass(width: width, height: height))
    }
}
