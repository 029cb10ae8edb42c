#!/usr/bin/env python3
"""Writes a large, valid layout document for benchmarks.

  generate-layout.py VIEWS CONSTRAINTS OUT.xml [--variations FRACTION]

Views are grouped 100 to a container under the root; each group is a row of chained
views. Constraints mix the equation and structured forms, every attribute kind, and a
size-class variation on a fraction of them (default a third), so reading, the schema
and the semantic rules all have real work.
"""
import sys

CLASSES = ["compact-regular", "regular-compact", "compact-any", "any-regular", "regular-regular"]


def main():
    views, constraints, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    fraction = float(sys.argv[sys.argv.index("--variations") + 1]) if "--variations" in sys.argv else 1 / 3
    groups = max(1, views // 100)
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<layout version="1" name="Generated: %d views, %d constraints">' % (views, constraints),
             '  <view id="root">']
    names = []
    for g in range(groups):
        lines.append('    <view id="group%d">' % g)
        for i in range(views // groups):
            name = "v%d_%d" % (g, i)
            names.append((g, name))
            kind = ("label", "button", "view", "textField")[i % 4]
            lines.append('      <view id="%s" kind="%s" intrinsicWidth="%d" intrinsicHeight="21" '
                         'firstBaseline="17" lastBaseline="4"/>' % (name, kind, 40 + i % 60))
        lines.append('    </view>')
    lines.append('  </view>')
    lines.append('  <constraints>')
    n = 0
    k = 0
    while n < constraints:
        g, a = names[k % len(names)]
        _, b = names[(k + 1) % len(names)]
        if names[(k + 1) % len(names)][0] != g:
            b = "group%d" % g
        variation = (n % int(1 / fraction) == 0) if fraction > 0 else False
        kind = n % 3
        if kind == 0:
            body = '<constraint id="c%d" eq="%s.leading = %s.trailing + standard"' % (n, b, a) if not b.startswith("group") \
                else '<constraint id="c%d" eq="%s.leading = superview.leading + 8"' % (n, a)
        elif kind == 1:
            body = '<constraint id="c%d" first="%s.top" relation="&gt;=" second="superview.topMargin" constant="8"' % (n, a)
        else:
            body = '<constraint id="c%d" first="%s.width" second="%s.width" multiplier="2:1" priority="750"' % (n, a, b)
        if variation:
            lines.append('    %s>' % body)
            lines.append('      <variation class="%s" installed="false"/>' % CLASSES[n % len(CLASSES)])
            lines.append('    </constraint>')
        else:
            lines.append('    %s/>' % body)
        n += 1
        k += 1
    lines.append('  </constraints>')
    lines.append('</layout>')
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
