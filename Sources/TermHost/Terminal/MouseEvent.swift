/// A mouse button.
public enum MouseButton: Hashable, Sendable {
    case left, middle, right
}

/// A mouse report from the terminal.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        case press(MouseButton)
        case release(MouseButton)
        /// Motion (with or without a button held), where the terminal reports it.
        case move
        case scrollUp
        case scrollDown
    }

    public var kind: Kind
    /// The cell under the pointer, in screen coordinates.
    public var position: Point
    public var modifiers: KeyModifiers

    /// Creates a mouse event.
    public init(_ kind: Kind, at position: Point, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.position = position
        self.modifiers = modifiers
    }
}
