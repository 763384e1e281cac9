import CNcurses

/// The ncurses key codes TermHost understands, and the extra sequences it teaches ncurses.
///
/// ncurses decodes escape sequences itself (keypad mode, from the terminfo entry); this table only names
/// the codes it returns. Codes that are missing here are dropped by the decoder.
enum NcursesKeyCodes {
    /// Code returned by `wget_wch` for the start of a bracketed paste (`ESC [ 200 ~`).
    ///
    /// ncurses numbers the terminal's extended key capabilities from `KEY_MAX` upwards (about 150 for
    /// xterm), so the private codes sit well above them.
    static let pasteStart = Int32(th_key_max()) + 0x400
    /// Code returned by `wget_wch` for the end of a bracketed paste (`ESC [ 201 ~`).
    static let pasteEnd = Int32(th_key_max()) + 0x401
    /// Code returned by `wget_wch` for the start of an SGR (1006) mouse report (`ESC [ <`), when TermHost
    /// reads such reports itself instead of ncurses (see ``NcursesSession``).
    static let sgrMouse = Int32(th_key_max()) + 0x402
    /// The mouse key sequence of terminals that report the mouse in SGR (1006) format.
    static let sgrMouseSequence = "\u{1b}[<"

    /// Number of function keys ncurses has codes for (`KEY_F(0)` to `KEY_F(63)`).
    static let functionKeyCount: Int32 = 63

    /// The standard key codes, valid for every terminal.
    static let standard: [Int32: KeyEvent] = {
        var table: [Int32: KeyEvent] = [
            KEY_UP: KeyEvent(.up), KEY_DOWN: KeyEvent(.down), KEY_LEFT: KeyEvent(.left), KEY_RIGHT: KeyEvent(.right),
            KEY_HOME: KeyEvent(.home), KEY_END: KeyEvent(.end), KEY_LL: KeyEvent(.end),
            KEY_PPAGE: KeyEvent(.pageUp), KEY_NPAGE: KeyEvent(.pageDown),
            KEY_IC: KeyEvent(.insert), KEY_DC: KeyEvent(.delete),
            KEY_BTAB: KeyEvent(.backTab), KEY_ENTER: KeyEvent(.enter), KEY_BACKSPACE: KeyEvent(.backspace),
            // Terminals that send ESC [ 1 ~ and ESC [ 4 ~ for Home and End call them Find and Select.
            KEY_FIND: KeyEvent(.home), KEY_SELECT: KeyEvent(.end),
            // The VT100 keypad corners.
            KEY_A1: KeyEvent(.home), KEY_A3: KeyEvent(.pageUp), KEY_C1: KeyEvent(.end), KEY_C3: KeyEvent(.pageDown),
            // Shifted keys that have standard codes (xterm's Shift-Up and Shift-Down are "scroll" keys).
            KEY_SLEFT: KeyEvent(.left, modifiers: .shift), KEY_SRIGHT: KeyEvent(.right, modifiers: .shift),
            KEY_SR: KeyEvent(.up, modifiers: .shift), KEY_SF: KeyEvent(.down, modifiers: .shift),
            KEY_SHOME: KeyEvent(.home, modifiers: .shift), KEY_SEND: KeyEvent(.end, modifiers: .shift),
            KEY_SPREVIOUS: KeyEvent(.pageUp, modifiers: .shift), KEY_SNEXT: KeyEvent(.pageDown, modifiers: .shift),
            KEY_SIC: KeyEvent(.insert, modifiers: .shift), KEY_SDC: KeyEvent(.delete, modifiers: .shift),
        ]
        for n in 1...functionKeyCount {
            table[Int32(th_key_f(n))] = KeyEvent(.function(Int(n)))
        }
        return table
    }()

    /// Extended terminfo key capabilities (xterm's modified cursor keys), by name prefix.
    ///
    /// The numeric suffix is xterm's modifier parameter: 2 Shift, 3 Alt, 4 Shift-Alt, 5 Ctrl, 6 Shift-Ctrl,
    /// 7 Alt-Ctrl, 8 Shift-Alt-Ctrl. ncurses gives each a code above `KEY_MAX` that differs per terminal,
    /// so they are looked up when the screen opens.
    static let extendedCapabilities: [(name: String, key: Key)] = [
        ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right),
        ("kHOM", .home), ("kEND", .end), ("kIC", .insert), ("kDC", .delete),
        ("kPRV", .pageUp), ("kNXT", .pageDown),
    ]

    /// The modifiers of xterm's modifier parameter `parameter` (2 to 8).
    static func modifiers(xtermParameter parameter: Int) -> KeyModifiers {
        let bits = parameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// Sequences that many terminals send whatever their terminfo entry says (normal versus application
    /// cursor mode, VT220 versus xterm Home and End). Each is taught to ncurses with `define_key` when
    /// the entry does not already use it.
    static let aliases: [(sequence: String, code: Int32)] = [
        ("\u{1b}[A", KEY_UP), ("\u{1b}[B", KEY_DOWN), ("\u{1b}[C", KEY_RIGHT), ("\u{1b}[D", KEY_LEFT),
        ("\u{1b}OA", KEY_UP), ("\u{1b}OB", KEY_DOWN), ("\u{1b}OC", KEY_RIGHT), ("\u{1b}OD", KEY_LEFT),
        ("\u{1b}[H", KEY_HOME), ("\u{1b}[F", KEY_END), ("\u{1b}OH", KEY_HOME), ("\u{1b}OF", KEY_END),
        ("\u{1b}[1~", KEY_HOME), ("\u{1b}[4~", KEY_END), ("\u{1b}[7~", KEY_HOME), ("\u{1b}[8~", KEY_END),
        ("\u{1b}[200~", pasteStart), ("\u{1b}[201~", pasteEnd),
    ]
}
