/// The turning of an activity indicator, for both halves (`ActivityIndicatorWidget`, a circular `ProgressView`'s
/// node): which frame shows, and the timer that moves to the next one.
///
/// The adapter calls ``scheduleTick(on:)`` while it animates and is on screen (again on every draw: a
/// tick that found it gone schedules nothing) and ``stop()`` when it stops or leaves; each tick moves to
/// the next frame and calls `redraw`.
@MainActor
package final class ActivityAnimation {
    /// The frames shown in turn (``ActivityIndicatorLook/frames`` by default).
    package var frames: [Character] = ActivityIndicatorLook.frames {
        didSet { frameIndex = 0 }
    }
    /// The time between frames.
    package var interval: Duration = ActivityIndicatorLook.interval
    /// The index of the frame shown.
    package private(set) var frameIndex = 0
    private var timer: ScheduledWork?
    private let redraw: @MainActor () -> Void
    private let isRunning: @MainActor () -> Bool

    /// An animation that asks `isRunning` before each tick (animating and still on screen) and calls
    /// `redraw` after moving to the next frame.
    package init(isRunning: @escaping @MainActor () -> Bool, redraw: @escaping @MainActor () -> Void) {
        self.isRunning = isRunning
        self.redraw = redraw
    }

    /// The frame shown now, if there is one.
    package var currentFrame: Character? {
        frames.indices.contains(frameIndex) ? frames[frameIndex] : nil
    }

    /// Whether a timer is waiting to show the next frame.
    package var hasScheduledTick: Bool { timer != nil }

    /// Schedules the next frame on `scheduler` unless one is scheduled already or it is not running.
    package func scheduleTick(on scheduler: Scheduler?) {
        guard timer == nil, isRunning(), let scheduler else { return }
        timer = scheduler.schedule(after: interval) { [weak self] in
            guard let self else { return }
            self.timer = nil
            guard self.isRunning() else { return }
            self.frameIndex = (self.frameIndex + 1) % max(1, self.frames.count)
            self.redraw()
            self.scheduleTick(on: scheduler)
        }
    }

    /// Cancels the scheduled frame.
    package func stop() {
        timer?.cancel()
        timer = nil
    }
}
