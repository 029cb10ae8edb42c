import ArgumentParser

/// `--format`: text for people, json for machines.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
