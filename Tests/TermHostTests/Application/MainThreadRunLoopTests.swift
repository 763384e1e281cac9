import Dispatch
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
#if canImport(Glibc)
import Glibc
#endif

/// A clock the test moves.
@MainActor
private final class TestClock {
    var now: Duration = .zero
}

/// A pipe whose read end a loop watches.
private struct TestPipe {
    let read: Int32
    let write: Int32

    init() {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        read = ends[0]
        write = ends[1]
    }

    func send() { var byte: UInt8 = 1; _ = Glibc.write(write, &byte, 1) }
    func take() { var byte: UInt8 = 0; _ = Glibc.read(read, &byte, 1) }
    func close() { _ = Glibc.close(read); _ = Glibc.close(write) }
}

@Suite("Timer queue")
@MainActor
struct TimerQueueTests {
    @Test func takesWhatIsDueEarliestFirstAndEqualTimesInTheOrderAdded() {
        var queue = TimerQueue()
        var order: [String] = []
        queue.add(ScheduledWork { order.append("c") }, due: .milliseconds(30))
        queue.add(ScheduledWork { order.append("a1") }, due: .milliseconds(10))
        queue.add(ScheduledWork { order.append("a2") }, due: .milliseconds(10))
        queue.add(ScheduledWork { order.append("b") }, due: .milliseconds(20))
        #expect(queue.nextDue == .milliseconds(10))
        for item in queue.takeDue(at: .milliseconds(20)) { item.runIfNotCancelled() }
        #expect(order == ["a1", "a2", "b"])
        #expect(queue.count == 1)
        #expect(queue.nextDue == .milliseconds(30))
        #expect(queue.takeAll().map(\.due) == [.milliseconds(30)])
        #expect(queue.nextDue == nil)
    }
}

@Suite("Main-thread run loop")
@MainActor
struct MainThreadRunLoopTests {
    private func makeLoop() -> (MainThreadRunLoop, TestClock) {
        let clock = TestClock()
        return (MainThreadRunLoop { clock.now }, clock)
    }

    @Test func workPerformedDuringATurnWaitsForTheNextTurnWhichDoesNotWait() {
        let (loop, _) = makeLoop()
        var ran: [Int] = []
        loop.perform {
            ran.append(1)
            loop.perform { ran.append(2) }
        }
        #expect(loop.waitMilliseconds == 0)
        loop.runTurn()
        #expect(ran == [1])
        #expect(loop.waitMilliseconds == 0)
        loop.runTurn()
        #expect(ran == [1, 2])
        #expect(loop.waitMilliseconds == -1)
    }

    @Test func theWaitIsTheTimeLeftToTheNextTimerRoundedUpToAMillisecond() {
        let (loop, clock) = makeLoop()
        var fired = 0
        loop.schedule(ScheduledWork { fired += 1 }, at: .microseconds(20_500))
        #expect(loop.waitMilliseconds == 21)
        clock.now = .milliseconds(20)
        #expect(loop.waitMilliseconds == 1)
        loop.runTurn(while: { false })
        #expect(fired == 0)
        clock.now = .milliseconds(21)
        #expect(loop.waitMilliseconds == 0)
        loop.runTurn()
        #expect(fired == 1)
        #expect(loop.timerCount == 0)
    }

    @Test func aTurnServesReadableDescriptorsThenDueTimersThenQueuedWork() {
        let (loop, clock) = makeLoop()
        let input = TestPipe()
        defer { input.close() }
        var order: [String] = []
        loop.watch(input.read) {
            input.take()
            order.append("input")
        }
        loop.perform { order.append("frame") }
        loop.schedule(ScheduledWork { order.append("timer") }, at: .zero)
        input.send()
        clock.now = .milliseconds(1)
        loop.runTurn()
        #expect(order == ["input", "timer", "frame"])
        // Nothing readable, nothing due, nothing queued: the descriptor alone could end the wait.
        #expect(loop.waitMilliseconds == -1)
        input.send()
        loop.runTurn()
        #expect(order == ["input", "timer", "frame", "input"])
    }

    @Test func nothingRunsOnceTheConditionFailsMidTurn() {
        let (loop, _) = makeLoop()
        let input = TestPipe()
        defer { input.close() }
        var running = true
        var ran: [String] = []
        loop.watch(input.read) {
            input.take()
            running = false
        }
        loop.schedule(ScheduledWork { ran.append("timer") }, at: .zero)
        loop.perform { ran.append("frame") }
        input.send()
        loop.run { running }
        #expect(ran.isEmpty)
        #expect(loop.turns == 1)
        // What did not run is not lost: it is handed over with the rest (to the main queue, when the
        // application's loop ends).
        let left = loop.takeAll()
        #expect(left.timers.count == 1)
        #expect(left.work.count == 1)
        for timer in left.timers { timer.item.runIfNotCancelled() }
        for work in left.work { work() }
        #expect(ran == ["timer", "frame"])
    }

    @Test func aLoopEndedByATimerKeepsTheTimersAndWorkItDidNotRun() {
        let (loop, clock) = makeLoop()
        var running = true
        var ran: [String] = []
        loop.schedule(ScheduledWork {
            ran.append("first")
            running = false
        }, at: .zero)
        loop.schedule(ScheduledWork { ran.append("second") }, at: .zero)
        loop.perform { ran.append("frame") }
        clock.now = .milliseconds(1)
        loop.run { running }
        #expect(ran == ["first"])
        let left = loop.takeAll()
        #expect(left.timers.count == 1)
        #expect(left.work.count == 1)
    }

    @Test func aCancelledTimerDoesNotRun() {
        let (loop, _) = makeLoop()
        var fired = false
        let item = ScheduledWork { fired = true }
        loop.schedule(item, at: .zero)
        item.cancel()
        loop.runTurn()
        #expect(!fired)
    }

    @Test func aDescriptorClosedBehindTheLoopsBackIsDropped() {
        let (loop, _) = makeLoop()
        // A number far above what the tests running beside this one open, so that no one reuses it.
        let input = TestPipe()
        let descriptor: Int32 = 987
        _ = dup2(input.read, descriptor)
        var calls = 0
        loop.watch(descriptor) { calls += 1 }
        _ = Glibc.close(descriptor)
        input.close()
        #expect(loop.descriptorCount == 1)
        loop.runTurn()
        #expect(calls == 0)
        #expect(loop.descriptorCount == 0)
    }
}

@Suite("Main-queue scheduler on the main-thread run loop")
@MainActor
struct MainQueueSchedulerRunLoopTests {
    @Test func workAndTimersGoToTheLoopWhileItServesTheScheduler() {
        let scheduler = MainQueueScheduler()
        let loop = MainThreadRunLoop { scheduler.now }
        scheduler.runLoop = loop
        var ran: [String] = []
        scheduler.schedule { ran.append("work") }
        scheduler.schedule(after: .zero) { ran.append("timer") }
        #expect(loop.timerCount == 1)
        loop.runTurn()
        #expect(ran == ["timer", "work"])
        scheduler.runLoop = nil
    }

    @Test func takenAwayTheLoopGivesItsWaitingWorkBackToTheMainQueue() async {
        let scheduler = MainQueueScheduler()
        let loop = MainThreadRunLoop { scheduler.now }
        scheduler.runLoop = loop
        var ran: [String] = []
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            scheduler.schedule { ran.append("work") }
            scheduler.schedule(after: .milliseconds(1)) {
                ran.append("timer")
                continuation.resume()
            }
            scheduler.runLoop = nil
            #expect(loop.timerCount == 0)
        }
        #expect(ran == ["work", "timer"])
    }

    @Test func theSynchronousRunRefusesAThreadThatCannotServeTheMainQueue() {
        // Tests run on Dispatch's threads (the test runner called dispatch_main), never the main thread.
        let terminal = HeadlessTerminal()
        let app = Application(terminal: terminal, scheduler: ManualScheduler())
        do {
            try app.run()
            Issue.record("run() returned")
        } catch {
            #expect(error as? RunLoopUnavailableError == RunLoopUnavailableError())
        }
        #expect(!terminal.isStarted)
        #expect(!app.isRunning)
    }
}
