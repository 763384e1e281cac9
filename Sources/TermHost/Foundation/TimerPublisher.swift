import Foundation
import TermHostViews

extension Timer {
    /// A publisher that sends the date at every `interval` seconds on `runLoop` (`Timer.publish(every: 1,
    /// on: .main, in: .common).autoconnect()`, for `.onReceive`).
    ///
    /// Combine does not exist on Linux: this is TermHost's own, shaped as Combine's for that use.
    /// `autoconnect()` returns the publisher itself (Combine's returns a wrapper), which starts its timer
    /// when the first subscriber comes and stops it when the last one goes; `connect()` starts it by
    /// hand. Dates are delivered on the main actor; the timer is a Foundation `Timer` on `runLoop`,
    /// which `Application.run()` serves for `RunLoop.main`. The tolerance is accepted.
    @MainActor
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }

    /// A publisher of dates at a fixed interval (see `Timer.publish(every:tolerance:on:in:)`).
    @MainActor
    public final class TimerPublisher: Publisher {
        /// The date of each firing.
        public typealias Output = Date
        /// It never fails.
        public typealias Failure = Never

        /// Seconds between firings.
        public let interval: TimeInterval
        /// The run loop the timer is on.
        public let runLoop: RunLoop
        /// The run loop mode the timer is in.
        public let mode: RunLoop.Mode
        private var autoconnects = false
        private var timer: Timer?
        private var subscribers: [Int: @MainActor (Date) -> Void] = [:]
        private var nextSubscriber = 0

        init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Starts the timer; cancelling the result stops it.
        public func connect() -> AnyCancellable {
            start()
            return AnyCancellable { [weak self] in MainActor.assumeIsolated { self?.stop() } }
        }

        /// The publisher, starting its timer with the first subscriber and stopping it after the last.
        public func autoconnect() -> TimerPublisher {
            autoconnects = true
            return self
        }

        /// Calls `receiveValue` with the date at each firing until the subscription is cancelled.
        public func sink(receiveValue: @escaping @MainActor (Date) -> Void) -> AnyCancellable {
            let id = nextSubscriber
            nextSubscriber += 1
            subscribers[id] = receiveValue
            if autoconnects { start() }
            return AnyCancellable { [weak self] in MainActor.assumeIsolated { self?.unsubscribe(id) } }
        }

        private func unsubscribe(_ id: Int) {
            subscribers[id] = nil
            if autoconnects && subscribers.isEmpty { stop() }
        }

        private func start() {
            guard timer == nil else { return }
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] fired in
                let date = fired.fireDate
                MainActor.assumeIsolated { self?.send(date) }
            }
            runLoop.add(timer, forMode: mode)
            self.timer = timer
        }

        private func stop() {
            timer?.invalidate()
            timer = nil
        }

        private func send(_ date: Date) {
            for (_, subscriber) in subscribers.sorted(by: { $0.key < $1.key }) { subscriber(date) }
        }

        isolated deinit {
            timer?.invalidate()
        }
    }
}
