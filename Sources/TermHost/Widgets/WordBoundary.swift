/// Word motions over an array of characters, as line editors (readline, emacs) do them.
enum WordBoundary {
    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where Alt-b lands: back over non-word characters, then over a word.
    static func previousWordStart(in characters: [Character], from index: Int) -> Int {
        var i = min(index, characters.count)
        while i > 0, !isWord(characters[i - 1]) { i -= 1 }
        while i > 0, isWord(characters[i - 1]) { i -= 1 }
        return i
    }

    /// Where Alt-f lands: forward over non-word characters, then to the end of a word.
    static func nextWordEnd(in characters: [Character], from index: Int) -> Int {
        var i = max(0, index)
        while i < characters.count, !isWord(characters[i]) { i += 1 }
        while i < characters.count, isWord(characters[i]) { i += 1 }
        return i
    }

    /// Where Ctrl-W deletes back to: back over whitespace, then over everything that is not whitespace.
    static func previousWhitespaceWordStart(in characters: [Character], from index: Int) -> Int {
        var i = min(index, characters.count)
        while i > 0, characters[i - 1].isWhitespace { i -= 1 }
        while i > 0, !characters[i - 1].isWhitespace { i -= 1 }
        return i
    }

    /// `text` made one line: every line break and tab becomes a space, other control characters are dropped.
    static func singleLine(_ text: String) -> [Character] {
        var result: [Character] = []
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline || character == "\t" {
                result.append(" ")
            } else if !Sanitizer.isControl(character) {
                result.append(character)
            }
        }
        return result
    }
}
