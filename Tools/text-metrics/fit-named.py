#!/usr/bin/env python3
"""Fits the metrics of the fonts other than San Francisco that Interface Builder files
use, and writes them as Swift: Helvetica Neue, which UIKit drew the system font in before
iOS 9 (files saved before Xcode 7), and named fonts (`<fontDescription name=
"AvenirNext-Medium">`).

Named fonts are far rarer in saved frames than the system font (a few dozen usable labels
in two thousand files against the system font's thousands), too few to fit each family's
advance widths. So a named font is measured as San Francisco's advances (those of
`SystemFontMetrics`, at 17 pt's tracking) scaled by

    width = ceil_to_pixel(size * family_factor * style_factor * sum of advance(c))

where the family is the PostScript name before its hyphen (`AvenirNext`) and the style
its weight word (`Light`, `DemiBold`, ...): San Francisco's own weight factors for medium,
semibold (demibold) and bold, and a fitted factor for the others where the files show
them. A line is `ceil_to_pixel(size * line_height(family))`. Files saved before Xcode 7
round both to whole points (UIKit of iOS 7-8 did); later ones to the canvas device's
pixels. A family the files show too little of keeps San Francisco's metrics, and the tool
warns that its text is estimated (`unknown-font`).

The labels used are those `fit.py` uses (single-line, their width or height decided by
their text alone), in any named font and, in files before Xcode 7, in the system font.

    Tools/text-metrics/fit-named.py --swift Sources/LayoutDocument/NamedFontMetrics.swift DIR...
    Tools/text-metrics/fit-named.py --check DIR...   # the generated table against other files
    Tools/text-metrics/fit-named.py --add --swift Sources/LayoutDocument/NamedFontMetrics.swift DIR...

`--add` keeps the table's families as they are and adds the families it lacks, each a
line height fitted to the heights Xcode saved for single-line labels in that family (plain
or attributed text) that no height constraint of their own sizes, at least `MIN_ADDED_HEIGHTS`
of them, the height between 1 and 1.8 times the size: the ratio and the rounding (up to
the canvas's pixels, or to whole points, as UIKit measures some of the fonts iOS ships:
Futura, Menlo) that match the most, kept where they match at least `MIN_ADDED_SHARE` of
them. Widths stay San Francisco's for these families (too few labels), so the tool still
warns that their text is estimated.

Needs Python 3 and numpy (through fit.py). The files it was fitted on are listed in
SOURCES.md next to this script.
"""
import argparse
import collections
import json
import math
import os
import re
import sys
import textwrap
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fit  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
SYSTEM_METRICS = os.path.join(ROOT, "Sources", "LayoutDocument", "SystemFontMetrics.swift")
NAMED_METRICS = os.path.join(ROOT, "Sources", "LayoutDocument", "NamedFontMetrics.swift")
# Weight words, longest first where one contains another ("ultralight" before "light").
WEIGHT_WORDS = ["ultralight", "thin", "light", "medium", "demibold", "semibold", "heavy", "black", "bold"]
# San Francisco's weight factors stand for these words (demibold is semibold).
SF_WEIGHT_WORD = {"medium": "medium", "demibold": "semibold", "semibold": "semibold", "bold": "bold"}
# How many labels' widths a family or a weight word needs before it gets a factor.
MIN_WIDTHS = 5
MIN_STYLE_WIDTHS = 3
# Regional cuts of one design, which share its metrics (PingFang SC, TC, HK and MO: one
# face drawn for four regions' characters): `--add` pools their heights and writes the
# fit for each.
REGIONAL_FAMILIES = {name: "PingFang" for name in ("PingFangSC", "PingFangTC", "PingFangHK", "PingFangMO")}
# How many single-line heights, and what share of them matched, a family `--add` adds needs:
# six that all agree (Noteworthy's, 1.597 em, in two apps) are as telling as eight of
# thirteen, and Marker Felt's lines, ten of seventeen, beat San Francisco's (none).
MIN_ADDED_HEIGHTS = 6
MIN_ADDED_SHARE = 0.55


def system_metrics():
    """San Francisco's advances, fallbacks, weight factors and line height, read from the
    Swift table."""
    text = open(SYSTEM_METRICS, encoding="utf-8").read()
    advances, fallback = {}, {}
    head, _, tail = text.partition("static let fallback")
    for m in re.finditer(r'^\s+("(?:\\.|[^"])*"): (-?[\d.]+),$', head, re.M):
        advances[json.loads(m.group(1))] = float(m.group(2))
    for m in re.finditer(r'^\s+"(\w[\w-]*)": (-?[\d.]+),$', tail.partition("static let tracking")[0], re.M):
        fallback[m.group(1)] = float(m.group(2))
    weights = {k: float(v) for k, v in re.findall(r'"(medium|semibold|bold)": ([\d.]+)', tail)}
    line = float(re.search(r"static let lineHeight = ([\d.]+)", tail).group(1))
    return advances, fallback, weights, line


ADVANCES, FALLBACK, SF_WEIGHTS, SF_LINE_HEIGHT = system_metrics()


def em(text):
    return sum(ADVANCES.get(c, FALLBACK.get(fit.character_class(c), fit.unfitted_advance(c))) for c in text)


def face(name):
    """(family, weight word or None) of a PostScript name."""
    family, _, style = name.partition("-")
    style = style.lower()
    return family, next((w for w in WEIGHT_WORDS if w in style), None)


def named_font(label, tools):
    """(size, PostScript name) of a label in a named font, or in the system font of a file
    saved before Xcode 7 (Helvetica Neue, by weight); None for anything else."""
    f = label.find("fontDescription")
    if f is None:
        return None
    try:
        size = float(f.get("pointSize"))
    except (TypeError, ValueError):
        return None
    name = f.get("name")
    if name:
        # `.AppleSystemUIFont`, `.SFUIText-…`: the system font by its private name.
        return None if name.startswith(".") else (size, name)
    kind = f.get("type")
    if tools >= fit.SF_FROM_TOOLS_VERSION or kind not in ("system", "boldSystem") or f.get("style"):
        return None
    weight = f.get("weight") or ("bold" if kind == "boldSystem" else None)
    return size, "HelveticaNeue" + (f"-{weight.capitalize()}" if weight else "")


def tools_versions(paths):
    out = {}
    for p in paths:
        try:
            out[p] = float(ET.parse(p).getroot().get("toolsVersion", "0").split(".")[0])
        except (ET.ParseError, ValueError):
            out[p] = 0
    return out


def labels(paths):
    """(text, size, name, width or None, height or None, scale) per usable label, each
    distinct one once; scale 1 (whole points) in files before Xcode 7."""
    tools = tools_versions(paths)
    seen, out = set(), []
    for text, size, name, width, height, scale, path in fit.samples(paths, named_font, since=0):
        scale = 1 if tools[path] < fit.SF_FROM_TOOLS_VERSION else scale
        key = (text, size, name, width, height, scale)
        if key not in seen:
            seen.add(key)
            out.append(key)
    return out


def rounded(value, scale):
    return math.ceil(value * scale - 1e-6) / scale


def style_factor(metrics, word):
    if word in metrics["styles"]:
        return metrics["styles"][word]
    return SF_WEIGHTS.get(SF_WEIGHT_WORD.get(word, ""), 1.0)


def predict_width(metrics, text, size, name, scale):
    family, word = face(name)
    factor = metrics["families"].get(family, {}).get("width", 1.0)
    return rounded(size * factor * style_factor(metrics, word) * em(text), scale)


def predict_height(metrics, size, name, scale):
    family, _ = face(name)
    m = metrics["families"].get(family, {})
    return rounded(size * m.get("lineHeight", SF_LINE_HEIGHT), 1 if m.get("wholePoints") else scale)



def best(candidates, score):
    """The middle of the candidates that score highest (ties are a plateau)."""
    top = max(score(c) for c in candidates)
    winners = [c for c in candidates if score(c) == top]
    return winners[len(winners) // 2], top


def fit_metrics(data):
    metrics = {"families": {}, "styles": {}, "counts": {}}
    widths = [d for d in data if d[3] is not None]
    heights = [d for d in data if d[4] is not None]
    by_family = collections.defaultdict(list)
    for d in widths:
        by_family[face(d[2])[0]].append(d)
    # Each family's width factor: the one that puts the most of its labels within half a
    # point of their saved width (stale frames are many; least squares would follow them).
    for family, ds in sorted(by_family.items()):
        if len(ds) < MIN_WIDTHS:
            continue
        models = [(size * style_factor(metrics, face(name)[1]) * em(text), width, scale)
                  for text, size, name, width, _, scale in ds]
        factor, near = best([0.8 + k * 0.0025 for k in range(161)],
                            lambda f: sum(abs(rounded(f * m, s) - w) <= 0.5 for m, w, s in models))
        metrics["families"].setdefault(family, {})["width"] = round(factor, 4)
        metrics["counts"].setdefault(family, {})["widths"] = [near, len(ds)]
    # Weight words San Francisco has no factor for, across the families.
    by_word = collections.defaultdict(list)
    for d in widths:
        word = face(d[2])[1]
        if word and word not in SF_WEIGHT_WORD:
            by_word[word].append(d)
    for word, ds in sorted(by_word.items()):
        if len(ds) < MIN_STYLE_WIDTHS:
            continue
        models = [(size * metrics["families"].get(face(name)[0], {}).get("width", 1.0) * em(text), width, scale)
                  for text, size, name, width, _, scale in ds]
        factor, near = best([0.8 + k * 0.0025 for k in range(161)],
                            lambda f: sum(abs(rounded(f * m, s) - w) <= 0.5 for m, w, s in models))
        metrics["styles"][word] = round(factor, 4)
        metrics["counts"]["style " + word] = {"widths": [near, len(ds)]}
    # Each family's line height: the ratio whose height, rounded as the file's era rounds,
    # matches the most saved heights.
    by_family = collections.defaultdict(list)
    for d in heights:
        by_family[face(d[2])[0]].append((d[1], d[4], d[5]))
    for family, ms in sorted(by_family.items()):
        line, matched = best([1.0 + k * 0.0001 for k in range(8001)],
                             lambda r: sum(abs(rounded(size * r, s) - h) < 0.01 for size, h, s in ms))
        if matched == 0:
            continue
        metrics["families"].setdefault(family, {})["lineHeight"] = round(line, 4)
        metrics["counts"].setdefault(family, {})["heights"] = [matched, len(ms)]
    return metrics


def single_line_heights(paths):
    """(family, size, saved height, scale) of each single-line label in a named font that
    no height constraint of its own sizes, its height between 1 and 1.8 times its size;
    scale 1 (whole points) before Xcode 7, else the canvas's pixels."""
    out = []
    for path in paths:
        try:
            root = ET.parse(path).getroot()
            tools = float(root.get("toolsVersion", "0").split(".")[0])
        except (ET.ParseError, ValueError):
            continue
        if root.get("targetRuntime", "").startswith("MacOSX"):
            continue
        device = root.find("device")
        scale = 1 if tools < fit.SF_FROM_TOOLS_VERSION else fit.SCALE.get(
            device.get("id") if device is not None else "", 2)
        for label in root.iter("label"):
            if label.get("numberOfLines", "1") != "1":
                continue
            constraints = label.find("constraints")
            if constraints is not None and any(c.get("firstAttribute") == "height" and c.get("secondItem") is None
                                               and c.get("firstItem") is None for c in constraints):
                continue
            font = next((f for f in label.iter() if f.tag in ("fontDescription", "font")), None)
            rect = label.find("rect[@key='frame']")
            if font is None or rect is None or not font.get("name") or font.get("name").startswith("."):
                continue
            try:
                size, height = float(font.get("pointSize") or font.get("size")), float(rect.get("height"))
            except (TypeError, ValueError):
                continue
            if size > 0 and size <= height <= 1.8 * size:
                out.append((face(font.get("name"))[0], size, height, scale))
    return out


def add_families(metrics, heights):
    """The families `metrics` lacks, each with the line height and rounding that match the
    most of its `heights`, where they match enough."""
    by_family = collections.defaultdict(list)
    for family, size, height, scale in heights:
        by_family[REGIONAL_FAMILIES.get(family, family)].append((size, height, scale))
    for family, ms in sorted(by_family.items()):
        members = sorted(f for f, design in REGIONAL_FAMILIES.items() if design == family) or [family]
        if any(m in metrics["families"] for m in members) or len(ms) < MIN_ADDED_HEIGHTS:
            continue
        fits = []
        for whole in (False, True):
            def matched(r):
                return sum(abs((math.ceil(size * r - 1e-6) if whole else rounded(size * r, scale)) - h) < 0.01
                           for size, h, scale in ms)
            line, n = best([1.0 + k * 0.0001 for k in range(8001)], matched)
            fits.append((n, not whole, line, whole))
        n, _, line, whole = max(fits)  # a tie keeps the pixels
        if n < MIN_ADDED_SHARE * len(ms):
            continue
        for member in members:
            metrics["families"][member] = {"lineHeight": round(line, 4), "wholePoints": whole}
        metrics["counts"][family] = {"heights": [n, len(ms)]}
    return metrics


def check(metrics, data):
    """Labels within half a point of their saved width (height), with these metrics and
    with the class model the tool used before (`fit.previous`, lines 1.2 em in points)."""
    out = collections.Counter()
    for text, size, name, width, height, scale in data:
        family = face(name)[0]
        for key in ("all", family):
            if width is not None:
                out[key, "widths"] += 1
                out[key, "widths within 0.5 pt"] += abs(predict_width(metrics, text, size, name, scale) - width) <= 0.5
                bold = "bold" if "bold" in name.lower() else "regular"
                out[key, "widths within 0.5 pt before"] += abs(fit.previous(text, size, bold) - width) <= 0.5
            if height is not None:
                out[key, "heights"] += 1
                out[key, "heights within 0.5 pt"] += abs(predict_height(metrics, size, name, scale) - height) <= 0.5
                out[key, "heights within 0.5 pt before"] += abs(math.ceil(size * 1.2) - height) <= 0.5
    report = collections.defaultdict(dict)
    for (key, what), n in sorted(out.items()):
        report[key][what] = n
    return report


def swift(metrics, files, labels_count, added=None):
    """The table as Swift; `added` (families, heights, files) says what `--add` added."""
    families = metrics["families"]
    provenance = [
        "/// ems, per weight word a width factor, as fitted to the frames Xcode saved",
        f"/// ({labels_count} labels in {files} files). A family or word missing here keeps San",
        "/// Francisco's own (its weight factors stand for medium, semibold, demibold and bold).",
    ]
    if added:
        # Each `--add` run's families, after those of the runs before it.
        provenance[-1] = "/// Francisco's own (its weight factors stand for medium, semibold, demibold and bold);"
        sentences = [f"{', '.join(names)} added from {heights} single-line heights in {added_files} more files"
                     for names, heights, added_files in added]
        text = "; ".join(sentences) + " (`fit-named.py --add`), some rounded up to whole points (`wholePoints`)."
        provenance += ["/// " + line for line in textwrap.wrap(text, 92)]
    lines = [
        "// Generated by Tools/text-metrics/fit-named.py from the label frames Xcode saved in the",
        "// files listed in Tools/text-metrics/SOURCES.md; do not edit by hand.",
        "",
        "/// Fonts other than San Francisco, as factors on San Francisco's advance widths: per",
        "/// family (a PostScript name before its hyphen) a width factor and a line height in",
        *provenance,
        "enum NamedFontMetrics {",
        "    static let families: [String: (width: Double?, lineHeight: Double?, wholePoints: Bool)] = [",
    ]
    for family, m in sorted(families.items()):
        width = f"{m['width']:.4f}" if "width" in m else "nil"
        line = f"{m['lineHeight']:.4f}" if "lineHeight" in m else "nil"
        whole = "true" if m.get("wholePoints") else "false"
        lines.append(f"        \"{family}\": ({width}, {line}, {whole}),")
    lines.append("    ]")
    words = sorted(metrics["styles"].items())
    if not words:
        lines.append("    static let weightWordFactors: [String: Double] = [:]")
    elif len(words) == 1:  # as `swift format` writes a one-entry literal
        lines.append(f"    static let weightWordFactors: [String: Double] = [\n        \"{words[0][0]}\": {words[0][1]:.4f}\n    ]")
    else:
        lines.append("    static let weightWordFactors: [String: Double] = [")
        lines += [f"        \"{word}\": {v:.4f}," for word, v in words]
        lines.append("    ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def read_swift(path):
    """The metrics a generated Swift table holds, to check it against other files."""
    text = open(path, encoding="utf-8").read()
    metrics = {"families": {}, "styles": {}}
    for family, width, line, whole in re.findall(
            r'"(\w+)": \(([\d.]+|nil), ([\d.]+|nil)(?:, (true|false))?\)', text):
        m = metrics["families"].setdefault(family, {})
        if whole == "true":
            m["wholePoints"] = True
        if width != "nil":
            m["width"] = float(width)
        if line != "nil":
            m["lineHeight"] = float(line)
    words = text.partition("weightWordFactors")[2]
    metrics["styles"] = {w: float(v) for w, v in re.findall(r'"(\w+)": ([\d.]+)', words)}
    return metrics


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--swift", help="write the fitted metrics as Swift here")
    parser.add_argument("--check", action="store_true",
                        help="check the generated table (NamedFontMetrics.swift) against the files instead of fitting")
    parser.add_argument("--add", action="store_true",
                        help="keep the generated table's families and add the ones it lacks, fitted to these files")
    args = parser.parse_args()
    paths = fit.unique(fit.files(args.paths))
    if args.add:
        table = read_swift(NAMED_METRICS)
        known = set(table["families"])
        heights = single_line_heights(paths)
        metrics = add_families({"families": table["families"], "styles": table["styles"], "counts": {}}, heights)
        names = sorted(set(metrics["families"]) - known)
        header = open(NAMED_METRICS, encoding="utf-8").read()
        labels_count, files = map(int, re.search(r"\((\d+) labels in (\d+) files\)", header).groups())
        # What earlier `--add` runs added, as the header says.
        comment = " ".join(line[4:] for line in header.splitlines() if line.startswith("/// "))
        earlier = [([n.strip() for n in run.split(",")], int(h), int(f)) for run, h, f in
                   re.findall(r"([A-Z][\w, ]*?) added from (\d+) "
                              r"single-line heights in (\d+) more files", comment)]
        # A run that adds nothing leaves no sentence.
        runs = earlier + ([(names, sum(1 for h in heights if h[0] in names), len(paths))] if names else [])
        print(json.dumps({"files": len(paths), "heights": len(heights), "added": {n: metrics["families"][n] for n in names},
                          "counts": metrics["counts"]}, indent=1))
        if args.swift:
            open(args.swift, "w", encoding="utf-8").write(swift(metrics, files, labels_count, added=runs))
        return
    data = labels(paths)
    if args.check:
        print(json.dumps(check(read_swift(NAMED_METRICS), data), indent=1))
        return
    metrics = fit_metrics(data)
    print(json.dumps({"files": len(paths), "labels": len(data), "families": metrics["families"],
                      "styles": metrics["styles"], "counts": metrics["counts"],
                      "fit": check(metrics, data)["all"]}, indent=1))
    if args.swift:
        open(args.swift, "w", encoding="utf-8").write(swift(metrics, len(paths), len(data)))


if __name__ == "__main__":
    main()
