import CNcurses

/// One item read from ncurses, before it is decoded into ``InputEvent``s.
///
/// ``NcursesTerminal`` turns each `wget_wch` result into one of these (calling `getmouse` for mouse
/// reports), so that ``NcursesInputDecoder`` can be a pure type tested without a terminal.
enum NcursesInput: Hashable, Sendable {
    /// `wget_wch` returned `OK` with this character (a Unicode scalar value, or a control code).
    case scalar(UInt32)
    /// `wget_wch` returned `KEY_CODE_YES` with this key code (not `KEY_MOUSE` or `KEY_RESIZE`).
    case keyCode(Int32)
    /// A mouse report from `getmouse`.
    case mouse(NcursesMouseReport)
    /// ncurses reported `KEY_RESIZE`; the terminal now has this size.
    case resize(Size)
}

/// The parts of an ncurses `MEVENT` that TermHost uses.
struct NcursesMouseReport: Hashable, Sendable {
    /// Column of the pointer.
    var x: Int
    /// Row of the pointer.
    var y: Int
    /// The `bstate` mask: `BUTTONn_PRESSED`, `REPORT_MOUSE_POSITION`, `BUTTON_SHIFT` ...
    var buttonState: mmask_t
}
