import Glibc
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// Only the end of the terminal ends the application: reads that bring bytes decoding to no event
/// (stray continuation bytes, mouse-wheel releases, the middle of a paste) are proof of life.
@Suite(.serialized)
@MainActor
struct EndOfTerminalTests {
    private func startedTerminal() throws -> (PseudoTerminal, NcursesTerminal) {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave,
                                           termName: "xterm-256color")
        try terminal.start()
        pty.drain()
        return (pty, terminal)
    }

    @Test func eventlessBytesAreNotTheEndOfTheTerminal() throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        for round in 0..<300 {
            switch round % 3 {
            case 0: pty.type([0x80])
            case 1: pty.type("\u{1b}[<64;5;5m")
            default: pty.type(round % 2 == 0 ? "\u{1b}[200~abc" : "def")
            }
            pty.waitUntilReadable()
            #expect(terminal.readEvents().isEmpty)
            // A read with nothing to read at all is not the end either.
            #expect(terminal.readEvents().isEmpty)
            #expect(!terminal.hasHungUp)
        }
    }

    @Test func aHungUpTerminalIsSeenAtTheNextRead() throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        #expect(!terminal.hasHungUp)
        pty.hangUp()
        _ = terminal.readEvents()
        #expect(terminal.hasHungUp)
    }

    @Test func theApplicationStopsOnlyWhenTheTerminalHangsUp() {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 5))
        let app = Application(terminal: terminal, scheduler: ManualScheduler())
        for _ in 0..<1_000 { app.readInput() }
        #expect(!app.isStopped, "a thousand reads without events")
        terminal.hangUp()
        app.readInput()
        #expect(app.isStopped)
    }
}
