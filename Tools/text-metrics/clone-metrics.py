#!/usr/bin/env python3
"""Writes the metrics of the iOS fonts that have a metric-compatible open font, as Swift.

Arial was drawn with Helvetica's advance widths, and Liberation Sans with Arial's (and
Liberation Serif and Mono with Times New Roman's and Courier New's); Menlo is a
modification of Bitstream Vera Sans Mono, whose advances and vertical metrics DejaVu Sans
Mono keeps. So the advance widths, pair kerning and line heights of these open fonts are
those of the iOS fonts, without the iOS fonts: for each face

    width  = ceil_to_pixel(size * (sum of advance(c) + sum of kerning(pair)) / unitsPerEm)
    height = ceil_to_pixel(size * (ascent + descent + lineGap) / unitsPerEm)

(`hhea`'s vertical metrics, which UIFont's `lineHeight` is; Arial's lines leave the line
gap out, `WITHOUT_LINE_GAP`; Courier, drawn to Courier New's advances, has a line of its
own, `OWN_LINE_HEIGHTS`). Checked on the frames Xcode
saved for Helvetica 36 pt labels of Xcode 7's tabbed-app template: "First View" 157.5 by
41.5 at 2x and 158 by 42 at 1x, "Second View" 209.5 and 210 wide (the V before i is
kerned by 0.65 pt), as the Liberation Sans metrics give.

Arial Rounded MT Bold has no open twin: its numbers are read from a copy of the face
itself (`OWN_FONTS`, in the folder `--own-fonts` names; SOURCES.md next to this script says
where the copy came from). Checked on the Bullseye game's labels (Xcode 9 and 10, 2x):
"Scores:" 63.5 wide at 17 pt and "Round:" 59 (kerned: 63.8 and 59.0 without), "99999" 59.5
at 20 pt, "Put the Bull's Eye as close as you can to:" 332 at 17 pt.

Only the numbers are written: advances of U+0020-U+017F and of common punctuation, the
kerning between those characters, the units per em and the line height and ascender in
ems. The open fonts are Debian's (`apt-get install fonts-liberation fonts-dejavu-core`).

    Tools/text-metrics/clone-metrics.py --own-fonts DIR --swift Sources/LayoutDocument/CloneFontMetrics.swift
    Tools/text-metrics/clone-metrics.py --own-fonts DIR --show "First View" Helvetica 36

Needs Python 3 and fontTools (`pip install fonttools`), to read the fonts' kerning.
"""
import argparse
import functools
import math
import os
import sys

from fontTools.ttLib import TTFont

LIBERATION = "/usr/share/fonts/truetype/liberation"
DEJAVU = "/usr/share/fonts/truetype/dejavu"
# iOS PostScript name -> the open font with its metrics.
FACES = {
    "Helvetica": "LiberationSans-Regular",
    "Helvetica-Bold": "LiberationSans-Bold",
    "Helvetica-Oblique": "LiberationSans-Italic",
    "Helvetica-BoldOblique": "LiberationSans-BoldItalic",
    "ArialMT": "LiberationSans-Regular",
    "Arial-BoldMT": "LiberationSans-Bold",
    "Arial-ItalicMT": "LiberationSans-Italic",
    "Arial-BoldItalicMT": "LiberationSans-BoldItalic",
    "TimesNewRomanPSMT": "LiberationSerif-Regular",
    "TimesNewRomanPS-BoldMT": "LiberationSerif-Bold",
    "TimesNewRomanPS-ItalicMT": "LiberationSerif-Italic",
    "TimesNewRomanPS-BoldItalicMT": "LiberationSerif-BoldItalic",
    "Courier": "LiberationMono-Regular",
    "Courier-Bold": "LiberationMono-Bold",
    "Courier-Oblique": "LiberationMono-Italic",
    "Courier-BoldOblique": "LiberationMono-BoldItalic",
    "CourierNewPSMT": "LiberationMono-Regular",
    "CourierNewPS-BoldMT": "LiberationMono-Bold",
    "CourierNewPS-ItalicMT": "LiberationMono-Italic",
    "CourierNewPS-BoldItalicMT": "LiberationMono-BoldItalic",
    "Menlo-Regular": "DejaVuSansMono",
    "Menlo-Bold": "DejaVuSansMono-Bold",
    "Menlo-Italic": "DejaVuSansMono-Oblique",
    "Menlo-BoldItalic": "DejaVuSansMono-BoldOblique",
    "ArialRoundedMTBold": "ArialRoundedMTBold",
}
# Faces iOS ships with no open twin whose advances and kerning are taken from the faces
# themselves, while their lines stay those `TextMeasurement` and `NamedFontMetrics` give by
# era (fitted to the saved frames): not in `faces`, so that the era's rules still apply,
# but in `ownFaces`. Helvetica Neue's faces, and those of Avenir Next, Avenir, Futura and
# Apple SD Gothic Neo that public copies hold.
OWN_FACES = [
    "HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-Italic", "HelveticaNeue-BoldItalic",
    "HelveticaNeue-Medium", "HelveticaNeue-Light", "HelveticaNeue-LightItalic", "HelveticaNeue-Thin",
    "HelveticaNeue-ThinItalic", "HelveticaNeue-UltraLight", "HelveticaNeue-UltraLightItalic",
    "AvenirNext-UltraLight", "AvenirNext-UltraLightItalic", "AvenirNext-Regular", "AvenirNext-Italic",
    "AvenirNext-Medium", "AvenirNext-MediumItalic", "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic",
    "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-Heavy", "AvenirNext-HeavyItalic",
    "Avenir-Light", "Avenir-Book", "Avenir-Roman", "Avenir-Medium", "Avenir-MediumOblique", "Avenir-Heavy",
    "Avenir-Black",
    "Futura-Medium", "Futura-MediumItalic", "Futura-CondensedMedium", "Futura-CondensedExtraBold",
    "AppleSDGothicNeo-Regular", "AppleSDGothicNeo-Bold",
]
# iOS faces with no open twin, measured with their own numbers: the font file
# `NAME.ttf` in the `--own-fonts` folder (not part of this repository).
OWN_FONTS = {"ArialRoundedMTBold", *OWN_FACES}
own_fonts_folder = None
# iOS faces whose line UIKit measures as the ascent and descent alone, without the open
# font's line gap: Arial's labels in one app's 121 files of Xcode 14 and 15 (2x canvases)
# are 19 pt high at 17 pt, 18 at 16, 17 at 15 and two lines of 14 pt 31.5, regular and
# bold, where the gap would make them 20, 18.5, 17.5 and 32.5. Helvetica keeps the gap
# (the tabbed-app template's 36 pt labels, 41.5 high). So do, among `OWN_FACES`, faces
# whose line is not their family's fitted one: Helvetica Neue Bold (its single-line labels
# saved 15.5 pt high at 13, 24 at 20, 36 at 30, 48 at 40, 56.5 at 47 and 72 at 60 in two
# apps' files of Xcode 10.1 and 11.4, which only a line between 1.1917 and 1.1923 em gives:
# its ascent and descent are 1.1919; the family's 1.1812 put a weather app's headings half a
# point short) and Futura's condensed faces (1.202 and 1.273 em, in whole points as the
# family's line: a movie app's Futura Condensed Medium 30 pt buttons saved 49 high, a 37 pt
# line, where the family's 1.3022, fitted to Futura Medium, made them 52).
WITHOUT_LINE_GAP = {
    "ArialMT", "Arial-BoldMT", "Arial-ItalicMT", "Arial-BoldItalicMT",
    "HelveticaNeue-Bold", "Futura-CondensedMedium", "Futura-CondensedExtraBold",
}
# iOS faces drawn to the open font's advances with a line of their own, in ems, as the
# frames Xcode saved show it: Courier, monospaced at 0.6 em as Courier New is, has a line
# of one em (a Pokémon rock-paper-scissors app's labels of Xcode 8 at 20, 25 and 32 pt
# saved 20, 25 and 32 high, "Score:" at 20 pt 72 wide), where Liberation Mono's is 1.13.
OWN_LINE_HEIGHTS = {"Courier": 1.0, "Courier-Bold": 1.0, "Courier-Oblique": 1.0, "Courier-BoldOblique": 1.0}
FIRST, LAST = 0x20, 0x17F
# Punctuation and signs beyond Latin Extended-A that labels use: dashes, quotes, bullet,
# ellipsis, per mille, euro, trade mark.
EXTRA = [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2030, 0x20AC, 0x2122]


def font_path(name):
    if name in OWN_FONTS:
        if own_fonts_folder is None:
            sys.exit(f"{name} is read from its own font file: give --own-fonts DIR (SOURCES.md says where it comes from)")
        return os.path.join(own_fonts_folder, name + ".ttf")
    folder = DEJAVU if name.startswith("DejaVu") else LIBERATION
    return os.path.join(folder, name + ".ttf")


@functools.lru_cache(maxsize=None)
def open_font(name):
    """The open font `name`, read once."""
    return TTFont(font_path(name))


def pair_kerning(font):
    """{(left glyph, right glyph): x advance adjustment} from GPOS pair adjustments (the
    first lookup that names a pair wins, as a shaper applies them), else `kern`."""
    pairs = {}
    if "GPOS" in font:
        order = font.getGlyphOrder()
        for lookup in font["GPOS"].table.LookupList.Lookup:
            for sub in lookup.SubTable:
                if lookup.LookupType == 9:
                    sub = sub.ExtSubTable
                if sub.LookupType != 2:
                    continue
                if sub.Format == 1:
                    for i, left in enumerate(sub.Coverage.glyphs):
                        for record in sub.PairSet[i].PairValueRecord:
                            value = getattr(record.Value1, "XAdvance", 0) if record.Value1 else 0
                            if value:
                                pairs.setdefault((left, record.SecondGlyph), value)
                else:
                    first, second = sub.ClassDef1.classDefs, sub.ClassDef2.classDefs
                    for left in sub.Coverage.glyphs:
                        row = sub.Class1Record[first.get(left, 0)].Class2Record
                        for right in order:
                            value = row[second.get(right, 0)].Value1
                            value = getattr(value, "XAdvance", 0) if value else 0
                            if value:
                                pairs.setdefault((left, right), value)
    elif "kern" in font:
        for table in font["kern"].kernTables:
            for pair, value in table.kernTable.items():
                pairs.setdefault(pair, value)
    return pairs


def metrics(name):
    """(units per em, line height in ems, ascender in ems, {scalar: advance},
    {(left, right): kerning}) of an open font, in its units."""
    font = open_font(name)
    units = font["head"].unitsPerEm
    hhea = font["hhea"]
    cmap = font.getBestCmap()
    widths = font["hmtx"].metrics
    scalars = [s for s in list(range(FIRST, LAST + 1)) + EXTRA if s in cmap]
    advances = {s: widths[cmap[s]][0] for s in scalars}
    glyph_scalars = {}
    for s in scalars:
        glyph_scalars.setdefault(cmap[s], []).append(s)
    kerning = {}
    for (left, right), value in pair_kerning(font).items():
        for a in glyph_scalars.get(left, []):
            for b in glyph_scalars.get(right, []):
                if name in OWN_FACES and not (kerned(a) and kerned(b)):
                    continue
                kerning[(a, b)] = value
    line = (hhea.ascent - hhea.descent + hhea.lineGap) / units
    return units, line, hhea.ascent / units, advances, kerning


def kerned(scalar):
    """Whether the kerning of an `OWN_FACES` face before or after `scalar` is kept: ASCII,
    Latin-1's letters and the common punctuation (their class kerning, expanded to every
    pair of Latin Extended-A, would be most of the table for little use)."""
    return scalar < 0x80 or 0xC0 <= scalar <= 0xFF or scalar in EXTRA


def line_without_gap(name):
    """A line's height in ems without the `hhea` line gap."""
    font = open_font(name)
    hhea = font["hhea"]
    return (hhea.ascent - hhea.descent) / font["head"].unitsPerEm


def width(face, text, size, scale):
    units, _, _, advances, kerning = face
    total = sum(advances.get(ord(c), 0) for c in text)
    total += sum(kerning.get((ord(a), ord(b)), 0) for a, b in zip(text, text[1:]))
    return math.ceil(size * total / units * scale - 1e-6) / scale


def swift_name(font):
    head, _, tail = font.partition("-")
    return head[0].lower() + head[1:] + tail.replace("Regular", "")


def tokens(items, indent):
    """Space-separated tokens in lines of at most 120 characters, for a multi-line string."""
    lines, line = [], indent
    for item in items:
        if len(line) + len(item) + 1 > 120 and line.strip():
            lines.append(line.rstrip())
            line = indent
        line += item + " "
    if line.strip():
        lines.append(line.rstrip())
    return lines


def swift(path):
    # Fonts whose numbers are all the same (the weights and slants of a monospaced family)
    # share one table, named after the first.
    tables = {}
    for font in sorted(set(FACES.values()) | set(OWN_FACES)):
        units, line, ascender, advances, kerning = metrics(font)
        key = (units, round(line, 5), round(ascender, 5), tuple(sorted(advances.items())),
               tuple(sorted(kerning.items())))
        tables.setdefault(key, []).append(font)
    for fonts in tables.values():
        fonts.sort(key=lambda f: (len(swift_name(f)), f))
    table_of = {font: fonts[0] for fonts in tables.values() for font in fonts}
    lines = [
        "// Generated by Tools/text-metrics/clone-metrics.py from the metric-compatible open fonts",
        "// named below (Debian's fonts-liberation and fonts-dejavu-core), and the own numbers of",
        "// Arial Rounded MT Bold, Helvetica Neue, Avenir Next, Avenir, Futura and Apple SD Gothic Neo",
        "// (Tools/text-metrics/SOURCES.md); do not edit by hand.",
        "",
        "/// iOS fonts measured with the metrics of an open font drawn to the same advance",
        "/// widths: Helvetica and Arial as Liberation Sans, Times New Roman as Liberation Serif,",
        "/// Courier and Courier New as Liberation Mono, Menlo as DejaVu Sans Mono; and Arial",
        "/// Rounded MT Bold, Helvetica Neue, Avenir Next, Avenir, Futura and Apple SD Gothic Neo,",
        "/// which have no open twin, with their own. Advances",
        "/// (U+0020-U+017F and common punctuation; `scalar:units`) and pair kerning",
        "/// (`left,right:units`) in the font's units, line height and ascender in ems (`hhea`).",
        "enum CloneFontMetrics {",
        "    /// The open font each iOS face (by PostScript name) is measured with.",
        "    static let faces: [String: CloneFace] = [",
    ]
    for ios in sorted(FACES):
        lines.append(f'        "{ios}": {swift_name(table_of[FACES[ios]])},')
    lines.append("    ]")
    lines.append("")
    lines.append("    /// Faces iOS ships (Helvetica Neue's, Avenir Next's, Avenir's, Futura's, Apple SD Gothic")
    lines.append("    /// Neo's), by PostScript name, with their own numbers; UIKit's lines for them changed by")
    lines.append("    /// era, so their advances and kerning are taken as they are, a line only where")
    lines.append("    /// `lineHeights` gives one.")
    lines.append("    static let ownFaces: [String: CloneFace] = [")
    for ios in OWN_FACES:
        lines.append(f'        "{ios}": {swift_name(table_of[ios])},')
    lines.append("    ]")
    lines.append("")
    lines.append("    /// iOS faces whose line is not the open font's or their family's fitted one, in ems: the")
    lines.append("    /// font's ascent and descent alone, where UIKit leaves the line gap out, or the face's own")
    lines.append("    /// (the generator's `WITHOUT_LINE_GAP` and `OWN_LINE_HEIGHTS` say where these were seen).")
    lines.append("    static let lineHeights: [String: Double] = [")
    own = {ios: line_without_gap(FACES.get(ios, ios)) for ios in WITHOUT_LINE_GAP} | OWN_LINE_HEIGHTS
    for ios in sorted(own):
        lines.append(f'        "{ios}": {own[ios]:.5f},')
    lines.append("    ]")
    for (units, line, ascender, advances, kerning), fonts in sorted(tables.items(), key=lambda kv: kv[1][0]):
        font = fonts[0]
        lines.append("")
        lines.append(f"    /// {font}: {len(advances)} advances, {len(kerning)} kerning pairs.")
        if len(fonts) > 1:
            lines.append(f"    /// The same numbers as {', '.join(fonts[1:])}.")
        lines.append(f"    static let {swift_name(font)} = CloneFace(")
        lines.append(f'        name: "{font}", unitsPerEm: {units}, lineHeight: {line:.5f}, ascender: {ascender:.5f},')
        lines.append('        advances: """')
        lines += tokens([f"{s}:{a}" for s, a in advances], " " * 12)
        lines.append('            """,')
        lines.append('        kerning: """')
        lines += tokens([f"{a},{b}:{v}" for (a, b), v in kerning], " " * 12)
        lines.append('            """)')
    lines.append("}")
    with open(path, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--swift", metavar="PATH", help="write the Swift table")
    parser.add_argument("--show", nargs=3, metavar=("TEXT", "FACE", "SIZE"), help="one line's size at 2x and 1x")
    parser.add_argument("--own-fonts", metavar="DIR", help="the folder of the faces with no open twin (OWN_FONTS)")
    args = parser.parse_args()
    global own_fonts_folder
    own_fonts_folder = args.own_fonts
    if args.swift:
        swift(args.swift)
    if args.show:
        text, name, size = args.show
        face = metrics(FACES.get(name, name))
        size = float(size)
        for scale in (2, 1):
            height = math.ceil(size * face[1] * scale - 1e-6) / scale
            print(f"{scale}x: {width(face, text, size, scale):g} x {height:g}")
    if not (args.swift or args.show):
        parser.print_help()
        sys.exit(2)


if __name__ == "__main__":
    main()
