import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// What the view graph asks of the host: updates, the end of an update, damage, and where it is.
extension HostWidget: ViewGraphHost {
    /// The responder after the graph's root: the host.
    public var graphNextResponder: Responder? { self }

    /// The host's origin in its window, where the graph's coordinates start.
    public var graphOriginOnScreen: Point { originInWindow }

    package func viewGraphNeedsUpdate(_ graph: ViewGraph) {
        application?.setNeedsUpdate(graph)
    }

    package func viewGraphDidUpdate(_ graph: ViewGraph) {
        negotiateSize()
        if graph.needsLayout && !needsLayout { placeContent() }
    }

    package func viewGraph(_ graph: ViewGraph, didDamage rect: Rect) {
        setNeedsDisplay(rect)
    }
}
