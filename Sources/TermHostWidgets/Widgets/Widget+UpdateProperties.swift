import TermHostCore

/// UIKit's property-update pass (`updateProperties()`, iOS 26): it runs before the layout pass, parents
/// first, for the widgets that asked with ``Widget/setNeedsUpdateProperties()``, and a widget runs it
/// once when it first enters a window. The `@Observable` properties it reads are tracked: a change
/// asks for the pass again (see `Widget+Observation.swift`).
extension Widget {
    /// Asks for ``updateProperties()`` before the next layout pass (UIKit's `setNeedsUpdateProperties()`).
    public func setNeedsUpdateProperties() {
        if needsPropertiesUpdate { return }
        needsPropertiesUpdate = true
        window?.schedulePropertiesUpdate(self)
    }

    /// Runs a pending ``updateProperties()`` of this widget now (UIKit's `updatePropertiesIfNeeded()`).
    public func updatePropertiesIfNeeded() {
        if needsPropertiesUpdate { runUpdateProperties() }
    }

    /// Runs the property update (the owning controller's ``WidgetController/updateProperties()`` first),
    /// tracking what it reads.
    func runUpdateProperties() {
        needsPropertiesUpdate = false
        tracking(.properties) {
            (owningController as? RootWidgetOwner)?.rootWidgetUpdateProperties()
            updateProperties()
        }
    }

    /// Entering a window: a pending property update is queued there.
    func propertiesUpdateOnEnteringWindow() {
        if needsPropertiesUpdate { window?.schedulePropertiesUpdate(self) }
    }
}

extension Window {
    /// Queues a widget's ``Widget/updateProperties()`` for the next layout pass.
    func schedulePropertiesUpdate(_ widget: Widget) {
        propertiesUpdateQueue.append(widget)
        attachedApplication?.setNeedsFrame()
    }

    /// Runs the queued ``Widget/updateProperties()`` calls (only those under `root`, when given), parents first.
    func updatePendingProperties(under root: Widget?) {
        guard !propertiesUpdateQueue.isEmpty else { return }
        var settling = FrameSettling(.layout, application: attachedApplication)
        while true {
            let batch = takeBatch(from: &propertiesUpdateQueue, under: root, deepestFirst: false) { $0.needsPropertiesUpdate }
            guard !batch.isEmpty else { return }
            guard settling.nextRound() else {
                settling.stopped(in: "the window's property updates")
                for entry in batch { propertiesUpdateQueue.append(entry.widget) }
                return
            }
            for entry in batch where entry.widget.needsPropertiesUpdate { entry.widget.runUpdateProperties() }
        }
    }
}
