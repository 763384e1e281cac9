import TermHostCore

/// Runs an action when Enter is pressed in a text field below (`.onSubmit`).
public struct SubmitModifier: ViewModifier {
    let action: @MainActor () -> Void
    public typealias Body = Never
}

/// A key press seen by `.onKeyPress`.
public struct KeyPress: Sendable {
    /// The key and its modifiers.
    public let event: KeyEvent
    /// The key.
    public var key: Key { event.key }
    /// The modifier keys held.
    public var modifiers: KeyModifiers { event.modifiers }
    /// The typed text, for a printable character key; empty otherwise.
    public var characters: String { event.printableCharacter.map(String.init) ?? "" }

    /// Whether an `.onKeyPress` action used the key.
    public enum Result: Sendable {
        /// The key was used; it goes no further.
        case handled
        /// The key was not used; it travels on up the responder chain.
        case ignored
    }
}

/// Handles keys that reach a view while it or something inside it is focused (`.onKeyPress`).
public struct KeyPressModifier: ViewModifier {
    let keys: Set<Key>?
    let action: @MainActor (KeyPress) -> KeyPress.Result
    public typealias Body = Never
}

extension View {
    /// Runs `action` when Enter is pressed in a text field in this view (outer actions run too).
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, SubmitModifier> {
        modifier(SubmitModifier(action: action))
    }

    /// Handles `key` when it reaches this view (the view or a descendant is focused).
    public func onKeyPress(_ key: Key, action: @escaping @MainActor () -> KeyPress.Result)
        -> ModifiedContent<Self, KeyPressModifier> {
        modifier(KeyPressModifier(keys: [key]) { _ in action() })
    }

    /// Handles any of `keys` when it reaches this view.
    public func onKeyPress(keys: Set<Key>, action: @escaping @MainActor (KeyPress) -> KeyPress.Result)
        -> ModifiedContent<Self, KeyPressModifier> {
        modifier(KeyPressModifier(keys: keys, action: action))
    }

    /// Handles every key that reaches this view.
    public func onKeyPress(action: @escaping @MainActor (KeyPress) -> KeyPress.Result)
        -> ModifiedContent<Self, KeyPressModifier> {
        modifier(KeyPressModifier(keys: nil, action: action))
    }
}
