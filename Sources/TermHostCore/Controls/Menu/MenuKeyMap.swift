/// What a key does to a menu.
package enum MenuCommand: Equatable, Sendable {
    /// Run the menu's primary action, or open it when it has none.
    case press
    /// Open the menu.
    case open
    /// Move the highlight up, or down.
    case moveUp, moveDown
    /// Choose the highlighted entry.
    case choose
    /// Close the menu.
    case close
    /// Close the menu and let the key go on (Tab moves the focus).
    case closeAndPass
    /// Take the key and do nothing (the open menu has it).
    case ignore
}

/// The one key map of menus: closed, Enter or Space press the menu (its primary action, or open it), and
/// Down opens a menu that has a primary action; open, Up / Down move the highlight, Enter or Space
/// choose, Esc closes, Tab and Shift-Tab close and move on, and any other key is taken. Keys with
/// modifiers do nothing here.
package enum MenuKeyMap {
    /// The command `event` gives a menu open (`isOpen`) or closed, with or without a primary action.
    package static func command(for event: KeyEvent, isOpen: Bool, hasPrimaryAction: Bool) -> MenuCommand? {
        guard event.modifiers.isEmpty else { return nil }
        if !isOpen {
            switch event.key {
            case .enter, .character(" "): return .press
            case .down where hasPrimaryAction: return .open
            default: return nil
            }
        }
        switch event.key {
        case .up: return .moveUp
        case .down: return .moveDown
        case .enter, .character(" "): return .choose
        case .escape: return .close
        case .tab, .backTab: return .closeAndPass
        default: return .ignore
        }
    }
}
