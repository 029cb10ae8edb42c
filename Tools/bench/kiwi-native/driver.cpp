// The native peer of Tools/bench/engine-vs-kiwi: kiwi's own C++ solver (the one under
// kiwisolver's Python binding) on the workloads of Benchmarks/Sources/EngineBench, line
// for line: the same variables, constraints, order, suggested values and repetitions.
// Prints one JSON object per line: {"workload": ..., "seconds": ..., "checksum": ...},
// seconds per operation. Built by Tools/bench/kiwi-native/build against the headers of
// kiwisolver's source distribution, which is downloaded, never committed.
//
// Priorities map as in kiwi_peer.py: required -> required; the container edits (999 in
// the engine) -> create(999, 1000, 1000); an optional priority p -> create(0, p, 0).
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <set>
#include <string>
#include <vector>

using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Variable;

namespace {

const double editStrength = kiwi::strength::create(999, 1000, 1000);

double optional(double priority) { return kiwi::strength::create(0, priority, 0); }

double measure(const std::function<void()>& body) {
    auto start = std::chrono::steady_clock::now();
    body();
    std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    return elapsed.count();
}

// The median of `count` runs of `body`, each after an untimed `setUp`.
double median(int count, const std::function<void()>& body, const std::function<void()>& setUp = [] {}) {
    std::vector<double> times;
    for (int i = 0; i < count; ++i) {
        setUp();
        times.push_back(measure(body));
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

void report(const std::string& workload, double seconds, const double* checksum = nullptr) {
    if (checksum)
        std::printf("{\"workload\": \"%s\", \"seconds\": %.9g, \"checksum\": %.17g}\n", workload.c_str(), seconds,
                    *checksum);
    else
        std::printf("{\"workload\": \"%s\", \"seconds\": %.9g}\n", workload.c_str(), seconds);
    std::fflush(stdout);
}

struct Rect {
    Variable x, y, width, height;
    explicit Rect(const std::string& name)
        : x(name + ".x"), y(name + ".y"), width(name + ".width"), height(name + ".height") {}
    Expression right() const { return x + width; }
    Expression bottom() const { return y + height; }
    Expression centerX() const { return x + 0.5 * width; }
    Expression centerY() const { return y + 0.5 * height; }
};

struct SmallForm {
    Solver solver;
    Rect container{"container"};
    std::vector<Rect> views;
    std::vector<Variable> all;

    SmallForm() {
        const char* names[] = {"title",  "userLabel",   "userField", "passLabel", "passField",
                               "toggle", "toggleLabel", "login",     "forgot",    "footer"};
        for (const char* n : names) views.emplace_back(n);
        Rect& c = container;
        std::vector<Constraint> cs = {c.x == 0, c.y == 0};
        Expression leading = c.x + 20, trailing = c.right() - 20;
        for (const Rect& v : views) {
            cs.push_back(v.width >= 0);
            cs.push_back(v.height >= 0);
            cs.push_back(v.x >= c.x);
            cs.push_back(v.right() <= c.right());
            cs.push_back(v.y >= c.y);
            cs.push_back(v.bottom() <= c.bottom());
        }
        Rect &t = views[0], &ul = views[1], &uf = views[2], &pl = views[3], &pf = views[4];
        Rect &tg = views[5], &tl = views[6], &lg = views[7], &fg = views[8], &ft = views[9];
        std::vector<Constraint> more = {
            t.x == leading, t.right() == trailing, t.y == c.y + 40, t.height == 34,
            ul.x == leading, ul.y == t.bottom() + 24, ul.height == 21, ul.width >= 60,
            (ul.width == 90) | optional(750),
            uf.x == ul.right() + 8, uf.right() == trailing, uf.centerY() == ul.centerY(), uf.height == 30,
            uf.width >= 100,
            pl.x == leading, pl.y == uf.bottom() + 12, pl.width == ul.width, pl.height == 21,
            pf.x == pl.right() + 8, pf.right() == trailing, pf.centerY() == pl.centerY(), pf.height == 30,
            pf.width == uf.width,
            tg.x == leading, tg.y == pf.bottom() + 16, tg.width == 51, tg.height == 31,
            tl.x == tg.right() + 8, tl.centerY() == tg.centerY(), tl.height == 21,
            (tl.width == 120) | optional(250), tl.right() <= trailing,
            lg.x == leading, lg.right() == trailing, lg.y == tg.bottom() + 24, lg.height == 44,
            fg.centerX() == c.centerX(), fg.y == lg.bottom() + 12, (fg.width == 140) | optional(750),
            fg.width <= c.width - 40, fg.height == 30,
            ft.x == leading, ft.right() == trailing, ft.height == 18,
            (ft.bottom() == c.bottom() - 20) | optional(750), ft.y >= fg.bottom() + 8,
            (t.width == 300) | optional(100), (lg.width == 300) | optional(100), (ft.width == 300) | optional(100),
        };
        cs.insert(cs.end(), more.begin(), more.end());
        for (const Constraint& constraint : cs) solver.addConstraint(constraint);
        solver.addEditVariable(c.width, editStrength);
        solver.addEditVariable(c.height, editStrength);
        all = {c.x, c.y, c.width, c.height};
        for (const Rect& v : views) all.insert(all.end(), {v.x, v.y, v.width, v.height});
    }

    double resize(double width, double height) {
        solver.suggestValue(container.width, width);
        solver.suggestValue(container.height, height);
        solver.updateVariables();
        double sum = 0;
        for (const Variable& v : all) sum += v.value();
        return sum;
    }
};

struct Chain {
    Solver solver;
    Variable left{"c.left"}, width{"c.width"};
    std::vector<Variable> lefts, widths;

    explicit Chain(int n) {
        for (int i = 0; i < n; ++i) {
            lefts.emplace_back("v" + std::to_string(i) + ".left");
            widths.emplace_back("v" + std::to_string(i) + ".width");
        }
        solver.addEditVariable(width, editStrength);
        solver.suggestValue(width, n * 108 + 8);
        solver.addConstraint(left == 0);
        for (int i = 0; i < n; ++i) {
            if (i == 0)
                solver.addConstraint(lefts[0] == left + 8);
            else
                solver.addConstraint(lefts[i] == lefts[i - 1] + widths[i - 1] + 8);
            solver.addConstraint(widths[i] >= 10);
            solver.addConstraint((widths[i] == 100) | optional(250));
        }
        solver.addConstraint(lefts.back() + widths.back() + 8 == left + width);
    }

    double preferred() const { return lefts.size() * 108.0 + 8; }

    double resize(double w) {
        solver.suggestValue(width, w);
        return readAll();
    }

    double readAll() {
        solver.updateVariables();
        double total = left.value() + width.value();
        for (const Variable& v : lefts) total += v.value();
        for (const Variable& v : widths) total += v.value();
        return total;
    }

    static std::vector<double> dragWidths(double preferred, int steps) {
        double amplitude = 0.2 * preferred, step = amplitude / 327;
        std::vector<double> out;
        for (int k = 1; k <= steps; ++k) {
            double t = std::fmod(k * step, 4 * amplitude);
            double offset = t < amplitude ? t : (t < 3 * amplitude ? 2 * amplitude - t : t - 4 * amplitude);
            out.push_back(preferred + offset);
        }
        return out;
    }

    static std::vector<double> jumpWidths(int n, double preferred, int steps) {
        double minimum = n * 18 + 8;
        std::uint64_t state = 0x2545F4914F6CDD1DULL;
        std::vector<double> out;
        for (int i = 0; i < steps; ++i) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            double unit = double(state >> 11) / double(1ULL << 53);
            out.push_back(minimum + unit * (1.2 * preferred - minimum));
        }
        return out;
    }
};

struct Grid {
    Solver solver;
    int n;
    Variable left{"c.left"}, top{"c.top"}, width{"c.width"}, height{"c.height"};
    std::vector<std::vector<Rect>> cells;

    Grid(int size, bool interleaved) : n(size) {
        for (int r = 0; r < n; ++r) {
            cells.emplace_back();
            for (int c = 0; c < n; ++c) cells[r].emplace_back("cell" + std::to_string(r) + "_" + std::to_string(c));
        }
        solver.addEditVariable(width, editStrength);
        solver.addEditVariable(height, editStrength);
        solver.suggestValue(width, n * 58 + 8);
        solver.suggestValue(height, n * 58 + 8);
        std::vector<Constraint> structural = {left == 0, top == 0}, preferences;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const Rect& cell = cells[r][c];
                std::vector<Constraint> mine = {
                    c == 0 ? cell.x == left + 8 : cell.x == cells[r][c - 1].right() + 8,
                    r == 0 ? cell.y == top + 8 : cell.y == cells[r - 1][c].bottom() + 8};
                if (c > 0) mine.push_back(cell.width == cells[r][c - 1].width);
                if (r > 0) mine.push_back(cell.height == cells[r - 1][c].height);
                if (c == n - 1) mine.push_back(cell.right() + 8 == left + width);
                if (r == n - 1) mine.push_back(cell.bottom() + 8 == top + height);
                mine.push_back(cell.width >= 10);
                mine.push_back(cell.height >= 10);
                std::vector<Constraint> prefs = {(cell.width == 50) | optional(250),
                                                 (cell.height == 50) | optional(250)};
                structural.insert(structural.end(), mine.begin(), mine.end());
                auto& target = interleaved ? structural : preferences;
                target.insert(target.end(), prefs.begin(), prefs.end());
            }
        }
        for (const Constraint& constraint : structural) solver.addConstraint(constraint);
        for (const Constraint& constraint : preferences) solver.addConstraint(constraint);
    }

    double preferred() const { return n * 58.0 + 8; }

    double resize(double side) {
        solver.suggestValue(width, side);
        solver.suggestValue(height, side);
        return readAll();
    }

    double readAll() {
        solver.updateVariables();
        double total = 0;
        for (const auto& row : cells)
            for (const Rect& cell : row) total += cell.x.value() + cell.y.value() + cell.width.value() + cell.height.value();
        return total;
    }
};

}  // namespace

int main(int argc, char** argv) {
    std::set<std::string> selected;
    for (int i = 1; i < argc; ++i)
        if (argv[i][0] != '-') selected.insert(argv[i]);
    auto wanted = [&](const std::string& name) { return selected.empty() || selected.count(name) > 0; };

    if (wanted("small-form/build") || wanted("small-form/resize")) {
        double checksum = 0;
        double build = median(200, [&] {
            SmallForm form;
            checksum = form.resize(375, 667);
        });
        report("small-form/build", build, &checksum);
        SmallForm form;
        const double sizes[][2] = {{320, 568}, {375, 667}, {414, 896}, {768, 1024}, {667, 375}};
        const int steps = 50000;
        double resize = measure([&] {
                            for (int k = 0; k < steps; ++k) form.resize(sizes[k % 5][0], sizes[k % 5][1]);
                        }) /
                        steps;
        report("small-form/resize", resize);
    }
    for (int n : {100, 1000, 5000}) {
        std::string name = "chain-" + std::to_string(n) + "/build";
        if (!wanted(name)) continue;
        double checksum = 0;
        // kiwi takes most of a minute on 5,000: once.
        double build = median(n >= 5000 ? 1 : (n >= 1000 ? 7 : 50), [&] {
            Chain chain(n);
            checksum = chain.readAll();
        });
        report(name, build, &checksum);
    }
    if (wanted("resize-drag/step")) {
        Chain chain(1000);
        chain.resize(chain.preferred());
        std::vector<double> widths = Chain::dragWidths(chain.preferred(), 1000);
        double checksum = 0;
        // Every pass starts at the preferred width, as the engine's: going back there from
        // where the wave ends is a jump, not a step of the drag.
        double step = median(
                          5,
                          [&] {
                              for (double w : widths) checksum = chain.resize(w);
                          },
                          [&] { chain.resize(chain.preferred()); }) /
                      widths.size();
        report("resize-drag/step", step, &checksum);
    }
    if (wanted("resize-jump/step")) {
        Chain chain(1000);
        chain.resize(chain.preferred());
        // kiwi takes seconds per jump: the first 10 of the engine's 100.
        std::vector<double> widths = Chain::jumpWidths(1000, chain.preferred(), 100);
        widths.resize(10);
        double step = measure([&] {
                          for (double w : widths) chain.resize(w);
                      }) /
                      widths.size();
        report("resize-jump/step", step);
    }
    for (const char* order : {"ordered", "interleaved"}) {
        std::string name = std::string("grid-30x30/build-") + order;
        if (!wanted(name)) continue;
        double checksum = 0;
        bool interleaved = std::string(order) == "interleaved";
        // The interleaved build takes kiwi minutes: once.
        double build = median(interleaved ? 1 : 5, [&] {
            Grid grid(30, interleaved);
            checksum = grid.readAll();
        });
        report(name, build, &checksum);
    }
    for (const char* kind : {"crossing", "above"}) {
        std::string name = std::string("grid-30x30/resize-") + kind;
        if (!wanted(name)) continue;
        Grid grid(30, false);
        grid.resize(grid.preferred());
        bool crossing = std::string(kind) == "crossing";
        double factors[2] = {crossing ? 0.8 : 1.1, crossing ? 1.2 : 1.3};
        const int steps = 100;
        double checksum = 0;
        double step = measure([&] {
                          for (int k = 0; k < steps; ++k) checksum = grid.resize(grid.preferred() * factors[k % 2]);
                      }) /
                      steps;
        report(name, step, &checksum);
    }
    return 0;
}
