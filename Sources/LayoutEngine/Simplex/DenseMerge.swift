/// Scratch space for adding one large row into another in linear time: scatter the
/// target into a dense array indexed by symbol, add the source, gather the survivors.
struct DenseMerge {
    private var values: [Double] = []
    private var stamp: [UInt32] = []
    private var generation: UInt32 = 0
    /// Symbols of the source the target lacked, in order (a slab: no uniqueness check per
    /// append).
    private let added = Slab<Symbol>()

    /// `target += factor × source`, reporting symbols that entered or left `target`.
    mutating func add(
        _ source: SparseRow, times factor: Double, into target: inout SparseRow,
        symbolCount: Int, inserted: Slab<Symbol>, removed: Slab<Symbol>
    ) {
        if values.count < symbolCount {
            values += [Double](repeating: 0, count: symbolCount - values.count)
            stamp += [UInt32](repeating: 0, count: symbolCount - stamp.count)
        }
        generation &+= 1
        if generation == 0 {
            for i in stamp.indices { stamp[i] = 0 }
            generation = 1
        }
        let g = generation
        let added = self.added  // one reference for the whole merge
        added.truncate(to: 0)
        let capacity = target.count + source.count
        values.withUnsafeMutableBufferPointer { values in
            stamp.withUnsafeMutableBufferPointer { stamp in
                for i in 0..<target.count {
                    let s = target.symbol(at: i).index
                    values[s] = target.coefficient(at: i)
                    stamp[s] = g
                }
                for i in 0..<source.count {
                    let x = source.symbol(at: i)
                    let d = factor * source.coefficient(at: i)
                    if stamp[x.index] == g {
                        let sum = values[x.index] + d
                        values[x.index] = SparseRow.isCancelled(sum, adding: d) ? 0 : sum
                    } else {
                        stamp[x.index] = g
                        values[x.index] = d
                        added.append(x)
                    }
                }
            }
        }
        // The survivors, written straight into an array of the largest size they can
        // need (appending one by one checked capacity and uniqueness per entry), then
        // their coefficients, which `values` still holds.
        let symbols = values.withUnsafeBufferPointer { values in
            [Symbol](unsafeUninitializedCapacity: capacity) { symbols, kept in
                kept = 0
                for i in 0..<target.count {
                    let s = target.symbol(at: i)
                    if abs(values[s.index]) < SparseRow.epsilon {
                        removed.append(s)
                    } else {
                        symbols.initializeElement(at: kept, to: s)
                        kept += 1
                    }
                }
                for j in 0..<added.count {
                    let x = added[j]
                    if abs(values[x.index]) >= SparseRow.epsilon {
                        inserted.append(x)
                        symbols.initializeElement(at: kept, to: x)
                        kept += 1
                    }
                }
            }
        }
        let coefficients = [Double](unsafeUninitializedCapacity: symbols.count) { coefficients, count in
            values.withUnsafeBufferPointer { values in
                for (i, s) in symbols.enumerated() { coefficients.initializeElement(at: i, to: values[s.index]) }
            }
            count = symbols.count
        }
        target = SparseRow(
            symbols: symbols, coefficients: coefficients,
            constant: target.constant + factor * source.constant)
    }
}
