import LayoutDocument

/// A set of optional attributes that resolution can pick from key by key.
protocol Resolvable: Sendable {
    static var empty: Self { get }
    static var keys: [String] { get }
    func isSet(_ key: String) -> Bool
    func same(_ key: String, as other: Self) -> Bool
    mutating func copy(_ key: String, from other: Self)
    /// `top` where it sets a key, `base` elsewhere.
    static func merge(_ top: Self, over base: Self) -> Self
}

extension Resolvable {
    static func merge(_ top: Self, over base: Self) -> Self {
        var result = base
        for key in keys where top.isSet(key) { result.copy(key, from: top) }
        return result
    }
}

extension ConstraintAttributes: Resolvable {
    static var empty: ConstraintAttributes { ConstraintAttributes() }
    static let keys = ["installed", "constant", "priority"]

    func isSet(_ key: String) -> Bool {
        switch key {
        case "installed": return installed != nil
        case "constant": return constant != nil
        default: return priority != nil
        }
    }

    func same(_ key: String, as other: ConstraintAttributes) -> Bool {
        switch key {
        case "installed": return installed == other.installed
        case "constant": return constant == other.constant
        default: return priority == other.priority
        }
    }

    mutating func copy(_ key: String, from other: ConstraintAttributes) {
        switch key {
        case "installed": installed = other.installed
        case "constant": constant = other.constant
        default: priority = other.priority
        }
    }
}

extension ViewAttributes: Resolvable {
    static var empty: ViewAttributes { ViewAttributes() }

    static let keys = ["installed", "hidden", "intrinsicWidth", "intrinsicHeight", "firstBaseline", "lastBaseline",
                       "hugging", "compressionResistance", "margins", "axis", "distribution", "alignment",
                       "spacing", "baselineRelative", "marginsRelative"]

    func isSet(_ key: String) -> Bool { setNames.contains(key) }

    func same(_ key: String, as other: ViewAttributes) -> Bool {
        var a = ViewAttributes(), b = ViewAttributes()
        a.copy(key, from: self)
        b.copy(key, from: other)
        return a == b
    }

    mutating func copy(_ key: String, from other: ViewAttributes) {
        switch key {
        case "installed": installed = other.installed
        case "hidden": hidden = other.hidden
        case "intrinsicWidth": intrinsicWidth = other.intrinsicWidth
        case "intrinsicHeight": intrinsicHeight = other.intrinsicHeight
        case "firstBaseline": firstBaseline = other.firstBaseline
        case "lastBaseline": lastBaseline = other.lastBaseline
        case "hugging": hugging = other.hugging
        case "compressionResistance": compressionResistance = other.compressionResistance
        case "margins": margins = other.margins
        case "axis": axis = other.axis
        case "distribution": distribution = other.distribution
        case "alignment": alignment = other.alignment
        case "spacing": spacing = other.spacing
        case "baselineRelative": baselineRelative = other.baselineRelative
        default: marginsRelative = other.marginsRelative
        }
    }
}
