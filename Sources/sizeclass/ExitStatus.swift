import ArgumentParser

/// The exit statuses every command documents besides 0; a usage error (64, EX_USAGE) is
/// argument-parser's own, for a thrown `ValidationError`.
enum ExitStatus {
    /// A layout has errors, or lays out unsatisfiable or ambiguous in some class.
    static let problems = ExitCode(1)
    /// A file (or the output) cannot be read or written.
    static let unreadable = ExitCode(2)
}
