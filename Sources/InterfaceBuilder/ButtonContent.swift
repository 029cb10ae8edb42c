import LayoutXML

/// What a button shows, as UIKit shows it. A configuration-based button (Xcode 13 and
/// later) shows its configuration's title and image: Xcode keeps writing a normal state
/// beside it ("Button" from the library), which UIKit does not show (a configured
/// "BALANCED" was saved 112 pt wide, its title and the configuration's padding, not the
/// 75 of "Button"). A classic button shows its normal state's.
struct ButtonContent {
    /// The normal state (`<state key="normal">`), if any.
    let state: XMLElement?
    /// The configuration (`<buttonConfiguration>`), if any.
    let configuration: XMLElement?

    init(_ button: XMLElement) {
        state = button.children.first { $0.name == "state" && $0[attribute: "key"] == "normal" }
        configuration = button.children.first { $0.name == "buttonConfiguration" }
    }

    /// The title shown: the configuration's when there is one (none if it has none: the
    /// leftover "Button" of the normal state is not shown, as CepteBilet's untitled tinted
    /// buttons, 24 pt wide, and a dozen image-only ones under 60 pt wide were saved),
    /// else the normal state's.
    var title: String? { configuration.map { $0[attribute: "title"] } ?? state?[attribute: "title"] }

    /// The attributed title shown where there is no plain one: the configuration's own
    /// (a card game's "New game" in Helvetica 20, saved 120 pt wide, Xcode 14), else the
    /// normal state's (a classic button's `hasAttributedTitle`).
    var attributedTitle: XMLElement? {
        guard title == nil else { return nil }
        return (configuration ?? state)?.children.first {
            $0.name == "attributedString" && $0[attribute: "key"] == "attributedTitle"
        }
    }

    /// The image shown, from the configuration first when there is one.
    var image: String? { imageSource?[attribute: "image"] }

    /// The element that names the image shown (the configuration or the normal state),
    /// which also says whether it is a system symbol and how it is configured.
    var imageSource: XMLElement? { configuration?.imageSource ?? state?.imageSource }

    /// The configuration or state the image shown comes from, whose
    /// `<preferredSymbolConfiguration>` sizes a system symbol named by its image reference.
    var imageHolder: XMLElement? { configuration?.imageSource != nil ? configuration : state }
}
