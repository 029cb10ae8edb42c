#!/usr/bin/env python3
"""Fits San Francisco's advances of the Cyrillic letters it does not draw as Latin ones
(`и`, `т`, `п`, `ж`, `Д`...) to the label frames Xcode saved, the rest of the tool's
measurement held as it is, and writes them to `CyrillicMetrics.swift`.

`fit.py` fits the Latin table; Cyrillic labels are too few there for advances of their
own (a letter needs three repositories), and the tool measured them by four classes
(`TextMeasurement.cyrillicClassAdvances`). This fit takes the single-line labels in the
system font whose width only their text decides (`fit.samples`) that hold such a letter,
lays each out alone with the tool (`label-harness.py`), and moves each letter's advance
from its class's by least squares on the differences from the saved widths, pulled
towards the class as strongly as `PRIOR_LABELS` labels showing it once at 17 pt, in two
rounds (the second without the labels the first left more than `TRIM` points off: a
stale frame is not a measurement). A letter in fewer than `MIN_SOURCES` repositories
keeps its class's advance.

    Tools/text-metrics/fit-cyrillic.py --sizeclass .build/release/sizeclass DIR...
    Tools/text-metrics/fit-cyrillic.py --sizeclass BIN --cross-validate DIR...   # by repository
    Tools/text-metrics/fit-cyrillic.py --sizeclass BIN --write DIR...            # the Swift table

The tool's widths are taken with the advances it has: the fit solves for the change from
them, so a rerun on the same files gives the table again (to 0.01 em: rounding to pixels
is not linear). Needs Python 3 and numpy.
"""
import argparse
import collections
import importlib.util
import os
import re
import sys
import tempfile
import unicodedata

import numpy

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fit  # noqa: E402

_spec = importlib.util.spec_from_file_location("label_harness", os.path.join(HERE, "label-harness.py"))
harness = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(harness)

OUTPUT = os.path.join(HERE, "..", "..", "Sources", "LayoutDocument", "CyrillicMetrics.swift")
PRIOR_LABELS = 2.0
TRIM = 4.0
MIN_SOURCES = 2


def fitted_letters(text):
    """The Cyrillic letters of a sample's text the fit is about (the lookalikes are Latin
    letters in it already), a letter with a diacritic as the letter under it (`й` as `и`,
    as San Francisco draws them as wide)."""
    letters = [unicodedata.normalize("NFD", c)[0] for c in text]
    return [c for c in letters if 0x400 <= ord(c) < 0x500 and c.isalpha()]


def current_advances():
    """The advances the tool has now (`CyrillicMetrics.advances`), if the table exists."""
    if not os.path.exists(OUTPUT):
        return {}
    text = open(OUTPUT, encoding="utf-8").read()
    return {k: float(v) for k, v in re.findall(r'"(\w)": ([\d.]+)', text)}


def weight_factors():
    """The tool's width factor of each weight, which multiplies every advance."""
    text = fit.swift_literal("SystemFontMetrics.swift", "weightFactors")
    return {"regular": 1.0, **{w: float(v) for w, v in re.findall(r'"(\w+)": (-?[\d.]+)', text)}}


def repository(source):
    """The fetched repository a source file is in (its folder under the batch folder)."""
    return next((part for part in source.split(os.sep) if "+" in part), os.path.dirname(source))


def measurements(binary, paths):
    """Each usable label with a fitted letter: (text, size, weight, saved width, the tool's
    width, repository), the same label saved alike in several files once."""
    with tempfile.TemporaryDirectory() as folder:
        records = [r for r in harness.write_xibs(paths, folder)
                   if r["savedWidth"] is not None and fitted_letters(r["text"])]
        sizes = harness.solved_sizes(binary, sorted({r["file"] for r in records}))
    rows, seen = [], set()
    for r in records:
        # A label many apps of one course copy is one measurement, not one per app.
        key = (r["text"], r["size"], r["weight"], r["savedWidth"])
        if r["id"] in sizes and key not in seen:
            seen.add(key)
            rows.append((r["text"], r["size"], r["weight"], r["savedWidth"], sizes[r["id"]][0],
                         repository(r["source"])))
    return rows


def solve(rows, letters, current, factors):
    """The advances least squares gives `letters`, from `rows`, pulled towards each class."""
    index = {c: i for i, c in enumerate(letters)}
    prior = numpy.array([fit.unfitted_advance(c) for c in letters])
    now = numpy.array([current.get(c, fit.unfitted_advance(c)) for c in letters])
    a = numpy.zeros((len(rows), len(letters)))
    y = numpy.zeros(len(rows))
    for k, (text, size, weight, saved, tool, _) in enumerate(rows):
        scale = size * factors.get(weight, 1.0)
        for c in fitted_letters(text):
            a[k, index[c]] += scale
        # What the letters' advances at their priors would leave of the saved width.
        y[k] = saved - tool + a[k] @ (now - prior)
    penalty = PRIOR_LABELS * 17.0 ** 2
    x = numpy.linalg.solve(a.T @ a + penalty * numpy.eye(len(letters)), a.T @ y)
    return prior + x, a, y, prior


def fit_rows(rows, current, factors):
    """Two rounds: the second without the rows the first left more than TRIM points off."""
    letters = sorted({c for r in rows for c in fitted_letters(r[0])})
    advances, a, y, prior = solve(rows, letters, current, factors)
    residual = y - a @ (advances - prior)
    kept = [r for r, e in zip(rows, residual) if abs(e) <= TRIM]
    advances, _, _, _ = solve(kept, letters, current, factors)
    return dict(zip(letters, advances)), len(kept)


def predicted(row, advances, current, factors):
    text, size, weight, saved, tool, _ = row
    scale = size * factors.get(weight, 1.0)
    return tool + sum(scale * (advances.get(c, fit.unfitted_advance(c)) - current.get(c, fit.unfitted_advance(c)))
                      for c in fitted_letters(text))


def main():
    global PRIOR_LABELS
    parser = argparse.ArgumentParser()
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--sizeclass", required=True, help="the sizeclass binary whose widths the fit starts from")
    parser.add_argument("--cross-validate", action="store_true", help="hold out each repository in turn")
    parser.add_argument("--write", action="store_true", help="write CyrillicMetrics.swift")
    parser.add_argument("--prior-labels", type=float, default=PRIOR_LABELS)
    parser.add_argument("--list-sources", action="store_true", help="print the folders whose labels it used")
    args = parser.parse_args()
    PRIOR_LABELS = args.prior_labels
    paths = fit.unique(fit.files(args.paths))
    rows = measurements(args.sizeclass, paths)
    current, factors = current_advances(), weight_factors()
    sources = collections.defaultdict(set)
    for r in rows:
        for c in fitted_letters(r[0]):
            sources[c].add(r[5])
    print("%d labels with Cyrillic letters of their own, %d repositories" % (len(rows), len({r[5] for r in rows})))
    if args.list_sources:
        for folder in sorted({r[5] for r in rows}):
            print("  source %s" % folder)
    print("within half a point now: %d" % sum(abs(r[4] - r[3]) <= 0.5 for r in rows))
    if args.cross_validate:
        near = 0
        for held in sorted({r[5] for r in rows}):
            train = [r for r in rows if r[5] != held]
            advances, _ = fit_rows(train, current, factors)
            near += sum(abs(predicted(r, advances, current, factors) - r[3]) <= 0.5 for r in rows if r[5] == held)
        print("held out by repository, within half a point when fitted on the others: %d" % near)
    advances, kept = fit_rows(rows, current, factors)
    advances = {c: v for c, v in advances.items() if len(sources[c]) >= MIN_SOURCES}
    print("fitted on %d labels: %d letters in %d or more repositories" % (kept, len(advances), MIN_SOURCES))
    print("within half a point in sample: %d" % sum(abs(predicted(r, advances, current, factors) - r[3]) <= 0.5
                                                  for r in rows))
    for c in sorted(advances):
        print("  %s %.4f (class %.2f, %d repositories)" % (c, advances[c], fit.unfitted_advance(c), len(sources[c])))
    if args.write:
        lines = [
            "// Generated by Tools/text-metrics/fit-cyrillic.py from the label frames Xcode saved in the",
            "// files listed in Tools/text-metrics/SOURCES.md; do not edit by hand.",
            "",
            "/// San Francisco's advances of the Cyrillic letters it does not draw as Latin ones, in",
            "/// ems (with 17 pt's tracking), as fitted to %d single-line labels; a letter fewer than"
            % kept,
            "/// %d repositories showed keeps its class's (`TextMeasurement.cyrillicClassAdvances`)." % MIN_SOURCES,
            "enum CyrillicMetrics {",
            "    static let advances: [Character: Double] = [",
        ]
        lines += ['        "%s": %.4f,' % (c, advances[c]) for c in sorted(advances)]
        lines += ["    ]", "}", ""]
        with open(OUTPUT, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
        print("wrote %s" % os.path.relpath(OUTPUT, os.path.join(HERE, "..", "..")))


if __name__ == "__main__":
    main()
