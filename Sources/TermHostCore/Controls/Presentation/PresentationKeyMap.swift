/// The one key map of presented panels in both halves: Esc, without modifiers, asks the presentation to
/// go away (a sheet or popover is dismissed unless the content forbids it; an alert runs its cancel
/// action, see ``AlertKeyMap``). A terminal has no swipe down or tap outside a sheet.
package enum PresentationKeyMap {
    /// Whether `event` asks the presented panel to go away.
    package static func dismisses(_ event: KeyEvent) -> Bool {
        event.key == .escape && event.modifiers.isEmpty
    }
}
