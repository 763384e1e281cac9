/// A scheduler for tests: nothing runs until the test calls ``runUntilIdle(limit:)`` or ``advance(by:)``,
/// and time moves only when the test says so, so a 3-second timer runs in microseconds.
@MainActor
public final class ManualScheduler: Scheduler {
    @exclusivity(unchecked)
    public private(set) var now: Duration = .zero
    @exclusivity(unchecked)
    private var queue = TimerQueue()

    /// Creates a scheduler at time zero.
    public init() {}

    /// The number of work items waiting (cancelled ones included until their time comes).
    public var pendingCount: Int { queue.count }

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        queue.add(ScheduledWork(work), due: now)
    }

    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let item = ScheduledWork(work)
        queue.add(item, due: now + max(delay, .zero))
        return item
    }

    /// Runs every item that is due now, including items they schedule for now, in order.
    /// Stops after `limit` items so a feedback loop cannot hang a test. Returns how many ran.
    @discardableResult
    public func runUntilIdle(limit: Int = 100_000) -> Int {
        var ran = 0
        while ran < limit, let next = queue.takeNext(dueBy: now) {
            next.item.runIfNotCancelled()
            ran += 1
        }
        return ran
    }

    /// Moves the clock forward by `duration`, running every item as its time comes.
    public func advance(by duration: Duration) {
        let target = now + duration
        while let next = queue.takeNext(dueBy: target) {
            if next.due > now { now = next.due }
            next.item.runIfNotCancelled()
        }
        now = target
        runUntilIdle()
    }
}
