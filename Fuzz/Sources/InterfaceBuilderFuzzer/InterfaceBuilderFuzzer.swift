import FuzzSupport

/// One input: a storyboard, read scene by scene and cell by cell, each valid layout
/// solved in all nine classes.
// Also exported under libFuzzer's name, which its library refers to.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzInput.readAndSolve(FuzzInput.file(data, size, named: "input.storyboard"))
    return 0
}
