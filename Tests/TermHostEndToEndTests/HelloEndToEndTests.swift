import Foundation
import Testing

@Suite("Hello in a real terminal (tmux)", .serialized)
struct HelloEndToEndTests {
    private func startHello() throws -> TmuxPane {
        try TmuxPane(width: 80, height: 24) { directory in
            recordingTerminalState(Products.path("Hello"), in: directory)
        }
    }

    /// Checks everything a person relies on after the program ends.
    private func expectTerminalRestored(_ pane: TmuxPane) {
        let after = pane.waitForFile("after")
        #expect(after != nil, "the program ended and the shell went on")
        let before = pane.waitForFile("before")
        #expect(before == after, "stty -g is the same before and after")
        #expect(pane.format("#{alternate_on}") == "0", "alternate screen left")
        #expect(pane.format("#{cursor_flag}") == "1", "cursor visible")
        #expect(pane.format("#{keypad_cursor_flag}#{keypad_flag}") == "00", "keypad modes off")
        #expect(pane.format("#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_all_flag}") == "0000",
                "mouse reporting off")
    }

    @Test func showsTextAtItsCellsAndQuitsOnQ() throws {
        let pane = try startHello()
        defer { pane.close() }
        let screen = try #require(pane.waitFor("Press q to quit"))
        #expect(TmuxPane.line(screen, 1) == "  Hello, 世界 🙂")
        #expect(TmuxPane.line(screen, 2) == "  Press q to quit")
        let styled = try pane.tmux(["capture-pane", "-p", "-e", "-t", pane.session])
        #expect(TmuxPane.line(styled, 1).contains("\u{1b}[1mHello"), "the greeting is bold")
        #expect(pane.format("#{alternate_on}") == "1", "runs on the alternate screen")
        try pane.send("q")
        expectTerminalRestored(pane)
        #expect(pane.waitForFile("status") == "0\n")
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        let pane = try startHello()
        defer { pane.close() }
        #expect(pane.waitFor("Press q to quit") != nil)
        try pane.send("C-c")
        expectTerminalRestored(pane)
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let pane = try startHello()
        defer { pane.close() }
        #expect(pane.waitFor("Press q to quit") != nil)
        let hello = try #require(Products.children(of: pane.panePID).first)
        kill(hello, SIGTERM)
        expectTerminalRestored(pane)
    }

    @Test func withoutATerminalItSaysSoAndExitsWithStatusOne() throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("termhost-empty-\(getpid())")
        _ = FileManager.default.createFile(atPath: input.path, contents: Data())
        defer { try? FileManager.default.removeItem(at: input) }
        let result = try Spawn.run(Products.path("TermHostDemo"), [], standardInput: input.path)
        let stdout = result.output
        let stderr = result.errors
        #expect(result.status == 1)
        #expect(stdout.isEmpty, "no terminal output at all")
        #expect(stderr.contains("terminal"))
        #expect(stderr.split(separator: "\n").count == 1, "one line")
    }
}
