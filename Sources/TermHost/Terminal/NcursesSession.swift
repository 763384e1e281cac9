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
    var colorPairs: NcursesColorPairs
    /// Whether the cursor is shown, or `nil` before the first frame.
    var cursorVisible: Bool?
    private var isOpen = true

    /// Opens a screen of type `name` on duplicates of the two descriptors and sets its modes.
    init(name: String, inputDescriptor: Int32, outputDescriptor: Int32) throws(TerminalError) {
        guard let input = Self.openStream(duplicating: inputDescriptor, mode: "r") else {
            throw .initializationFailed("cannot open the input descriptor \(inputDescriptor) as a stream")
        }
        guard let output = Self.openStream(duplicating: outputDescriptor, mode: "w") else {
            fclose(input)
            throw .initializationFailed("cannot open the output descriptor \(outputDescriptor) as a stream")
        }
        guard let screen = newterm(name, output, input) else {
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

        for alias in NcursesKeyCodes.aliases where key_defined(alias.sequence) == 0 {
            _ = define_key(alias.sequence, alias.code)
        }
        keyCodes = Self.keyTable()
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

    private static func openStream(duplicating descriptor: Int32, mode: String) -> UnsafeMutablePointer<FILE>? {
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let stream = fdopen(copy, mode) else {
            Glibc.close(copy)
            return nil
        }
        return stream
    }

    /// ncurses' idea of the screen size.
    var screenSize: Size {
        var rows: Int32 = 0
        var columns: Int32 = 0
        th_getmaxyx(window, &rows, &columns)
        return Size(width: Int(columns), height: Int(rows))
    }

    /// Resizes ncurses' screen (a no-op for sizes it cannot have).
    func resize(to newSize: Size) {
        guard !newSize.isEmpty, let rows = Int32(exactly: newSize.height), let columns = Int32(exactly: newSize.width) else {
            return
        }
        _ = resizeterm(rows, columns)
    }

    /// Turns mouse reporting off, shows the cursor, restores the TTY modes and frees the screen.
    func close() {
        guard isOpen else { return }
        isOpen = false
        _ = set_term(screen)
        _ = mousemask(0, nil)
        _ = curs_set(1)
        endwin()
        delscreen(screen)
        fclose(inputStream)
        fclose(outputStream)
    }
}
