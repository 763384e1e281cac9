import Foundation
import Testing

@Suite("An @main App in a real terminal (tmux)", .serialized)
struct TasksEndToEndTests {
    @Test func anAppRunsItsWindowGroupNavigatesPresentsADialogAndQuitsOnCtrlC() throws {
        let pane = try TmuxPane(width: 60, height: 16) { directory in
            recordingTerminalState(Products.path("Tasks"), in: directory)
        }
        defer { pane.close() }
        let screen = try #require(pane.waitForScreen { $0.contains("Buy milk ›") && $0.contains("1 ✓ Tasks") },
                                  "the stack's root above the tab bar")
        #expect(TmuxPane.line(screen, 0).contains("Tasks"))
        try pane.send("Enter")
        #expect(pane.waitFor("‹ Tasks") != nil, "Enter pushes the task; its back button names the list")
        try pane.send("F2")
        #expect(pane.waitFor("Delete this task?") != nil, "F2 presses the toolbar button, which asks")
        try pane.send("BTab")
        try pane.send("Enter")
        #expect(pane.waitForScreen { !$0.contains("Buy milk") && $0.contains("Call Ada ›") } != nil,
                "deleting dismisses the dialog and pops back to the list")
        try pane.send("M-2")
        #expect(pane.waitFor("Tasks: an App") != nil, "Alt-2 chooses the About tab")
        try pane.send("C-c")
        #expect(pane.waitForFile("after") != nil, "the program ended")
        #expect(pane.waitForFile("before") == pane.waitForFile("after"), "the terminal is restored")
        #expect(pane.format("#{alternate_on}") == "0")
    }
}
