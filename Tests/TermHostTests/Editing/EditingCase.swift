import TermHost

/// One row of the shared editing-key table: the text with `|` where the cursor starts, what the
/// user does, and the text with `|` where the cursor ends. Written from the documented key map
/// (readline / emacs line editing, Shift-selection as on every platform), never from a run.
struct EditingCase: Sendable, CustomStringConvertible {
    /// One thing the user does.
    enum Input: Sendable {
        case key(KeyEvent)
        case type(String)
        case paste(String)
    }

    let name: String
    let before: String
    let inputs: [Input]
    let after: String

    init(_ name: String, _ before: String, _ inputs: [Input], _ after: String) {
        self.name = name
        self.before = before
        self.inputs = inputs
        self.after = after
    }

    var description: String { name }

    /// `marked` without its `|`, and the text before the `|`.
    static func split(_ marked: String) -> (text: String, prefix: String) {
        let parts = marked.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let prefix = String(parts[0])
        return (prefix + (parts.count > 1 ? String(parts[1]) : ""), prefix)
    }
}

extension EditingCase.Input {
    static func press(_ key: Key, _ modifiers: KeyModifiers = []) -> Self { .key(KeyEvent(key, modifiers: modifiers)) }
    static func ctrl(_ c: Character) -> Self { .key(.control(c)) }
    static func alt(_ c: Character) -> Self { .key(.alt(c)) }
}

/// The table every one-line editor passes: `TextFieldWidget`, the `TextField` view and `SecureField`'s
/// editing (one key map, one model).
let lineEditingCases: [EditingCase] = [
    EditingCase("typing inserts at the cursor", "ab|", [.type("cd")], "abcd|"),
    EditingCase("Left, Right", "abc|", [.press(.left), .press(.left), .press(.right), .type("X")], "abX|c"),
    EditingCase("Ctrl-B, Ctrl-F", "abc|", [.ctrl("b"), .ctrl("b"), .ctrl("f")], "ab|c"),
    EditingCase("Home, End", "ab|c", [.press(.home), .type(">"), .press(.end), .type("<")], ">abc<|"),
    EditingCase("Ctrl-A, Ctrl-E", "ab|c", [.ctrl("a"), .type(">"), .ctrl("e")], ">abc|"),
    EditingCase("Backspace", "abc|", [.press(.backspace)], "ab|"),
    EditingCase("Ctrl-H", "ab|c", [.ctrl("h")], "a|c"),
    EditingCase("Delete", "a|bc", [.press(.delete)], "a|c"),
    EditingCase("Ctrl-D", "|abc", [.ctrl("d")], "|bc"),
    EditingCase("Backspace at the start does nothing", "|abc", [.press(.backspace)], "|abc"),
    EditingCase("Ctrl-K deletes to the end", "ab|cd", [.ctrl("k")], "ab|"),
    EditingCase("Ctrl-U deletes to the start", "ab|cd", [.ctrl("u")], "|cd"),
    EditingCase("Ctrl-W deletes back to whitespace", "one foo-bar|", [.ctrl("w")], "one |"),
    EditingCase("Ctrl-W skips the spaces before the cursor", "one two  |", [.ctrl("w")], "one |"),
    EditingCase("Alt-B moves to the word start", "one two|", [.alt("b")], "one |two"),
    EditingCase("Alt-F moves to the word end", "|one two", [.alt("f"), .alt("f")], "one two|"),
    EditingCase("Alt-B stops at punctuation", "foo-bar|", [.alt("b")], "foo-|bar"),
    EditingCase("Ctrl-Left and Alt-Right move by words", "one two three|", [.press(.left, .control), .press(.left, .alt), .press(.right, .alt)], "one two| three"),
    EditingCase("Alt-D deletes the word after", "|one two", [.alt("d")], "| two"),
    EditingCase("Alt-Backspace deletes the word before", "foo-bar|", [.press(.backspace, .alt)], "foo-|"),
    EditingCase("Shift-Left selects and typing replaces", "abcd|", [.press(.left, .shift), .press(.left, .shift), .type("X")], "abX|"),
    EditingCase("Shift-Home selects to the start", "ab|cd", [.press(.home, .shift), .press(.backspace)], "|cd"),
    EditingCase("Shift-End selects to the end", "ab|cd", [.press(.end, .shift), .press(.delete)], "ab|"),
    EditingCase("Shift-Right then Left collapses to the selection's start", "a|bcd", [.press(.right, .shift), .press(.right, .shift), .press(.left)], "a|bcd"),
    EditingCase("Shift-Left then Right collapses to the selection's end", "abc|d", [.press(.left, .shift), .press(.left, .shift), .press(.right)], "abc|d"),
    EditingCase("Alt-A selects all; typing replaces it", "abc|", [.alt("a"), .type("z")], "z|"),
    EditingCase("a paste replaces the selection", "say hello|", [.press(.left, [.shift, .alt]), .paste("bye")], "say bye|"),
    EditingCase("a paste turns line breaks and tabs into spaces", "|", [.paste("a\nb\r\nc\td")], "a b c d|"),
    EditingCase("control characters in a paste are dropped", "|", [.paste("a\u{1B}[31mb\u{7}")], "a[31mb|"),
    EditingCase("wide characters are one character each", "日本語|", [.press(.left), .press(.backspace)], "日|語"),
    EditingCase("a letter with combining marks is one character", "ae\u{301}\u{302}|", [.press(.backspace)], "a|"),
    EditingCase("an emoji sequence is one character", "a👩‍👩‍👧|b", [.press(.left), .press(.delete)], "a|b"),
    EditingCase("Enter submits and keeps the text", "ab|", [.press(.enter)], "ab|"),
    EditingCase("Up and Down do not edit a one-line field", "ab|c", [.press(.up), .press(.down), .type("X")], "abX|c"),
]

/// The table every multi-line editor passes: `TextViewWidget` and the `TextEditor` view. Lines are
/// short, so nothing wraps: rows are lines.
let multilineEditingCases: [EditingCase] = [
    EditingCase("Enter breaks the line", "ab|cd", [.press(.enter)], "ab\n|cd"),
    EditingCase("Backspace at a line start joins the lines", "ab\n|cd", [.press(.backspace)], "ab|cd"),
    EditingCase("Delete at a line end joins the lines", "ab|\ncd", [.press(.delete)], "ab|cd"),
    EditingCase("Up and Down keep the column", "abcd\nx\nef|gh", [.press(.up), .press(.up)], "ab|cd\nx\nefgh"),
    EditingCase("Down through a short line comes back to the column", "ab|cd\nx\nefgh", [.press(.down), .press(.down)], "abcd\nx\nef|gh"),
    EditingCase("Up on the first line goes to the start", "ab|c\nd", [.press(.up)], "|abc\nd"),
    EditingCase("Down on the last line goes to the end", "a\nb|cd", [.press(.down)], "a\nbcd|"),
    EditingCase("Home and End stay on the line", "ab\nc|d\nef", [.press(.home), .type(">"), .ctrl("e"), .type("<")], "ab\n>cd<|\nef"),
    EditingCase("Ctrl-Home and Ctrl-End go to the ends of the text", "ab\nc|d", [.press(.home, .control), .type("["), .press(.end, .control), .type("]")], "[ab\ncd]|"),
    EditingCase("Ctrl-K deletes to the line end, then the line break", "ab|cd\nef", [.ctrl("k"), .ctrl("k")], "ab|ef"),
    EditingCase("Ctrl-U deletes to the line start", "ab\ncd|ef", [.ctrl("u")], "ab\n|ef"),
    EditingCase("Shift-Down selects across lines", "a|bc\ndef", [.press(.down, .shift), .press(.backspace)], "a|ef"),
    EditingCase("PageDown moves by a screenful", "|a\nb\nc\nd\ne\nf", [.press(.pageDown)], "a\nb\nc\n|d\ne\nf"),
    EditingCase("a paste keeps its line breaks", "|", [.paste("a\r\nb\nc")], "a\nb\nc|"),
    EditingCase("Alt-A selects everything", "ab\ncd|", [.alt("a"), .type("x")], "x|"),
]
