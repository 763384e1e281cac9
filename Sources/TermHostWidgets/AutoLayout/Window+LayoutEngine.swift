import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

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
        var settling = FrameSettling(.layout, application: attachedApplication)
        while true {
            let batch = takeBatch(from: &constraintsUpdateQueue, under: root, deepestFirst: true) { $0.needsConstraintsUpdate }
            guard !batch.isEmpty else { return }
            guard settling.nextRound() else {
                settling.stopped(in: "the window's constraint updates")
                for entry in batch { constraintsUpdateQueue.append(entry.widget) }
                return
            }
            for entry in batch where entry.widget.needsConstraintsUpdate { entry.widget.runUpdateConstraints() }
        }
    }
}
