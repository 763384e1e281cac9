import TermHostCore

/// The stack rule for nodes that arrange a few of their own children in a row or column (a control's
/// label, a picker's options, a scroll view's content, the root's views): ``StackRule`` over those
/// nodes, so there is one implementation of the rule.
@MainActor
struct ChildStack {
    var axis: Axis
    /// Where children thinner than the stack go across it.
    var placement: AxisPlacement
    var spacing: Int

    /// A column with no spacing, centred: the implicit stack of several views.
    static let column = ChildStack(axis: .vertical, placement: .center, spacing: 0)

    private var rule: StackRule {
        let horizontal: HorizontalAlignment, vertical: VerticalAlignment
        switch placement {
        case .start: (horizontal, vertical) = (.leading, .top)
        case .center: (horizontal, vertical) = (.center, .center)
        case .end: (horizontal, vertical) = (.trailing, .bottom)
        }
        return StackRule(axis: axis, alignment: axis == .vertical ? horizontal.key : vertical.key, spacing: spacing)
    }

    /// The stack's size for `proposal`.
    func size(of children: [ViewNode], proposal: ProposedViewSize) -> Size {
        rule.sizeThatFits(proposal, subviews: LayoutSubviews(children))
    }

    /// Places the children one after another inside `rect`, sized for `proposal` (the rectangle's size when not given).
    func place(_ children: [ViewNode], in rect: Rect, proposal: ProposedViewSize? = nil) {
        rule.placeSubviews(in: rect, proposal: proposal ?? ProposedViewSize(rect.size), subviews: LayoutSubviews(children))
    }

    /// The children's explicit value of a propagating guide, as the stack places them.
    func explicitGuide(_ key: AlignmentKey, of children: [ViewNode], proposal: ProposedViewSize) -> Double? {
        guard key.propagates, !children.isEmpty else { return nil }
        let recorder = PlacementRecorder()
        let bounds = Rect(origin: .zero, size: size(of: children, proposal: proposal))
        rule.placeSubviews(in: bounds, proposal: proposal, subviews: LayoutSubviews(children).recording(into: recorder))
        return recorder.merge(key)
    }
}
