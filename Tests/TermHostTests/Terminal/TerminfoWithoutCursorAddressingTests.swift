import Foundation
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

extension NcursesTerminalTests {
    /// A terminfo entry compiled for the test, with everything but cursor addressing.
    @Test func terminalWithoutCursorAddressingIsRejected() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termhost-terminfo-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("nocup.src")
        try "termhost-nocup|terminal without cursor addressing,\n\tcols#80, lines#24, bel=^G, cr=\\r, clear=\\E[H\\E[J,\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/tic")
        compiler.arguments = ["-x", "-o", directory.path, source.path]
        try compiler.run()
        compiler.waitUntilExit()
        try #require(compiler.terminationStatus == 0)

        setenv("TERMINFO", directory.path, 1)
        defer { unsetenv("TERMINFO") }
        let pty = try PseudoTerminal()
        #expect(throws: TerminalError.unsupportedTerminal("termhost-nocup")) {
            _ = try NcursesTerminal(
                inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "termhost-nocup")
        }
    }
}
