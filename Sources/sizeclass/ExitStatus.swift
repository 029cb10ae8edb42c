import ArgumentParser

/// The exit statuses every command documents.
enum ExitStatus {
    /// A layout has errors, or lays out unsatisfiable or ambiguous in some class.
    static let problems = ExitCode(1)
    /// A file (or the output) cannot be read or written.
    static let unreadable = ExitCode(2)
    /// A usage error: argument-parser's `ValidationError` exits with it (EX_USAGE).
    static let usage = ExitCode.validationFailure
}
