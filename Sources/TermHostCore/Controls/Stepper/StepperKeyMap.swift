/// The one key map of steppers in both halves: Right, Up or `+` increment; Left, Down or `-`
/// decrement (no modifiers). The stepper takes these keys even when that side cannot step (the key
/// does nothing then), so an arrow at a bound never moves focus out of it.
package enum StepperKeyMap {
    /// The side `event` steps, if it is a stepper key.
    package static func direction(of event: KeyEvent) -> StepperDirection? {
        guard event.modifiers.isEmpty else { return nil }
        switch event.key {
        case .right, .up, .character("+"): return .increment
        case .left, .down, .character("-"): return .decrement
        default: return nil
        }
    }

    /// What `event` does to a focused stepper whose `sides` can step.
    package static func outcome(of event: KeyEvent, isEnabled: Bool, sides: StepperSides) -> StepperOutcome {
        guard isEnabled, let direction = direction(of: event) else { return .ignored }
        return .taken(step: sides.allows(direction) ? direction : nil)
    }
}

/// What an event did to a stepper, in both halves.
package enum StepperOutcome: Equatable, Sendable {
    /// Not the stepper's event: it goes on up the responder chain.
    case ignored
    /// The stepper's event: step once in `step`'s direction when there is one (a side that cannot step
    /// steps nothing), and redraw.
    case taken(step: StepperDirection?)
}
