import LayoutDocument
import LayoutXML

extension XMLElement {
    /// The frame a cell is laid out at: its saved frame, except where Xcode 6 left a
    /// collection view cell's frame stale (the library's 50×50) while it laid the content
    /// view out at the cell's real size, which the content view's saved size then is: a
    /// movie app's poster cell saved 50×50 around a 125×200 content view, its image view
    /// pinned to the cell's edges saved 125×200; 21 of 21 such cells in fetched files of
    /// Xcode 6 (music, recipe and drawing apps'), none after.
    func cellFrame(toolsVersion: Double) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let frame = savedFrame else { return nil }
        guard name == "collectionViewCell", toolsVersion < XcodeEra.xcode7,
            let content = children.first(where: { $0[attribute: "key"] == "contentView" })?.savedFrame,
            content.width > 0, content.height > 0
        else { return frame }
        return (frame.x, frame.y, content.width, content.height)
    }
}
