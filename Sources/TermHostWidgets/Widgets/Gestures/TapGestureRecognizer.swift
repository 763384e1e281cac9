import TermHostCore

/// Recognizes taps: a click (press and release inside the widget), or ``numberOfTapsRequired`` clicks each
/// starting within ``maximumTapInterval`` of the last (`UITapGestureRecognizer`). A tap is discrete: its
/// targets are called once, in state ``GestureRecognizer/State/ended``.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// The clicks that make the tap. Default 1.
    public var numberOfTapsRequired = 1
    /// The fingers the tap needs. Default 1; the mouse is one touch, so more is never recognized.
    public var numberOfTouchesRequired = 1
    /// The longest wait between one click's release and the next one's press in a multiple tap.
    public static let maximumTapInterval = Duration.milliseconds(500)

    private var taps = 0
    private var lastRelease: Duration?
    private var lastNow: Duration?

    override func pressBegan(at point: Point, now: Duration?, scheduler: Scheduler?) -> Bool {
        guard numberOfTouchesRequired == 1 else { return false }
        if let now, let lastRelease, now - lastRelease > Self.maximumTapInterval { taps = 0 }
        lastNow = now
        location = point
        return true
    }

    override func pressEnded(at point: Point, inside: Bool) -> Bool {
        location = point
        guard inside else {
            taps = 0
            return false
        }
        taps += 1
        lastRelease = lastNow
        guard taps >= max(1, numberOfTapsRequired) else { return false }
        taps = 0
        let recognized = report(.ended)
        reset()
        return recognized
    }

    override func cancelTracking() {
        taps = 0
        super.cancelTracking()
    }
}
