import Foundation
import Testing

@Suite("Grow in a real terminal (tmux)", .serialized)
struct GrowEndToEndTests {
    @Test func eachEnterAddsALineAndPushesBelowDown() throws {
        let pane = try TmuxPane(width: 80, height: 24) { directory in
            recordingTerminalState(Products.path("Grow"), in: directory)
        }
        defer { pane.close() }
        let first = try #require(pane.waitFor("Below"))
        #expect(TmuxPane.line(first, 1) == "  Above")
        #expect(TmuxPane.line(first, 2) == "  [ More ]")
        #expect(TmuxPane.line(first, 3) == "  Line 1")
        #expect(TmuxPane.line(first, 4) == "  Below")
        for press in 1...3 {
            try pane.send("Enter")
            let screen = try #require(pane.waitFor("Line \(press + 1)"))
            #expect(TmuxPane.line(screen, 3 + press) == "  Line \(press + 1)")
            let settled = pane.waitForScreen { TmuxPane.line($0, 4 + press) == "  Below" }
            #expect(settled != nil, "Below moved to row \(4 + press)")
        }
        let screen = pane.capture()
        #expect(TmuxPane.line(screen, 3) == "  Line 1")
        #expect(TmuxPane.line(screen, 6) == "  Line 4")
        #expect(TmuxPane.line(screen, 7) == "  Below")
        try pane.send("q")
        #expect(pane.waitForFile("status") == "0\n")
    }
}
