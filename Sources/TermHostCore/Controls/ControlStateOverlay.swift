/// How every control shows its state over what it drew, in both halves: dimmed while disabled,
/// reversed where it shows focus while focused or pressed.
package enum ControlStateOverlay {
    /// Applies `state` over the whole canvas, or over `focusRect` for focus (a toggle reverses only its box).
    package static func apply(_ state: ControlState, in canvas: Canvas, focusRect: Rect? = nil) {
        if !state.isEnabled {
            canvas.applyStyle(.dim, to: canvas.bounds)
        } else if state.isFocused || state.isHighlighted {
            canvas.applyStyle(.reverse, to: focusRect ?? canvas.bounds)
        }
    }
}
