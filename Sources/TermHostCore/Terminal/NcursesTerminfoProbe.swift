import CNcurses
import Glibc

/// What TermHost checks about a terminal type before opening a screen on it.
///
/// The probe loads the terminfo entry with `setupterm` into a private `TERMINAL` that it frees again,
/// so nothing is written to the terminal and ncurses' current terminal is left as it was.
struct NcursesTerminfoProbe {
    /// Colours the entry declares (0 when it has none).
    var colorCount: Int
    /// Whether the entry has a mouse key sequence (`kmous`).
    var hasMouse: Bool

    /// Loads and checks the entry for `name`, as seen from the terminal on `fileDescriptor`.
    ///
    /// Throws ``TerminalError/unsupportedTerminal(_:)`` when the name is empty or `dumb`, has no
    /// terminfo entry (or one ncurses refuses, such as a generic or hard-copy type), or lacks cursor addressing.
    init(name: String, fileDescriptor: Int32) throws(TerminalError) {
        guard !name.isEmpty, name != "dumb" else { throw .unsupportedTerminal(name) }
        let previous = th_cur_term()
        var status: Int32 = 0
        let result = setupterm(name, fileDescriptor, &status)
        let probe = th_cur_term()
        defer {
            if probe != previous {
                _ = set_curterm(previous)
                if let probe { _ = del_curterm(probe) }
            }
        }
        guard result == OK, probe != nil else {
            throw .unsupportedTerminal(name)
        }
        guard th_is_string_capability(tigetstr("cup")) != 0 else { throw .unsupportedTerminal(name) }
        colorCount = max(0, Int(tigetnum("colors")))
        hasMouse = th_is_string_capability(tigetstr("kmous")) != 0
    }

    /// Selects the user's locale for characters, falling back to `C.UTF-8` when it is not UTF-8.
    /// Returns whether the character locale is UTF-8 afterwards.
    @discardableResult
    static func selectUTF8Locale() -> Bool {
        _ = setlocale(LC_ALL, "")
        if isUTF8Locale { return true }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        return isUTF8Locale
    }

    /// Whether the current character locale is UTF-8.
    static var isUTF8Locale: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        return String(cString: codeset) == "UTF-8"
    }
}
