/// Where a cursor motion goes.
package enum TextMotion: Equatable, Sendable {
    /// One character back or forward (Left / Right, Ctrl-B / Ctrl-F).
    case left, right
    /// To the start of the word before, or the end of the word after (Alt-B / Alt-F, Alt- or Ctrl-arrows).
    case wordLeft, wordRight
    /// To the start or end of the line (Home / End, Ctrl-A / Ctrl-E): the whole text in a one-line editor.
    case lineStart, lineEnd
    /// To the start or end of the whole text (Ctrl-Home / Ctrl-End).
    case documentStart, documentEnd
    /// One row up or down, or a screenful (multi-line editors only).
    case up, down, pageUp, pageDown

    /// Whether the motion moves between rows (and keeps the column it aims for).
    var isVertical: Bool {
        switch self {
        case .up, .down, .pageUp, .pageDown: true
        default: false
        }
    }
}

/// What a key (or a paste) asks an editor to do. ``EditingKeyMap`` makes them from keys; every
/// editor (``TextFieldWidget``, ``TextViewWidget``, the `TextField`, `SecureField` and `TextEditor`
/// views) performs them through one ``TextEditingModel``.
package enum TextEditingCommand: Equatable, Sendable {
    /// Types or pastes text at the cursor, replacing the selection.
    case insert(String)
    /// Moves the cursor; with `extendingSelection` the selection's other end stays (Shift).
    case move(TextMotion, extendingSelection: Bool)
    /// Backspace, Ctrl-H: the selection, or the character before the cursor.
    case deleteBackward
    /// Delete, Ctrl-D: the selection, or the character after the cursor.
    case deleteForward
    /// Ctrl-W: back to the previous whitespace (readline's `unix-word-rubout`).
    case deleteToWhitespaceBackward
    /// Alt-Backspace: back to the start of the word before.
    case deleteWordBackward
    /// Alt-D: forward to the end of the word after.
    case deleteWordForward
    /// Ctrl-K: to the end of the line (at the end of a line, the line break).
    case deleteToLineEnd
    /// Ctrl-U: to the start of the line.
    case deleteToLineStart
    /// Alt-A: selects the whole text.
    case selectAll
    /// Enter: a line break in a multi-line editor, submit in a one-line one.
    case enter
}
