/// Scratch space for adding one large row into another in linear time: scatter the
/// target into a dense array indexed by symbol, add the source, gather the survivors.
struct DenseMerge {
    private var values: [Double] = []
    private var stamp: [UInt32] = []
    private var generation: UInt32 = 0
    private var added: [Symbol] = []

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
        added.removeAll(keepingCapacity: true)
        var symbols: [Symbol] = []
        var coefficients: [Double] = []
        symbols.reserveCapacity(target.count + source.count)
        coefficients.reserveCapacity(target.count + source.count)
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
                        values[x.index] += d
                    } else {
                        stamp[x.index] = g
                        values[x.index] = d
                        added.append(x)
                    }
                }
                for i in 0..<target.count {
                    let s = target.symbol(at: i)
                    let v = values[s.index]
                    if abs(v) < SparseRow.epsilon {
                        removed.append(s)
                    } else {
                        symbols.append(s)
                        coefficients.append(v)
                    }
                }
                for x in added {
                    let v = values[x.index]
                    if abs(v) >= SparseRow.epsilon {
                        inserted.append(x)
                        symbols.append(x)
                        coefficients.append(v)
                    }
                }
            }
        }
        target = SparseRow(
            symbols: symbols, coefficients: coefficients,
            constant: target.constant + factor * source.constant)
    }
}
