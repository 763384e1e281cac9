/// Something the terminal reported: a key, a mouse action, a paste or a new size.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse press, release, motion or scroll.
    case mouse(MouseEvent)
    /// Bracketed paste, delivered whole as one event.
    case paste(String)
    /// The terminal now has this size.
    case resize(Size)
}
