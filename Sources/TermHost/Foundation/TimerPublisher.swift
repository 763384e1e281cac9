import Foundation
import TermHostViews

extension Timer {
    /// Combine's name for the publisher `publish(every:tolerance:on:in:)` returns.
    public typealias TimerPublisher = TermHostViews.TimerPublisher

    /// A publisher that sends the date at every `interval` seconds on `runLoop` (`Timer.publish(every: 1,
    /// on: .main, in: .common).autoconnect()`, for `.onReceive`): see ``TimerPublisher``. The timer is a
    /// Foundation `Timer` added to `runLoop` in `mode`, which `Application.run()` serves for `RunLoop.main`.
    /// The tolerance is accepted.
    @MainActor
    @_alwaysEmitIntoClient
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoopObject: runLoop, modeName: mode.rawValue) { fire in
            let timer = Timer(timeInterval: interval, repeats: true) { fired in
                let date = fired.fireDate
                MainActor.assumeIsolated { fire(date) }
            }
            runLoop.add(timer, forMode: mode)
            return { timer.invalidate() }
        }
    }
}

extension TermHostViews.TimerPublisher {
    /// The run loop the timer is on.
    @_alwaysEmitIntoClient
    public var runLoop: RunLoop { runLoopObject as? RunLoop ?? .main }

    /// The run loop mode the timer is in.
    @_alwaysEmitIntoClient
    public var mode: RunLoop.Mode { RunLoop.Mode(modeName) }
}
