import CNcurses
import Glibc

/// One open ncurses screen (`newterm` to `delscreen`) and what belongs to it: the streams it reads and
/// writes, its colour pairs, its key table and the cursor state.
@MainActor
final class NcursesSession {
    /// Input and output escape-sequence wait, in milliseconds: how long a lone ESC waits for the rest.
    static let escapeDelay: Int32 = 25

    private let screen: OpaquePointer
    private let inputStream: UnsafeMutablePointer<FILE>
    private let outputStream: UnsafeMutablePointer<FILE>
    let window: UnsafeMutablePointer<WINDOW>
    /// Key code to key for this terminal: the standard codes plus its extended ones.
    let keyCodes: [Int32: KeyEvent]
    /// Colours available (0 when the terminal has none).
    let colorCount: Int
    /// Whether ncurses accepted the mouse mask.
    let hasMouse: Bool
    @exclusivity(unchecked)
    var colorPairs: NcursesColorPairs
    /// Where ncurses' output goes: to the terminal without blocking (see ``TerminalOutput``).
    let output: TerminalOutput
    /// The clusters ncurses cannot store, written by TermHost (see ``NcursesClusterOverlays``).
    let overlays = NcursesClusterOverlays()
    /// Whether the cursor is shown, or `nil` before the first frame.
    var cursorVisible: Bool?
    private var isOpen = true

    /// Opens a screen of type `name` on duplicates of the two descriptors and sets its modes.
    init(name: String, inputDescriptor: Int32, outputDescriptor: Int32) throws(TerminalError) {
        guard let input = Self.openInputStream(inputDescriptor) else {
            throw .initializationFailed("cannot open the input descriptor \(inputDescriptor) as a stream")
        }
        guard let output = Self.openStream(duplicating: outputDescriptor, mode: "w") else {
            fclose(input)
            throw .initializationFailed("cannot open the output descriptor \(outputDescriptor) as a stream")
        }
        guard let screen = Self.newScreen(name: name, output: output, input: input, outputDescriptor: outputDescriptor) else {
            fclose(input)
            fclose(output)
            throw .unsupportedTerminal(name)
        }
        _ = set_term(screen)
        guard let window = th_stdscr() else {
            endwin()
            delscreen(screen)
            fclose(input)
            fclose(output)
            throw .initializationFailed("ncurses has no standard screen")
        }
        self.screen = screen
        self.inputStream = input
        self.outputStream = output
        self.window = window

        raw()
        noecho()
        nonl()
        keypad(window, true)
        nodelay(window, true)
        // No typeahead check: ncurses would poll the input twice in every `doupdate` to cut a frame short
        // when keys wait. Its output goes into memory (TerminalOutput), so a frame is never slow to write,
        // and TermHost reads the waiting keys before it draws the next frame anyway.
        _ = typeahead(-1)
        _ = set_escdelay(Self.escapeDelay)
        _ = curs_set(0)

        var colors = 0
        var defaultColors = false
        if has_colors() {
            start_color()
            defaultColors = use_default_colors() != ERR
            colors = Int(th_colors())
        }
        colorCount = colors
        colorPairs = NcursesColorPairs(colorCount: colors, pairLimit: Int(th_color_pairs()), defaultColors: defaultColors)

        hasMouse = mousemask(th_all_mouse_events(), nil) != 0
        _ = mouseinterval(0)
        if hasMouse {
            Self.takeOverSGRMouseReports()
        }

        for alias in NcursesKeyCodes.aliases where key_defined(alias.sequence) == 0 {
            _ = define_key(alias.sequence, alias.code)
        }
        keyCodes = Self.keyTable()
        // Every TTY mode is set: from now on ncurses writes into memory and TermHost forwards the bytes.
        self.output = TerminalOutput(ncursesDescriptor: fileno(output), terminal: outputDescriptor)
        self.output.pump()
    }

    /// `newterm`, with the TTY's size clamped to what ncurses stores.
    ///
    /// ncurses reads the TTY's size itself and refuses a terminal wider or taller than a C short holds.
    /// For such a terminal (only), `LINES` and `COLUMNS`, which ncurses prefers to the TTY's size, are set
    /// to the clamped size while `newterm` runs and put back afterwards. NcursesTerminal resizes the
    /// screen to the TTY's (clamped) size right after in every case.
    private static func newScreen(name: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
                                  outputDescriptor: Int32) -> OpaquePointer? {
        var window = winsize()
        let maximum = NcursesTerminal.maximumDimension
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &window) == 0,
              Int(window.ws_col) > maximum || Int(window.ws_row) > maximum else {
            return newterm(name, output, input)
        }
        let size = NcursesTerminal.clamped(Size(width: Int(window.ws_col), height: Int(window.ws_row)))
        let names = ["LINES", "COLUMNS"]
        let saved = names.map { variable in getenv(variable).map { String(cString: $0) } }
        setenv("LINES", String(size.height), 1)
        setenv("COLUMNS", String(size.width), 1)
        defer {
            for (variable, value) in zip(names, saved) {
                if let value { setenv(variable, value, 1) } else { unsetenv(variable) }
            }
        }
        return newterm(name, output, input)
    }

    /// Makes ncurses return ``NcursesKeyCodes/sgrMouse`` for the start of an SGR mouse report, so that the
    /// report's parameters arrive as characters for ``NcursesInputDecoder``.
    ///
    /// ncurses 6.4 parses SGR reports into a fixed array of 9 parameters without a bounds check, so a
    /// malformed report with more parameters (line noise, or bytes sent on purpose) overflows its stack
    /// and aborts the process. Reports in other formats are still decoded by ncurses.
    private static func takeOverSGRMouseReports() {
        guard let mouseKey = tigetstr("kmous"), th_is_string_capability(mouseKey) != 0,
              String(cString: mouseKey) == NcursesKeyCodes.sgrMouseSequence else { return }
        _ = define_key(NcursesKeyCodes.sgrMouseSequence, NcursesKeyCodes.sgrMouse)
    }

    /// The standard key codes plus the extended capabilities this terminal's entry defines.
    private static func keyTable() -> [Int32: KeyEvent] {
        var table = NcursesKeyCodes.standard
        for capability in NcursesKeyCodes.extendedCapabilities {
            for parameter in 2...8 {
                guard let sequence = tigetstr(capability.name + String(parameter)),
                      th_is_string_capability(sequence) != 0 else { continue }
                let code = key_defined(sequence)
                if code > 0, table[code] == nil {
                    table[code] = KeyEvent(capability.key, modifiers: NcursesKeyCodes.modifiers(xtermParameter: parameter))
                }
            }
        }
        return table
    }

    /// A stream reading the terminal on `descriptor` through a non-blocking descriptor of its own.
    ///
    /// ncurses reads the rest of a mouse report with plain blocking `read` calls, so a truncated report would
    /// block until the next key arrives. A non-blocking descriptor makes such a read fail and ncurses drop
    /// the report. The TTY is opened again by name so that the flag does not leak to `descriptor`, which
    /// usually shares its open file with standard output and the shell; when that is impossible the
    /// descriptor is duplicated and stays blocking.
    private static func openInputStream(_ descriptor: Int32) -> UnsafeMutablePointer<FILE>? {
        if let reopened = TerminalOutput.openNonBlocking(descriptor, mode: O_RDONLY) {
            if let stream = fdopen(reopened, "r") { return stream }
            Glibc.close(reopened)
        }
        return openStream(duplicating: descriptor, mode: "r")
    }

    private static func openStream(duplicating descriptor: Int32, mode: String) -> UnsafeMutablePointer<FILE>? {
        let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { return nil }
        guard let stream = fdopen(copy, mode) else {
            Glibc.close(copy)
            return nil
        }
        return stream
    }

    /// What the input descriptor says after a read that returned nothing.
    enum InputEnd: Equatable {
        /// Still open: nothing to read now.
        case open
        /// End of file, EIO or a hang-up: the terminal is gone.
        case ended
        /// A byte arrived between ncurses' read and this look (give it back to ncurses).
        case byte(UInt8)
    }

    /// Tells a terminal that is gone from a spurious wake-up, after `wgetch` returned nothing: a hang-up or
    /// error on the descriptor, or a read that returns end of file or fails with EIO, means gone.
    /// The descriptor is read only when it is non-blocking (so this never waits).
    func inputEnd() -> InputEnd {
        let descriptor = fileno(inputStream)
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&watched, 1, 0) > 0 else { return .open }
        if Int32(watched.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0 { return .ended }
        guard Int32(watched.revents) & POLLIN != 0, fcntl(descriptor, F_GETFL) & O_NONBLOCK != 0 else { return .open }
        var byte: UInt8 = 0
        let count = Glibc.read(descriptor, &byte, 1)
        if count == 1 { return .byte(byte) }
        if count == 0 { return .ended }
        // A process in the background gets EIO too (it may not read the terminal): that is not an end.
        let group = tcgetpgrp(descriptor)
        return errno == EIO && (group < 0 || group == getpgrp()) ? .ended : .open
    }

    /// Makes this screen ncurses' current one, for the calls that act on the current screen (`doupdate`,
    /// `resizeterm`, `curscr`, terminfo lookups); only matters when several terminals exist (in tests).
    func makeCurrent() {
        _ = set_term(screen)
    }

    /// ncurses' idea of the screen size.
    var screenSize: Size {
        var rows: Int32 = 0
        var columns: Int32 = 0
        th_getmaxyx(window, &rows, &columns)
        return Size(width: Int(columns), height: Int(rows))
    }

    /// Resizes ncurses' screen (a no-op for sizes it cannot have).
    ///
    /// A change that grows one dimension and shrinks the other goes through the smaller of both first:
    /// ncurses grows the rows before it shrinks the columns, so 32,767 x 128 to 100 x 32,767 in one step
    /// would allocate 32,767 x 32,767 cells on the way.
    func resize(to newSize: Size) {
        guard !newSize.isEmpty, let rows = Int32(exactly: newSize.height), let columns = Int32(exactly: newSize.width) else {
            return
        }
        makeCurrent()
        let old = screenSize
        if let smallerRows = Int32(exactly: min(old.height, newSize.height)),
           let smallerColumns = Int32(exactly: min(old.width, newSize.width)),
           smallerRows > 0, smallerColumns > 0, (smallerRows, smallerColumns) != (rows, columns) {
            _ = resizeterm(smallerRows, smallerColumns)
        }
        _ = resizeterm(rows, columns)
    }

    /// The longest ``close()`` waits for the terminal to take the bytes that give it back.
    static let closeTimeout: Duration = .milliseconds(500)

    /// Turns mouse reporting off, shows the cursor, leaves the alternate screen and frees the screen.
    /// A backlog the terminal has not taken is dropped first (the screen it would draw is being left), so
    /// that a terminal that stopped reading still gets the restore sequence, within ``closeTimeout``.
    /// The TTY modes are not ncurses' to restore any more (its descriptor is in memory): the caller
    /// puts the saved modes back.
    func close() {
        guard isOpen else { return }
        isOpen = false
        _ = set_term(screen)
        output.discardBacklog()
        _ = mousemask(0, nil)
        _ = curs_set(1)
        endwin()
        output.finish(within: Self.closeTimeout)
        delscreen(screen)
        fclose(inputStream)
        fclose(outputStream)
        output.close()
    }
}
