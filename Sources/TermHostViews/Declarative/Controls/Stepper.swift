import TermHostCore

/// A control that increments or decrements a value: `Label [-][+]`. Right, Up or `+` increments;
/// Left, Down or `-` decrements; a click on `-` or `+` does the same.
public struct Stepper<Label: View>: View {
    /// What the value is.
    public let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?

    /// A stepper that runs actions.
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
                onDecrement: (@MainActor () -> Void)?) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    /// A stepper changing `value` by `step`, kept within `bounds` when given.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        onIncrement = {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
        }
        onDecrement = {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
        }
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
