import LayoutDocument

/// One input: a visual format, parsed and, when it parses, expanded to constraints in
/// every direction, with and without alignment options.
// Also exported under libFuzzer's name, which its library refers to.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVisualFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let format = try? VisualFormat(parsing: text) else { return 0 }
    let optionSets: [VisualFormatOptions] = [
        .init(), .init(direction: .leftToRight), .init(direction: .rightToLeft),
        .init(alignments: [.top, .bottom]), .init(alignments: [.leading, .centerX]),
    ]
    for options in optionSets {
        _ = try? format.constraints(id: "v", options: options, metrics: ["m": 8, "w": 100])
    }
    return 0
}
