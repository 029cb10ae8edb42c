#!/usr/bin/env python3
"""The kiwisolver side of Tools/bench/engine-vs-kiwi.

Builds the same systems as Tools/EngineBench (same variables, constraints, order and
suggested values) and prints one JSON object per line:
{"workload": ..., "seconds": ..., "checksum": ...}, seconds per operation.

Priorities map onto kiwisolver strengths: required -> required; the container edits
(999 in the engine) -> create(999, 1000, 1000), just below required, as
design/benchmarks.md prescribes; an optional priority p -> create(0, p, 0), which keeps
their order (kiwisolver weighs, it does not rank).
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi

EDIT = kiwi.strength.create(999, 1000, 1000)


def strength(priority):
    return kiwi.strength.create(0, priority, 0)


def median_time(count, body):
    times = []
    for _ in range(count):
        start = time.perf_counter()
        body()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


class Rect:
    def __init__(self, name):
        self.x = kiwi.Variable(name + ".x")
        self.y = kiwi.Variable(name + ".y")
        self.width = kiwi.Variable(name + ".width")
        self.height = kiwi.Variable(name + ".height")

    @property
    def right(self):
        return self.x + self.width

    @property
    def bottom(self):
        return self.y + self.height

    @property
    def center_x(self):
        return self.x + 0.5 * self.width

    @property
    def center_y(self):
        return self.y + 0.5 * self.height

    @property
    def variables(self):
        return [self.x, self.y, self.width, self.height]


class SmallForm:
    NAMES = ["title", "userLabel", "userField", "passLabel", "passField",
             "toggle", "toggleLabel", "login", "forgot", "footer"]

    def __init__(self):
        s = self.solver = kiwi.Solver()
        c = self.container = Rect("container")
        r = {n: Rect(n) for n in self.NAMES}
        cs = [c.x == 0, c.y == 0]
        leading, trailing = c.x + 20, c.right - 20
        for n in self.NAMES:
            v = r[n]
            cs += [v.width >= 0, v.height >= 0, v.x >= c.x, v.right <= c.right,
                   v.y >= c.y, v.bottom <= c.bottom]
        t, ul, uf, pl, pf = r["title"], r["userLabel"], r["userField"], r["passLabel"], r["passField"]
        tg, tl, lg, fg, ft = r["toggle"], r["toggleLabel"], r["login"], r["forgot"], r["footer"]
        cs += [t.x == leading, t.right == trailing, t.y == c.y + 40, t.height == 34]
        cs += [ul.x == leading, ul.y == t.bottom + 24, ul.height == 21, ul.width >= 60,
               (ul.width == 90) | strength(750)]
        cs += [uf.x == ul.right + 8, uf.right == trailing, uf.center_y == ul.center_y,
               uf.height == 30, uf.width >= 100]
        cs += [pl.x == leading, pl.y == uf.bottom + 12, pl.width == ul.width, pl.height == 21]
        cs += [pf.x == pl.right + 8, pf.right == trailing, pf.center_y == pl.center_y,
               pf.height == 30, pf.width == uf.width]
        cs += [tg.x == leading, tg.y == pf.bottom + 16, tg.width == 51, tg.height == 31]
        cs += [tl.x == tg.right + 8, tl.center_y == tg.center_y, tl.height == 21,
               (tl.width == 120) | strength(250), tl.right <= trailing]
        cs += [lg.x == leading, lg.right == trailing, lg.y == tg.bottom + 24, lg.height == 44]
        cs += [fg.center_x == c.center_x, fg.y == lg.bottom + 12, (fg.width == 140) | strength(750),
               fg.width <= c.width - 40, fg.height == 30]
        cs += [ft.x == leading, ft.right == trailing, ft.height == 18,
               (ft.bottom == c.bottom - 20) | strength(750), ft.y >= fg.bottom + 8]
        for n in ["title", "login", "footer"]:
            cs.append((r[n].width == 300) | strength(100))
        for constraint in cs:
            s.addConstraint(constraint)
        s.addEditVariable(c.width, EDIT)
        s.addEditVariable(c.height, EDIT)
        self.all = c.variables + [v for n in self.NAMES for v in r[n].variables]

    def resize(self, width, height):
        self.solver.suggestValue(self.container.width, width)
        self.solver.suggestValue(self.container.height, height)
        self.solver.updateVariables()
        return sum(v.value() for v in self.all)


class Chain:
    def __init__(self, n):
        s = self.solver = kiwi.Solver()
        self.left = kiwi.Variable("c.left")
        self.width = kiwi.Variable("c.width")
        self.lefts = [kiwi.Variable("v%d.left" % i) for i in range(n)]
        self.widths = [kiwi.Variable("v%d.width" % i) for i in range(n)]
        s.addEditVariable(self.width, EDIT)
        s.suggestValue(self.width, n * 108 + 8)
        s.addConstraint(self.left == 0)
        for i in range(n):
            if i == 0:
                s.addConstraint(self.lefts[0] == self.left + 8)
            else:
                s.addConstraint(self.lefts[i] == self.lefts[i - 1] + self.widths[i - 1] + 8)
            s.addConstraint(self.widths[i] >= 10)
            s.addConstraint((self.widths[i] == 100) | strength(250))
        s.addConstraint(self.lefts[-1] + self.widths[-1] + 8 == self.left + self.width)

    @property
    def preferred(self):
        return len(self.lefts) * 108 + 8

    def resize(self, width):
        self.solver.suggestValue(self.width, width)
        return self.read_all()

    def read_all(self):
        self.solver.updateVariables()
        total = self.left.value() + self.width.value()
        for v in self.lefts:
            total += v.value()
        for v in self.widths:
            total += v.value()
        return total

    @staticmethod
    def drag_widths(preferred, steps):
        amplitude = 0.2 * preferred
        step = amplitude / 327
        out = []
        for k in range(1, steps + 1):
            t = (k * step) % (4 * amplitude)
            if t < amplitude:
                offset = t
            elif t < 3 * amplitude:
                offset = 2 * amplitude - t
            else:
                offset = t - 4 * amplitude
            out.append(preferred + offset)
        return out

    @staticmethod
    def jump_widths(n, preferred, steps):
        minimum = n * 18 + 8
        state = 0x2545F4914F6CDD1D
        out = []
        for _ in range(steps):
            state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
            unit = (state >> 11) / float(1 << 53)
            out.append(minimum + unit * (1.2 * preferred - minimum))
        return out


class Grid:
    def __init__(self, n, interleaved):
        s = self.solver = kiwi.Solver()
        self.n = n
        left, top = kiwi.Variable("c.left"), kiwi.Variable("c.top")
        self.width, self.height = kiwi.Variable("c.width"), kiwi.Variable("c.height")
        self.cells = [[Rect("cell%d_%d" % (r, c)) for c in range(n)] for r in range(n)]
        s.addEditVariable(self.width, EDIT)
        s.addEditVariable(self.height, EDIT)
        s.suggestValue(self.width, n * 58 + 8)
        s.suggestValue(self.height, n * 58 + 8)
        structural = [left == 0, top == 0]
        preferences = []
        for r in range(n):
            for c in range(n):
                cell = self.cells[r][c]
                mine = [cell.x == left + 8 if c == 0 else cell.x == self.cells[r][c - 1].right + 8,
                        cell.y == top + 8 if r == 0 else cell.y == self.cells[r - 1][c].bottom + 8]
                if c > 0:
                    mine.append(cell.width == self.cells[r][c - 1].width)
                if r > 0:
                    mine.append(cell.height == self.cells[r - 1][c].height)
                if c == n - 1:
                    mine.append(cell.right + 8 == left + self.width)
                if r == n - 1:
                    mine.append(cell.bottom + 8 == top + self.height)
                mine += [cell.width >= 10, cell.height >= 10]
                prefs = [(cell.width == 50) | strength(250), (cell.height == 50) | strength(250)]
                if interleaved:
                    structural += mine + prefs
                else:
                    structural += mine
                    preferences += prefs
        for constraint in structural + preferences:
            s.addConstraint(constraint)

    @property
    def preferred(self):
        return self.n * 58 + 8

    def resize(self, side):
        self.solver.suggestValue(self.width, side)
        self.solver.suggestValue(self.height, side)
        return self.read_all()

    def read_all(self):
        self.solver.updateVariables()
        total = 0.0
        for row in self.cells:
            for cell in row:
                total += cell.x.value() + cell.y.value() + cell.width.value() + cell.height.value()
        return total


def report(workload, seconds, checksum=None):
    line = {"workload": workload, "seconds": seconds}
    if checksum is not None:
        line["checksum"] = checksum
    print(json.dumps(line), flush=True)


def main(selected):
    def wanted(name):
        return not selected or name in selected

    if wanted("small-form/build") or wanted("small-form/resize"):
        out = {}
        build = median_time(200, lambda: out.__setitem__("sum", SmallForm().resize(375, 667)))
        report("small-form/build", build, out["sum"])
        form = SmallForm()
        sizes = [(320, 568), (375, 667), (414, 896), (768, 1024), (667, 375)]
        steps = 50000
        start = time.perf_counter()
        for k in range(steps):
            form.resize(*sizes[k % len(sizes)])
        report("small-form/resize", (time.perf_counter() - start) / steps)

    for n in (100, 1000, 5000):
        if wanted("chain-%d/build" % n):
            out = {}

            def build():
                out["sum"] = Chain(n).read_all()
            reps = 1 if n >= 5000 else (3 if n >= 1000 else 20)
            report("chain-%d/build" % n, median_time(reps, build), out["sum"])

    if wanted("resize-drag/step"):
        chain = Chain(1000)
        chain.resize(chain.preferred)
        widths = Chain.drag_widths(chain.preferred, 1000)
        start = time.perf_counter()
        for w in widths:
            checksum = chain.resize(w)
        report("resize-drag/step", (time.perf_counter() - start) / len(widths), checksum)

    if wanted("resize-jump/step"):
        chain = Chain(1000)
        chain.resize(chain.preferred)
        widths = Chain.jump_widths(1000, chain.preferred, 100)[:5]
        start = time.perf_counter()
        for w in widths:
            chain.resize(w)
        report("resize-jump/step", (time.perf_counter() - start) / len(widths))

    for order in ("ordered", "interleaved"):
        if wanted("grid-30x30/build-" + order):
            out = {}

            def build():
                out["sum"] = Grid(30, order == "interleaved").read_all()
            report("grid-30x30/build-" + order, median_time(1, build), out["sum"])

    for kind, factors in (("crossing", (0.8, 1.2)), ("above", (1.1, 1.3))):
        if wanted("grid-30x30/resize-" + kind):
            grid = Grid(30, False)
            grid.resize(grid.preferred)
            steps = 100 if kind == "above" else 20
            start = time.perf_counter()
            for k in range(steps):
                checksum = grid.resize(grid.preferred * factors[k % 2])
            report("grid-30x30/resize-" + kind, (time.perf_counter() - start) / steps, checksum)


if __name__ == "__main__":
    main(set(a for a in sys.argv[1:] if not a.startswith("-")))
