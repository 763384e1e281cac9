/// The one key map of pressable controls in both halves (buttons, toggles, links, menu items, bar
/// buttons): Enter or Space without modifiers press the focused control.
package enum PressKeyMap {
    /// Whether `event` presses a focused control.
    package static func presses(_ event: KeyEvent) -> Bool { event.isPress }
}
