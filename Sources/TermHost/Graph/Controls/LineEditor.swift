/// The text of a one-line field as characters with a cursor, edited like a terminal line editor.
///
/// Every edit costs time proportional to the characters it touches (plus one copy of the text for
/// the binding), so a 1 MB paste is linear, never quadratic.
struct LineEditor {
    private(set) var characters: [Character] = []
    /// The insertion point, 0 ... count.
    private(set) var cursor = 0

    /// The text.
    var text: String { String(characters) }

    /// Replaces the text and puts the cursor at its end.
    mutating func setText(_ text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    /// Inserts `text` at the cursor; line breaks and tabs become spaces, other controls are dropped.
    mutating func insert(_ text: some Sequence<Character>) {
        var inserted: [Character] = []
        inserted.reserveCapacity(text.underestimatedCount)
        for character in text {
            if character.isNewline || character == "\t" {
                inserted.append(" ")
            } else if Sanitizer.isControl(character) {
                continue
            } else {
                inserted.append(character)
            }
        }
        characters.insert(contentsOf: inserted, at: cursor)
        cursor += inserted.count
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = characters.count }

    /// Deletes the character before the cursor.
    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Deletes the character at the cursor.
    mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Deletes from the cursor to the end (Ctrl-K).
    mutating func deleteToEnd() {
        characters.removeSubrange(cursor...)
    }

    /// Deletes from the start to the cursor (Ctrl-U).
    mutating func deleteToStart() {
        characters.removeSubrange(..<cursor)
        cursor = 0
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
    mutating func deleteWordBackward() {
        var start = cursor
        while start > 0 && characters[start - 1] == " " { start -= 1 }
        while start > 0 && characters[start - 1] != " " { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }
}
