import Foundation
import Testing

/// Terminal types: the common ones run and restore; `dumb` and unknown types give one clear line.
@Suite("Reliability: terminal types (tmux)", .serialized)
struct ReliabilityTerminalTypesEndToEndTests {
    @Test(arguments: ["xterm-256color", "xterm", "screen-256color", "tmux-256color", "vt100", "linux"])
    func runsAndRestores(term: String) throws {
        let pane = try Reliability.startProbe("text", width: 120, height: 60, environment: ["TERM": term])
        defer { pane.close() }
        #expect(pane.waitFor("Text probe ready") != nil, "TERM=\(term) shows the screen")
        try pane.send("n")
        let screen = pane.waitFor("HOSTILE-END")
        #expect(screen != nil, "TERM=\(term) shows the hostile screen")
        let text = screen ?? ""
        #expect(text.contains("\u{FFFD}[2JB"), "escape shown as a placeholder")
        #expect(text.contains("─") || text.contains("-"), "borders are drawn (Unicode or ASCII)")
        try pane.send("C-c")
        Reliability.expectTerminalRestored(pane)
    }

    @Test(arguments: ["dumb", "no-such-terminal-type"])
    func unsupportedTypeGivesOneLine(term: String) throws {
        let pane = try TmuxPane(environment: ["TERM": term]) { directory in
            "\(Products.path("TermHostProbe")) trap 2> \(directory)/errors; echo $? > \(directory)/status; sleep 600"
        }
        defer { pane.close() }
        #expect(pane.waitForFile("status") == "1\n")
        let errors = try String(contentsOf: pane.directory.appendingPathComponent("errors"), encoding: .utf8)
        #expect(errors.split(separator: "\n").count == 1, "one line: \(errors)")
        #expect(errors.contains("'\(term)'"), "names the terminal type")
        #expect(errors.contains("TERM"), "says what to change")
    }

    @Test func noTerminalGivesOneLine() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Products.path("TermHostProbe"))
        process.arguments = ["trap"]
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        let output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 1)
        #expect(output.fileHandleForReading.readDataToEndOfFile().isEmpty)
        #expect(stderr.split(separator: "\n").count == 1)
        #expect(stderr.contains("terminal"))
    }
}
