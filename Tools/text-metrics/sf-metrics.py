#!/usr/bin/env python3
"""Writes San Francisco's own metrics, read from copies of Apple's SF Pro Text and SF Pro
Display faces, as numbers: `Sources/LayoutDocument/SanFranciscoMetrics.swift`.

For each of the nine weights of each optical size (Text, drawn below 20 pt; Display, from
20 pt): the advances of U+0020-U+017F, of Cyrillic's basic letters and Ukrainian's, of
Vietnamese letters and of common punctuation and signs, and the pair kerning of the `kern` feature (GPOS pair adjustments, single
pairs and classes) between ASCII characters, between Cyrillic letters and between the two;
and each optical size's `trak` table (the normal track: how much every glyph's advance
grows or shrinks at a point size). The fonts themselves are not part of this repository;
SOURCES.md next to this script says where the copies came from.

    Tools/text-metrics/sf-metrics.py --fonts DIR --swift Sources/LayoutDocument/SanFranciscoMetrics.swift
    Tools/text-metrics/sf-metrics.py --fonts DIR --show "Hello World" Text-Regular 17

Needs Python 3 and fontTools (`pip install fonttools`).
"""
import argparse
import functools
import math
import os

from fontTools.ttLib import TTFont

WEIGHTS = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
OPTICAL = ["Text", "Display"]
ASCII = [chr(c) for c in range(0x20, 0x7F)]
CYRILLIC = [chr(c) for c in [0x401, *range(0x410, 0x450), 0x451]]
LATIN = [chr(c) for c in range(0xA0, 0x180)]
# Punctuation and signs beyond those that labels use: dashes, quotes, bullet, ellipsis,
# per mille, euro, rouble, trade mark.
EXTRA = [chr(c) for c in [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2030, 0x20AC, 0x20BD, 0x2122]]
# Signs the read files' labels and buttons use that San Francisco draws: the ring above
# weather apps write for degrees, degrees Celsius and Fahrenheit, minus, square root and
# pi (calculators), the return and delete keys, arrows, the superscript minus, star and
# heart, the lira and rupee; Ukrainian's letters beyond the basic Cyrillic ones; and
# Vietnamese (the horn letters and Latin Extended Additional's vowels).
SIGNS = [
    0x02DA, 0x2103, 0x2109, 0x2212, 0x221A, 0x03C0, 0x23CE, 0x232B, 0x2190, 0x2191, 0x2192, 0x2193,
    0x207B, 0x2605, 0x2665, 0x20BA, 0x20B9,
]
UKRAINIAN = [0x404, 0x406, 0x407, 0x454, 0x456, 0x457, 0x490, 0x491]
VIETNAMESE = [0x1A0, 0x1A1, 0x1AF, 0x1B0, *range(0x1EA0, 0x1EFA)]
EXTRA += [chr(c) for c in SIGNS + UKRAINIAN + VIETNAMESE]
ADVANCED = ASCII + LATIN + CYRILLIC + EXTRA
KERNED = ASCII + CYRILLIC


class Face:
    """One SF Pro face: advances, `kern` pairs and the normal track."""

    def __init__(self, path):
        self.font = TTFont(path)
        self.units_per_em = self.font["head"].unitsPerEm
        self.cmap = self.font.getBestCmap()
        self.metrics = self.font["hmtx"]
        self.tracking = sorted((float(size), units) for size, units in self.font["trak"].horizData[0.0].items())
        gpos = self.font["GPOS"].table
        indices = set()
        for record in gpos.FeatureList.FeatureRecord:
            if record.FeatureTag == "kern":
                indices.update(record.Feature.LookupListIndex)
        self.lookups = [gpos.LookupList.Lookup[i] for i in sorted(indices)]

    def glyph(self, character):
        return self.cmap.get(ord(character))

    def advance(self, character):
        glyph = self.glyph(character)
        return None if glyph is None else self.metrics[glyph][0]

    @functools.lru_cache(maxsize=None)
    def kerning(self, left, right):
        """The first pair adjustment the `kern` lookups give `left` before `right`, in units."""
        for lookup in self.lookups:
            for table in lookup.SubTable:
                if lookup.LookupType == 9:
                    table = table.ExtSubTable
                if left not in table.Coverage.glyphs:
                    continue
                if table.Format == 1:
                    pairs = table.PairSet[table.Coverage.glyphs.index(left)]
                    for record in pairs.PairValueRecord:
                        if record.SecondGlyph == right:
                            return getattr(record.Value1, "XAdvance", 0) or 0
                elif table.Format == 2:
                    first = table.ClassDef1.classDefs.get(left, 0)
                    second = table.ClassDef2.classDefs.get(right, 0)
                    value = table.Class1Record[first].Class2Record[second].Value1
                    return getattr(value, "XAdvance", 0) or 0
        return 0

    def track(self, size):
        """The normal track at `size`, in units, on the straight line between the sizes given."""
        points = self.tracking
        if size <= points[0][0]:
            return points[0][1]
        for (a, at_a), (b, at_b) in zip(points, points[1:]):
            if a <= size <= b:
                return at_a + (at_b - at_a) * (size - a) / (b - a)
        return points[-1][1]

    def width(self, text, size, scale=2):
        total, previous = 0.0, None
        for character in text:
            glyph = self.glyph(character)
            total += self.metrics[glyph][0] + self.track(size)
            if previous is not None:
                total += self.kerning(previous, glyph)
            previous = glyph
        return math.ceil(total * size / self.units_per_em * scale - 1e-6) / scale


def load(folder, optical, weight):
    return Face(os.path.join(folder, f"SF-Pro-{optical}-{weight}.otf"))


def tokens(items, indent):
    lines, line = [], indent
    for item in items:
        if len(line) + len(item) + 1 > 112:
            lines.append(line.rstrip())
            line = indent
        line += item + " "
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(lines)


def swift(folder, path):
    out = [
        "// Generated by Tools/text-metrics/sf-metrics.py from copies of Apple's SF Pro Text and",
        "// SF Pro Display faces (Tools/text-metrics/SOURCES.md); do not edit by hand.",
        "",
        "/// San Francisco's own numbers, weight by weight, for each optical size: Text below 20 pt,",
        "/// Display from 20 pt. Advances (U+0020-U+017F, Cyrillic's basic letters and Ukrainian's,",
        "/// Vietnamese letters, common punctuation and signs; `scalar:units`), the `kern`",
        "/// feature's pair kerning between ASCII characters and Cyrillic letters",
        "/// (`left,right:units`), in the font's units; and each optical size's normal track",
        "/// (`trak`), what every glyph's advance gains at a point size.",
        "enum SanFranciscoMetrics {",
    ]
    for optical in OPTICAL:
        faces = {weight: load(folder, optical, weight) for weight in WEIGHTS}
        reference = faces["Regular"]
        out.append(f"    /// SF Pro {optical}'s normal track: point size, units (of {reference.units_per_em} an em).")
        pairs = ", ".join(f"({size:g}, {units})" for size, units in reference.tracking) + ","
        out.append(f"    static let {optical.lower()}Tracking: [(size: Double, units: Double)] = [")
        out.append(tokens(pairs.split(" "), "        "))
        out.append("    ]")
        out.append(f"    /// SF Pro {optical}'s faces by weight (`TextMeasurement.Weight`'s raw values).")
        out.append(f"    static let {optical.lower()}: [TextMeasurement.Weight: CloneFace] = [")
        for weight in WEIGHTS:
            case = "ultraLight" if weight == "Ultralight" else weight.lower()
            out.append(f"        .{case}: {optical.lower()}{weight},")
        out.append("    ]")
        for weight, face in faces.items():
            advances = [f"{ord(c)}:{face.advance(c)}" for c in ADVANCED if face.advance(c) is not None]
            kerned = [(c, face.glyph(c)) for c in KERNED if face.glyph(c) is not None]
            pairs = []
            for a, glyph_a in kerned:
                for b, glyph_b in kerned:
                    units = face.kerning(glyph_a, glyph_b)
                    if units:
                        pairs.append(f"{ord(a)},{ord(b)}:{units}")
            h = face.font["hhea"]
            line = (h.ascent - h.descent + h.lineGap) / face.units_per_em
            out.append(f"    /// SF-Pro-{optical}-{weight}: {len(advances)} advances, {len(pairs)} kerning pairs.")
            out.append(f"    static let {optical.lower()}{weight} = CloneFace(")
            out.append(
                f'        name: "SFPro{optical}-{weight}", unitsPerEm: {face.units_per_em}, lineHeight: {line:.5f}, '
                f"ascender: {h.ascent / face.units_per_em:.5f},")
            out.append('        advances: """')
            out.append(tokens(advances, "            "))
            out.append('            """,')
            out.append('        kerning: """')
            out.append(tokens(pairs, "            "))
            out.append('            """)')
    out.append("}")
    with open(path, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fonts", required=True, metavar="DIR", help="the folder of the SF-Pro-Text-*.otf and SF-Pro-Display-*.otf faces")
    parser.add_argument("--swift", metavar="PATH", help="write the Swift table here")
    parser.add_argument("--show", nargs=3, metavar=("TEXT", "FACE", "SIZE"), help="a line's width, e.g. \"Hello\" Text-Regular 17")
    args = parser.parse_args()
    if args.swift:
        swift(args.fonts, args.swift)
    if args.show:
        text, face, size = args.show
        optical, weight = face.split("-")
        print(load(args.fonts, optical, weight).width(text, float(size)))


if __name__ == "__main__":
    main()
