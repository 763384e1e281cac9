import CNcurses
import Glibc

/// Arms the C crash handler of the CNcurses shim, so that a process dying of a fatal signal (a Swift
/// runtime trap, an abort, a bad pointer) still gives the terminal back.
///
/// A signal handler cannot run Swift code safely, so everything it needs is computed here when the
/// terminal starts: the bytes that leave the alternate screen, show the cursor, turn keypad transmit,
/// mouse reporting and bracketed paste off, and reset the attributes; and the TTY modes saved before
/// ncurses changed them. The shim keeps them in C static storage (see `shim.h`).
enum NcursesCrashRestore {
    /// Mouse reporting off in every mode ncurses or TermHost may have switched on (X10, button, any, SGR).
    static let mouseOff = "\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1003l\u{1b}[?1006l"
    /// Bracketed paste off.
    static let bracketedPasteOff = "\u{1b}[?2004l"

    /// The TTY modes of `descriptor` now, or `nil` when it has none.
    static func currentModes(of descriptor: Int32) -> termios? {
        var modes = termios()
        return tcgetattr(descriptor, &modes) == 0 ? modes : nil
    }

    /// The restore bytes for the current terminfo entry (call with the session's terminal current).
    static func restoreSequence() -> [UInt8] {
        var bytes: [UInt8] = []
        for capability in ["sgr0", "rmkx"] { bytes += terminfoString(capability) }
        bytes += Array(mouseOff.utf8)
        bytes += Array(bracketedPasteOff.utf8)
        for capability in ["rmcup", "cnorm"] { bytes += terminfoString(capability) }
        return bytes
    }

    /// Arms the handler with the restore bytes and `modes` for `descriptor`.
    static func arm(descriptor: Int32, modes: termios?) {
        let bytes = restoreSequence()
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                if var modes {
                    _ = th_crash_restore_install(descriptor, characters.baseAddress, characters.count, &modes)
                } else {
                    _ = th_crash_restore_install(descriptor, characters.baseAddress, characters.count, nil)
                }
            }
        }
    }

    /// Whether the handler is armed (between ``NcursesTerminal/start()`` and ``NcursesTerminal/restore()``).
    static var isArmed: Bool { th_crash_restore_is_armed() != 0 }

    /// Tells the handler to put the captured standard descriptors back on a crash (`targets[i]` from
    /// `copies[i]`) and to write the captured output's newest bytes and what `readDescriptor` still
    /// holds (see ``OutputCapture``). Every call into the shim's static storage is made from this file:
    /// each compiled file gets a storage of its own.
    static func installCapture(targets: [Int32], copies: [Int32], readDescriptor: Int32) {
        th_capture_install(Int32(targets.count), targets, copies, readDescriptor)
    }

    /// The capture ended normally.
    static func removeCapture() {
        th_capture_remove()
    }

    /// Keeps `bytes` among the newest captured bytes the handler writes on a crash.
    static func recordCapturedBytes(_ bytes: UnsafeRawBufferPointer) {
        th_capture_tail_append(bytes.baseAddress, bytes.count)
    }

    /// Disarms the handler and gives the signals their previous actions.
    static func disarm() {
        th_crash_restore_remove()
    }

    /// The value of a string capability without its padding (`$<5>`), or nothing when the entry lacks it.
    static func terminfoString(_ name: String) -> [UInt8] {
        guard let value = tigetstr(name), th_is_string_capability(value) != 0 else { return [] }
        return withoutPadding(Array(String(cString: value).utf8))
    }

    /// `bytes` without terminfo padding specifications (`$<` ... `>`), which are delays, not output.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "<"),
               let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")) {
                index = end + 1
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result
    }
}
