import TermHostCore

/// The node of a view with a primitive layout modifier: it has a frame of its own and one content
/// (a modifier on a list applies to each member, so the content is one view; only a custom view
/// whose body lists several views gives several, laid out as a column).
///
/// Subclasses take the modifier in ``apply(_:)``, answer their size in ``computeSize(_:)`` and say
/// where the content goes in ``contentPlacement(in:proposal:)``; placement and the alignment guides
/// the node passes on to its parent follow from that one answer.
@MainActor
class ModifierNode: ViewNode {
    override func update(with view: any View) {
        guard let modified = view as? AnyModifiedContent else { return }
        apply(modified.anyModifier)
        reconcile([(key: AnyHashable(0), view: modified.anyContent)])
    }

    /// Takes the modifier's (possibly new) values; invalidate layout or display when they changed.
    func apply(_ modifier: any ViewModifier) {}

    /// The modified content, as one layout unit.
    var content: ContentUnit { ContentUnit(layoutChildren) }

    /// The content's size for `proposal`.
    func contentSize(_ proposal: ProposedViewSize) -> Size {
        content.measure(proposal)
    }

    /// Where the content goes when the node is placed in `bounds` for `proposal`, and the proposal it
    /// gets. The default: the content fills the node, with the node's proposal.
    func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        (bounds, proposal)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size { contentSize(proposal) }

    override func placeChildren(in rect: Rect) {
        let placement = contentPlacement(in: rect, proposal: placedProposal)
        content.place(in: placement.rect, proposal: placement.proposal)
    }

    /// The content's guides, moved by where the content sits in the node.
    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        let bounds = Rect(origin: .zero, size: measure(proposal))
        let placement = contentPlacement(in: bounds, proposal: proposal)
        guard let value = content.explicitGuide(key, proposal: placement.proposal) else { return nil }
        return value + Double(placement.rect.origin.coordinate(along: key.axis))
    }

    override var layoutPriority: Double { content.single?.layoutPriority ?? 0 }

    override func layoutValue<Key: LayoutValueKey>(for key: Key.Type) -> Key.Value? {
        content.single?.layoutValue(for: key)
    }

    override func computeSpacing() -> ViewSpacing { content.single?.viewSpacing ?? ViewSpacing() }

    override var ignoresSafeArea: Bool {
        layoutChildren.contains { $0.ignoresSafeArea }
    }
}

/// The content of a modifier, a layer or a control's label as one unit of layout: its one node, or
/// several laid out as a column.
@MainActor
struct ContentUnit {
    let nodes: [ViewNode]

    init(_ nodes: [ViewNode]) {
        self.nodes = nodes
    }

    /// The node when there is exactly one.
    var single: ViewNode? { nodes.count == 1 ? nodes[0] : nil }

    func measure(_ proposal: ProposedViewSize) -> Size {
        single?.measure(proposal) ?? ChildStack.column.size(of: nodes, proposal: proposal)
    }

    func place(in rect: Rect, proposal: ProposedViewSize) {
        if let single {
            single.place(in: rect, proposal: proposal)
        } else {
            ChildStack.column.place(nodes, in: rect, proposal: proposal)
        }
    }

    func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        if let single { return single.guide(key, proposal: proposal) }
        return ChildStack.column.explicitGuide(key, of: nodes, proposal: proposal)
    }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: measure(proposal)) { key in explicitGuide(key, proposal: proposal) }
    }
}

/// The node of a view with a primitive modifier that does not take part in layout (environment,
/// lifecycle, events): it is transparent, its content is laid out by the node's parent.
@MainActor
class TransparentModifierNode: ViewNode {
    override var isTransparent: Bool { true }

    override func update(with view: any View) {
        guard let modified = view as? AnyModifiedContent else { return }
        apply(modified.anyModifier)
        reconcile([(key: AnyHashable(0), view: modified.anyContent)])
    }

    /// Takes the modifier's (possibly new) values.
    func apply(_ modifier: any ViewModifier) {}
}

extension ProposedViewSize {
    /// The proposal shrunk by `insets` (never below zero; `nil` stays `nil`).
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: width.map { max(0, $0 - insets.horizontal) },
                         height: height.map { max(0, $0 - insets.vertical) })
    }
}

extension Size {
    /// The size grown by `insets`.
    func outset(by insets: EdgeInsets) -> Size {
        Size(width: width + insets.horizontal, height: height + insets.vertical)
    }
}
