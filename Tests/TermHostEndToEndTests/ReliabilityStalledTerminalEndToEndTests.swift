import Foundation
import Testing

/// A terminal that stops reading cannot hold the application: output never blocks the main queue, so
/// SIGTERM, SIGHUP and SIGINT still end it promptly, the terminal is given back (the screen it had not
/// taken is dropped so that the restore sequence gets through), and a hung-up terminal ends it too.
@Suite("Reliability: a terminal that stops reading (pty)")
struct ReliabilityStalledTerminalEndToEndTests {
    /// A flooding probe whose terminal has stopped reading long enough for its buffers to be full.
    private func stalledFloodProbe() throws -> PseudoTerminalProbe {
        let probe = try PseudoTerminalProbe { _ in ["flood"] }
        #expect(probe.waitForOutput("Flood probe ready"))
        probe.stopReading()
        // At 20 rows every 5 ms the probe writes far more than a pty holds (a few KB) in this time.
        usleep(1_500_000)
        #expect(probe.isRunning)
        return probe
    }

    private static func sameModes(_ a: termios, _ b: termios) -> Bool {
        a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag
    }

    @Test(arguments: [("SIGTERM", SIGTERM), ("SIGHUP", SIGHUP), ("SIGINT", SIGINT)])
    func aSignalEndsTheApplication(name: String, number: Int32) throws {
        let probe = try stalledFloodProbe()
        defer { probe.close() }
        let before = probe.output.count
        let start = Date()
        kill(probe.pid, number)
        let status = probe.status(waitingUpTo: 5)
        let elapsed = Date().timeIntervalSince(start)
        // Not a timed assertion: without non-blocking output the probe stays blocked in write(2) until the
        // terminal reads, so it would never end here; the time is printed for the figure in docs/Reliability.md.
        #expect(status != nil, "\(name) ends the probe though its terminal does not read")
        print("\(name) with a terminal that does not read: the probe ended after \(Int(elapsed * 1000)) ms")
        probe.resumeReading()
        #expect(probe.waitForOutput("\u{1b}[?1049l"), "the alternate screen is left")
        let after = Array(probe.output[before...])
        #expect(after.firstRange(of: Array("\u{1b}[?2004l".utf8)) != nil, "bracketed paste off")
        #expect(after.firstRange(of: Array("\u{1b}[?25h".utf8)) != nil, "cursor shown")
        #expect(Self.sameModes(probe.modes(), probe.initialModes), "the terminal's modes are put back")
    }

    @Test func aHungUpTerminalEndsTheApplication() throws {
        let probe = try stalledFloodProbe()
        defer { probe.close() }
        let start = Date()
        probe.hangUp()
        #expect(probe.status(waitingUpTo: 5) != nil, "the probe exits when its stalled terminal hangs up")
        print("hung-up stalled terminal: the probe ended after \(Int(Date().timeIntervalSince(start) * 1000)) ms")
    }

    @Test func theApplicationGoesOnWhenTheTerminalReadsAgain() throws {
        let probe = try stalledFloodProbe()
        defer { probe.close() }
        let stalledAt = probe.output.count
        probe.resumeReading()
        // More than the stalled pty and the probe's backlog (256 KiB) held: new frames were drawn after the stall.
        #expect(probe.wait { probe.output.count > stalledAt + (1 << 19) }, "frames arrive again")
        probe.type("q")
        #expect(probe.status(waitingUpTo: 10) == 0)
    }
}
