extension String {
    /// The columns the text takes on a terminal, which is what aligning and cutting it must
    /// count (not characters): an ANSI escape sequence takes none; a character of the East
    /// Asian wide or fullwidth kind (CJK ideographs, kana, Hangul, fullwidth forms) or an
    /// emoji shown as a picture takes two; a control character or one that is only marks
    /// takes none; any other takes one.
    var terminalWidth: Int {
        var width = 0
        var escape = EscapeScanner()
        for character in self where !escape.consumes(character) {
            width += character.terminalWidth
        }
        return width
    }

    /// The longest beginning of the text that takes at most `columns` columns on a
    /// terminal; escape sequences are kept whole, and a cut inside a styled run ends it, so
    /// that a colour never runs on past the text.
    func prefix(columns: Int) -> String {
        var out = ""
        var width = 0
        var escape = EscapeScanner()
        for character in self {
            if escape.consumes(character) {
                out.append(character)
                continue
            }
            let w = character.terminalWidth
            if width + w > columns {
                if out.contains("\u{1B}") { out += "\u{1B}[0m" }
                return out
            }
            width += w
            out.append(character)
        }
        return out
    }
}

/// Finds ANSI control sequences (`ESC [ parameters final`) in a run of characters, one
/// character at a time.
private struct EscapeScanner {
    private var state = State.text
    private enum State { case text, escape, sequence }

    /// Whether `character` belongs to an escape sequence (and takes no column).
    mutating func consumes(_ character: Character) -> Bool {
        switch state {
        case .text:
            guard character == "\u{1B}" else { return false }
            state = .escape
        case .escape:
            state = character == "[" ? .sequence : .text
        case .sequence:
            // Parameters and intermediates are 0x20–0x3F; a byte of 0x40–0x7E ends it.
            if let value = character.unicodeScalars.first?.value, (0x40...0x7E).contains(value) {
                state = .text
            }
        }
        return true
    }
}

extension Character {
    /// The columns the character takes on a terminal (`String.terminalWidth`).
    var terminalWidth: Int {
        guard let first = unicodeScalars.first else { return 0 }
        let properties = first.properties
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if unicodeScalars.allSatisfy({
            [.nonspacingMark, .enclosingMark, .format].contains($0.properties.generalCategory)
        }) {
            return 0
        }
        // An emoji shown as a picture: one presented so by default, or asked to be (U+FE0F).
        if properties.isEmojiPresentation || (properties.isEmoji && unicodeScalars.contains("\u{FE0F}")) {
            return 2
        }
        return Self.isWide(first.value) ? 2 : 1
    }

    /// The blocks of the East Asian wide and fullwidth characters (Unicode's
    /// EastAsianWidth W and F) that terminals draw two columns wide.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F,  // Hangul leading jamo
            0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
            0x3041...0x33FF,  // kana, bopomofo, Hangul compatibility jamo, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xA960...0xA97F,  // Hangul jamo extended A
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE10...0xFE19,  // vertical forms
            0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
            0xFF00...0xFF60,  // fullwidth forms
            0xFFE0...0xFFE6,  // fullwidth signs
            0x1B000...0x1B2FF,  // kana supplement and extensions
            0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
            0x30000...0x3FFFD:  // CJK extensions G and later
            return true
        default:
            return false
        }
    }
}
