import TermHostCore

/// What a widget's recognizers are doing with the click under way.
struct GestureTracking {
    /// The recognizers tracking the press.
    var active: [GestureRecognizer] = []
    /// The press, while the widget's own handling has not seen it (given to it if no recognizer takes the click).
    var heldPress: MouseEvent?
}

extension Widget {
    /// The recognizers attached to the widget (`gestureRecognizers`), in the order they were added;
    /// assigning replaces them.
    public var gestureRecognizers: [GestureRecognizer]? {
        get { extras.map { $0.gestureRecognizers.isEmpty ? nil : $0.gestureRecognizers } ?? nil }
        set {
            for recognizer in gestureRecognizers ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer (moving it from another widget first), as `addGestureRecognizer(_:)`. The widget
    /// must take events for it to see clicks: an ``ImageWidget`` or a label starts with
    /// ``isUserInteractionEnabled`` off in UIKit.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if gestureRecognizer.view === self { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        madeExtras.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer (`removeGestureRecognizer(_:)`); a gesture under way is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard let extras, gestureRecognizer.view === self else { return }
        gestureRecognizer.cancelTracking()
        extras.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        extras.gestureTracking.active.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    /// Mouse events reach the widget's recognizers first, then its own ``handleMouse(_:)`` (see
    /// ``GestureRecognizer/cancelsTouchesInView``).
    func routeMouseThroughRecognizers(_ event: MouseEvent) -> Bool {
        guard let extras, !extras.gestureRecognizers.isEmpty || !extras.gestureTracking.active.isEmpty else {
            return handleMouse(event)
        }
        switch event.kind {
        case .press(.left):
            return recognizersBegin(event, extras: extras)
        case .move where !extras.gestureTracking.active.isEmpty:
            for recognizer in extras.gestureTracking.active { recognizer.pressMoved(to: event.position) }
            if extras.gestureTracking.heldPress == nil { _ = handleMouse(event) }
            return true
        case .release(.left) where !extras.gestureTracking.active.isEmpty:
            recognizersEnd(event, extras: extras)
            return true
        default:
            return handleMouse(event)
        }
    }

    private func recognizersBegin(_ event: MouseEvent, extras: WidgetExtras) -> Bool {
        let scheduler = window?.application?.scheduler
        let active = extras.gestureRecognizers.filter {
            $0.isEnabled && $0.pressBegan(at: event.position, now: scheduler?.now, scheduler: scheduler)
        }
        guard !active.isEmpty else { return handleMouse(event) }
        extras.gestureTracking.active = active
        if active.contains(where: { $0.cancelsTouchesInView }) {
            extras.gestureTracking.heldPress = event
        } else {
            extras.gestureTracking.heldPress = nil
            _ = handleMouse(event)
        }
        return true
    }

    private func recognizersEnd(_ event: MouseEvent, extras: WidgetExtras) {
        let active = extras.gestureTracking.active
        let held = extras.gestureTracking.heldPress
        extras.gestureTracking = GestureTracking()
        let inside = bounds.contains(convertFromWindow(event.position))
        var recognized: [GestureRecognizer] = []
        for recognizer in active where recognizer.pressEnded(at: event.position, inside: inside) {
            recognized.append(recognizer)
        }
        if recognized.contains(where: { $0.cancelsTouchesInView }) { return }
        if let held { _ = handleMouse(held) }
        _ = handleMouse(event)
    }
}
