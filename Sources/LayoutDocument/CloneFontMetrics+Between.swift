extension CloneFontMetrics {
    /// Faces iOS ships that no public copy holds, drawn between two of their family's that
    /// one does (`ownFaces`): each advance and kerning amount a fixed share of the way from
    /// the lighter face's to the heavier's.
    ///
    /// Apple SD Gothic Neo SemiBold sits a third of the way from Regular to Bold, nearer
    /// Regular than its name says: a translator's labels of Xcode 10 at 18 pt ("Enter your
    /// text here" 156.5 wide, "Translation" 86) and a contacts app's of Xcode 10.1 at 20 to
    /// 22 pt were drawn 0.3 to 0.5 of the way (a third: 10 text-bearing views more of the
    /// four files within half a point, where San Francisco's advances, scaled, had them 5
    /// to 14 pt wide; half the way: 4; two thirds: 1). Medium, which no file measured
    /// shows, is taken halfway to SemiBold.
    static let facesBetween: [String: CloneFace] = {
        guard let regular = ownFaces["AppleSDGothicNeo-Regular"], let bold = ownFaces["AppleSDGothicNeo-Bold"] else {
            return [:]
        }
        var faces: [String: CloneFace] = [:]
        for (name, fraction) in [("AppleSDGothicNeo-Medium", 1.0 / 6), ("AppleSDGothicNeo-SemiBold", 1.0 / 3)] {
            faces[name] = CloneFace(name: name, between: regular, and: bold, fraction: fraction)
        }
        return faces
    }()
}
