/// A key on the keyboard, as decoded from terminal input.
public enum Key: Hashable, Sendable {
    /// A printable character (any Unicode grapheme). With ``KeyModifiers/control`` it is the lower-case letter pressed with Ctrl.
    case character(Character)
    /// The arrow keys.
    case up, down, left, right
    /// Home, End, Page Up and Page Down.
    case home, end, pageUp, pageDown
    /// Insert and Delete (the forward delete).
    case insert, delete
    /// F1 ... F12 (and beyond, where the terminal has them).
    case function(Int)
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// Return / Enter.
    case enter
    /// Backspace (the delete to the left).
    case backspace
    /// Escape.
    case escape
}

/// Modifier keys held with a key or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift held.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Ctrl held.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt (Option, Meta) held.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
}

/// A key press with its modifiers.
public struct KeyEvent: Hashable, Sendable, CustomStringConvertible {
    /// The key pressed.
    public var key: Key
    /// The modifier keys held with it.
    public var modifiers: KeyModifiers

    /// Creates a key event.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// A printable character with no modifiers.
    public static func character(_ c: Character) -> KeyEvent { KeyEvent(.character(c)) }
    /// Ctrl with a letter (given lower-case).
    public static func control(_ c: Character) -> KeyEvent { KeyEvent(.character(c), modifiers: .control) }
    /// Alt (Meta) with a character.
    public static func alt(_ c: Character) -> KeyEvent { KeyEvent(.character(c), modifiers: .alt) }

    /// The printable character, if this is a plain character key (no Ctrl or Alt).
    public var printableCharacter: Character? {
        if case .character(let c) = key, !modifiers.contains(.control), !modifiers.contains(.alt) { return c }
        return nil
    }

    /// Whether this is Enter or Space without modifiers: the keys that press a button or toggle a switch.
    package var isPress: Bool {
        guard modifiers.isEmpty else { return false }
        switch key {
        case .enter, .character(" "): return true
        default: return false
        }
    }

    public var description: String {
        var prefix = ""
        if modifiers.contains(.control) { prefix += "Ctrl-" }
        if modifiers.contains(.alt) { prefix += "Alt-" }
        if modifiers.contains(.shift) { prefix += "Shift-" }
        switch key {
        case .character(let c): return prefix + String(c)
        case .function(let n): return prefix + "F\(n)"
        default: return prefix + "\(key)"
        }
    }
}
