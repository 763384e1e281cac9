import Foundation
import Testing

/// Resize storms and tiny terminals: no crash, the final screen is right, typed text is kept, and below
/// the application's minimum size a "terminal too small" message shows until the terminal grows again.
@Suite("Reliability: resize storms and tiny terminals (tmux)", .serialized)
struct ReliabilityResizeEndToEndTests {
    private func startFieldProbe(width: Int = 60, height: Int = 20) throws -> TmuxPane {
        let pane = try Reliability.startProbe("field", width: width, height: height)
        #expect(pane.waitFor("Field probe") != nil)
        return pane
    }

    private func resize(_ pane: TmuxPane, width: Int, height: Int) throws {
        try pane.tmux(["resize-window", "-t", pane.session, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Types into both fields (Tab focuses one, Tab again the other); returns the screen.
    @discardableResult
    private func typeIntoBothFields(_ pane: TmuxPane) throws -> String {
        try pane.send("Tab")
        try pane.type("first-text")
        try pane.send("Tab")
        try pane.type("second-text")
        return try #require(pane.waitForScreen { $0.contains("first-text") && $0.contains("second-text") })
    }

    /// The row showing `text`, if any.
    private func row(of text: String, in screen: String) -> Int? {
        screen.components(separatedBy: "\n").firstIndex { $0.contains(text) }
    }

    @Test func twoHundredResizesInTwoSecondsKeepTheFieldsAndEndRight() throws {
        let pane = try startFieldProbe()
        defer { pane.close() }
        let before = try typeIntoBothFields(pane)
        let probe = try #require(Reliability.probePID(pane))
        let start = Date()
        for step in 0..<200 {
            try resize(pane, width: 1 + (step * 37) % 120, height: 1 + (step * 13) % 40)
            usleep(5_000)
        }
        let elapsed = Date().timeIntervalSince(start)
        try resize(pane, width: 50, height: 12)
        let screen = pane.waitForScreen { $0.contains("first-text") && $0.contains("second-text") }
        #expect(screen != nil, "after the storm the fields and their text are back")
        #expect(Reliability.isAlive(probe), "no crash after 200 resizes in \(elapsed) s")
        let final = screen ?? ""
        #expect(TmuxPane.line(final, 0).hasPrefix(" Field probe"))
        #expect(row(of: "first-text", in: final) == row(of: "first-text", in: before))
        #expect(row(of: "second-text", in: final) == row(of: "second-text", in: before))
        #expect(Set([row(of: "first-text", in: final), row(of: "second-text", in: final)]) == [2, 4])
        try pane.send("C-c")
        Reliability.expectTerminalRestored(pane)
    }

    @Test func tinySizesDoNotCrashAndShowTheTooSmallMessage() throws {
        let pane = try startFieldProbe()
        defer { pane.close() }
        try typeIntoBothFields(pane)
        let probe = try #require(Reliability.probePID(pane))
        for (width, height) in [(1, 1), (2, 1), (1, 2), (5, 3), (29, 8), (30, 7)] {
            try resize(pane, width: width, height: height)
            usleep(100_000)
            #expect(Reliability.isAlive(probe), "alive at \(width)x\(height)")
        }
        try resize(pane, width: 25, height: 5)
        #expect(pane.waitFor("Terminal too small") != nil, "below 30x8 the message shows")
        #expect(!pane.capture().contains("first-text"))
        try resize(pane, width: 40, height: 10)
        #expect(pane.waitForScreen { $0.contains("first-text") && $0.contains("second-text") } != nil,
                "the screen comes back, with the typed text, when the terminal grows")
        #expect(!pane.capture().contains("too small"))
        try pane.send("C-c")
        Reliability.expectTerminalRestored(pane)
    }
}
