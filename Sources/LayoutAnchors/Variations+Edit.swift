import LayoutDocument

extension Array {
    /// Changes the attributes of `sizeClass`'s variation, adding it (empty) first when
    /// there is none: how code sets a `<variation>`.
    mutating func vary<Attributes>(in sizeClass: SizeClass, empty: Attributes,
                                   _ change: (inout Attributes) -> Void) where Element == Variation<Attributes> {
        if let k = firstIndex(where: { $0.sizeClass == sizeClass }) {
            change(&self[k].attributes)
        } else {
            var a = empty
            change(&a)
            append(Variation(sizeClass: sizeClass, attributes: a, location: .unknown))
        }
    }
}
