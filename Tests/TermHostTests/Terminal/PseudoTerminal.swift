import Glibc

/// A pseudo-terminal pair for driving a real ``NcursesTerminal`` in tests: the code under test gets the
/// slave side as its TTY, the test writes keystrokes to the master side and reads what was drawn from it.
final class PseudoTerminal {
    let master: Int32
    let slave: Int32

    enum Failure: Error { case openFailed(String) }

    init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure.openFailed("openpty") }
        // Programs other tests start meanwhile must not inherit the master: a copy open in a child
        // would keep the slave from hanging up in `hangUp()`.
        for descriptor in [master, slave] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        self.master = master
        self.slave = slave
    }

    deinit {
        Glibc.close(slave)
        Glibc.close(master)
    }

    /// Closes the master side, as a terminal emulator that goes away does: the slave side hangs up.
    /// (The descriptor number stays open on /dev/null, so that nothing else reuses it before `deinit`.)
    func hangUp() {
        let null = open("/dev/null", O_RDWR)
        _ = dup2(null, master)
        Glibc.close(null)
    }

    /// Sets the window size the slave reports.
    func setSize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types `bytes` on the terminal's keyboard.
    func type(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            rest = rest.dropFirst(written)
        }
    }

    /// Types `text` as UTF-8.
    func type(_ text: String) { type(Array(text.utf8)) }

    /// Waits (at most a second) until what was typed can be read on the slave side: the pty hands it
    /// over asynchronously.
    func waitUntilReadable() {
        var descriptor = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 1_000)
    }

    /// Everything the program wrote that has arrived within `wait` milliseconds.
    @discardableResult
    func drain(waitMilliseconds wait: Int32 = 20) -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, wait) > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output.append(contentsOf: buffer[..<count])
        }
        return output
    }

    /// The slave's terminal modes.
    func modes() -> termios {
        var modes = termios()
        _ = tcgetattr(slave, &modes)
        return modes
    }
}

/// Whether two terminal mode sets are the same (flags and control characters).
func sameModes(_ a: termios, _ b: termios) -> Bool {
    guard a.c_iflag == b.c_iflag, a.c_oflag == b.c_oflag, a.c_cflag == b.c_cflag, a.c_lflag == b.c_lflag else {
        return false
    }
    let ccA = withUnsafeBytes(of: a.c_cc) { Array($0) }
    let ccB = withUnsafeBytes(of: b.c_cc) { Array($0) }
    return ccA == ccB
}
