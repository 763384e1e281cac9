import TermHost
import TermHostTesting
import Testing
@testable import TwoPane

/// The two-pane app on an in-memory terminal: keys in, the screen read back, the clock advanced by hand.
@Suite("The two-pane app")
@MainActor
struct TwoPaneTests {
    /// The app as `main.swift` launches it, at 80x24.
    private func start() -> HeadlessApp {
        HeadlessApp(size: Size(width: 80, height: 24)) { app in makeTwoPaneWindow(app) }
    }

    @Test func theListShowsTheTasksAndTheDetailAsksForOne() {
        let app = start()
        #expect(app.contains("Write the tutorial"))
        #expect(app.contains("Answer the mail"))
        #expect(app.contains("Choose a task on the left."))
    }

    @Test func choosingATaskShowsItInTheDetail() throws {
        let app = start()
        app.press(.down)
        app.press(.enter)
        let detail = try #require(app.find("Time spent: 0:00"))
        #expect(detail.x > 28, "the detail is in the right pane")
        #expect(app.contains("Review the patch"))
        #expect(app.contains("[ Start ]"))
    }

    @Test func theTimerCountsTheRunningTaskOnly() {
        let app = start()
        app.press(.enter)
        #expect(app.click(on: "[ Start ]"))
        app.advance(by: .seconds(75))
        #expect(app.contains("Time spent: 1:15"))
        #expect(app.contains("● Write the tutorial"), "the list marks the running task")
        #expect(app.click(on: "[ Stop ]"))
        app.advance(by: .seconds(10))
        #expect(app.contains("Time spent: 1:15"))
    }

    @Test func deleteAsksFirstAndEscapeKeepsTheTask() {
        let app = start()
        app.press(.enter)
        #expect(app.click(on: "[ Delete ]"))
        #expect(app.contains("Delete Write the tutorial?"))
        #expect(app.contains("Its time is lost."))
        app.press(.escape)
        #expect(!app.contains("Delete Write the tutorial?"))
        #expect(app.contains("Write the tutorial"))
    }

    @Test func confirmingTheAlertDeletesTheTask() {
        let app = start()
        app.press(.enter)
        #expect(app.click(on: "[ Delete ]"))
        app.press(.tab)    // from the alert's Cancel to its Delete
        app.press(.enter)
        #expect(!app.contains("Write the tutorial"))
        #expect(app.contains("Choose a task on the left."))
    }

    @Test func qQuits() {
        let app = start()
        app.press("q")
        #expect(app.isStopped)
    }
}
