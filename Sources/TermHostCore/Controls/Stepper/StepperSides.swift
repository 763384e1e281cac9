/// A stepper's two sides: `-` decrements, `+` increments.
package enum StepperDirection: Hashable, Sendable {
    /// The `-` side.
    case decrement
    /// The `+` side.
    case increment
}

/// Which of a stepper's sides can step now (the other is drawn disabled and takes no input).
package struct StepperSides: Equatable, Sendable {
    /// Whether `-` steps.
    package var canDecrement: Bool
    /// Whether `+` steps.
    package var canIncrement: Bool

    /// Sides; both enabled by default.
    package init(canDecrement: Bool = true, canIncrement: Bool = true) {
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
    }

    /// Whether the side of `direction` steps.
    package func allows(_ direction: StepperDirection) -> Bool {
        direction == .increment ? canIncrement : canDecrement
    }
}
