import Synchronization

/// The newest lines of captured output, bounded, shared between the thread that reads the output and
/// the main thread that shows it.
///
/// Bytes are split into lines as they arrive; a line longer than ``maximumLineBytes`` is broken there.
/// Past ``lineLimit`` lines or ``byteLimit`` bytes the oldest lines are dropped and counted
/// (``dropped``), so a flood of output costs bounded memory; the file named by `TERMHOST_LOG_FILE`
/// keeps everything.
package final class ConsoleBuffer: Sendable {
    /// The most lines kept by default.
    package static let defaultLineLimit = 10_000
    /// The most bytes of text kept by default.
    package static let defaultByteLimit = 4 << 20
    /// A line is broken after this many bytes without a line break.
    package static let maximumLineBytes = 16 << 10

    /// The most lines kept.
    package let lineLimit: Int
    /// The most bytes of text kept.
    package let byteLimit: Int

    private struct State {
        var storage: [ConsoleLine] = []
        var start = 0
        var bytes = 0
        var dropped = 0
        var partial: [UInt8] = []
        var version = 0
        var notificationPending = false

        var count: Int { storage.count - start }

        mutating func add(_ line: ConsoleLine, lineLimit: Int, byteLimit: Int) {
            storage.append(line)
            bytes += line.text.utf8.count
            version += 1
            while count > lineLimit || (bytes > byteLimit && count > 1) {
                bytes -= storage[start].text.utf8.count
                start += 1
                dropped += 1
            }
            if start > 1024 && start * 2 > storage.count {
                storage.removeFirst(start)
                start = 0
            }
        }
    }

    private let state = Mutex(State())

    /// An empty buffer keeping at most `lineLimit` lines and `byteLimit` bytes.
    package init(lineLimit: Int = ConsoleBuffer.defaultLineLimit, byteLimit: Int = ConsoleBuffer.defaultByteLimit) {
        self.lineLimit = max(1, lineLimit)
        self.byteLimit = max(1, byteLimit)
    }

    /// Adds the lines in `bytes` (a line break ends each; what follows the last one waits for more).
    /// Returns true when the reader should tell the main thread (the first change since
    /// ``takeNotification()``).
    @discardableResult
    package func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        state.withLock { state in
            var lineStart = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                state.partial.append(contentsOf: bytes[lineStart..<index])
                finishLine(&state)
                lineStart = index + 1
            }
            state.partial.append(contentsOf: bytes[lineStart...])
            while state.partial.count > Self.maximumLineBytes {
                let rest = Array(state.partial[Self.maximumLineBytes...])
                state.partial.removeLast(state.partial.count - Self.maximumLineBytes)
                finishLine(&state)
                state.partial = rest
            }
            return notify(&state)
        }
    }

    /// Adds one line (a diagnostic, or a line in a test). Returns what ``append(_:)`` returns.
    @discardableResult
    package func append(_ line: ConsoleLine) -> Bool {
        state.withLock { state in
            state.add(line, lineLimit: lineLimit, byteLimit: byteLimit)
            return notify(&state)
        }
    }

    /// Ends the line in progress, if any (at the end of the capture).
    package func flushPartialLine() {
        state.withLock { state in
            if !state.partial.isEmpty { finishLine(&state) }
        }
    }

    /// Clears the pending notification: the main thread has looked.
    package func takeNotification() {
        state.withLock { $0.notificationPending = false }
    }

    /// The lines kept, oldest first.
    package var lines: [ConsoleLine] {
        state.withLock { Array($0.storage[$0.start...]) }
    }

    /// How many lines were dropped to stay within the limits.
    package var dropped: Int { state.withLock { $0.dropped } }

    /// A number that changes whenever a line is added.
    package var version: Int { state.withLock { $0.version } }

    private func finishLine(_ state: inout State) {
        var bytes = state.partial
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        state.partial.removeAll(keepingCapacity: true)
        state.add(ConsoleLine(output: String(decoding: bytes, as: UTF8.self)), lineLimit: lineLimit, byteLimit: byteLimit)
    }

    private func notify(_ state: inout State) -> Bool {
        guard !state.notificationPending else { return false }
        state.notificationPending = true
        return true
    }
}
