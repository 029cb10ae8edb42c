import ArgumentParser
import LayoutCompilation
import LayoutDocument

/// Where to solve: a device, or an explicit size and class, with overrides.
struct EnvironmentOptions: ParsableArguments {
    static let defaultDevice = "iphone-16"

    @Option(help: "A device from `sizeclass devices` (default: iphone-16).")
    var device: String?

    @Option(help: "portrait or landscape (default: portrait, or the device's only orientation).")
    var orientation: Orientation?

    @Option(help: "The root view's size, WxH in points (e.g. 375x667); needs --class.")
    var size: SizeArgument?

    @Option(
        name: .customLong("class"),
        help: "The size class to resolve for; with --device, overrides the device's class.")
    var sizeClass: SizeClassArgument?

    @Option(
        help:
            "Root layout margins: one value for leading and trailing, or 'top leading bottom trailing' (default: 16 below 400 pt of width, 20 above, plus the safe area's side insets)."
    )
    var margins: InsetsArgument?

    @Option(
        name: .customLong("top-guide"),
        help: "The top layout guide's bottom edge, y in points (default: the safe area's top).")
    var topGuide: Double?

    @Option(
        name: .customLong("bottom-guide"),
        help: "The bottom layout guide's top edge, in points above the root's bottom (default: the safe area's bottom)."
    )
    var bottomGuide: Double?

    @Option(
        name: .customLong("safe-area"),
        help: "Safe-area insets: one value for every side, or 'top left bottom right' (default: the device's, or 0).")
    var safeArea: InsetsArgument?

    @Flag(name: .customLong("right-to-left"), help: "Lay out right to left (leading is the right edge).")
    var rightToLeft = false

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "The Dynamic Type text size storyboards' and xibs' text styles are measured at: "
                + "extra-small … large … accessibility-extra-extra-extra-large, or XS … L … AX5 "
                + "(default: large; on a design canvas, the size Xcode drew the file's text styles at).",
            valueName: "size"))
    var contentSize: ContentSizeCategory?

    /// The text size to read storyboards and xibs at: the one asked for; else, on the
    /// design canvas (no `--device` or `--size`), nil for the one the canvas draws the
    /// file's text styles at (Xcode 13's extra small); else large.
    var textSize: ContentSizeCategory? {
        contentSize ?? (device == nil && size == nil ? nil : .large)
    }

    func validate() throws {
        if device != nil && size != nil { throw ValidationError("give --device or --size, not both") }
        if size != nil && sizeClass == nil {
            throw ValidationError("--size needs --class (e.g. --size 375x667 --class compact-regular)")
        }
        if let device, DeviceCatalog.device(named: device) == nil {
            throw ValidationError("unknown device '\(device)'; `sizeclass devices` lists them")
        }
        if let orientation, let device, let d = DeviceCatalog.device(named: device), d.metrics(orientation) == nil {
            throw ValidationError("\(d.name) has no \(orientation.rawValue) orientation")
        }
        if orientation != nil && size != nil { throw ValidationError("--orientation goes with --device") }
    }

    /// The environment asked for; the class to resolve is its `sizeClass`. Without
    /// `--device` or `--size`, a storyboard scene or xib view is solved on its design
    /// canvas, a layout document on the default device.
    func environment(for document: LayoutDocument) -> Environment {
        let direction: LayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        var e: Environment
        if device == nil, size == nil, let canvas = document.designCanvas {
            e = Environment(designCanvas: canvas, direction: direction)
            if let sizeClass { e.sizeClass = sizeClass.value }
            if let orientation, e.orientation != orientation {
                // The canvas's device turned, as Xcode's orientation button turns it.
                if let d = e.deviceName.flatMap(DeviceCatalog.device(named:)),
                    var turned = d.environment(orientation, direction: direction)
                {
                    turned.source = "\(canvas.summary), turned to \(orientation.rawValue)"
                    // A freeform view (a cell) keeps its size; only the class turns.
                    e = turned.fitted(to: canvas)
                    e.source = turned.source
                }
            }
            if let safe = safeArea?.physical {
                e.safeArea = safe
                e.topGuide = safe.top
                e.bottomGuide = safe.bottom
                e.margins = Environment.systemMargins(width: e.size.width, safeArea: safe)
            }
        } else if let size, let sizeClass {
            let safe = safeArea?.physical ?? .zero
            e = Environment(
                size: size.value, sizeClass: sizeClass.value, topGuide: safe.top,
                bottomGuide: safe.bottom, safeArea: safe, direction: direction)
        } else {
            let d = DeviceCatalog.device(named: device ?? Self.defaultDevice)!
            e = d.environment(orientation ?? d.orientations[0], direction: direction)!
            if let safe = safeArea?.physical {
                e.safeArea = safe
                e.topGuide = safe.top
                e.bottomGuide = safe.bottom
                e.margins = Environment.systemMargins(width: e.size.width, safeArea: safe)
            } else {
                // A scene under its bars, a cell at its own size, as the app shows them.
                e = e.fitted(to: document.designCanvas)
            }
            if let sizeClass { e.sizeClass = sizeClass.value }
        }
        if let margins { e.margins = margins.margins }
        if let topGuide { e.topGuide = topGuide }
        if let bottomGuide { e.bottomGuide = bottomGuide }
        if let contentSize, contentSize != .large {
            e.source = (e.source.map { $0 + "; " } ?? "") + "text size \(contentSize) (\(contentSize.shortName))"
        }
        return e
    }
}

extension Orientation: ExpressibleByArgument {}

/// `375x667` (or `375×667`).
struct SizeArgument: ExpressibleByArgument {
    let value: Size
    init?(argument: String) {
        let parts = argument.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
            w.isFinite, h.isFinite, w >= 0, h >= 0
        else { return nil }
        value = Size(width: w, height: h)
    }
}

/// One value, or four separated by spaces or commas.
struct InsetsArgument: ExpressibleByArgument {
    let values: [Double]
    init?(argument: String) {
        let parts = argument.split(whereSeparator: { $0 == " " || $0 == "," })
        let numbers = parts.compactMap { Double($0) }
        guard numbers.count == parts.count, numbers.count == 1 || numbers.count == 4,
            numbers.allSatisfy(\.isFinite)
        else { return nil }
        values = numbers
    }

    /// Root margins: one value is leading and trailing (top and bottom stay 0, as a root
    /// view's do); four are top, leading, bottom, trailing.
    var margins: EdgeInsets {
        values.count == 1
            ? EdgeInsets(top: 0, leading: values[0], bottom: 0, trailing: values[0])
            : EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    /// Safe area: one value for every side, or top, left, bottom, right.
    var physical: Insets {
        values.count == 1
            ? Insets(top: values[0], left: values[0], bottom: values[0], right: values[0])
            : Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}
