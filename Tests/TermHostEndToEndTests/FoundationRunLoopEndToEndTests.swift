import Foundation
import Testing

/// What UIKit code schedules on Foundation's main run loop runs under `Application.run()`, as under
/// `UIApplicationMain`: a repeating `Timer.scheduledTimer`, `RunLoop.main.perform` and a
/// `NotificationCenter` observer on the main queue (`TermHostProbe foundation`).
@Suite("Foundation's run loop under Application.run() (tmux)")
struct FoundationRunLoopEndToEndTests {
    @Test func timersPerformAndNotificationsRunOnTheMainThread() throws {
        let pane = try TmuxPane(width: 60, height: 8) { _ in
            "SWIFT_BACKTRACE=enable=no \(Products.path("TermHostProbe")) foundation; sleep 600"
        }
        defer { pane.close() }
        _ = try #require(pane.waitFor("Foundation probe ready"))
        let screen = try #require(pane.waitForScreen { $0.contains("timer 5") && $0.contains("notification received") })
        #expect(TmuxPane.line(screen, 1).hasPrefix(" timer 5"), "the repeating timer fired five times, then was invalidated")
        #expect(TmuxPane.line(screen, 2).contains("perform ran"))
        #expect(TmuxPane.line(screen, 3).contains("notification received"))
        try pane.send("q")
    }
}
