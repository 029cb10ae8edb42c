/// File names made from layout names (a scene's, a cell's), which may hold any text.
enum FileName {
    /// Letters and digits kept (any script), every run of anything else one `-`; at
    /// most 80 characters; `layout` when nothing is left.
    static func slug(_ name: String) -> String {
        var out = ""
        var dash = false
        for c in name {
            if c.isLetter || c.isNumber {
                if dash && !out.isEmpty { out.append("-") }
                out.append(c)
                dash = false
            } else {
                dash = true
            }
            if out.count >= 80 { break }
        }
        return out.isEmpty ? "layout" : out
    }

    /// `slug(name)`, numbered (`-2`, `-3`, …) until no earlier name in `taken` has it;
    /// added to `taken`.
    static func unique(_ name: String, taken: inout Set<String>) -> String {
        let base = slug(name)
        var result = base
        var n = 2
        while taken.contains(result) {
            result = "\(base)-\(n)"
            n += 1
        }
        taken.insert(result)
        return result
    }
}
