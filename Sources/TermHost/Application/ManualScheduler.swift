/// A scheduler for tests: nothing runs until the test calls ``runUntilIdle(limit:)`` or ``advance(by:)``,
/// and time moves only when the test says so, so a 3-second timer runs in microseconds.
@MainActor
public final class ManualScheduler: Scheduler {
    private struct Entry {
        let due: Duration
        let sequence: Int
        let item: ScheduledWork
    }

    public private(set) var now: Duration = .zero
    private var entries: [Entry] = []
    private var sequence = 0

    /// Creates a scheduler at time zero.
    public init() {}

    /// The number of work items waiting (cancelled ones included until their time comes).
    public var pendingCount: Int { entries.count }

    public func schedule(_ work: @escaping @MainActor () -> Void) {
        enqueue(ScheduledWork(work), due: now)
    }

    @discardableResult
    public func schedule(after delay: Duration, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
        let item = ScheduledWork(work)
        enqueue(item, due: now + max(delay, .zero))
        return item
    }

    private func enqueue(_ item: ScheduledWork, due: Duration) {
        sequence += 1
        entries.append(Entry(due: due, sequence: sequence, item: item))
    }

    /// Runs every item that is due now, including items they schedule for now, in order.
    /// Stops after `limit` items so a feedback loop cannot hang a test. Returns how many ran.
    @discardableResult
    public func runUntilIdle(limit: Int = 100_000) -> Int {
        var ran = 0
        while ran < limit, let index = nextDueIndex(upTo: now) {
            let entry = entries.remove(at: index)
            entry.item.runIfNotCancelled()
            ran += 1
        }
        return ran
    }

    /// Moves the clock forward by `duration`, running every item as its time comes.
    public func advance(by duration: Duration) {
        let target = now + duration
        while let index = nextDueIndex(upTo: target) {
            let entry = entries[index]
            if entry.due > now { now = entry.due }
            entries.remove(at: index)
            entry.item.runIfNotCancelled()
        }
        now = target
        runUntilIdle()
    }

    private func nextDueIndex(upTo limit: Duration) -> Int? {
        var best: Int?
        for (i, entry) in entries.enumerated() where entry.due <= limit {
            if let b = best {
                let current = entries[b]
                if entry.due < current.due || (entry.due == current.due && entry.sequence < current.sequence) { best = i }
            } else {
                best = i
            }
        }
        return best
    }
}
