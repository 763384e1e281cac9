import Observation
import Testing
import TermHost
@testable import TermHostCore
import TermHostTesting

/// A stepper widget made as the future `StepperWidget` will be: a thin adapter over the core's stepper
/// model, look, key map and press (`StepperModel`, `StepperLook`, `StepperKeyMap`, `StepperPressTracking`),
/// with a title beside it.
@MainActor
private final class AdaptedStepperWidget: ControlWidget {
    var model: StepperModel
    let title: String
    private var press = StepperPressTracking()

    init(_ title: String, model: StepperModel) {
        self.title = title
        self.model = model
        super.init(frame: .zero)
    }

    override var intrinsicContentSize: Size { StepperLook.size(fitting: Size(width: title.count, height: 1)) }

    override func draw(in canvas: Canvas) {
        let label = StepperLook.labelRect(in: bounds)
        canvas.drawText(title, at: label.origin, width: label.width)
        StepperLook.draw(in: canvas, base: .plain, sides: model.sides)
        let state = ControlState(isEnabled: isEnabled, isFocused: isFocused, isHighlighted: press.pressed != nil)
        StepperLook.drawOverlay(in: canvas, state: state, pressed: press.pressed)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        perform(StepperKeyMap.outcome(of: event, isEnabled: isEnabled, sides: model.sides))
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        perform(press.handle(event, at: convertFromWindow(event.position), in: bounds.size, isEnabled: isEnabled,
                             sides: model.sides))
    }

    private func perform(_ outcome: StepperOutcome) -> Bool {
        guard case .taken(let direction) = outcome else { return false }
        if let direction { model.step(direction) }
        setNeedsDisplay()
        return true
    }
}

/// The amount the declarative stepper steps, observed so its label and sides follow it.
@Observable
@MainActor
private final class Amount {
    var value = 2
}

/// A `Stepper` and a stepper widget adapting the same core stepper draw the same cells and answer the
/// same keys and clicks.
@Suite("Parity: a stepper widget and Stepper")
@MainActor
struct StepperParityTests {
    private func screens(value: Int, disabled: Bool) -> (ParityScreens, AdaptedStepperWidget, Amount) {
        let widget = AdaptedStepperWidget("Amount", model: StepperModel(value: Double(value), minimumValue: 0, maximumValue: 3))
        widget.isEnabled = !disabled
        let amount = Amount()
        amount.value = value
        let view = Stepper("Amount", value: Binding(get: { amount.value }, set: { amount.value = $0 }), in: 0...3)
            .disabled(disabled)
        return (ParityScreens(widget: widget, view: view, size: Size(width: 16, height: 2)), widget, amount)
    }

    @Test(arguments: [0, 2, 3], ParityState.allCases)
    func aStepperLooksTheSame(_ value: Int, _ state: ParityState) {
        let (screens, _, _) = screens(value: value, disabled: state.isDisabled)
        screens.put(in: state, pressingAt: Point(x: 8, y: 0))
        #expect(screens.widget.line(0) == "Amount [-][+]   ")
        screens.expectSameCells("value \(value), \(state)")
    }

    @Test func aSideThatCannotStepIsDimmed() {
        let (screens, _, _) = screens(value: 3, disabled: false)
        screens.put(in: .normal)
        #expect(screens.view.style(at: Point(x: 11, y: 0)).attributes.contains(.dim), "+ at the upper bound")
        #expect(!screens.view.style(at: Point(x: 8, y: 0)).attributes.contains(.dim))
    }

    @Test func keysAndClicksStepBothTheSame() {
        let (screens, widget, amount) = screens(value: 2, disabled: false)
        screens.put(in: .focused)
        screens.both { $0.press(.right) }
        #expect(widget.model.value == 3 && amount.value == 3)
        screens.both { $0.press(.up) }
        #expect(widget.model.value == 3 && amount.value == 3, "at the bound the key does nothing")
        screens.expectSameCells("at the upper bound")
        screens.both { $0.press(.character("-")) }
        screens.both { $0.click(at: Point(x: 8, y: 0)) }
        #expect(widget.model.value == 1 && amount.value == 1)
        screens.expectSameCells("after stepping down")
    }
}
