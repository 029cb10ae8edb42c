import LayoutEngine

/// Workload 1: a login form (title, two label/field rows, a switch with its label, two
/// buttons, a footer) in a resizable container. Mirrored in Tools/bench/kiwi_peer.py.
final class SmallForm {
    let solver = Solver()
    let container = Rect("container")
    var all: [Variable] = []
    /// `all` for reading back by handle, and a buffer for their values.
    private lazy var handles = VariableHandles(all)
    private var values: [Double] = []

    init() {
        let c = container
        let names = [
            "title", "userLabel", "userField", "passLabel", "passField",
            "toggle", "toggleLabel", "login", "forgot", "footer",
        ]
        // As the C++ peer does: the views in an array, the bounds added in a loop, the
        // rest in one literal.
        let views = names.map(Rect.init)
        let (title, userLabel, userField, passLabel, passField) = (views[0], views[1], views[2], views[3], views[4])
        let (toggle, toggleLabel, login, forgot, footer) = (views[5], views[6], views[7], views[8], views[9])
        var cs: [Constraint] = [c.x == 0, c.y == 0]
        let leading = c.x + 20
        let trailing = c.right - 20
        for v in views {
            cs.append(v.width >= 0)
            cs.append(v.height >= 0)
            cs.append(v.x >= c.x)
            cs.append(v.right <= c.right)
            cs.append(v.y >= c.y)
            cs.append(v.bottom <= c.bottom)
        }
        cs += [
            title.x == leading, title.right == trailing, title.y == c.y + 40, title.height == 34,
            userLabel.x == leading, userLabel.y == title.bottom + 24, userLabel.height == 21,
            userLabel.width >= 60, (userLabel.width == 90).withPriority(750),
            userField.x == userLabel.right + 8, userField.right == trailing,
            userField.centerY == userLabel.centerY, userField.height == 30, userField.width >= 100,
            passLabel.x == leading, passLabel.y == userField.bottom + 12,
            passLabel.width == userLabel.width, passLabel.height == 21,
            passField.x == passLabel.right + 8, passField.right == trailing,
            passField.centerY == passLabel.centerY, passField.height == 30,
            passField.width == userField.width,
            toggle.x == leading, toggle.y == passField.bottom + 16, toggle.width == 51, toggle.height == 31,
            toggleLabel.x == toggle.right + 8, toggleLabel.centerY == toggle.centerY,
            toggleLabel.height == 21, (toggleLabel.width == 120).withPriority(250),
            toggleLabel.right <= trailing,
            login.x == leading, login.right == trailing, login.y == toggle.bottom + 24,
            login.height == 44,
            forgot.centerX == c.centerX, forgot.y == login.bottom + 12,
            (forgot.width == 140).withPriority(750), forgot.width <= c.width - 40, forgot.height == 30,
            footer.x == leading, footer.right == trailing, footer.height == 18,
            (footer.bottom == c.bottom - 20).withPriority(750), footer.y >= forgot.bottom + 8,
            (title.width == 300).withPriority(100), (login.width == 300).withPriority(100),
            (footer.width == 300).withPriority(100),
        ]
        try! solver.add(cs)
        try! solver.addEditVariable(c.width, priority: editPriority)
        try! solver.addEditVariable(c.height, priority: editPriority)
        all = c.variables + views.flatMap(\.variables)
    }

    static let constraintCount = 109

    /// Suggests a size and reads every value back by handle in one call
    /// (`Solver.values(of:into:)`, as kiwi's peer reads them after `updateVariables`);
    /// returns their sum.
    func resize(width: Double, height: Double) -> Double {
        try! solver.suggestValue(width, for: container.width)
        try! solver.suggestValue(height, for: container.height)
        solver.values(of: &handles, into: &values)
        var sum = 0.0
        for v in values { sum += v }
        return sum
    }

    /// The same, reading each value with `value(of:)` (each read retains and releases
    /// its variable in the loop).
    func resizeReadingEach(width: Double, height: Double) -> Double {
        try! solver.suggestValue(width, for: container.width)
        try! solver.suggestValue(height, for: container.height)
        var sum = 0.0
        for v in all { sum += solver.value(of: v) }
        return sum
    }
}
