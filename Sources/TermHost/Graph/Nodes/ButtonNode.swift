/// The node of a `Button`: `[ label ]`, highlighted while focused; Enter, Space or a click press it.
@MainActor
final class ButtonNode: ViewNode {
    private var action: @MainActor () -> Void = {}

    override func update(with view: any View) {
        guard let button = view as? any ButtonProtocol else { return }
        action = button.buttonAction
        reconcile([(key: AnyHashable(0), view: button.buttonLabel)])
    }

    override var canBecomeFocused: Bool { isMounted }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - 4) }, height: proposal.height)
        let label = ColumnLayout(alignment: .leading, spacing: 0).size(of: layoutChildren, proposal: inner)
        return Size(width: label.width + 4, height: max(1, label.height))
    }

    override func placeChildren(in rect: Rect) {
        let inner = Rect(x: rect.minX + 2, y: rect.minY, width: max(0, rect.width - 4), height: rect.height)
        ColumnLayout(alignment: .leading, spacing: 0).place(layoutChildren, in: inner)
    }

    override func draw(in canvas: Canvas) {
        canvas.put("[", at: .zero)
        canvas.put("]", at: Point(x: canvas.size.width - 1, y: 0))
    }

    override func drawOverChildren(in canvas: Canvas) {
        if isFirstResponder {
            canvas.applyStyle(Style(attributes: .reverse), to: canvas.bounds)
        }
    }

    override func didBecomeFocused() { setNeedsDisplay() }
    override func didResignFocus() { setNeedsDisplay() }

    override func handleKey(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.enter, []), (.character(" "), []):
            action()
            return true
        default:
            return false
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        if case .press(.left) = event.kind {
            action()
            return true
        }
        return false
    }
}

@MainActor
protocol ButtonProtocol {
    var buttonAction: @MainActor () -> Void { get }
    var buttonLabel: any View { get }
}

extension Button: ButtonProtocol, NodeRepresentable {
    var buttonAction: @MainActor () -> Void { action }
    var buttonLabel: any View { label }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ButtonNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
