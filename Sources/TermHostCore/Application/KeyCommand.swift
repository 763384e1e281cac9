/// A key with modifiers that runs an action when pressed, in the shape of UIKit's `UIKeyCommand`.
///
/// A responder offers its commands through ``Responder/keyCommands``. When a key arrives, each responder
/// of the focused chain, from the focused one up to the application, is asked in turn: first its key
/// commands, then its ``Responder/handleKey(_:)``. So a command of a controller fires wherever focus is
/// below it, except where a responder below takes the key first — a focused text field takes plain
/// letters, so a command on `q` without modifiers does not fire while the user types (UIKit gives such
/// commands priority and types nothing; a terminal app's letters are its shortcuts, so TermHost keeps
/// typing first). ``Application/availableKeyCommands`` lists what the focused chain offers now, for a
/// help line.
///
/// ```swift
/// override var keyCommands: [KeyCommand]? {
///     [KeyCommand(title: "New note", action: { [unowned self] _ in addNote() }, input: "n", modifierFlags: .control),
///      KeyCommand(title: "Back", action: { [unowned self] _ in close() }, input: KeyCommand.inputEscape)]
/// }
/// ```
@MainActor
public final class KeyCommand {
    /// The key: a character (`"n"`), or one of the `input…` constants for keys without a character.
    public let input: String
    /// The modifier keys held with it.
    public let modifierFlags: KeyModifiers
    /// What the command does, as a menu or a help line names it.
    public var title: String
    /// A name for the help line and the discoverability list, when it differs from ``title``.
    public var discoverabilityTitle: String?
    private let action: @MainActor (KeyCommand) -> Void

    /// A command running `action` on `input` with `modifierFlags` held.
    public init(title: String = "", action: @escaping @MainActor (KeyCommand) -> Void, input: String,
                modifierFlags: KeyModifiers = [], discoverabilityTitle: String? = nil) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// The Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The Up arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key.
    public static let inputDelete = "UIKeyInputDelete"
    /// The Enter (Return) key.
    public static let inputReturn = "\r"
    /// The Tab key.
    public static let inputTab = "\t"
    /// Function key `number` (F1 to F12).
    public static func inputF(_ number: Int) -> String { "UIKeyInputF\(number)" }
    /// The F1 key.
    public static let inputF1 = inputF(1)
    /// The F2 key.
    public static let inputF2 = inputF(2)
    /// The F3 key.
    public static let inputF3 = inputF(3)
    /// The F4 key.
    public static let inputF4 = inputF(4)
    /// The F5 key.
    public static let inputF5 = inputF(5)
    /// The F10 key.
    public static let inputF10 = inputF(10)

    /// The key ``input`` names, or `nil` for an input no key produces.
    public var key: Key? {
        switch input {
        case Self.inputEscape: return .escape
        case Self.inputUpArrow: return .up
        case Self.inputDownArrow: return .down
        case Self.inputLeftArrow: return .left
        case Self.inputRightArrow: return .right
        case Self.inputPageUp: return .pageUp
        case Self.inputPageDown: return .pageDown
        case Self.inputHome: return .home
        case Self.inputEnd: return .end
        case Self.inputDelete: return .delete
        case Self.inputReturn, "\n": return .enter
        case Self.inputTab: return .tab
        default:
            if input.hasPrefix("UIKeyInputF"), let number = Int(input.dropFirst("UIKeyInputF".count)) {
                return .function(number)
            }
            guard input.count == 1, let character = input.first else { return nil }
            return .character(character)
        }
    }

    /// Whether `event` is this command's key with exactly its modifiers. With Shift among the modifiers,
    /// a letter matches as the upper-case letter without Shift too (terminals send Shift-n as `N`), and
    /// in either case with Shift.
    public func matches(_ event: KeyEvent) -> Bool {
        guard let key else { return false }
        if case .character(let wanted) = key, case .character(let got) = event.key, modifierFlags.contains(.shift) {
            guard wanted.lowercased() == got.lowercased() else { return false }
            return event.modifiers == modifierFlags || (got.isUppercase && event.modifiers.union(.shift) == modifierFlags)
        }
        return key == event.key && event.modifiers == modifierFlags
    }

    /// The key as a help line shows it: `Ctrl-n`, `Esc`, `F2`, `Enter`.
    public var keyDescription: String {
        guard let key else { return input }
        let name: String
        switch key {
        case .escape: name = "Esc"
        case .enter: name = "Enter"
        case .up: name = "↑"
        case .down: name = "↓"
        case .left: name = "←"
        case .right: name = "→"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        case .home: name = "Home"
        case .end: name = "End"
        case .delete: name = "Del"
        case .tab: name = "Tab"
        default: return KeyEvent(key, modifiers: modifierFlags).description
        }
        return KeyEvent(.character("x"), modifiers: modifierFlags).description.dropLast() + name
    }

    /// Runs the action.
    public func perform() {
        action(self)
    }
}
