/// Numbers as people write them, and as the schema's number patterns read them: `8`, not
/// `8.0`; `0.000001`, not `1e-06`. The digits are the shortest that read back as the
/// same `Double`.
public func formatNumber(_ v: Double) -> String {
    if v == v.rounded() && abs(v) < 9e18 { return String(Int(v)) }
    let shortest = String(v)
    guard v.isFinite, let e = shortest.firstIndex(of: "e"),
        let exponent = Int(shortest[shortest.index(after: e)...])
    else { return shortest }
    // Exponent notation written out: the mantissa's digits with the point moved.
    var mantissa = shortest[..<e]
    let sign = mantissa.first == "-" ? "-" : ""
    if sign == "-" { mantissa = mantissa.dropFirst() }
    let point =
        mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
        ?? mantissa.count
    // Shortest digits: no trailing zeros to trim.
    let digits = String(mantissa.filter { $0 != "." })
    let position = point + exponent
    if position <= 0 { return sign + "0." + String(repeating: "0", count: -position) + digits }
    if position >= digits.count { return sign + digits + String(repeating: "0", count: position - digits.count) }
    let split = digits.index(digits.startIndex, offsetBy: position)
    return sign + digits[..<split] + "." + digits[split...]
}
