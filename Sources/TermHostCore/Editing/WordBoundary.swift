/// Word motions over text, as line editors (readline, emacs) do them. Positions are UTF-8 offsets at
/// character boundaries; each walk costs the characters it passes.
@MainActor
enum WordBoundary {
    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where Alt-B lands: back over non-word characters, then over a word.
    static func previousWordStart(in text: String, from offset: Int, work: TextWork) -> Int {
        var i = offset
        i = walkBack(in: text, from: i, work: work) { !isWord($0) }
        return walkBack(in: text, from: i, work: work, while: isWord)
    }

    /// Where Alt-F lands: forward over non-word characters, then to the end of a word.
    static func nextWordEnd(in text: String, from offset: Int, work: TextWork) -> Int {
        var i = offset
        i = walkForward(in: text, from: i, work: work) { !isWord($0) }
        return walkForward(in: text, from: i, work: work, while: isWord)
    }

    /// Where Ctrl-W deletes back to: back over whitespace, then over everything that is not whitespace.
    static func previousWhitespaceWordStart(in text: String, from offset: Int, work: TextWork) -> Int {
        let i = walkBack(in: text, from: offset, work: work) { $0.isWhitespace }
        return walkBack(in: text, from: i, work: work) { !$0.isWhitespace }
    }

    /// Back from `offset` while the character before matches.
    static func walkBack(in text: String, from offset: Int, work: TextWork, while matches: (Character) -> Bool) -> Int {
        var index = text.index(atUTF8: offset)
        while index > text.startIndex {
            let before = text.index(before: index)
            work.visit()
            if !matches(text[before]) { break }
            index = before
        }
        return text.utf8Offset(of: index)
    }

    /// Forward from `offset` while the character there matches.
    static func walkForward(in text: String, from offset: Int, work: TextWork, while matches: (Character) -> Bool) -> Int {
        var index = text.index(atUTF8: offset)
        while index < text.endIndex {
            work.visit()
            if !matches(text[index]) { break }
            index = text.index(after: index)
        }
        return text.utf8Offset(of: index)
    }
}
