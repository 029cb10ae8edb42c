import TestSupport
import Testing

@testable import LayoutEngine

/// The solver finds its variables and constraints through `TaggedIdentityTable`, which
/// keeps an object at array index `tag` when it can. Tags are only hints: shared tags,
/// huge tags, negative tags and no tags must all still find exactly the object that was
/// put in, through growth and removals. Checked against a dictionary under random edits.
@Suite("Identity tables indexed by tag")
struct TaggedIdentityTableTests {
    /// Seeds 1–4 mix every kind of tag; seed 5 gives every object the same tag, so all
    /// but one of them go to the hashed part.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func randomEditsMatchADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var table = TaggedIdentityTable<Variable>()
        var model: [ObjectIdentifier: Int32] = [:]
        var present: [Variable] = []
        var absent: [Variable] = []
        func tag(_ i: Int) -> Int? {
            if seed == 5 { return 42 }
            return switch Int.random(in: 0..<10, using: &random) {
            case 0..<5: i  // in creation order, as owners number them
            case 5..<7: Int.random(in: 0..<8, using: &random)  // shared with others
            case 7: nil  // untagged: the address is hashed
            case 8: Int(Int32.max) + 1 + i  // far beyond the entries held: hashed
            default: Int.random(in: 0..<1_000_000, using: &random)
            }
        }
        for step in 0..<20_000 {
            if present.isEmpty || Int.random(in: 0..<100, using: &random) < 60 {
                let v = absent.popLast() ?? Variable(tag: tag(step))
                let symbol = Int32(step)
                table.insert(v, value: symbol)
                model[ObjectIdentifier(v)] = symbol
                present.append(v)
            } else {
                let i = Int.random(in: 0..<present.count, using: &random)
                let v = present.remove(at: i)
                table.remove(v)
                model[ObjectIdentifier(v)] = nil
                absent.append(v)
            }
            #expect(table.count == model.count)
            if step % 97 == 0 {
                for v in present { #expect(table.value(for: v) == model[ObjectIdentifier(v)]) }
                for v in absent { #expect(table.value(for: v) == nil) }
            }
        }
    }

    @Test func reservingKeepsEveryEntry() {
        var table = TaggedIdentityTable<Constraint>()
        let x = Variable("x")
        let constraints = (0..<500).map { Constraint(Expression(x), .equal, tag: $0 % 37) }
        for (i, c) in constraints.enumerated() { table.insert(c, value: Int32(i)) }
        table.reserveCapacity(10_000)
        for (i, c) in constraints.enumerated() { #expect(table.value(for: c) == Int32(i)) }
        #expect(table.value(for: Constraint(Expression(x), .equal, tag: 3)) == nil)
    }
}
