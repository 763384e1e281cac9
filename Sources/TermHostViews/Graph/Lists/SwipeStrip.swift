import TermHostCore

/// A row's swipe actions: the strip is the one model and look both halves share
/// (`SwipeActionsStrip`), its keys the list key map's (`ListKeyMap/swipeCommand(for:edge:)`); the row
/// keeps the entries the strip's buttons run.
extension ListRowNode {
    /// The buttons a swipe from `edge` shows: the row's `.swipeActions` for that edge, or for a
    /// trailing swipe with none, the Delete of its `ForEach`'s `.onDelete` (as SwiftUI synthesises).
    func swipeItems(from edge: SwipeActionsStrip.Edge) -> [MenuItem] {
        if let actions = configuration.swipeActions[edge == .leading ? .leading : .trailing] {
            return MenuItems.items(in: actions.content).filter { $0.kind == .action }
        }
        guard edge == .trailing, canDelete else { return [] }
        return [MenuItem(title: "Delete", role: .destructive, action: { [weak self] in _ = self?.deleteRow() })]
    }

    /// Shows the swipe actions from `edge`, if the row has any; the row takes the focus meanwhile.
    func openSwipe(from edge: SwipeActionsStrip.Edge) -> Bool {
        let items = swipeItems(from: edge)
        guard !items.isEmpty else { return false }
        swipeEntries = items
        swipe = SwipeActionsStrip(edge: edge, actions: items.map { SwipeActionsStrip.Action(title: $0.title, style: $0.style) })
        returnFocus = application?.focusEngine.focused
        application?.focusEngine.focus(self)
        setNeedsDisplay()
        return true
    }

    /// Hides the swipe actions; focus goes back where it was.
    func closeSwipe() {
        guard swipe != nil else { return }
        swipe = nil
        swipeEntries = []
        setNeedsDisplay()
        let back = returnFocus
        returnFocus = nil
        if let back, back !== self, back.canBecomeFocused {
            application?.focusEngine.focus(back)
        } else if !canBecomeFocused, let stop = focusStop {
            application?.focusEngine.focus(stop)
        }
    }

    func handleSwipeKey(_ event: KeyEvent) -> Bool {
        guard let strip = swipe else { return false }
        guard let command = ListKeyMap.swipeCommand(for: event, edge: strip.edge) else { return true }
        switch command {
        case .outward, .inward:
            guard let moved = strip.moved(command) else {
                closeSwipe()
                return true
            }
            swipe = moved
            setNeedsDisplay()
        case .press:
            runSwipeItem(strip.index)
        case .close:
            closeSwipe()
        case .closeAndPass:
            closeSwipe()
            return false
        }
        return true
    }

    func runSwipeItem(_ index: Int) {
        guard swipeEntries.indices.contains(index) else { return }
        let item = swipeEntries[index]
        closeSwipe()
        if item.isChoosable { item.action?() }
    }

    /// The button of the open strip at a point on screen.
    func swipeItemIndex(atScreen point: Point) -> Int? {
        guard let strip = swipe else { return nil }
        let local = point - screenPoint(frame.origin)
        guard local.y == 0 else { return nil }
        return strip.index(atColumn: local.x, rowWidth: frame.width)
    }
}
