extension VisualFormat {
    /// The constraints the format means, as UIKit creates them, in format order (the
    /// superview connection, then each view's predicates and the connection after it,
    /// then the alignment options), with ids `id.1`, `id.2`, …
    ///
    /// - `-` between views is the standard spacing (`standard`, 8 pt); against the
    ///   superview it is 0 to the superview's margin (`|-[v]` is `v.leading =
    ///   superview.leadingMargin`); an explicit spacing to the superview is to its edge.
    /// - `H:` formats use leading/trailing (left/right, or right to left, with a
    ///   direction option); `V:` formats top/bottom.
    /// - A view's predicates size it along the format's axis: `[b(>=50)]` is
    ///   `b.width >= 50`, `[a(==b)]` is `a.width = b.width`.
    /// - Names in predicates are metrics when `metrics` has them, views otherwise (on a
    ///   view) or an error (on a connection: spacings are numbers or metrics).
    ///
    /// `location` is where the format's first character is in the file; every
    /// constraint and item reference then points at its own column.
    public func constraints(
        id: String, options: VisualFormatOptions = .init(), metrics: [String: Double] = [:],
        at location: SourceLocation = .unknown
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let axis = Axis(orientation, options.direction)
        func at(_ offset: Int) -> SourceLocation {
            location == .unknown ? .unknown : SourceLocation(line: location.line, column: location.column + offset)
        }
        var result: [LayoutConstraint] = []
        func add(
            _ first: ItemReference, _ relation: ConstraintRelation, _ second: ItemReference?,
            _ constant: ConstantValue, _ priority: Double, _ offset: Int
        ) {
            var c = LayoutConstraint(
                id: "\(id).\(result.count + 1)", first: first, relation: relation, second: second,
                constant: constant, priority: priority, location: at(offset))
            c.attributeLocations = [:]
            result.append(c)
        }
        func value(_ object: Object, _ offset: Int, what: String) throws(VisualFormatError) -> Double {
            switch object {
            case .number(let n): return n
            case .name(let name):
                guard let v = metrics[name] else {
                    throw VisualFormatError("unknown metric '\(name)' for \(what)", rule: .vflMetric, at: offset)
                }
                return v
            }
        }
        func priority(_ p: Predicate) throws(VisualFormatError) -> Double {
            guard let object = p.priority else { return 1000 }
            let v = try value(object, p.priorityOffset, what: "a priority")
            guard (1...1000).contains(v) else {
                throw VisualFormatError(
                    "priority \(formatNumber(v)) is outside 1…1000", rule: .priorityRange,
                    at: p.priorityOffset)
            }
            return v
        }

        /// An edge: the superview's (at the `|`) or a view's.
        typealias Edge = (item: String, attribute: LayoutAttribute, offset: Int)
        /// `earlier` and `later` in reading order; the space between them is `later -
        /// earlier`, or `earlier - later` when the format runs right to left.
        func space(_ earlier: Edge, _ later: Edge, _ connection: Connection) throws(VisualFormatError) {
            let touchesSuperview = earlier.item == ItemReference.superview || later.item == ItemReference.superview
            func emit(_ e: Edge, _ l: Edge, _ relation: ConstraintRelation, _ constant: ConstantValue, _ p: Double) {
                let a = ItemReference(item: e.item, attribute: e.attribute, location: at(e.offset))
                let b = ItemReference(item: l.item, attribute: l.attribute, location: at(l.offset))
                if axis.reversed {
                    add(a, relation, b, constant, p, connection.offset)
                } else {
                    add(b, relation, a, constant, p, connection.offset)
                }
            }
            switch connection.spacing {
            case .flush:
                emit(earlier, later, .equal, .points(0), 1000)
            case .standard where touchesSuperview:
                // 0 to the superview's margin.
                func margin(_ edge: Edge) -> Edge {
                    edge.item == ItemReference.superview ? (edge.item, edge.attribute.marginVariant, edge.offset) : edge
                }
                emit(margin(earlier), margin(later), .equal, .points(0), 1000)
            case .standard:
                emit(earlier, later, .equal, .standard, 1000)
            case .predicates(let list):
                for p in list {
                    let constant = try value(p.object, p.objectOffset, what: "a spacing")
                    emit(earlier, later, p.relation, .points(constant), try priority(p))
                }
            }
        }

        let superviewStart = superviewOffsets.leading ?? 0
        if let c = leadingSuperview {
            try space(
                (ItemReference.superview, axis.start, superviewStart), (views[0].name, axis.start, views[0].nameOffset),
                c)
        }
        for (k, view) in views.enumerated() {
            for p in view.predicates {
                let first = ItemReference(item: view.name, attribute: axis.size, location: at(view.nameOffset))
                let pr = try priority(p)
                if case .name(let name) = p.object, metrics[name] == nil {
                    add(
                        first, p.relation,
                        ItemReference(item: name, attribute: axis.size, location: at(p.objectOffset)),
                        .points(0), pr, p.offset)
                } else {
                    add(
                        first, p.relation, nil, .points(try value(p.object, p.objectOffset, what: "a size")), pr,
                        p.offset)
                }
            }
            if k < connections.count {
                let next = views[k + 1]
                try space(
                    (view.name, axis.end, view.nameOffset), (next.name, axis.start, next.nameOffset), connections[k])
            }
        }
        if let c = trailingSuperview, let last = views.last {
            try space(
                (last.name, axis.end, last.nameOffset),
                (ItemReference.superview, axis.end, superviewOffsets.trailing ?? 0), c)
        }
        for attribute in options.alignments {
            guard axis.allowsAlignment(attribute) else {
                let name = VisualFormatOptions.alignmentNames.first { $0.value == attribute }?.key ?? attribute.rawValue
                throw VisualFormatError(
                    "option '\(name)' aligns views along the format's own axis (\(orientation.rawValue):); alignment options must be across it",
                    rule: .vflOption, at: options.alignments.firstIndex(of: attribute) ?? 0)
            }
            for (previous, view) in zip(views, views.dropFirst()) {
                add(
                    ItemReference(item: view.name, attribute: attribute, location: at(view.nameOffset)), .equal,
                    ItemReference(item: previous.name, attribute: attribute, location: at(previous.nameOffset)),
                    .points(0), 1000, view.offset)
            }
        }
        return result
    }

    /// The attributes a format's axis and direction use.
    private struct Axis {
        var start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute
        var reversed = false
        let vertical: Bool

        init(_ orientation: Orientation, _ direction: VisualFormatOptions.Direction) {
            vertical = orientation == .vertical
            switch (orientation, direction) {
            case (.vertical, _): (start, end, size) = (.top, .bottom, .height)
            case (.horizontal, .leadingToTrailing): (start, end, size) = (.leading, .trailing, .width)
            case (.horizontal, .leftToRight): (start, end, size) = (.left, .right, .width)
            case (.horizontal, .rightToLeft): (start, end, size, reversed) = (.right, .left, .width, true)
            }
        }

        func allowsAlignment(_ a: LayoutAttribute) -> Bool {
            let acrossVertical: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .centerX]
            let acrossHorizontal: Set<LayoutAttribute> = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
            return vertical ? acrossVertical.contains(a) : acrossHorizontal.contains(a)
        }
    }
}
