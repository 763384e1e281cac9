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
}
