#!/usr/bin/env python3
"""Fits the system font's advance widths (and per-size tracking and weight factors) to
the label frames Xcode saved in storyboards and xibs, and writes them as Swift.

A single-line label in the system font whose width nothing but its text decides (no
width constraint, not pinned on both sides, not in a stack view, not marked misplaced or
ambiguous) is one measurement: text, point size and weight in, the width Xcode saved out
(its intrinsic width, rounded up to the canvas device's pixels). Widths are modelled as

    width = ceil_to_pixel(size * (factor(weight) * (sum of advance(c) + count * tracking(size))
                                  + count * amount(weight, optical size)))

(a heavier weight's amount per character is what it adds to every glyph; files of Xcode 7
and 8, whose San Francisco drew weights differently, take a single factor per weight)

with advances in ems (tracking at 17 pt taken as 0, so that 17 pt's own tracking is in
the advances), fitted by trimmed least squares (rounds that drop the labels further off
than 8, 4, 2, then 1 pt: stale frames are many) with a small pull towards the previous
class-based estimates (so a character seen rarely stays near them), and neighbouring
sizes' tracking pulled together (so a few stale labels do not set a size alone). A file
whose content another one already has counts once. A label counts when
no equality stronger than its hugging priority stretches it. Line heights are fitted
the same way from the labels whose height nothing but their text decides.

    Tools/text-metrics/fit.py --swift Sources/LayoutDocument/SystemFontMetrics.swift DIR...
    Tools/text-metrics/fit.py --check DIR...     # the fitted table against other files
    Tools/text-metrics/fit.py --cross-validate 5 DIR...   # held out by repository
    Tools/text-metrics/fit.py --keep-display-and-weights OLD.swift --swift NEW.swift DIR...
        # refit the advances and the Text sizes' tracking; keep OLD's Display tracking,
        # kerning and weights (the rules written on top of them were measured against them)

Needs Python 3 and numpy. The files it was fitted on are listed in SOURCES.md next to
this script; files of the repositories an issue reserves for evaluation are never used.
"""
import argparse
import hashlib
import json
import math
import os
import random
import re
import sys
import xml.etree.ElementTree as ET

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


def swift_literal(file, name):
    """The body of the collection literal `name` is set to in the tool's own source file
    `file` (in `Sources/LayoutDocument`), so that the fit reads the tool's tables rather
    than copies of them."""
    path = os.path.join(HERE, "..", "..", "Sources", "LayoutDocument", file)
    text = open(path, encoding="utf-8").read()
    return text.partition(f"static let {name}")[2].partition("= [")[2].partition("]")[0]


def latin_lookalikes():
    """Cyrillic and Greek letters San Francisco draws as Latin ones, and the dotless i, as
    the tool's own table has them (`TextMeasurement.latinLookalikes`): the tool measures
    each as its Latin letter, so the fit counts it as that letter."""
    table = swift_literal("TextMeasurement+Equivalents.swift", "latinLookalikes")
    pairs = dict(re.findall(r'"([^"\\]|\\u\{[0-9A-Fa-f]+\})": "(\w)"', table))
    return {chr(int(k[3:-1], 16)) if k.startswith("\\u") else k: v for k, v in pairs.items()}


LATIN_LOOKALIKES = latin_lookalikes()

# Interface Builder device ids and their screens' scale: Xcode saves frames in pixels of
# the canvas device (text it measures in half points on every one).
SCALE = {
    "retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina5_5": 3, "retina5_9": 3,
    "retina6_1": 2, "retina6_5": 3, "retina6_0": 3, "retina6_3": 3, "retina6_7": 3,
    "retina6_12": 3, "retina6_72": 3, "retina6_9": 3, "retina6_54": 3, "retina5_4": 3,
    "ipad9_7": 2, "ipad10_2": 2, "ipad10_5": 2, "ipad10_9": 2, "ipad11": 2, "ipad12_9": 2,
    "ipad12_9rounded": 2, "ipad13": 2,
}
# San Francisco arrived with iOS 9 (Xcode 7): older files measured Helvetica Neue.
SF_FROM_TOOLS_VERSION = 8000
# Each file's canvas device's pixels per point: a 3x canvas places the half-point measure
# on its own third-of-a-point grid (a 17 pt label 20.5 high is saved 20.333 or 20.667).
DEVICE_PIXELS = {}
# Each file's toolsVersion: San Francisco of iOS 9 and 10 (files of Xcode 7 and 8) drew
# its weights as a single factor on the regular advances (of the medium labels Xcode 7
# saved, 7 of 11 widths within half a point so, 4 with the later model; 3 of 3 bold ones
# of Xcode 7 and 8 in the fixtures).
TOOLS_VERSION = {}
WEIGHT_AMOUNTS_FROM_TOOLS_VERSION = 13000
# Files of Xcode 13.3 (tools 20000) and later set San Francisco's Latin text narrower,
# as iOS 15.4 and later draw it: the tool multiplies the advances by this factor there
# (TextMeasurement.narrowAdvanceFactor), so the fit divides those files' widths by it and
# the table stays the earlier files' (the factor was measured against the table).
NARROW_FROM_TOOLS_VERSION = 20000
NARROW_ADVANCE_FACTOR = 0.995
# The weights fitted (a lighter one's amount per character is negative); the others the
# files show too few labels of (ultraLight, thin, heavy, black: 0 to 4 usable widths in
# the fitted files) take the nearest fitted weight's metrics in the tool.
WEIGHTS = ["regular", "light", "medium", "semibold", "bold"]
# The trimmed fit's rounds: samples further off than this (points) are dropped.
TRIM_CUTS_POINTS = [8.0, 4.0, 2.0, 1.0]
# What the fit pulls rarely seen characters towards: the previous model's classes.
NARROW = set("ilj'.,:;!|()[]ft ")
# How strongly the fit pulls each advance towards its class's prior.
REGULARIZATION = 0.05
# How strongly a character outside ASCII is pulled towards its class's prior: as much as
# RARE_SCRIPT_REGULARIZATION labels showing it. Few labels show any (a Russian app's
# titles, a Kazakh label cut short), and alone they set any advance they like: 1.25 em on
# the Cyrillic п, less than nothing on н, 0.12 em on four Kazakh letters.
RARE_SCRIPT_REGULARIZATION = 5.0
# How strongly neighbouring sizes' tracking is pulled together, and where San
# Francisco's Display optical size takes over from Text.
SMOOTHING = 10.0
DISPLAY_FROM = 20.0
# Kerning the saved widths show: a capital T tucks a following lowercase letter that has
# no ascender (and a period, comma or hyphen) under its bar, one amount for all of them,
# fitted with the advances and pulled towards none. `--cross-validate 5` on the fitted
# files: 74.9 % of the held-out regular widths within half a point with it, 71.6 %
# without; the same amount for V, W, Y, F or P as well lowered that share (too few labels
# to fit), and "Ti" is not kerned (kerning it too cost 1.8 points).
KERNING = {"T": "acegmnopqrsuvwxyz.,-àáâãäåçèéêëñòóôõöùúûü"}
KERNING_REGULARIZATION = 0.1
# How strongly a weight's coefficients are pulled towards its single factor.
WEIGHT_REGULARIZATION = 20.0
# How many repositories' kept labels a character outside ASCII must be in for an advance
# of its own.
MIN_CHARACTER_SOURCES = 3
# Labels in smaller text than this are not measurements.
MIN_POINT_SIZE = 6.0
# How many labels of Xcode 9 or later a weight needs for an amount per character.
MIN_AMOUNT_LABELS = 30
# How many labels at Display sizes a weight needs for an amount of its own there.
MIN_DISPLAY_LABELS = 10


def kerned_pairs(text):
    """How many of `text`'s neighbouring characters each kerning's left character opens."""
    counts = {}
    for a, b in zip(text, text[1:]):
        if b in KERNING.get(a, ""):
            counts[a] = counts.get(a, 0) + 1
    return counts


def character_class(c):
    """The classes of the previous model, which unseen characters fall back to."""
    if c in NARROW:
        return "narrow"
    if c in "mwMW":
        return "wide"
    if c.isascii():
        return "upper" if (c.isupper() or c.isdigit()) else "lower"
    return "other"


def cyrillic_classes():
    """The tool's class-model advances of Cyrillic letters (`cyrillicClassAdvances`) and its
    wide ones, read from its own source so that the fit's priors and the tool agree."""
    advances = {k: float(v) for k, v in
                re.findall(r'"([\w-]+)": ([\d.]+)', swift_literal("TextMeasurement+Cyrillic.swift", "cyrillicClassAdvances"))}
    wide = set(re.findall(r'"(\w)"', swift_literal("TextMeasurement+Cyrillic.swift", "wideCyrillicLetters")))
    return advances, wide


CYRILLIC_ADVANCES, WIDE_CYRILLIC = cyrillic_classes()


def prior(c):
    """What the fit pulls a character's advance towards: the previous model's class."""
    if c in NARROW:
        return 0.28
    if c in "mwMW":
        return 0.86
    if c.isascii():
        return 0.62 if (c.isupper() or c.isdigit()) else 0.52
    return 0.6


def unfitted_advance(c):
    """What the tool measures a character the table has no advance for as, its class's
    mean aside: a Cyrillic letter by the tool's Cyrillic classes, anything else by its
    prior. (The fit still pulls Cyrillic letters towards 0.6: pulled towards these
    classes, the fit kept other labels, every advance moved, and one Xcode 7.2 app's
    digits, 34 views of fidelity batch 20, went off.)"""
    if 0x400 <= ord(c) < 0x500 and c.isalpha():
        wide = c in WIDE_CYRILLIC
        return CYRILLIC_ADVANCES[("wide-" if wide else "") + ("upper" if c.isupper() else "lower")]
    return prior(c)


HORIZONTAL = {"leading", "trailing", "left", "right", "leadingMargin", "trailingMargin", "leftMargin",
              "rightMargin"}
CENTER_X = {"centerX", "centerXWithinMargins"}
VERTICAL = {"top", "bottom", "topMargin", "bottomMargin", "firstBaseline", "lastBaseline", "baseline"}
CENTER_Y = {"centerY", "centerYWithinMargins"}


def parent_map(root):
    return {child: parent for parent in root.iter() for child in parent}


def constraints_by_item(root, parents):
    """Every constraint's (item, attribute, relation, priority) per item, with the implicit
    item (the view that holds the constraint) filled in."""
    found = {}
    for holder in root.iter():
        cs = holder.find("constraints")
        if cs is None:
            continue
        owner = holder.get("id")
        for c in cs.findall("constraint"):
            relation = c.get("relation", "equal")
            try:
                priority = float(c.get("priority", "1000"))
            except ValueError:
                priority = 1000.0
            first = c.get("firstItem") or owner
            found.setdefault(first, []).append((c.get("firstAttribute"), relation, priority))
            if c.get("secondItem"):
                found.setdefault(c.get("secondItem"), []).append((c.get("secondAttribute"), relation, priority))
    return found


def hugging(label, axis):
    try:
        return float(label.get(f"{axis}HuggingPriority", "251"))
    except ValueError:
        return 251.0


def pinning(constraints, hug):
    """The attributes that can stretch a label past its text: an equality stronger than its
    hugging (an inequality, or an equality its hugging outweighs, leaves it at its text)."""
    return [a for a, relation, priority in constraints if relation == "equal" and priority > hug]


def font_of(label):
    f = label.find("fontDescription")
    if f is None:
        return None
    kind = f.get("type")
    if kind not in ("system", "boldSystem") and f.get("style") is None:
        return None  # a named font: not the system font
    try:
        size = float(f.get("pointSize"))
    except (TypeError, ValueError):
        return None
    weight = f.get("weight") or ("bold" if kind == "boldSystem" else "regular")
    if f.get("style") == "UICTFontTextStyleHeadline":
        weight = "semibold"
    if weight not in WEIGHTS:
        return None
    return size, weight


def samples(paths, font_fn=None, since=SF_FROM_TOOLS_VERSION):
    """(text, size, weight, width or None, height or None, scale, path) per usable label of
    the files saved by `since` (a toolsVersion) or later. `font_fn(label, toolsVersion)` says
    which labels count and in what (size, weight); the system font's by default."""
    out = []
    for path in paths:
        try:
            root = ET.parse(path).getroot()
        except ET.ParseError:
            continue
        if root.get("targetRuntime", "").startswith("MacOSX"):
            continue
        try:
            tools = float(root.get("toolsVersion", "0").split(".")[0])
        except ValueError:
            tools = 0
        if tools < since:
            continue
        device = root.find("device")
        # Xcode measures text in half points on 3x canvases too (their saved sizes of text
        # are half-point measures placed on the device's third-of-a-point grid).
        grid = SCALE.get(device.get("id") if device is not None else "", 2)
        scale = min(grid, 2)
        DEVICE_PIXELS[path] = grid
        TOOLS_VERSION[path] = tools
        parents = parent_map(root)
        constrained = constraints_by_item(root, parents)
        for label in root.iter("label"):
            text = label.get("text")
            if not text or "\n" in text or label.find("attributedString") is not None:
                continue
            # Letters, digits and punctuation of the Latin scripts: one character each
            # (emoji and combining marks are clusters of several).
            if any(ord(c) >= 0x2000 or 0x300 <= ord(c) < 0x370 for c in text):
                continue
            if label.get("misplaced") == "YES":
                continue
            if label.get("ambiguous") == "YES" or label.get("translatesAutoresizingMaskIntoConstraints") != "NO":
                continue
            if label.get("adjustsFontSizeToFit") == "YES":
                continue
            parent = parents.get(parents.get(label))
            in_stack = parent is not None and parent.tag == "stackView"
            # In a vertical stack that does not stretch its views, a label keeps its width.
            if in_stack and not (parent.get("axis") == "vertical"
                                 and parent.get("alignment") in ("leading", "center", "trailing")):
                continue
            font = font_fn(label, tools) if font_fn else font_of(label)
            rect = label.find("rect[@key='frame']")
            # Text under 6 pt is nobody's reading size (Kodeco's 1 pt placeholder labels):
            # tracking is smoothed between neighbouring sizes, and such a size would pull
            # 9 pt's towards its own.
            if font is None or rect is None or font[0] < MIN_POINT_SIZE:
                continue
            # A label that may wrap counts when it shows one line: its width is its text's.
            if label.get("numberOfLines", "1") != "1" and float(rect.get("height")) > 1.4 * font[0]:
                continue
            constraints = constrained.get(label.get("id"), [])
            if not constraints and not in_stack:
                continue
            # Widths and heights of any relation decide (a width ≤ can cut the text).
            sized = {a for a, *_ in constraints}
            attributes = pinning(constraints, hugging(label, "horizontal"))
            horizontal = [a for a in attributes if a in HORIZONTAL]
            edges = {a.replace("Margin", "") for a in horizontal}
            width_free = ("width" not in sized and not ({"leading", "trailing"} <= edges)
                          and not ({"left", "right"} <= edges)
                          and not (edges and any(a in CENTER_X for a in attributes)))
            attributes = pinning(constraints, hugging(label, "vertical"))
            vertical = {a.replace("Margin", "") for a in attributes if a in VERTICAL}
            height_free = ("height" not in sized and not ({"top", "bottom"} <= vertical)
                           and not (vertical & {"top", "bottom"} and any(a in CENTER_Y for a in attributes)))
            width = float(rect.get("width")) if width_free else None
            height = float(rect.get("height")) if height_free and not in_stack else None
            if width is None and height is None:
                continue
            out.append(("".join(LATIN_LOOKALIKES.get(c, c) for c in text), font[0], font[1], width, height, scale, path))
    return out


def tracking_sizes(data):
    return sorted({s for _, s, *_ in data})


def trimmed_least_squares(columns, saved, prior_beta, regularization=WEIGHT_REGULARIZATION):
    """Coefficients on `columns` that best give `saved`, by the trimmed rounds (a round
    keeps going while more samples than coefficients + 2 remain), pulled by
    `regularization` towards `prior_beta` (a weight with few labels keeps near its
    factor)."""
    ridge = np.eye(columns.shape[1]) * regularization
    for cut in TRIM_CUTS_POINTS + [None]:
        beta = np.linalg.solve(columns.T @ columns + ridge, columns.T @ saved + ridge @ prior_beta)
        if cut is None:
            break
        keep = np.abs(columns @ beta - saved) < cut
        if keep.sum() < columns.shape[1] + 2:
            break
        columns, saved = columns[keep], saved[keep]
    return beta


def fit(data):
    widths = [d for d in data if d[3] is not None and d[2] == "regular"]
    chars = sorted({c for d in widths for c in d[0]})
    sizes = [s for s in tracking_sizes(widths) if s != 17]
    lefts = sorted(KERNING)
    index = {c: i for i, c in enumerate(chars)}
    size_index = {s: len(chars) + i for i, s in enumerate(sizes)}
    kerning_index = {c: len(chars) + len(sizes) + i for i, c in enumerate(lefts)}
    rows, target = [], []
    for text, size, _, width, _, scale, path in widths:
        row = np.zeros(len(chars) + len(sizes) + len(lefts))
        for c in text:
            row[index[c]] += 1
        if size in size_index:
            row[size_index[size]] = len(text)
        for c, n in kerned_pairs(text).items():
            row[kerning_index[c]] = n
        rows.append(row)
        # The saved width is the measured width rounded up to a pixel: take the middle.
        narrow = NARROW_ADVANCE_FACTOR if TOOLS_VERSION.get(path, 0) >= NARROW_FROM_TOOLS_VERSION else 1
        target.append((width - 0.5 / scale) / size / narrow)
    a = np.array(rows)
    b = np.array(target)
    points = np.array([size for _, size, *_ in widths])
    sources = np.array([repository(p) for *_, p in widths])
    # Outliers (a label the heuristics misjudged, a frame left stale) are many: trimmed
    # least squares, dropping what is further off than each round's cut (in points).
    reg = np.diag([REGULARIZATION if c.isascii() else RARE_SCRIPT_REGULARIZATION for c in chars]
                  + [REGULARIZATION] * len(sizes) + [KERNING_REGULARIZATION] * len(lefts))
    prior_vec = np.array([prior(c) for c in chars] + [0.0] * (len(sizes) + len(lefts)))
    # Tracking changes smoothly with the size (Apple's published table), so neighbouring
    # sizes are pulled together: within the Text sizes (17 pt's tracking fixed at 0) and
    # within the Display sizes (from 20 pt, whose glyphs differ), not across the switch.
    smooth = np.zeros((a.shape[1], a.shape[1]))
    for band in ([s for s in sizes if s < DISPLAY_FROM] + [17.0], [s for s in sizes if s >= DISPLAY_FROM]):
        band = sorted(band)
        for s0, s1 in zip(band, band[1:]):
            d = np.zeros(a.shape[1])
            if s0 in size_index:
                d[size_index[s0]] -= 1
            if s1 in size_index:
                d[size_index[s1]] += 1
            smooth += np.outer(d, d)
    for cut in TRIM_CUTS_POINTS + [None]:
        lhs = a.T @ a + reg + SMOOTHING * smooth
        rhs = a.T @ b + reg @ prior_vec
        x = np.linalg.solve(lhs, rhs)
        if cut is None:
            break
        keep = np.abs(a @ x - b) * points < cut
        a, b, points, sources = a[keep], b[keep], points[keep], sources[keep]
    # A character outside ASCII in the kept labels of fewer than MIN_CHARACTER_SOURCES
    # repositories is not measured (see RARE_SCRIPT_REGULARIZATION): the tool reckons it
    # itself, by its letter under the accents or its class's mean. (ASCII characters keep
    # theirs: holding the rare ones, Q or %, to three labels too put fewer held-out widths
    # within half a point.)
    seen = {c: len(set(sources[a[:, index[c]] > 0])) for c in chars}
    advances = {c: float(x[index[c]]) for c in chars if c.isascii() or seen[c] >= MIN_CHARACTER_SOURCES}
    # What a character the files never show falls back to: its class's mean.
    classes = {}
    for c, v in advances.items():
        classes.setdefault(character_class(c), []).append(v)
    fallback = {k: float(np.mean(v)) for k, v in classes.items()}
    tracking = {17.0: 0.0}
    tracking.update({s: float(x[size_index[s]]) for s in sizes})
    kerning = {c: float(x[kerning_index[c]]) for c in lefts}
    # Weight factors, with the advances, tracking and kerning fixed: trimmed least squares
    # as for the advances (a few dozen labels a weight, many of them stale: the rounds drop
    # those). Counting the labels each factor puts within half a point, as before, moved
    # bold from 1.065 to 1.05 for one label more or less. Named fonts' weight words use
    # these single factors (their own factors were fitted on top of them).
    metrics = {"advances": advances, "tracking": tracking, "kerning": kerning}
    factors = {"regular": 1.0}
    weights = {"regular": {"factor": 1.0, "text": 0.0, "display": 0.0}}
    for w in WEIGHTS[1:]:
        ws = [d for d in data if d[3] is not None and d[2] == w]
        if not ws:
            factors[w] = {"light": 0.97, "medium": 1.03, "semibold": 1.05, "bold": 1.07}[w]
            weights[w] = {"factor": factors[w], "text": 0.0, "display": 0.0}
            continue
        model = np.array([size * ems(metrics, text, size) for text, size, *_ in ws])
        saved = np.array([width - 0.5 / scale for _, _, _, width, _, scale, _ in ws])
        single = trimmed_least_squares(model[:, None], saved, np.zeros(1), regularization=0.0)
        factors[w] = round(float(single[0]), 4)
        # A heavier weight widens every glyph by about the same amount (its strokes
        # thicken; a capital widens less than its share of a factor says), so a factor and
        # an amount per character, and another amount from the Display optical size (20
        # pt) on (`--cross-validate 5` on the 104 repositories of the twenty-eighth
        # session: 42.4 % of the weighted widths within half a point, 35.7 % with the
        # single factor). A weight with few Display labels takes its Text amount there too.
        # A weight with few labels from Xcode 9 on, which the amount is for, keeps its
        # single factor there too (light: 9 labels, which set an amount that made the 15 pt
        # light labels of a sample app never fitted 2.5 % too wide; the factor puts 13 of
        # its 17 within half a point).
        if sum(TOOLS_VERSION.get(p, 0) >= WEIGHT_AMOUNTS_FROM_TOOLS_VERSION for *_, p in ws) < MIN_AMOUNT_LABELS:
            weights[w] = {"factor": factors[w], "text": 0.0, "display": 0.0}
            continue
        display = sum(size >= DISPLAY_FROM for _, size, *_ in ws) >= MIN_DISPLAY_LABELS
        columns = np.array([[size * ems(metrics, text, size), size * len(text)]
                            + ([size * len(text) * (size >= DISPLAY_FROM)] if display else [])
                            for text, size, *_ in ws])
        beta = trimmed_least_squares(columns, saved, np.array([factors[w], 0.0] + ([0.0] if display else [])))
        beta = list(beta) + ([] if display else [0.0])
        weights[w] = {"factor": round(float(beta[0]), 4), "text": round(float(beta[1]), 4),
                      "display": round(float(beta[1] + beta[2]), 4)}
    # Line height, in ems: the ratio whose height, rounded up to the canvas's pixels,
    # matches the most saved heights (a label keeps the height it was created with until
    # its frame is updated, so stale heights are many; the mean would follow them).
    # A label from Interface Builder's library arrives 21 pt high in 17 pt: one whose frame
    # was never updated cannot be told from one measured so, and such labels outnumber the
    # measured ones (389 to 161 in the fitted files), so they do not vote.
    measured = [(d[1], d[4], d[5], 0.34 if DEVICE_PIXELS.get(d[6], 2) == 3 else 0.01) for d in data
                if d[4] is not None and (d[1], d[4]) != (17, 21)]

    def matches(ratio):
        return sum(abs(math.ceil(size * ratio * scale - 1e-6) / scale - height) < tolerance
                   for size, height, scale, tolerance in measured)

    candidates = [1.15 + k * 0.0001 for k in range(1000)]
    best = max(matches(r) for r in candidates)
    winners = [r for r in candidates if matches(r) == best]
    line = winners[len(winners) // 2]
    heights = {"matched": best, "of": len(measured)}
    return {"advances": advances, "fallback": fallback, "tracking": tracking, "kerning": kerning, "factors": factors,
            "weights": weights, "lineHeight": line, "samples": int(a.shape[0]), "lineHeights": heights}


def track(tracking, size):
    """Tracking in ems at `size`: the nearest fitted sizes, interpolated, but never across
    the switch to the Display optical size: a Text size past the last fitted one keeps
    that one's tracking (Apple's table tracks 19 pt as 18, -0.44 and -0.45 pt)."""
    if size in tracking:
        return tracking[size]
    known = sorted(tracking)
    lower = [s for s in known if s < size]
    upper = [s for s in known if s > size]
    if not lower:
        return tracking[upper[0]]
    if not upper:
        return tracking[lower[-1]]
    s0, s1 = lower[-1], upper[0]
    if size < DISPLAY_FROM <= s1:
        return tracking[s0]
    return tracking[s0] + (tracking[s1] - tracking[s0]) * (size - s0) / (s1 - s0)


def ems(metrics, text, size):
    """`text`'s width in ems at `size`: advances, tracking and kerning."""
    fallback = metrics.get("fallback", {})
    em = sum(metrics["advances"].get(c, fallback.get(character_class(c), unfitted_advance(c))) for c in text)
    em += len(text) * track(metrics["tracking"], size)
    kerning = metrics.get("kerning", {})
    return em + sum(n * kerning.get(c, 0.0) for c, n in kerned_pairs(text).items())


def predict(metrics, text, size, weight, scale, path=None):
    """`text`'s width, rounded up to the canvas's pixels; files before Xcode 9 (by `path`'s
    toolsVersion) and metrics without `weights` take the single factor per weight."""
    era = TOOLS_VERSION.get(path, WEIGHT_AMOUNTS_FROM_TOOLS_VERSION)
    if "weights" in metrics and era >= WEIGHT_AMOUNTS_FROM_TOOLS_VERSION:
        w = metrics["weights"].get(weight, {"factor": 1.0, "text": 0.0, "display": 0.0})
        extra = w["display"] if size >= DISPLAY_FROM else w["text"]
    else:
        w, extra = {"factor": metrics["factors"].get(weight, 1.0)}, 0.0
    raw = size * (w["factor"] * ems(metrics, text, size) + len(text) * extra)
    if TOOLS_VERSION.get(path, 0) >= NARROW_FROM_TOOLS_VERSION:
        raw *= NARROW_ADVANCE_FACTOR
    return math.ceil(raw * scale - 1e-6) / scale


def previous(text, size, weight):
    em = sum(prior(c) for c in text)
    return math.ceil(em * size * (1.05 if weight != "regular" else 1) - 1e-9)


# Folders of other projects' code a repository carries (CocoaPods, Carthage, npm, SwiftPM
# checkouts): their files are those projects', counted where they come from or, for the
# repositories the text-measurement issue reserves for evaluation, not at all.
DEPENDENCY_FOLDERS = {"Pods", "Local Pods", "Carthage", "node_modules", "SourcePackages", ".build"}


def files(paths):
    for p in paths:
        if os.path.isdir(p):
            for base, folders, names in os.walk(p):
                folders[:] = sorted(f for f in folders if f not in DEPENDENCY_FOLDERS)
                for n in sorted(names):
                    if n.endswith((".storyboard", ".xib")):
                        yield os.path.join(base, n)
        else:
            yield p


def unique(paths):
    """The paths, each content once: a book's starter and final projects, or an app's
    copies of one file, would count the same labels twice."""
    seen, out = set(), []
    for p in paths:
        with open(p, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        if digest not in seen:
            seen.add(digest)
            out.append(p)
    return out


def check(metrics, data):
    ws = [d for d in data if d[3] is not None]
    near = sum(abs(predict(metrics, t, s, w, sc, p) - width) <= 0.5 for t, s, w, width, _, sc, p in ws)
    old = sum(abs(previous(t, s, w) - width) <= 0.5 for t, s, w, width, *_ in ws)
    errors = [abs(predict(metrics, t, s, w, sc, p) - width) for t, s, w, width, _, sc, p in ws]
    return {"labels": len(ws), "within_0.5pt": near, "previous_within_0.5pt": old,
            "median_error": float(np.median(errors)) if errors else None}


def repository(path):
    """The repository a file came from: its name before "__" where that names one
    (`owner+name__path__to__file.xib`, how the fitted files were named), else its folder
    (a folder of each repository's files)."""
    name = os.path.basename(path)
    prefix = name.split("__")[0]
    return prefix if "__" in name and "+" in prefix else os.path.basename(os.path.dirname(path))


def cross_validate(data, folds, shuffles):
    """The share of widths within half a point, regular and heavier weights apart, when
    each fold of repositories is measured with metrics fitted on the others (labels of one
    repository never on both sides), over `shuffles` random splits; with the weights as
    single factors too (`single_factor`), the model before the per-character amounts."""
    repositories = sorted({repository(d[6]) for d in data})
    counts = {"regular": [0, 0], "weights": [0, 0], "weights_single_factor": [0, 0]}
    for shuffle in range(shuffles):
        order = repositories[:]
        random.Random(shuffle).shuffle(order)
        for k in range(folds):
            held = set(order[k::folds])
            metrics = fit([d for d in data if repository(d[6]) not in held])
            single = {key: v for key, v in metrics.items() if key != "weights"}
            for t, s, w, width, _, sc, p in data:
                if repository(p) not in held or width is None:
                    continue
                group = "regular" if w == "regular" else "weights"
                counts[group][0] += abs(predict(metrics, t, s, w, sc, p) - width) <= 0.5
                counts[group][1] += 1
                if group == "weights":
                    counts["weights_single_factor"][0] += abs(predict(single, t, s, w, sc, p) - width) <= 0.5
                    counts["weights_single_factor"][1] += 1
    return {"repositories": len(repositories), "folds": folds, "shuffles": shuffles,
            **{g: {"held_out_widths": n, "within_0.5pt": near, "share": round(near / n, 4) if n else None}
               for g, (near, n) in counts.items()}}


def swift(metrics, sources):
    lines = [
        "// Generated by Tools/text-metrics/fit.py from the label frames Xcode saved in the",
        "// files listed in Tools/text-metrics/SOURCES.md; do not edit by hand.",
        "",
        "/// San Francisco's advance widths (in ems, with 17 pt's tracking), tracking by point",
        "/// size (in ems, relative to 17 pt), kerning, weight factors and line height, as fitted",
        f"/// to the frames Xcode saved ({metrics['samples']} single-line labels, {sources} files).",
        "enum SystemFontMetrics {",
        "    static let advances: [Character: Double] = [",
    ]
    for c, v in sorted(metrics["advances"].items()):
        lines.append(f"        {json.dumps(c, ensure_ascii=False)}: {v:.4f},")
    lines.append("    ]")
    lines.append("    /// What a character the files never showed is taken as: its class's mean.")
    lines.append("    static let fallback: [String: Double] = [")
    for k, v in sorted(metrics["fallback"].items()):
        lines.append(f"        \"{k}\": {v:.4f},")
    lines.append("    ]")
    lines.append("    static let tracking: [(size: Double, ems: Double)] = [")
    for s, v in sorted(metrics["tracking"].items()):
        lines.append(f"        ({s:g}, {v:.4f}),")
    lines.append("    ]")
    lines.append("    /// Kerning in ems: a left character, the characters it pulls closer, by how much.")
    lines.append("    static let kerning: [(left: Character, right: String, ems: Double)] = [")
    pairs = [f"        ({json.dumps(c)}, {json.dumps(KERNING[c], ensure_ascii=False)}, {v:.4f})"
             for c, v in sorted(metrics["kerning"].items())]
    # swift-format wants a trailing comma after each element but a lone one.
    lines.extend(p + ("," if len(pairs) > 1 else "") for p in pairs)
    lines.append("    ]")
    f = metrics["factors"]
    lines.append(
        "    /// Single factors per weight: what files of Xcode 7 and 8 take, and named fonts'")
    lines.append("    /// weight words (their own factors were fitted on top of these).")
    lines.append("    static let weightFactors: [String: Double] = [")
    lines.extend(f"        \"{w}\": {f[w]:.4f}," for w in WEIGHTS[1:])
    lines.append("    ]")
    lines.append("    /// Each weight's width: `factor` on the regular advances (with tracking and kerning)")
    lines.append("    /// and, per character, `text` ems more below the Display optical size, `display` ems")
    lines.append("    /// from it on.")
    lines.append("    static let weights: [String: (factor: Double, text: Double, display: Double)] = [")
    for w in WEIGHTS[1:]:
        v = metrics["weights"][w]
        lines.append(f"        \"{w}\": ({v['factor']:.4f}, {v['text']:.4f}, {v['display']:.4f}),")
    lines.append("    ]")
    lines.append("    /// Where San Francisco's Display optical size takes over from Text, in points.")
    lines.append(f"    static let displayFrom = {DISPLAY_FROM:g}.0")
    lines.append(f"    static let lineHeight = {metrics['lineHeight']:.4f}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def kept_from(path, metrics):
    """`metrics` with the Display sizes' tracking, the kerning and the weights of the table
    at `path` (a SystemFontMetrics.swift this script wrote): the rules written on top of
    that table (iOS 9 and 10's wider Display sizes, bold Display labels, the largest sizes'
    tracking, light) were measured against those rows with files that are not among the
    sources, so a refit of the advances keeps them."""
    text = open(path, encoding="utf-8").read()

    def section(name):
        start = text.index(f"static let {name}")
        return text[start:text.index("\n    ]", start)]

    kept = dict(metrics)
    tracking = {float(size): float(ems) for size, ems in re.findall(r"\((\d+(?:\.\d+)?), (-?[\d.]+)\)", section("tracking"))}
    kept["tracking"] = {**{s: v for s, v in metrics["tracking"].items() if s < DISPLAY_FROM},
                        **{s: v for s, v in tracking.items() if s >= DISPLAY_FROM}}
    kept["kerning"] = {c: float(v) for c, v in re.findall(r'\("(.)", "[^"]*", (-?[\d.]+)\)', section("kerning"))}
    kept["factors"] = {"regular": 1.0, **{w: float(v) for w, v in re.findall(r'"(\w+)": (-?[\d.]+),', section("weightFactors"))}}
    kept["weights"] = {w: {"factor": float(f), "text": float(t), "display": float(d)} for w, f, t, d in
                       re.findall(r'"(\w+)": \((-?[\d.]+), (-?[\d.]+), (-?[\d.]+)\)', section("weights"))}
    return kept


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--swift", help="write the fitted metrics as Swift here")
    parser.add_argument("--json", help="write the fitted metrics as JSON here")
    parser.add_argument("--check", help="metrics JSON to check against the files instead of fitting")
    parser.add_argument("--cross-validate", type=int, metavar="FOLDS",
                        help="fit on all folds of repositories but one, measure on that one, for each")
    parser.add_argument("--shuffles", type=int, default=6, help="random splits for --cross-validate")
    parser.add_argument("--keep-display-and-weights", metavar="SWIFT",
                        help="fit the advances and the Text sizes' tracking; keep the rest from this table")
    args = parser.parse_args()
    paths = unique(files(args.paths))
    data = samples(paths)
    if args.cross_validate:
        print(json.dumps(cross_validate(data, args.cross_validate, args.shuffles)))
        return
    if args.check:
        metrics = json.load(open(args.check))
        metrics["tracking"] = {float(k): v for k, v in metrics["tracking"].items()}
        print(json.dumps(check(metrics, data)))
        return
    metrics = fit(data)
    if args.keep_display_and_weights:
        metrics = kept_from(args.keep_display_and_weights, metrics)
    print(json.dumps({"files": len(paths), "labels": len(data), "fit": check(metrics, data),
                      "lineHeight": metrics["lineHeight"], "factors": metrics["factors"],
                      "tracking": metrics["tracking"], "lineHeights": metrics["lineHeights"]}, indent=1))
    if args.json:
        json.dump(metrics, open(args.json, "w"), indent=1, ensure_ascii=False)
    if args.swift:
        open(args.swift, "w").write(swift(metrics, len(paths)))


if __name__ == "__main__":
    main()
