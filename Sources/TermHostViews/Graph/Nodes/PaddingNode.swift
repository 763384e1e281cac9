import TermHostCore

/// The node of `.padding`: proposes the offer minus the insets, and adds them to the content's size.
@MainActor
final class PaddingNode: ModifierNode {
    /// The insets as written (in the environment's ``LengthUnit``).
    private var written = EdgeInsets.zero
    /// The insets in cells.
    private var insets = EdgeInsets.zero

    override func apply(_ modifier: any ViewModifier) {
        guard let padding = modifier as? PaddingModifier, padding.insets != written else { return }
        written = padding.insets
        resolveInsets()
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        resolveInsets()
    }

    /// Converts the written insets with the environment's unit (``LengthUnit``'s rule).
    private func resolveInsets() {
        let resolved = environment.lengthUnit.cells(written)
        guard resolved != insets else { return }
        insets = resolved
        invalidateLayout()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        contentSize(proposal.inset(by: insets)).outset(by: insets)
    }

    override func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        (bounds.inset(by: insets), proposal.inset(by: insets))
    }
}

extension PaddingModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        PaddingNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
