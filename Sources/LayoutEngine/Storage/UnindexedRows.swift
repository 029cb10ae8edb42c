/// The tableau rows kept out of the column index: up to 32 long rows, each in a slot, and
/// per symbol a mask of the slots whose rows mention it.
///
/// A resize of a long chain moves which view absorbs the change at every pivot: two rows
/// of thousands of entries cancel to a few, two others fill, and listing and unlisting
/// each entry in its symbol's column was a fifth of a drag step. Setting and clearing a
/// bit is what that bookkeeping costs here. Slabs, like the rows': no copy-on-write check
/// or reference counting on the hot path.
struct UnindexedRows {
    static let slots = 32

    /// Per slot: the basic symbol whose row it holds, or -1.
    private let basics = Slab<Int32>()
    /// Per symbol: the slot of its row, or -1 (parametric, or its row is in the lists).
    private let slotOfSymbol = Slab<Int8>()
    /// Per symbol: bit `j` set when the row in slot `j` mentions it.
    private let masks = Slab<UInt32>()
    /// How many slots hold a row.
    private(set) var occupied = 0

    init() { basics.append(repeating: -1, count: Self.slots) }

    func reserveCapacity(symbols n: Int) {
        slotOfSymbol.reserveCapacity(n)
        masks.reserveCapacity(n)
    }

    /// Room for a new symbol: in no slot, in no unindexed row.
    func addSymbol() {
        slotOfSymbol.append(-1)
        masks.append(0)
    }

    var isEmpty: Bool { occupied == 0 }

    // Each lookup answers from `occupied` alone while no row is unindexed (real layouts
    // never have one): no slab is touched on their hot paths.

    /// The slot of `basic`'s row, when it is unindexed.
    @inline(__always) func slot(of basic: Symbol) -> Int? {
        guard occupied > 0 else { return nil }
        let j = slotOfSymbol[basic.index]
        return j < 0 ? nil : Int(j)
    }

    /// The basic symbol whose row slot `j` holds, if any.
    @inline(__always) func basic(in j: Int) -> Symbol? {
        let b = basics[j]
        return b < 0 ? nil : Symbol(b)
    }

    /// The slots whose rows mention `s`, one bit each.
    @inline(__always) func mask(of s: Symbol) -> UInt32 { occupied > 0 ? masks[s.index] : 0 }

    /// How many unindexed rows mention `s`.
    @inline(__always) func count(of s: Symbol) -> Int { mask(of: s).nonzeroBitCount }

    /// The first unindexed row that `mask` (a subset of `mask(of:)`) names.
    @inline(__always) func firstRow(in mask: UInt32) -> Symbol { Symbol(basics[mask.trailingZeroBitCount]) }

    @inline(__always) func mention(_ s: Symbol, inSlot j: Int) { masks[s.index] |= 1 << UInt32(j) }
    @inline(__always) func unmention(_ s: Symbol, inSlot j: Int) { masks[s.index] &= ~(1 << UInt32(j)) }

    /// `s` is in no unindexed row any more (substituted out of all of them).
    @inline(__always) func unmentionEverywhere(_ s: Symbol) { masks[s.index] = 0 }

    /// A slot holding no row, if there is one.
    func freeSlot() -> Int? {
        guard occupied < Self.slots else { return nil }
        return (0..<Self.slots).first { basics[$0] < 0 }
    }

    /// Puts `basic`'s row in free slot `j` (its symbols' bits are the caller's to set).
    mutating func assign(_ basic: Symbol, to j: Int) {
        basics[j] = basic.id
        slotOfSymbol[basic.index] = Int8(j)
        occupied += 1
    }

    /// Empties slot `j` (its symbols' bits are the caller's to clear).
    mutating func release(_ j: Int) {
        slotOfSymbol[Int(basics[j])] = -1
        basics[j] = -1
        occupied -= 1
    }

    /// Takes row `b` of `rows` out of its symbols' `columns` into a free slot, if there
    /// is one. (Not a method of the tableau: one that may mutate the whole tableau, in
    /// the substitution's loop, made the compiler retain its scratch lists at every
    /// substitution.)
    mutating func take(_ b: Symbol, of rows: TableauRows, from columns: inout SymbolLists<Symbol>) {
        guard let j = freeSlot() else { return }
        assign(b, to: j)
        for i in 0..<rows.count(b) {
            let s = rows.symbol(b, at: i)
            if let p = columns.position(of: b, in: s) { columns.remove(at: p, from: s) }
            mention(s, inSlot: j)
        }
    }

    /// Puts unindexed row `b` of `rows` back in its symbols' `columns`.
    mutating func giveBack(_ b: Symbol, of rows: TableauRows, to columns: inout SymbolLists<Symbol>) {
        guard let j = slot(of: b) else { return }
        for i in 0..<rows.count(b) {
            let s = rows.symbol(b, at: i)
            unmention(s, inSlot: j)
            columns.append(b, to: s)
        }
        release(j)
    }

    /// Slot `j`'s row now belongs to `basic` (a pivot).
    func transfer(_ j: Int, to basic: Symbol) {
        slotOfSymbol[Int(basics[j])] = -1
        basics[j] = basic.id
        slotOfSymbol[basic.index] = Int8(j)
    }
}
