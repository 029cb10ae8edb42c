import LayoutDocument

/// One layout read from a file and validated: a layout document, or one scene (or
/// top-level view) of a storyboard or xib, with every problem found in it.
///
/// `document` is present when the file could be read into the document model, even with
/// errors; `isValid` says whether it may be resolved and solved.
public struct LayoutFile: Sendable {
    public var path: String
    /// For an Interface Builder file: the scene (or xib view) this is, by name and id.
    public var scene: (name: String, id: String)?
    public var document: LayoutDocument?
    /// Every problem, in file order.
    public var diagnostics: [Diagnostic]

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
    public var isValid: Bool { errorCount == 0 }
    /// The file could not be read at all (missing, a directory, permissions).
    public var isUnreadable: Bool { diagnostics.contains { $0.rule == .io } }

    /// `Main.storyboard (Login)` for a scene, the path otherwise.
    public var displayName: String { scene.map { "\(path) (\($0.name))" } ?? path }
}
