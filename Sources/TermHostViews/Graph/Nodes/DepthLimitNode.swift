import TermHostCore

/// Stands in for a view nested deeper than ``ViewGraph/maximumDepth``: its body is never evaluated,
/// so no deeper node is made; it draws ``TreeDepthLimit/placeholder`` and the graph reports the cut
/// once (a recursive view that never ends would otherwise overflow the stack).
@MainActor
final class DepthLimitNode: ViewNode {
    override var drawsContent: Bool { true }
    override var sizeIgnoresChildren: Bool { true }

    override func didMount() {
        let message = TreeDepthLimit.diagnostic(kind: "views", limit: ViewGraph.maximumDepth)
        graph.enqueue { [weak self] in
            guard let self, self.isMounted else { return }
            self.graph.root.services.reportOnce(message, through: self)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: TextWidth.of(TreeDepthLimit.placeholder), height: 1)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        canvas.drawText(TreeDepthLimit.placeholder, at: .zero, style: textStyle)
    }
}

extension ViewGraph {
    /// How many nodes deep a graph goes: a view whose node would be deeper is shown as a
    /// ``DepthLimitNode``. Every view makes at least one node (a modifier, a stack, a custom view each
    /// one), so this is a few hundred levels of views.
    /// Measured in a debug build, the deepest recursion (evaluating bodies and mounting as nodes are
    /// made, then measuring) takes about 2.2 KiB of stack per node: a graph at the limit takes 2.2 MiB,
    /// a quarter of the main thread's 8 MiB stack.
    static let maximumDepth = 1_000
}
