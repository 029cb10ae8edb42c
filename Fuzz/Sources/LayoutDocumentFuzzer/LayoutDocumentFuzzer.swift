import FuzzSupport

/// One input: a layout document, read (libxml2, the schema, the rules) and, when valid,
/// solved in all nine classes.
// Also exported under libFuzzer's name, which its library refers to.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutDocument(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzInput.readAndSolve(FuzzInput.file(data, size, named: "input.xml"))
    return 0
}
