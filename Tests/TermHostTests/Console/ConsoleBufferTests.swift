import Testing
@testable @_spi(TermHostInternal) import TermHostCore

@Suite struct ConsoleBufferTests {
    private func append(_ text: String, to buffer: ConsoleBuffer) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { _ = buffer.append($0) }
    }

    @Test func splitsBytesIntoLinesAndKeepsAnUnfinishedLineUntilItEnds() {
        let buffer = ConsoleBuffer()
        append("one\ntw", to: buffer)
        append("o\r\nthree", to: buffer)
        #expect(buffer.lines.map(\.text) == ["one", "two"])
        buffer.flushPartialLine()
        #expect(buffer.lines.map(\.text) == ["one", "two", "three"])
    }

    @Test func keepsTheNewestLinesAndCountsTheDroppedOnes() {
        let buffer = ConsoleBuffer(lineLimit: 3)
        for number in 1...10 { append("line \(number)\n", to: buffer) }
        #expect(buffer.lines.map(\.text) == ["line 8", "line 9", "line 10"])
        #expect(buffer.dropped == 7)
    }

    @Test func staysWithinItsByteLimit() {
        let buffer = ConsoleBuffer(lineLimit: 1_000, byteLimit: 100)
        for _ in 1...50 { append(String(repeating: "x", count: 30) + "\n", to: buffer) }
        #expect(buffer.lines.count == 3)
        #expect(buffer.dropped == 47)
    }

    @Test func breaksALineWithoutLineBreaksAtTheMaximumLength() {
        let buffer = ConsoleBuffer()
        append(String(repeating: "y", count: ConsoleBuffer.maximumLineBytes * 2 + 5), to: buffer)
        #expect(buffer.lines.map(\.text.count) == [ConsoleBuffer.maximumLineBytes, ConsoleBuffer.maximumLineBytes])
        buffer.flushPartialLine()
        #expect(buffer.lines.last?.text.count == 5)
    }

    @Test func asksForOneNotificationUntilTheMainThreadHasLooked() {
        let buffer = ConsoleBuffer()
        let first = Array("a\n".utf8).withUnsafeBytes { buffer.append($0) }
        let second = Array("b\n".utf8).withUnsafeBytes { buffer.append($0) }
        buffer.takeNotification()
        let third = Array("c\n".utf8).withUnsafeBytes { buffer.append($0) }
        #expect([first, second, third] == [true, false, true])
    }

    @Test func aLoggerLineHasTheLevelItsFirstWordNames() {
        let buffer = ConsoleBuffer()
        append("error com.example/sync: failed\nfault: bad\ndebug x/y: detail\nerrors are fine\nplain\n", to: buffer)
        #expect(buffer.lines.map(\.level) == [.error, .fault, .debug, .default, .default])
    }
}
