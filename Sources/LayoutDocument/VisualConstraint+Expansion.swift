extension VisualConstraint {
    /// The constraints this element stands for: its format parsed and expanded with its
    /// options and metrics, ids `id.1`, `id.2`, … in format order, locations inside the
    /// format. Their constants and priorities are the format's; the element's own
    /// `constant`/`priority` (and their variations) override every one of them when set.
    public func expanded() throws(VisualFormatError) -> [LayoutConstraint] {
        let parsed = try VisualFormat(parsing: format)
        let options = try VisualFormatOptions(parsing: self.options)
        return try parsed.constraints(id: id, options: options, metrics: metrics, at: formatLocation)
    }
}
