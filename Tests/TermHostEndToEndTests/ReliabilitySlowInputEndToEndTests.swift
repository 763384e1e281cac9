import Foundation
import Testing

/// Slow, chunked and eventless input never passes for a vanished terminal: a bracketed paste that
/// arrives over seconds in small pieces (as over ssh) is inserted whole, as one paste, and ten seconds of
/// bytes that decode to no event leave the application running. Only the end of the terminal ends it.
@Suite("Reliability: slow and eventless input (pty)")
struct ReliabilitySlowInputEndToEndTests {
    private func startInputProbe() throws -> PseudoTerminalProbe {
        let probe = try PseudoTerminalProbe { directory in ["input", directory] }
        #expect(probe.waitForOutput("Input probe ready"), "the probe shows its screen")
        return probe
    }

    /// About 300 KB of UTF-8 lines (wide characters and emoji split across pieces included).
    private static let slowPaste: String = {
        var text = ""
        var line = 0
        while text.utf8.count < 300 * 1_024 {
            text += "Line \(line): the quick brown fox 世界 🙂 jumps\n"
            line += 1
        }
        return text
    }()

    @Test func aPasteArrivingInPiecesOverSecondsIsInsertedWhole() throws {
        let probe = try startInputProbe()
        defer { probe.close() }
        let bytes = Array(Self.slowPaste.utf8)
        probe.type("\u{1b}[200~")
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + 1_448)
            probe.type(Array(bytes[offset..<end]))
            offset = end
            usleep(40_000)
        }
        probe.type("\u{1b}[201~")
        let changes = probe.waitForFile("changes", timeout: 30)
        #expect(changes == "1 \(Self.slowPaste.count)\n", "one change holding the whole paste")
        #expect(probe.file("text") == Self.slowPaste, "the paste arrived exactly")
        #expect(probe.isRunning, "the application is still running")
        probe.type([0x03])
        #expect(probe.status(waitingUpTo: 10) == 0, "Ctrl-C still quits normally")
    }

    @Test func tenSecondsOfEventlessInputLeaveTheApplicationRunning() throws {
        let probe = try startInputProbe()
        defer { probe.close() }
        var random = SystemRandomNumberGenerator()
        // Bytes that never start or finish a character: stray continuation bytes and bytes UTF-8 never uses.
        let strays: [UInt8] = Array(0x80...0xBF) + [0xC0, 0xC1] + Array(0xF5...0xFF)
        let deadline = Date().addingTimeInterval(10)
        var piece = 0
        while Date() < deadline {
            switch piece % 4 {
            case 0: probe.type([0x80])
            case 1: probe.type("\u{1b}[<64;5;5m")       // a wheel "release": no event
            case 2: probe.type("\u{1b}[<65;7;3m")
            default: probe.type([strays.randomElement(using: &random) ?? 0x80])
            }
            piece += 1
            usleep(10_000)
        }
        #expect(probe.isRunning, "\(piece) eventless pieces over 10 s: the application is still running")
        probe.type("x")
        #expect(probe.waitForFile("changes") == "1 1\n", "a key typed afterwards arrives")
        probe.type([0x03])
        #expect(probe.status(waitingUpTo: 10) == 0)
    }

    @Test func theEndOfTheTerminalEndsTheApplicationAtOnce() throws {
        let probe = try startInputProbe()
        defer { probe.close() }
        probe.hangUp()
        #expect(probe.status(waitingUpTo: 5) != nil, "the probe exits when its terminal hangs up")
    }
}
