/// The node of a view with a primitive layout modifier: it has a frame of its own and one content
/// (several views under one modifier are laid out as a column). Subclasses take the modifier in
/// ``apply(_:)`` and lay the content out; by default the content fills the node.
@MainActor
class ModifierNode: ViewNode {
    override func update(with view: any View) {
        guard let modified = view as? AnyModifiedContent else { return }
        apply(modified.anyModifier)
        reconcile([(key: AnyHashable(0), view: modified.anyContent)])
    }

    /// Takes the modifier's (possibly new) values; invalidate layout or display when they changed.
    func apply(_ modifier: any ViewModifier) {}

    /// The content's size for `proposal`.
    func contentSize(_ proposal: ProposedViewSize) -> Size {
        StackLayout.column.size(of: layoutChildren, proposal: proposal)
    }

    /// Places the content in `rect`.
    func placeContent(in rect: Rect) {
        StackLayout.column.place(layoutChildren, in: rect)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size { contentSize(proposal) }
    override func placeChildren(in rect: Rect) { placeContent(in: rect) }

    override var layoutPriority: Double {
        let content = layoutChildren
        return content.count == 1 ? content[0].layoutPriority : 0
    }

    override var ignoresSafeArea: Bool {
        layoutChildren.contains { $0.ignoresSafeArea }
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
