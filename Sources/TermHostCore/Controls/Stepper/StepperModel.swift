/// The value rules of a stepper, for both halves: UIKit's `UIStepper` (`value`, `minimumValue`,
/// `maximumValue`, `stepValue`, `wraps`) and SwiftUI's `Stepper(value:in:step:)`. SwiftUI's `Stepper`
/// node steps a binding through ``stepped(_:by:within:)``; a stepper widget keeps a model.
///
/// A step past a bound stops at the bound, or wraps to the other bound when ``wraps`` is set (UIKit's
/// rule). A side that cannot step (at its bound, not wrapping) is disabled, as UIKit and SwiftUI draw
/// it (``StepperLook`` dims it; its key and clicks do nothing).
package struct StepperModel: Equatable, Sendable {
    /// The value, kept within the bounds.
    package private(set) var value: Double
    /// The lowest value (UIKit's default 0).
    package var minimumValue: Double
    /// The highest value (UIKit's default 100).
    package var maximumValue: Double
    /// The amount one step changes the value (UIKit's default 1).
    package var stepValue: Double
    /// Whether stepping past a bound goes round to the other one.
    package var wraps: Bool

    /// A model with UIKit's defaults: 0 in 0...100, steps of 1, not wrapping.
    package init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1,
                 wraps: Bool = false) {
        self.minimumValue = minimumValue
        self.maximumValue = max(minimumValue, maximumValue)
        self.stepValue = stepValue
        self.wraps = wraps
        self.value = min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    /// Sets the value, clamped to the bounds.
    package mutating func setValue(_ newValue: Double) {
        value = min(max(newValue, minimumValue), maximumValue)
    }

    /// Which sides can step now.
    package var sides: StepperSides {
        wraps ? StepperSides() : Self.sides(of: value, within: minimumValue...maximumValue)
    }

    /// Steps once in `direction`; returns whether the value changed.
    @discardableResult
    package mutating func step(_ direction: StepperDirection) -> Bool {
        let old = value
        let next = value + (direction == .increment ? stepValue : -stepValue)
        if wraps && next > maximumValue {
            value = minimumValue
        } else if wraps && next < minimumValue {
            value = maximumValue
        } else {
            value = min(max(next, minimumValue), maximumValue)
        }
        return value != old
    }

    /// Which sides can step from `value` within `bounds` (both without bounds).
    package static func sides<Value: Comparable>(of value: Value, within bounds: ClosedRange<Value>?) -> StepperSides {
        guard let bounds else { return StepperSides() }
        return StepperSides(canDecrement: value > bounds.lowerBound, canIncrement: value < bounds.upperBound)
    }

    /// `value` moved by `step` and kept within `bounds` when given (SwiftUI's `Stepper(value:in:step:)`).
    package static func stepped<Value: Strideable>(_ value: Value, by step: Value.Stride,
                                                   within bounds: ClosedRange<Value>?) -> Value {
        let next = value.advanced(by: step)
        guard let bounds else { return next }
        return min(max(next, bounds.lowerBound), bounds.upperBound)
    }
}
