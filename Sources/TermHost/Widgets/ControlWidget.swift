/// A widget the user interacts with and that takes focus: the `UIControl` of TermHost.
///
/// A control can take focus while it is enabled, interactive and visible in a window; a disabled
/// control is skipped by Tab and drawn dimmed. It redraws itself when it gains or loses focus, so
/// subclasses only have to draw according to ``isFocused`` (or ``isHighlighted``) and ``isEnabled``.
@MainActor
open class ControlWidget: Widget {
    /// Whether the control reacts to input and can take focus. Disabling a focused control moves focus on.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            setNeedsDisplay()
            if !isEnabled, isFirstResponder { window?.application?.setNeedsFrame() }
            if isEnabled { window?.application?.focusEngine.setNeedsFocusUpdate() }
        }
    }

    /// True while the control is the application's focused responder.
    public private(set) var isFocused = false

    /// True while the control is focused: focused controls are drawn highlighted.
    public var isHighlighted: Bool { isFocused }

    open override var canBecomeFocused: Bool {
        isEnabled && isUserInteractionEnabled && isVisibleInWindow
    }

    open override func didBecomeFocused() {
        isFocused = true
        setNeedsDisplay()
    }

    open override func didResignFocus() {
        isFocused = false
        setNeedsDisplay()
    }

    /// A mouse press on the control focuses it (the application does that) and this reports it as handled.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        if case .press(.left) = event.kind { return true }
        return false
    }

    /// The style for text drawn in the control's current state: `base` dimmed when disabled,
    /// reversed when focused.
    public func stateStyle(_ base: Style) -> Style {
        if !isEnabled { return base.adding(.dim) }
        return isFocused ? base.adding(.reverse) : base
    }
}
