import LayoutDocument
import LayoutEngine
import SizeClassResolution

/// The rectangles of a layout and the expression of every attribute on them: views,
/// stacks and custom guides get four variables each (x and y in their parent's
/// coordinates, width, height); the built-in guides are expressions of the root's.
///
/// A constraint is read in the coordinates of its items' nearest common ancestor, as
/// UIKit does: a view's own edges are at 0 and its width there, so `centerX = 0.5 ×
/// superview.centerX` means a quarter of the superview at any depth. It also keeps the
/// engine sparse: a stack's constraints mention only the stack and its arranged views,
/// never the chain of positions above them, so a long stack costs linear time.
///
/// A class: the compilation keeps it in a property of `CompiledLayout` (itself a class)
/// and calls it for every constraint, and a method call on a struct held that way copies
/// the struct first (its arrays and dictionary retained and released), which was 100,000
/// copies for a 10,000-view layout.
final class LayoutGeometry {
    struct Rect {
        var x, y, width, height: Expression
    }

    struct Node {
        let id: String
        let element: ItemElement
        let kind: ViewKind
        let label: String?
        let attributes: ViewAttributes
        let location: SourceLocation
        let parent: Int
        let depth: Int
        var children: [Int] = []
        /// The frame in the parent's coordinates (the root's in its own: at 0, 0).
        let rect: Rect
        /// A scroll view's content size: its edges as seen by its descendants are those
        /// of a content area at its origin with that size.
        var content: (width: Expression, height: Expression)?
        let isBuiltIn: Bool
        /// The frame's reach beyond the rectangle solved for (`LayoutItem.alignmentInsets`).
        var alignmentInsets: EdgeInsets? = nil
        /// The view's custom class, and the frame Xcode saved for it: its size is fallen
        /// back on where nothing else sizes it (`ResolvedLayout.Node.designFrame`).
        var customClass: String? = nil
        var designFrame: DesignFrame? = nil
        var designSize: (width: Double, height: Double)? { designFrame.map { ($0.width, $0.height) } }
        /// The saved size of a view of a custom class, which may size itself.
        var customClassSize: (width: Double, height: Double)? { customClass == nil ? nil : designSize }
        /// A label that may wrap.
        var wrapping: TextWrapping? = nil
        /// A label of more than one line, with or without text (`isMultilineLabel`).
        var isMultilineLabel = false
        /// How far a label may shrink its text to fit (`ResolvedLayout.Node.minimumTextScale`).
        var minimumTextScale: Double? = nil
        /// Whether a button has a title (an image-only button has no text to cut).
        var hasTitle = false
        /// Placed by its autoresizing mask: its size is the mask's, not its content's.
        var autoresizes = false
        /// Keeps its superview's margins (`ResolvedLayout.Node.preservesSuperviewMargins`).
        var preservesSuperviewMargins = false
        /// Margins not inset from the safe area (`ResolvedLayout.Node.marginsIgnoreSafeArea`).
        var marginsIgnoreSafeArea = false
        /// Margins that follow the readable width (`ResolvedLayout.Node.readableWidth`).
        var readableWidth: Double? = nil
        /// Intrinsic sizes found while solving, in place of the document's: a wrapping
        /// label's height at its width, a custom view's saved size where nothing sizes it.
        var measuredWidth: Double? = nil
        var measuredHeight: Double? = nil
    }

    /// What a solver variable stands for.
    enum Component: String {
        case x, y, width, height, contentWidth, contentHeight
        var isHorizontal: Bool { self == .x || self == .width || self == .contentWidth }
    }

    // Never shared between threads (nothing here is Sendable): dynamic exclusivity
    // checks on these, read for every generated constraint, would buy nothing.
    @exclusivity(unchecked) var nodes: [Node] = []
    @exclusivity(unchecked) var index: [String: Int] = [:]
    /// What each variable stands for; a variable's `tag` is its index here.
    @exclusivity(unchecked) private(set) var owners: [(node: Int, component: Component)] = []
    /// Every variable, in creation order.
    @exclusivity(unchecked) private(set) var variables: [Variable] = []
    let environment: Environment
    /// The built-in guides' nodes.
    private(set) var topGuide = -1, bottomGuide = -1, safeArea = -1

    init(_ items: [ResolvedLayout.Node], environment: Environment) {
        self.environment = environment
        nodes.reserveCapacity(items.count + 3)
        for item in items {
            let rect = Rect(
                x: variable(.x, nodes.count), y: variable(.y, nodes.count),
                width: variable(.width, nodes.count),
                height: variable(.height, nodes.count))
            let depth = item.parent >= 0 ? nodes[item.parent].depth + 1 : 0
            if item.parent >= 0 { nodes[item.parent].children.append(nodes.count) }
            index[item.id] = nodes.count
            nodes.append(
                Node(
                    id: item.id, element: item.element, kind: item.kind, label: item.label,
                    attributes: item.attributes, location: item.location, parent: item.parent,
                    depth: depth, rect: rect, isBuiltIn: false, alignmentInsets: item.alignmentInsets,
                    customClass: item.customClass, designFrame: item.designFrame,
                    wrapping: item.wrapping, isMultilineLabel: item.isMultilineLabel,
                    minimumTextScale: item.minimumTextScale,
                    hasTitle: !(item.title ?? "").isEmpty,
                    autoresizes: item.autoresizes, preservesSuperviewMargins: item.preservesSuperviewMargins,
                    marginsIgnoreSafeArea: item.marginsIgnoreSafeArea, readableWidth: item.readableWidth))
        }
        if environment.isDesignCanvas { takeSavedWidthsOfWrappingLabels() }
        // The bars and the safe area, as the root's own guides (in its coordinates).
        let root = nodes[0].rect
        let e = environment
        let zero = Expression(constant: 0)
        topGuide = builtIn(
            "topLayoutGuide",
            Rect(
                x: zero, y: zero, width: root.width,
                height: Expression(constant: e.topGuide)))
        bottomGuide = builtIn(
            "bottomLayoutGuide",
            Rect(
                x: zero, y: root.height - e.bottomGuide,
                width: root.width, height: Expression(constant: e.bottomGuide)))
        let s = e.safeArea
        safeArea = builtIn(
            "safeArea",
            Rect(
                x: Expression(constant: s.left), y: Expression(constant: s.top),
                width: root.width - (s.left + s.right),
                height: root.height - (s.top + s.bottom)))
    }

    /// On Xcode's canvas, a label that may wrap has the width Xcode saved as its intrinsic
    /// width: the canvas takes a label's current width for its automatic
    /// `preferredMaxLayoutWidth`, and the label then asks for that width, no more and no
    /// less. Kommunicate's two-line welcome in a centring stack keeps its saved 275.5 pt,
    /// not the 345 pt its one line would need; Instructions' three short two-line labels
    /// in a fill stack keep their equal 116.5 pt, where their text's widths would have
    /// stretched the first. Not a label saved one line high whose text is estimated wider
    /// than it: Xcode drew that text on one line, and the estimate would wrap it.
    private func takeSavedWidthsOfWrappingLabels() {
        for n in nodes.indices {
            // Labels only: a text view that does not scroll wraps too, but insets its text.
            guard let wrapping = nodes[n].wrapping, nodes[n].kind == .label, let saved = nodes[n].designFrame,
                saved.width > 0, let width = nodes[n].attributes.intrinsicWidth
            else { continue }
            if width > saved.width + 0.5 {
                // Estimated wider than saved: only a label drawn wrapped (saved high enough
                // for a line more than its paragraphs) takes the saved width.
                let lines = TextMeasurement.paragraphs(of: wrapping.text).count + 1
                guard wrapping.measurement.height(lines: lines) <= saved.height + 0.5 else { continue }
            }
            nodes[n].measuredWidth = saved.width
        }
    }

    private func variable(_ component: Component, _ node: Int) -> Expression {
        // Unnamed: `owners[tag]` names it, and a name would be one more allocation per
        // edge of every view, kept alive as long as the solver.
        let v = Variable(tag: owners.count)
        owners.append((node, component))
        variables.append(v)
        return Expression(v)
    }

    private func builtIn(_ id: String, _ rect: Rect) -> Int {
        index[id] = nodes.count
        nodes.append(
            Node(
                id: id, element: .guide, kind: .view, label: nil, attributes: ViewAttributes(),
                location: .unknown, parent: 0, depth: 1, rect: rect, isBuiltIn: true))
        return nodes.count - 1
    }

    // Read through stored fields in place: a computed property of a node, read through
    // `nodes[n]`, copied the whole node first (a dozen references retained and released).

    /// Whether node `n` is hidden.
    func isHidden(_ n: Int) -> Bool { nodes[n].attributes.hidden ?? false }

    /// The intrinsic size of node `n` along one axis, if it has one: views only, not
    /// stacks or guides; one measured while solving wins (`measuredWidth`, `measuredHeight`).
    func intrinsicSize(of n: Int, horizontal: Bool) -> Double? {
        guard nodes[n].element == .view else { return nil }
        return horizontal
            ? nodes[n].measuredWidth ?? nodes[n].attributes.intrinsicWidth
            : nodes[n].measuredHeight ?? nodes[n].attributes.intrinsicHeight
    }

    /// A scroll view's content area in its own coordinates, created when a constraint
    /// first reaches it.
    func content(of n: Int) -> Rect {
        let size =
            nodes[n].content ?? (
                variable(.contentWidth, n),
                variable(.contentHeight, n)
            )
        nodes[n].content = size
        let zero = Expression(constant: 0)
        return Rect(x: zero, y: zero, width: size.width, height: size.height)
    }

    /// The nearest item that is `a` or an ancestor of it and also `b` or an ancestor of
    /// `b`: the coordinates a constraint between them is read in.
    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while nodes[a].depth > nodes[b].depth { a = nodes[a].parent }
        while nodes[b].depth > nodes[a].depth { b = nodes[b].parent }
        while a != b { (a, b) = (nodes[a].parent, nodes[b].parent) }
        return a
    }

    /// Item `n`'s x (`horizontal`) or y in the coordinates of `c`, which is `n` or one of
    /// its ancestors: its own position plus those of its ancestors below `c`.
    func position(of n: Int, in c: Int, horizontal: Bool) -> Expression {
        if n == c { return Expression(constant: 0) }
        var e = horizontal ? nodes[n].rect.x : nodes[n].rect.y
        var p = nodes[n].parent
        while p != c {
            e = e + (horizontal ? nodes[p].rect.x : nodes[p].rect.y)
            p = nodes[p].parent
        }
        return e
    }

    func isAncestor(_ a: Int, of n: Int) -> Bool {
        var p = nodes[n].parent
        while p >= 0 {
            if p == a { return true }
            p = nodes[p].parent
        }
        return false
    }

    /// The layout margins: the document's, else the environment's for the root and 8 on
    /// every side for other views; guides have none. A subview's are inset from its safe
    /// area, by how far the screen's unsafe area reaches into it where Xcode saved it
    /// (Pocket Casts' header view at the top of the 6.1-inch canvas: a label at its
    /// `topMargin` + 20 sits 72 pt down, 44 + 8 + 20), unless it says otherwise; not a
    /// scroll view's or a text view's, whose content insets take the unsafe area instead
    /// (Habitica's login scroll view: its `topMargin` 8 pt under the status bar). A view
    /// that preserves its superview's margins has at least those, less its distance from
    /// each edge.
    func margins(_ n: Int) -> EdgeInsets {
        var own = ownMargins(n)
        if n != 0, nodes[n].element != .guide, !nodes[n].marginsIgnoreSafeArea,
            nodes[n].kind != .scrollView, nodes[n].kind != .textView, let inset = savedSafeAreaInsets(n)
        {
            let rtl = environment.direction == .rightToLeft
            own.top += inset.top
            own.bottom += inset.bottom
            own.leading += rtl ? inset.right : inset.left
            own.trailing += rtl ? inset.left : inset.right
        }
        if let readable = nodes[n].readableWidth, let width = knownWidth(n) {
            // The margins widen, evenly, until no more than the readable width lies between.
            let extra = max(0, (width - own.leading - own.trailing - readable) / 2)
            own.leading += extra
            own.trailing += extra
        }
        let p = nodes[n].parent
        guard nodes[n].preservesSuperviewMargins, p >= 0, let f = nodes[n].designFrame,
            let s = nodes[p].designSize
        else { return own }
        // The superview's margins less the view's saved distance from each edge.
        let outer = margins(p)
        return EdgeInsets(
            top: max(own.top, outer.top - f.y), leading: max(own.leading, outer.leading - f.x),
            bottom: max(own.bottom, outer.bottom - (s.height - f.y - f.height)),
            trailing: max(own.trailing, outer.trailing - (s.width - f.x - f.width)))
    }

    /// View `n`'s width where it is known before solving, as the margins that follow the
    /// readable width need it: the root's is the environment's, and a view Xcode saved
    /// spanning its whole layout (at x = 0, as wide as the root, as a cell's content view
    /// or a full-width table is) is taken to span it in any environment. Nil otherwise:
    /// such a view keeps its own margins.
    func knownWidth(_ n: Int) -> Double? {
        if n == 0 { return environment.size.width }
        guard let root = nodes[0].designSize else { return nil }
        var k = n
        while k > 0 {
            guard let f = nodes[k].designFrame, f.x == 0, f.width == root.width else { return nil }
            k = nodes[k].parent
        }
        return environment.size.width
    }

    /// How far the screen's unsafe area reaches into view `n` on each side, from the
    /// frames Xcode saved; nil without them. Not above or below inside a scroll view,
    /// whose content insets take those bands (a movie-details scene's content view,
    /// 1,634.5 pt high on the 6.1-inch canvas, keeps its 8 pt `bottomMargin`).
    func savedSafeAreaInsets(_ n: Int) -> Insets? {
        // Most environments have no unsafe area at all: no walk up the tree for them.
        let s = environment.safeArea
        guard s != .zero, let f = nodes[n].designFrame, let root = nodes[0].designSize else { return nil }
        var (x, y) = (f.x, f.y)
        var p = nodes[n].parent
        var scrolls = false
        while p > 0 {
            guard let pf = nodes[p].designFrame else { return nil }
            x += pf.x
            y += pf.y
            if nodes[p].kind == .scrollView { scrolls = true }
            p = nodes[p].parent
        }
        // Only where the screen has an unsafe band: a view hanging past an edge that has
        // none keeps its margins (Proton VPN's label 8 pt left of its bar, on the
        // 4.7-inch canvas).
        func reach(_ band: Double, _ depth: Double) -> Double { band > 0 ? max(0, depth) : 0 }
        return Insets(
            top: scrolls ? 0 : reach(s.top, s.top - y), left: reach(s.left, s.left - x),
            bottom: scrolls ? 0 : reach(s.bottom, y + f.height - (root.height - s.bottom)),
            right: reach(s.right, x + f.width - (root.width - s.right)))
    }

    private func ownMargins(_ n: Int) -> EdgeInsets {
        if let m = nodes[n].attributes.margins { return m }
        if n == 0 { return environment.margins }
        if nodes[n].element == .guide { return EdgeInsets.zero }
        return EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    /// The expression of `attribute` on item `n` in the coordinates of `c` (`n` or an
    /// ancestor of it), or on the given rectangle of `n` in those coordinates.
    ///
    /// `mirrored`: the constraint relates leading/trailing in a right-to-left layout, so
    /// it is read in mirrored x coordinates (x ↦ −x): leading is the right edge, and a
    /// positive constant moves along the reading direction, as in UIKit.
    func expression(
        _ attribute: LayoutAttribute, of n: Int, in c: Int, mirrored: Bool = false,
        rect: Rect? = nil
    ) -> Expression {
        let rtl = environment.direction == .rightToLeft
        // Only the components the attribute needs, each built when read: a whole frame in
        // `c`'s coordinates is four expressions copied, and most attributes use one or two.
        var x: Expression { rect?.x ?? position(of: n, in: c, horizontal: true) }
        var y: Expression { rect?.y ?? position(of: n, in: c, horizontal: false) }
        var width: Expression { rect?.width ?? nodes[n].rect.width }
        var height: Expression { rect?.height ?? nodes[n].rect.height }
        var right: Expression { x + width }
        var bottom: Expression { y + height }
        func flip(_ e: Expression) -> Expression { mirrored ? -e : e }
        switch attribute {
        case .left: return flip(x)
        case .right: return flip(right)
        case .leading: return flip(rtl ? right : x)
        case .trailing: return flip(rtl ? x : right)
        case .centerX: return flip(x + width * 0.5)
        case .width: return width
        case .height: return height
        case .top: return y
        case .bottom: return bottom
        case .centerY: return y + height * 0.5
        case .firstBaseline: return baseline(of: n, in: c, first: true, rect: rect)
        case .lastBaseline, .baseline: return baseline(of: n, in: c, first: false, rect: rect)
        case .leftMargin: return flip(x + (rtl ? margins(n).trailing : margins(n).leading))
        case .rightMargin: return flip(right - (rtl ? margins(n).leading : margins(n).trailing))
        case .leadingMargin: return flip(rtl ? right - margins(n).leading : x + margins(n).leading)
        case .trailingMargin: return flip(rtl ? x + margins(n).trailing : right - margins(n).trailing)
        case .topMargin: return y + margins(n).top
        case .bottomMargin: return bottom - margins(n).bottom
        case .centerXWithinMargins:
            let m = margins(n)
            let l = rtl ? m.trailing : m.leading
            let rr = rtl ? m.leading : m.trailing
            return flip(x + (width + (l - rr)) * 0.5)
        case .centerYWithinMargins:
            let m = margins(n)
            return y + (height + (m.top - m.bottom)) * 0.5
        }
    }

    /// A view's baseline: `firstBaseline` below its top, `lastBaseline` above its bottom;
    /// a view with no text has UIView's, 0 from either edge (its first baseline is its top,
    /// its last its bottom); a stack's is that of its baseline view.
    ///
    /// A button or text field centres its text: its baselines are those of its title or
    /// text, which stays in the middle as the view grows, so they keep their distance from
    /// its centre, not from its edges (their offsets hold at the intrinsic height). A label's
    /// stay with its edges. Xcode saved Twilio's 30 pt fields with their text centred on a
    /// label's baseline, and laid out HackingWithSwift's 44 pt buttons, one's last baseline
    /// on the other's first, with no conflict.
    func baseline(of n: Int, in c: Int, first: Bool, rect: Rect? = nil) -> Expression {
        if nodes[n].element == .stack, let v = baselineView(of: n, first: first) {
            return baseline(of: v, in: c, first: first)
        }
        let y = rect?.y ?? position(of: n, in: c, horizontal: false)
        let a = nodes[n].attributes
        let height = rect?.height ?? nodes[n].rect.height
        if nodes[n].kind == .button || nodes[n].kind == .textField, let natural = a.intrinsicHeight,
            let top = a.firstBaseline, let bottom = a.lastBaseline
        {
            return y + height * 0.5 + (first ? top - natural / 2 : natural / 2 - bottom)
        }
        if first { return y + (a.firstBaseline ?? 0) }
        if let offset = a.lastBaseline { return y + height - offset }
        return y + height
    }

    /// A vertical stack's first (last) visible arranged view; a horizontal stack's
    /// tallest one by natural height (the first of equals).
    func baselineView(of stack: Int, first: Bool) -> Int? {
        let arranged = visibleArranged(stack)
        guard !arranged.isEmpty else { return nil }
        if (nodes[stack].attributes.axis ?? .horizontal) == .vertical {
            return first ? arranged.first : arranged.last
        }
        var best = arranged[0]
        var tallest = naturalHeight(arranged[0])
        for v in arranged.dropFirst() {
            let h = naturalHeight(v)
            if h > tallest { (best, tallest) = (v, h) }
        }
        return best
    }

    /// Height from content alone: the intrinsic height, or a stack's fitted height.
    func naturalHeight(_ n: Int) -> Double {
        let a = nodes[n].attributes
        guard nodes[n].element == .stack else { return a.intrinsicHeight ?? 0 }
        let heights = visibleArranged(n).map(naturalHeight)
        if (a.axis ?? .horizontal) == .horizontal { return heights.max() ?? 0 }
        return heights.reduce(0, +) + Double(max(heights.count - 1, 0)) * (a.spacing ?? 0)
    }

    /// How strongly an item resists growing along an axis: a view's content hugging; a
    /// stack's, the strongest of its visible arranged views' (250 when it has none).
    func hugging(_ n: Int, horizontal: Bool) -> Double {
        switch nodes[n].element {
        case .guide:
            return 0
        case .view:
            let pair = nodes[n].attributes.hugging
            return (horizontal ? pair?.horizontal : pair?.vertical) ?? nodes[n].kind.defaultHugging
        case .stack:
            return visibleArranged(n).map { hugging($0, horizontal: horizontal) }.max() ?? 250
        }
    }

    /// How strongly a view resists shrinking below its intrinsic size along an axis
    /// (750 unless set).
    func compressionResistance(_ n: Int, horizontal: Bool) -> Double {
        let pair = nodes[n].attributes.compressionResistance
        return (horizontal ? pair?.horizontal : pair?.vertical) ?? 750
    }

    /// A stack's arranged views (its view and stack children, not its guides).
    func arranged(_ stack: Int) -> [Int] {
        nodes[stack].children.filter { nodes[$0].element != .guide }
    }

    func visibleArranged(_ stack: Int) -> [Int] {
        arranged(stack).filter { !isHidden($0) }
    }

    /// Whether an arranged view of a stack is hidden (it then takes no space).
    func isHiddenArranged(_ n: Int) -> Bool {
        let p = nodes[n].parent
        return p >= 0 && nodes[p].element == .stack && isHidden(n) && nodes[n].element != .guide
    }
}
