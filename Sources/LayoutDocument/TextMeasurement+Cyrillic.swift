import Foundation

extension TextMeasurement {
    /// The class model's advances of Cyrillic letters San Francisco does not draw as Latin
    /// ones (`и`, `т`, `п`, `ж`, `Д`…), in ems, for those `CyrillicMetrics` has no advance
    /// of its own for: lowercase letters, the wide lowercase ones, capitals and
    /// the wide capitals. Fitted to the 22 single-line labels in Russian and Kazakh of the
    /// text fit's sources and read batches whose width only their text decides (nine apps):
    /// 0.54, 0.73 and 0.74 em (the capitals from few labels; the wide capitals, which none
    /// shows, are taken about as wide as `W`). With the 0.6 em every other letter outside
    /// ASCII takes, 2 of those labels were within half a point and the median error 3.3 pt;
    /// with these, 5 and 1.3 pt ("Текст приветствия" in 17 pt, 149 pt wide, was 164).
    static let cyrillicClassAdvances: [String: Double] = [
        "lower": 0.54, "wide-lower": 0.73, "upper": 0.74, "wide-upper": 0.90,
    ]

    /// The Cyrillic letters drawn about as wide as `m` or `w`.
    static let wideCyrillicLetters: Set<Character> = [
        "ж", "ш", "щ", "ю", "ы", "м", "ф", "Ж", "Ш", "Щ", "Ю", "Ы", "Ф",
    ]

    /// The advance of a Cyrillic letter (U+0400–U+04FF), nil for any other character: its
    /// fitted one (`CyrillicMetrics`), a letter with a diacritic as the letter under it
    /// (`й` as `и`), or its class's.
    static func cyrillicAdvance(_ c: Character) -> Double? {
        guard let v = c.unicodeScalars.first?.value, (0x400..<0x500).contains(v), c.isLetter else { return nil }
        if let fitted = CyrillicMetrics.advances[c] { return fitted }
        // Taken apart only when the table has no advance for the letter itself.
        let base = String(c).decomposedStringWithCanonicalMapping.unicodeScalars.first.map(Character.init) ?? c
        if let fitted = CyrillicMetrics.advances[base] { return fitted }
        let wide = wideCyrillicLetters.contains(c)
        let key = c.isUppercase ? (wide ? "wide-upper" : "upper") : (wide ? "wide-lower" : "lower")
        return cyrillicClassAdvances[key]
    }
}
