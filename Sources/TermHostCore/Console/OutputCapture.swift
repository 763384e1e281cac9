import CNcurses
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Standard output and standard error taken away from the terminal while an application draws on it.
///
/// Anything the process writes to descriptors 1 and 2 — `print`, `FileHandle.standardError`, a
/// ``Logger``, a C library's `printf` — would land on the screen between frames and stay there. While the
/// capture runs, each of the two descriptors that goes to the application's terminal is a pipe instead
/// (one pipe for both, so their order is kept); a descriptor redirected elsewhere (`2> errors.txt`) is
/// left alone. A reader on a queue of its own takes the bytes as they come: into a ``ConsoleBuffer``
/// (bounded: the newest lines), which the in-app console shows, and into the file named by the
/// `TERMHOST_LOG_FILE` environment variable, which keeps everything. Standard output is line-buffered
/// while captured, so a `print` arrives when it is made.
///
/// ``finish()`` puts the descriptors back, takes what is still in the pipe, and writes the kept lines to
/// the terminal as the program wrote them, after one line saying how many older lines were dropped, if
/// any: after the application stops, the output is on the terminal in order, as if it had never been
/// captured. A reader that cannot keep up makes writers wait, as a slow terminal would; it never holds
/// the main thread.
@MainActor
package final class OutputCapture {
    /// The environment variable naming a file that receives all captured output.
    package static let logFileVariable = "TERMHOST_LOG_FILE"

    /// The lines read so far.
    package let buffer: ConsoleBuffer
    private let readDescriptor: Int32
    private let saved: [(target: Int32, copy: Int32)]
    private let logFile: Int32?
    private let queue = DispatchQueue(label: "TermHost.OutputCapture")
    private var source: DispatchSourceRead?

    /// Starts capturing the standard descriptors that go to the same device as `terminal`, or returns
    /// `nil` when neither does (or a pipe cannot be made). `onOutput` is called on the reader's queue
    /// when new lines arrive after the last ``ConsoleBuffer/takeNotification()``.
    package static func start(terminal: Int32, buffer: ConsoleBuffer, logFilePath: String?,
                              onOutput: @escaping @Sendable () -> Void) -> OutputCapture? {
        let targets = [STDOUT_FILENO, STDERR_FILENO].filter { isSameDevice($0, terminal) }
        guard !targets.isEmpty else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        th_stdout_flush()
        var saved: [(Int32, Int32)] = []
        for target in targets {
            let copy = fcntl(target, F_DUPFD_CLOEXEC, 0)
            guard copy >= 0 else { continue }
            saved.append((target, copy))
        }
        th_stdout_line_buffered()
        for (target, _) in saved { _ = dup2(ends[1], target) }
        close(ends[1])
        NcursesCrashRestore.installCapture(targets: saved.map(\.0), copies: saved.map(\.1), readDescriptor: ends[0])
        let logFile = logFilePath.flatMap { path -> Int32? in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
            return descriptor >= 0 ? descriptor : nil
        }
        return OutputCapture(read: ends[0], saved: saved, buffer: buffer, logFile: logFile, onOutput: onOutput)
    }

    private init(read: Int32, saved: [(target: Int32, copy: Int32)], buffer: ConsoleBuffer, logFile: Int32?,
                 onOutput: @escaping @Sendable () -> Void) {
        self.readDescriptor = read
        self.saved = saved
        self.buffer = buffer
        self.logFile = logFile
        let source = Self.makeSource(read: read, queue: queue, buffer: buffer, logFile: logFile, onOutput: onOutput)
        self.source = source
        source.activate()
    }

    /// The reader: a read source on the capture's own queue (its handlers run there, off the main actor).
    private nonisolated static func makeSource(read: Int32, queue: DispatchQueue, buffer: ConsoleBuffer, logFile: Int32?,
                                               onOutput: @escaping @Sendable () -> Void) -> DispatchSourceRead {
        let source = DispatchSource.makeReadSource(fileDescriptor: read, queue: queue)
        source.setEventHandler {
            if drain(read, into: buffer, logFile: logFile) { onOutput() }
        }
        source.setCancelHandler {
            close(read)
            if let logFile { close(logFile) }
        }
        return source
    }

    /// Whether the capture still runs.
    package var isCapturing: Bool { source != nil }

    /// The descriptor captured output is written back to after ``finish()``: standard output when it
    /// was captured, otherwise standard error.
    private var replayDescriptor: Int32 { saved.first?.target ?? STDERR_FILENO }

    /// Puts the descriptors back, reads what is left in the pipe and writes the kept lines to the
    /// terminal (see the type's discussion). Does nothing the second time.
    package func finish() {
        guard let source else { return }
        self.source = nil
        th_stdout_flush()
        NcursesCrashRestore.removeCapture()
        for (target, copy) in saved {
            _ = dup2(copy, target)
            close(copy)
        }
        Self.finishReading(readDescriptor, on: queue, into: buffer, logFile: logFile)
        source.cancel()
        replay()
    }

    /// Takes what is left in the pipe, on the reader's queue (after any read in progress there).
    private nonisolated static func finishReading(_ descriptor: Int32, on queue: DispatchQueue, into buffer: ConsoleBuffer,
                                                  logFile: Int32?) {
        queue.sync {
            _ = drain(descriptor, into: buffer, logFile: logFile)
            buffer.flushPartialLine()
        }
    }

    /// Writes the kept output lines to the restored terminal.
    private func replay() {
        var bytes: [UInt8] = []
        let dropped = buffer.dropped
        if dropped > 0 {
            let note = "TermHost: \(dropped) earlier lines of output were dropped; \(Self.logFileVariable) names a file that keeps all.\n"
            bytes += Array(note.utf8)
        }
        for line in buffer.lines where line.source == .output {
            bytes += Array(line.text.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        StandardError.writeBytes(bytes, to: replayDescriptor, within: .seconds(5))
    }

    /// Reads everything available on `descriptor` into `buffer` and the log file. Returns whether the
    /// buffer asks to notify the main thread.
    private nonisolated static func drain(_ descriptor: Int32, into buffer: ConsoleBuffer, logFile: Int32?) -> Bool {
        var notify = false
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return notify }
            chunk.withUnsafeBytes { bytes in
                let taken = UnsafeRawBufferPointer(rebasing: bytes[..<count])
                if let logFile { writeAll(taken, to: logFile) }
                NcursesCrashRestore.recordCapturedBytes(taken)
                if buffer.append(taken) { notify = true }
            }
        }
    }

    private nonisolated static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Whether `descriptor` and `other` are the same character device (the same terminal).
    private static func isSameDevice(_ descriptor: Int32, _ other: Int32) -> Bool {
        var first = stat()
        var second = stat()
        guard fstat(descriptor, &first) == 0, fstat(other, &second) == 0 else { return false }
        return (first.st_mode & S_IFMT) == S_IFCHR && first.st_rdev == second.st_rdev
    }
}
