import TestSupport
import Testing

@testable import LayoutEngine

/// The tableau's rows and columns live in one shared array (`SymbolLists`); a list that
/// moves, grows, gets a hash or survives a compaction must still hold exactly what was
/// put in it. Checked against plain arrays under long random edit sequences.
@Suite("Lists sharing one array")
struct SymbolListsTests {
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func randomEditsMatchPlainArrays(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let listCount = 24
        var lists = SymbolLists<Symbol>(filler: Symbol(0))
        var model: [[Symbol]] = []
        for _ in 0..<listCount {
            lists.addList()
            model.append([])
        }
        var nextKey: Int32 = 0
        func freshKey() -> Symbol {
            nextKey += 1
            return Symbol(nextKey)
        }
        for step in 0..<30_000 {
            let l = Int.random(in: 0..<listCount, using: &random)
            let list = Symbol(index: l)
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<55:
                // Appends dominate, so lists grow past the hash limit and move.
                let key = freshKey()
                lists.append(key, to: list)
                model[l].append(key)
            case 55..<80 where !model[l].isEmpty:
                let key = model[l].randomElement(using: &random)!
                let p = lists.position(of: key, in: list)!
                lists.remove(at: p, from: list)
                model[l].removeAll { $0 == key }
            case 80..<88 where !model[l].isEmpty:
                let old = model[l].randomElement(using: &random)!
                let new = freshKey()
                lists.replace(at: lists.position(of: old, in: list)!, in: list, with: new)
                model[l] = model[l].map { $0 == old ? new : $0 }
            case 88..<92:
                lists.removeAll(list)
                model[l] = []
            case 92..<96:
                let entries = (0..<Int.random(in: 0...30, using: &random)).map { _ in freshKey() }
                lists.assign(list, count: entries.count) { entries[$0] }
                model[l] = entries
            default:
                break
            }
            if step % 500 == 0 || l == 0 { expectSame(lists, model, step: step) }
        }
        expectSame(lists, model, step: -1)
    }

    private func expectSame(_ lists: SymbolLists<Symbol>, _ model: [[Symbol]], step: Int) {
        for (l, expected) in model.enumerated() {
            let list = Symbol(index: l)
            let held = lists.withEntries(list) { Array($0) }
            #expect(held.count == lists.count(list))
            #expect(Set(held) == Set(expected) && held.count == expected.count, "step \(step), list \(l)")
            for key in expected {
                let p = lists.position(of: key, in: list)
                #expect(p.map { lists[list, $0] } == key, "step \(step), list \(l), key \(key)")
            }
            #expect(lists.position(of: Symbol(100_000), in: list) == nil)
        }
    }

    /// A pivot empties one row and fills another of about the same length: the new row
    /// must reuse the freed range (in cache) rather than take new room at the end.
    @Test func freedRangesAreReused() {
        var lists = SymbolLists<Symbol>(filler: Symbol(0))
        for _ in 0..<4 { lists.addList() }
        var key: Int32 = 0
        for step in 0..<10_000 {
            let from = Symbol(index: step % 4)
            let to = Symbol(index: (step + 1) % 4)
            lists.removeAll(from)
            let count = 3 + step % 3
            lists.assign(to, count: count) { _ in
                key += 1
                return Symbol(key)
            }
            #expect(lists.count(to) == count)
        }
        // Four lists of at most 5 entries plus slack: a few ranges of each class, not
        // tens of thousands of entries left behind.
        #expect(lists.storageCount <= 64, "storage grew to \(lists.storageCount)")

        // A list that outgrows its range leaves it for the next list of that size.
        var fresh = SymbolLists<Symbol>(filler: Symbol(0))
        for _ in 0..<3 { fresh.addList() }
        fresh.assign(Symbol(0), count: 2) { Symbol(index: 10 + $0) }  // a range of 4
        fresh.assign(Symbol(1), count: 1) { _ in Symbol(20) }  // behind it, so list 0 cannot grow in place
        for k in 12..<15 { fresh.append(Symbol(index: k), to: Symbol(0)) }
        let before = fresh.storageCount
        fresh.assign(Symbol(2), count: 2) { Symbol(index: 30 + $0) }
        #expect(fresh.storageCount == before)
        #expect(fresh.withEntries(Symbol(0)) { $0.map(\.id) } == [10, 11, 12, 13, 14])
        #expect(fresh.withEntries(Symbol(1)) { $0.map(\.id) } == [20])
        #expect(fresh.withEntries(Symbol(2)) { $0.map(\.id) } == [30, 31])
    }

    @Test func rangeClassesAreOrderedAndPooledDensely() {
        var previous = 0
        var indices: [Int] = []
        for n in 1...RangeClass.largestPooled {
            let c = RangeClass.capacity(atLeast: n)
            #expect(c >= n && c >= previous)
            // At most a third of a range is room no entry asked for.
            #expect(n <= 2 || Double(c - n) < Double(c) / 3, "\(n) → \(c)")
            if c != previous, let i = RangeClass.pooledIndex(c) { indices.append(i) }
            previous = c
        }
        #expect(indices == Array(0..<RangeClass.pooledCount))
        #expect(RangeClass.pooledIndex(RangeClass.capacity(atLeast: RangeClass.largestPooled + 1)) == nil)
    }
}
