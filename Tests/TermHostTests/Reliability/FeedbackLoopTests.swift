import TermHost
import TermHostTesting
import Testing

/// A view whose every update changes its own state: a feedback loop that can never settle.
private struct Runaway: View {
    @State private var count = 0

    var body: some View {
        Text("Count \(count)")
            .onChange(of: count) { count += 1 }
            .onAppear { count = 1 }
    }
}

/// A frame that cannot settle stops re-running: the app keeps the last state it drew, reports the loop once,
/// and goes idle until the next input or state change (as SwiftUI breaks an update cycle and logs it),
/// instead of rendering unsettled frames as fast as it can.
@MainActor
@Suite struct FeedbackLoopTests {
    @Test func aLoopThatNeverSettlesLeavesTheAppIdle() {
        var reports: [String] = []
        let app = show(Runaway(), width: 30, height: 3)
        app.application.diagnosticHandler = { reports.append($0) }
        app.waitUntilIdle()
        let frames = app.statistics.frames
        let ran = app.scheduler.runUntilIdle(limit: 1_000)
        #expect(ran == 0, "nothing is scheduled: the app is idle")
        #expect(app.statistics.frames == frames)
        #expect(app.contains("Count"))
        app.press("x")
        #expect(app.statistics.frames <= frames + 1, "an input runs at most one more frame, then idle again")
        #expect(app.scheduler.runUntilIdle(limit: 1_000) == 0)
        #expect(reports.count <= 1, "the loop is reported once: \(reports)")
    }
}
