import TermHostCore

/// The node of a `Stepper`: `label [-][+]`.
@MainActor
final class StepperNode: ControlNode {
    private var increment: (@MainActor () -> Void)?
    private var decrement: (@MainActor () -> Void)?
    private static let buttons = "[-][+]"
    private static let insets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 7)

    override func update(with view: any View) {
        guard let stepper = view as? any StepperProtocol else { return }
        increment = stepper.stepperIncrement
        decrement = stepper.stepperDecrement
        reconcile([(key: AnyHashable(0), view: stepper.stepperLabel)])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let label = StackLayout.column.size(of: layoutChildren, proposal: proposal.inset(by: Self.insets))
        return Size(width: label.width + 7, height: max(1, label.height))
    }

    override func placeChildren(in rect: Rect) {
        StackLayout.column.place(layoutChildren, in: rect.inset(by: Self.insets))
    }

    private var buttonsRect: Rect { Rect(x: frame.width - 6, y: 0, width: 6, height: 1) }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        canvas.drawText(Self.buttons, at: buttonsRect.origin, style: textStyle)
    }

    override func drawOverChildren(in canvas: Canvas) {
        drawStateOverlay(in: canvas, focusedRect: buttonsRect)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .right, .up, .character("+"):
            increment?()
            return true
        case .left, .down, .character("-"):
            decrement?()
            return true
        default:
            return false
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled, case .press(.left) = event.kind else { return false }
        let graphPoint = event.position - screenPoint(.zero)
        let x = graphPoint.x - frame.minX - buttonsRect.minX
        if (0..<3).contains(x) {
            decrement?()
            return true
        }
        if (3..<6).contains(x) {
            increment?()
            return true
        }
        return false
    }
}

@MainActor
protocol StepperProtocol {
    var stepperIncrement: (@MainActor () -> Void)? { get }
    var stepperDecrement: (@MainActor () -> Void)? { get }
    var stepperLabel: any View { get }
}

extension Stepper: StepperProtocol, NodeRepresentable {
    var stepperIncrement: (@MainActor () -> Void)? { onIncrement }
    var stepperDecrement: (@MainActor () -> Void)? { onDecrement }
    var stepperLabel: any View { label }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StepperNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
