extension Array {
    /// Changes the attributes of `sizeClass`'s variation, adding it (from `empty`, at
    /// `location`) when there is none: how code builds `<variation>`s.
    public mutating func vary<Attributes>(
        in sizeClass: SizeClass, empty: Attributes, location: SourceLocation = .unknown,
        _ change: (inout Attributes) -> Void
    ) where Element == Variation<Attributes> {
        if let k = firstIndex(where: { $0.sizeClass == sizeClass }) {
            change(&self[k].attributes)
        } else {
            var a = empty
            change(&a)
            append(Variation(sizeClass: sizeClass, attributes: a, location: location))
        }
    }
}
