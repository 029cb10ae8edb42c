import LayoutDocument
import Testing

/// Numbers in documents, diagnostics and tables: written without exponents (the schema's
/// number patterns have none), and read back as the same `Double`.
@Suite("Number text")
struct NumberTextTests {
    static let examples: [(Double, String)] = [
        (8, "8"), (-5, "-5"), (44.5, "44.5"), (0.75, "0.75"), (99_999_999, "99999999"),
        (0.000001, "0.000001"), (1.5e-7, "0.00000015"), (-3.5e-5, "-0.000035"), (0.0001, "0.0001"),
        (1e16, "10000000000000000"), (1.25e20, "125000000000000000000"), (-2e15, "-2000000000000000"),
        (123456.789e10, "1234567890000000"), (1.0 / 3, "0.3333333333333333"),
    ]

    @Test(arguments: examples)
    func numbersAreWrittenOut(value: Double, text: String) {
        #expect(formatNumber(value) == text)
    }

    @Test func everyNumberReadsBackTheSame() {
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            // Bit patterns of every magnitude, not just the easy ones.
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let v = Double(bitPattern: x)
            guard v.isFinite else { continue }
            let text = formatNumber(v)
            #expect(!text.contains("e"), "\(v) written as \(text)")
            #expect(Double(text) == v, "\(v) written as \(text) reads back as \(Double(text) ?? .nan)")
        }
    }
}
