import Foundation
import Testing

/// Escape injection: hostile strings shown in every text-bearing widget and view (`TermHostProbe text`)
/// are drawn through the real NcursesTerminal on a pseudo-terminal, and the bytes that reach the
/// terminal contain none of the sequences the strings carry.
@Suite("Reliability: no escape injection through shown text (pty)")
struct ReliabilityTextInjectionTests {
    @Test(arguments: ["xterm-256color", "tmux-256color", "vt100"])
    func hostileStringsNeverReachTheTerminal(term: String) throws {
        let terminal = try SpawnedOnPTY(Products.path("TermHostProbe"), ["text"], columns: 120, rows: 60,
                                        environment: ["TERM=\(term)", "LANG=C.UTF-8", "LC_ALL=C.UTF-8"])
        defer { terminal.finish() }
        #expect(terminal.readUntil("Text probe ready") != nil, "the first frame was drawn")
        terminal.type("n")
        let frame = try #require(terminal.readUntil("HOSTILE-END"), "the hostile screen was drawn")
        let rest = terminal.read(for: 0.3)
        let bytes = frame + rest
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("\u{FFFD}[2JB"), "ESC is shown as the placeholder")
        #expect(!bytes.contains(0x07), "no BEL")
        #expect(!text.contains("\u{1b}]"), "no OSC (clipboard write, hyperlink)")
        #expect(!text.contains("\u{1b}c"), "no full reset")
        #expect(!text.contains("\u{1b}[2J"), "no erase-screen after the first frame")
        #expect(!text.unicodeScalars.contains("\u{9B}"), "no 8-bit CSI")
        #expect(!text.unicodeScalars.contains("\u{85}") && !text.unicodeScalars.contains("\u{90}"), "no C1 controls")
        #expect(!text.unicodeScalars.contains("\u{202E}"), "no bidi override")
        terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }
}

/// A program running on the slave side of a pseudo-terminal, read and typed into from the master side.
final class SpawnedOnPTY {
    let master: Int32
    private let slave: Int32
    private let pid: pid_t
    private var exited: Int32?
    private var buffered: [UInt8] = []

    init(_ path: String, _ arguments: [String], columns: UInt16, rows: UInt16, environment: [String]) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw SpawnError.failed("openpty") }
        self.master = master
        self.slave = slave
        // Programs spawned by tests running in parallel must not inherit the terminal.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = (environment + ["SWIFT_BACKTRACE=enable=no"]).map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        var attributes = cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        guard posix_spawn(&pid, path, &actions, &attributes, argv, envp) == 0 else { throw SpawnError.failed(path) }
        self.pid = pid
    }

    enum SpawnError: Error { case failed(String) }

    /// Types bytes on the program's keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
    }

    /// Reads whatever arrives within `seconds`.
    func read(for seconds: Double) -> [UInt8] {
        let deadline = Date().addingTimeInterval(seconds)
        var output = buffered
        buffered = []
        while Date() < deadline { output += readAvailable(waitMilliseconds: 20) }
        return output
    }

    /// Reads until `marker` has arrived (returns everything read, marker included) or `timeout` passed.
    func readUntil(_ marker: String, timeout: Double = 10) -> [UInt8]? {
        let deadline = Date().addingTimeInterval(timeout)
        var output = buffered
        buffered = []
        let needle = Array(marker.utf8)
        while Date() < deadline {
            output += readAvailable(waitMilliseconds: 50)
            if let range = output.firstRange(of: needle) {
                buffered = Array(output[range.upperBound...])
                return Array(output[..<range.upperBound])
            }
        }
        return nil
    }

    private func readAvailable(waitMilliseconds wait: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, output.isEmpty ? wait : 0) > 0, descriptor.revents & Int16(POLLIN) != 0 {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output += buffer[..<count]
        }
        return output
    }

    /// Waits for the program to exit (draining its output) and returns its status, or nil after `timeout`.
    func waitForExit(timeout: Double = 10) -> Int32? {
        if let exited { return exited }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            _ = readAvailable(waitMilliseconds: 20)
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exited = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
                return exited
            }
        }
        return nil
    }

    /// Ends the program if it still runs and closes the terminal.
    func finish() {
        if waitForExit(timeout: 0.1) == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        Glibc.close(slave)
        Glibc.close(master)
    }
}
