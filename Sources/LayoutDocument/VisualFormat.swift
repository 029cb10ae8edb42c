/// A Visual Format Language string, parsed (Apple's grammar):
///
///     format     ::= (orientation ":")? (superview connection)? view (connection view)* (connection superview)?
///     view       ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection ::= "" | "-" | "-" (number | metric | "(" predicate ("," predicate)* ")") "-"
///     predicate  ::= ("==" | ">=" | "<=")? (number | metric | view name) ("@" (number | metric))?
///
/// View names are document ids (letters, digits, `_` and `-`, starting with a letter or
/// `_`), so a built-in guide (`[topLayoutGuide]`) can take part as in UIKit; metric names
/// are C identifiers. Nothing here knows the document: names are resolved when the
/// format is expanded to constraints (`constraints(id:options:metrics:at:)`).
public struct VisualFormat: Sendable, Equatable {
    /// `H:` (the default) or `V:`.
    public enum Orientation: String, Sendable {
        case horizontal = "H"
        case vertical = "V"
    }

    /// What a predicate compares against: a number, a metric name, or (on a view only)
    /// another view's width or height.
    public enum Object: Sendable, Equatable {
        case number(Double)
        case name(String)
    }

    public struct Predicate: Sendable, Equatable {
        public var relation: ConstraintRelation
        public var object: Object
        /// A number or a metric name; nil when required.
        public var priority: Object?
        /// Character offsets in the format: where the predicate and its object start.
        public var offset: Int
        public var objectOffset: Int
        public var priorityOffset: Int
    }

    /// The space between two neighbours (views or the superview).
    public enum Spacing: Sendable, Equatable {
        /// `][`: no space.
        case flush
        /// `-`: the standard spacing (8 between views, the margin against the superview).
        case standard
        /// `-20-`, `-gap-`, `-(>=8,<=20@750)-`.
        case predicates([Predicate])
    }

    public struct Connection: Sendable, Equatable {
        public var spacing: Spacing
        /// Where it starts in the format (the `-`, or the `[`/`|` after a flush join).
        public var offset: Int
    }

    public struct View: Sendable, Equatable {
        public var name: String
        public var predicates: [Predicate]
        /// Offsets of the `[` and of the name.
        public var offset: Int
        public var nameOffset: Int
    }

    public var orientation: Orientation
    /// The connection from the superview `|` to the first view, if the format starts with one.
    public var leadingSuperview: Connection?
    public var superviewOffsets: (leading: Int?, trailing: Int?)
    public var views: [View]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [Connection]
    /// The connection from the last view to the superview `|`, if the format ends with one.
    public var trailingSuperview: Connection?

    public static func == (a: VisualFormat, b: VisualFormat) -> Bool {
        a.orientation == b.orientation && a.leadingSuperview == b.leadingSuperview && a.views == b.views
            && a.connections == b.connections && a.trailingSuperview == b.trailingSuperview
            && a.superviewOffsets.leading == b.superviewOffsets.leading
            && a.superviewOffsets.trailing == b.superviewOffsets.trailing
    }
}
