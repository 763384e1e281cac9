import Foundation
import Testing

/// The terminal is given back however the program ends: q, Ctrl-C, SIGTERM, SIGHUP, SIGQUIT, a Swift
/// runtime trap, and the pane or session going away (the program must then exit, not spin).
@Suite("Reliability: exits and signals restore the terminal (tmux)", .serialized)
struct ReliabilitySignalEndToEndTests {
    private func startTrapProbe() throws -> TmuxPane {
        let pane = try Reliability.startProbe("trap")
        #expect(pane.waitFor("Trap probe ready") != nil)
        #expect(pane.format("#{alternate_on}") == "1", "runs on the alternate screen")
        return pane
    }

    @Test func quitWithQ() throws {
        let pane = try startTrapProbe()
        defer { pane.close() }
        try pane.send("q")
        Reliability.expectTerminalRestored(pane)
        #expect(pane.waitForFile("status") == "0\n")
    }

    @Test func ctrlC() throws {
        let pane = try startTrapProbe()
        defer { pane.close() }
        try pane.send("C-c")
        Reliability.expectTerminalRestored(pane)
    }

    @Test(arguments: [("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGQUIT", SIGQUIT), ("SIGINT", SIGINT)])
    func signal(name: String, number: Int32) throws {
        let pane = try startTrapProbe()
        defer { pane.close() }
        let probe = try #require(Reliability.probePID(pane))
        kill(probe, number)
        Reliability.expectTerminalRestored(pane)
        #expect(Reliability.waitUntilGone(probe), "\(name) ends the probe")
    }

    /// The same program through the asynchronous launch (Dispatch's threads serve the main queue, as in a
    /// `static func main() async`): keys, SIGWINCH and the stop signals still work there.
    @Test(arguments: [("q", Int32(0)), ("SIGTERM", SIGTERM), ("SIGINT", SIGINT)])
    func asynchronousRunLoop(ending: String, number: Int32) throws {
        let pane = try Reliability.startProbe("trap", environment: ["TERMHOST_PROBE_LOOP": "async"])
        defer { pane.close() }
        #expect(pane.waitFor("Trap probe ready") != nil)
        #expect(pane.format("#{alternate_on}") == "1", "runs on the alternate screen")
        let probe = try #require(Reliability.probePID(pane))
        if number == 0 {
            try pane.send(ending)
        } else {
            kill(probe, number)
        }
        Reliability.expectTerminalRestored(pane)
        #expect(Reliability.waitUntilGone(probe), "\(ending) ends the probe")
    }

    @Test func swiftRuntimeTrapRestoresTheTerminal() throws {
        let pane = try startTrapProbe()
        defer { pane.close() }
        try pane.send("x")
        Reliability.expectTerminalRestored(pane)
        let status = try #require(pane.waitForFile("status"))
        // sh reports death by a signal as 128 + its number: SIGILL (4) for a trap on x86-64, SIGTRAP (5) on arm64.
        #expect(["132\n", "133\n"].contains(status), "the trap still kills the process (status \(status))")
    }

    @Test func killPaneEndsTheProgram() throws {
        let pane = try startTrapProbe()
        defer { pane.close() }
        let probe = try #require(Reliability.probePID(pane))
        // A second window keeps the server alive after the pane is gone.
        try pane.tmux(["new-window", "-d", "-t", pane.session, "sleep 600"])
        try pane.tmux(["set-option", "-g", "remain-on-exit", "off"])
        try pane.tmux(["kill-pane", "-t", "\(pane.session):0"])
        #expect(Reliability.waitUntilGone(probe, timeout: 5), "the probe exits when its terminal goes away")
    }

    @Test func killSessionEndsTheProgram() throws {
        let pane = try startTrapProbe()
        defer { pane.close() }
        let probe = try #require(Reliability.probePID(pane))
        try pane.tmux(["kill-session", "-t", pane.session])
        #expect(Reliability.waitUntilGone(probe, timeout: 5), "the probe exits when its session goes away")
    }
}
