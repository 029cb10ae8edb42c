/// Base64 as Interface Builder writes a string it cannot put in XML as it is (a control
/// character in a label's text: `<string key="text" base64-UTF8="YES">`): the text's
/// UTF-8 bytes, line-wrapped, the padding left out.
enum Base64 {
    /// The UTF-8 text `encoded` stands for; nil when it is not base64 or not UTF-8.
    static func decodedUTF8(_ encoded: String) -> String? {
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0
        var bits = 0
        for scalar in encoded.unicodeScalars {
            guard let value = sextet(scalar) else {
                if scalar == "=" || scalar.properties.isWhitespace { continue }
                return nil
            }
            accumulator = accumulator << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func sextet(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "A"..."Z": scalar.value - 65
        case "a"..."z": scalar.value - 97 + 26
        case "0"..."9": scalar.value - 48 + 52
        case "+": 62
        case "/": 63
        default: nil
        }
    }
}
