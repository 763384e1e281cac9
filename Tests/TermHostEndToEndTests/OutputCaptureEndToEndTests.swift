import Foundation
import Testing

/// Output while an app runs (`TermHostProbe output`): `print`, `FileHandle.standardError`, a `Logger`
/// and a C library's `write(2)` never change a cell of the screen; the console (F12) shows them live,
/// sanitized; after the app stops they are on the terminal in order, and the file named by
/// `TERMHOST_LOG_FILE` holds all of them, also after a flood the console's buffer drops most of.
@Suite("Output capture and the console in a real terminal (tmux)", .serialized)
struct OutputCaptureEndToEndTests {
    static let written = [
        "line 1 from print",
        "line 2 from FileHandle.standardError",
        "error probe/keys: line 3 from Logger, privately 3",
        "line 4 from write(2)",
    ]

    private func start(logFile: Bool = false) throws -> TmuxPane {
        try TmuxPane(width: 80, height: 24, historyLimit: 20_000) { directory in
            let log = logFile ? "TERMHOST_LOG_FILE=\(directory)/log " : ""
            return "echo shell line; " + recordingTerminalState(
                "SWIFT_BACKTRACE=enable=no \(log)\(Products.path("TermHostProbe")) output", in: directory)
        }
    }

    @Test func outputNeverTouchesTheScreenTheConsoleShowsItAndItFollowsOnTheTerminal() throws {
        let pane = try start()
        defer { pane.close() }
        let screen = try #require(pane.waitFor("Output probe ready"))
        for key in ["p", "e", "l", "w", "x"] { try pane.send(key) }
        try pane.send("F12")
        let console = try #require(pane.waitFor("Console · 5 lines"), "the console shows the five lines")
        let rows = console.components(separatedBy: "\n")
        #expect(Array(rows[0..<12]) == Array(screen.components(separatedBy: "\n")[0..<12]),
                "the screen above the console is as it was")
        #expect(Array(rows[13..<17]) == Self.written, "in the order they were written")
        #expect(rows[17] == "line 5 red \u{FFFD}]0;pwned\u{FFFD} end", "colour codes dropped, other escapes sanitized")
        try pane.send("Escape")
        #expect(pane.waitForScreen { $0 == screen } != nil, "closing the console leaves the screen exactly as it was")
        try pane.send("q")
        #expect(pane.waitForFile("status") == "0\n")
        let after = pane.capture().components(separatedBy: "\n")
        let start = try #require(after.firstIndex(of: "shell line"))
        #expect(Array(after[(start + 1)..<(start + 5)]) == Self.written, "after the app, the output is on the terminal")
        #expect(after[start + 5] == "line 5 red  end", "as the program wrote it (its colour codes and title included)")
        #expect(pane.format("#{alternate_on}") == "0")
    }

    @Test func aFloodKeepsTheAppAnsweringTheFileKeepsAllAndTheTerminalSaysWhatWasDropped() throws {
        let pane = try start(logFile: true)
        defer { pane.close() }
        _ = try #require(pane.waitFor("Output probe ready"))
        try pane.send("f")
        _ = try #require(pane.waitFor("flood finished", timeout: 60), "the app kept running through the flood")
        try pane.send("F12")
        let console = try #require(pane.waitFor("dropped"))
        #expect(console.contains("Console · 10000 lines"), "the console keeps the newest lines")
        #expect(console.contains("flood 200000"))
        try pane.send("Escape")
        #expect(pane.waitForScreen { !$0.contains("Console ·") } != nil)
        try pane.send("q")
        #expect(pane.waitForFile("status", timeout: 20) == "0\n")
        let log = try String(contentsOf: pane.directory.appendingPathComponent("log"), encoding: .utf8)
        let floodLines = log.split(separator: "\n").filter { $0.hasPrefix("flood ") }
        #expect(floodLines.count == 200_000, "the file keeps every line")
        #expect(floodLines.first == "flood 1" && floodLines.last == "flood 200000")
        let history = try pane.tmux(["capture-pane", "-p", "-S", "-", "-t", pane.session])
        #expect(history.contains("TermHost: 190000 earlier lines of output were dropped"))
        #expect(history.contains("flood 200000"))
    }

    @Test func aCrashStillShowsWhatWasWrittenAndTheRuntimesMessage() throws {
        let pane = try start()
        defer { pane.close() }
        _ = try #require(pane.waitFor("Output probe ready"))
        try pane.send("p")
        try pane.send("t")
        #expect(pane.waitForFile("status") == "132\n", "the trap ended the process (SIGILL)")
        let history = try pane.tmux(["capture-pane", "-p", "-S", "-", "-J", "-t", pane.session])
        #expect(history.contains("line 1 from print\nline 2 before the trap\n"), "what was written before the crash")
        #expect(history.contains("Fatal error: Index out of range"), "the runtime's message reached the terminal")
        #expect(pane.format("#{alternate_on}") == "0")
    }
}
