import Glibc
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// Output never blocks on a terminal that does not read: frames wait in ncurses' screen model while the
/// backlog is over its limit, and the latest frame goes out once the terminal takes the backlog.
@Suite(.serialized)
@MainActor
struct TerminalOutputTests {
    private func frame(_ terminal: NcursesTerminal, _ number: Int) {
        let text = Array(String(repeating: "frame \(number) ", count: 20))
        for y in 0..<terminal.size.height {
            for x in 0..<terminal.size.width {
                terminal.put(Cell(text[(x + y * 7) % text.count]), at: Point(x: x, y: y))
            }
        }
        terminal.present(cursor: nil)
    }

    /// Runs `body` with an ncurses terminal started on a new pseudo-terminal (its start-up bytes read), and
    /// restores the terminal afterwards.
    private func withStartedTerminal(_ body: (PseudoTerminal, NcursesTerminal, TerminalOutput) throws -> Void) throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave,
                                           termName: "xterm-256color")
        try terminal.start()
        defer { terminal.restore() }
        pty.drain()
        try body(pty, terminal, try #require(terminal.session?.output))
    }

    @Test func framesWaitForAStalledTerminalAndTheLatestGoesOutWhenItReads() throws {
        try withStartedTerminal { pty, terminal, output in
            // Nobody reads the master side: far more than a pty holds is produced, and no call blocks.
            var number = 0
            while !output.isBacklogged && number < 10_000 {
                number += 1
                frame(terminal, number)
            }
            #expect(output.isBacklogged, "the backlog reached its limit after \(number) frames")
            let pending = output.pendingCount
            for (x, character) in "LATEST-FRAME".enumerated() { terminal.put(Cell(character), at: Point(x: x, y: 0)) }
            terminal.present(cursor: nil)
            #expect(terminal.deferredFrame, "a frame over the limit waits")
            #expect(output.pendingCount == pending, "and adds nothing to the backlog")
            // The terminal reads again: the backlog drains (as the write source does when the terminal can
            // take more; called here without leaving the main actor, since ncurses' state is process-wide),
            // then the waiting frame goes out.
            var received: [UInt8] = []
            let deadline = ContinuousClock.now + .seconds(60)
            while (terminal.deferredFrame || output.pendingCount > 0) && ContinuousClock.now < deadline {
                received += pty.drain(waitMilliseconds: 1)
                output.drain()
            }
            received += pty.drain(waitMilliseconds: 20)
            #expect(!terminal.deferredFrame && output.pendingCount == 0)
            #expect(received.firstRange(of: Array("LATEST-FRAME".utf8)) != nil, "the latest frame arrived")
        }
    }

    /// Presents row 0 reading `text` and returns what the terminal received for it.
    private func present(_ text: String, on terminal: NcursesTerminal, _ pty: PseudoTerminal) -> [UInt8] {
        for (x, character) in text.enumerated() { terminal.put(Cell(character), at: Point(x: x, y: 0)) }
        terminal.present(cursor: nil)
        return pty.drain(waitMilliseconds: 5)
    }

    @Test func smallFramesDoNotRewindTheInMemoryFileAndBigOnesArriveWholeAcrossARewind() throws {
        try withStartedTerminal { pty, terminal, output in
            let rewindsBefore = output.rewinds
            let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            for number in 0..<200 {
                // Eight letters that all change from one frame to the next, so ncurses sends them together.
                let word = String((0..<8).map { letters[($0 + number) % 26] })
                let received = present(word, on: terminal, pty)
                #expect(received.firstRange(of: Array(word.utf8)) != nil, "frame \(number) arrived")
            }
            #expect(output.rewinds == rewindsBefore, "200 small frames append to the file: no rewind per frame")
            // Whole new screens (every cell changes, no two neighbours alike, no row repeats a row of the
            // screen before), each a few KiB, carry the file past its rewind point more than once.
            var seen = 0
            for number in 0..<80 {
                for y in 0..<terminal.size.height {
                    for x in 0..<terminal.size.width {
                        terminal.put(Cell(letters[(7 * x + 3 * y + number) % 26]), at: Point(x: x, y: y))
                    }
                }
                terminal.present(cursor: nil)
                let received = pty.drain(waitMilliseconds: 5)
                let firstRow = (0..<12).map { letters[(7 * $0 + number) % 26] }
                if received.firstRange(of: Array(String(firstRow).utf8)) != nil { seen += 1 }
            }
            #expect(output.rewinds > rewindsBefore, "the file was rewound")
            #expect(seen == 80, "every screen arrived, across the rewinds")
            let last = present("AFTER-REWIND", on: terminal, pty)
            #expect(last.firstRange(of: Array("AFTER-REWIND".utf8)) != nil)
        }
    }
}
