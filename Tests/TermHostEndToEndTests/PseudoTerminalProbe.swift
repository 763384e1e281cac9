import Foundation

/// `TermHostProbe` on a pseudo-terminal of its own, for tests that need the exact bytes or control over
/// the terminal's side: the probe is a session leader whose controlling terminal is the slave side (so
/// it gets SIGHUP, SIGWINCH and job-control signals like a program started from a shell); the test types
/// on the master side, and a reader thread keeps what the probe writes, until ``stopReading()`` makes
/// the terminal one that no longer reads.
final class PseudoTerminalProbe: @unchecked Sendable {
    let master: Int32
    let pid: pid_t
    /// A scratch directory for the probe's report files (removed by ``close()``).
    let directory: URL
    private let lock = NSLock()
    private var received: [UInt8] = []
    private var reading = true
    private var closed = false
    private var exitStatus: Int32?
    /// The slave side's modes before the probe started (what it must leave behind).
    let initialModes: termios

    enum Failure: Error { case failed(String) }

    /// glibc's POSIX_SPAWN_SETSID (the child starts a session of its own), which Swift does not import.
    private static let spawnSetSID: Int16 = 0x80

    /// Starts `TermHostProbe` with the arguments `arguments` makes from the scratch directory's path,
    /// on a `columns` x `rows` terminal of type `term`.
    init(columns: UInt16 = 80, rows: UInt16 = 24, term: String = "xterm-256color",
         environment: [String: String] = [:], arguments: (_ directory: String) -> [String]) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termhost-pty-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure.failed("openpty") }
        var modes = termios()
        _ = tcgetattr(slave, &modes)
        initialModes = modes
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        // ttyname_r: tests on other threads open terminals too, and ttyname's buffer is shared by them all
        // (another test's path read from it names a terminal that may be gone: posix_spawn gets ENOENT).
        var name = [CChar](repeating: 0, count: 4_096)
        guard ttyname_r(slave, &name, name.count) == 0 else { throw Failure.failed("ttyname_r") }
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.master = master

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid, without O_NOCTTY: it becomes the probe's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        var flags: Int16 = 0
        posix_spawnattr_getflags(&attributes, &flags)
        posix_spawnattr_setflags(&attributes, flags | Self.spawnSetSID)
        var variables = ["TERM": term, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
                         "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        for (key, value) in environment { variables[key] = value }
        let path = Products.path("TermHostProbe")
        let argv = ([path] + arguments(directory.path)).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        Glibc.close(slave)
        guard result == 0 else {
            Glibc.close(master)
            throw Failure.failed("posix_spawn \(path): \(result)")
        }
        self.pid = pid
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    deinit { close() }

    /// Kills the probe if it still runs, closes the master side and removes the scratch directory.
    func close() {
        lock.lock()
        let wasClosed = closed
        closed = true
        lock.unlock()
        guard !wasClosed else { return }
        if status(waitingUpTo: 0) == nil {
            kill(pid, SIGKILL)
            _ = status(waitingUpTo: 5)
        }
        Glibc.close(master)
        try? FileManager.default.removeItem(at: directory)
    }

    private func readLoop() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            lock.lock()
            let (isClosed, isReading) = (closed, reading)
            lock.unlock()
            if isClosed { return }
            guard isReading else {
                usleep(10_000)
                continue
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 20) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            if count > 0 {
                lock.lock()
                received.append(contentsOf: buffer[..<count])
                lock.unlock()
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                // EIO: every slave descriptor is closed (the probe is gone).
                usleep(10_000)
            }
        }
    }

    /// Everything the probe wrote so far.
    var output: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    /// The output as text (invalid UTF-8 repaired).
    var text: String { String(decoding: output, as: UTF8.self) }

    /// Stops reading the master side: the probe's writes fill the terminal's buffer and then block.
    func stopReading() {
        lock.lock()
        reading = false
        lock.unlock()
    }

    /// Reads the master side again.
    func resumeReading() {
        lock.lock()
        reading = true
        lock.unlock()
    }

    /// Closes the master side, as a terminal emulator that goes away does: the slave side hangs up.
    /// (The descriptor number is kept, now open on /dev/null, so that nothing else reuses it.)
    func hangUp() {
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        _ = dup2(null, master)
        Glibc.close(null)
    }

    /// Types `bytes` on the terminal's keyboard.
    func type(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while !rest.isEmpty {
            let written = rest.withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if written > 0 {
                rest = rest.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// Types `text` as UTF-8.
    func type(_ text: String) { type(Array(text.utf8)) }

    /// Sets the terminal's size (the probe gets SIGWINCH).
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The slave side's terminal modes now (read through the master side).
    func modes() -> termios {
        var modes = termios()
        _ = tcgetattr(master, &modes)
        return modes
    }

    /// Waits until the output contains `text`; returns whether it did within `timeout` seconds.
    @discardableResult
    func waitForOutput(_ text: String, timeout: Double = 10) -> Bool {
        let needle = Array(text.utf8)
        return wait(timeout: timeout) { output.firstRange(of: needle) != nil }
    }

    /// Waits for a file in the scratch directory to contain a line for which `predicate` holds; returns
    /// the file's contents then, or `nil` after `timeout` seconds.
    func waitForFile(_ name: String, timeout: Double = 10, until predicate: (String) -> Bool = { !$0.isEmpty }) -> String? {
        let url = directory.appendingPathComponent(name)
        var found: String?
        _ = wait(timeout: timeout) {
            guard let contents = try? String(contentsOf: url, encoding: .utf8), predicate(contents) else { return false }
            found = contents
            return true
        }
        return found
    }

    /// The contents of a file in the scratch directory, if it exists.
    func file(_ name: String) -> String? {
        try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The probe's exit status as a shell reports it (128 + the signal for a signal), once it has exited;
    /// `nil` if it still runs after `timeout` seconds.
    func status(waitingUpTo timeout: Double) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                let code = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
                exitStatus = code
                return code
            }
            if result < 0 { return nil }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    /// Whether the probe still runs.
    var isRunning: Bool { status(waitingUpTo: 0) == nil }

    /// Waits until `condition` holds; returns whether it did within `timeout` seconds.
    func wait(timeout: Double = 10, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
