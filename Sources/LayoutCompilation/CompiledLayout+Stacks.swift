import LayoutDocument
import LayoutEngine

/// Priorities of the constraints a stack adds to settle what its content leaves open.
/// Across the axis (alignments other than fill) the stack hugs its content at 51, as
/// UIStackView's spanning guide does (`UISV-spanning-fit`, its size 0 at 51): the
/// arranged views' own hugging does not hold the stack, so a stack of 251-hugging labels
/// stretches before a 251-hugging sibling does, and before anything hugging above 51.
/// Below anything a document uses in practice: gaps of
/// the equal-spacing distributions stay tight when nothing stretches the stack; a view
/// without an intrinsic size or a saved frame across the axis collapses (one with a saved
/// frame keeps it, at 52); in a stack stretched across
/// its axis, first-baseline content sits at the bottom and last-baseline content at the
/// top; with the fill distribution, views of equal hugging stretch in
/// arranged order (the first one first), as UIStackView resizes "based on their index".
enum StackPriority {
    static let spanningFit = 51.0
    /// A view with no intrinsic size across the axis keeps its saved size there just above
    /// the stack's own hugging (Pocket Casts' empty 60 pt spacer in a top-aligned row of
    /// 24 pt buttons, which nothing else sizes, stays 60 high, not 24).
    static let savedSize = 52.0
    /// Equal centre distances give way to every view's hugging and compression resistance:
    /// UIKit's header has an equal-centering stack fit its views to their intrinsic sizes
    /// when possible and squeeze them by compression resistance, its spacing kept as the
    /// least, when they do not fit. An apple-picking game's iPad column of Xcode 10.1, a
    /// 945 pt tree image over a 220 pt keyboard and two labels in 814 pt, was saved with
    /// the image 490 high and no gaps, where required centres shrank it to 231.
    static let equalCentering = 149.0
    static let fitting = 2.0
    /// UIKit's priority for a multi-line label's share of a row (rdar://39275811: "label.width
    /// = 0.5 * stackView.width @ 759").
    static let textWidthDisambiguation = 759.0
    static let suppression = 1.0
    static func tieBreak(_ index: Int) -> Double { 3 + Double(min(index, 900)) / 1000 }
}

/// ` @250` for an optional priority, nothing for a required one.
private func priorityText(_ p: Double) -> String {
    p < 1000 ? " @\(formatNumber(p))" : ""
}

extension CompiledLayout {
    /// One stack view with UIStackView's semantics.
    func addStack(_ s: Int) {
        // Fields read in place: a copy of the whole node retains a dozen references.
        let a = geometry.nodes[s].attributes
        let axis = a.axis ?? .horizontal
        let horizontal = axis == .horizontal
        let distribution = a.distribution ?? .fill
        let spacing = a.spacing ?? 0
        var alignment = a.alignment ?? .fill
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) {
            warnings.append(
                Diagnostic(
                    path: path, location: geometry.nodes[s].location, severity: .warning,
                    message:
                        "stack '\(geometry.nodes[s].id)': \(alignment.rawValue) alignment applies to horizontal stacks only; UIKit uses fill",
                    rule: .stackAlignment))
            alignment = .fill
        }
        let baselineRelative = (a.baselineRelative ?? false) && !horizontal
        let inMargins = a.marginsRelative ?? false
        let edge: (LayoutAttribute) -> LayoutAttribute = { inMargins ? $0.marginVariant : $0 }

        let start: LayoutAttribute = horizontal ? .leading : .top
        let end: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        let center: LayoutAttribute = horizontal ? .centerX : .centerY
        let crossStart: LayoutAttribute = horizontal ? .top : .leading
        let crossEnd: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossSize: LayoutAttribute = horizontal ? .height : .width
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX

        let arranged = geometry.arranged(s)
        let views = arranged.filter { !geometry.isHidden($0) }
        let spacingText = formatNumber(spacing)

        // Along the axis.
        if views.isEmpty {
            relate(s, .fitting, s, size, .equal, nil, size, constant: 0, priority: StackPriority.fitting)
        } else {
            relate(s, .canvas, views[0], start, .equal, s, edge(start))
            relate(s, .canvas, views[views.count - 1], end, .equal, s, edge(end))
            let tight = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
            for (p, v) in zip(views, views.dropFirst()) {
                if baselineRelative {
                    relate(
                        s, .spacing, v, .firstBaseline, tight ? .equal : .greaterThanOrEqual, p, .lastBaseline,
                        constant: spacing)
                } else {
                    relate(s, .spacing, v, start, tight ? .equal : .greaterThanOrEqual, p, end, constant: spacing)
                }
            }
            if distribution != .fillEqually && distribution != .fillProportionally {
                // (A custom class's view is left to `CompiledLayout+CustomViews`, which gives
                // it its saved size as an intrinsic one where nothing else sizes it.)
                for v in views where geometry.nodes[v].element == .view && geometry.nodes[v].customClass == nil {
                    guard geometry.intrinsicSize(of: v, horizontal: horizontal) == nil,
                        let saved = geometry.nodes[v].designSize.map({ horizontal ? $0.width : $0.height })
                    else { continue }
                    // As across the axis: Interface Builder's canvas leaves a view nothing
                    // sizes at the size it was given.
                    relate(
                        s, .ambiguitySuppression, v, size, .equal, nil, size, constant: saved,
                        priority: StackPriority.suppression)
                }
            }
            switch distribution {
            case .fill:
                for (k, v) in views.enumerated() {
                    if let intrinsic = geometry.intrinsicSize(of: v, horizontal: horizontal) {
                        relate(
                            s, .tieBreak, v, size, .equal, nil, size, constant: intrinsic,
                            priority: StackPriority.tieBreak(k))
                    }
                }
                if horizontal && alignment != .fill {
                    // UIStackView gives a multi-line label, whose height its width decides, an
                    // equal share of the row (`UISV-text-width-disambiguation`) above the
                    // views' hugging and compression resistance: a library's cells of Xcode
                    // 9.2, "Publisher:" and an empty wrapping label in a top-aligned row of
                    // 374 pt with 5 of spacing, saved 184.67 and 184.33 wide, where the fill
                    // distribution alone stretches one of them.
                    let n = Double(views.count)
                    for v in views where geometry.nodes[v].isMultilineLabel {
                        relate(
                            s, .textWidthDisambiguation, v, .width, .equal, s, .width, multiplier: 1 / n,
                            constant: -spacing * (n - 1) / n, priority: StackPriority.textWidthDisambiguation)
                    }
                }
            case .fillEqually:
                for v in views.dropFirst() { relate(s, .fillEqually, v, size, .equal, views[0], size) }
            case .fillProportionally:
                // UIStackView's `UISV-fill-proportionally`: each arranged view is its share of
                // the stack's size, its weight over the sum of the weights and the spacing. The
                // spacing is thus counted twice, so the shares cannot all hold; they are weaker
                // by index (999, 998, …) and the last gives way (rdar://34595752). A view's
                // weight is the size it has, where Xcode saved one (a storyboard's views have
                // it when the stack first lays them out), else its intrinsic size: ArcGIS's
                // two 12 pt labels (14.5 high) in a 120 pt stack saved 60 and 52, where
                // intrinsic weights give 47 and 65; FloatingPanel's stacks of stacks the same.
                // Below required, a view's own size constraint wins (Pocket Casts' player: an
                // 80×80 play button between two skip buttons that share the rest).
                let weights = views.map { v in
                    savedLength(of: v, horizontal: horizontal) ?? geometry.intrinsicSize(of: v, horizontal: horizontal)
                }
                let total = weights.reduce(0) { $0 + max(0, $1 ?? 0) } + spacing * Double(views.count - 1)
                // A stack that arranges its views within its margins shares out the length
                // between them (a weather app's location button, 22 of a 359 pt row with
                // 8 and 30 pt margins, saved 22 wide where a share of the whole row is 24.6).
                if total > 0 {
                    for (k, (v, w)) in zip(views, weights).enumerated() {
                        guard let w, w > 0 else { continue }
                        let priority = max(1, 999 - Double(k))
                        guard inMargins else {
                            relate(
                                s, .fillProportionally, v, size, .equal, s, size, multiplier: w / total,
                                priority: priority)
                            continue
                        }
                        let length = anchor(s, s, edge(end)) - anchor(s, s, edge(start))
                        let id = geometry.nodes[v].id
                        let stack = geometry.nodes[s].id
                        addStackConstraint(
                            s, .fillProportionally, anchor(s, v, size), .equal, (w / total) * length,
                            priority: priority,
                            text(
                                "\(id).\(size) = \(formatNumber(w / total)) × (\(stack).\(edge(end)) - \(stack).\(edge(start)))\(priorityText(priority))"
                            ))
                    }
                }
            case .equalSpacing, .equalCentering:
                // Gaps (or center distances) all equal the first; as tight as the spacing
                // allows when nothing stretches the stack. Equal gaps hold whatever the views
                // need; equal centres give way to the views' own sizes (`StackPriority`).
                let centers = distribution == .equalCentering
                func distance(_ k: Int) -> Expression {
                    let (p, v) = (views[k], views[k + 1])
                    return centers
                        ? anchor(s, v, center) - anchor(s, p, center) : anchor(s, v, start) - anchor(s, p, end)
                }
                func gapText(_ k: Int) -> String {
                    let (p, v) = (geometry.nodes[views[k]].id, geometry.nodes[views[k + 1]].id)
                    return centers ? "\(v).\(center) - \(p).\(center)" : "\(v).\(start) - \(p).\(end)"
                }
                let role: ConstraintRole = centers ? .equalCentering : .equalSpacing
                if views.count > 1 {
                    let priority = centers ? StackPriority.equalCentering : 1000
                    for k in 1..<(views.count - 1) {
                        addStackConstraint(
                            s, role, distance(k), .equal, distance(0), priority: priority,
                            text("\(gapText(k)) = \(gapText(0))\(priorityText(priority))"))
                    }
                    for k in 0..<(views.count - 1) {
                        let gap = anchor(s, views[k + 1], start) - anchor(s, views[k], end)
                        addStackConstraint(
                            s, .fitting, gap, .equal, Expression(constant: spacing),
                            priority: StackPriority.fitting,
                            text(
                                "\(geometry.nodes[views[k + 1]].id).\(start) - \(geometry.nodes[views[k]].id).\(end) = \(spacingText)\(priorityText(StackPriority.fitting))"
                            ))
                    }
                }
            }
        }
        // Hidden arranged views take no space.
        for v in arranged where geometry.isHidden(v) {
            relate(s, .hiding, v, size, .equal, nil, size, constant: 0)
            relate(s, .hiding, v, start, .equal, s, edge(start))
        }

        // Across the axis. A hidden view is aligned but spans nothing: a taller one does not
        // make the stack taller (a video call's caller row of Xcode 12.5, its hidden 60 pt
        // avatar beside 48.5 pt of text, was saved 48.5 high).
        let reference = views.first
        for v in arranged {
            let spans = !geometry.isHidden(v)
            switch alignment {
            case .fill:
                relate(s, .alignment, v, crossStart, .equal, s, edge(crossStart))
                relate(s, .alignment, v, crossEnd, .equal, s, edge(crossEnd))
            case .leading, .top:
                relate(s, .alignment, v, crossStart, .equal, s, edge(crossStart))
                if spans { relate(s, .spanning, v, crossEnd, .lessThanOrEqual, s, edge(crossEnd)) }
            case .trailing, .bottom:
                relate(s, .alignment, v, crossEnd, .equal, s, edge(crossEnd))
                if spans { relate(s, .spanning, v, crossStart, .greaterThanOrEqual, s, edge(crossStart)) }
            case .center:
                relate(s, .alignment, v, crossCenter, .equal, s, edge(crossCenter))
                if spans { relate(s, .spanning, v, crossStart, .greaterThanOrEqual, s, edge(crossStart)) }
            case .firstBaseline, .lastBaseline:
                let firstBaseline = alignment == .firstBaseline
                let baseline: LayoutAttribute = firstBaseline ? .firstBaseline : .lastBaseline
                if let reference, v != reference, !geometry.isHidden(v) {
                    relate(s, .alignment, v, baseline, .equal, reference, baseline)
                } else if geometry.isHidden(v) {
                    relate(s, .alignment, v, crossStart, .equal, s, edge(crossStart))
                }
                // On the baseline's side (the top for the first baseline) UIKit bounds only
                // the first arranged view, so a taller one after it reaches past the stack
                // (rdar://32291130): Xcode saved WooCommerce's button 4.5 pt above its stack
                // and ArcGIS's text field 7 pt. Every view stays inside on the other side.
                let (near, far) = firstBaseline ? (crossStart, crossEnd) : (crossEnd, crossStart)
                let (inside, outside): (ConstraintRelation, ConstraintRelation) =
                    firstBaseline ? (.greaterThanOrEqual, .lessThanOrEqual) : (.lessThanOrEqual, .greaterThanOrEqual)
                if v == reference || geometry.isHidden(v) {
                    relate(s, .spanning, v, near, inside, s, edge(near))
                }
                relate(s, .spanning, v, far, outside, s, edge(far))
            }
            if alignment != .fill, geometry.nodes[v].element == .view,
                geometry.intrinsicSize(of: v, horizontal: !horizontal) == nil
            {
                // UIStackView collapses such a view when nothing else sizes it across the
                // axis; Interface Builder's canvas leaves it at the size it was given (a
                // dropped view's 240 pt, say), so a view with a saved frame keeps that,
                // over the stack's hugging of its content.
                let saved = geometry.nodes[v].designSize.map { horizontal ? $0.height : $0.width }
                relate(
                    s, .ambiguitySuppression, v, crossSize, .equal, nil, crossSize, constant: saved ?? 0,
                    priority: saved == nil ? StackPriority.suppression : StackPriority.savedSize)
            }
        }
        if alignment != .fill {
            // Hug the content across the axis; baseline-aligned content sits at the top.
            relate(
                s, .fitting, s, crossSize, .equal, nil, crossSize, constant: 0,
                priority: StackPriority.spanningFit)
            if alignment == .firstBaseline || alignment == .lastBaseline {
                // Stretched across the axis, first-baseline content sits on the far side
                // (WooCommerce's ledger totals: 17 pt down a 37.5 pt stack), last-baseline
                // content on the near one; each view leans there, so the furthest one
                // touches the edge.
                let far = alignment == .firstBaseline ? crossEnd : crossStart
                for v in geometry.visibleArranged(s) {
                    relate(s, .fitting, v, far, .equal, s, edge(far), priority: StackPriority.suppression)
                }
            }
        }
    }

    /// The length of view `n`'s alignment rectangle along an axis where Interface Builder
    /// saved its frame: the frame less the alignment insets (a switch's 51 pt frame is a
    /// 49 pt rectangle).
    private func savedLength(of n: Int, horizontal: Bool) -> Double? {
        guard let size = geometry.nodes[n].designSize else { return nil }
        let a = geometry.nodes[n].alignmentInsets ?? EdgeInsets.zero
        return horizontal ? size.width - a.leading - a.trailing : size.height - a.top - a.bottom
    }

    /// The expression of an attribute of stack `s` or one of its arranged views, in the
    /// stack's coordinates (mirrored in right-to-left).
    private func anchor(_ s: Int, _ n: Int, _ attribute: LayoutAttribute) -> Expression {
        geometry.expression(attribute, of: n, in: s, mirrored: environment.direction == .rightToLeft)
    }

    /// `a.attribute (relation) multiplier × b.attribute + constant`, generated by stack `s`.
    private func relate(
        _ s: Int, _ role: ConstraintRole, _ a: Int, _ aa: LayoutAttribute, _ relation: ConstraintRelation,
        _ b: Int?, _ ba: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000
    ) {
        var rhs = Expression(constant: constant)
        if let b { rhs = rhs + multiplier * anchor(s, b, ba) }
        addStackConstraint(
            s, role, anchor(s, a, aa), relation.engineRelation, rhs, priority: priority,
            .equation(
                equation(
                    a, aa, relation, b, ba, multiplier: multiplier, constant: constant,
                    priority: priority)))
    }

    private func addStackConstraint(
        _ s: Int, _ role: ConstraintRole, _ lhs: Expression, _ relation: Relation,
        _ rhs: Expression, priority: Double, _ formula: ConstraintOrigin.Formula
    ) {
        add(
            lhs, relation, rhs, priority: priority,
            .generated(source: .stack, role: role, owner: Int32(s), formula: formula))
    }

    /// An equation kept as written (one with no `GeneratedEquation` form).
    private func text(_ equation: String) -> ConstraintOrigin.Formula {
        texts.append(equation)
        return .text(Int32(texts.count - 1))
    }
}
