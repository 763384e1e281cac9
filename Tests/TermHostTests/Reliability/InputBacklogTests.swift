import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
import TermHostTesting

/// Marks the top right corner of the screen, so a frame tells which size it was laid out for.
private struct Corner: View {
    var body: some View {
        Text("|").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
    }
}

/// Counts the keys that reached the end of the responder chain.
@MainActor
private final class KeyCount {
    var value = 0
}

/// A backlog of input (megabytes of pasted garbage) is handled a slice per turn, so a resize that comes in
/// the middle of it is drawn before the rest of the backlog is handled, as a run loop serves display
/// updates between events.
@MainActor
@Suite struct InputBacklogTests {
    private static let backlog = 2_000

    /// An app showing ``Corner`` whose terminal holds ``backlog`` `+` keys, read with a slice of one
    /// event per turn (a budget of zero).
    private func appWithBacklog(counting count: KeyCount = KeyCount()) -> HeadlessApp {
        let app = show(Corner(), width: 30, height: 3)
        app.application.unhandledKeyHandler = { _ in
            count.value += 1
            return true
        }
        app.application.inputTimeBudget = .zero
        for _ in 0..<Self.backlog { app.terminal.enqueue(.key(KeyEvent(.character("+")))) }
        return app
    }

    @Test func aResizeInTheMiddleOfABacklogIsDrawnBeforeTheRestOfIt() {
        let count = KeyCount()
        let app = appWithBacklog(counting: count)
        app.application.readInput()
        app.terminal.resize(to: Size(width: 50, height: 3))
        app.application.terminalDidResize()
        // Two turns: the frame the first key and the resize asked for, and the next slice of input.
        app.scheduler.runUntilIdle(limit: 2)
        #expect(app.find("|") == Point(x: 49, y: 0))
        #expect(count.value < Self.backlog, "the backlog is not handled yet")
        app.waitUntilIdle()
        #expect(count.value == Self.backlog, "then every key is handled")
        #expect(app.find("|") == Point(x: 49, y: 0))
    }

    @Test func nothingMoreIsReadWhileEventsWait() {
        let count = KeyCount()
        let app = appWithBacklog(counting: count)
        app.application.readInput()
        app.terminal.enqueue(.key(KeyEvent(.character("x"))))
        app.application.readInput()
        app.application.readInput()
        app.waitUntilIdle()
        #expect(count.value == Self.backlog)
        #expect(app.terminal.readEvents() == [.key(KeyEvent(.character("x")))], "the later key stayed in the terminal")
    }

    @Test func withTimeLeftOneReadIsHandledInOneTurn() {
        let count = KeyCount()
        let app = appWithBacklog(counting: count)
        app.application.inputTimeBudget = .seconds(1)
        app.application.readInput()
        #expect(count.value == Self.backlog)
    }

    @Test func aHangUpWaitsForTheEventsReadBeforeIt() {
        let app = appWithBacklog()
        app.terminal.hangUp()
        app.application.readInput()
        #expect(!app.application.isStopped)
        app.waitUntilIdle()
        #expect(app.application.isStopped)
    }
}
