import Foundation

extension FontFace {
    /// Whether a file named `name` is a font file this reads (`.ttf`, `.otf`, `.ttc`; not a
    /// hidden file such as macOS's `._` metadata).
    public static func isFontFileName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return !lower.hasPrefix(".") && (lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc"))
    }

    /// Whether `path` is somewhere fonts can be added from (`--fonts`, a configuration's
    /// `fonts`): a folder, or a font file.
    public static func isFontSource(atPath path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
        return isFolder.boolValue || isFontFileName((path as NSString).lastPathComponent)
    }

    /// The faces of a TrueType or OpenType file (`.ttf`, `.otf`; a collection's every face):
    /// none when the file is not one, or lacks a table measuring needs (`head`, `hhea`,
    /// `hmtx`, `cmap`, a PostScript name).
    public static func faces(inFontFile bytes: [UInt8]) -> [FontFace] {
        let data = FontData(bytes: bytes)
        guard let tag = data.tag(0) else { return [] }
        guard tag == "ttcf" else { return face(at: 0, in: data).map { [$0] } ?? [] }
        // A collection: a header, then each face's table directory.
        guard let count = data.u32(8) else { return [] }
        return (0..<min(count, 64)).compactMap { k in data.u32(12 + 4 * k).flatMap { face(at: $0, in: data) } }
    }

    /// The face whose table directory starts at `offset`.
    private static func face(at offset: Int, in data: FontData) -> FontFace? {
        guard let count = data.u16(offset + 4), count <= 512 else { return nil }
        var tables: [String: Int] = [:]
        var lengths: [String: Int] = [:]
        for k in 0..<count {
            let record = offset + 12 + 16 * k
            guard let tag = data.tag(record), let start = data.u32(record + 8), let length = data.u32(record + 12)
            else { return nil }
            tables[tag] = start
            lengths[tag] = length
        }
        guard let head = tables["head"], let hhea = tables["hhea"], let hmtx = tables["hmtx"],
            let cmap = tables["cmap"], let name = tables["name"],
            let units = data.u16(head + 18), units > 0,
            let ascender = data.i16(hhea + 4), let descender = data.i16(hhea + 6),
            let metricsCount = data.u16(hhea + 34),
            let postScriptName = postScriptName(in: data, at: name)
        else { return nil }
        var advances: [UInt16] = []
        advances.reserveCapacity(metricsCount)
        for k in 0..<metricsCount {
            guard let advance = data.u16(hmtx + 4 * k) else { return nil }
            advances.append(UInt16(advance))
        }
        // The kerning tables alone are kept, to read pairs from as text is measured.
        func table(_ tag: String) -> FontData? {
            guard let start = tables[tag], let length = lengths[tag], let bytes = data.slice(start, length) else {
                return nil
            }
            return FontData(bytes: Array(bytes))
        }
        let kerning = table("GPOS").flatMap(PairKerning.init(gpos:)) ?? table("kern").flatMap(PairKerning.init(kern:))
        return FontFace(
            postScriptName: postScriptName, unitsPerEm: Double(units), ascender: Double(ascender),
            descender: Double(descender), glyphs: characterGlyphs(in: data, at: cmap), advances: advances,
            kerning: kerning)
    }

    /// `name` table's PostScript name (name id 6), from a Windows (UTF-16) or Mac (Roman)
    /// record.
    private static func postScriptName(in data: FontData, at table: Int) -> String? {
        guard let count = data.u16(table + 2), let strings = data.u16(table + 4) else { return nil }
        for k in 0..<count {
            let record = table + 6 + 12 * k
            guard let platform = data.u16(record), let nameID = data.u16(record + 6),
                let length = data.u16(record + 8), let start = data.u16(record + 10), nameID == 6
            else { continue }
            let from = table + strings + start
            guard let slice = data.slice(from, length) else { continue }
            let bytes = Array(slice)
            if platform == 3 || platform == 0 {
                let units = stride(from: 0, to: bytes.count - 1, by: 2).map {
                    UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
                }
                let name = String(decoding: units, as: UTF16.self)
                if !name.isEmpty { return name }
            } else if platform == 1 {
                let name = String(decoding: bytes.filter { $0 < 0x80 }, as: UTF8.self)
                if !name.isEmpty { return name }
            }
        }
        return nil
    }

    /// Characters to glyphs, from the best `cmap` subtable: format 12 (all of Unicode),
    /// else format 4 (the Basic Multilingual Plane).
    private static func characterGlyphs(in data: FontData, at table: Int) -> [UInt32: UInt16] {
        guard let count = data.u16(table + 2) else { return [:] }
        var format4: Int?
        var format12: Int?
        for k in 0..<count {
            let record = table + 4 + 8 * k
            guard let platform = data.u16(record), let encoding = data.u16(record + 2),
                let offset = data.u32(record + 4), let format = data.u16(table + offset)
            else { continue }
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            if format == 12 { format12 = format12 ?? table + offset }
            if format == 4 { format4 = format4 ?? table + offset }
        }
        var glyphs: [UInt32: UInt16] = [:]
        // Unicode has 0x110000 code points: a table that maps more (overlapping ranges in
        // a hostile file) is cut off there, so reading it never takes long.
        var budget = 0x11_0000
        if let subtable = format12, let groups = data.u32(subtable + 12) {
            for k in 0..<min(groups, 100_000) where budget > 0 {
                let group = subtable + 16 + 12 * k
                guard let first = data.u32(group), let last = data.u32(group + 4), let glyph = data.u32(group + 8),
                    first <= last, last <= 0x10FFFF, last - first < 0x20000
                else { break }
                for c in first...min(last, first + budget - 1) {
                    glyphs[UInt32(c)] = UInt16(truncatingIfNeeded: glyph + c - first)
                }
                budget -= last - first + 1
            }
            return glyphs
        }
        guard let subtable = format4, let segmentsTwice = data.u16(subtable + 6) else { return glyphs }
        let segments = segmentsTwice / 2
        let ends = subtable + 14
        let starts = ends + segmentsTwice + 2
        let deltas = starts + segmentsTwice
        let rangeOffsets = deltas + segmentsTwice
        for s in 0..<segments where budget > 0 {
            guard let end = data.u16(ends + 2 * s), let start = data.u16(starts + 2 * s),
                let delta = data.u16(deltas + 2 * s), let rangeOffset = data.u16(rangeOffsets + 2 * s), start <= end
            else { break }
            budget -= end - start + 1
            for c in start...end where c != 0xFFFF {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (c + delta) & 0xFFFF
                } else {
                    // The offset counts from the range offset's own place.
                    guard let g = data.u16(rangeOffsets + 2 * s + rangeOffset + 2 * (c - start)) else { continue }
                    glyph = g == 0 ? 0 : (g + delta) & 0xFFFF
                }
                if glyph != 0 { glyphs[UInt32(c)] = UInt16(glyph) }
            }
        }
        return glyphs
    }
}

/// A font file's bytes, read big-endian with every offset checked: nil past the end.
struct FontData: Sendable {
    let bytes: [UInt8]

    func u16(_ offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func i16(_ offset: Int) -> Int? { u16(offset).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }

    func u32(_ offset: Int) -> Int? {
        guard let high = u16(offset), let low = u16(offset + 2) else { return nil }
        return high << 16 | low
    }

    func tag(_ offset: Int) -> String? {
        slice(offset, 4).map { String(decoding: $0, as: UTF8.self) }
    }

    func slice(_ offset: Int, _ length: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, length >= 0, offset + length <= bytes.count else { return nil }
        return bytes[offset..<offset + length]
    }
}
