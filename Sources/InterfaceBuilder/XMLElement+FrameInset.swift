import LayoutXML

extension XMLElement {
    /// Whether this element or one inside it has Xcode 8.0's `<frame key="frameInset">`.
    var containsFrameInset: Bool {
        children.contains { ($0.name == "frame" && $0[attribute: "key"] == "frameInset") || $0.containsFrameInset }
    }

    /// This element with every `<frame key="frameInset">` inside it written as the
    /// `<rect key="frame">` it stands for, in its superview's coordinates. Xcode 8.0 saved
    /// frames as insets from the superview's edges (`minX`, `maxX`, `minY`, `maxY`) and
    /// sizes, each left out where it is 0 or follows from the others: no size, the
    /// superview's less both insets; a flexible margin as a percentage of the room the
    /// view leaves (Spotify's search bar, `minX="49.33%"` with 300 of a 375 pt header:
    /// x 37); neither inset, at the side the autoresizing mask keeps fixed. `superview` is
    /// the size of the view this element is in, when it has one.
    func resolvingFrameInsets(in superview: (width: Double, height: Double)? = nil) -> XMLElement {
        var e = self
        if let k = e.children.firstIndex(where: { $0.name == "frame" && $0[attribute: "key"] == "frameInset" }) {
            let inset = e.children[k]
            let mask = e.children.first { $0.name == "autoresizingMask" && $0[attribute: "key"] == "autoresizingMask" }
            let (x, width) = Self.span(
                inset, min: "minX", max: "maxX", size: "width", room: superview?.width ?? 0,
                flexibleMin: mask?[attribute: "flexibleMinX"] == "YES",
                flexibleMax: mask?[attribute: "flexibleMaxX"] == "YES")
            let (y, height) = Self.span(
                inset, min: "minY", max: "maxY", size: "height", room: superview?.height ?? 0,
                flexibleMin: mask?[attribute: "flexibleMinY"] == "YES",
                flexibleMax: mask?[attribute: "flexibleMaxY"] == "YES")
            let values = [
                ("key", "frame"), ("x", "\(x)"), ("y", "\(y)"), ("width", "\(width)"), ("height", "\(height)"),
            ]
            let attributes = values.map { XMLAttribute(name: $0.0, value: $0.1, location: inset.location) }
            e.children[k] = XMLElement(name: "rect", attributes: attributes, location: inset.location)
        }
        // The views inside lie in this one's frame; other elements (`<subviews>`, a
        // table's `<prototypes>`) pass their superview's on.
        let own = e.savedFrame.map { (width: $0.width, height: $0.height) } ?? superview
        e.children = e.children.map { $0.resolvingFrameInsets(in: own) }
        return e
    }

    /// The origin and length along one axis of a frame written as insets in `room` points.
    private static func span(
        _ inset: XMLElement, min: String, max: String, size: String, room: Double, flexibleMin: Bool,
        flexibleMax: Bool
    ) -> (origin: Double, length: Double) {
        /// A value in points, or a percentage of `free` points.
        func value(_ name: String, free: Double) -> Double? {
            guard let text = inset[attribute: name] else { return nil }
            let number = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 * free } : Double(text)
            return number.flatMap { $0.isFinite ? $0 : nil }
        }
        guard let length = value(size, free: room), length >= 0 else {
            let origin = value(min, free: room) ?? 0
            return (origin, Swift.max(0, room - origin - (value(max, free: room) ?? 0)))
        }
        let free = room - length
        if let origin = value(min, free: free) { return (origin, length) }
        if let far = value(max, free: free) { return (room - length - far, length) }
        // Neither inset: the fixed side is 0 points in.
        return (flexibleMin && !flexibleMax ? free : 0, length)
    }
}
