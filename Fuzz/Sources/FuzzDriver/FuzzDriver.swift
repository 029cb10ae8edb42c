/// libFuzzer's entry point for a target: each fuzzer's `main` hands its test function
/// to `LLVMFuzzerRunDriver` (libFuzzer's own `main` is then never linked in), with the
/// command line, so every libFuzzer flag works.
public enum FuzzDriver {
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer with the process's arguments; returns its exit status.
    public static func run(_ test: TestOneInput) -> CInt {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        return runDriver(&argc, &argv, test)
    }
}

// Declared by libFuzzer (compiler-rt's FuzzerInterface.h), linked by -sanitize=fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ test: FuzzDriver.TestOneInput
) -> CInt
