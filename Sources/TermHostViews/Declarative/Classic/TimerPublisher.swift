import FoundationEssentials
import TermHostCore

/// A publisher of dates at a fixed interval: what `Timer.publish(every:on:in:)` returns (Combine's
/// `Timer.TimerPublisher`, which `import TermHost` also spells so).
///
/// Combine does not exist on Linux: this is TermHost's own, shaped as Combine's for `.onReceive`.
/// `autoconnect()` returns the publisher itself (Combine's returns a wrapper), which starts its timer when
/// the first subscriber comes and stops it when the last one goes; `connect()` starts it by hand. Dates are
/// delivered on the main actor. What starts the timer is given by `Timer.publish` (a Foundation `Timer` on
/// the run loop it names, which `Application.run()` serves for `RunLoop.main`); this type itself names no
/// Foundation type, so a program that never makes one links none of Foundation.
@MainActor
public final class TimerPublisher: Publisher {
    /// The date of each firing.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never

    /// Starts a timer that calls its argument at each firing with the firing's date; returns what stops it.
    @usableFromInline package typealias Start = @MainActor (_ fire: @escaping @MainActor (Date) -> Void) -> (@MainActor () -> Void)

    /// Seconds between firings.
    public let interval: TimeInterval
    /// The run loop the timer is on, kept untyped here (the umbrella module reads it back as a `RunLoop`).
    @usableFromInline package let runLoopObject: AnyObject?
    /// The raw value of the run loop mode the timer is in.
    @usableFromInline package let modeName: String
    private let startTimer: Start
    private var stopTimer: (@MainActor () -> Void)?
    private var autoconnects = false
    private var subscribers: [Int: @MainActor (Date) -> Void] = [:]
    private var nextSubscriber = 0

    /// A publisher that starts its timer with `start`.
    @usableFromInline package init(interval: TimeInterval, runLoopObject: AnyObject?, modeName: String, start: @escaping Start) {
        self.interval = interval
        self.runLoopObject = runLoopObject
        self.modeName = modeName
        startTimer = start
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
        guard stopTimer == nil else { return }
        stopTimer = startTimer { [weak self] date in self?.send(date) }
    }

    private func stop() {
        stopTimer?()
        stopTimer = nil
    }

    private func send(_ date: Date) {
        for (_, subscriber) in subscribers.sorted(by: { $0.key < $1.key }) { subscriber(date) }
    }

    isolated deinit {
        stopTimer?()
    }
}
