import LayoutDocument

/// A set of optional attributes that resolution picks from key by key. Keys are small
/// integers (resolution runs for every element in nine classes: no strings on that path);
/// `keyNames` are for messages.
protocol Resolvable: Sendable, Equatable {
    static var empty: Self { get }
    static var keyNames: [String] { get }
    func isSet(_ key: Int) -> Bool
    func same(_ key: Int, as other: Self) -> Bool
    mutating func copy(_ key: Int, from other: Self)
}

extension Resolvable {
    /// `top` where it sets a key, `base` elsewhere.
    static func merge(_ top: Self, over base: Self) -> Self {
        var result = base
        for key in keyNames.indices where top.isSet(key) { result.copy(key, from: top) }
        return result
    }
}

extension ConstraintAttributes: Resolvable {
    static var empty: ConstraintAttributes { ConstraintAttributes() }
    static let keyNames = ["installed", "constant", "priority"]

    func isSet(_ key: Int) -> Bool {
        switch key {
        case 0: return installed != nil
        case 1: return constant != nil
        default: return priority != nil
        }
    }

    func same(_ key: Int, as other: ConstraintAttributes) -> Bool {
        switch key {
        case 0: return installed == other.installed
        case 1: return constant == other.constant
        default: return priority == other.priority
        }
    }

    mutating func copy(_ key: Int, from other: ConstraintAttributes) {
        switch key {
        case 0: installed = other.installed
        case 1: constant = other.constant
        default: priority = other.priority
        }
    }
}

extension ViewAttributes: Resolvable {
    static var empty: ViewAttributes { ViewAttributes() }

    static let keyNames = [
        "installed", "hidden", "intrinsicWidth", "intrinsicHeight", "firstBaseline",
        "lastBaseline", "hugging", "compressionResistance", "margins", "axis", "distribution",
        "alignment", "spacing", "baselineRelative", "marginsRelative",
    ]

    func isSet(_ key: Int) -> Bool {
        switch key {
        case 0: return installed != nil
        case 1: return hidden != nil
        case 2: return intrinsicWidth != nil
        case 3: return intrinsicHeight != nil
        case 4: return firstBaseline != nil
        case 5: return lastBaseline != nil
        case 6: return hugging != nil
        case 7: return compressionResistance != nil
        case 8: return margins != nil
        case 9: return axis != nil
        case 10: return distribution != nil
        case 11: return alignment != nil
        case 12: return spacing != nil
        case 13: return baselineRelative != nil
        default: return marginsRelative != nil
        }
    }

    func same(_ key: Int, as other: ViewAttributes) -> Bool {
        var a = ViewAttributes()
        var b = ViewAttributes()
        a.copy(key, from: self)
        b.copy(key, from: other)
        return a == b
    }

    mutating func copy(_ key: Int, from other: ViewAttributes) {
        switch key {
        case 0: installed = other.installed
        case 1: hidden = other.hidden
        case 2: intrinsicWidth = other.intrinsicWidth
        case 3: intrinsicHeight = other.intrinsicHeight
        case 4: firstBaseline = other.firstBaseline
        case 5: lastBaseline = other.lastBaseline
        case 6: hugging = other.hugging
        case 7: compressionResistance = other.compressionResistance
        case 8: margins = other.margins
        case 9: axis = other.axis
        case 10: distribution = other.distribution
        case 11: alignment = other.alignment
        case 12: spacing = other.spacing
        case 13: baselineRelative = other.baselineRelative
        default: marginsRelative = other.marginsRelative
        }
    }
}
