import TermHostCore

/// The node of a `Stepper`: an adapter over the look, model rules and key map of `TermHostCore`'s
/// stepper (`StepperLook`, `StepperModel`, `StepperKeyMap`): the label, then `[-][+]` at the trailing
/// edge. A click on a side steps at once and shows that side pressed until the release.
@MainActor
final class StepperNode: ControlNode {
    private var increment: (@MainActor () -> Void)?
    private var decrement: (@MainActor () -> Void)?
    private var readSides: @MainActor () -> StepperSides = { StepperSides() }
    private var sides = StepperSides()
    /// The mouse press in progress.
    private var press = StepperPressTracking()

    override func update(with view: any View) {
        guard let stepper = view as? any StepperProtocol else { return }
        increment = stepper.stepperIncrement
        decrement = stepper.stepperDecrement
        readSides = stepper.stepperSides
        trackValues()
        reconcile([(key: AnyHashable(0), view: shownLabel(stepper.stepperLabel))])
    }

    override func readValues() {
        let value = readSides()
        if value != sides {
            sides = value
            setNeedsDisplay()
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        StepperLook.size(fitting: ChildStack.column.size(of: layoutChildren, proposal: proposal.inset(by: StepperLook.insets)))
    }

    override func placeChildren(in rect: Rect) {
        ChildStack.column.place(layoutChildren, in: StepperLook.labelRect(in: rect))
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        StepperLook.draw(in: canvas, base: textStyle, sides: sides)
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible else { return }
        StepperLook.drawOverlay(in: canvas, state: controlState(isHighlighted: press.pressed != nil), pressed: press.pressed)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        perform(StepperKeyMap.outcome(of: event, isEnabled: isEnabled, sides: sides))
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        let point = event.position - screenPoint(.zero) - frame.origin
        return perform(press.handle(event, at: point, in: frame.size, isEnabled: isEnabled, sides: sides))
    }

    /// Steps as `outcome` says and redraws; returns whether the event was the stepper's.
    private func perform(_ outcome: StepperOutcome) -> Bool {
        guard case .taken(let direction) = outcome else { return false }
        if let direction { (direction == .increment ? increment : decrement)?() }
        setNeedsDisplay()
        return true
    }
}

@MainActor
protocol StepperProtocol {
    var stepperIncrement: (@MainActor () -> Void)? { get }
    var stepperDecrement: (@MainActor () -> Void)? { get }
    var stepperSides: @MainActor () -> StepperSides { get }
    var stepperLabel: any View { get }
}

extension Stepper: StepperProtocol, NodeRepresentable {
    var stepperIncrement: (@MainActor () -> Void)? { onIncrement }
    var stepperDecrement: (@MainActor () -> Void)? { onDecrement }
    var stepperSides: @MainActor () -> StepperSides { sides }
    var stepperLabel: any View { label }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StepperNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
