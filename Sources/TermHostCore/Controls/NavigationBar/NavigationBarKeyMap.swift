/// What a key does to a navigation bar.
package enum NavigationBarCommand: Equatable, Sendable {
    /// Go back (pop the top page or controller).
    case back
    /// Press the item of function key `shortcut`.
    case item(shortcut: Int)
}

/// The one key map of navigation bars in both halves: Esc goes back, a function key presses the item
/// showing it (see ``NavigationBarShortcuts``). The keys reach the bar's container from anywhere inside
/// it, up the responder chain; with modifiers they do nothing.
package enum NavigationBarKeyMap {
    /// The command `event` gives, if any.
    package static func command(for event: KeyEvent) -> NavigationBarCommand? {
        guard event.modifiers.isEmpty else { return nil }
        switch event.key {
        case .escape: return .back
        case .function(let number) where NavigationBarShortcuts.isShortcut(number): return .item(shortcut: number)
        default: return nil
        }
    }
}
