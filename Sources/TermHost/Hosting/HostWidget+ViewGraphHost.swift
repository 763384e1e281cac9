/// What the view graph asks of the host: updates, the end of an update, damage, and where it is.
extension HostWidget: ViewGraphHost {
    /// The responder after the graph's root: the host.
    public var graphNextResponder: Responder? { self }

    /// The host's origin in its window, where the graph's coordinates start.
    public var graphOriginOnScreen: Point { originInWindow }

    func viewGraphNeedsUpdate(_ graph: ViewGraph) {
        application?.setNeedsUpdate(graph)
    }

    func viewGraphDidUpdate(_ graph: ViewGraph) {
        negotiateSize()
        if graph.needsLayout && !needsLayout { placeContent() }
    }

    func viewGraph(_ graph: ViewGraph, didDamage rect: Rect) {
        setNeedsDisplay(rect)
    }
}
