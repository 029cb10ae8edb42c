import LayoutCompilation
import LayoutDocument
import LayoutFiles

/// What a command found in one layout (a layout document, a storyboard scene, a xib view
/// or a cell): its status and its problems, each once. `validate` and `check` build
/// these; every reporter prints them.
public struct LayoutResult: Sendable {
    /// How the layout came out.
    public enum Status: String, Sendable, Hashable {
        /// Checked: lays out cleanly in every class.
        case ok
        /// Checked: some class leaves a view's position or size undetermined.
        case ambiguous
        /// Checked: some class has constraints that cannot all hold.
        case unsatisfiable
        /// Read and valid (`validate`).
        case valid
        /// Has errors, so it was not checked.
        case invalid
        /// The file cannot be read.
        case unreadable
        /// A valid file with nothing to lay out.
        case empty
    }

    public var path: String
    /// The layout's name: a document's `name`, `Scene › Cell` in a storyboard.
    public var name: String?
    public var status: Status
    /// Each problem once, in the order first found.
    public var problems: [Problem]
    /// The nine classes' solutions, for a checked layout.
    public var check: SizeClassCheck?

    public init(
        path: String, name: String?, status: Status, problems: [Problem], check: SizeClassCheck? = nil
    ) {
        self.path = path
        self.name = name
        self.status = status
        self.problems = problems
        self.check = check
    }

    /// A layout as `validate` found it.
    public init(_ file: LayoutFile) {
        let status: Status = file.isUnreadable ? .unreadable : (file.isValid ? .valid : .invalid)
        self.init(
            path: file.path, name: file.scene?.name ?? file.document?.name, status: status,
            problems: file.diagnostics.map { Problem(diagnostic: $0) })
    }

    /// `Main.storyboard › Login`, or the path.
    public var displayName: String { name.map { "\(path) › \($0)" } ?? path }

    /// A layout of a storyboard or xib (a scene, a view, a cell), not a whole document.
    public var isScene: Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    /// The problems not hidden by a baseline.
    public var reported: [Problem] { problems.filter { !$0.isKnown } }
}
