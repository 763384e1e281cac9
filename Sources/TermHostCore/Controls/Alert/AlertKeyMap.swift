/// What a key does in an alert.
package enum AlertCommand: Equatable, Sendable {
    /// Run the cancel action (or just dismiss when there is none).
    case cancel
    /// Choose the focused action (from elsewhere in the alert: the default action).
    case press
    /// Move focus to the action before the focused one.
    case previous
    /// Move focus to the action after the focused one.
    case next
}

/// The one key map of alerts and action sheets in both halves: Esc cancels, Enter or Space choose the
/// focused action (Enter from a text field, when the field does not take it, the default action), the
/// arrow keys move between the actions (Left and Up back, Right and Down on; Tab and Shift-Tab move
/// through fields and actions as everywhere). Keys with modifiers do nothing here.
package enum AlertKeyMap {
    /// The command `event` gives, if any.
    package static func command(for event: KeyEvent) -> AlertCommand? {
        guard event.modifiers.isEmpty else { return nil }
        switch event.key {
        case .escape: return .cancel
        case .enter, .character(" "): return .press
        case .left, .up: return .previous
        case .right, .down: return .next
        default: return nil
        }
    }
}
