import TermHostCore

/// Shows a full-screen ``ViewRoot``'s presentations: one layer per presentation, drawn over the
/// content in order, the top one taking focus, keys and the mouse.
@MainActor
final class PresentationStack {
    private(set) var layers: [PresentationLayer] = []

    /// The topmost layer's root responder, while there is one.
    var topResponder: Responder? { layers.last?.graph.rootResponder }

    /// Adds a layer for `presentation` on top, owned by `root`.
    func push(_ presentation: Presentation, root: ViewRoot) {
        let layer = PresentationLayer(presentation: presentation, root: root)
        layers.append(layer)
        presentation.teardown = { [weak self, weak layer, weak root] in
            guard let self, let layer else { return }
            self.layers.removeAll { $0 === layer }
            root?.damageScreen()
        }
        root.damageScreen()
        root.application?.setNeedsUpdate(presentation.graph)
    }

    /// Lays out every layer that needs it, over a screen of `size` (all of them when `force`).
    func layout(in size: Size, force: Bool) {
        for layer in layers where force || layer.graph.needsLayout {
            _ = layer.graph.sizeThatFits(ProposedViewSize(size))
            layer.graph.place(in: Rect(origin: .zero, size: size))
        }
    }

    /// Draws the layers' nodes that intersect `canvas`'s visible area, bottom layer first.
    func draw(in canvas: Canvas) {
        for layer in layers { layer.graph.draw(in: canvas) }
    }

    /// The responder at `point` in the top layer (the layer itself where no node takes events).
    func responder(at point: Point) -> Responder? {
        guard let top = layers.last else { return nil }
        return top.graph.responder(at: point) ?? top
    }
}

/// One presentation shown by a ``ViewRoot``: the host of its graph and the responder after its root
/// node, which takes Esc (when nothing inside used it) and every click that reaches it.
@MainActor
final class PresentationLayer: Responder, ViewGraphHost, ViewGraphPresenting {
    let presentation: Presentation
    private weak var root: ViewRoot?

    var graph: ViewGraph { presentation.graph }

    init(presentation: Presentation, root: ViewRoot) {
        self.presentation = presentation
        self.root = root
        super.init()
        presentation.graph.host = self
    }

    override var next: Responder? { root?.application }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard PresentationKeyMap.dismisses(event) else { return false }
        presentation.escapePressed()
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool { true }

    // MARK: ViewGraphHost

    override var application: Application? { root?.application }
    var graphNextResponder: Responder? { self }
    var graphOriginOnScreen: Point { .zero }

    func viewGraphNeedsUpdate(_ graph: ViewGraph) {
        root?.application?.setNeedsUpdate(graph)
    }

    func viewGraphDidUpdate(_ graph: ViewGraph) {}

    func viewGraph(_ graph: ViewGraph, didDamage rect: Rect) {
        root?.damage(rect)
    }

    // MARK: ViewGraphPresenting

    func present(_ presentation: Presentation) {
        root?.present(presentation)
    }
}
