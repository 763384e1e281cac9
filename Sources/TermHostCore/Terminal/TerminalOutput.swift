import CNcurses
import Dispatch
import Glibc

/// Everything ncurses writes, on its way to the terminal without ever blocking the main queue.
///
/// ncurses writes with plain blocking `write(2)` calls (and spins on `EAGAIN` if its descriptor is made
/// non-blocking), so a terminal that stops reading (a stalled ssh link, a paused pane, a full pty) would
/// hold the main queue in `write` and no signal, timer or key would be handled. Instead, once a screen is
/// open, ncurses' output descriptor is an in-memory file (`memfd`): its writes never block. After each
/// ncurses call that writes, ``pump()`` takes those bytes and writes them to the terminal through a
/// non-blocking descriptor of its own; what the terminal does not take waits in a bounded backlog that a
/// Dispatch write source on the main queue drains as the terminal takes it.
///
/// The backlog is bounded by not producing more: while it holds more than ``backlogLimit`` bytes,
/// ``NcursesTerminal/present(cursor:)`` leaves the frame in ncurses' screen model (`wnoutrefresh` without
/// `doupdate`) and sends it, as one up-to-date frame, once the backlog drained (``onDrained``). So the
/// memory is at most the limit plus one frame, and a slow terminal gets fewer frames, never stale ones.
@MainActor
final class TerminalOutput {
    /// Above this many waiting bytes, frames wait for the terminal instead of adding to the backlog.
    static let backlogLimit = 1 << 18
    /// How many written bytes may sit at the front of the backlog before they are dropped from it
    /// (once they are also more than half of it), so the backlog is not moved after every write.
    static let compactionThreshold = 1 << 16

    /// The descriptor the bytes are written to: a non-blocking open of the terminal of its own (so the
    /// flag never reaches the shell's descriptors), or a blocking duplicate when the TTY cannot be reopened.
    let terminalDescriptor: Int32
    /// The descriptor ncurses writes to (an in-memory file), or `nil` when ncurses writes to the terminal
    /// itself (no `memfd` on this system).
    private let captureDescriptor: Int32?
    /// Bytes the terminal has not taken yet, from `backlogStart` on.
    @exclusivity(unchecked)
    private var backlog: [UInt8] = []
    private var backlogStart = 0
    @exclusivity(unchecked)
    private var scratch: [UInt8] = []
    @exclusivity(unchecked)
    private var writeSource: DispatchSourceWrite?
    /// Whether the terminal failed for good (EIO, a hang-up): everything is dropped from then on.
    private(set) var isBroken = false
    /// Called on the main queue when a backlog has been taken whole.
    var onDrained: (@MainActor () -> Void)?

    /// Redirects ncurses' output descriptor `ncursesDescriptor` into memory and opens `terminal` for
    /// non-blocking writes. Call once ncurses has set the TTY's modes through `ncursesDescriptor` (they
    /// cannot be set through a file afterwards).
    init(ncursesDescriptor: Int32, terminal: Int32) {
        terminalDescriptor = Self.openNonBlocking(terminal) ?? fcntl(terminal, F_DUPFD_CLOEXEC, 0)
        let memory = th_memfd()
        if memory >= 0, terminalDescriptor >= 0, dup2(memory, ncursesDescriptor) >= 0 {
            captureDescriptor = ncursesDescriptor
        } else {
            captureDescriptor = nil
        }
        if memory >= 0 { Glibc.close(memory) }
    }

    /// The number of bytes waiting for the terminal.
    var pendingCount: Int { backlog.count - backlogStart }

    /// Whether frames should wait (see ``backlogLimit``).
    var isBacklogged: Bool { pendingCount > Self.backlogLimit }

    /// Sends what ncurses wrote since the last call to the terminal.
    ///
    /// ncurses appends to the in-memory file; the bytes before ``captureTaken`` were sent already. The file
    /// is rewound (and ncurses writes from its start again) only once it holds ``rewindThreshold`` bytes,
    /// so a frame costs two system calls here (where the end is, and reading the new bytes), not three.
    func pump() {
        guard let capture = captureDescriptor else { return }
        let end = Int(lseek(capture, 0, SEEK_CUR))
        guard end > captureTaken else { return }
        let length = end - captureTaken
        if scratch.count < length { scratch = [UInt8](repeating: 0, count: length) }
        let read = Self.read(capture, into: &scratch, length: length, at: captureTaken)
        captureTaken = end
        if end >= Self.rewindThreshold {
            _ = lseek(capture, 0, SEEK_SET)
            captureTaken = 0
            rewinds += 1
        }
        guard read > 0 else { return }
        scratch.withUnsafeBufferPointer { send(UnsafeBufferPointer(rebasing: $0[..<read])) }
    }

    /// How many bytes the in-memory file may hold before ``pump()`` rewinds it.
    static let rewindThreshold = 1 << 16
    /// How far into the in-memory file ``pump()`` has read.
    private var captureTaken = 0
    /// How many times ``pump()`` rewound the in-memory file (for tests).
    private(set) var rewinds = 0

    /// Reads `length` bytes of `descriptor` from `offset` into `buffer`. Nonisolated, so the closure it
    /// passes to the array needs no main-actor check.
    private nonisolated static func read(_ descriptor: Int32, into buffer: inout [UInt8], length: Int, at offset: Int) -> Int {
        buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, length, off_t(offset)) }
    }

    /// Sends `bytes` after everything sent before (mode switches of TermHost's own).
    func send(_ bytes: [UInt8]) {
        pump()
        bytes.withUnsafeBufferPointer { send($0) }
    }

    private func send(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !isBroken, !bytes.isEmpty else { return }
        var offset = 0
        if pendingCount == 0 {
            offset = writeSome(bytes)
            if isBroken || offset == bytes.count { return }
        }
        backlog.append(contentsOf: bytes[offset...])
        startDraining()
    }

    /// Writes as much of `bytes` as the terminal takes now; returns how much.
    private func writeSome(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = write(terminalDescriptor, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && errno == EAGAIN {
                break
            } else {
                breakDown()
                break
            }
        }
        return offset
    }

    private func startDraining() {
        guard writeSource == nil, !isBroken else { return }
        let source = DispatchSource.makeWriteSource(fileDescriptor: terminalDescriptor, queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.drain() } }
        writeSource = source
        source.resume()
    }

    /// Writes from the backlog while the terminal takes it; stops watching once it is empty (what the
    /// write source calls when the terminal can take more).
    func drain() {
        let written = backlog.withUnsafeBufferPointer { writeSome(UnsafeBufferPointer(rebasing: $0[backlogStart...])) }
        backlogStart += written
        if backlogStart > Self.compactionThreshold, backlogStart * 2 > backlog.count {
            backlog.removeFirst(backlogStart)
            backlogStart = 0
        }
        guard pendingCount == 0 || isBroken else { return }
        stopDraining()
        backlog.removeAll(keepingCapacity: false)
        backlogStart = 0
        onDrained?()
    }

    private func stopDraining() {
        writeSource?.cancel()
        writeSource = nil
    }

    private func breakDown() {
        isBroken = true
        backlog.removeAll()
        backlogStart = 0
        stopDraining()
    }

    /// Drops the backlog and what the terminal's own output queue still holds: the screen it would draw
    /// is obsolete (the program is leaving it), and a terminal that stopped reading gets the restore
    /// sequence that follows at once.
    func discardBacklog() {
        guard pendingCount > 0 else { return }
        backlog.removeAll()
        backlogStart = 0
        stopDraining()
        _ = tcflush(terminalDescriptor, TCOFLUSH)
    }

    /// Sends what ncurses wrote and waits, at most `timeout`, until the terminal has taken everything
    /// (for the last bytes before the screen is closed); then stops.
    func finish(within timeout: Duration) {
        pump()
        stopDraining()
        let deadline = ContinuousClock.now + timeout
        while pendingCount > 0, !isBroken {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            var watched = pollfd(fd: terminalDescriptor, events: Int16(POLLOUT), revents: 0)
            let (seconds, attoseconds) = left.components
            let ready = poll(&watched, 1, Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let written = backlog.withUnsafeBufferPointer { writeSome(UnsafeBufferPointer(rebasing: $0[backlogStart...])) }
            backlogStart += written
        }
        backlog.removeAll()
        backlogStart = 0
    }

    /// Closes the terminal descriptor (the capture descriptor belongs to ncurses' stream).
    func close() {
        stopDraining()
        if terminalDescriptor >= 0 { Glibc.close(terminalDescriptor) }
    }

    /// The path of the terminal open on `descriptor`. `ttyname_r`, not `ttyname`: the latter returns a
    /// buffer shared by every thread of the process, which another thread's call can overwrite.
    static func terminalPath(of descriptor: Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: 4_096)
        guard ttyname_r(descriptor, &buffer, buffer.count) == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A non-blocking descriptor of the terminal on `descriptor`, opened again by name so that the flag
    /// does not reach the shell, or `nil` when the TTY cannot be opened again.
    static func openNonBlocking(_ descriptor: Int32, mode: Int32 = O_WRONLY) -> Int32? {
        guard let path = terminalPath(of: descriptor) else { return nil }
        let reopened = open(path, mode | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard reopened >= 0 else { return nil }
        var original = stat()
        var copy = stat()
        guard fstat(descriptor, &original) == 0, fstat(reopened, &copy) == 0, original.st_rdev == copy.st_rdev else {
            Glibc.close(reopened)
            return nil
        }
        return reopened
    }
}
