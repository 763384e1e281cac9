/// The node of a `Button`: `[ label ]`, reversed while focused, dimmed while disabled; Enter,
/// Space or a click press it.
@MainActor
final class ButtonNode: ViewNode {
    private var action: @MainActor () -> Void = {}

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let button = view as? any ButtonProtocol else { return }
        action = button.buttonAction
        reconcile([(key: AnyHashable(0), view: button.buttonLabel)])
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override var canBecomeFocused: Bool { isMounted && isEnabled && isVisible }

    private static let insets = EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        labelSize(proposal, insets: Self.insets)
    }

    override func placeChildren(in rect: Rect) {
        placeLabel(in: rect, insets: Self.insets)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        canvas.put("[", at: .zero, style: textStyle)
        canvas.put("]", at: Point(x: canvas.size.width - 1, y: 0), style: textStyle)
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible else { return }
        if !isEnabled {
            canvas.applyStyle(.dim, to: canvas.bounds)
        } else if isFirstResponder {
            canvas.applyStyle(.reverse, to: canvas.bounds)
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handlePressKey(event, isEnabled: isEnabled) { action() }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        handlePressClick(event, isEnabled: isEnabled) { action() }
    }
}

@MainActor
protocol ButtonProtocol {
    var buttonAction: @MainActor () -> Void { get }
    var buttonLabel: any View { get }
    var buttonRole: ButtonRole? { get }
}

extension Button: ButtonProtocol, NodeRepresentable {
    var buttonAction: @MainActor () -> Void { action }
    var buttonLabel: any View { label }
    var buttonRole: ButtonRole? { role }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ButtonNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
