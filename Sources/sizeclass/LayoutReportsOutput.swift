import LayoutReports

/// Prints the reports of a file's layouts, one per layout: as one JSON value (an array for
/// several or none), or as text with a blank line between them. A file with nothing to
/// lay out prints no text (its warning went to standard error).
enum LayoutReportsOutput {
    static func print(_ parts: [String], json: Bool) {
        if json {
            Swift.print(JSONOutput.joined(parts))
        } else if !parts.isEmpty {
            Swift.print(parts.joined(separator: "\n\n"))
        }
    }
}
