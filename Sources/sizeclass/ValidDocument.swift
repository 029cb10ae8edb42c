import ArgumentParser
import LayoutDocument
import LayoutValidation

/// Reads a document for a command that needs a valid one: on any error, prints the
/// diagnostics and exits 1 (2 when the file cannot be read), as every command documents.
enum ValidDocument {
    static func load(_ file: String, terminal: Terminal) throws -> LayoutDocument {
        let validation = DocumentValidation.validate(file: file)
        guard validation.isValid, let document = validation.document else {
            for d in validation.diagnostics { print(d.text(on: terminal)) }
            throw ExitCode(validation.isUnreadable ? 2 : 1)
        }
        return document
    }
}
