import Glibc
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

/// The one standard-error writer sanitizes every line, keeps line breaks, and gives up on a descriptor
/// that does not take its text instead of blocking.
@Suite
struct StandardErrorTests {
    @Test func everyLineIsSanitizedAndLineBreaksAreKept() {
        let text = StandardError.sanitized("a\u{1b}]52;c;eA==\u{7}b\nc\u{9b}2J\r\nd\u{85}\te")
        #expect(text == "a\u{FFFD}]52;c;eA==\u{FFFD}b\nc\u{FFFD}2J\nd\u{FFFD}\u{FFFD}e\n")
        #expect(StandardError.sanitized("done\n") == "done\n")
    }

    @Test func writesTheSanitizedTextToTheDescriptor() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { fds.forEach { close($0) } }
        StandardError.write("x\u{1b}[2Jy", to: fds[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(fds[0], &buffer, buffer.count)
        #expect(String(decoding: buffer[..<max(0, count)], as: UTF8.self) == "x\u{FFFD}[2Jy\n")
    }

    @Test func aDescriptorThatTakesNothingIsGivenUpOn() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { fds.forEach { close($0) } }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        let filler = [UInt8](repeating: 0x41, count: 4_096)
        while filler.withUnsafeBytes({ write(fds[1], $0.baseAddress, $0.count) }) > 0 {}
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) & ~O_NONBLOCK)
        // The pipe is full and nobody reads it: the call returns (a blocking write would never return).
        StandardError.write(String(repeating: "diagnostic ", count: 100), to: fds[1])
    }

    @Test @MainActor func theTooSmallMessageIsSanitized() {
        let app = HeadlessApp(size: Size(width: 12, height: 4)) { app in
            app.minimumSize = Size(width: 40, height: 10)
            app.tooSmallMessage = "Small\u{1b}]0;x\u{7}\u{9b}!"
            return Window()
        }
        for y in 0..<4 { #expect(app.line(y).unicodeScalars.allSatisfy { !Sanitizer.isUnsafe($0) }) }
        #expect(app.line(0).hasPrefix("Small\u{FFFD}]0;x\u{FFFD}\u{FFFD}"))
    }
}
