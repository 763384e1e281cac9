import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

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

    /// If the first responder is this widget or inside it (a subview, or a control of a component
    /// hosted below it), tells the focus engine where this widget is among `parent`'s focus children,
    /// so that once it is removed focus moves to the next focusable responder from there (or the
    /// previous one when none follows), as UIKit's focus moves when the focused view leaves.
    func focusMayLeave(from parent: Widget) {
        guard let engine = window?.application?.focusEngine, let focused = engine.focused, focused.isInChain(of: self) else {
            return
        }
        let siblings = parent.focusChildren
        guard let index = siblings.firstIndex(where: { $0 === self }) else { return }
        engine.focusedResponderWillLeave(container: parent, siblings: siblings, replacing: index..<(index + 1))
    }
}
