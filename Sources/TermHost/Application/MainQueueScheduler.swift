import Dispatch

/// The scheduler of a running application: the Dispatch main queue.
///
/// Work scheduled here interleaves with `DispatchQueue.main.async`, `asyncAfter` and main-actor tasks,
/// so they all just work together.
@MainActor
public final class MainQueueScheduler: Scheduler {
    private let start = DispatchTime.now()

    /// Creates a main-queue scheduler.
    public init() {}

    public var now: Duration {
        .nanoseconds(Int64(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds))
    }

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }

    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let item = ScheduledWork(work)
        let nanoseconds = max(0, delay.totalNanoseconds)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds))) {
            MainActor.assumeIsolated { item.runIfNotCancelled() }
        }
        return item
    }
}
