import LayoutXML

extension XMLElement {
    /// A string property as Interface Builder writes it: an attribute (`text="Flowers"`),
    /// or, for text too long or with line breaks, a child element keyed by the property's
    /// name, `<string key="text">` or `<mutableString key="text">` (a privacy policy's
    /// paragraphs in a label, Xcode 8), its text in base64 where XML cannot hold it as it
    /// is (`base64-UTF8="YES"`: a control character in a superhero app's title, Xcode
    /// 12.3). Nil when the property is not set.
    func stringProperty(_ key: String) -> String? {
        if let value = self[attribute: key] { return value }
        guard
            let element = children.first(where: {
                ($0.name == "string" || $0.name == "mutableString") && $0[attribute: "key"] == key
            })
        else { return nil }
        guard element[attribute: "base64-UTF8"] == "YES" else { return element.text }
        return Base64.decodedUTF8(element.text) ?? element.text
    }
}
