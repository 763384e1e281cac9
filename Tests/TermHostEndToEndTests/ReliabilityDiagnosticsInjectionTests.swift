import Foundation
import Testing

/// Text that reaches standard error (the user's terminal once the screen is given back) is sanitized
/// like the screen: constraint identifiers, accessibility labels and `TERM` values holding OSC 52 or
/// OSC 0 sequences, BEL or C1 controls write none of them.
@Suite("Reliability: no escape injection through diagnostics and error lines (pty)")
struct ReliabilityDiagnosticsInjectionTests {
    /// The controls that must never be written from text: ESC, BEL and every C1 control (as a raw byte
    /// or UTF-8 encoded).
    static func controls(in bytes: some Collection<UInt8>) -> [UInt32] {
        var found: [UInt32] = []
        for byte in bytes where byte == 0x1B || byte == 0x07 { found.append(UInt32(byte)) }
        let decoded = String(decoding: bytes, as: UTF8.self).unicodeScalars
        for scalar in decoded where (0x80...0x9F).contains(scalar.value) { found.append(scalar.value) }
        return found
    }

    @Test func hostileIdentifiersAndAccessibilityLabelsAreSanitized() throws {
        let probe = try PseudoTerminalProbe { _ in ["diagnostics"] }
        defer { probe.close() }
        #expect(probe.waitForOutput("Diagnostics probe ready"))
        probe.type("q")
        #expect(probe.status(waitingUpTo: 10) == 0)
        #expect(probe.waitForOutput("board"), "the diagnostics were written after the screen was given back")
        let output = probe.output
        let start = try #require(output.firstRange(of: Array("TermHost layout:".utf8))?.lowerBound,
                                 "the layout conflict was reported")
        let diagnostics = output[start...]
        let text = String(decoding: diagnostics, as: UTF8.self)
        #expect(text.contains("clip\u{FFFD}]52;c;cHduZWQ=\u{FFFD}board"), "the identifier, sanitized")
        #expect(text.contains("title\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}31m\u{FFFD}end"), "the label, sanitized")
        #expect(text.contains("HostWidget<NeverSettles>"), "the oscillation was reported")
        #expect(Self.controls(in: diagnostics).isEmpty, "no ESC, BEL or C1 control in the diagnostics")
        #expect(output.firstRange(of: Array("\u{1b}]".utf8)) == nil, "no OSC anywhere")
        #expect(!output.contains(0x07), "no BEL anywhere")
    }

    @Test func aHostileTermValueIsSanitizedInTheErrorLine() throws {
        let hostile = "xterm\u{1b}]0;pwned\u{7}\u{1b}]52;c;cHduZWQ=\u{7}\u{9b}2J"
        let probe = try PseudoTerminalProbe(term: hostile) { _ in ["trap"] }
        defer { probe.close() }
        #expect(probe.status(waitingUpTo: 10) == 1, "the type is refused")
        #expect(probe.waitForOutput("set TERM"))
        let output = probe.output
        #expect(String(decoding: output, as: UTF8.self).contains("'xterm\u{FFFD}]0;pwned\u{FFFD}"))
        #expect(Self.controls(in: output).isEmpty, "no ESC, BEL or C1 control: \(Self.controls(in: output))")
    }
}
