/// The one key map of every TermHost text editor: emacs-style line-editing keys, the arrows, and
/// selection with Shift.
///
/// | keys | command |
/// |---|---|
/// | a printable character | insert it (replacing the selection) |
/// | Left / Right, Ctrl-B / Ctrl-F | one character back / forward |
/// | Alt-B / Alt-F, Alt- or Ctrl-Left / Right | one word back / forward |
/// | Home / End, Ctrl-A / Ctrl-E | start / end of the line |
/// | Ctrl-Home / Ctrl-End | start / end of the text |
/// | Up / Down, PageUp / PageDown | a row or a screenful (multi-line editors) |
/// | Shift with any of the motions above | extend the selection |
/// | Alt-A | select all |
/// | Backspace, Ctrl-H / Delete, Ctrl-D | delete the selection or a character |
/// | Ctrl-W | delete back to the previous whitespace |
/// | Alt-Backspace / Alt-D | delete the word before / after |
/// | Ctrl-K / Ctrl-U | delete to the end / start of the line |
/// | Enter | line break (multi-line) or submit (one line) |
///
/// Ctrl-A is the emacs line start, as in every terminal line editor, so select-all is Alt-A.
enum EditingKeyMap {
    /// The command for `event`, or `nil` when it is not an editing key (Tab, Escape, function keys ...).
    static func command(for event: KeyEvent) -> TextEditingCommand? {
        if let character = event.printableCharacter { return .insert(String(character)) }
        let modifiers = event.modifiers
        let extend = modifiers.contains(.shift)
        let byWord = modifiers.contains(.alt) || modifiers.contains(.control)
        switch event.key {
        case .left: return .move(byWord ? .wordLeft : .left, extendingSelection: extend)
        case .right: return .move(byWord ? .wordRight : .right, extendingSelection: extend)
        case .home: return .move(modifiers.contains(.control) ? .documentStart : .lineStart, extendingSelection: extend)
        case .end: return .move(modifiers.contains(.control) ? .documentEnd : .lineEnd, extendingSelection: extend)
        case .up: return .move(.up, extendingSelection: extend)
        case .down: return .move(.down, extendingSelection: extend)
        case .pageUp: return .move(.pageUp, extendingSelection: extend)
        case .pageDown: return .move(.pageDown, extendingSelection: extend)
        case .backspace: return modifiers.contains(.alt) ? .deleteWordBackward : .deleteBackward
        case .delete: return .deleteForward
        case .enter: return .enter
        case .character(let c) where modifiers.subtracting(.shift) == .control: return control(c, extend: extend)
        case .character(let c) where modifiers.subtracting(.shift) == .alt: return alt(c, extend: extend)
        default: return nil
        }
    }

    private static func control(_ c: Character, extend: Bool) -> TextEditingCommand? {
        switch c {
        case "a": .move(.lineStart, extendingSelection: extend)
        case "e": .move(.lineEnd, extendingSelection: extend)
        case "b": .move(.left, extendingSelection: extend)
        case "f": .move(.right, extendingSelection: extend)
        case "d": .deleteForward
        case "h": .deleteBackward
        case "k": .deleteToLineEnd
        case "u": .deleteToLineStart
        case "w": .deleteToWhitespaceBackward
        default: nil
        }
    }

    private static func alt(_ c: Character, extend: Bool) -> TextEditingCommand? {
        switch c {
        case "b": .move(.wordLeft, extendingSelection: extend)
        case "f": .move(.wordRight, extendingSelection: extend)
        case "d": .deleteWordForward
        case "a": .selectAll
        default: nil
        }
    }
}
