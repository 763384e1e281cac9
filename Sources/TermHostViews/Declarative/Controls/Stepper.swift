import TermHostCore

/// A control that increments or decrements a value: `Label [-][+]`. Right, Up or `+` increments;
/// Left, Down or `-` decrements; a click on `-` or `+` does the same. A side that cannot step (a bounded
/// value at its bound, or a `nil` action) is dimmed and does nothing. It looks as the stepper look of
/// `TermHostCore` has it (`StepperLook`), the one a stepper widget would adapt too.
public struct Stepper<Label: View>: View {
    /// What the value is.
    public let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    /// Which sides can step now (the node reads it while tracking, so a change of the value redraws it).
    let sides: @MainActor () -> StepperSides

    /// A stepper that runs actions (a `nil` action's side is disabled).
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
                onDecrement: (@MainActor () -> Void)?) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        let sides = StepperSides(canDecrement: onDecrement != nil, canIncrement: onIncrement != nil)
        self.sides = { sides }
    }

    /// A stepper changing `value` by `step`, kept within `bounds` when given.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        onIncrement = { value.wrappedValue = StepperModel.stepped(value.wrappedValue, by: step, within: bounds) }
        onDecrement = { value.wrappedValue = StepperModel.stepped(value.wrappedValue, by: -step, within: bounds) }
        sides = { StepperModel.sides(of: value.wrappedValue, within: bounds) }
    }

    public typealias Body = Never
}

extension Stepper where Label == Text {
    /// A stepper with a text title changing `value` by `step`, within `bounds` when given.
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    /// A stepper with a text title that runs actions.
    public init(_ title: String, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
