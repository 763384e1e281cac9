import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// One widget's subtree of constraints, copied into a ``FittingSolver`` to answer fitting-size questions
/// (see `Widget+Fitting.swift` for what the subtree holds). Make one per question, or per batch of
/// questions about the same widget (a stack asks four to learn how an arranged subview stretches).
@MainActor
struct SubtreeFitting {
    /// A widget whose length follows its content (its height measured again at its solved width).
    private struct Measured {
        let widget: Widget
        let anchors: LayoutAnchors
        var height: ContentLength?
        var measuredWidth: Int?
    }

    private let root: Widget
    private let solver = FittingSolver()
    private var measured: [Measured] = []

    /// Whether any widget of the subtree takes part in constraints (beyond its own layout guides').
    static func hasSizingConstraints(in root: Widget) -> Bool {
        var found = false
        visit(root, origin: .zero, depth: 0, isRoot: true) { widget, _, _ in
            guard !found, let state = widget.constraintStorage else { return }
            found = state.layoutAnchors.constraints.contains { !$0.isGuideDefinition }
                || state.allGuides.contains { guide in guide.layoutAnchors.constraints.contains { !$0.isGuideDefinition } }
        }
        return found
    }

    /// Copies the subtree of `root` into a solver.
    init(root: Widget) {
        self.root = root
        var constraints: [Constraint] = []
        var seen: Set<ObjectIdentifier> = []
        Self.visit(root, origin: .zero, depth: 0, isRoot: true) { widget, origin, isRoot in
            guard let state = widget.constraintStorage else { return }
            let anchors = state.layoutAnchors
            if isRoot {
                solver.addRoot(anchors)
                addContent(of: widget, anchors: anchors)
            } else if widget.isLaidOutByEngine {
                solver.addItem(anchors)
                addContent(of: widget, anchors: anchors)
            } else {
                solver.addPinnedItem(anchors, frame: Rect(origin: origin, size: widget.frame.size))
            }
            for guide in state.allGuides { solver.addItem(guide.layoutAnchors) }
            for list in [anchors.constraints] + state.allGuides.map(\.layoutAnchors.constraints) {
                for constraint in list where seen.insert(ObjectIdentifier(constraint)).inserted {
                    constraints.append(constraint)
                }
            }
        }
        for constraint in constraints {
            addOutsideItems(of: constraint)
            solver.add(constraint)
        }
    }

    /// The root's size for `target` at the fitting priorities; heights of widgets whose width the
    /// solve changed are measured again at that width (at most three rounds).
    mutating func size(for target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        let anchors = root.layoutAnchors
        var size = solver.solve(root: anchors, target: target, horizontal: horizontal, vertical: vertical)
        for _ in 0..<3 {
            guard remeasureHeights() else { break }
            size = solver.solve(root: anchors, target: target, horizontal: horizontal, vertical: vertical)
        }
        return size
    }

    /// Height for width: returns whether any content height changed.
    private mutating func remeasureHeights() -> Bool {
        var changed = false
        for index in measured.indices {
            guard var height = measured[index].height else { continue }
            let widget = measured[index].widget
            let width = solver.frame(of: measured[index].anchors).width
            guard width != measured[index].measuredWidth else { continue }
            measured[index].measuredWidth = width
            let fitted = max(0, widget.sizeThatFits(Size(width: width, height: Widget.unboundedLength)).height)
            guard fitted != height.length else { continue }
            height.length = fitted
            measured[index].height = height
            solver.setContent(height, axis: .vertical, hugging: widget.contentHuggingPriority(for: .vertical),
                              compression: widget.contentCompressionResistancePriority(for: .vertical), of: measured[index].anchors)
            changed = true
        }
        return changed
    }

    private mutating func addContent(of widget: Widget, anchors: LayoutAnchors) {
        let content = widget.fittingContentSize()
        for (axis, length) in [(LayoutAxis.horizontal, content.width), (.vertical, content.height)] {
            solver.setContent(length, axis: axis, hugging: widget.contentHuggingPriority(for: axis),
                              compression: widget.contentCompressionResistancePriority(for: axis), of: anchors)
        }
        measured.append(Measured(widget: widget, anchors: anchors, height: content.height, measuredWidth: content.width?.length))
    }

    /// A size constraint to a widget outside the subtree keeps that widget: an ancestor at its current
    /// size, another widget at its intrinsic size. Other constraints leaving the subtree are dropped.
    private mutating func addOutsideItems(of constraint: Constraint) {
        let sizes: Set<LayoutAttribute> = [.width, .height]
        guard sizes.contains(constraint.firstAttribute), constraint.secondAttribute.map(sizes.contains) ?? true else { return }
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let widget = item as? Widget, !solver.contains(widget.layoutAnchors) else { continue }
            if root.isDescendant(of: widget) {
                solver.addItem(widget.layoutAnchors, size: widget.frame.size)
            } else {
                solver.addItem(widget.layoutAnchors)
                addContent(of: widget, anchors: widget.layoutAnchors)
            }
        }
    }

    /// How deep below the root ``visit(_:origin:depth:isRoot:_:)`` goes: a bound on the walk, far
    /// deeper than any real widget tree.
    private static let maximumDepth = 1_000

    /// Visits `widget` and the subviews whose frames its subtree decides, with each one's origin in the
    /// root's coordinates. Arranged subviews of a stack are left out: the stack takes part by its own
    /// size, which already holds theirs.
    private static func visit(_ widget: Widget, origin: Point, depth: Int, isRoot: Bool,
                              _ body: (Widget, Point, Bool) -> Void) {
        guard depth < maximumDepth, isRoot || !widget.isArrangedInStack else { return }
        body(widget, origin, isRoot)
        for child in widget.subviews {
            visit(child, origin: origin + child.frame.origin, depth: depth + 1, isRoot: false, body)
        }
    }
}
