import TestSupport
import Testing

@testable import LayoutEngine

/// Pricing takes the lowest candidate first (Bland's rule, which is what keeps the
/// simplex from cycling), while pivots keep adding candidates below and above the point
/// the scan has reached. Checked against a sorted set under random edits, for dense
/// starting rows (the bitset scan) and sparse ones far apart (the heap alone), each
/// starting list with some symbols repeated.
@Suite("Pricing candidates, lowest first")
struct PricingCandidatesTests {
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomEditsMatchASortedSet(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var candidates = PricingCandidates()
        for round in 0..<40 {
            // Odd rounds start from a few symbols spread over a wide range.
            let range = round % 2 == 0 ? 0..<Int32(2_000) : 0..<Int32(3_000_000)
            let startCount =
                round % 2 == 0 ? Int.random(in: 0..<600, using: &random) : Int.random(in: 1..<4, using: &random)
            var model = Set<Int32>()
            while model.count < startCount { model.insert(Int32.random(in: range, using: &random)) }
            // The objective's levels may list a symbol more than once: held once.
            let repeats = model.prefix(Int.random(in: 0...model.count, using: &random))
            candidates.reset(to: (Array(model) + Array(repeats)).map { Symbol($0) })
            while true {
                if Int.random(in: 0..<3, using: &random) == 0 {
                    // A pivot's row: some symbols new, some already members, some taken.
                    for _ in 0..<Int.random(in: 1..<6, using: &random) {
                        let s = Int32.random(in: range, using: &random)
                        candidates.insert(Symbol(s))
                        model.insert(s)
                    }
                }
                let lowest = candidates.popLowest()
                #expect(lowest?.id == model.min(), "round \(round)")
                guard let lowest else { break }
                model.remove(lowest.id)
                // Pricing ends with some candidates left, as when a level is optimal.
                if Int.random(in: 0..<200, using: &random) == 0 { break }
            }
        }
    }

    @Test func emptyStartTakesInsertionsInOrder() {
        var candidates = PricingCandidates()
        candidates.reset(to: [])
        #expect(candidates.popLowest() == nil)
        for s: Int32 in [9, 3, 70_000, 3, 64, 0] { candidates.insert(Symbol(s)) }
        var taken: [Int32] = []
        while let s = candidates.popLowest() { taken.append(s.id) }
        #expect(taken == [0, 3, 9, 64, 70_000])
    }
}
