/// The window's side of constraint layout: one ``LayoutEngine`` per window, solved inside the window's
/// layout pass (see ``WindowConstraintLayout``).
extension Window {
    /// The window's constraint layout, made on first use.
    var constraintLayoutCreatingIfNeeded: WindowConstraintLayout {
        if let constraintLayout { return constraintLayout }
        let made = WindowConstraintLayout(window: self)
        constraintLayout = made
        return made
    }

    /// The engine for the widgets of this window, once the window has a size.
    var readyLayoutEngine: LayoutEngine? {
        constraintLayoutCreatingIfNeeded.readyEngine
    }

    /// Called by a widget that entered this window (after its subtree did).
    func constraintWidgetDidEnter(_ widget: Widget) {
        guard let state = widget.constraintStorage else { return }
        if constraintLayout == nil, !state.hasPendingConstraints { return }
        constraintLayoutCreatingIfNeeded.widgetDidEnter(widget)
    }

    /// Queues a widget's ``Widget/updateConstraints()`` for the next layout pass.
    func scheduleConstraintsUpdate(_ widget: Widget) {
        constraintsUpdateQueue.append(widget)
        attachedApplication?.setNeedsFrame()
    }

    /// Runs the queued ``Widget/updateConstraints()`` calls (only those under `root`, when given),
    /// deepest widgets first, as UIKit updates constraints from the leaves up.
    func updatePendingConstraints(under root: Widget?) {
        guard !constraintsUpdateQueue.isEmpty else { return }
        var rounds = 0
        while rounds < Self.maximumConstraintUpdateRounds {
            var batch: [(depth: Int, order: Int, widget: Widget)] = []
            var rest: [Widget] = []
            for widget in constraintsUpdateQueue where widget.needsConstraintsUpdate && widget.window === self {
                if let root, !widget.isDescendant(of: root) {
                    rest.append(widget)
                } else {
                    batch.append((widget.depthInTree, batch.count, widget))
                }
            }
            constraintsUpdateQueue = rest
            guard !batch.isEmpty else { return }
            batch.sort { $0.depth != $1.depth ? $0.depth > $1.depth : $0.order < $1.order }
            for entry in batch where entry.widget.needsConstraintsUpdate { entry.widget.runUpdateConstraints() }
            rounds += 1
        }
    }
}
