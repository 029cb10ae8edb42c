import Foundation
import LayoutDocument

/// One input: a font file a project ships (`.ttf`, `.otf`, `.ttc`), read face by face;
/// each face measures text at three sizes, kerned pairs and characters it lacks among it,
/// on one line and wrapped. Every width and height must be finite and at least 0.
// Also exported under libFuzzer's name, which its library refers to.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Text from the input's own last bytes too, so its characters reach the glyphs it maps.
    let tail = String(decoding: bytes.suffix(32), as: UTF8.self)
    let texts = ["AVATo", "Hello, World", "AV?é 日本 👍", tail]
    for face in FontFace.faces(inFontFile: bytes) {
        for pointSize in [1.0, 17, 300] {
            let m = TextMeasurement(fontFile: face, pointSize: pointSize)
            check(m.lineHeight, "line height at \(pointSize)")
            check(m.height(lines: 3), "three lines' height at \(pointSize)")
            for text in texts {
                let size = m.size(of: text)
                check(size.width, "width of '\(text)' at \(pointSize)")
                let lines = m.lines(of: text, wrappedAt: 40)
                if !text.isEmpty, lines.isEmpty { finding("'\(text)' wrapped to no lines at \(pointSize)") }
            }
        }
    }
    return 0
}

/// A measurement must be a size: finite and not negative.
private func check(_ value: Double, _ what: @autoclosure () -> String) {
    if !value.isFinite || value < 0 { finding("\(what()) is \(value)") }
}

private func finding(_ message: String) {
    FileHandle.standardError.write(Data(("fuzz finding: " + message + "\n").utf8))
    abort()
}
