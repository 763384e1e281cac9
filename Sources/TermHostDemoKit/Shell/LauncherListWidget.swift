import TermHost

/// The launcher's list: a click selects the row under the pointer (as in any list) and, on
/// release, opens it.
@MainActor
final class LauncherListWidget: ListWidget {
    /// Called with the row to open.
    var onOpen: (@MainActor (Int) -> Void)?

    override func handleMouse(_ event: MouseEvent) -> Bool {
        if case .release(.left) = event.kind, isEnabled, let row = selectedRow {
            onOpen?(row)
            return true
        }
        return super.handleMouse(event)
    }
}
