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

    /// The graph's update is done: the host negotiates its size in the frame's negotiation phase (after
    /// every update), or now when no application shows it.
    package func viewGraphDidUpdate(_ graph: ViewGraph) {
        if let application { application.setNeedsSizeNegotiation(self) } else { negotiateSizes() }
    }

    package func viewGraph(_ graph: ViewGraph, didDamage rect: Rect) {
        setNeedsDisplay(rect)
    }
}

extension HostWidget: FrameSizeNegotiating {
    /// The negotiation phase: tells the containers when the content's size changed (their layout follows
    /// in the same frame), else re-places the content that changed.
    package func negotiateSizes() {
        negotiateSize()
        if graph.needsLayout && !needsLayout { placeContent() }
    }
}

extension HostWidget: FrameSubjectDescribing {
    /// `HostWidget<Content> "label"`: the host's content type and accessibility label.
    package var frameSubject: String {
        "HostWidget<\(Content.self)>" + (accessibilityLabel.map { " \"\($0)\"" } ?? "")
    }
}
