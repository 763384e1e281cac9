import TermHostCore

extension ViewNode {
    /// Enter or Space without modifiers (`PressKeyMap`) run `action` while `isEnabled`; returns whether
    /// the key was taken.
    func handlePressKey(_ event: KeyEvent, isEnabled: Bool, _ action: () -> Void) -> Bool {
        guard isEnabled, PressKeyMap.presses(event) else { return false }
        action()
        return true
    }

    /// Follows a mouse event with `press` (`PressTracking`: a press highlights, a release over the node
    /// ends it): redraws when the press begins or ends and runs `action` on a release inside; returns
    /// whether the event was taken.
    func trackPress(_ event: MouseEvent, with press: inout PressTracking, _ action: () -> Void) -> Bool {
        switch press.handle(event, isEnabled: isEnabled, contains: containsScreenPoint) {
        case .ignored:
            return false
        case .began:
            setNeedsDisplay()
        case .ended(let inside):
            setNeedsDisplay()
            if inside { action() }
        }
        return true
    }

    /// A left press runs `action` while `isEnabled`; returns whether the event was taken.
    func handlePressClick(_ event: MouseEvent, isEnabled: Bool, _ action: () -> Void) -> Bool {
        guard isEnabled, case .press(.left) = event.kind else { return false }
        action()
        return true
    }

    /// The size of a control drawn around its label: the label's column measured inside `insets`
    /// (the columns of `[ ]` around a button title, of `[x] ` before a toggle's), at least one row.
    func labelSize(_ proposal: ProposedViewSize, insets: EdgeInsets) -> Size {
        let label = ChildStack.column.size(of: layoutChildren, proposal: proposal.inset(by: insets))
        return Size(width: label.width + insets.horizontal, height: max(1, label.height))
    }

    /// Places the label's column inside `insets`.
    func placeLabel(in rect: Rect, insets: EdgeInsets) {
        ChildStack.column.place(layoutChildren, in: rect.inset(by: insets))
    }
}
