extension Widget {
    /// Makes the first responder inside this widget (itself, a subview, or a control of a component
    /// hosted below it) resign, as `UIView.endEditing(_:)` does: it is asked with `resignFirstResponder()`,
    /// or with `force` made to resign without being asked. Returns whether it resigned; `false` when
    /// no first responder is inside this widget.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let engine = application?.focusEngine, let focused = engine.focused, focused.isInChain(of: self) else {
            return false
        }
        if force {
            engine.clearFocus()
            return true
        }
        return focused.resignFirstResponder() && !focused.isFirstResponder
    }

}
