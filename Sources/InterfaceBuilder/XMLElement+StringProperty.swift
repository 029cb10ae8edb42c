import LayoutXML

extension XMLElement {
    /// A string property as Interface Builder writes it: an attribute (`text="Flowers"`),
    /// or, for text too long or with line breaks, a child element keyed by the property's
    /// name, `<string key="text">` or `<mutableString key="text">` (a privacy policy's
    /// paragraphs in a label, Xcode 8). Nil when the property is not set.
    func stringProperty(_ key: String) -> String? {
        self[attribute: key]
            ?? children.first {
                ($0.name == "string" || $0.name == "mutableString") && $0[attribute: "key"] == key
            }?.text
    }
}
