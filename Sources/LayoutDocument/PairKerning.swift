/// A font's pair kerning: the pair-adjustment lookups of its `GPOS` table's `kern`
/// feature, read as each pair is met (class kerning names far more pairs than a table of
/// them would hold), or the pairs of a classic `kern` table.
struct PairKerning: Sendable {
    /// The `GPOS` table alone, and each `kern` lookup's pair-adjustment subtables (their
    /// offsets in it), in lookup order.
    private let gpos: FontData?
    private let lookups: [[Int]]
    /// A `kern` table's pairs: left glyph << 16 | right glyph.
    private let pairs: [UInt32: Int]

    init?(gpos data: FontData) {
        guard let features = data.u16(6), let lookupList = data.u16(8), let featureCount = data.u16(features) else {
            return nil
        }
        var indices: Set<Int> = []
        for k in 0..<featureCount {
            let record = features + 2 + 6 * k
            guard data.tag(record) == "kern", let offset = data.u16(record + 4),
                let count = data.u16(features + offset + 2)
            else { continue }
            for j in 0..<count { if let index = data.u16(features + offset + 4 + 2 * j) { indices.insert(index) } }
        }
        var lookups: [[Int]] = []
        // Fonts kern with a few lookups of a few dozen subtables at most; a file with
        // thousands would make every pair of every label slow to measure.
        var budget = 1024
        for index in indices.sorted().prefix(64) where budget > 0 {
            guard let offset = data.u16(lookupList + 2 + 2 * index) else { continue }
            let lookup = lookupList + offset
            guard let type = data.u16(lookup), let count = data.u16(lookup + 4) else { continue }
            var subtables: [Int] = []
            for j in 0..<min(count, budget) {
                guard let offset = data.u16(lookup + 6 + 2 * j) else { continue }
                var subtable = lookup + offset
                var subtype = type
                // An extension subtable points on to the real one.
                if type == 9, let real = data.u16(subtable + 2), let distance = data.u32(subtable + 4) {
                    subtype = real
                    subtable += distance
                }
                if subtype == 2 { subtables.append(subtable) }
            }
            budget -= min(count, budget)
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        guard !lookups.isEmpty else { return nil }
        gpos = data
        self.lookups = lookups
        pairs = [:]
    }

    init?(kern data: FontData) {
        // Version 0 (OpenType's), its first subtable, format 0 and horizontal.
        guard data.u16(0) == 0, let tables = data.u16(2), tables > 0, let coverage = data.u16(8),
            coverage >> 8 == 0, coverage & 1 == 1, let count = data.u16(10)
        else { return nil }
        var pairs: [UInt32: Int] = [:]
        for k in 0..<count {
            let record = 18 + 6 * k
            guard let left = data.u16(record), let right = data.u16(record + 2), let value = data.i16(record + 4)
            else { break }
            pairs[UInt32(left) << 16 | UInt32(right)] = value
        }
        guard !pairs.isEmpty else { return nil }
        gpos = nil
        lookups = []
        self.pairs = pairs
    }

    /// How far the right glyph moves after the left one, in font units: each lookup's
    /// first subtable that has the pair.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        guard let data = gpos else { return pairs[UInt32(left) << 16 | UInt32(right)] ?? 0 }
        var total = 0
        for subtables in lookups {
            for subtable in subtables {
                if let value = Self.value(in: data, subtable, Int(left), Int(right)) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    /// A pair-adjustment subtable's x-advance change for the pair, nil if it does not
    /// cover it.
    private static func value(in data: FontData, _ subtable: Int, _ left: Int, _ right: Int) -> Int? {
        guard let format = data.u16(subtable), let coverage = data.u16(subtable + 2),
            let first = data.u16(subtable + 4), let second = data.u16(subtable + 6),
            let index = coverageIndex(in: data, subtable + coverage, left)
        else { return nil }
        // A value record holds the fields its format's bits name, in bit order: the x
        // advance (0x4) comes after x and y placement.
        let size1 = first.nonzeroBitCount * 2
        let size2 = second.nonzeroBitCount * 2
        func advance(_ record: Int) -> Int? {
            guard first & 0x4 != 0 else { return 0 }
            return data.i16(record + (first & 0x3).nonzeroBitCount * 2)
        }
        if format == 1 {
            guard let offset = data.u16(subtable + 10 + 2 * index), let count = data.u16(subtable + offset) else {
                return nil
            }
            let records = subtable + offset + 2
            let size = 2 + size1 + size2
            // Second glyphs are in order: a binary search.
            var (low, high) = (0, count - 1)
            while low <= high {
                let mid = (low + high) / 2
                guard let glyph = data.u16(records + mid * size) else { return nil }
                if glyph == right { return advance(records + mid * size + 2) }
                if glyph < right { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        }
        guard format == 2, let classes1 = data.u16(subtable + 8), let classes2 = data.u16(subtable + 10),
            let count1 = data.u16(subtable + 12), let count2 = data.u16(subtable + 14)
        else { return nil }
        let class1 = glyphClass(in: data, subtable + classes1, left)
        let class2 = glyphClass(in: data, subtable + classes2, right)
        guard class1 < count1, class2 < count2 else { return nil }
        return advance(subtable + 16 + (class1 * count2 + class2) * (size1 + size2))
    }

    /// The glyph's index in a coverage table, nil if it is not covered.
    private static func coverageIndex(in data: FontData, _ table: Int, _ glyph: Int) -> Int? {
        guard let format = data.u16(table), let count = data.u16(table + 2) else { return nil }
        var (low, high) = (0, count - 1)
        while low <= high {
            let mid = (low + high) / 2
            if format == 1 {
                guard let g = data.u16(table + 4 + 2 * mid) else { return nil }
                if g == glyph { return mid }
                if g < glyph { low = mid + 1 } else { high = mid - 1 }
            } else if format == 2 {
                let range = table + 4 + 6 * mid
                guard let start = data.u16(range), let end = data.u16(range + 2), let index = data.u16(range + 4)
                else { return nil }
                if glyph >= start && glyph <= end { return index + glyph - start }
                if end < glyph { low = mid + 1 } else { high = mid - 1 }
            } else {
                return nil
            }
        }
        return nil
    }

    /// The glyph's class in a class definition table (0 when it names none).
    private static func glyphClass(in data: FontData, _ table: Int, _ glyph: Int) -> Int {
        guard let format = data.u16(table) else { return 0 }
        if format == 1 {
            guard let start = data.u16(table + 2), let count = data.u16(table + 4), glyph >= start,
                glyph < start + count
            else { return 0 }
            return data.u16(table + 6 + 2 * (glyph - start)) ?? 0
        }
        guard format == 2, let count = data.u16(table + 2) else { return 0 }
        var (low, high) = (0, count - 1)
        while low <= high {
            let mid = (low + high) / 2
            let range = table + 4 + 6 * mid
            guard let start = data.u16(range), let end = data.u16(range + 2) else { return 0 }
            if glyph >= start && glyph <= end { return data.u16(range + 4) ?? 0 }
            if end < glyph { low = mid + 1 } else { high = mid - 1 }
        }
        return 0
    }
}
