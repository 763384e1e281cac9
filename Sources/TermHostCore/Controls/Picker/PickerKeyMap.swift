/// What a key does to a picker.
package enum PickerCommand: Equatable, Sendable {
    /// Move the highlight up, or down.
    case moveUp, moveDown
    /// Choose the highlighted option (and close a menu picker).
    case choose
    /// Open a menu picker's options.
    case open
    /// Close the options.
    case close
    /// Close the options and let the key go on (Tab moves the focus).
    case closeAndPass
    /// Take the key and do nothing (the open options have it).
    case ignore
    /// Choose the segment before, or after, the chosen one.
    case previousSegment, nextSegment
}

/// The one key map of pickers, by look: inline, Up / Down move the highlight and Enter or Space choose;
/// menu, closed, Enter or Space open the options, and open, they take Up / Down / Enter / Space as inline
/// and Esc closes them, Tab and Shift-Tab close them and move on, any other key is taken; segmented, Left
/// and Right choose the previous and next segment. Keys with modifiers do nothing here.
package enum PickerKeyMap {
    /// The command `event` gives a picker of `kind`, its options open (`isOpen`) or not.
    package static func command(for event: KeyEvent, kind: PickerLook.Kind, isOpen: Bool) -> PickerCommand? {
        guard event.modifiers.isEmpty else { return nil }
        switch kind {
        case .segmented:
            switch event.key {
            case .left: return .previousSegment
            case .right: return .nextSegment
            default: return nil
            }
        case .menu where !isOpen:
            return PressKeyMap.presses(event) ? .open : nil
        case .menu:
            switch event.key {
            case .tab, .backTab: return .closeAndPass
            default: return optionsCommand(for: event, isOpen: true) ?? .ignore
            }
        case .inline:
            return optionsCommand(for: event, isOpen: isOpen)
        }
    }

    /// The options' keys: Up, Down, Enter or Space, and Esc while open.
    private static func optionsCommand(for event: KeyEvent, isOpen: Bool) -> PickerCommand? {
        switch event.key {
        case .up: return .moveUp
        case .down: return .moveDown
        case .enter, .character(" "): return .choose
        case .escape where isOpen: return .close
        default: return nil
        }
    }
}
