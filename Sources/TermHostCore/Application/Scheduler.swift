/// A handle to work scheduled for later; ``cancel()`` keeps it from running.
@MainActor
public final class ScheduledWork {
    /// Whether ``cancel()`` was called.
    @exclusivity(unchecked)
    public private(set) var isCancelled = false
    let work: @MainActor () -> Void

    init(_ work: @escaping @MainActor () -> Void) { self.work = work }

    /// Keeps the work from running if it has not run yet.
    public func cancel() { isCancelled = true }

    func runIfNotCancelled() {
        if !isCancelled { work() }
    }
}

/// Where an application runs deferred work and timers.
///
/// ``MainQueueScheduler`` uses the Dispatch main queue (what a real app runs on);
/// ``ManualScheduler`` runs work only when a test asks, with a clock the test advances.
@MainActor
public protocol Scheduler: AnyObject {
    /// Time since the scheduler was created.
    var now: Duration { get }
    /// Runs `work` on a later turn of the main queue.
    func schedule(_ work: @escaping @MainActor () -> Void)
    /// Runs `work` after `delay`.
    @discardableResult
    func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork
}

extension Duration {
    /// The duration in whole nanoseconds (saturating).
    var totalNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        if overflow { return seconds < 0 ? Int64.min : Int64.max }
        return scaled + attoseconds / 1_000_000_000
    }
}
