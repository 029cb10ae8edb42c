extension SymbolImage {
    /// How far an image view's alignment rectangle reaches above and below its frame when
    /// it shows the symbol `name` drawn at `drawnSize` points (`SymbolImage.drawnSize`).
    ///
    /// A symbol image's alignment rectangle is taller than the image: it reaches to the
    /// lines of the text the symbol is drawn to sit in, and an image view takes its
    /// alignment insets from its image, unscaled. So constraints that size an image view
    /// showing a symbol size that rectangle, and the frame Xcode saves is shorter by the
    /// same points whatever the view's size: a `plus` in views 100, 162.4 and 240 pt tall
    /// saved 4 pt shorter, 2 pt from each end; a `circle.fill` in 5×5 views and an
    /// `ellipsis.circle.fill` in a 900×300 one 1.33 pt shorter. The widths are the
    /// constraints'. A view sized by its image keeps the image's height as its frame.
    static func alignmentOverhang(named name: String, drawnSize points: Double) -> (top: Double, bottom: Double) {
        let atBodySize =
            measuredOverhangs[name]
            ?? (name.contains("circle") ? roundOverhang : defaultOverhang)
        let k = points / defaultPointSize
        return (atBodySize.top * k, atBodySize.bottom * k)
    }

    /// Symbols whose saved frames (Xcode 12 to 15, views of fixed height, every content
    /// mode) show their overhang at 17 pt, top and bottom, within the canvases' pixels.
    private static let measuredOverhangs: [String: (top: Double, bottom: Double)] = [
        "archivebox.fill": (1, 1.5),
        "arrowshape.turn.up.left.fill": (1.33, 1.42),
        "arrowtriangle.right.fill": (2.17, 2.83),
        "book.fill": (1.67, 1.33),
        "calendar": (1.5, 1),
        "camera.fill": (0.75, 1.42),
        "cart.fill": (1.5, 0),
        "checkmark": (2.33, 1.67),
        "chevron.right": (2.17, 1.5),
        "clock": (1, 0.33),
        "doc.fill": (0, 0),
        "folder.fill": (1.67, 1.33),
        "forward": (2, 2.5),
        "globe": (1, 0.5),
        "location": (1, 0),
        "magnifyingglass": (1, 1),
        "number.square.fill": (1.5, 1),
        "person": (1.5, 1.1),
        "person.fill": (1.5, 1.5),
        "phone.fill": (1.5, 1),
        "play": (1.5, 2),
        "plus": (2, 2),
        "star.fill": (0, 0),
        "sun.max": (0, 0),
    ]

    /// Symbols in a circle fill the text's lines nearly to their ends: 0.5 to 1 pt above
    /// and 0 to 0.5 below (`checkmark.circle`, `info.circle`, `person.circle`,
    /// `bitcoinsign.circle.fill`, `ellipsis.circle.fill`, `circle.fill`).
    private static let roundOverhang = (top: 0.75, bottom: 0.4)

    /// Other symbols the files show, most of them within half a point of this (`person`,
    /// `phone.fill`, `calendar`, `book.fill`, `folder.fill`, `number.square.fill`).
    private static let defaultOverhang = (top: 1.5, bottom: 1.25)
}
