import Dispatch

/// The scheduler of a running application: the Dispatch main queue.
///
/// Work scheduled here interleaves with `DispatchQueue.main.async`, `asyncAfter` and main-actor tasks,
/// so they all just work together. While a synchronous `Application.run()` serves the main queue on
/// the main thread, its work and timers are the run loop's own (the loop waits for the next timer in
/// the same `poll` as for input and the main queue), so neither costs a Dispatch wake-up.
@MainActor
public final class MainQueueScheduler: Scheduler {
    private let start = DispatchTime.now()
    /// The run loop serving this scheduler's work, while a synchronous `Application.run()` runs.
    /// Taken away, the loop's waiting work and timers go back to the main queue.
    var runLoop: MainThreadRunLoop? {
        didSet {
            guard let old = oldValue, old !== runLoop else { return }
            let (timers, work) = old.takeAll()
            for piece in work { schedule(piece) }
            for (due, item) in timers { schedule(item, after: due - now) }
        }
    }

    /// Creates a main-queue scheduler.
    public init() {}

    public var now: Duration {
        .nanoseconds(Int64(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds))
    }

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        if let runLoop {
            runLoop.perform(work)
            return
        }
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let item = ScheduledWork(work)
        schedule(item, after: delay)
        return item
    }

    private func schedule(_ item: ScheduledWork, after delay: Duration) {
        if let runLoop {
            runLoop.schedule(item, at: now + max(delay, .zero))
            return
        }
        let nanoseconds = max(0, delay.totalNanoseconds)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds))) {
            MainActor.assumeIsolated { item.runIfNotCancelled() }
        }
    }
}
