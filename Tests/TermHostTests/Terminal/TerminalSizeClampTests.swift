import Glibc
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// ncurses stores sizes in C shorts: a TTY reporting more columns or rows is clamped to 32,767 before
/// ncurses sees it, at start and on every resize, and to at most 4 Mi cells.
@Suite(.serialized)
@MainActor
struct TerminalSizeClampTests {
    @Test func aHugeTerminalStartsClampedAndDraws() throws {
        let pty = try PseudoTerminal(columns: 40_000, rows: 10)
        let terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave,
                                           termName: "xterm-256color")
        #expect(terminal.size == Size(width: 32_767, height: 10))
        try terminal.start()
        defer { terminal.restore() }
        #expect(terminal.size == Size(width: 32_767, height: 10))
        terminal.put(Cell("Z"), at: Point(x: 32_766, y: 9))
        terminal.present(cursor: nil)
        #expect(pty.drain().contains(UInt8(ascii: "Z")))
    }

    @Test func aResizeBeyondTheLimitIsClamped() throws {
        let pty = try PseudoTerminal(columns: 80, rows: 24)
        let terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave,
                                           termName: "xterm-256color")
        try terminal.start()
        defer { terminal.restore() }
        pty.setSize(columns: 65_535, rows: 40_000)
        #expect(terminal.updateSize() == Size(width: 32_767, height: (1 << 22) / 32_767), "at most 4 Mi cells")
        pty.setSize(columns: 100, rows: 40_000)
        #expect(terminal.updateSize() == Size(width: 100, height: 32_767))
        pty.setSize(columns: 40_000, rows: 3)
        #expect(terminal.updateSize() == Size(width: 32_767, height: 3))
        pty.setSize(columns: 80, rows: 24)
        #expect(terminal.updateSize() == Size(width: 80, height: 24))
    }
}
