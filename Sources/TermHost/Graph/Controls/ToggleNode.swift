/// The node of a `Toggle`: `[x] label`.
@MainActor
final class ToggleNode: ControlNode {
    private var binding = Binding.constant(false)
    private var isOn = false
    private static let insets = EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)

    override func update(with view: any View) {
        guard let toggle = view as? any ToggleProtocol else { return }
        binding = toggle.toggleBinding
        trackValues()
        reconcile([(key: AnyHashable(0), view: toggle.toggleLabel)])
    }

    override func readValues() {
        let value = binding.wrappedValue
        if value != isOn {
            isOn = value
            setNeedsDisplay()
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        labelSize(proposal, insets: Self.insets)
    }

    override func placeChildren(in rect: Rect) {
        placeLabel(in: rect, insets: Self.insets)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        canvas.drawText(isOn ? "[x]" : "[ ]", at: .zero, style: textStyle)
    }

    override func drawOverChildren(in canvas: Canvas) {
        drawStateOverlay(in: canvas, focusedRect: Rect(x: 0, y: 0, width: 3, height: 1))
    }

    private func toggle() {
        binding.wrappedValue.toggle()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handlePressKey(event, isEnabled: isEnabled) { toggle() }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        handlePressClick(event, isEnabled: isEnabled) { toggle() }
    }
}

@MainActor
protocol ToggleProtocol {
    var toggleBinding: Binding<Bool> { get }
    var toggleLabel: any View { get }
}

extension Toggle: ToggleProtocol, NodeRepresentable {
    var toggleBinding: Binding<Bool> { isOn }
    var toggleLabel: any View { label }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ToggleNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
