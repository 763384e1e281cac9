/// The update-constraints pass (UIKit's order): widgets that called ``Widget/setNeedsUpdateConstraints()``
/// get ``Widget/updateConstraints()`` before the next layout pass, subviews before their superview.
extension Widget {
    /// Whether the widget needs ``updateConstraints()`` before the next layout pass (UIKit's name).
    public func needsUpdateConstraints() -> Bool { needsConstraintsUpdate }

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        if needsConstraintsUpdate { return }
        needsConstraintsUpdate = true
        window?.scheduleConstraintsUpdate(self)
    }

    /// Runs the pending ``updateConstraints()`` of this widget and its subviews now, subviews first.
    public func updateConstraintsIfNeeded() {
        if let window {
            window.updatePendingConstraints(under: self)
        } else {
            performConstraintsUpdate(depth: 0)
        }
    }

    func performConstraintsUpdate(depth: Int) {
        guard depth < 10_000 else { return }
        for child in subviews { child.performConstraintsUpdate(depth: depth + 1) }
        if needsConstraintsUpdate { runUpdateConstraints() }
    }

    func runUpdateConstraints() {
        needsConstraintsUpdate = false
        updateConstraints()
    }

    /// Entering a window: a pending update is queued there; a class that requires constraint-based
    /// layout gets its update now.
    func constraintsUpdateOnEnteringWindow() {
        if needsConstraintsUpdate {
            window?.scheduleConstraintsUpdate(self)
        } else if type(of: self).requiresConstraintBasedLayout {
            setNeedsUpdateConstraints()
        }
    }
}
