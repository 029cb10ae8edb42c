/// The layout options of a visual format (`NSLayoutConstraint.FormatOptions`): which
/// attribute of every view to align, and which way `H:` formats run.
public struct VisualFormatOptions: Sendable, Equatable {
    /// How an `H:` format reads: leading to trailing (the default, mirrored in
    /// right-to-left languages), or fixed left to right or right to left.
    public enum Direction: String, Sendable {
        case leadingToTrailing, leftToRight, rightToLeft
    }

    /// Attributes every view of the format shares, in the order given.
    public var alignments: [LayoutAttribute]
    public var direction: Direction

    public init(alignments: [LayoutAttribute] = [], direction: Direction = .leadingToTrailing) {
        self.alignments = alignments
        self.direction = direction
    }

    /// The option names UIKit uses without their prefix, e.g. `alignAllTop`.
    public static let alignmentNames: [String: LayoutAttribute] = [
        "alignAllLeft": .left, "alignAllRight": .right, "alignAllTop": .top, "alignAllBottom": .bottom,
        "alignAllLeading": .leading, "alignAllTrailing": .trailing, "alignAllCenterX": .centerX,
        "alignAllCenterY": .centerY, "alignAllBaseline": .lastBaseline, "alignAllLastBaseline": .lastBaseline,
        "alignAllFirstBaseline": .firstBaseline,
    ]

    /// Parses option names; a `vfl-option` error's offset is the index of the bad name.
    public init(parsing names: [String]) throws(VisualFormatError) {
        self.init()
        var directions = 0
        for (k, name) in names.enumerated() {
            if let a = Self.alignmentNames[name] {
                if !alignments.contains(a) { alignments.append(a) }
            } else if name.hasPrefix("direction"),
                let d = Direction(
                    rawValue: name.dropFirst("direction".count).prefix(1).lowercased()
                        + name.dropFirst("direction".count + 1))
            {
                directions += 1
                guard directions == 1 else {
                    throw VisualFormatError("more than one direction option ('\(name)')", rule: .vflOption, at: k)
                }
                direction = d
            } else {
                let known =
                    (Self.alignmentNames.keys.sorted() + [
                        "directionLeadingToTrailing", "directionLeftToRight",
                        "directionRightToLeft",
                    ]).joined(separator: ", ")
                throw VisualFormatError("unknown layout option '\(name)' (known: \(known))", rule: .vflOption, at: k)
            }
        }
    }
}
