import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// A presentation made by a hosted component (`.sheet`, `.alert` ... inside a ``HostWidget``): a
/// transparent, modal layer over the whole window that shows the presentation's graph. While it is
/// up, focus and the mouse stay inside it (the window's modal subview) and Esc dismisses it; the
/// screen below stays drawn. Presentations made inside it go on further layers on top.
@MainActor
final class PresentedLayerWidget: Widget, ViewGraphHost, ViewGraphPresenting {
    private let presentation: Presentation

    private init(presentation: Presentation) {
        self.presentation = presentation
        super.init(frame: .zero)
        accessibilityViewIsModal = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presentation.graph.host = self
    }

    /// Shows `presentation` in a new layer on top of `window`.
    static func show(_ presentation: Presentation, in window: Window) {
        let layer = PresentedLayerWidget(presentation: presentation)
        layer.frame = window.bounds
        presentation.teardown = { [weak layer] in layer?.removeFromSuperview() }
        window.addSubview(layer)
        window.application?.setNeedsUpdate(presentation.graph)
    }

    private var graph: ViewGraph { presentation.graph }

    public override var application: Application? { window?.application }

    override func layoutSubviews() {
        _ = graph.sizeThatFits(ProposedViewSize(bounds.size))
        graph.place(in: bounds)
    }

    override func draw(in canvas: Canvas) {
        graph.draw(in: canvas)
    }

    override func eventResponder(at point: Point) -> Responder {
        graph.responder(at: point) ?? self
    }

    override var focusChildren: [Responder] { [graph.rootResponder] }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard PresentationKeyMap.dismisses(event) else { return false }
        presentation.escapePressed()
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool { true }

    // MARK: ViewGraphHost

    var graphNextResponder: Responder? { self }
    var graphOriginOnScreen: Point { originInWindow }

    func viewGraphNeedsUpdate(_ graph: ViewGraph) {
        application?.setNeedsUpdate(graph)
    }

    func viewGraphDidUpdate(_ graph: ViewGraph) {
        if graph.needsLayout { setNeedsLayout() }
    }

    func viewGraph(_ graph: ViewGraph, didDamage rect: Rect) {
        setNeedsDisplay(rect)
    }

    // MARK: ViewGraphPresenting

    func present(_ presentation: Presentation) {
        guard let window else { return }
        PresentedLayerWidget.show(presentation, in: window)
    }
}
