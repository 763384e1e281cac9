import Glibc
import Testing
@testable import TermHost

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

    @Test func framesWaitForAStalledTerminalAndTheLatestGoesOutWhenItReads() throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave,
                                           termName: "xterm-256color")
        try terminal.start()
        defer { terminal.restore() }
        pty.drain()
        let output = try #require(terminal.session?.output)
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
