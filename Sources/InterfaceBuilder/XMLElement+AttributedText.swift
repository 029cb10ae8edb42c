import LayoutXML

extension XMLElement {
    /// The attributed text this view shows (`<attributedString key="attributedText">`, a
    /// text view's `textStorage`), if any. Xcode's comment for localizers is an attributed
    /// string too (`key="userComments"`, 864 of them in fetched files), and is not shown.
    var shownAttributedString: XMLElement? {
        children.first { $0.name == "attributedString" && $0[attribute: "key"] != "userComments" }
    }

    /// An `<attributedString>`'s text: its fragments' contents, each an attribute or a
    /// `<string key="content">` child (text with line breaks), joined.
    var fragmentsText: String {
        children.filter { $0.name == "fragment" }.map { $0.stringProperty("content") ?? "" }.joined()
    }
}
