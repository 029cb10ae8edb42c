/// What a rule checks, how severe its findings are unless configured otherwise, and a
/// small file that breaks it. `Rule.all` is the registry every rule id is listed in; the
/// tests run each example through the command line and the README's rule list is checked
/// against it.
public struct Rule: Sendable {
    /// The stage of the pipeline that reports the rule, and so the command that shows it.
    public enum Stage: String, Sendable, CaseIterable {
        /// Reading a file: `sizeclass validate`.
        case reading
        /// The document's own rules: `sizeclass validate`.
        case document
        /// Interface Builder files: `sizeclass validate`.
        case interfaceBuilder = "interface-builder"
        /// Resolution for the nine size classes and the coverage grid: `sizeclass grid`.
        case sizeClasses = "size-classes"
        /// Compiling and solving: `sizeclass solve` and `sizeclass check`.
        case layout
    }

    /// A small input that breaks the rule.
    public struct Example: Sendable {
        /// The file's text; nil for a file that does not exist.
        public var text: String?
        /// `xml`, `storyboard` or `xib`.
        public var fileExtension: String
        /// The command's arguments, with `FILE` standing for the example's path; nil for
        /// the command of the rule's stage (`Rule.exampleArguments`).
        public var arguments: [String]?

        /// A layout document: `views` inside its root view, then `constraints`.
        static func document(_ views: String, constraints: String = "", arguments: [String]? = nil) -> Example {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <layout version="1" name="Example">
                  <view id="root">\(views)</view>
                  <constraints>\(constraints)</constraints>
                </layout>

                """
            return Example(text: text, fileExtension: "xml", arguments: arguments)
        }

        /// A xib whose one top-level view (320×100) holds `subview` (one view element, if
        /// any) and `constraints`; `arguments` as for any example.
        static func xib(subview: String = "", constraints: String, arguments: [String]? = nil) -> Example {
            let subviews = subview.isEmpty ? "" : "<subviews>\n\(subview)\n</subviews>"
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
                targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <objects>
                        <view contentMode="scaleToFill" id="roo-tv-iew">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                            \(subviews)
                            <constraints>
                                \(constraints)
                            </constraints>
                        </view>
                    </objects>
                </document>

                """
            return Example(text: text, fileExtension: "xib", arguments: arguments)
        }

        static func raw(_ text: String?, fileExtension: String = "xml") -> Example {
            Example(text: text, fileExtension: fileExtension)
        }
    }

    public var id: RuleID
    /// The severity its diagnostics have unless a configuration says otherwise.
    public var severity: Diagnostic.Severity
    public var stage: Stage
    /// One line: what the rule finds.
    public var summary: String
    /// A file that breaks the rule; nil where no file can show it through the command
    /// line, with the reason in `withoutExample`.
    public var example: Example?
    /// Why there is no example: `xml-size` needs a file over 256 MiB; two of the reader's
    /// rules stand behind the schema, which reports the same mistake first.
    public var withoutExample: String?

    /// The registered rule with this id.
    public static func named(_ id: RuleID) -> Rule {
        guard let rule = all.first(where: { $0.id == id }) else { preconditionFailure("unregistered rule \(id)") }
        return rule
    }
}

extension Rule {
    /// The command that shows the example: its own arguments, or the command of the
    /// rule's stage, with `FILE` standing for the example's path.
    public var exampleArguments: [String] { example?.arguments ?? stage.commandArguments }
}

extension Rule.Stage {
    /// The command that reports a rule of this stage.
    var commandArguments: [String] {
        switch self {
        case .reading, .document, .interfaceBuilder: ["validate", "FILE"]
        case .sizeClasses: ["grid", "FILE"]
        case .layout: ["solve", "FILE"]
        }
    }
}
