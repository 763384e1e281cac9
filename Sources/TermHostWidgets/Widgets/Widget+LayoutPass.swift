import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The layout pass of a widget, in UIKit's order: widgets that called ``Widget/setNeedsUpdateConstraints()``
/// get ``Widget/updateConstraints()`` first, subviews before their superview; then widgets that called
/// ``Widget/setNeedsLayout()`` get ``Widget/layoutSubviews()``, parents first (the window runs both, see
/// `Window.layoutPending(under:)`).
extension Widget {
    /// How deep a widget tree goes: in a window, a widget with more superviews than this is left out of
    /// it with everything below it (not laid out, measured or drawn; the window draws
    /// ``TreeDepthLimit/placeholder`` in its place and reports it once), and the recursive walks of a tree
    /// (updating and adopting constraints) stop here, so a pathological tree cannot overflow the stack.
    /// Measured in a debug build, a tree at the limit takes about 2 MiB of stack (2 KiB a level: moving into
    /// the window, layout, drawing, hit testing), nested stacks about 3 MiB (measuring), inside the main
    /// thread's 8 MiB.
    static let maximumTreeDepth = 1_000

    /// Runs a pending layout of this widget (and what it makes pending below it) now.
    public func layoutIfNeeded() {
        if let window {
            window.layoutPending(under: self)
        } else if needsLayout {
            performLayout()
        }
    }

    func performLayout() {
        needsLayout = false
        window?.application?.statistics.widgetsLaidOut += 1
        let owner = owningController as? RootWidgetOwner
        tracking(.layout) {
            owner?.rootWidgetWillLayoutSubviews()
            layoutSubviews()
            owner?.rootWidgetDidLayoutSubviews()
        }
    }

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
        guard depth < Widget.maximumTreeDepth else { return }
        for child in subviews { child.performConstraintsUpdate(depth: depth + 1) }
        if needsConstraintsUpdate { runUpdateConstraints() }
    }

    func runUpdateConstraints() {
        needsConstraintsUpdate = false
        tracking(.constraints) { updateConstraints() }
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
