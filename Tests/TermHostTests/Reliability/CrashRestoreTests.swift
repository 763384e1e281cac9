import CNcurses
import Glibc
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// The crash handler's saved state: armed only while the terminal is started, with the bytes that
/// leave the alternate screen, show the cursor and switch every input mode off.
@Suite(.serialized)
@MainActor
struct CrashRestoreTests {
    @Test func armedOnlyBetweenStartAndRestore() throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(
            inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "xterm-256color")
        #expect(!NcursesCrashRestore.isArmed)
        try terminal.start()
        pty.drain()
        #expect(NcursesCrashRestore.isArmed)
        terminal.restore()
        pty.drain()
        #expect(!NcursesCrashRestore.isArmed)
    }

    @Test(arguments: ["xterm-256color", "tmux-256color", "screen-256color", "xterm"])
    func restoreSequenceLeavesEveryMode(term: String) throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: term)
        try terminal.start()
        defer { terminal.restore() }
        pty.drain()
        let sequence = String(decoding: NcursesCrashRestore.restoreSequence(), as: UTF8.self)
        #expect(sequence.contains("\u{1b}[?1049l") || sequence.contains("\u{1b}[?47l"), "leaves the alternate screen")
        #expect(sequence.contains("\u{1b}[?25h"), "shows the cursor")
        #expect(sequence.contains("\u{1b}[?1l"), "keypad transmit off")
        #expect(sequence.contains(NcursesCrashRestore.mouseOff))
        #expect(sequence.contains(NcursesCrashRestore.bracketedPasteOff))
        #expect(sequence.utf8.count < Int(TH_CRASH_RESTORE_CAPACITY))
    }

    @Test func paddingIsRemoved() {
        let bytes = Array("\u{1b}[?5h$<100/>\u{1b}[?5l$<2*>x".utf8)
        #expect(NcursesCrashRestore.withoutPadding(bytes) == Array("\u{1b}[?5h\u{1b}[?5lx".utf8))
        #expect(NcursesCrashRestore.withoutPadding(Array("$<unterminated".utf8)) == Array("$<unterminated".utf8))
    }
}

/// Terminal types: each common type starts on a pseudo-terminal; colours follow the entry; `dumb` and
/// unknown types are refused with a clear error.
@Suite(.serialized)
@MainActor
struct TerminalTypeTests {
    @Test(arguments: [("xterm-256color", 256), ("xterm", 8), ("screen-256color", 256), ("tmux-256color", 256),
                      ("vt100", 0), ("linux", 8)])
    func startsAndDegradesColours(term: String, colors: Int) throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: term)
        try terminal.start()
        pty.drain()
        #expect(terminal.capabilities.colorCount == colors)
        terminal.put(Cell("x", style: Style(foreground: .red)), at: Point(x: 0, y: 0))
        terminal.present(cursor: nil)
        #expect(String(decoding: pty.drain(), as: UTF8.self).contains("x"))
        terminal.restore()
        pty.drain()
    }

    @Test(arguments: ["dumb", "", "no-such-terminal-type"])
    func refusesTypesWithoutCursorAddressing(term: String) throws {
        let pty = try PseudoTerminal()
        #expect(throws: TerminalError.unsupportedTerminal(term)) {
            _ = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: term)
        }
        let message = TerminalError.unsupportedTerminal(term).description
        #expect(!message.contains("\n") && message.contains("TERM"))
    }

    @Test func notATerminal() {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { fds.forEach { close($0) } }
        #expect(throws: TerminalError.notATerminal) {
            _ = try NcursesTerminal(inputFileDescriptor: fds[0], outputFileDescriptor: fds[1], termName: "xterm")
        }
    }
}
