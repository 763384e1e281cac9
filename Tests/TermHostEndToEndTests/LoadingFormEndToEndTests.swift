import Foundation
import Testing

/// LoadingForm on the main thread's run loop: its Load button starts `Task { @MainActor in }` that
/// sleeps (`Task.sleep`, a Dispatch timer) and then fills the form, so main-actor tasks and Dispatch
/// timers are served by the synchronous launch.
@Suite("LoadingForm in a real terminal (tmux)", .serialized)
struct LoadingFormEndToEndTests {
    @Test func aMainActorTaskFillsTheFormAfterItsSleepThenQQuits() throws {
        let pane = try TmuxPane(width: 80, height: 24) { directory in
            recordingTerminalState(Products.path("LoadingForm"), in: directory)
        }
        defer { pane.close() }
        #expect(pane.waitFor("Press Load to fetch the account.") != nil)
        try pane.send("Enter")
        #expect(pane.waitFor("Loaded. Edit and press Save.") != nil, "the task ran on the main actor after its sleep")
        #expect(pane.waitFor("Ada Lovelace") != nil)
        try pane.send("q")
        #expect(pane.waitForFile("status") == "0\n")
        #expect(pane.format("#{alternate_on}") == "0", "alternate screen left")
    }
}
