import Testing
@testable import TermHostCore
import TermHost

/// The main-thread loop serves another library's run loop (Foundation's `RunLoop.main`, reached through
/// weak references to CoreFoundation) in every turn and wakes for its next timer. Foundation's own timers, `perform` and
/// notifications on a real main thread are checked end to end (`TermHostProbe foundation`).
@Suite("Application: a foreign run loop in every turn", .serialized)
@MainActor
struct ForeignRunLoopTests {
    /// A stand-in foreign loop that counts its turns and reports a chosen next timer.
    enum CountingLoop: ForeignRunLoop {
        nonisolated(unsafe) static var served = 0
        nonisolated(unsafe) static var nextTimer: Duration?
        static func serveDue() { served += 1 }
        static func timeUntilNextTimer() -> Duration? { nextTimer }
    }

    @Test func aProgramLinkingFoundationHasItsRunLoopServed() {
        #expect(ForeignRunLoops.linked != nil, "Foundation's run loop is found (the test program links Foundation)")
    }

    @Test func everyTurnServesTheForeignLoop() {
        CountingLoop.served = 0
        CountingLoop.nextTimer = .zero
        let loop = MainThreadRunLoop(clock: { .zero }, foreign: CountingLoop.self)
        loop.runTurn()
        loop.runTurn()
        #expect(CountingLoop.served == 2)
    }

    @Test func theWaitEndsAtTheForeignLoopsNextTimer() {
        CountingLoop.nextTimer = .milliseconds(40)
        let loop = MainThreadRunLoop(clock: { .zero }, foreign: CountingLoop.self)
        #expect(loop.waitMilliseconds == 40, "no own timer: the foreign timer bounds the wait")
        loop.schedule(ScheduledWork {}, at: .milliseconds(10))
        #expect(loop.waitMilliseconds == 10, "the earlier of the two timers")
        CountingLoop.nextTimer = nil
        let idle = MainThreadRunLoop(clock: { .zero }, foreign: CountingLoop.self)
        #expect(idle.waitMilliseconds == -1, "no timers at all: wait for input")
    }
}
