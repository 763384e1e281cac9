import TermHostCore

extension ViewNode {
    /// Enter or Space without modifiers run `action` while `isEnabled`; returns whether the key was taken.
    func handlePressKey(_ event: KeyEvent, isEnabled: Bool, _ action: () -> Void) -> Bool {
        guard isEnabled, event.isPress else { return false }
        action()
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
        let label = StackLayout.column.size(of: layoutChildren, proposal: proposal.inset(by: insets))
        return Size(width: label.width + insets.horizontal, height: max(1, label.height))
    }

    /// Places the label's column inside `insets`.
    func placeLabel(in rect: Rect, insets: EdgeInsets) {
        StackLayout.column.place(layoutChildren, in: rect.inset(by: insets))
    }
}
