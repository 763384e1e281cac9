/// Work waiting for its time, in the order it falls due (work due at the same time in the order it was
/// added): the timers of ``MainThreadRunLoop`` and the queue of ``ManualScheduler``.
struct TimerQueue {
    private struct Entry {
        let due: Duration
        let sequence: Int
        let item: ScheduledWork
    }

    /// Sorted by due time, then by sequence; the earliest last, so that taking it is cheap.
    private var entries: [Entry] = []
    private var sequence = 0

    /// The number of items waiting (cancelled ones included until their time comes).
    var count: Int { entries.count }

    /// When the earliest item falls due.
    var nextDue: Duration? { entries.last?.due }

    /// Adds `item`, due at `due`.
    mutating func add(_ item: ScheduledWork, due: Duration) {
        sequence += 1
        let entry = Entry(due: due, sequence: sequence, item: item)
        // The first index (from the end) whose entry is due later than the new one: equal times keep
        // their order, the new one behind.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].due > due { low = middle + 1 } else { high = middle }
        }
        entries.insert(entry, at: low)
    }

    /// Removes and returns the earliest item if it is due at `limit` or earlier, with its due time.
    mutating func takeNext(dueBy limit: Duration) -> (due: Duration, item: ScheduledWork)? {
        guard let last = entries.last, last.due <= limit else { return nil }
        entries.removeLast()
        return (last.due, last.item)
    }

    /// Removes and returns the items due at `now` or earlier, earliest first.
    mutating func takeDue(at now: Duration) -> [ScheduledWork] {
        var due: [ScheduledWork] = []
        while let next = takeNext(dueBy: now) { due.append(next.item) }
        return due
    }

    /// Removes and returns every item with its due time, earliest first.
    mutating func takeAll() -> [(due: Duration, item: ScheduledWork)] {
        defer { entries.removeAll() }
        return entries.reversed().map { ($0.due, $0.item) }
    }
}
