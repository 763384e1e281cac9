/// An alert's content in either half (`AlertController`'s view, the node of `.alert`): what it does for
/// the commands of ``AlertKeyMap``, which are carried out once, here, for both.
@MainActor
package protocol AlertKeyHandling: AnyObject {
    /// What the alert shows.
    var alertModel: AlertModel { get }
    /// Chooses the action at `index` in the model's actions: the alert goes, then the action runs.
    func chooseAction(_ index: Int)
    /// Focuses the action at `index`; returns whether it took the focus.
    func focusAction(_ index: Int) -> Bool
    /// Runs the cancel action, or just dismisses when there is none.
    func cancelAlert()
}

extension AlertKeyHandling {
    /// A key reaching the focused action at `index`: Enter or Space choose it, the arrows move the focus to
    /// the action before or after it (not past the ends). Returns whether the key was taken.
    package func handleActionKey(_ event: KeyEvent, action index: Int) -> Bool {
        switch AlertKeyMap.command(for: event) {
        case .press?:
            chooseAction(index)
            return true
        case .previous?:
            return alertModel.index(from: index, step: -1).map(focusAction) ?? false
        case .next?:
            return alertModel.index(from: index, step: 1).map(focusAction) ?? false
        case .cancel?, nil:
            return false
        }
    }

    /// A key reaching the alert's content (from a field, or with nothing focused): Esc cancels, Enter
    /// chooses the default action when it can be chosen. Returns whether the key was taken.
    package func handleContentKey(_ event: KeyEvent) -> Bool {
        switch AlertKeyMap.command(for: event) {
        case .cancel?:
            cancelAlert()
            return true
        case .press? where event.key == .enter:
            let model = alertModel
            guard let index = model.defaultIndex, model.actions[index].isEnabled else { return false }
            chooseAction(index)
            return true
        default:
            return false
        }
    }
}
