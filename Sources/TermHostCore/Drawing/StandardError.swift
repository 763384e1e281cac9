#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one writer of text to standard error in TermHost (diagnostics after the terminal is given back,
/// error lines, the layout engine's default diagnostic handler).
///
/// Standard error is usually the user's terminal, so every line goes through the ``Sanitizer`` first:
/// a constraint identifier, an accessibility label or a `TERM` value holding `ESC ] 52 ; … BEL` shows as
/// placeholders instead of writing the clipboard. Line breaks are kept; every other control becomes U+FFFD.
///
/// Writing never blocks for long: the descriptor is written only while `poll` says it is writable, within
/// ``timeout`` per call, in small pieces; what a terminal that stopped reading does not take by then is
/// dropped, so a stalled terminal cannot keep a stopping program alive.
package enum StandardError {
    /// The longest one call waits for a descriptor that does not take its text.
    static let timeout: Duration = .milliseconds(250)
    /// Bytes written per `write(2)` once the descriptor is writable (a terminal takes this much at once).
    static let pieceSize = 256

    /// Writes `text` (sanitized, with a final line break) to `descriptor`, standard error by default.
    package nonisolated static func write(_ text: String, to descriptor: Int32 = 2) {
        writeBytes(Array(sanitized(text).utf8), to: descriptor, within: timeout)
    }

    /// Writes `bytes` as they are to `descriptor` while `poll` says it is writable, within `limit`;
    /// what the descriptor does not take by then is dropped. Returns whether everything was written.
    @discardableResult
    package nonisolated static func writeBytes(_ bytes: [UInt8], to descriptor: Int32, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        var offset = 0
        while offset < bytes.count {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            var watched = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1_000 + attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&watched, 1, milliseconds)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, Int32(watched.revents) & POLLOUT != 0 else { return false }
            let count = min(pieceSize, bytes.count - offset)
            let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress.map { $0 + offset }, count) }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// `text` as it is written: every line sanitized, line breaks (LF, CR LF) kept as LF, ending with one.
    nonisolated static func sanitized(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 1)
        for character in text {
            if character == "\n" || character == "\r\n" {
                result.append("\n")
            } else {
                result.append(Sanitizer.sanitize(character))
            }
        }
        if !result.hasSuffix("\n") { result.append("\n") }
        return result
    }
}

/// The C library's `write(2)` (named apart from ``StandardError/write(_:to:)``, which would hide it).
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
