import Foundation
import Testing

/// Terminal sizes beyond what ncurses stores (a short: 32,767) are clamped before they reach it:
/// `stty cols 40000` used to crash the application with SIGSEGV.
@Suite("Reliability: huge terminal sizes (pty)")
struct ReliabilityHugeSizeEndToEndTests {
    @Test func startingAt40000ColumnsSurvives() throws {
        let probe = try PseudoTerminalProbe(columns: 40_000, rows: 10) { _ in ["field"] }
        defer { probe.close() }
        #expect(probe.waitForOutput("Field probe"), "the first frame is drawn")
        probe.type([0x03])
        #expect(probe.status(waitingUpTo: 10) == 0, "the probe quits normally")
    }

    @Test(arguments: [(40_000, 10), (10, 40_000), (32_768, 12), (65_535, 3)])
    func growingTo(columns: Int, rows: Int) throws {
        let probe = try PseudoTerminalProbe(columns: 60, rows: 12) { _ in ["field"] }
        defer { probe.close() }
        #expect(probe.waitForOutput("Field probe"))
        probe.resize(columns: UInt16(columns), rows: UInt16(rows))
        usleep(300_000)
        #expect(probe.isRunning, "\(columns)x\(rows) survives")
        probe.resize(columns: 60, rows: 12)
        usleep(200_000)
        probe.type([0x03])
        #expect(probe.status(waitingUpTo: 10) == 0, "the probe quits normally after \(columns)x\(rows)")
    }
}
