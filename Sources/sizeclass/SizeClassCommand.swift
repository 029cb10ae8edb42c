import ArgumentParser

/// The `sizeclass` command line: parses options, calls the library, maps results to
/// output and exit codes. Subcommands arrive with the pipeline stages they expose.
@main
struct SizeClassCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sizeclass",
        abstract: "Size-class layouts from the command line: validate, resolve, solve, draw and check.",
        discussion: """
            sizeclass reads layout documents, resolves them for each of the nine size \
            classes and solves them with its own Auto Layout (Cassowary) engine.
            """,
        version: SizeClassVersion.current,
        subcommands: [
            ValidateCommand.self, ResolveCommand.self, GridCommand.self, SolveCommand.self, RenderCommand.self,
            CheckCommand.self, DiffCommand.self, DevicesCommand.self, VFLCommand.self, ConvertCommand.self,
            RulesCommand.self,
        ]
    )
}
