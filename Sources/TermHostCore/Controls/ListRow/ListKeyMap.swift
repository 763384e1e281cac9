/// What a key does to a list or one of its rows.
package enum ListCommand: Equatable, Sendable {
    /// Move the focus to the row above, or below.
    case moveUp, moveDown
    /// Move the focus a page up, or down.
    case pageUp, pageDown
    /// Move the focus to the first, or last, row.
    case home, end
    /// Choose the focused row (select it, or do what it does).
    case activate
    /// Delete the focused row (its delete editing style, `.onDelete`).
    case delete
    /// Insert at the focused row (its insert editing style).
    case insert
    /// Move the focused row one place up, or down (its reorder control, `.onMove`).
    case moveRowUp, moveRowDown
    /// Show the row's swipe actions from an edge (Left shows the trailing ones, as a swipe to the left).
    case revealSwipeActions(SwipeActionsStrip.Edge)
}

/// What a key does while a row's swipe actions are shown.
package enum SwipeActionsCommand: Equatable, Sendable {
    /// Choose the button further from the edge, or nearer it (from the first: close the strip).
    case outward, inward
    /// Press the chosen button.
    case press
    /// Close the strip.
    case close
    /// Close the strip and let the key go on (Tab, Up, Down move the focus).
    case closeAndPass
}

/// The one key map of lists in both halves: Up / Down, Page Up / Page Down, Home / End move the focus
/// between rows; Enter or Space choose the focused row; Delete or Backspace delete it, Insert inserts
/// there (in editing mode, where the row allows it); Shift (or Alt) with Up / Down move it one place;
/// Left and Right show the row's trailing and leading swipe actions. Each half does what its rows can
/// (a widget list has no swipe actions yet; a `List` has no insert style) and passes on the rest.
package enum ListKeyMap {
    /// The command `event` gives, if any.
    package static func command(for event: KeyEvent) -> ListCommand? {
        switch (event.key, event.modifiers) {
        case (.up, []): return .moveUp
        case (.down, []): return .moveDown
        case (.pageUp, []): return .pageUp
        case (.pageDown, []): return .pageDown
        case (.home, []): return .home
        case (.end, []): return .end
        case (.enter, []), (.character(" "), []): return .activate
        case (.delete, []), (.backspace, []): return .delete
        case (.insert, []): return .insert
        case (.up, .shift), (.up, .alt): return .moveRowUp
        case (.down, .shift), (.down, .alt): return .moveRowDown
        case (.left, []): return .revealSwipeActions(.trailing)
        case (.right, []): return .revealSwipeActions(.leading)
        default: return nil
        }
    }

    /// The command `event` gives while swipe actions from `edge` are shown: the arrow away from the edge
    /// moves outward, the one towards it inward; Enter or Space press; Esc closes; Tab, Shift-Tab, Up and
    /// Down close and go on; any other key is taken and does nothing.
    package static func swipeCommand(for event: KeyEvent, edge: SwipeActionsStrip.Edge) -> SwipeActionsCommand? {
        let outward: Key = edge == .trailing ? .left : .right
        let inward: Key = edge == .trailing ? .right : .left
        switch event.key {
        case outward: return .outward
        case inward: return .inward
        case .enter, .character(" "): return .press
        case .escape: return .close
        case .tab, .backTab, .up, .down: return .closeAndPass
        default: return nil
        }
    }
}
