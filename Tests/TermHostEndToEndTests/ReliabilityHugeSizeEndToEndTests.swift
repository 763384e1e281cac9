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

    /// Each size, and what the application lays out at it (ncurses stores 32,767 columns or rows at most).
    @Test(arguments: [(40_000, 10, "32767x10"), (10, 40_000, "10x32767"), (32_768, 12, "32767x12"),
                      (65_535, 3, "32767x3")])
    func growingTo(columns: Int, rows: Int, laidOut: String) throws {
        let probe = try PseudoTerminalProbe(columns: 60, rows: 12) { directory in ["input", directory] }
        defer { probe.close() }
        #expect(probe.waitForFile("size") == "60x12\n")
        probe.resize(columns: UInt16(columns), rows: UInt16(rows))
        #expect(probe.waitForFile("size") { $0 == laidOut + "\n" } != nil, "\(columns)x\(rows) is laid out clamped: \(probe.file("size") ?? "none")")
        #expect(probe.isRunning, "\(columns)x\(rows) survives")
        probe.resize(columns: 60, rows: 12)
        #expect(probe.waitForFile("size") { $0 == "60x12\n" } != nil, "and the size comes back")
        probe.type([0x03])
        #expect(probe.status(waitingUpTo: 10) == 0, "the probe quits normally after \(columns)x\(rows)")
    }
}
