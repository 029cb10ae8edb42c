import LayoutXML

extension XMLElement {
    /// The frame Xcode saved for this element (`<rect key="frame">`, in its superview's
    /// coordinates), when it has a finite one. Xcode 8.0's `<frame key="frameInset">` is
    /// written as the `<rect>` it stands for when the file is read (`resolvingFrameInsets`).
    var savedFrame: (x: Double, y: Double, width: Double, height: Double)? {
        guard let rect = savedFrameElement,
            let width = rect[attribute: "width"].flatMap(Double.init),
            let height = rect[attribute: "height"].flatMap(Double.init),
            width.isFinite, height.isFinite
        else { return nil }
        func v(_ name: String) -> Double {
            rect[attribute: name].flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? 0
        }
        return (v("x"), v("y"), width, height)
    }

    /// The `<rect key="frame">` element itself (where diagnostics about the frame point).
    var savedFrameElement: XMLElement? {
        children.first { $0.name == "rect" && $0[attribute: "key"] == "frame" }
    }
}
