/// What a key does to a tab bar.
package enum TabBarCommand: Equatable, Sendable {
    /// Choose the tab before the chosen one.
    case previous
    /// Choose the tab after the chosen one.
    case next
    /// Choose the tab at this index.
    case select(Int)
}

/// The one key map of tab bars: while the bar has focus, Left and Right choose the previous and next
/// tab; from anywhere inside the tab view, Alt-1 … Alt-9 choose a tab by its number and Ctrl-Left /
/// Ctrl-Right the previous and next one (a terminal has no tap on the bar).
package enum TabBarKeyMap {
    /// The command `event` gives the focused bar, if any.
    package static func barCommand(for event: KeyEvent) -> TabBarCommand? {
        guard event.modifiers.isEmpty else { return nil }
        switch event.key {
        case .left: return .previous
        case .right: return .next
        default: return nil
        }
    }

    /// The command `event` gives the tab view it reaches from inside, if any.
    package static func containerCommand(for event: KeyEvent) -> TabBarCommand? {
        switch (event.key, event.modifiers) {
        case (.character(let character), .alt):
            guard let digit = character.wholeNumberValue, (1...TabBarLayout.numberedTabs).contains(digit) else { return nil }
            return .select(digit - 1)
        case (.left, .control): return .previous
        case (.right, .control): return .next
        default: return nil
        }
    }
}
