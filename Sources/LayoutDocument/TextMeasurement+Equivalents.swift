import Foundation

extension TextMeasurement {
    /// San Francisco's fitted advance of `c` in ems (without tracking), or of the
    /// characters it is drawn as wide as when the fitted labels never showed it; nil when
    /// neither is known (its class's mean then stands for it).
    ///
    /// - A letter with accents is as wide as its letter (`é` as `e`, `й` as `и`): San
    ///   Francisco builds it from the letter and a mark above or below.
    /// - A Cyrillic or Greek letter drawn like a Latin one is as wide as it (`С` as `C`,
    ///   `о` as `o`), and the dotless `ı` as `i`.
    /// - Typographic punctuation is as wide as its plain form: a curly apostrophe or quote
    ///   as the straight one, an ellipsis as three full stops, a non-breaking space as a
    ///   space, a hyphen or minus sign as `-` or `+`. (The development files' labels show
    ///   it: "What’s your school’s name?" at 17 pt, 213 pt wide, puts 0.21 em on each
    ///   apostrophe, where the straight one has 0.24 and the class mean was 0.59.)
    /// - The degree Celsius and Fahrenheit signs are as wide as a degree sign and their
    ///   letter, the glyphs they are drawn as (a weather app's "℃" at 42 pt, Xcode 14,
    ///   saved 46 wide; 46.5 measured so, 25 as an unknown character).
    /// - The en dash and the bullet, which have no plain form, have the width their labels
    ///   in the development files give them: 0.50 em ("3 – 4pm", 13 pt, 49.5 pt wide, three
    ///   labels) and 0.48 em ("  •  " at 10 pt, 17 pt wide, twice; "•" at 13 pt, 6.5).
    static func fittedAdvance(of c: Character) -> Double? {
        let table = SystemFontMetrics.advances
        if let own = table[c] { return own }
        if let measured = measuredAdvances[c] { return measured }
        if let plain = plainForms[c] {
            var sum = 0.0
            for p in plain {
                guard let a = table[p] ?? measuredAdvances[p] else { return nil }
                sum += a
            }
            return sum
        }
        if let latin = latinLookalikes[c], let a = table[latin] { return a }
        // The letter under the accents: the first scalar of the canonical decomposition, for
        // the alphabets that compose letters so (Latin, Greek, Cyrillic); other scripts, East
        // Asian text above all, skip the string work on this per-character path.
        guard let v = c.unicodeScalars.first?.value, v < 0x530 || (0x1E00..<0x2000).contains(v) else { return nil }
        let decomposed = String(c).decomposedStringWithCanonicalMapping.unicodeScalars
        if decomposed.count > 1, let first = decomposed.first, first.properties.isAlphabetic {
            let base = Character(first)
            return table[base] ?? latinLookalikes[base].flatMap { table[$0] }
        }
        return nil
    }

    /// Typographic characters drawn as wide as plain ones, and signs drawn as the
    /// characters they are made of.
    private static let plainForms: [Character: String] = [
        "\u{2018}": "'", "\u{2019}": "'", "\u{201A}": "'", "\u{201B}": "'", "\u{2032}": "'",
        "\u{201C}": "\"", "\u{201D}": "\"", "\u{201E}": "\"", "\u{2033}": "\"",
        "\u{2026}": "...",
        "\u{00A0}": " ", "\u{2007}": "0",
        "\u{2010}": "-", "\u{2011}": "-", "\u{2212}": "+",
        "\u{2103}": "\u{00B0}C", "\u{2109}": "\u{00B0}F",
    ]

    /// Characters with no plain form, measured from labels of the development files, and
    /// the braces from KeePassium's placeholder texts (`{Length}`, `{Title}`: 19 labels
    /// sized by their text alone, each 0.19-0.22 em per brace narrower than the fallback
    /// letter's 0.54, in Body, Callout, Subhead and Headline: as wide as a parenthesis),
    /// the dashes from stock apps' placeholders ("–" 10 pt wide at 17 pt, "—" 14.5), the
    /// stars from a film app's rating (ten "★" labels in 17 pt, Xcode 16, 17 pt wide), and
    /// the degree sign and the masculine ordinal weather apps write temperatures with (a
    /// "°" in light 100 pt 38 wide in two apps, 39 in a third; "25º" at 80 pt 120.5; "ºC"
    /// at 35 pt 38), both 0.42 em where an unknown character's 0.6 made them 14 to 18 pt
    /// too wide at those sizes.
    private static let measuredAdvances: [Character: Double] = [
        "\u{2013}": 0.565,  // en dash
        "\u{2014}": 0.84,  // em dash
        "\u{2022}": 0.48,  // bullet
        "\u{2605}": 1.0, "\u{2606}": 1.0,  // black and white stars
        "{": 0.34, "}": 0.34,
        "\u{00B0}": 0.42,
        "\u{00BA}": 0.42,
    ]

    /// Cyrillic and Greek letters that San Francisco draws as Latin ones, and the dotless
    /// i, drawn as wide as i (an address book's Turkish labels: "Çıkış" at 17 pt saved 37
    /// pt wide, 12 more with the class mean standing for its two ı).
    private static let latinLookalikes: [Character: Character] = [
        "\u{0131}": "i",
        "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
        "У": "Y", "Х": "X", "Ѕ": "S", "І": "I", "Ј": "J",
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j",
        "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
        "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o",
    ]
}
