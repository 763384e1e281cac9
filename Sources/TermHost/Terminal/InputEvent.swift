/// Something the terminal reported: a key, a mouse action, a paste or a new size.
public enum InputEvent: Hashable, Sendable {
    case key(KeyEvent)
    case mouse(MouseEvent)
    /// Bracketed paste, delivered whole as one event.
    case paste(String)
    /// The terminal now has this size.
    case resize(Size)
}
