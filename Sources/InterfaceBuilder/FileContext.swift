import LayoutDocument

/// What every layout of one Interface Builder file is read with: the file, its images'
/// sizes and named colours (`<resources>`), its canvases, the Dynamic Type setting text
/// styles are measured at, and the fonts the project ships.
struct FileContext {
    let path: String
    let images: [String: (width: Double, height: Double)]
    let appearances: AppearanceReader
    let canvases: DesignCanvasReader
    let contentSize: ContentSizeCategory
    let fonts: [String: FontFace]

    /// A converter for one layout of the file.
    func converter() -> SceneConverter {
        var converter = SceneConverter(
            path: path, images: images, canvases: canvases, contentSize: contentSize, fonts: fonts)
        converter.appearances = appearances
        return converter
    }
}
