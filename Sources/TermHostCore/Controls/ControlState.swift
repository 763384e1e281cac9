/// What every control draws from, in both halves: the states UIKit's `UIControl.State` names and
/// SwiftUI's environment gives a control (`isEnabled`, focus, a press in progress, selection).
///
/// A widget fills it from its `ControlWidget` properties, a view node from its environment and focus;
/// the control's look (`Controls/`) draws from it, so the same state looks the same in both halves.
package struct ControlState: Equatable, Sendable {
    /// Whether the control takes input; a disabled control is dimmed.
    package var isEnabled: Bool
    /// Whether the control is the focused responder (the first responder).
    package var isFocused: Bool
    /// Whether a press is in progress (a mouse button held down over it).
    package var isHighlighted: Bool
    /// Whether the control is selected (a selected segment, a checked menu item, an on toggle button).
    package var isSelected: Bool

    /// A state; by default enabled, not focused, not pressed, not selected.
    package init(isEnabled: Bool = true, isFocused: Bool = false, isHighlighted: Bool = false, isSelected: Bool = false) {
        self.isEnabled = isEnabled
        self.isFocused = isFocused
        self.isHighlighted = isHighlighted
        self.isSelected = isSelected
    }
}
