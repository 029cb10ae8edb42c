import LayoutDocument

/// One input: an equation, parsed; a parse that succeeds must read back the same when
/// written out again (`equationText`) and parsed once more.
// Also exported under libFuzzer's name, which its library refers to.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEquation(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let parsed = try? EquationParser.parse(text) else { return 0 }
    let constraint = LayoutConstraint(
        id: "c", first: parsed.first, relation: parsed.relation, second: parsed.second,
        multiplier: parsed.multiplier, constant: parsed.constant, priority: parsed.priority ?? 1000)
    let written = constraint.equationText
    guard let again = try? EquationParser.parse(written) else {
        fatalError("'\(text)' parsed, but its text '\(written)' does not")
    }
    precondition(again.relation == parsed.relation, "'\(written)' changed the relation of '\(text)'")
    return 0
}
