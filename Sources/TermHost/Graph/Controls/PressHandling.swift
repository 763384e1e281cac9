extension ViewNode {
    /// Enter or Space without modifiers run `action` while `isEnabled`; returns whether the key was taken.
    func handlePressKey(_ event: KeyEvent, isEnabled: Bool, _ action: () -> Void) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter, .character(" "):
            action()
            return true
        default:
            return false
        }
    }

    /// A left press runs `action` while `isEnabled`; returns whether the event was taken.
    func handlePressClick(_ event: MouseEvent, isEnabled: Bool, _ action: () -> Void) -> Bool {
        guard isEnabled, case .press(.left) = event.kind else { return false }
        action()
        return true
    }
}
