import Foundation
import Testing

@Suite("An @main App in a real terminal (tmux)", .serialized)
struct JournalEndToEndTests {
    @Test func anAppRunsItsWindowGroupPresentsASheetAndQuitsOnCtrlC() throws {
        let pane = try TmuxPane(width: 60, height: 16) { directory in
            recordingTerminalState(Products.path("Journal"), in: directory)
        }
        defer { pane.close() }
        let screen = try #require(pane.waitFor("• First day"))
        #expect(TmuxPane.line(screen, 0).contains("Journal"))
        #expect(TmuxPane.line(screen, 0).contains("F2 [ Add ]"))
        try pane.send("F2")
        #expect(pane.waitFor("New Entry") != nil, "F2 presses the toolbar button, which opens the sheet")
        try pane.type("Rain")
        #expect(pane.waitFor("│Rain") != nil, "the text field in the sheet has focus")
        try pane.send("F3")
        #expect(pane.waitFor("• Rain") != nil, "Save adds the entry and dismisses the sheet")
        try pane.send("C-c")
        #expect(pane.waitForFile("after") != nil, "the program ended")
        #expect(pane.waitForFile("before") == pane.waitForFile("after"), "the terminal is restored")
        #expect(pane.format("#{alternate_on}") == "0")
    }
}
