#!/usr/bin/env python3
"""Measures the tool's text on the labels the fit uses, each laid out alone: how many
single-line San Francisco labels `sizeclass` draws at the width (and height) Xcode saved.

The labels are those `fit.py` fits on (`fit.samples`): single-line labels in the system
font whose width or height only their text decides. Each is copied, without its
constraints, into a xib of its own file's toolsVersion and device, pinned to the top-left
corner of a 2000x400 freeform view, and laid out with `sizeclass solve --format json`: the
tool's whole text path (era rules, canvas rounding, weights), not the fit's model. A
change to the measurement can so be judged on thousands of labels in seconds, apart from
the layouts around them (`Tools/fidelity` judges those).

    Tools/text-metrics/label-harness.py --sizeclass .build/release/sizeclass DIR...
    Tools/text-metrics/label-harness.py --sizeclass BIN --json OUT.json DIR...   # every label
    Tools/text-metrics/label-harness.py --sizeclass BIN --misses DIR...          # the widths off

Files whose content another one already has count once (`fit.unique`). Needs Python 3
(and numpy, through fit.py).
"""
import argparse
import collections
import copy
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fit  # noqa: E402

VIEW = (
    '<view contentMode="scaleToFill" id="{root}"><rect key="frame" x="0.0" y="0.0" width="2000" '
    'height="400"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>'
    "<subviews>{label}</subviews><constraints>"
    '<constraint firstItem="{id}" firstAttribute="top" secondItem="{root}" secondAttribute="top" id="{root}-t"/>'
    '<constraint firstItem="{id}" firstAttribute="leading" secondItem="{root}" secondAttribute="leading" id="{root}-l"/>'
    '</constraints><freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/></view>\n'
)


def era(tools):
    """The Xcode era of a toolsVersion, as BENCHMARKS groups them."""
    for bound, name in ((8000, "Xcode 6"), (13000, "Xcode 7-8"), (15000, "Xcode 9-10"), (21000, "Xcode 11-13")):
        if tools < bound:
            return name
    return "Xcode 14 and later"


def write_xibs(paths, folder):
    """One xib per source file holding its usable labels, each alone in a view; the
    labels' records (what Xcode saved, where from)."""
    records = []
    for k, path in enumerate(paths):
        usable = [s for s in fit.samples([path]) if s[3] is not None or s[4] is not None]
        if not usable:
            continue
        root = ET.parse(path).getroot()
        device = root.find("device")
        by_text = collections.defaultdict(list)
        for label in root.iter("label"):
            # The sample's text has San Francisco's Latin lookalikes for Cyrillic and Greek
            # letters (`fit.LATIN_LOOKALIKES`); the label's is as written.
            text = "".join(fit.LATIN_LOOKALIKES.get(c, c) for c in label.get("text") or "")
            by_text[text].append(label)
        views = []
        for i, (text, size, weight, width, height, _, _) in enumerate(usable):
            key, value = ("width", width) if width is not None else ("height", height)
            # The sample's own label: its text and the saved size the sample took.
            label = next((lab for lab in by_text.get(text, []) if lab.find("rect") is not None
                          and abs(float(lab.find("rect").get(key)) - value) < 1e-6), None)
            if label is None:
                continue
            label = copy.deepcopy(label)
            for child in list(label):
                if child.tag == "constraints":
                    label.remove(child)
            label.set("id", "L%05d-%03d" % (k, i))
            views.append(VIEW.format(root="R%05d-%03d" % (k, i), id=label.get("id"),
                                     label=ET.tostring(label, encoding="unicode")))
            tools = float(root.get("toolsVersion", "0").split(".")[0])
            records.append({"id": label.get("id"), "file": os.path.join(folder, "%05d.xib" % k),
                            "source": path, "text": text, "size": size, "weight": weight,
                            "toolsVersion": tools, "device": device.get("id") if device is not None else None,
                            "savedWidth": width, "savedHeight": height})
        if not views:
            continue
        header = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.'
                  'CocoaTouch.XIB" version="3.0" toolsVersion="%s" targetRuntime="iOS.CocoaTouch" '
                  'propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">\n'
                  % root.get("toolsVersion"))
        if device is not None:
            header += ET.tostring(device, encoding="unicode") + "\n"
        with open(os.path.join(folder, "%05d.xib" % k), "w", encoding="utf-8") as f:
            f.write(header + "<objects>\n" + "".join(views) + "</objects>\n</document>\n")
    return records


def solved_sizes(binary, files):
    """Each laid-out view's (width, height) by id."""
    sizes = {}
    for path in files:
        run = subprocess.run([binary, "solve", "--format", "json", path], capture_output=True, text=True)
        try:
            layouts = json.loads(run.stdout)
        except json.JSONDecodeError:
            continue
        for layout in layouts if isinstance(layouts, list) else [layouts]:
            for frame in layout.get("frames", []):
                sizes[frame["id"]] = (frame["width"], frame["height"])
    return sizes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--sizeclass", required=True, help="the sizeclass binary to measure")
    parser.add_argument("--json", help="write every label's record, saved and solved, here")
    parser.add_argument("--misses", action="store_true", help="list the labels whose width is off")
    args = parser.parse_args()
    paths = fit.unique(fit.files(args.paths))
    with tempfile.TemporaryDirectory() as folder:
        records = write_xibs(paths, folder)
        sizes = solved_sizes(args.sizeclass, sorted({r["file"] for r in records}))
    totals = collections.defaultdict(lambda: [0, 0])
    for r in records:
        r["width"], r["height"] = sizes.get(r["id"], (None, None))
        band = "Display sizes (20 pt and more)" if r["size"] >= 20 else "Text sizes"
        for dimension in ("width", "height"):
            saved = r["saved" + dimension.capitalize()]
            if saved is None:
                continue
            near = r[dimension] is not None and abs(r[dimension] - saved) <= 0.5
            for key in (("all", dimension), (band, dimension), (era(r["toolsVersion"]), dimension)):
                totals[key][0] += near
                totals[key][1] += 1
            if args.misses and dimension == "width" and not near:
                print("%s: %r at %g pt %s: saved %g, solved %s" % (r["source"], r["text"], r["size"], r["weight"],
                                                                  saved, r["width"]))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(records, f, ensure_ascii=False, indent=1)
    print("%d files, %d labels" % (len(paths), len(records)))
    for key in sorted(totals, key=lambda k: (k[0] != "all", k[0], k[1])):
        near, count = totals[key]
        print("%-32s %-7s %5d/%d (%d %%)" % (key[0], key[1] + "s", near, count, round(100 * near / count)))


if __name__ == "__main__":
    main()
