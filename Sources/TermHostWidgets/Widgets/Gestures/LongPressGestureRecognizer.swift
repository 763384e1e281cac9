import TermHostCore

/// Recognizes a press held for ``minimumPressDuration`` (`UILongPressGestureRecognizer`): continuous, its
/// targets are called in ``GestureRecognizer/State/began`` when the time is up, ``GestureRecognizer/State/changed``
/// on motion the terminal reports over the widget, and ``GestureRecognizer/State/ended`` on the release.
/// A release before the time is up fails it (the widget then gets the click).
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the press must be held, in seconds. Default 0.5, as in UIKit.
    public var minimumPressDuration = 0.5
    /// Taps before the press. Default 0; only 0 is recognized (the press is the click itself).
    public var numberOfTapsRequired = 0
    /// The fingers the press needs. Default 1; the mouse is one touch, so more is never recognized.
    public var numberOfTouchesRequired = 1
    /// Accepted: a press that moves stays a press (the terminal moves in whole cells).
    public var allowableMovement = 10.0

    private var timer: ScheduledWork?

    override func pressBegan(at point: Point, now: Duration?, scheduler: Scheduler?) -> Bool {
        guard numberOfTouchesRequired == 1, numberOfTapsRequired == 0, let scheduler else { return false }
        location = point
        timer = scheduler.schedule(after: .milliseconds(Int(max(0, minimumPressDuration) * 1000))) { [weak self] in
            guard let self, self.timer != nil else { return }
            self.timer = nil
            if !self.report(.began) { self.reset() }
        }
        return true
    }

    override func pressMoved(to point: Point) {
        location = point
        if state == .began || state == .changed { report(.changed) }
    }

    override func pressEnded(at point: Point, inside: Bool) -> Bool {
        location = point
        timer?.cancel()
        timer = nil
        guard state == .began || state == .changed else {
            reset()
            return false
        }
        report(.ended)
        reset()
        return true
    }

    override func cancelTracking() {
        timer?.cancel()
        timer = nil
        super.cancelTracking()
    }
}
