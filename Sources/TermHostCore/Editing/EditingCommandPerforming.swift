/// A text editor that performs editing commands (``TextFieldWidget``, ``TextViewWidget`` and the
/// declarative text inputs' node): its keys and pastes become commands here, one way for all.
@MainActor
package protocol EditingCommandPerforming: AnyObject {
    /// Whether the editor takes input.
    var isEnabled: Bool { get }
    /// Performs `command`; `false` when the editor does not handle it.
    func perform(_ command: TextEditingCommand) -> Bool
}

extension EditingCommandPerforming {
    /// Performs the command of ``EditingKeyMap`` for `event`; `false` when the editor is disabled or
    /// `event` is not an editing key.
    package func performEditingKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, let command = EditingKeyMap.command(for: event) else { return false }
        return perform(command)
    }

    /// Inserts pasted `text` as if typed (replacing the selection); `false` when the editor is disabled.
    package func performPaste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        return perform(.insert(text))
    }
}
