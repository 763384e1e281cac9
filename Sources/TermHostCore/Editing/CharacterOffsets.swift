/// Converts between UTF-8 offsets and character offsets (what ``TextFieldWidget``'s public API
/// counts in) by walking from the last place asked, so asking near the cursor costs the distance
/// from it, not the length of the text.
///
/// An edit at an offset can only change the character boundaries at and after it (a grapheme break
/// depends on the characters before it and the one after), so before each edit the remembered place
/// moves back below the edit and stays right.
@MainActor
package struct CharacterOffsets {
    /// A character boundary and its character offset.
    private var utf8 = 0
    private var characters = 0
    let work: TextWork

    package init(work: TextWork) {
        self.work = work
    }

    /// Forgets everything (the text was replaced).
    package mutating func reset() {
        utf8 = 0
        characters = 0
    }

    /// Call before the text changes at `offset`: keeps the remembered place before it.
    package mutating func textWillChange(at offset: Int, in text: String) {
        guard utf8 >= offset, utf8 > 0 else { return }
        var index = text.index(atUTF8: utf8)
        while index > text.startIndex, text.utf8Offset(of: index) >= offset {
            index = text.index(before: index)
            characters -= 1
            work.visit()
        }
        utf8 = text.utf8Offset(of: index)
    }

    /// The character offset of the UTF-8 offset `offset` (a boundary).
    package mutating func characterOffset(ofUTF8 offset: Int, in text: String) -> Int {
        if offset < utf8 / 2 { reset() }
        var index = text.index(atUTF8: utf8)
        let target = text.index(atUTF8: offset)
        while index < target {
            index = text.index(after: index)
            characters += 1
            work.visit()
        }
        while index > target {
            index = text.index(before: index)
            characters -= 1
            work.visit()
        }
        utf8 = text.utf8Offset(of: index)
        return characters
    }

    /// The UTF-8 offset of character offset `count` (clamped to the text).
    package mutating func utf8Offset(ofCharacter count: Int, in text: String) -> Int {
        if count < characters / 2 { reset() }
        var index = text.index(atUTF8: utf8)
        while characters < count, index < text.endIndex {
            index = text.index(after: index)
            characters += 1
            work.visit()
        }
        while characters > max(0, count), index > text.startIndex {
            index = text.index(before: index)
            characters -= 1
            work.visit()
        }
        utf8 = text.utf8Offset(of: index)
        return utf8
    }

    /// The number of characters in `text`.
    package mutating func count(in text: String) -> Int {
        characterOffset(ofUTF8: text.utf8.count, in: text)
    }
}
