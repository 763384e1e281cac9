import TermHostCore

/// The node of a `Toggle`: an adapter over the look it shares with `CheckboxWidget` (`ToggleLook`, as
/// the environment's ``ToggleStyle`` chooses). The look draws the box, switch or button and the state;
/// the label views are placed beside it, in its label style.
///
/// Enter or Space toggle it (`PressKeyMap`); a left press highlights it and the release over it toggles
/// it (`PressTracking`).
@MainActor
final class ToggleNode: ControlNode {
    private var binding = Binding.constant(false)
    private var isOn = false
    /// The mouse press in progress.
    private var press = PressTracking()

    override func update(with view: any View) {
        guard let toggle = view as? any ToggleProtocol else { return }
        binding = toggle.toggleBinding
        trackValues()
        reconcile([(key: AnyHashable(0), view: shownLabel(toggle.toggleLabel))])
    }

    override func readValues() {
        let value = binding.wrappedValue
        if value != isOn {
            isOn = value
            setNeedsDisplay()
        }
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        invalidateLayout()
    }

    /// The shared look, with the environment's tint as the on tint.
    private var look: ToggleLook {
        ToggleLook(kind: environment.toggleLook, onTint: environment.tintColor, tint: environment.tintColor ?? .tintColor)
    }

    /// The label's text takes the look's label style (a button toggle's tint).
    override var environmentForChildren: EnvironmentValues {
        var values = environment
        values.foregroundColor = look.labelStyle(over: environment.resolvedTextStyle).foreground
        return values
    }

    /// The label's size for `proposal`, inside the indicator's columns.
    private func labelSize(_ proposal: ProposedViewSize) -> Size {
        ChildStack.column.size(of: layoutChildren, proposal: proposal.inset(by: look.insets(hasLabel: true)))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        look.size(fitting: labelSize(proposal), proposedWidth: proposal.width)
    }

    override func placeChildren(in rect: Rect) {
        let look = self.look
        let label = look.labelRect(in: rect, hasLabel: labelSize(ProposedViewSize(rect.size)).width > 0)
        ChildStack(axis: .vertical, placement: look.kind == .switch ? .start : .center, spacing: 0).place(layoutChildren, in: label)
    }

    private var state: ControlState { controlState(isHighlighted: press.isPressed, isSelected: isOn) }

    /// Where the label was placed, in this node's coordinates.
    private var placedLabel: Rect {
        labelRect(or: look.labelRect(in: Rect(origin: .zero, size: frame.size), hasLabel: false))
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        look.drawIndicator(in: canvas, label: placedLabel, base: textStyle, state: state)
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible else { return }
        look.drawOverlay(in: canvas, label: placedLabel, state: state)
    }

    private func toggle() {
        binding.wrappedValue.toggle()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handlePressKey(event, isEnabled: isEnabled) { toggle() }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        trackPress(event, with: &press) { toggle() }
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

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ToggleNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
