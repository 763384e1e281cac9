/// One replacement in edited text: the UTF-8 range replaced and what replaces it.
package struct TextEdit: Equatable, Sendable {
    /// The replaced range, in UTF-8 offsets of the text before the edit.
    package var range: Range<Int>
    /// The new text (already cleaned of control characters).
    package var replacement: String

    /// An edit replacing `range` with `replacement`.
    package init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// Where `offset` (in the text before) lies in the text after: offsets before the range stay,
    /// offsets after it shift, offsets inside it move to its start.
    func adjusted(_ offset: Int) -> Int {
        if offset <= range.lowerBound { return offset }
        if offset >= range.upperBound { return offset - range.count + replacement.utf8.count }
        return range.lowerBound
    }
}

/// What an editor does after ``TextEditingModel/perform(_:in:rows:)``.
package enum TextEditingResult: Equatable {
    /// Not an editing command for this editor (the key travels on up the responder chain).
    case unhandled
    /// Handled without changing the text (the cursor or the selection may have moved).
    case handled
    /// The text should change: check it (delegate, length limit), then ``TextEditingModel/apply(_:to:)``.
    case edit(TextEdit)
    /// Enter in a one-line editor.
    case submit
}

/// The visible part of an editor: it starts over when the text is replaced and keeps its place
/// across an edit (``SingleLineViewport``, ``MultilineViewport``).
@MainActor
package protocol EditingViewport {
    init(work: TextWork)
    /// Shows the text from its start (after the text was replaced).
    mutating func reset()
    /// Keeps the first shown character or row in place across an edit.
    mutating func textDidChange(_ edit: TextEdit)
}

/// Moves between rows of a multi-line editor (its layout knows where rows break).
@MainActor
package protocol TextRowNavigating {
    /// Rows a page moves.
    var pageRows: Int { get }
    /// The offset `rows` rows above (negative) or below `offset`, aiming for `column` (set when nil).
    func offset(from offset: Int, movingRows rows: Int, column: inout Int?, in text: String) -> Int
}

/// The editing state of one editor, and what each command does: the cursor and the selection (as
/// UTF-8 offsets), one-line or multi-line rules, and the text cleaning of typed and pasted text.
///
/// The text itself stays with the editor (a widget's string, a binding's value) and is handed in on
/// every call; each command costs the characters it touches, never the length of the text, and
/// ``apply(_:to:)`` edits the string in place (typing at the end of a 100,000-character text copies
/// nothing).
@MainActor
package struct TextEditingModel {
    /// Whether line breaks are text (a multi-line editor) or become spaces (a one-line field).
    let isMultiline: Bool
    /// Counts the characters visited.
    let work: TextWork
    /// The end of the selection that stays while Shift-motions move the other.
    private(set) var anchor = 0
    /// The cursor: the end of the selection that moves.
    package private(set) var head = 0
    /// The column Up and Down aim for, kept while moving vertically.
    private var preferredColumn: Int?

    package init(isMultiline: Bool, work: TextWork) {
        self.isMultiline = isMultiline
        self.work = work
    }

    /// The selected range (empty at the cursor when nothing is selected).
    package var selection: Range<Int> { min(anchor, head)..<max(anchor, head) }

    /// Puts the cursor at the end of `text`, selecting nothing (after the text was replaced).
    package mutating func moveToEnd(of text: String) {
        select(text.utf8.count..<text.utf8.count, in: text)
    }

    /// Selects `range` (clamped, rounded to character boundaries); the cursor goes to its end.
    package mutating func select(_ range: Range<Int>, in text: String) {
        anchor = text.characterStart(atOrBefore: range.lowerBound)
        head = text.characterEnd(atOrAfter: range.upperBound)
        preferredColumn = nil
    }

    /// `string` as this editor stores it: line breaks become spaces in one line (`\n` in several),
    /// tabs become spaces, other control characters are dropped.
    package func cleaned(_ string: String) -> String {
        if Self.isClean(string) {
            work.visit()
            return string
        }
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for character in string {
            if character.isNewline {
                result.append(isMultiline ? "\n" : " ")
            } else if character == "\t" {
                result.append(" ")
            } else if !Sanitizer.isControl(character) {
                result.append(character)
            }
        }
        work.visit(result.utf8.count)
        return result
    }

    /// Whether `string` has no line break, tab or control character (so cleaning would change
    /// nothing): a scan of its bytes for C0 and C1 controls, DEL, U+2028 and U+2029.
    private static func isClean(_ string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable(isClean) ?? isClean(Array(string.utf8))
    }

    private static func isClean(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
        var bytes = bytes.makeIterator()
        while let byte = bytes.next() {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte == 0xC2, let next = bytes.next(), (0x80...0x9F).contains(next) { return false }
            if byte == 0xE2, bytes.next() == 0x80, let last = bytes.next(), last == 0xA8 || last == 0xA9 { return false }
        }
        return true
    }

    // MARK: Commands

    /// Performs `command` on `text`: motions and selection happen here; a change of the text comes
    /// back as ``TextEditingResult/edit(_:)`` for the editor to check and ``apply(_:to:)``.
    package mutating func perform(_ command: TextEditingCommand, in text: String, rows: TextRowNavigating?) -> TextEditingResult {
        switch command {
        case .insert(let string):
            let replacement = cleaned(string)
            if replacement.isEmpty && selection.isEmpty { return .handled }
            return .edit(TextEdit(range: selection, replacement: replacement))
        case .enter:
            return isMultiline ? .edit(TextEdit(range: selection, replacement: "\n")) : .submit
        case .move(let motion, let extend):
            return move(motion, extending: extend, in: text, rows: rows)
        case .selectAll:
            anchor = 0
            head = text.utf8.count
            return .handled
        default:
            return delete(command, in: text)
        }
    }

    private mutating func delete(_ command: TextEditingCommand, in text: String) -> TextEditingResult {
        if !selection.isEmpty { return .edit(TextEdit(range: selection, replacement: "")) }
        let range: Range<Int>
        switch command {
        case .deleteBackward: range = text.offset(before: head)..<head
        case .deleteForward: range = head..<text.offset(after: head)
        case .deleteToWhitespaceBackward:
            range = WordBoundary.previousWhitespaceWordStart(in: text, from: head, work: work)..<head
        case .deleteWordBackward: range = WordBoundary.previousWordStart(in: text, from: head, work: work)..<head
        case .deleteWordForward: range = head..<WordBoundary.nextWordEnd(in: text, from: head, work: work)
        case .deleteToLineEnd:
            let end = lineEnd(from: head, in: text)
            range = head..<(end == head && isMultiline ? text.offset(after: head) : end)
        case .deleteToLineStart: range = lineStart(from: head, in: text)..<head
        default: return .unhandled
        }
        work.visit()
        return range.isEmpty ? .handled : .edit(TextEdit(range: range, replacement: ""))
    }

    private mutating func move(_ motion: TextMotion, extending: Bool, in text: String,
                               rows: TextRowNavigating?) -> TextEditingResult {
        if motion.isVertical && rows == nil { return .unhandled }
        if !extending && !selection.isEmpty && (motion == .left || motion == .right) {
            let end = motion == .left ? selection.lowerBound : selection.upperBound
            anchor = end
            head = end
            preferredColumn = nil
            return .handled
        }
        work.visit()
        let target: Int
        switch motion {
        case .left: target = text.offset(before: head)
        case .right: target = text.offset(after: head)
        case .wordLeft: target = WordBoundary.previousWordStart(in: text, from: head, work: work)
        case .wordRight: target = WordBoundary.nextWordEnd(in: text, from: head, work: work)
        case .lineStart: target = lineStart(from: head, in: text)
        case .lineEnd: target = lineEnd(from: head, in: text)
        case .documentStart: target = 0
        case .documentEnd: target = text.utf8.count
        case .up, .down, .pageUp, .pageDown:
            guard let rows else { return .unhandled }
            let step = motion == .up || motion == .down ? 1 : max(1, rows.pageRows)
            let delta = motion == .up || motion == .pageUp ? -step : step
            target = rows.offset(from: head, movingRows: delta, column: &preferredColumn, in: text)
        }
        head = target
        if !extending { anchor = target }
        if !motion.isVertical { preferredColumn = nil }
        return .handled
    }

    /// The start of the line holding `offset` (the start of the text in a one-line editor).
    func lineStart(from offset: Int, in text: String) -> Int {
        isMultiline ? WordBoundary.walkBack(in: text, from: offset, work: work) { !$0.isNewline } : 0
    }

    /// The end of the line holding `offset`, before its line break (the end of the text in a one-line editor).
    func lineEnd(from offset: Int, in text: String) -> Int {
        isMultiline ? WordBoundary.walkForward(in: text, from: offset, work: work) { !$0.isNewline } : text.utf8.count
    }

    // MARK: Applying

    /// Makes `edit` in `text` (in place) and puts the cursor after the inserted text.
    package mutating func apply(_ edit: TextEdit, to text: inout String) {
        let lower = text.index(atUTF8: edit.range.lowerBound)
        let upper = text.index(atUTF8: edit.range.upperBound)
        text.replaceSubrange(lower..<upper, with: edit.replacement)
        work.visit(edit.replacement.utf8.count + 1)
        let end = text.characterEnd(atOrAfter: edit.range.lowerBound + edit.replacement.utf8.count)
        anchor = end
        head = end
        preferredColumn = nil
    }
}
