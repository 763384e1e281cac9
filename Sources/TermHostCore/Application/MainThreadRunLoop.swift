#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The run loop of a synchronous `Application.run()`: the main thread itself waits in one `poll` on
/// every descriptor it serves (the terminal's input, the Dispatch main queue's wake-up descriptor) with
/// the time left to the next timer, then serves one turn.
///
/// A turn serves, in this order: the descriptors that became readable (each handler once), the timers
/// that fell due (earliest first), and the work queued with ``perform(_:)`` before the turn began (a
/// frame: any number of requests in one turn give one frame). Work queued while a turn runs waits for the
/// next turn, which then does not wait at all. Nothing hops threads: input is read, timers fire and
/// frames render on the thread that runs the loop.
@MainActor
final class MainThreadRunLoop {
    /// A descriptor and what to do when it is readable (or hung up).
    private struct Source {
        let descriptor: Int32
        let handler: @MainActor () -> Void
    }

    private var sources: [Source] = []
    private var timers = TimerQueue()
    private var soon: [@MainActor () -> Void] = []
    private var descriptors: [pollfd] = []
    private let clock: @MainActor () -> Duration
    /// Another library's run loop served in every turn (Foundation's, when the program links it).
    private let foreign: (any ForeignRunLoop.Type)?
    /// The turns served so far.
    private(set) var turns = 0

    /// Creates a loop whose timers follow `clock` (the scheduler's time), serving `foreign` in every turn.
    init(clock: @escaping @MainActor () -> Duration, foreign: (any ForeignRunLoop.Type)? = ForeignRunLoops.linked) {
        self.clock = clock
        self.foreign = foreign
    }

    /// Calls `handler` in every turn in which `descriptor` is readable (or hung up, or in error).
    func watch(_ descriptor: Int32, _ handler: @escaping @MainActor () -> Void) {
        sources.append(Source(descriptor: descriptor, handler: handler))
        descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
    }

    /// Stops watching `descriptor`.
    func unwatch(_ descriptor: Int32) {
        sources.removeAll { $0.descriptor == descriptor }
        descriptors.removeAll { $0.fd == descriptor }
    }

    /// Runs `work` in the next turn, after the descriptors and timers of that turn.
    func perform(_ work: @escaping @MainActor () -> Void) {
        soon.append(work)
    }

    /// Runs `item` in the first turn at or after `due` (on the loop's clock), unless it is cancelled.
    func schedule(_ item: ScheduledWork, at due: Duration) {
        timers.add(item, due: due)
    }

    /// The number of descriptors watched.
    var descriptorCount: Int { descriptors.count }

    /// The number of timers waiting.
    var timerCount: Int { timers.count }

    /// Takes every waiting timer and every queued piece of work out of the loop (for someone else to run).
    func takeAll() -> (timers: [(due: Duration, item: ScheduledWork)], work: [@MainActor () -> Void]) {
        defer { soon.removeAll() }
        return (timers.takeAll(), soon)
    }

    /// How long the next turn may wait, in milliseconds for `poll` (-1: until a descriptor is readable).
    var waitMilliseconds: Int32 {
        if !soon.isEmpty { return 0 }
        let now = clock()
        let foreignWait = foreign?.timeUntilNextTimer()
        guard let due = timers.nextDue.map({ $0 - now }) ?? foreignWait else { return -1 }
        let nanoseconds = min(due, foreignWait ?? due).totalNanoseconds
        if nanoseconds <= 0 { return 0 }
        // Rounded up: waking before the timer is due would only cost another turn.
        return Int32(clamping: (nanoseconds + 999_999) / 1_000_000)
    }

    /// Runs turns while `condition` holds (checked again after each part of a turn, so that nothing
    /// runs once a handler ended the loop).
    func run(while condition: () -> Bool) {
        while condition() { runTurn(while: condition) }
    }

    /// Waits (see ``waitMilliseconds``) and serves one turn, stopping early when `condition` fails.
    func runTurn(while condition: () -> Bool = { true }) {
        turns += 1
        let wait = waitMilliseconds
        // Without descriptors, only a timer can end the wait (and with none, nothing could).
        if !descriptors.isEmpty || wait > 0 {
            for index in descriptors.indices { descriptors[index].revents = 0 }
            let ready = descriptors.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), wait) }
            if ready > 0 { serveReadySources(while: condition) }
        }
        let now = clock()
        let due = timers.takeDue(at: now)
        for (index, item) in due.enumerated() {
            guard condition() else {
                // The loop ended mid-turn: the timers that did not fire wait again (for `takeAll()`).
                for rest in due[index...] { timers.add(rest, due: now) }
                return
            }
            item.runIfNotCancelled()
        }
        if let foreign, condition() { foreign.serveDue() }
        let work = soon
        soon.removeAll(keepingCapacity: true)
        for (index, piece) in work.enumerated() {
            guard condition() else {
                // The loop ended mid-turn: what did not run waits (for `takeAll()`), ahead of newer work.
                soon.insert(contentsOf: work[index...], at: 0)
                return
            }
            piece()
        }
    }

    private func serveReadySources(while condition: () -> Bool) {
        let ready = descriptors.filter { $0.revents != 0 }
        for entry in ready {
            guard condition() else { return }
            // A handler may have stopped watching a descriptor served later in the same turn.
            guard let source = sources.first(where: { $0.descriptor == entry.fd }) else { continue }
            if entry.revents & Int16(POLLNVAL) != 0 {
                // Not an open descriptor (closed behind the loop's back): it would be reported forever.
                unwatch(entry.fd)
                continue
            }
            source.handler()
        }
    }
}
