import Foundation

/// Results written from parallel tasks into their own slots.
final class ResultSlots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private var done = 0
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    /// Stores a result; returns how many are done.
    func store(_ value: Value, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
        done += 1
        return done
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
