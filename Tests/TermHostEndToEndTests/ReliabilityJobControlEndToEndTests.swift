import Foundation
import Testing

/// Job control and repaint in a real shell under tmux: Ctrl-Z gives the terminal back exactly as it was
/// and stops the program; `fg` takes it again with every mode, at the size it has now, repainted;
/// Ctrl-L and a stop and continue from outside repaint a screen garbled by foreign output.
@Suite("Reliability: job control and repaint (tmux)", .serialized)
struct ReliabilityJobControlEndToEndTests {
    /// An interactive bash in a pane (job control needs one), in the pane's scratch directory.
    private func startShell() throws -> TmuxPane {
        let pane = try TmuxPane(width: 60, height: 16) { directory in
            "cd \(directory) && PS1='shell$ ' exec bash --norc --noprofile -i"
        }
        #expect(pane.waitFor("shell$") != nil, "bash is ready")
        return pane
    }

    private func run(_ pane: TmuxPane, _ command: String) throws {
        try pane.type(command)
        try pane.send("Enter")
    }

    private func modes(_ pane: TmuxPane) -> String {
        pane.format("alt=#{alternate_on} cursor=#{cursor_flag} keypad=#{keypad_cursor_flag}#{keypad_flag} "
                    + "mouse=#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_all_flag}#{mouse_sgr_flag}")
    }

    private func startProbe(in pane: TmuxPane) throws {
        try run(pane, "stty -g > before; clear; SWIFT_BACKTRACE=enable=no \(Products.path("TermHostProbe")) input .")
        #expect(pane.waitFor("Input probe ready") != nil)
    }

    @Test func ctrlZSuspendsAndFgRestoresEveryModeAtTheNewSize() throws {
        let pane = try startShell()
        defer { pane.close() }
        let shellModes = modes(pane)
        try startProbe(in: pane)
        #expect(pane.waitFor("size 60x16") != nil)
        let probeModes = modes(pane)
        #expect(probeModes.hasPrefix("alt=1 cursor="), "the probe runs on the alternate screen: \(probeModes)")

        try pane.send("C-z")
        #expect(pane.waitFor("Stopped") != nil, "the shell reports the job stopped")
        #expect(modes(pane) == shellModes, "every mode is the shell's again")
        try run(pane, "stty -g > stopped")
        let before = pane.waitForFile("before")
        #expect(before != nil && pane.waitForFile("stopped") == before, "stty -g is as before the program started")

        try pane.tmux(["resize-window", "-t", pane.session, "-x", "50", "-y", "12"])
        try run(pane, "fg")
        #expect(pane.waitFor("size 50x12") != nil, "the program takes the size the terminal has now")
        #expect(pane.waitFor("Input probe ready") != nil, "and repaints its screen")
        #expect(modes(pane) == probeModes, "every mode is back: \(modes(pane))")
        // Bracketed paste is on again: a paste with a line break arrives as one paste, not as Enter.
        try pane.tmux(["set-buffer", "-b", "jc", "ab\ncd"])
        try pane.tmux(["paste-buffer", "-p", "-b", "jc", "-t", pane.session])
        #expect(pane.waitForFile("changes") == "1 5\n", "one paste of five characters")
        #expect(pane.waitForFile("states") == "inactive\nbackground\ninactive\nactive\n",
                "applicationState went to the background and back")

        try pane.send("C-c")
        #expect(pane.waitFor("shell$") != nil)
        try run(pane, "stty -g > after")
        #expect(pane.waitForFile("after") == before, "stty -g is as before after the program ended")
    }

    @Test func sigtstpSuspendsLikeCtrlZ() throws {
        let pane = try startShell()
        defer { pane.close() }
        try startProbe(in: pane)
        let probe = try #require(Products.children(of: pane.panePID).first(where: Reliability.isProbe))
        kill(probe, SIGTSTP)
        #expect(pane.waitFor("Stopped") != nil)
        #expect(pane.format("#{alternate_on}") == "0")
        try run(pane, "stty -g > stopped")
        #expect(pane.waitForFile("stopped") == pane.waitForFile("before"))
        try run(pane, "fg")
        #expect(pane.waitFor("Input probe ready") != nil)
        try pane.tmux(["set-buffer", "-b", "jc", "x\ny"])
        try pane.tmux(["paste-buffer", "-p", "-b", "jc", "-t", pane.session])
        #expect(pane.waitForFile("changes") == "1 3\n", "bracketed paste is on again")
        try pane.send("C-c")
        #expect(pane.waitFor("shell$") != nil)
    }

    /// Foreign output written to the pane's terminal (as a background job writing would).
    private func garble(_ pane: TmuxPane) throws {
        let tty = pane.format("#{pane_tty}")
        let handle = try #require(FileHandle(forWritingAtPath: tty))
        handle.write(Data("\u{1b}[2J\u{1b}[HGARBAGE GARBAGE GARBAGE\r\n".utf8))
        try handle.close()
        #expect(pane.waitFor("GARBAGE") != nil)
    }

    @Test func ctrlLRepaintsAfterForeignOutput() throws {
        let pane = try startShell()
        defer { pane.close() }
        try startProbe(in: pane)
        try garble(pane)
        #expect(pane.capture().contains("Input probe ready") == false, "the garbage covers the screen")
        try pane.send("C-l")
        let screen = pane.waitForScreen { $0.contains("Input probe ready") && !$0.contains("GARBAGE") }
        #expect(screen != nil, "Ctrl-L repaints the whole screen")
        try pane.send("C-c")
    }

    @Test func aStopAndContinueFromOutsideRepaints() throws {
        // Started by a shell without job control, so that the program keeps the terminal while stopped.
        let pane = try TmuxPane(width: 60, height: 16) { directory in
            recordingTerminalState("SWIFT_BACKTRACE=enable=no \(Products.path("TermHostProbe")) input \(directory)",
                                   in: directory)
        }
        defer { pane.close() }
        #expect(pane.waitFor("Input probe ready") != nil)
        let probe = try #require(Reliability.probePID(pane))
        kill(probe, SIGSTOP)
        try garble(pane)
        kill(probe, SIGCONT)
        let screen = pane.waitForScreen { $0.contains("Input probe ready") && !$0.contains("GARBAGE") }
        #expect(screen != nil, "SIGCONT repaints the whole screen")
        #expect(pane.format("#{alternate_on}") == "1")
        try pane.send("C-c")
        Reliability.expectTerminalRestored(pane)
    }

    @Test func aJobStoppedFromOutsideAndContinuedInTheBackgroundWaitsForFg() throws {
        let pane = try startShell()
        defer { pane.close() }
        try startProbe(in: pane)
        let probe = try #require(Products.children(of: pane.panePID).first(where: Reliability.isProbe))
        kill(probe, SIGSTOP)
        #expect(pane.waitFor("Stopped") != nil, "the shell takes the terminal back")
        kill(probe, SIGCONT)
        // SIGCONT wakes the probe at once (its state leaves "T"); it gives the terminal up and stops again.
        #expect(Reliability.wait { Reliability.state(probe) == "T" && pane.format("#{alternate_on}") == "0" },
                "continued in the background, it gives the terminal back and stops until fg")
        try run(pane, "fg")
        #expect(pane.waitFor("Input probe ready") != nil, "fg brings it back, repainted")
        #expect(pane.format("#{alternate_on}") == "1")
        try pane.send("C-c")
        #expect(pane.waitFor("shell$") != nil)
    }
}
