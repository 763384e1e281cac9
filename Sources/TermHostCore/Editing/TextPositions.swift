/// Positions in edited text are UTF-8 offsets (``String/index(atUTF8:)``): turning one into a
/// `String.Index` costs nothing for a native string, and they stay meaningful while the string is
/// edited in place.
extension String {
    /// The start of the character containing `offset` (an offset inside a character rounds down).
    func characterStart(atOrBefore offset: Int) -> Int {
        let clamped = Swift.max(0, Swift.min(offset, utf8.count))
        guard clamped < utf8.count, clamped > 0 else { return clamped }
        return utf8Offset(of: index(before: index(after: index(atUTF8: clamped))))
    }

    /// `offset` if a character starts there, otherwise the end of the character containing it.
    func characterEnd(atOrAfter offset: Int) -> Int {
        let start = characterStart(atOrBefore: offset)
        return start == offset ? offset : self.offset(after: start)
    }

    /// The offset of the character boundary after `offset`.
    func offset(after offset: Int) -> Int {
        guard offset < utf8.count else { return utf8.count }
        return utf8Offset(of: index(after: index(atUTF8: offset)))
    }

    /// The offset of the character boundary before `offset`.
    func offset(before offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return utf8Offset(of: index(before: index(atUTF8: offset)))
    }

    /// The character starting at `offset` (which must be a character boundary before the end).
    func character(at offset: Int) -> Character {
        self[index(atUTF8: offset)]
    }
}

/// Counts the characters an editor visits (walks over, measures, draws), so tests and the
/// benchmark can check that an edit costs what it touches, not the length of the text.
@MainActor
package final class TextWork {
    /// A counter at zero.
    package init() {}

    /// Characters visited since the last ``take()``.
    private(set) var characters = 0

    /// Records `count` characters visited.
    func visit(_ count: Int = 1) {
        characters += count
    }

    /// The characters visited since the last call, resetting the count.
    package func take() -> Int {
        defer { characters = 0 }
        return characters
    }
}
