import LayoutXML

extension XMLElement {
    /// The element that names this element's image: the element itself (`image="…"`), or
    /// its `<imageReference key="image">` child, which Xcode 13 and later write instead when
    /// the image has a rendering mode or a symbol scale (a button's state, a configuration,
    /// an image view: Lapse's 30×30 "heart_outline" buttons, saved 30 high). Nil when
    /// neither names one.
    var imageSource: XMLElement? {
        if self[attribute: "image"] != nil { return self }
        return children.first {
            $0.name == "imageReference" && $0[attribute: "key"] == "image" && $0[attribute: "image"] != nil
        }
    }

    /// The name of this element's image, from the element or its image reference.
    var imageName: String? { imageSource?[attribute: "image"] }
}
