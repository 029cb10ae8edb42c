import Glibc

/// Wall-clock seconds for one run of `body` (shared by the benchmark drivers).
public func measure(_ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
}

/// The median of `count` runs of `body`, each after an untimed `setUp`.
public func median(repeating count: Int, setUp: () -> Void = {}, _ body: () -> Void) -> Double {
    let times = (0..<count).map { _ in
        setUp()
        return measure(body)
    }.sorted()
    return times[times.count / 2]
}
