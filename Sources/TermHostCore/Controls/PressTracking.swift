/// The one press rule of the pressable controls of both halves (buttons, toggles), as UIKit's
/// touch-up-inside and SwiftUI's button gesture have it: a left press on an enabled control begins a
/// press, which highlights it (UIKit's `isHighlighted`, SwiftUI's `ButtonStyleConfiguration.isPressed`);
/// the release ends it, and only a release over the control activates it (a release elsewhere is
/// UIKit's `touchUpOutside`: nothing happens). The application sends a release to the responder the
/// press went to, wherever the pointer is.
///
/// Keys do not pass through here: Enter or Space (``PressKeyMap``) activate a focused control at once,
/// with no highlight.
package struct PressTracking: Equatable, Sendable {
    /// What a mouse event did to the press.
    package enum Outcome: Equatable, Sendable {
        /// Not the left button's press or release, a press on a disabled control, or a release with no
        /// press in progress: the event is not the control's.
        case ignored
        /// A press began: the control is highlighted until the release.
        case began
        /// The press ended: activate the control when `inside` (the release was over it, and it is
        /// still enabled).
        case ended(inside: Bool)
    }

    /// Whether a press is in progress (the control shows highlighted).
    package private(set) var isPressed = false

    /// No press in progress.
    package init() {}

    /// Follows `event`; `contains` says whether a screen point is over the control.
    package mutating func handle(_ event: MouseEvent, isEnabled: Bool, contains: (Point) -> Bool) -> Outcome {
        switch event.kind {
        case .press(.left):
            guard isEnabled else { return .ignored }
            isPressed = true
            return .began
        case .release(.left):
            guard isPressed else { return .ignored }
            isPressed = false
            return .ended(inside: isEnabled && contains(event.position))
        default:
            return .ignored
        }
    }

    /// Ends a press without activating (the control was disabled or left the screen meanwhile);
    /// returns whether one was in progress.
    @discardableResult
    package mutating func cancel() -> Bool {
        defer { isPressed = false }
        return isPressed
    }
}
