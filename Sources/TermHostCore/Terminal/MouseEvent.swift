/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    /// The left, middle and right buttons.
    case left, middle, right
}

/// A mouse report from the terminal.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press(MouseButton)
        /// A button came up.
        case release(MouseButton)
        /// Motion (with or without a button held), where the terminal reports it.
        case move
        /// The wheel scrolled up (towards the start).
        case scrollUp
        /// The wheel scrolled down (towards the end).
        case scrollDown
    }

    /// What happened.
    public var kind: Kind
    /// The cell under the pointer, in screen coordinates.
    public var position: Point
    /// The modifier keys held, where the terminal reports them.
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    public init(_ kind: Kind, at position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}
