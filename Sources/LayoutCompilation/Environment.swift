import LayoutDocument

/// The writing direction: leading/trailing are left/right in a left-to-right layout and
/// right/left in a right-to-left one.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// A width and a height in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}

/// Insets on the physical sides of the screen (the safe area is not directional).
public struct Insets: Sendable, Hashable, CustomStringConvertible {
    public var top, left, bottom, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = Insets()
    public var description: String {
        [top, left, bottom, right].map(formatNumber).joined(separator: " ")
    }
}

/// Where a layout is solved: the root view's size and size class, its layout margins,
/// the bars (top and bottom layout guides) and the safe area.
public struct Environment: Sendable, Hashable {
    /// The root view's size.
    public var size: Size
    /// The class the layout is resolved for; a device reports a final class, but any of
    /// the nine may be solved (a base class's own configuration).
    public var sizeClass: SizeClass
    /// The root view's layout margins (top, leading, bottom, trailing), unless the
    /// document sets the root's `margins` itself.
    public var margins: EdgeInsets
    /// The top layout guide's bottom edge, in points below the root's top.
    public var topGuide: Double
    /// The bottom layout guide's top edge, in points above the root's bottom.
    public var bottomGuide: Double
    public var safeArea: Insets
    public var direction: LayoutDirection
    /// The device and orientation this environment describes, when it came from one.
    public var deviceName: String?
    public var orientation: Orientation?
    /// Where this environment came from when no device or size was asked for: the design
    /// canvas of an Interface Builder file (`DesignCanvas.summary`).
    public var source: String?
    /// On a device: the bars the layout's scene sits under there, as its design canvas
    /// has them (`navigation bar (inherited from 'Nav')`); already in the safe area.
    public var bars: [String] = []
    /// The root's height is only a fallback (at the fitting-size priority): a self-sizing
    /// cell, whose content sets its height, or a view that holds its own height by a
    /// constraint (`DesignCanvas.heightFromOwnConstraint`).
    public var heightFitsContent = false
    /// The root's width is only a fallback (at the fitting-size priority): a view that
    /// holds its own width by a constraint (`DesignCanvas.widthFromOwnConstraint`).
    public var widthFitsContent = false
    /// The root is a table view cell whose content keeps its own sizes
    /// (`DesignCanvas.keepsCellContentSizes`): a conflict breaks what pins them to the row.
    public var keepsCellContentSizes = false
    /// Xcode's own canvas for the file (`init(designCanvas:)`), not a device or size asked
    /// for: a label that may wrap asks for the width Xcode saved it at, which the canvas
    /// took for the label's preferred width.
    public var isDesignCanvas = false
    /// Pixels per point that reported frames are rounded to, as UIKit sets a view's frame
    /// on whole pixels: each edge to the nearest pixel, half a pixel up. Nil: frames
    /// exactly as solved (layout documents, `--device`, `--size`).
    public var pixelScale: Double?

    public init(
        size: Size, sizeClass: SizeClass, margins: EdgeInsets? = nil, topGuide: Double = 0,
        bottomGuide: Double = 0, safeArea: Insets = .zero, direction: LayoutDirection = .leftToRight
    ) {
        self.size = size
        self.sizeClass = sizeClass
        self.margins = margins ?? Environment.systemMargins(width: size.width, safeArea: safeArea)
        self.topGuide = topGuide
        self.bottomGuide = bottomGuide
        self.safeArea = safeArea
        self.direction = direction
    }

    /// UIKit's root-view margins: a system minimum of 16 pt on screens narrower than
    /// 400 pt and 20 pt on wider ones, measured from the safe area (a root view insets
    /// its layout margins from the safe area); 0 at the top and bottom. Beside a sensor
    /// housing's inset (an iPhone with one, in landscape) the minimum is 16 at any width:
    /// three apps' landscape canvases of Xcode 11 to 13.3 (a story game's, two home-
    /// inventory apps') put their views at the leading margin 60 pt in, 44 and 16.
    public static func systemMargins(width: Double, safeArea: Insets) -> EdgeInsets {
        let minimum: Double = width < 400 || safeArea.left > 0 || safeArea.right > 0 ? 16 : 20
        return EdgeInsets(top: 0, leading: safeArea.left + minimum, bottom: 0, trailing: safeArea.right + minimum)
    }

    /// A one-line description: `iphone-16 portrait, 393×852, compact-regular`.
    public var summary: String {
        var parts: [String] = []
        if let deviceName { parts.append(deviceName + (orientation.map { " \($0.rawValue)" } ?? "")) }
        parts.append(size.description)
        parts.append(sizeClass.description)
        return parts.joined(separator: ", ")
    }
}
