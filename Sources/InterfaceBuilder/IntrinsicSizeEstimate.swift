import LayoutDocument
import LayoutXML

/// A width and height in points.
private typealias Extent = SymbolImage.Extent

/// The intrinsic size a view of an Interface Builder file has at run time, estimated
/// from what the file says (its text and font, its image, or UIKit's fixed sizes for
/// controls), with a note saying how. `placeholderIntrinsicWidth`/`Height` in the file
/// override it per axis (`infinite`: none on that axis).
struct IntrinsicSizeEstimate {
    var width: Double?
    var height: Double?
    var firstBaseline: Double?
    var lastBaseline: Double?
    var note: String?
    /// Where the control's frame reaches beyond its alignment rectangle.
    var alignmentInsets: EdgeInsets?
    /// A label that may wrap: measured again at the width the layout gives it.
    var wrapping: TextWrapping?
    /// The named font the text was estimated in, which has no fitted metrics.
    var unknownFont: String?
    /// The text measured and its font, for pictures (`ViewAppearance`).
    var text: String?
    var measurement: TextMeasurement?

    /// UIFont's class sizes, which a font description of Xcode 5 and 6 names instead of a
    /// point size (`size="system"`): `systemFontSize` 14, `smallSystemFontSize` 12,
    /// `labelFontSize` 17, `buttonFontSize` 18. The master-detail template's "Detail view
    /// content goes here" label, in `size="system"`, was saved 17 pt high in six apps'
    /// files of Xcode 5 and 6 (8 of 8): Helvetica Neue's 14 pt line, not 17's 21.
    static let namedFontSizes: [String: Double] = ["system": 14, "smallSystem": 12, "label": 17, "button": 18]

    /// Button types that draw one of UIKit's system glyphs.
    static let glyphButtonTypes: Set<String> = ["infoLight", "infoDark", "contactAdd", "detailDisclosure"]

    /// `images`: the file's `<resources>` image sizes by name; `toolsVersion`: the
    /// document's, which tells the era of UIKit the file was designed with; `canvasScale`:
    /// the pixels per point of the canvas text is measured on (`DesignCanvasReader.textScale`);
    /// `contentSize`:
    /// the Dynamic Type setting a font in a text style takes its size from; `toolbarHeight`:
    /// a toolbar's on the canvas (49 pt on an iPhone with a home indicator);
    /// `navigationBarHeight`: a navigation bar's (50 pt on an iPad from iOS 12); `tvOS`: a tvOS
    /// document, whose labels default to 38 pt and classic buttons are tvOS's; `fonts`: the
    /// fonts the project ships, by PostScript name; `smallerTitles`: the title styles at
    /// `DesignCanvas.xcode10TitleSizes`, as Xcode 9.3 to 10 drew them.
    init(
        _ e: XMLElement, images: [String: (width: Double, height: Double)], toolsVersion: Double,
        canvasScale: Double = 2, contentSize: ContentSizeCategory = .large, fonts: [String: FontFace] = [:],
        toolbarHeight: Double = 44, navigationBarHeight: Double = 44, tvOS: Bool = false, smallerTitles: Bool = false
    ) {
        // The system font is San Francisco from Xcode 7 (iOS 9) on, Helvetica Neue before,
        // when UIKit rounded text to whole points; named fonts are measured with their open
        // twin's metrics (`CloneFontMetrics`) or as San Francisco scaled by their family's
        // fitted factors (`NamedFontMetrics`).
        let sanFrancisco = toolsVersion >= XcodeEra.xcode7
        // Text is measured in half points on a 3x canvas too, then placed on its thirds: in
        // the development files 17 pt labels whose height only their text decides were
        // saved 21, 20.667 or 20.333 pt high (31, 8 and 3 labels), all within a third of a
        // point of 20.5 and two thirds of them more than half a point from 20.333; 13 pt
        // ones 16 (11 of 11, not 15.667); and 106 of 111 widths are within half a point of
        // the half-point measure, 99 of the third-of-a-point one.
        let scale = min(canvasScale, 2)
        let textScale = sanFrancisco ? scale : 1
        let iOS9 = toolsVersion < XcodeEra.xcode9
        /// San Francisco as the file's Xcode draws it, East Asian text included.
        func sanFranciscoFont(_ size: Double, _ weight: TextMeasurement.Weight) -> TextMeasurement {
            var m = TextMeasurement(systemFontOfSize: size, weight: weight, scale: scale, iOS9Weights: iOS9)
            m.eastAsian = EastAsianFallback.drawn(byToolsVersion: toolsVersion)
            // iOS 9 and 10 set the Display sizes wider; tvOS of those years did not (the
            // 38 pt titles of SVProgressHUD's tvOS demo, Xcode 8).
            m.wideDisplaySizes = iOS9 && !tvOS
            m.narrowAdvances = toolsVersion >= XcodeEra.xcode13Point3
            m.iOS13Signs = toolsVersion < XcodeEra.xcode12
            return m
        }
        func systemFont(_ size: Double, _ weight: TextMeasurement.Weight = .regular) -> TextMeasurement {
            guard !sanFrancisco else { return sanFranciscoFont(size, weight) }
            // Helvetica Neue's faces: UltraLight, Thin, Light, Medium, Bold (no heavier).
            let face = weight == .heavy || weight == .black ? .bold : weight
            let suffix = face == .regular ? "" : "-" + face.rawValue.capitalized
            var m = TextMeasurement(fontNamed: "HelveticaNeue" + suffix, pointSize: size, scale: 1)
            m.drawnBeforeIOS9 = true
            return m
        }
        func namedFont(_ name: String, _ size: Double) -> TextMeasurement {
            var m = TextMeasurement(fontNamed: name, pointSize: size, scale: textScale, projectFonts: fonts)
            // A named font whose line height is its own (its file's, its open twin's or
            // fitted) is measured in the canvas's own pixels, a 3x canvas's thirds too:
            // Helvetica Neue's single-line labels there were saved 16.667, 20.333, 33.333 and
            // 47.333 high at 14, 17, 28 and 40 pt, Avenir Next's 27.333 at 20 (14 of 14), and
            // a football app's setup screen of Xcode 10, its Helvetica Neue labels stacked
            // down a scroll view, put every view below them where thirds place them (56
            // views; half points put them two thirds of a point low). A font measured with
            // San Francisco's line keeps half points (an American Typewriter label of 16 pt
            // was saved 19.667 high: nearer the half-point 19.5 than the third 19.333).
            if sanFrancisco, m.hasOwnLineHeight { m.scale = canvasScale }
            m.drawnBeforeIOS9 = !sanFrancisco
            // Asked once the era is set: a face's own advances are iOS 9's and later's.
            if m.isEstimate { unknownFont = name }
            return m
        }
        /// An image's size from the file's resources: a system symbol's in points at its
        /// configuration (`SymbolImage`), any other image's as written.
        /// `alone`: the image of a configured button with no title.
        func imageSize(
            _ name: String, namedBy source: XMLElement?, in holder: XMLElement? = nil, alone: Bool = false
        ) -> Extent? {
            guard let size = images[name] else { return nil }
            guard let source, SymbolImage.isSymbol(source) else { return size }
            let points = symbolPoints(namedBy: source, in: holder)
            if isDefaultButtonSymbol(source, in: holder) {
                // Drawn large alone from Xcode 14 (iOS 16).
                return SymbolImage.sizeInButtonConfiguration(
                    named: name, resource: size, drawnSize: points, large: alone && toolsVersion >= XcodeEra.xcode14)
            }
            // A configuration (the view's own, or a configured button's with a scale of its
            // own) draws the symbol otherwise; only a symbol at UIKit's default is drawn at
            // its measured size.
            let configured =
                inButtonConfiguration(source, holder) || symbolConfiguration(namedBy: source, in: holder) != nil
            return configured
                ? SymbolImage.size(resource: size, drawnSize: points)
                : SymbolImage.size(named: name, resource: size, drawnSize: points)
        }
        /// The height a configuration lays its image `size` out by: from Xcode 14 (iOS 16)
        /// a symbol at its default by its alignment rectangle (`SymbolImage.alignmentHeight`):
        /// a messenger's profile buttons of Xcode 16, `pencil` and `airplane` above a 12 pt
        /// title with 10 pt between, were saved 58.67 high, 20.33 for the symbol; Xcode 13
        /// laid a symbol out by its drawn height (a delivery app's `message.fill` above its
        /// title, 17.5), no higher than the rectangle (its `magnifyingglass`, measured 22.33
        /// high, alone in a button 31 high, as every symbol-only button of Xcode 13).
        func laidOutHeight(of size: Extent, shownBy content: ButtonContent) -> Double {
            guard isDefaultButtonSymbol(content.imageSource, in: content.imageHolder) else { return size.height }
            return toolsVersion >= XcodeEra.xcode14
                ? SymbolImage.alignmentHeight : min(size.height, SymbolImage.alignmentHeight)
        }
        /// Whether `source` names a system symbol a button configuration shows with no
        /// symbol configuration or scale of its own.
        func isDefaultButtonSymbol(_ source: XMLElement?, in holder: XMLElement?) -> Bool {
            guard let source, SymbolImage.isSymbol(source) else { return false }
            return inButtonConfiguration(source, holder) && symbolConfiguration(namedBy: source, in: holder) == nil
                && (source[attribute: "symbolScale"] ?? "default") == "default"
        }
        /// Whether the element naming an image is a button's configuration or in one.
        func inButtonConfiguration(_ source: XMLElement, _ holder: XMLElement?) -> Bool {
            source.name == "buttonConfiguration" || holder?.name == "buttonConfiguration"
        }
        /// The points a system symbol is drawn at, by the configuration of the element that
        /// names it, of the button state or configuration `holder` that holds that element
        /// (Xcode writes a state's configuration beside its `<imageReference>`), or of the
        /// view (`SymbolImage.drawnSize`).
        func symbolPoints(namedBy source: XMLElement, in holder: XMLElement? = nil) -> Double {
            SymbolImage.drawnSize(
                configuration: symbolConfiguration(namedBy: source, in: holder),
                symbolScale: source[attribute: "symbolScale"], contentSize: contentSize)
        }
        /// The `<preferredSymbolConfiguration>` a symbol is drawn with: the naming
        /// element's, its holder's, or the view's.
        func symbolConfiguration(namedBy source: XMLElement, in holder: XMLElement?) -> XMLElement? {
            (source.children + (holder?.children ?? []) + e.children).first {
                $0.name == "preferredSymbolConfiguration"
            }
        }
        /// The font a font description names, if not the system font (`.AppleSystemUIFont`
        /// and `.SFUI…` are the system font by its private name).
        func namedFont(of f: XMLElement?) -> String? {
            f?[attribute: "name"].flatMap { $0.hasPrefix(".") ? nil : $0 }
        }
        /// The text's font, from `description` (the view's own `fontDescription` unless
        /// given), else the system font at `size`.
        func font(default size: Double, description: XMLElement? = nil) -> (TextMeasurement, String) {
            guard let f = description ?? e.children.first(where: { $0.name == "fontDescription" }) else {
                return (systemFont(size), "system \(formatNumber(size)) pt")
            }
            let style = f[attribute: "style"]
            // A text style's font takes its size from the content size category when the
            // view loads (`adjustsFontForContentSizeCategory` only adds live updates).
            let dynamic =
                contentSize == .large || tvOS ? nil : style.flatMap { contentSize.pointSize(ofTextStyle: $0) }
            let styleSize = style.flatMap {
                tvOS
                    ? ContentSizeCategory.tvOSPointSize(ofTextStyle: $0)
                    : (smallerTitles ? DesignCanvas.xcode10TitleSizes[$0] : nil)
                        ?? ContentSizeCategory.large.pointSize(ofTextStyle: $0)
            }
            let named = f[attribute: "size"].flatMap { Self.namedFontSizes[$0] }
            let points = dynamic ?? f.fontPointSize ?? styleSize ?? named ?? size
            let type = (f[attribute: "type"] ?? "").lowercased()
            let bold = type.contains("bold") || style == "UICTFontTextStyleHeadline"
            if let name = namedFont(of: f) {
                return (namedFont(name, points), "\(name) \(formatNumber(points)) pt")
            }
            // A text style's own weight: Headline's semibold; Title 1 was San Francisco
            // Display Light in iOS 9 and 10 (Xcode 7 and 8).
            let styleWeight: TextMeasurement.Weight? =
                switch style {
                case "UICTFontTextStyleHeadline": .semibold
                case "UICTFontTextStyleTitle1" where toolsVersion < XcodeEra.xcode9: .light
                default: nil
                }
            let weight =
                f[attribute: "weight"].flatMap(TextMeasurement.Weight.init(named:))
                ?? styleWeight ?? (bold ? .bold : .regular)
            guard sanFrancisco else {
                return (
                    systemFont(points, weight),
                    "\(weight == .regular ? "" : weight.rawValue + " ")Helvetica Neue \(formatNumber(points)) pt"
                )
            }
            var m = sanFranciscoFont(points, weight)
            if !tvOS, let style, let leading = contentSize.lineLeading(ofTextStyle: style) {
                m.setTextStyleLeading(leading)
            }
            return (
                m,
                "\(weight == .regular ? "" : weight.rawValue + " ")system \(formatNumber(points)) pt"
            )
        }
        /// An attributed string's text and how to measure it: the first fragment's font
        /// and paragraph style (most have one fragment).
        func attributed(_ string: XMLElement? = e.shownAttributedString) -> (String, TextMeasurement, String)? {
            guard let string else { return nil }
            let fragments = string.children.filter { $0.name == "fragment" }
            let content = string.fragmentsText
            let attributes = fragments.first?.children.first { $0.name == "attributes" }
            let nsFont = attributes?.children.first { $0.name == "font" && $0[attribute: "key"] == "NSFont" }
            let meta = nsFont?[attribute: "metaFont"] ?? ""
            // A meta font written with no size is AppKit's at its standard size, 13 pt (11
            // for the small one, 9 for the mini one): a coffee-ordering demo's "Pick-up at
            // Cupertino - 9:10am" in `metaFont="system"` was saved 183.33 × 15.67 on a 3x
            // canvas, 13 pt text.
            let sizePrefix = [("small", 11.0), ("mini", 9.0)].first { meta.hasPrefix($0.0) }
            let metaName = meta.dropFirst(sizePrefix?.0.count ?? 0)
            let metaSize = sizePrefix?.1 ?? (meta.isEmpty ? nil : 13)
            let size = nsFont?[attribute: "size"].flatMap(Double.init) ?? metaSize ?? 17
            var m: TextMeasurement
            var fontName: String
            if let name = nsFont?[attribute: "name"], !name.hasPrefix(".") {
                m = namedFont(name, size)
                fontName = "\(name) \(formatNumber(size)) pt"
            } else {
                // `system`, `systemBold`, `systemMedium`, … (`smallSystemBold` too)
                let weight =
                    TextMeasurement.Weight(named: String(metaName.dropFirst("system".count)))
                    ?? .regular
                m = systemFont(size, weight)
                fontName = "\(weight == .regular ? "" : weight.rawValue + " ")system \(formatNumber(size)) pt"
            }
            let paragraph = attributes?.children.first { $0.name == "paragraphStyle" }
            if let multiple = paragraph?[attribute: "lineHeightMultiple"].flatMap(Double.init), multiple > 0 {
                m.lineHeightMultiple = multiple
            }
            if let spacing = paragraph?[attribute: "lineSpacing"].flatMap(Double.init), spacing > 0 {
                m.lineSpacing = spacing
            }
            // Photobook's story titles: two lines of a 48 pt font, each capped at 48 pt, 96 high.
            func lineHeight(_ name: String) -> Double {
                paragraph?[attribute: name].flatMap(Double.init).flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
            }
            m.minimumLineHeight = lineHeight("minimumLineHeight")
            m.maximumLineHeight = lineHeight("maximumLineHeight")
            return (content, m, fontName + ", attributed")
        }
        /// The view's text (or attributed text) and how to measure it.
        func textAndFont(default size: Double) -> (String, TextMeasurement, String) {
            var (content, m, fontName) =
                attributed()
                ?? {
                    let (m, fontName) = font(default: size)
                    return (e.stringProperty("text") ?? "", m, fontName)
                }()
            // Only East Asian text is drawn from the fallback font: without it, the
            // measurement is the one a layout document's own font gives (`convert`).
            if !TextMeasurement.hasEastAsianCharacters(content) { m.eastAsian = nil }
            return (content, m, fontName)
        }
        func tenth(_ v: Double) -> Double { (v * 10).rounded() / 10 }
        /// A configuration's image beside its title (`imagePlacement`, leading unless
        /// said; `imagePadding` between them, none unless said), inside the padding: a
        /// news app's "Retry" with `arrow.clockwise` (Xcode 14) was saved 82.33 × 34.33,
        /// its title alone 64.67 × 34.67, the symbol drawn at the title's size. Above or
        /// below the title, the two are stacked and centred.
        func padImage(
            _ size: SymbolImage.Extent, beside title: String, in m: TextMeasurement,
            configuration: XMLElement?, padding: EdgeInsets, laidOutHeight: Double
        ) {
            let gap = configuration?[attribute: "imagePadding"].flatMap(Double.init) ?? 0
            let titleWidth = m.width(of: Substring(title))
            switch configuration?[attribute: "imagePlacement"] {
            case "top", "bottom":
                let above = configuration?[attribute: "imagePlacement"] == "top"
                width = max(titleWidth, size.width) + padding.leading + padding.trailing
                height = m.lineHeight + gap + laidOutHeight + padding.top + padding.bottom
                firstBaseline = tenth(padding.top + (above ? laidOutHeight + gap : 0) + m.ascender)
            default:
                width = titleWidth + gap + size.width + padding.leading + padding.trailing
                let content = max(m.lineHeight, laidOutHeight)
                height = content + padding.top + padding.bottom
                firstBaseline = tenth(padding.top + (content - m.lineHeight) / 2 + m.ascender)
            }
            lastBaseline = tenth(height! - firstBaseline!)
        }
        // (Line breaks as spaces, other control characters left out: notes go to terminals.)
        func quoted(_ text: String) -> String {
            let s = String(
                text.compactMap { c -> Character? in
                    guard c.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                        return c
                    }
                    return c.isNewline ? " " : nil
                })
            return s.count > 24 ? "'\(s.prefix(21))…'" : "'\(s)'"
        }

        switch e.name {
        case "label":
            // tvOS's default label font is 38 pt ("Label" saved 93 × 46 in its files).
            var (content, m, fontName) = textAndFont(default: tvOS ? 38 : 17)
            let lines = Int(e[attribute: "numberOfLines"] ?? "1") ?? 1
            // Xcode 12 to 13.2 set a label that may wrap as iOS 15.4 sets every label, San
            // Francisco's Text face narrower (photo-sharing courses' multi-line comment labels
            // of Xcode 12.3 to 13.2, "This is a comment" saved 138.5 wide where its single
            // line is 139.5: 6 of 6; Xcode 11's are not).
            if lines != 1, (XcodeEra.xcode12..<XcodeEra.xcode13Point3).contains(toolsVersion) {
                m.narrowAdvances = true
            }
            var (w, count) = m.size(of: content)
            if lines > 0 { count = min(count, lines) }
            if content.isEmpty { (w, count) = (0, 0) }
            width = w
            // A single line of East Asian text is taller (`EastAsianFallback`); a label that
            // may wrap sets each line at the font's own height.
            height = lines == 1 && count == 1 ? m.lineHeight(of: content) : m.height(lines: count)
            (text, measurement) = (content, m)
            if lines != 1, !content.isEmpty {
                if let explicit = e[attribute: "preferredMaxLayoutWidth"].flatMap(Double.init), explicit > 0 {
                    // An explicit preferred width: UILabel wraps at it once, whatever width
                    // the layout gives the label, and is as wide as its widest line.
                    var shown = m.lines(of: content, wrappedAt: explicit)
                    if lines > 0 { shown = Array(shown.prefix(lines)) }
                    width = min(shown.map { m.width(of: $0) }.max() ?? 0, explicit)
                    height = m.height(lines: shown.count)
                } else {
                    wrapping = TextWrapping(text: content, measurement: m, maximumLines: max(lines, 0))
                }
            }
            firstBaseline = tenth(m.lineCentringOffset + m.ascender + m.lineHeightLimitOffset)
            lastBaseline = tenth(m.lineHeight - firstBaseline!)
            // A label that draws a shadow (it has a shadow colour) is larger by the shadow's
            // offset, UILabel's default (0, -1) when none is written: a library app's labels
            // of Xcode 9.0 saved a point higher than their lines, 4 of 4, and four more in
            // three apps (Xcode 10.3 to 12.0); none of 123 read labels with a shadow lost.
            if e.children.contains(where: { $0[attribute: "key"] == "shadowColor" }), !content.isEmpty {
                let offset = e.children.first { $0[attribute: "key"] == "shadowOffset" }
                let dx = offset?[attribute: "width"].flatMap(Double.init) ?? 0
                let dy = offset?[attribute: "height"].flatMap(Double.init) ?? -1
                width! += abs(dx)
                height! += abs(dy)
                if dy < 0 { firstBaseline = firstBaseline! + abs(dy) } else { lastBaseline = lastBaseline! + dy }
            }
            note = "estimated from text \(quoted(content)) in \(fontName)"
        case "button":
            let content = ButtonContent(e)
            let (state, configuration) = (content.state, content.configuration)
            // An attributed title (a classic button's `hasAttributedTitle`, or a
            // configuration's own) is measured in its own font, as a label's attributed
            // text.
            let attributedTitle = content.attributedTitle.flatMap { attributed($0) }
            let title = content.title ?? attributedTitle?.0 ?? ""
            // A configuration-style button (Xcode 13 and later) pads its title; a custom
            // button's title font is 18 pt, a system button's 15 (no `buttonType`: custom).
            let padded = configuration != nil
            let custom = e[attribute: "buttonType"] == nil && !padded
            // A classic tvOS button in the default font: a 38 pt bold title, 39 pt either
            // side, 86 pt high (the fetched tvOS files' 28 such buttons: 27 of them 86 high,
            // 12 of 16 widths within a point of the title's plus 78).
            let tvButton = tvOS && !padded && !custom && !e.children.contains { $0.name == "fontDescription" }
            if tvButton, let title = content.title, !title.isEmpty {
                let m = TextMeasurement(systemFontOfSize: 38, weight: .bold, scale: scale)
                (text, measurement) = (title, m)
                width = (m.width(of: Substring(title)) + 78).rounded(.up)
                height = 86
                firstBaseline = tenth((86 - m.lineHeight) / 2 + m.ascender)
                lastBaseline = tenth(86 - firstBaseline!)
                note = "estimated from title \(quoted(title)) in tvOS's 38 pt bold button font"
                return
            }
            // A configuration sets its title's font itself (Sentry's 12 pt "Dismiss with
            // loadView" buttons, saved 28.33 pt high on a 3x canvas, not 34.5); without one its
            // title is in the body style, at the Dynamic Type size the text is measured at:
            // Xcode 13's canvas, which drew text styles at extra small, saved "Temperature"
            // 106.5 wide and "Forgot password?" 139.5 (14 pt titles), Xcode 14's "Button" 75.
            let titleFont = configuration?.children.first {
                $0.name == "fontDescription" && $0[attribute: "key"] == "titleFontDescription"
            }
            let bodyTitle = tvOS ? 17 : contentSize.pointSize(ofTextStyle: "UICTFontTextStyleBody") ?? 17
            let (m, fontName) =
                attributedTitle.map { ($0.1, $0.2) }
                ?? font(default: padded ? bodyTitle : custom ? 18 : 15, description: titleFont)
            (text, measurement) = (title, m)
            // A classic button's `contentEdgeInsets`, when any is set, replace its own
            // padding (6 pt above and below the title) and add to its width.
            let insets = padded ? nil : contentEdgeInsets(of: e)
            // An info, add-contact or detail-disclosure button shows UIKit's 22 pt glyph:
            // untitled, it is 22 × 22 (6 of 6 such buttons saved without a size constraint,
            // Xcode 8 to 12: GitHawk's, ChatSecure's, Pulley's). A configuration pads it
            // (IVPN's two of Xcode 15 are 50 × 34; too few to say how): left as it was.
            if let type = e[attribute: "buttonType"], Self.glyphButtonTypes.contains(type), title.isEmpty,
                content.image == nil, !tvOS, !padded
            {
                (width, height) = (22, 22)
                note = "UIKit's 22 pt glyph of a '\(type)' button"
                return
            }
            // Configurations pad a title 12 pt either side and 7 above and below: Xcode 13's
            // body titles at extra small, 14 pt on a 17 pt line, made "Button" 67×31, "SnapShot"
            // 87×31 and "join" 47×31; a title in a font of its own, 7 above and below in Xcode
            // 13 too (a 20 pt "Sign In" 38 pt high, a 13 pt semibold "comprar" 30).
            // Its own `contentInsets`, where it sets them, replace that padding (a workout
            // app's "운동완료", 5 pt above, 10 after and none below: 69 × 25.5 in Xcode 14).
            let padding =
                configuration?.edgeInsets(key: "contentInsets")
                ?? EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            /// A configuration's content `height` padded above and below: its title line, or a
            /// symbol drawn around at least that line.
            func paddedHeight(_ height: Double) -> Double { height + padding.top + padding.bottom }
            if padded, title.isEmpty, let image = content.image,
                let size = imageSize(image, namedBy: content.imageSource, in: content.imageHolder, alone: true)
            {
                // A configuration pads an image alone 12 pt either side and 7 above and
                // below, in Xcode 13 too (a news app's five asset images: the 11×20 "back"
                // 35×34, the 32 pt "bookmark-circular" 56×46); a symbol is drawn around at
                // least its title font's line: symbol-only configured buttons of Xcode 14
                // and 15 were saved 34.33 pt high on 3x canvases (7 of 7 nothing else sizes:
                // QuickNet's, CepteBilet's, Avox's); in Xcode 13, within its extra small
                // title's 17 pt line (31 pt high on 2x canvases, "xmark", "chevron.down" and
                // "magnifyingglass" alike: 23 in course files of tools 19162–20037, most others
                // held by size constraints; a calendar's `arrowshape.turn.up.right.circle.fill`,
                // 31.33 on a 3x canvas, is a third of a point over it). A symbol at the
                // configuration's default is as wide as an image view draws it, large from
                // Xcode 14, and laid out by its alignment rectangle
                // (`SymbolImage.sizeInButtonConfiguration`).
                width = size.width + padding.leading + padding.trailing
                let symbol = content.imageSource.map(SymbolImage.isSymbol) ?? false
                // Xcode 13 kept the symbol within the line; later ones lay it out around it.
                let line =
                    toolsVersion < XcodeEra.xcode14
                    ? m.lineHeight : max(m.lineHeight, laidOutHeight(of: size, shownBy: content))
                height = symbol ? paddedHeight(line) : paddedHeight(size.height)
                note = "from image '\(image)' and the configuration's padding"
                return
            }
            if title.isEmpty, let image = content.image,
                let size = imageSize(image, namedBy: content.imageSource, in: content.imageHolder)
            {
                // A classic button's empty title still has its font's line height, a whole
                // number of points as a title's (openHAB's and WooCommerce's symbol-only
                // custom buttons: 22 pt high at 18 pt).
                (width, height) = (size.width, max(size.height, m.lineHeight.rounded(.up)))
                if let insets {
                    width! += insets.leading + insets.trailing
                    height! += insets.top + insets.bottom
                }
                note = "from image '\(image)' and the title font's line height"
                if !padded, let name = state?[attribute: "backgroundImage"], let background = images[name] {
                    // Its background image is the least size, as it is behind a title: Kodeco's
                    // 10 × 22 "InfoButton" on a 32 pt "SmallButton" was saved 32 × 32.
                    (width, height) = (max(width!, background.width), max(height!, background.height))
                    note = "from image '\(image)' and background image '\(name)'"
                }
                return
            }
            var shownImage: String?
            if padded, !title.isEmpty, let image = content.image,
                let size = imageSize(image, namedBy: content.imageSource, in: content.imageHolder)
            {
                padImage(
                    size, beside: title, in: m, configuration: configuration, padding: padding,
                    laidOutHeight: laidOutHeight(of: size, shownBy: content))
                shownImage = image
            } else if padded {
                width = m.width(of: Substring(title)) + padding.leading + padding.trailing
                height = paddedHeight(m.lineHeight)
                firstBaseline = tenth(padding.top + m.ascender)
                lastBaseline = tenth(height! - padding.top - m.ascender)
            } else {
                // A classic button's title is a whole number of points high: 33 pt buttons at
                // 17 pt, 34 at 18, 38 at 21, 27 at 12 in the real files' saved frames. One
                // that wraps (a word or character wrap line break mode, which Interface
                // Builder gives a title of any number of lines) shows each line its title
                // breaks into: a fitness app's 18 pt "I worked out today", a line separator,
                // "(at least 30 min)", saved 55 pt high, two lines and the padding.
                let wraps = ["wordWrap", "characterWrap"].contains(e[attribute: "lineBreakMode"] ?? "")
                let titleLines = wraps ? TextMeasurement.paragraphs(of: title) : [Substring(title)]
                let line = (titleLines.count > 1 ? m.height(lines: titleLines.count) : m.lineHeight).rounded(.up)
                // An image shows beside the title: the button is as wide as both, and as
                // high as the taller, the title centred on it (Element's call buttons, image
                // and title inside 12 and 8 pt insets: "Decline" 108 × 40 with a 24 pt
                // image, "Answer" 100 × 38 with a 16 pt one; Rocket.Chat's "125 replies").
                // The image's own insets move it, not the button's size.
                let image = content.image.flatMap { name in
                    imageSize(name, namedBy: content.imageSource, in: content.imageHolder).map {
                        (name: name, size: $0)
                    }
                }
                // Beside an image the title has no padding of its own: with no insets set,
                // such buttons of Xcode 12 to 16 were saved as high as the taller of the two
                // (an 18 pt Poppins title beside a 22 pt icon 26 high, its line; a 17 pt
                // Raleway one beside a symbol 20; a 24 pt star beside a title 24).
                let (top, bottom) = insets.map { ($0.top, $0.bottom) } ?? (image == nil ? (6, 6) : (0, 0))
                // Saved a whole number of points wide: the title's width (and the image's and
                // the insets') rounded up; with the fitted metrics, half a point or a point more
                // matched fewer views. A title alone is never narrower than 30 pt, as an empty
                // button is (the real files' emoji and short titles: 30 wide).
                let sides = insets.map { $0.leading + $0.trailing } ?? 0
                let titleWidth = titleLines.map { m.width(of: $0) }.max() ?? 0
                width = (titleWidth + (image?.size.width ?? 0) + sides).rounded(.up)
                if image == nil { width = max(30, width!) }
                height = top + line + bottom
                firstBaseline = tenth(top + m.ascender)
                lastBaseline = tenth(bottom + line - m.ascender)
                if let image {
                    let imageHeight = image.size.height + (insets.map { $0.top + $0.bottom } ?? 0)
                    if imageHeight > height! {
                        height = imageHeight
                        firstBaseline = tenth((imageHeight - line) / 2 + m.ascender)
                        lastBaseline = tenth(imageHeight - firstBaseline!)
                    }
                    shownImage = image.name
                }
            }
            note =
                "estimated from title \(quoted(title)) in \(fontName)" + (shownImage.map { " and image '\($0)'" } ?? "")
            if !padded, let name = state?[attribute: "backgroundImage"], let size = images[name] {
                // A background image sets the least size, around the title without its
                // padding: Packt's time buttons, "7:30pm" in 17 pt, are their 68×27 image.
                let titleLine = m.lineHeight.rounded(.up)
                let (top, bottom) = insets.map { ($0.top, $0.bottom) } ?? (0, 0)
                // (An empty title's least width, 30 pt, gives way to the image's.)
                width = title.isEmpty ? size.width : max(width!, size.width)
                height = max(top + titleLine + bottom, size.height)
                firstBaseline = tenth((height! - titleLine) / 2 + m.ascender)
                lastBaseline = tenth(height! - firstBaseline!)
                note = "from background image '\(name)' and title \(quoted(title)) in \(fontName)"
                if title.isEmpty, content.image == nil, let state, SymbolImage.isSymbol(state) {
                    // A symbol behind no title or image lends the button its alignment
                    // rectangle, as it does an image view: a weather course's 40 pt square
                    // buttons of Xcode 11 and 12 were saved 38 to 39 pt high, their
                    // `magnifyingglass` 2 pt shorter, `location.circle.fill` a point and a
                    // bit, their tops 0.5 to 1 pt below the constraints' (6 of 6).
                    let overhang = SymbolImage.alignmentOverhang(named: name, drawnSize: symbolPoints(namedBy: state))
                    height! += overhang.top + overhang.bottom
                    alignmentInsets = EdgeInsets(top: -overhang.top, leading: 0, bottom: -overhang.bottom, trailing: 0)
                }
            }
        case "textField":
            let (m, fontName) = font(default: 14)
            let fieldText = e.stringProperty("text")
            let content = fieldText ?? e.stringProperty("placeholder") ?? ""
            (text, measurement) = (fieldText, m)
            let border = e[attribute: "borderStyle"] ?? "none"
            let rounded = border == "roundedRect"
            // A rounded-rect field pads its text 7 pt either side. One that shows only its
            // placeholder was saved wider: 22 pt more than the placeholder until Xcode 10
            // (DJI's "Skip Position", 99.5 in 14 pt), 28 since Xcode 11 (Facebook's
            // "Provide an Optional Nonce", 200).
            let placeholderOnly = (fieldText ?? "").isEmpty && !content.isEmpty
            let padding: Double = placeholderOnly ? (toolsVersion < XcodeEra.iOS13Controls ? 22 : 28) : 14
            // A borderless field is 4 pt wider than its text or placeholder: 9 of 9 such
            // fields that nothing else sizes, Xcode 7 to 26 (Bike Rewards' "Home" 43 pt wide
            // in 14 pt, BiTanDemo's placeholders, Chat's "Write a message..." 259).
            width = m.width(of: Substring(content)) + (rounded ? padding : border == "none" ? 4 : 0)
            // Rounded-rect fields were 30 pt high until iOS 13 (Xcode 11, tools 15000); since,
            // 34 for text up to 20 pt (the real files' fields in system 14 and in the Body
            // style alike, and a registration form's in 20 pt), then the font's line and 9.3
            // pt, in pixels: 38 at 24 pt and 45.5 at 30 on 2x canvases (45.67 on 3x): 4 of
            // the 5 larger fields nothing else sizes in the system font (Xcode 11.5 to 26;
            // one of 25 pt was saved 40, not 39.5), and a budget app's two in Avenir Heavy
            // 40, whose line is 55 pt, 64.5 (Xcode 12.3; 1.25 pt a point of text and 7.9, as
            // fitted to the system font alone, made them 58). It had grown with the line and
            // 13.5 pt, 0 of 5.
            if rounded {
                let grown = ((m.unroundedLineHeight + 9.3) * scale).rounded(.up) / scale
                // Before iOS 13 a field with text of more than 20 pt grew from Xcode 9 on: its
                // line in whole points and 4 (a bank app's 25 pt fields 34 high, Xcode 10.1;
                // a stopwatch's 35 pt ones 46, Xcode 10.0); Xcode 7.3 kept 25 pt fields 30.
                let earlyGrown = toolsVersion < XcodeEra.xcode9 ? 0 : m.lineHeight.rounded(.up) + 4
                height = toolsVersion < XcodeEra.iOS13Controls ? max(30, earlyGrown) : max(34, grown)
            } else if border == "none" {
                // A borderless field is about its line and a point: Pocket Casts' were
                // saved 19.5, 20–21 and 21 pt high with 15, 16 and 17 pt text (17 with 14).
                // Before Xcode 11 one was its line in whole points, in the system font and
                // named fonts alike: 21 and 20 pt at 17 and 16 pt (Kodeco's, Xcode 7), 20
                // at 16 (Xcode 9.3), 17 at 14 and 20 at 16 (Xcode 10.1): 10 of 10 such
                // fields nothing else sizes; and a chat course's in named fonts, Xcode 8.3
                // to 10.2: Helvetica Neue 20 pt high at 17 on 2x and 3x canvases, Avenir
                // Book 24 (52 fields in nine students' copies, each a point or more shorter
                // than the line and a point made it).
                height = toolsVersion < XcodeEra.iOS13Controls ? m.lineHeight.rounded(.up) : m.lineHeight + 1
                if toolsVersion >= XcodeEra.xcode26, (fieldText ?? "").isEmpty {
                    // From iOS 26 an empty field is as high as UIKit's default font (system
                    // 17 pt) makes it, whatever its own font: OwnTracks' 50 empty fields
                    // in 14 pt, Xcode 26, were saved 22 pt high.
                    let standard = TextMeasurement(systemFontOfSize: 17, weight: .regular, scale: scale)
                    height = max(height!, standard.lineHeight.rounded(.up) + 1)
                }
            } else {
                height = m.lineHeight + 4
            }
            // The line is centred in the field, to the nearest pixel: a borderless field's
            // half point of slack above it puts its text half a point below a label's it is
            // baseline-aligned with (Esri's Xcode 12 forms: fields saved a point above their
            // labels, 22 pt high).
            let above = ((height! - m.lineHeight) * scale / 2).rounded() / scale
            firstBaseline = tenth(above + m.ascender)
            lastBaseline = tenth(height! - firstBaseline!)
            note = "estimated from \(quoted(content)) in \(fontName)"
        case "textView":
            let (content, m, fontName) = textAndFont(default: 14)
            (text, measurement) = (content, m)
            // A text view that does not scroll is as big as its text, as a label that wraps.
            guard e[attribute: "scrollEnabled"] == "NO" else { break }
            let wrap = TextWrapping.textView(showing: content, in: m)
            (width, height) = wrap.unwrappedSize
            (firstBaseline, lastBaseline) = wrap.baselines
            wrapping = wrap
            note = "estimated from text \(quoted(content)) in \(fontName)"
        case "imageView":
            if let image = e.imageName, let size = imageSize(image, namedBy: e.imageSource) {
                (width, height) = (size.width, size.height)
                note = "from image '\(image)'"
                if let source = e.imageSource, SymbolImage.isSymbol(source) {
                    // The frame is the image's; the alignment rectangle reaches beyond it.
                    let overhang = SymbolImage.alignmentOverhang(named: image, drawnSize: symbolPoints(namedBy: source))
                    height = size.height + overhang.top + overhang.bottom
                    alignmentInsets = EdgeInsets(top: -overhang.top, leading: 0, bottom: -overhang.bottom, trailing: 0)
                }
            }
        case "switch":
            // A frame 2 pt wider than its alignment rectangle on the trailing side: 51×31
            // around 49 pt, as every switch's saved frame from Xcode 5 to 16 shows; 63×28
            // around 61 pt in Xcode 26 (a switch pinned by its trailing edge ends 2 pt
            // past it).
            (width, height, note) =
                toolsVersion < XcodeEra.xcode26 ? (49, 31, "UISwitch's size") : (61, 28, "UISwitch's size")
            alignmentInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 2)
        case "activityIndicatorView":
            let large = (e[attribute: "style"] ?? "").lowercased().contains("large")
            // tvOS draws the large indicator 64 pt across (ViewAnimator's tvOS sample).
            let side: Double = large ? (tvOS ? 64 : 37) : 20
            (width, height) = (side, side)
            note = "UIActivityIndicatorView's size"
        case "segmentedControl":
            let segments = e.children.first { $0.name == "segments" }?.children ?? []
            // A segment given its own width (`setWidth(_:forSegmentAt:)`) keeps it, and a
            // divider of a point follows it: MediBand's two 100 pt segments were saved 201
            // wide (Xcode 7). The others share what their titles need, as below.
            let fixed = segments.compactMap { $0[attribute: "width"].flatMap(Double.init) }.filter { $0 > 0 }
            let titles = segments.filter { ($0[attribute: "width"].flatMap(Double.init) ?? 0) <= 0 }
                .compactMap { $0[attribute: "title"] }
            // Segments are equally wide (UIKit apportions widths by content only when asked):
            // each its widest title in 13 pt and 10 pt either side: of about 175 segmented
            // controls in fetched apps' files, 49 are then more than half a point off the
            // saved frame, against 65 with each segment its own title's width.
            // tvOS's segments are drawn in 38 pt, 26 pt either side: SVProgressHUD's tvOS demo
            // (Xcode 8) saved "Light | Dark" 266 wide, "Flat | Native" 312 and four segments
            // to "Gradient" 776, each within 6 pt of this (San Francisco's Display face).
            let m = systemFont(tvOS ? 38 : 13)
            let widest = titles.map { m.width(of: Substring($0)) }.max() ?? 0
            // Until iOS 13 (Xcode 11) segments were narrower: 7.25 pt either side (Apress's and
            // Dji's files of Xcode 8 and 10, 5 segmented controls of the fetched apps).
            let padding: Double = tvOS ? 52 : toolsVersion < XcodeEra.iOS13Controls ? 14.5 : 20
            let dividers = Double(titles.isEmpty ? fixed.count - 1 : fixed.count)
            width =
                ((widest + padding) * Double(titles.count)).rounded(.up)
                + (fixed.isEmpty ? 0 : fixed.reduce(0, +) + dividers)
            // A frame of 29 pt until iOS 13 (Xcode 11), 32 since, as the saved frames of 69
            // and 59 segmented controls without a height of their own show, around an
            // alignment rectangle a point shorter at the bottom (4 of 4 in vertical stacks
            // are followed by their stack's spacing less a point).
            // tvOS's: a 70 pt frame (the three of SVProgressHUD's demo), its rectangle a
            // point shorter too (the label below sits 16 pt under it where it says 16).
            height = tvOS ? 69 : toolsVersion < XcodeEra.iOS13Controls ? 28 : 31
            alignmentInsets = EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
            note =
                fixed.isEmpty
                ? "estimated from \(titles.count) segment titles"
                : "from \(fixed.count) segment widths and \(titles.count) segment titles"
        case "slider":
            if toolsVersion >= XcodeEra.xcode26 {
                // iOS 26's slider: 34 pt, its frame its alignment rectangle (3 of 3 sliders
                // Xcode 26 saved in fetched apps, one pinned at both ends).
                (height, note) = (34, "UISlider's height")
            } else {
                // A 31 pt frame around a 30 pt alignment rectangle that is 4 pt narrower, as
                // the saved frames of Xcode 9 to 14 show.
                (height, note) = (30, "UISlider's height")
                alignmentInsets = EdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
            }
        case "progressView":
            (height, note) = (toolsVersion < XcodeEra.xcode12 ? 2 : 4, "UIProgressView's height")
            if e[attribute: "progressViewStyle"] == "bar" {
                // The bar style draws a point below its alignment rectangle, 1.5 pt high
                // from Xcode 8 and 2 before: Agrinoble's ten unsized bars (Xcode 14) and a
                // budget app's (Xcode 8.3) were saved 2.5 high, their bottoms a point below
                // where they were pinned, and one pinned 8 high 9; three apps' of Xcode 6
                // and 7 were saved 3 high (one pinned 2 high), and two of Xcode 11 pinned 5
                // and 10 high 6 and 11.
                height = toolsVersion < XcodeEra.xcode8 ? 2 : 1.5
                alignmentInsets = EdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
            }
        case "stepper":
            (width, height, note) = (94, toolsVersion < XcodeEra.iOS13Controls ? 29 : 32, "UIStepper's size")
        case "pageControl":
            // iOS 14 redrew the control: 27.5 pt (mattneub's paging example of Xcode 12 and
            // ScrollStackController's demo of Xcode 13.0, tools 18122, 2 of 2), and Xcode 13's
            // release builds 26 (three onboarding apps' controls of three pages, tools 19529
            // and 21507, 116.5 pt wide where the demo's was 121.5). Before, it was 37 pt
            // high: 4 of 4 page controls nothing sizes, Xcode 7 to 11 (Chameleon's,
            // DesignerNews', IBDecodable's, LXCarouselView's).
            height = toolsVersion < XcodeEra.xcode12 ? 37 : toolsVersion < XcodeEra.xcode13Release ? 27.5 : 26
            note = "UIPageControl's height"
            // Before iOS 14 a 7 pt dot per page, 9 pt apart: three pages 39 pt wide (4 of 4
            // page controls held only by their centre, Xcode 7 to 11). iOS 14's width per
            // page is not known from the files (one control, 121.5 pt for three pages).
            if toolsVersion < XcodeEra.xcode12, let pages = e[attribute: "numberOfPages"].flatMap(Int.init),
                pages > 0, pages <= 10_000
            {
                width = Double(16 * pages - 9)
                note = "UIPageControl's size for \(pages) page\(pages == 1 ? "" : "s")"
            }
        case "searchBar":
            var height: Double = toolsVersion < XcodeEra.xcode9 ? 44 : toolsVersion < XcodeEra.xcode26 ? 56 : 64
            // A bar is 51 pt at the extra small text size, its field's text smaller:
            // Siesta's and ProtonVPN's, which nothing sizes, on the canvas of Xcode 13.0 and
            // 13.2, which drew text at that size (2 of 2), and a weather app's minimal bar
            // of 13.2; 56 at large in Xcode 11 and 12 (4 of 4) and from Xcode 14.
            if contentSize == .extraSmall, toolsVersion >= XcodeEra.xcode9 { height = 51 }
            // A prompt shows in a line of its own above the field: 34 pt more since iOS 11
            // (GHSR's "finc a github repo", Xcode 12: 90 pt, nothing sizing it), 31 before
            // (a weather app's "Enter city name…" of Xcode 7.1: 75 pt, the labels under it
            // 31 pt lower than a prompt-less bar puts them).
            if let prompt = e[attribute: "prompt"], !prompt.isEmpty {
                height += toolsVersion >= XcodeEra.xcode9 ? 34 : 31
            }
            (self.height, note) = (height, "UISearchBar's height")
        case "navigationBar":
            // A bar that prefers large titles (iOS 11) is 52 pt taller, its title in a line
            // of its own: Avox's six bars of Xcode 15, pinned at their top and sides, saved
            // 96 pt high, as were 16 more bars with large titles in nine apps' files of
            // Xcode 10 to 15 (most of them navigation controllers' bars).
            let items = (e.children.first { $0.name == "items" }?.children ?? []).filter { $0.name == "navigationItem" }
            let large =
                toolsVersion >= XcodeEra.xcode9 && e[attribute: "largeTitles"] == "YES"
                && !items.contains { $0[attribute: "largeTitleDisplayMode"] == "never" }
            (height, note) =
                large
                ? (navigationBarHeight + DesignCanvas.largeTitleLine, "the bar's height with a large title")
                : (navigationBarHeight, "the bar's height")
            // The top item's prompt shows in a line of its own above the title, 34 pt more
            // since iOS 11, as a search bar's, 30 before: a movie app's three bars of Xcode
            // 12 with the prompt " ", pinned at their top and sides, were saved 78 high, a
            // calendar app's three of Xcode 8.2 74.
            if let prompt = items.last?[attribute: "prompt"], !prompt.isEmpty {
                (height, note) = (
                    height! + (toolsVersion >= XcodeEra.xcode9 ? 34 : 30), "the bar's height with a prompt"
                )
            }
        case "toolbar":
            (height, note) = (toolbarHeight, "UIToolbar's height on this canvas")
        case "tabBar":
            (height, note) = (49, "UITabBar's height")
        case "pickerView":
            // A picker view's height on the canvas is the height it was drawn at (216 as
            // the library draws it), held as firmly as an intrinsic size. A timer's picker
            // row of Xcode 8.3 in a fill stack beside an empty view, and Google's ad demo's
            // top-pinned pickers of Xcode 16, were saved 216 high as drawn; IBAnimatable's,
            // drawn 120 and 0 high below views without a size (Xcode 8.3 and 9.2), kept
            // those heights, their views 303 and 647 pt (at 216, 207 and 431); LoopKit's,
            // drawn 145 between a label that grows and a height of 124 at priority 750, was
            // saved 145 (Xcode 11).
            (width, height, note) = (320, e.savedFrame?.height ?? 216, "the picker's width and drawn height")
        case "datePicker":
            if let compact = compactDatePickerSize(e, toolsVersion: toolsVersion, contentSize: contentSize) {
                (width, height, note) = (compact.width, compact.height, "the compact picker's size")
                return
            }
            // iOS 8's pickers were 162 pt high, iOS 9's 216: 10 of 10 pickers Xcode 6 saved
            // in fetched apps are 162, and Xcode 7's 216.
            let height: Double = toolsVersion < XcodeEra.xcode7 ? 162 : 216
            (width, self.height, note) = (320, height, "the picker's size")
        default:
            break
        }
    }
}

/// A classic button's `<inset key="contentEdgeInsets">`, or nil when it has none or all
/// are 0 (then UIKit pads the title itself).
private func contentEdgeInsets(of e: XMLElement) -> EdgeInsets? {
    e.edgeInsets(key: "contentEdgeInsets").flatMap { $0 == EdgeInsets.zero ? nil : $0 }
}

/// A compact date picker's size (iOS 14's pill-shaped date and time buttons), or nil for
/// one drawn as wheels. Xcode 14 and later draw a picker of the default ("Automatic")
/// style compact: a to-do app's two unsized date-and-time pickers of tools 21507 were
/// saved 34.5 pt high; another's (the placeholder version, Xcode 15 here) 208.67 × 36,
/// and xDrip's of Xcode 26 36 high, where pickers of Xcode 12 and 13 without a style were
/// still 216 high (a to-do app's and KeePassium's, nothing sizing them). Where between
/// 21507 and Xcode 15 the height changed is a guess. A count-down timer has no compact
/// form.
private func compactDatePickerSize(
    _ e: XMLElement, toolsVersion: Double, contentSize: ContentSizeCategory
) -> (width: Double, height: Double)? {
    let mode = e[attribute: "datePickerMode"] ?? "dateAndTime"
    guard mode != "countDownTimer" else { return nil }
    switch e[attribute: "style"] {
    case "compact": break
    case nil where toolsVersion >= XcodeEra.xcode14: break
    default: return nil
    }
    // Its buttons' text is the Body style's: Xcode 13's canvas, at extra small, drew a to-do
    // app's date-and-time picker 31 pt high (tools 20037, the 6.1-inch canvas), as much less
    // than 34.5 as Body's line is.
    let height = contentSize == .extraSmall ? 31 : toolsVersion >= XcodeEra.xcode15 ? 36 : 34.5
    // The date button and the time button side by side: the one width a file shows is
    // the date-and-time picker's; a date or a time alone is taken at its share of it (no
    // fetched file shows one unsized).
    let width: Double =
        switch mode {
        case "date": 120
        case "time": 88
        default: 626 / 3  // 208⅔ pt, on a 3x canvas
        }
    return (width, height)
}
