extension ProblemReport {
    /// GitHub Actions workflow commands, one per problem:
    /// `::error file=PATH,line=N,col=N,title=RULE::message`. GitHub shows them as
    /// annotations on the pull request's files.
    func githubActionsLogging() -> String {
        reported.map { _, p in
            let d = p.diagnostic
            var properties = ["file=\(Self.property(d.path))"]
            if d.location.line > 0 {
                properties.append("line=\(d.location.line)")
                properties.append("col=\(max(1, d.location.column))")
            }
            properties.append("title=\(Self.property("sizeclass: " + d.rule.rawValue))")
            return "::\(d.severity.rawValue) \(properties.joined(separator: ","))::\(Self.data(p.fullMessage))"
        }.joined(separator: "\n")
    }

    /// A command's message, escaped as the runner reads it.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`, which separate properties.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
