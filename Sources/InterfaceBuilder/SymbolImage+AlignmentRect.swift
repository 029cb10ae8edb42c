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
            measuredOverhangs[name] ?? measuredSizes[name].map { overhang(ofImageHeight: $0.height) }
            ?? (isInCircle(name) ? roundOverhang : defaultOverhang)
        let k = points / defaultPointSize
        return (atBodySize.top * k, atBodySize.bottom * k)
    }

    /// The height of a symbol's alignment rectangle at 17 pt, about the same whatever the
    /// symbol: four of the five symbols whose size (`measuredSizes`) and overhang the files
    /// both show add up to 20.0 to 20.4 (`person.fill` 17 + 3, `person` 17.5 + 2.6,
    /// `checkmark` 16.33 + 4, `folder.fill` 17.42 + 3; the fifth, `magnifyingglass`, its size
    /// measured from one view, to 24.33), and `doc`, 20 high, has `doc.fill`'s overhang of
    /// nothing.
    static let alignmentHeight = 20.2

    /// The overhang of a symbol `height` points high at 17 pt: the rest of the alignment
    /// rectangle, shared above and below as `defaultOverhang` shares it (a symbol taller
    /// than the rectangle, as `square.and.arrow.up`, reaches past it).
    private static func overhang(ofImageHeight height: Double) -> (top: Double, bottom: Double) {
        let total = alignmentHeight - height
        let share = defaultOverhang.top / (defaultOverhang.top + defaultOverhang.bottom)
        return (total * share, total * (1 - share))
    }

    /// Symbols whose saved frames (Xcode 11 to 15, views of fixed height, every content
    /// mode) show their overhang at 17 pt, top and bottom, within the canvases' pixels
    /// (`pencil` 5 pt in views 52 and 330 high; `square.and.arrow.up` 2 pt short of them;
    /// weather apps' flat `chevron.up` and `chevron.down` nearly 10 pt, their `cloud.rain`
    /// 1.5 pt short, `sun.max.fill` nothing; a restaurant-order app's `photo.on.rectangle`,
    /// a quarter of the screen high, saved 0.5 pt short at the top and nothing at the
    /// bottom on 2x canvases, 0.67 and 0.67 on 3x, in 12 forks). A symbol's overhang does
    /// not follow from its resource entry's proportions: `bed.double.fill`, flat too, is
    /// drawn 16.3 pt high.
    static let measuredOverhangs: [String: (top: Double, bottom: Double)] = [
        "archivebox.fill": (1, 1.5),
        "arrowshape.turn.up.left.fill": (1.33, 1.42),
        "arrowtriangle.right.fill": (2.17, 2.83),
        "book.fill": (1.67, 1.33),
        "calendar": (1.5, 1),
        "camera.fill": (0.75, 1.42),
        "cart.fill": (1.5, 0),
        "checkmark": (2.33, 1.67),
        "chevron.down": (4.5, 5),
        "chevron.right": (2.17, 1.5),
        "chevron.up": (4.67, 5.33),
        "clock": (1, 0.33),
        "cloud": (2.5, 2.75),
        "cloud.rain": (0, -1.5),
        "doc.fill": (0, 0),
        "envelope": (2.33, 1.67),
        "folder.fill": (1.67, 1.33),
        "forward": (2, 2.5),
        "globe": (1, 0.5),
        "hand.thumbsup": (-0.33, 0.33),
        "hand.thumbsup.fill": (-0.5, 0.5),
        "location": (1, 0),
        "location.fill": (1, 0.5),
        "magnifyingglass": (1, 1),
        "mappin.and.ellipse": (-0.5, 0),
        "moon.stars.fill": (0, 0.5),
        "number.square.fill": (1.5, 1),
        "pencil": (3, 2),
        "person": (1.5, 1.1),
        "person.fill": (1.5, 1.5),
        "phone.fill": (1.5, 1),
        "photo.on.rectangle": (0.6, 0.35),
        "pin": (-0.75, -0.75),
        "play": (1.5, 2),
        "plus": (2, 2),
        "rosette": (-0.33, 0),
        "square.and.arrow.up": (-2.33, 0.33),
        "star.fill": (0, 0),
        "sun.max": (0, 0),
        "sun.max.fill": (0, 0),
        "wind": (1.67, 1.67),
    ]

    /// Symbols in a circle fill the text's lines nearly to their ends: 0.5 to 1 pt above
    /// and 0 to 0.5 below (`checkmark.circle`, `info.circle`, `person.circle`,
    /// `bitcoinsign.circle.fill`, `ellipsis.circle.fill`, `circle.fill`).
    static let roundOverhang = (top: 0.75, bottom: 0.4)

    /// Whether the symbol `name` is drawn in a circle (`info.circle`, `circle.fill`,
    /// `largecircle.fill.circle`), which takes `roundOverhang`.
    static func isInCircle(_ name: String) -> Bool { name.contains("circle") }

    /// Other symbols the files show, most of them within half a point of this (`person`,
    /// `phone.fill`, `calendar`, `book.fill`, `folder.fill`, `number.square.fill`).
    private static let defaultOverhang = (top: 1.5, bottom: 1.25)
}
