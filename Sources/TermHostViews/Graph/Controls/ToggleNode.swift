import TermHostCore

/// The node of a `Toggle`: `[x] label`, or `label ━●` (`.switch`), or `[ label ]` (`.button`).
@MainActor
final class ToggleNode: ControlNode {
    private var binding = Binding.constant(false)
    private var isOn = false

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

    override func environmentDidChange() {
        super.environmentDidChange()
        invalidateLayout()
    }

    private var look: ToggleLook { environment.toggleLook }

    private var insets: EdgeInsets {
        switch look {
        case .checkbox: return EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
        case .switch: return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 3)
        case .button: return EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        var size = labelSize(proposal, insets: insets)
        if look == .switch, let width = proposal.width { size.width = max(size.width, width) }
        return size
    }

    override func placeChildren(in rect: Rect) {
        guard look == .switch else { return placeLabel(in: rect, insets: insets) }
        StackLayout(axis: .vertical, placement: .start, spacing: 0).place(layoutChildren, in: rect.inset(by: insets))
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let style = textStyle
        switch look {
        case .checkbox:
            canvas.drawText(isOn ? "[x]" : "[ ]", at: .zero, style: style)
        case .switch:
            let knob = Point(x: canvas.size.width - 2, y: 0)
            canvas.drawText(isOn ? "━●" : "●━", at: knob, style: isOn ? style.over(Style(foreground: .green)) : style.adding(.dim))
        case .button:
            canvas.put("[", at: .zero, style: style)
            canvas.put("]", at: Point(x: canvas.size.width - 1, y: 0), style: style)
        }
    }

    override func drawOverChildren(in canvas: Canvas) {
        switch look {
        case .checkbox:
            drawStateOverlay(in: canvas, focusedRect: Rect(x: 0, y: 0, width: 3, height: 1))
        case .switch:
            drawStateOverlay(in: canvas, focusedRect: Rect(x: canvas.size.width - 2, y: 0, width: 2, height: 1))
        case .button:
            if isOn && isVisible && isEnabled { canvas.applyStyle(Style(attributes: [.bold, .reverse]), to: canvas.bounds) }
            if isOn && isFirstResponder {
                canvas.applyStyle(.underline, to: canvas.bounds)
            } else {
                drawStateOverlay(in: canvas)
            }
        }
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

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ToggleNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
