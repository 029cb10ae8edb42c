import Foundation
import LayoutDocument
import Yams

extension Configuration {
    /// The file name looked for: in the working directory, then each parent.
    public static let fileName = ".sizeclass.yml"

    /// The largest configuration file read: a configuration is a few lines.
    static let maximumSize = 1 << 20

    /// The nearest `.sizeclass.yml` from `directory` upwards, if any.
    public static func find(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName)
            if FileManager.default.isReadableFile(atPath: candidate.path) { return candidate.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads and checks the file at `path`: a missing or unreadable file, bad YAML, an
    /// unknown key, a value of the wrong kind, an unknown rule, device or orientation is
    /// a `ConfigurationError` at its line and column.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(
                path: path, line: 1, column: 1, "cannot read the configuration file", unreadable: true)
        }
        guard data.count <= maximumSize else {
            throw ConfigurationError(path: path, line: 1, column: 1, "the configuration file is over 1 MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: path, line: 1, column: 1, "the configuration file is not UTF-8")
        }
        var configuration = try parse(text, path: path)
        configuration.path = path
        return configuration
    }

    /// Parses a configuration's text; `path` is for the diagnostics.
    public static func parse(_ text: String, path: String) throws(ConfigurationError) -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.error(error, path: path)
        } catch {
            throw ConfigurationError(path: path, line: 1, column: 1, "not YAML: \(error)")
        }
        var c = Configuration()
        guard let root else { return c }  // an empty file: the defaults
        guard case .mapping(let mapping) = root else {
            throw ConfigurationError(
                path: path, line: root.mark?.line ?? 1, column: root.mark?.column ?? 1,
                "a configuration is a mapping of keys to values")
        }
        let rules = Set(Rule.all.map(\.id.rawValue))
        for (keyNode, value) in mapping {
            guard case .scalar(let keyScalar) = keyNode else {
                throw Self.error(at: keyNode, path: path, "a key must be a plain name")
            }
            let key = keyScalar.string
            switch key {
            case "included": c.included = try strings(value, key: key, path: path)
            case "excluded": c.excluded = try strings(value, key: key, path: path)
            case "disabled_rules", "disabled-rules":
                for (node, name) in try stringNodes(value, key: key, path: path) {
                    guard let id = RuleID(rawValue: name), rules.contains(name) else {
                        throw Self.error(at: node, path: path, "unknown rule '\(name)' (`sizeclass rules` lists them)")
                    }
                    c.disabledRules.insert(id)
                }
            case "strict": c.strict = try bool(value, key: key, path: path)
            case "baseline": c.baseline = try string(value, key: key, path: path)
            case "reporter": c.reporters = try strings(value, key: key, path: path)
            case "devices": c.devices = try strings(value, key: key, path: path)
            case "orientations":
                for (node, name) in try stringNodes(value, key: key, path: path) {
                    guard name == "portrait" || name == "landscape" else {
                        throw Self.error(at: node, path: path, "unknown orientation '\(name)': portrait or landscape")
                    }
                    c.orientations.append(name)
                }
            case "content_sizes", "content-sizes":
                for (node, name) in try stringNodes(value, key: key, path: path) {
                    guard ContentSizeCategory(name: name) != nil else {
                        throw Self.error(
                            at: node, path: path,
                            "unknown content size '\(name)': extra-small … large … accessibility-extra-extra-extra-large, or XS … AX5"
                        )
                    }
                    c.contentSizes.append(name)
                }
            case "fonts":
                // Each a folder, relative to the configuration's own.
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
                for (node, name) in try stringNodes(value, key: key, path: path) {
                    let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
                    guard FontFace.isFontSource(atPath: url.path) else {
                        throw Self.error(
                            at: node, path: path,
                            "fonts: '\(name)' is neither a folder nor a font file (.ttf, .otf, .ttc)")
                    }
                    c.fonts.append(name)
                }
            default:
                guard rules.contains(key), let id = RuleID(rawValue: key) else {
                    throw Self.error(
                        at: keyNode, path: path,
                        "unknown key '\(key)': the keys are \(keys.joined(separator: ", ")), or a rule's id")
                }
                c.severities[id] = try severity(value, key: key, path: path)
            }
        }
        return c
    }

    /// `rule: warning`, or SwiftLint's `rule: {severity: warning}`.
    private static func severity(
        _ node: Node, key: String, path: String
    ) throws(ConfigurationError)
        -> Diagnostic.Severity
    {
        var node = node
        if case .mapping(let m) = node {
            guard m.count == 1, let only = m.first, only.key.string == "severity" else {
                throw Self.error(at: node, path: path, "'\(key)' takes a severity: warning or error")
            }
            node = only.value
        }
        let text = try string(node, key: key, path: path)
        guard let severity = Diagnostic.Severity(rawValue: text) else {
            throw Self.error(at: node, path: path, "'\(key)' takes a severity, warning or error, not '\(text)'")
        }
        return severity
    }

    private static func string(_ node: Node, key: String, path: String) throws(ConfigurationError) -> String {
        guard case .scalar(let scalar) = node else {
            throw Self.error(at: node, path: path, "'\(key)' takes one value")
        }
        return scalar.string
    }

    private static func bool(_ node: Node, key: String, path: String) throws(ConfigurationError) -> Bool {
        switch try string(node, key: key, path: path) {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        case let other: throw Self.error(at: node, path: path, "'\(key)' takes true or false, not '\(other)'")
        }
    }

    /// A value or a list of values, each with its node (for errors).
    private static func stringNodes(
        _ node: Node, key: String, path: String
    ) throws(ConfigurationError)
        -> [(Node, String)]
    {
        if case .scalar(let s) = node { return [(node, s.string)] }
        guard case .sequence(let sequence) = node else {
            throw Self.error(at: node, path: path, "'\(key)' takes a list of values")
        }
        var result: [(Node, String)] = []
        for item in sequence {
            guard case .scalar(let s) = item else {
                throw Self.error(at: item, path: path, "'\(key)' takes a list of plain values")
            }
            result.append((item, s.string))
        }
        return result
    }

    private static func strings(_ node: Node, key: String, path: String) throws(ConfigurationError) -> [String] {
        try stringNodes(node, key: key, path: path).map(\.1)
    }

    private static func error(at node: Node, path: String, _ message: String) -> ConfigurationError {
        ConfigurationError(path: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message)
    }

    /// YAML's own error, at its mark.
    private static func error(_ error: YamlError, path: String) -> ConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return ConfigurationError(path: path, line: mark.line, column: mark.column, "not YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ConfigurationError(
                path: path, line: context.mark.line, column: context.mark.column,
                "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))")
        default:
            return ConfigurationError(path: path, line: 1, column: 1, "not YAML: \(error)")
        }
    }
}
