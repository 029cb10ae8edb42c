import LayoutDocument

extension ProblemReport {
    struct SARIFLog: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }
    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name = "sizeclass"
        var version: String
        var semanticVersion: String
        var rules: [ReportingDescriptor]
    }
    struct Text: Encodable {
        var text: String
        var markdown: String? = nil
    }
    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
        var properties: Properties
    }
    struct Configuration: Encodable { var level: String }
    struct Properties: Encodable { var tags: [String] }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }
    struct ArtifactLocation: Encodable { var uri: String }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    /// SARIF 2.1.0 (valid against the OASIS schema; shaped as GitHub code scanning reads
    /// it): every rule of the registry with its description and help, a result per
    /// problem with its rule, level, message, file, line and column, and the baseline's
    /// fingerprint as a partial fingerprint.
    func sarif() throws -> String {
        let rules = Rule.all
        let descriptors = rules.map { r in
            let help =
                "\(r.summary). Severity \(r.severity.rawValue) unless configured otherwise; "
                + "`sizeclass rules` lists every rule and `sizeclass rules --format markdown` shows an example."
            return ReportingDescriptor(
                id: r.id.rawValue, name: Self.pascalCase(r.id.rawValue),
                shortDescription: Text(text: r.summary), fullDescription: Text(text: r.summary + "."),
                help: Text(text: help, markdown: help), defaultConfiguration: Configuration(level: r.severity.rawValue),
                properties: Properties(tags: ["size-classes-layout", r.stage.rawValue]))
        }
        let results = reported.map { layout, p in
            let d = p.diagnostic
            return Result(
                ruleId: d.rule.rawValue, ruleIndex: rules.firstIndex { $0.id == d.rule } ?? 0,
                level: d.severity.rawValue,
                message: Text(text: p.fullMessage),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: Self.uri(d.path)),
                            region: Region(startLine: max(1, d.location.line), startColumn: max(1, d.location.column))))
                ],
                partialFingerprints: ["sizeclass/v1": p.fingerprint(layout: layout.name)])
        }
        let log = SARIFLog(
            runs: [
                Run(
                    tool: Tool(driver: Driver(version: toolVersion, semanticVersion: toolVersion, rules: descriptors)),
                    results: results)
            ])
        return try JSONOutput.string(log)
    }

    /// `never-installed` → `NeverInstalled`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path as a URI reference: relative paths stay relative (code scanning resolves
    /// them against the checkout), absolute ones become `file://` URIs; characters a URI
    /// may not hold are percent-encoded.
    static func uri(_ path: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=:@".utf8)
        var out = ""
        for byte in path.utf8 {
            if allowed.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        if path.hasPrefix("/") { return "file://" + out }
        // A relative path's first segment must not look like a scheme.
        if let colon = out.firstIndex(of: ":"), !out[..<colon].contains("/") {
            return "./" + out
        }
        return out
    }
}
