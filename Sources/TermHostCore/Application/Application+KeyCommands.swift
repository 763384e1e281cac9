extension Responder {
    /// Runs the first of ``keyCommands`` that matches `event`; returns whether one did.
    func performKeyCommand(for event: KeyEvent) -> Bool {
        guard let command = keyCommands?.first(where: { $0.matches(event) }) else { return false }
        command.perform()
        return true
    }
}

extension Application {
    /// The key commands a key would reach now: those of the focused responder's chain (or the root's,
    /// when nothing is focused), nearest first, one per key (a nearer command hides a farther one on
    /// the same key). While a text editor has focus, commands on keys it takes (characters without Ctrl
    /// or Alt, arrows, Home, End, Delete, Enter and Tab) are left out: they would type or edit instead.
    /// This is the list a help line or a command palette shows.
    public var availableKeyCommands: [KeyCommand] {
        let start = focusEngine.focused ?? rootContent?.rootResponder ?? self
        let editing = (start as? EditingCommandPerforming)?.isEnabled == true
        var taken: [KeyEvent] = []
        var result: [KeyCommand] = []
        for responder in start.responderChain {
            for command in responder.keyCommands ?? [] {
                guard let key = command.key else { continue }
                let event = KeyEvent(key, modifiers: command.modifierFlags)
                if editing && Self.editorTakes(event) { continue }
                if taken.contains(event) { continue }
                taken.append(event)
                result.append(command)
            }
        }
        return result
    }

    /// A help line of ``availableKeyCommands``: each command's key and its discoverability title (or
    /// title), joined by `separator` — `Ctrl-n New note · Esc Back`.
    public func keyCommandHelp(separator: String = " · ") -> String {
        availableKeyCommands.map { command in
            let title = command.discoverabilityTitle ?? command.title
            return title.isEmpty ? command.keyDescription : "\(command.keyDescription) \(title)"
        }.joined(separator: separator)
    }

    private static func editorTakes(_ event: KeyEvent) -> Bool {
        if event.printableCharacter != nil { return true }
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .left, .right, .up, .down, .home, .end, .delete, .backspace, .enter, .tab: return true
        default: return false
        }
    }
}
